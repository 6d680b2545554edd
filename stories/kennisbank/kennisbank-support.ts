/**
 * What the Kennisbank stories share: the fixture Posts blocks in the shape gatsby-node gives
 * them, the fixture listing files (msw serves them, made by the build's own builder), the URL
 * the overview keeps its state in, and the checks a visitor would make (which cards, which
 * parameters).
 */
import { expect, waitFor, within } from 'storybook/test';
import { newestPosts, toGatsbyPosts, toGatsbyPostCard } from '../../mocks/content/gatsby-shape.ts';
import { findPage } from '../../mocks/content/index.ts';
import { fixtureBlockOn } from '../../mocks/content/select.ts';
import type { Post } from '../../mocks/content/types.ts';
import { fixtureListing } from '../../mocks/handlers/listing.ts';
import { parseListingParams, type ListingParams } from '../../src/lib/listing-params';
import type { PostsBlock } from '../../src/blocks/posts/fragment';
import { toPostCard } from '../../src/kennisbank/post-card';
import type { PostCardData } from '../../src/kennisbank/listing/types';

export const posts: Post[] = newestPosts();
export const listing = fixtureListing();
export const manifest = listing.manifest;

/** The overview block of /kennisbank/ and the latest-posts block of the home page, as gatsby-node gives them (media in URL mode). */
export const blogBlock: PostsBlock = toGatsbyPosts(fixtureBlockOn(findPage('/kennisbank/')!, 'Posts', 'posts_blog'), { processed: false });
export const latestBlock: PostsBlock = toGatsbyPosts(fixtureBlockOn(findPage('/')!, 'Posts', 'posts_latest'), { processed: false });

/** A fixture post as a card (PostCard's props). */
export const cardOf = (post: Post): PostCardData => toPostCard(toGatsbyPostCard(post, { processed: false }));

/** The category id of a slug in the fixture listing. */
export function categoryId(slug: string): number {
  const category = manifest.categories.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`No category ${slug} in the fixture listing`);
  return category.databaseId;
}

/** Titles of the posts in any of the categories, newest first. */
export const titlesIn = (...slugs: string[]) =>
  posts.filter((post) => post.categories.some((id) => slugs.map(categoryId).includes(id))).map((post) => post.title);
export const allTitles = posts.map((post) => post.title);

const LISTING_KEYS = ['_f', '_s', '_d', '_c', '_q'];

/**
 * Sets the listing parameters of the story's URL before it renders (the other parameters,
 * Storybook's own, are kept): the state a reload or a shared link starts from.
 */
export function setListingSearch(search: string) {
  const url = new URL(window.location.href);
  for (const key of LISTING_KEYS) url.searchParams.delete(key);
  for (const [key, value] of new URLSearchParams(search)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

export const urlParams = (): ListingParams => parseListingParams(window.location.search);

/** The result list ('Artikelen'). */
export const resultsOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Artikelen' });

/** The card titles shown in the result list. */
export const cardTitles = (canvasElement: HTMLElement) =>
  within(resultsOf(canvasElement))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Waits until the list is loaded (not busy) and shows exactly these titles. */
export async function expectCards(canvasElement: HTMLElement, titles: readonly string[]) {
  await waitFor(() => expect(resultsOf(canvasElement)).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  await waitFor(() => expect(cardTitles(canvasElement)).toEqual(titles), { timeout: 5000 });
}
