import { existsSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES } from './font-files';
import { FALLBACK_FONT_FAMILY, fontFaceCss } from './fonts';
import { theme } from './theme';

describe('fontFaceCss', () => {
  it('has one swap @font-face for the variable file, every weight from 100 to 900, at the self-hosted url', () => {
    const rules = (fontFaceCss.match(/@font-face \{[^}]*\}/g) ?? []).filter((rule) => rule.includes("font-family: 'Inter';"));
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('font-weight: 100 900;');
    expect(rules[0]).toContain('font-display: swap;');
    expect(rules[0]).toContain("src: url('/fonts/inter-latin-wght-normal.woff2') format('woff2-variations');");
    expect(fontFaceCss).not.toMatch(/https?:\/\//);
  });

  it("has a local fallback stretched to Inter's metrics, named in the font stacks after Inter", () => {
    const fallback = (fontFaceCss.match(/@font-face \{[^}]*\}/g) ?? []).find((rule) =>
      rule.includes(`font-family: '${FALLBACK_FONT_FAMILY}'`),
    );
    expect(fallback).toMatch(/src: local\('Arial'\)/);
    expect(fallback).toMatch(/size-adjust: [\d.]+%/);
    expect(theme.fonts.body.startsWith(`'Inter', '${FALLBACK_FONT_FAMILY}'`)).toBe(true);
  });

  it('names a file its package ships, and preloads it', () => {
    for (const font of FONT_FILES) {
      expect(existsSync(path.resolve(__dirname, '../../node_modules', font.source, 'files', font.file))).toBe(true);
    }
    expect(FONT_FILES.filter((font) => font.preload).map((font) => font.file)).toEqual(['inter-latin-wght-normal.woff2']);
  });
});
