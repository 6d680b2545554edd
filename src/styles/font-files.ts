/**
 * The self-hosted Inter file (from @fontsource-variable/inter, latin subset, the wght axis). One
 * list for the @font-face rules (fonts.ts), the preload links (gatsby-ssr.tsx) and the copy into
 * static/fonts/ (src/build/static-files.ts), so the three always name the same URLs.
 * No imports: gatsby-config loads this in Node.
 *
 * One variable file (48 kB) instead of the static 400, 600 and 700 files (24 kB each): the same
 * bytes as two static files preloaded, and the 600 of the navigation and breadcrumb does not
 * arrive late in a file of its own.
 */

export interface FontFile {
  /** The weights the file covers: a static weight (400) or a variable font's range ('100 900'). */
  weight: string;
  /** The npm package that ships it. */
  source: string;
  /** File name in {source}/files/ and in static/fonts/. */
  file: string;
  /** The URL the site serves it at. */
  url: string;
  /** The @font-face format: 'woff2', or 'woff2-variations' for a variable font (as @fontsource-variable declares it). */
  format: 'woff2' | 'woff2-variations';
  /** Preloaded on every page. */
  preload: boolean;
}

/** Where the font files are served (static/fonts/ → public/fonts/; Storybook maps the same path). */
export const FONT_BASE_URL = '/fonts/';

/** The latin subset's unicode-range, as @fontsource-variable/inter declares it (wght.css). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const INTER_VARIABLE_LATIN = 'inter-latin-wght-normal.woff2';

export const FONT_FILES: readonly FontFile[] = [
  {
    weight: '100 900',
    source: '@fontsource-variable/inter',
    file: INTER_VARIABLE_LATIN,
    url: `${FONT_BASE_URL}${INTER_VARIABLE_LATIN}`,
    format: 'woff2-variations',
    preload: true,
  },
];
