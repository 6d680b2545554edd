import { RESIZING_CLASS } from './resize-block';
import { fontFaceCss } from './fonts';
import { cssTheme, customPropertiesCss } from './theme';

/** The attribute `<html>` carries on a page whose body does not scroll (Layout's NO_SCROLL_PATHS). */
export const NO_SCROLL_ATTRIBUTE = 'data-no-scroll';

/**
 * The site's global rules: the theme's custom properties (cssTheme), the reset, the typography,
 * the resize block, reduced motion, the progress bar and the no-scroll page. Plain CSS built once from the theme when the module
 * loads, not `createGlobalStyle`: that one runs stylis again in the browser on every page,
 * while these rules never change. They are served as a static <style> before the components'
 * styles (SiteStyles; gatsby-ssr puts it first in the head), so a component's rule still wins
 * over a global rule of the same specificity (`:focus-visible`), as when the global style was
 * the sheet's first group.
 */
const baseCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${cssTheme.fonts.body};
  font-size: ${cssTheme.fontSizes.body};
  line-height: 1.6;
  color: ${cssTheme.colors.text};
  background: ${cssTheme.colors.background};
}
h1, h2, h3, h4 { font-family: ${cssTheme.fonts.heading}; line-height: 1.2; margin: 0 0 ${cssTheme.space.md}; }
img { max-width: 100%; height: auto; }
a { color: inherit; }
:focus-visible { outline: 3px solid ${cssTheme.colors.focus}; outline-offset: 2px; }
/*
 * Resize block (docs/behaviour/routes-and-layout.md#resize-block): while the window is being resized (src/styles/resize-block.ts), state
 * changes apply at once, so nothing slides or fades when a breakpoint is crossed. Durations
 * and delays go to zero rather than 'none': a running animation is not restarted afterwards.
 */
html.${RESIZING_CLASS} *, html.${RESIZING_CLASS} *::before, html.${RESIZING_CLASS} *::after {
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}`;

/** Looks of the nprogress bar (src/lib/progress.ts draws it into <body>). */
const progressBarCss = `
#nprogress { pointer-events: none; }
#nprogress .bar {
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${cssTheme.zIndex.progress};
  width: 100%;
  height: 3px;
  background: ${cssTheme.colors.orange};
}
#nprogress .peg {
  position: absolute;
  right: 0;
  display: block;
  width: 100px;
  height: 100%;
  box-shadow: ${cssTheme.shadows.progressGlow};
  opacity: 1;
  transform: rotate(3deg) translate(0, -4px);
}`;

/**
 * A page whose body does not scroll (docs/behaviour/routes-and-layout.md#routes). `:where()` keeps the specificity of the
 * plain `html, body` selectors this replaces.
 */
const noScrollCss = `
html:where([${NO_SCROLL_ATTRIBUTE}]), html:where([${NO_SCROLL_ATTRIBUTE}]) body { overflow: hidden; height: 100%; }`;

export const globalCss = [customPropertiesCss, baseCss, progressBarCss, noScrollCss].join('\n');

/**
 * Comments and the whitespace that carries no meaning taken out, as every page carries the CSS
 * inline (what stylis did for the createGlobalStyle). A space before `:` stays: there it is a
 * descendant combinator in front of a pseudo-class. The site's CSS has no strings with these
 * characters in them.
 */
export const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();

/** Everything the static <style> carries: the @font-face rules (./fonts) and the global rules. */
export const siteCss = minifyCss(`${fontFaceCss}\n${globalCss}`);
