// The real custom properties, which jest.setup.ts swaps for plain values in component tests.
jest.unmock('./theme');

import { globalCss, minifyCss, NO_SCROLL_ATTRIBUTE, siteCss } from './global-css';
import { fontFaceCss } from './fonts';
import { colors, cssTheme, theme } from './theme';

describe('globalCss', () => {
  it('is built from the theme, with no value left undefined', () => {
    expect(globalCss).toContain(`color: ${cssTheme.colors.text};`);
    expect(globalCss).toContain(`box-shadow: ${cssTheme.shadows.progressGlow};`);
    expect(globalCss).not.toMatch(/undefined|\[object /);
  });

  it("declares every custom property cssTheme refers to, on :root, with the theme's value", () => {
    const root = /^:root\{([^}]*)\}/m.exec(globalCss)?.[1] ?? '';
    const declared = new Map(root.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]));
    const references = (group: object): string[] =>
      Object.values(group).flatMap((value) => (typeof value === 'object' ? references(value) : [value]));
    const used = references(cssTheme).filter((value): value is string => typeof value === 'string' && value.startsWith('var('));
    expect(used.length).toBeGreaterThan(50);
    for (const value of used) expect(declared.has(/^var\((--[a-z0-9-]+)\)$/.exec(value)?.[1] ?? value)).toBe(true);
    expect(declared.get('--c-orange-hover')).toBe(colors.orangeHover);
    expect(declared.get('--f-body')).toBe(theme.fonts.body);
    expect(declared.get('--d-fast')).toBe(theme.motion.duration.fast);
    expect(declared.size).toBe(used.length);
  });

  it('keeps what media queries and arithmetic need as plain values', () => {
    expect(cssTheme.media).toBe(theme.media);
    expect(cssTheme.layout).toBe(theme.layout);
    expect(cssTheme.zIndex).toBe(theme.zIndex);
  });

  it('has the progress bar and the no-scroll page, which were createGlobalStyles of their own', () => {
    expect(globalCss).toContain('#nprogress .bar {');
    expect(globalCss).toContain(`html:where([${NO_SCROLL_ATTRIBUTE}]) body { overflow: hidden; height: 100%; }`);
  });

  it('comes with the @font-face rules in the one static <style>, minified', () => {
    expect(siteCss.startsWith(minifyCss(fontFaceCss))).toBe(true);
    expect(siteCss).toContain(minifyCss(globalCss));
    expect(siteCss).not.toMatch(/\/\*|\n|; |\{ /);
  });

  it('minifies without touching what has meaning: strings, combinators, values', () => {
    expect(minifyCss("/* why */\nhtml.x *::before, a :hover {\n  font-family: 'Segoe UI', Roboto;\n  width: calc(100% - 1rem);\n}")).toBe(
      "html.x *::before,a :hover{font-family:'Segoe UI',Roboto;width:calc(100% - 1rem)}",
    );
  });
});
