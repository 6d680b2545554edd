import { FONT_FILES, LATIN_UNICODE_RANGE } from './font-files';

/** The fallback face, named in the theme's font stacks right after Inter. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

/**
 * A local Arial (or its metric twin Liberation Sans, or Helvetica) stretched to Inter's
 * metrics, so text set before Inter arrives takes the same room and nothing moves when it
 * swaps in (CLS). The overrides are Inter's, measured against Arial.
 */
const fallbackFaceCss = `
@font-face {
  font-family: '${FALLBACK_FONT_FAMILY}';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Helvetica');
  ascent-override: 90.2%;
  descent-override: 22.48%;
  line-gap-override: 0%;
  size-adjust: 107.4%;
}`;

/**
 * @font-face rules for the self-hosted Inter (never a CDN) and its metric-matched fallback.
 * The URLs are the ones gatsby-ssr.tsx preloads, so a preloaded file is the file the rule uses.
 * They are served in a static <style> (SiteStyles), outside styled-components: a global style
 * is re-inserted while React hydrates, and @font-face rules that come and go make the browser
 * swap fonts back and forth (layout shifts).
 */
export const fontFaceCss = [
  ...FONT_FILES.map(
    ({ weight, url, format }) => `
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('${url}') format('${format}');
  unicode-range: ${LATIN_UNICODE_RANGE};
}`,
  ),
  fallbackFaceCss,
].join('\n');
