/**
 * What the block stories of every kind share: fixture look-ups that fail loudly, blocks and
 * page contexts in the shape the templates hand them to components, the viewports, long Dutch
 * copy, and the checks a visitor would make (headings, buttons, nothing sticking out sideways).
 * Helpers for one kind stay in stories/blocks/<kind>/<kind>-support.
 */
import { expect, within } from 'storybook/test';
import { findCategory, findFragment, findPost } from '../../mocks/content/index.ts';
import { toGatsbyBlock, toGatsbyMedia, type GatsbyMediaOptions } from '../../mocks/content/gatsby-shape.ts';
import { findBlock, type BlockOfKind } from '../../mocks/content/select.ts';
import type { Block, ButtonItem, Fragment, Post } from '../../mocks/content/types.ts';
import type { BannerBlock } from '../../src/blocks/banner/fragment';
import type { ContentBlock } from '../../src/blocks/content/fragment';
import type { FormBlock } from '../../src/blocks/form/fragment';
import type { FragmentBlock } from '../../src/blocks/fragment/fragment';
import type { RepeatBlock } from '../../src/blocks/repeat/fragment';
import type { PageContext } from '../../src/blocks/types';
import { fixturePage } from './page-parents';

// ── Fixtures ─────────────────────────────────────────────────────────────────
// A story without its fixture is a broken story: every look-up throws instead of returning undefined.

export { fixturePage };

export function fixturePost(uri: string): Post {
  const post = findPost(uri);
  if (!post) throw new Error(`No fixture post at ${uri}`);
  return post;
}

export function fixtureFragment(databaseId: number): Fragment {
  const fragment = findFragment(databaseId);
  if (!fragment) throw new Error(`No fixture fragment ${databaseId}`);
  return fragment;
}

/** The first block of a kind (and styletype) on the page at a uri, or in a page, post or fragment. */
export function fixtureBlock<K extends Block['kind']>(owner: string | { blocks: readonly Block[] }, kind: K, styletype?: string): BlockOfKind<K> {
  return findBlock(typeof owner === 'string' ? fixturePage(owner).blocks : owner.blocks, kind, styletype);
}

/** The fragment type a component gets for each block kind. */
interface GatsbyBlockOf {
  Banner: BannerBlock;
  Content: ContentBlock;
  Form: FormBlock;
  Fragment: FragmentBlock;
  Posts: Queries.FlexContentBlockFragment;
  Repeat: RepeatBlock;
}

/**
 * A fixture block (or one made for a story) exactly as its kind's fragment returns it:
 * references resolved, HTML sanitized. `{ processed: false }` gives media in URL mode.
 */
export function asGatsbyBlock<B extends Block>(block: B, owner?: Parameters<typeof toGatsbyBlock>[1], options?: GatsbyMediaOptions): GatsbyBlockOf[B['kind']] {
  return toGatsbyBlock(block, owner, options) as GatsbyBlockOf[B['kind']];
}

/** The context the Page template gives a page's blocks: uri, title and featured image. */
export function pageContext(uri: string): PageContext {
  const page = fixturePage(uri);
  return { uri: page.uri, title: page.title, featuredImage: toGatsbyMedia(page.featuredImage) };
}

/** The context the Post template gives a post's blocks: also its date, author (recap.author) and named categories. */
export function postContext(post: Post): PageContext {
  return {
    uri: post.uri,
    title: post.title,
    featuredImage: toGatsbyMedia(post.featuredImage),
    post: {
      date: post.date,
      author: post.author,
      categories: post.categories.map((databaseId) => ({ databaseId, name: findCategory(databaseId)?.name ?? null })),
    },
  };
}

// ── Viewports (`globals` of a story; .storybook/preview.tsx defines them) ────

export const MOBILE = { viewport: { value: 'mobile', isRotated: false } } as const;
export const TABLET = { viewport: { value: 'tablet', isRotated: false } } as const;
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;

// ── Long Dutch copy: compounds must wrap (hyphenate), never push the page sideways ──

export const LONG_WORDS = [
  'Bedrijfscontinuïteitsplanningsdocumentatie',
  'Informatiebeveiligingsmanagementsysteemcertificering',
  'Hoogbeschikbaarheidsclusterconfiguratie',
  'Arbeidsongeschiktheidsverzekeringsmaatschappij',
  'Gegevensbeschermingseffectbeoordeling',
  'Netwerksegmentatiebeleidsafspraken',
] as const;

/** One of the long words, cycling through them. */
export const longWord = (index: number) => LONG_WORDS[index % LONG_WORDS.length]!;

/** A paragraph of WordPress HTML with three long words, different for each index. */
export const longParagraph = (index: number) =>
  `<p>Met onze ${longWord(index).toLowerCase()} en de ${longWord(index + 1).toLowerCase()} weet je precies waar je aan toe bent. Zo blijft je organisatie ook bij een storing gewoon doorwerken, en houden wij de ${longWord(index + 2).toLowerCase()} voor je bij.</p>`;

export const LONG_TITLE = 'Bedrijfscontinuïteitsverzekeringsvoorwaardenoverzicht voor informatiebeveiligingsmanagementsystemen';
export const LONG_LABEL = 'Arbeidsongeschiktheidsverzekeringsmaatschappijen';

// ── Checks ───────────────────────────────────────────────────────────────────

type HeadingLevel = 1 | 2 | 3;

/** A visible heading at `level` (named `name`, when given); returns it for further checks. */
export async function expectHeading(canvasElement: HTMLElement, level: HeadingLevel, name?: string | RegExp): Promise<HTMLElement> {
  const heading = within(canvasElement).getByRole('heading', name === undefined ? { level } : { level, name });
  await expect(heading).toBeVisible();
  return heading;
}

/** No heading at `level` (no heading at all without one): e.g. a block further down leaves the h1 to the first. */
export async function expectNoHeading(canvasElement: HTMLElement, level?: HeadingLevel) {
  await expect(within(canvasElement).queryByRole('heading', level === undefined ? {} : { level })).not.toBeInTheDocument();
}

/** Each of a block's buttons is a visible link named by its title, to its url, in its theme. */
export async function expectButtons(container: HTMLElement, items: readonly ButtonItem[]) {
  for (const item of items) {
    const button = within(container).getByRole('link', { name: item.link!.title });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', item.link!.url);
    await expect(button).toHaveAttribute('data-theme', item.theme);
  }
}

/** The page does not scroll sideways: it is not wider than the viewport. */
export async function expectPageFits() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Nothing sticks out sideways: each element's content fits its width (it wraps), and the page fits the viewport. */
export async function expectNoHorizontalOverflow(...elements: HTMLElement[]) {
  for (const element of elements) await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  await expectPageFits();
}

/** Every heading a visitor sees in the story wraps, and the page fits the viewport. */
export async function expectHeadingsFit(canvasElement: HTMLElement) {
  await expectNoHorizontalOverflow(...within(canvasElement).queryAllByRole('heading'));
}
