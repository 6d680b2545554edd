/** Heading levels of a repeat section: the first block on a page owns the h1 (else h2). */
export interface SectionHeading {
  /** The section heading's text; '' when the section shows none. */
  text: string;
  level: 1 | 2;
  /** The level of the headings of the section's items (cards, USPs, questions, text blocks). */
  itemLevel: 2 | 3;
}

/**
 * The first section's heading is the page's h1; when it has no title of its own the page title
 * takes its place, so a page never goes without an h1. Other sections show their title as h2,
 * or no heading, in which case their items' headings move up to h2.
 */
export function sectionHeading(index: number, title: string | null | undefined, pageTitle: string | null | undefined): SectionHeading {
  const first = index === 0;
  const text = title?.trim() || (first ? (pageTitle?.trim() ?? '') : '');
  const level = first ? 1 : 2;
  return { text, level, itemLevel: text ? ((level + 1) as 2 | 3) : 2 };
}

/** Text of a content field, or '' for null, undefined or whitespace. */
export function textOf(value: string | null | undefined): string {
  return value?.trim() ?? '';
}
