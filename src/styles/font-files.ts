/**
 * The self-hosted Inter files (from @fontsource/inter, latin subset). One list for the
 * @font-face rules (fonts.ts), the preload links (gatsby-ssr.tsx) and the copy into
 * static/fonts/ (scripts/lib/static-files.ts), so the three always name the same URLs.
 * No imports: gatsby-config loads this in Node.
 */

export interface FontFile {
  weight: 400 | 600 | 700;
  /** File name in @fontsource/inter/files/ and in static/fonts/. */
  file: string;
  /** The URL the site serves it at. */
  url: string;
  /** Preloaded on every page: body text (400) and headings and buttons (700). */
  preload: boolean;
}

/** Where the font files are served (static/fonts/ → public/fonts/; Storybook maps the same path). */
export const FONT_BASE_URL = '/fonts/';

/** The latin subset's unicode-range, as @fontsource/inter declares it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

function interLatin(weight: FontFile['weight'], preload: boolean): FontFile {
  const file = `inter-latin-${weight}-normal.woff2`;
  return { weight, file, url: `${FONT_BASE_URL}${file}`, preload };
}

export const FONT_FILES: readonly FontFile[] = [interLatin(400, true), interLatin(600, false), interLatin(700, true)];
