import { textOf } from '../../lib/text';
import { faqPageJsonLd, type FaqItemInput, type FaqPageJsonLd } from '../../lib/json-ld';
import { blockKind } from '../types';

/** What faqJsonLdOf reads of a block: FlexContentBlock/FlexSection fragments have this shape. */
interface BlockLike {
  __typename?: string | null;
  styletype?: string | null;
  faq?: readonly ({ question?: string | null; answerText?: string | null } | null)[] | null;
  fragment?: { databaseId?: number | null; flexContent?: { flex?: readonly (BlockLike | null)[] | null } | null } | null;
}

const FAQ_STYLETYPE = 'repeat_faq';

/** The repeat_faq blocks of a page, in page order, including those inside Fragment blocks. */
function faqBlocksOf(blocks: readonly (BlockLike | null | undefined)[] | null | undefined): BlockLike[] {
  return (blocks ?? []).flatMap((block) => {
    if (!block) return [];
    const kind = blockKind(block.__typename);
    if (kind === 'Repeat' && block.styletype === FAQ_STYLETYPE) return [block];
    // A fragment's blocks are one level deep: GraphQL selects no further (FragmentBlock).
    if (kind === 'Fragment') {
      return (block.fragment?.flexContent?.flex ?? []).filter(
        (inner): inner is BlockLike => !!inner && blockKind(inner.__typename) === 'Repeat' && inner.styletype === FAQ_STYLETYPE,
      );
    }
    return [];
  });
}

/**
 * The FAQPage structured data of a page (docs/behaviour/blocks.md#repeat_faq) for its Head: the questions of
 * every repeat_faq block on it (also inside Fragment blocks) with their plain-text answers
 * (answerText: HTML stripped, newlines turned into spaces at build time). An item without
 * answerText is left out rather than its HTML used. Search engines expect one FAQPage per
 * page, so all questions go into one, a question repeated (a fragment used twice) once.
 * Returns [] when the page has no questions, else a list of one, to spread into the Head's
 * JSON-LD list.
 */
export function faqJsonLdOf(blocks: readonly (BlockLike | null | undefined)[] | null | undefined): FaqPageJsonLd[] {
  const seen = new Set<string>();
  const items: FaqItemInput[] = [];
  for (const block of faqBlocksOf(blocks)) {
    for (const item of block.faq ?? []) {
      const question = textOf(item?.question);
      const answer = textOf(item?.answerText);
      if (!question || !answer) continue;
      const key = `${question}\n${answer}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ question, answer });
    }
  }
  const data = faqPageJsonLd(items);
  return data ? [data] : [];
}
