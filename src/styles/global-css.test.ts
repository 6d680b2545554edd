import { globalCss, NO_SCROLL_ATTRIBUTE, siteCss } from './global-css';
import { fontFaceCss } from './fonts';
import { theme } from './theme';

describe('globalCss', () => {
  it('is built from the theme, with no value left undefined', () => {
    expect(globalCss).toContain(`color: ${theme.colors.text};`);
    expect(globalCss).toContain(`box-shadow: ${theme.shadows.progressGlow};`);
    expect(globalCss).not.toMatch(/undefined|\[object /);
  });

  it('has the progress bar and the no-scroll page, which were createGlobalStyles of their own', () => {
    expect(globalCss).toContain('#nprogress .bar {');
    expect(globalCss).toContain(`html:where([${NO_SCROLL_ATTRIBUTE}]) body { overflow: hidden; height: 100%; }`);
  });

  it('comes with the @font-face rules in the one static <style>', () => {
    expect(siteCss.startsWith(fontFaceCss)).toBe(true);
    expect(siteCss).toContain(globalCss);
  });
});
