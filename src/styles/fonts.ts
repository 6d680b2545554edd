import { FONT_FILES, LATIN_UNICODE_RANGE } from './font-files';

/**
 * @font-face rules for the self-hosted Inter (never a CDN), used by GlobalStyle. The URLs
 * are the ones gatsby-ssr.tsx preloads, so a preloaded file is the file the rule uses.
 */
export const fontFaceCss = FONT_FILES.map(
  ({ weight, url }) => `
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('${url}') format('woff2');
  unicode-range: ${LATIN_UNICODE_RANGE};
}`,
).join('\n');
