/**
 * The HTML WordPress content may keep, shared by the build-time sanitizer
 * (src/build/sanitize-html.ts, for sourced fields) and the browser's (forms/confirmation-html.ts,
 * for Gravity Forms confirmation messages, which arrive only after a submission). A module of its
 * own so the browser bundle does not take in sanitize-html.
 */

/** The tags WordPress editors produce in rich-text fields. */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  // h1 is allowed only to be renamed (see shiftHeadingsBelowH1): the page's title is its h1.
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  // An editor's inline image, as the block editor writes it (<figure><img><figcaption>).
  'img',
  'figure',
  'figcaption',
  'span',
  'sub',
  'sup',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** The attributes kept, by tag; every other attribute (event handlers, style, srcset, id, class …) goes. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
};
