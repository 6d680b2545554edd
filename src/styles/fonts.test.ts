import { existsSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES } from './font-files';
import { FALLBACK_FONT_FAMILY, fontFaceCss } from './fonts';
import { theme } from './theme';

describe('fontFaceCss', () => {
  it('has one swap @font-face per weight, pointing at the self-hosted url', () => {
    const rules = (fontFaceCss.match(/@font-face \{[^}]*\}/g) ?? []).filter((rule) => rule.includes("font-family: 'Inter';"));
    expect(rules).toHaveLength(3);
    FONT_FILES.forEach((font, index) => {
      expect(rules[index]).toContain(`font-weight: ${font.weight};`);
      expect(rules[index]).toContain('font-display: swap;');
      expect(rules[index]).toContain(`src: url('/fonts/inter-latin-${font.weight}-normal.woff2') format('woff2');`);
    });
    expect(fontFaceCss).not.toMatch(/https?:\/\//);
  });

  it('has a local fallback stretched to Inter\'s metrics, named in the font stacks after Inter', () => {
    const fallback = (fontFaceCss.match(/@font-face \{[^}]*\}/g) ?? []).find((rule) => rule.includes(`font-family: '${FALLBACK_FONT_FAMILY}'`));
    expect(fallback).toMatch(/src: local\('Arial'\)/);
    expect(fallback).toMatch(/size-adjust: [\d.]+%/);
    expect(theme.fonts.body.startsWith(`'Inter', '${FALLBACK_FONT_FAMILY}'`)).toBe(true);
  });

  it('names files that @fontsource/inter ships, and preloads 400 and 700', () => {
    for (const font of FONT_FILES) {
      expect(existsSync(path.resolve(__dirname, '../../node_modules/@fontsource/inter/files', font.file))).toBe(true);
    }
    expect(FONT_FILES.filter((font) => font.preload).map((font) => font.weight)).toEqual([400, 700]);
  });
});
