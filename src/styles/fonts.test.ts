import { existsSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES } from './font-files';
import { fontFaceCss } from './fonts';

describe('fontFaceCss', () => {
  it('has one swap @font-face per weight, pointing at the self-hosted url', () => {
    const rules = fontFaceCss.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(3);
    FONT_FILES.forEach((font, index) => {
      expect(rules[index]).toContain(`font-weight: ${font.weight};`);
      expect(rules[index]).toContain('font-display: swap;');
      expect(rules[index]).toContain(`src: url('/fonts/inter-latin-${font.weight}-normal.woff2') format('woff2');`);
    });
    expect(fontFaceCss).not.toMatch(/https?:\/\//);
  });

  it('names files that @fontsource/inter ships, and preloads 400 and 700', () => {
    for (const font of FONT_FILES) {
      expect(existsSync(path.resolve(__dirname, '../../node_modules/@fontsource/inter/files', font.file))).toBe(true);
    }
    expect(FONT_FILES.filter((font) => font.preload).map((font) => font.weight)).toEqual([400, 700]);
  });
});
