import { textOf } from '../../lib/text';

/** The heading a block shows, and the levels below it. */
export interface HeadingLevels {
  /** The heading's text; '' when the block shows no heading (never an empty heading). */
  text: string;
  level: 1 | 2;
  /**
   * The level of what sits right under the block heading: its items' headings (cards, USPs,
   * questions, text blocks) and the headings in its WordPress text. 2 when the block shows no
   * heading: they then sit right under the page's h1.
   */
  itemLevel: 2 | 3;
}

/**
 * The heading rule of every block (docs/behaviour/blocks.md#headings): the first block on a page owns the page's h1,
 * every later block is an h2. The first block without a title of its own shows the page title,
 * so a page never goes without an h1; a later block without a title shows no heading at all.
 */
export function blockHeading(index: number, title: string | null | undefined, pageTitle: string | null | undefined): HeadingLevels {
  const first = index === 0;
  const text = textOf(title) || (first ? textOf(pageTitle) : '');
  const level = first ? 1 : 2;
  return { text, level, itemLevel: text ? ((level + 1) as 2 | 3) : 2 };
}
