/**
 * Rich text brings its own headings (an h3 "Welke gegevens verwerken we?" in the privacy
 * statement), chosen by an author who cannot know where the text lands: under a block's h1 when
 * the block is first on the page, under an h2 further down, under an item's h3, or under no
 * block heading at all. The outline must still step down one level at a time (WCAG 1.3.1, axe
 * heading-order), so RichText shifts the text's headings to start at the level it is given,
 * keeping their relative order. Tags are only renamed: the html is already sanitized, and
 * sanitized html has no raw `<` outside tags.
 */
const OPENING_HEADING = /<h([1-6])(?=[\s/>])/gi;
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;

/** No heading in rich text becomes an h1: the page has one, its title. */
const MIN_LEVEL = 2;
const MAX_LEVEL = 6;

const clamp = (level: number) => Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, level));

/**
 * `html` with its headings renumbered so the highest is `base` (at least h2, at most h6):
 * one level below the heading the text sits under (2 under the page's h1 or no block heading).
 */
export function nestHeadings(html: string, base: number): string {
  const levels = Array.from(html.matchAll(OPENING_HEADING), (match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = clamp(base) - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => `<${slash}h${clamp(Number(level) + shift)}`);
}
