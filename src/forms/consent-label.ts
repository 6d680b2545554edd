/**
 * The consent checkbox's link to the privacy statement (docs/behaviour/forms.md#consent-and-the-privacy-link). Gravity Forms stores the checkbox
 * label as the editor typed it, often plain text; a label without a link of its own gets one on
 * its first whole word 'voorwaarden' (any case). A label that has a link is left as the editor
 * made it.
 *
 * Works on the label as the data layer gives it, HTML sanitized at build time
 * (src/build/resolvers.ts): it is cut at the word into two HTML pieces that hold only the
 * sanitizer's own tags (those the word sits in closed before it and opened again after it), and the
 * component renders the link between them with the site's Link, so it goes through the router as
 * every internal link does. No HTML parser reaches the browser for it.
 */

/** The privacy statement (docs/behaviour/routes-and-layout.md#routes). */
export const PRIVACY_STATEMENT_PATH = '/privacyverklaring/';

/** The label cut at the word to link. `before` and `after` are balanced HTML each. */
export interface ConsentLabelParts {
  before: string;
  /** The word as the label spells it ('voorwaarden', 'Voorwaarden'); letters only, so safe as HTML too. */
  word: string;
  /**
   * The elements the word sits in ('<strong>', '<em>'), closed in `before` and opened again in
   * `after` (where text is left in them): they wrap the word inside the link, so it keeps its
   * look. '' and '' at the top level.
   */
  open: string;
  close: string;
  after: string;
}

/** A tag, its quoted attribute values skipped (a '>' may sit in one). */
const TAG = /<(?:"[^"]*"|'[^']*'|[^'">])*>/g;
const TAG_NAME = /^<\/?\s*([A-Za-z][\w:-]*)/;
const HREF = /\shref\s*=/i;
/** Elements that never have a closing tag, so never hold the word. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/**
 * The whole word: no letter, mark, digit or underscore either side (JS's \b knows only ASCII,
 * and would take the 'voorwaarden' of 'privévoorwaarden' for a word). The letter before is
 * matched, not looked behind for: older Safari cannot parse a lookbehind, and the forms chunk
 * would fail with it.
 */
const WORD = /(^|[^\p{L}\p{M}\p{N}_])(voorwaarden)(?![\p{L}\p{M}\p{N}_])/iu;

interface OpenElement {
  name: string;
  tag: string;
}

interface Found {
  index: number;
  word: string;
  within: OpenElement[];
}

/** The word in a stretch of text that starts at `offset`, inside the elements of `stack`. */
function wordIn(text: string, offset: number, stack: OpenElement[]): Found | null {
  // Never a link inside a link (an <a> whose unsafe href the sanitizer removed is still one).
  if (stack.some((element) => element.name === 'a')) return null;
  const match = WORD.exec(text);
  return match ? { index: offset + match.index + match[1]!.length, word: match[2]!, within: [...stack] } : null;
}

/**
 * Where to link 'voorwaarden' in a consent label's HTML; null when the label has a link of its
 * own or no such word outside one (it is then rendered as it is).
 */
export function consentLabelParts(html: string): ConsentLabelParts | null {
  const stack: OpenElement[] = [];
  let found: Found | null = null;
  let position = 0;
  for (const match of html.matchAll(TAG)) {
    found ??= wordIn(html.slice(position, match.index), position, stack);
    position = match.index + match[0].length;
    const tag = match[0];
    const name = TAG_NAME.exec(tag)?.[1]?.toLowerCase();
    if (!name) continue;
    if (tag.startsWith('</')) {
      const at = stack.map((element) => element.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    // Read to the end: a link of the label's own, after the word too, leaves the label alone.
    if (name === 'a' && HREF.test(tag)) return null;
    // As the browser reads it: '<span/>' opens a span; only void elements hold nothing.
    if (!VOID.has(name)) stack.push({ name, tag });
  }
  found ??= wordIn(html.slice(position), position, stack);
  if (!found) return null;
  const { index, word, within } = found;
  return {
    before: closedBefore(html.slice(0, index), within),
    word,
    open: within.map((element) => element.tag).join(''),
    close: closersOf(within),
    after: reopenedAfter(html.slice(index + word.length), within),
  };
}

const closerOf = (element: OpenElement) => `</${element.name}>`;
const closersOf = (elements: OpenElement[]) => elements.map(closerOf).reverse().join('');

/** The HTML before the word with the elements it sits in closed; those that would stay empty ('<strong>voorwaarden') dropped. */
function closedBefore(before: string, within: OpenElement[]): string {
  let html = before;
  let open = within.length;
  while (open > 0 && html.endsWith(within[open - 1]!.tag)) {
    html = html.slice(0, html.length - within[open - 1]!.tag.length);
    open -= 1;
  }
  return html + closersOf(within.slice(0, open));
}

/** The HTML after the word with the elements it sits in opened again; those that would stay empty ('voorwaarden</strong>') dropped. */
function reopenedAfter(after: string, within: OpenElement[]): string {
  let html = after;
  let open = within.length;
  while (open > 0 && html.toLowerCase().startsWith(closerOf(within[open - 1]!))) {
    html = html.slice(closerOf(within[open - 1]!).length);
    open -= 1;
  }
  return (
    within
      .slice(0, open)
      .map((element) => element.tag)
      .join('') + html
  );
}

/** Plain text as HTML (a consent field without a checkbox label shows its label, which is text). */
export function textAsHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
