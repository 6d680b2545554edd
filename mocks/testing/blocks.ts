/**
 * What the block stories of every kind share: fixture look-ups that fail loudly, blocks and
 * page contexts in the shape the templates hand them to components, the viewports, long Dutch
 * copy, and the checks a visitor would make (headings, buttons, nothing sticking out sideways).
 * Helpers for one kind stay in stories/blocks/<kind>/<kind>-support.
 */
import { expect, within } from 'storybook/test';
import { findCategory, findFragment, findPost } from '../content/index.ts';
import { toGatsbyBlock, toGatsbyMedia, type GatsbyBlock, type GatsbyMediaOptions, type TopLevelOwner } from '../content/gatsby-shape.ts';
import { fixtureBlockOn, type BlockOfKind } from '../content/select.ts';
import type {
  BannerBlock as FixtureBannerBlock,
  Block,
  ButtonItem,
  ContentBlock as FixtureContentBlock,
  FormBlock as FixtureFormBlock,
  Fragment,
  FragmentBlock as FixtureFragmentBlock,
  Post,
  PostsBlock as FixturePostsBlock,
  RepeatBlock as FixtureRepeatBlock,
} from '../content/types.ts';
import type { BannerBlock } from '../../src/blocks/banner/fragment';
import type { ContentBlock } from '../../src/blocks/content/fragment';
import type { FormBlock } from '../../src/blocks/form/fragment';
import type { FragmentBlock } from '../../src/blocks/fragment/fragment';
import type { RepeatBlock } from '../../src/blocks/repeat/fragment';
import type { PageContext } from '../../src/blocks/types';
import { buttonThemePaint, paintOf } from './colors';
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
export function fixtureBlock<K extends Block['kind']>(
  owner: string | { blocks: readonly Block[] },
  kind: K,
  styletype?: string,
): BlockOfKind<K> {
  return fixtureBlockOn(owner, kind, styletype);
}

/**
 * A fixture block or a named example (mocks/content/examples) exactly as its kind's fragment
 * returns it — the shape e2e/fixtures.e2e.ts holds equal to the built site's page data:
 * references resolved, HTML sanitized, links site-relative. `{ processed: false }` gives media
 * in URL mode. Typed by the fragment of the block's kind, without casts.
 */
export function asGatsbyBlock(block: FixtureBannerBlock, owner?: TopLevelOwner, options?: GatsbyMediaOptions): BannerBlock;
export function asGatsbyBlock(block: FixtureContentBlock, owner?: TopLevelOwner, options?: GatsbyMediaOptions): ContentBlock;
export function asGatsbyBlock(block: FixtureFormBlock, owner?: TopLevelOwner, options?: GatsbyMediaOptions): FormBlock;
export function asGatsbyBlock(block: FixtureFragmentBlock, owner?: TopLevelOwner, options?: GatsbyMediaOptions): FragmentBlock;
export function asGatsbyBlock(block: FixtureRepeatBlock, owner?: TopLevelOwner, options?: GatsbyMediaOptions): RepeatBlock;
export function asGatsbyBlock(block: FixturePostsBlock, owner?: TopLevelOwner, options?: GatsbyMediaOptions): GatsbyBlock;
export function asGatsbyBlock(
  block: Block,
  owner?: TopLevelOwner,
  options?: GatsbyMediaOptions,
): GatsbyBlock | BannerBlock | ContentBlock | FormBlock | FragmentBlock | RepeatBlock {
  return toGatsbyBlock(block, owner, options);
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
// The copy lives with the block examples (mocks/content/examples), the one source of example data.

export { LONG_LABEL, LONG_TITLE, LONG_WORDS, longParagraph, longWord } from '../content/examples/index.ts';

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
    const { background, border } = paintOf(button);
    await expect({ background, border }).toEqual(buttonThemePaint(item.theme));
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
