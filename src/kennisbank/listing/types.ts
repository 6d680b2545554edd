/**
 * The Kennisbank listing contract: what the build writes and the browser reads.
 *
 * A static site at any size: the overview's first page is in the HTML; every other page comes
 * from small static JSON files written at build time (src/build/kennisbank-listing.ts, called
 * from createPages through src/build/kennisbank.ts) under `/kennisbank-data/{version}/`:
 *
 *   lists/all/{n}.json          chunk n of every post, newest first        PostCardData[]
 *   lists/c{databaseId}/{n}.json chunk n of one category's posts, newest first
 *   search.json                  the MiniSearch index (search.ts), loaded only when a visitor searches
 *
 * Every list is ordered by `comparePosts` (date desc, then databaseId desc) and cut into chunks of
 * CHUNK_SIZE. Several categories combine like WPGraphQL's `categoryIn` (posts in any of them): the
 * browser merges the chosen categories' lists (cursor.ts) and a cursor records the position in
 * each list, so no combination is pre-generated and a page costs the same bytes and requests at
 * 30 posts or 10,000. `version` is a digest of the listing's content: the files are immutable,
 * and a cursor or URL from an older build falls back to the first page of what is valid.
 */

/** Posts per page of the overview (and per chunk file). */
export const PAGE_SIZE = 12;
export const CHUNK_SIZE = PAGE_SIZE;

/** Where the listing files live, below the site root. */
export const LISTING_ROOT = '/kennisbank-data';

/** docs/behaviour/kennisbank.md#post-cards: category databaseId 1 (Uncategorized) is never a chip or a filter. */
export const EXCLUDED_CATEGORY_ID = 1;

export interface PostCardCategory {
  databaseId: number;
  name: string;
}

/**
 * A card's image: the ImageMedia fragment's fields (src/data/fragments.ts) with a card-sized
 * imageData, so src/ui/Image renders it the same from the page query and from JSON.
 */
export interface PostCardImage {
  altText: string | null;
  mediaItemUrl: string | null;
  blurBase64: string | null;
  mediaDetails: { width: number | null; height: number | null } | null;
  imageData: unknown;
}

/** One post card, the same from the page query (first page, latest posts) and from a chunk file. */
export interface PostCardData {
  databaseId: number;
  uri: string;
  title: string;
  /** ISO 8601, as WPGraphQL answers `date`. */
  date: string;
  /** Plain text (excerptText), '' when none. */
  excerpt: string;
  /** Without category 1. */
  categories: PostCardCategory[];
  image: PostCardImage | null;
}

/** A category the overview can filter on: only those with posts, category 1 excluded. */
export interface ListingCategory {
  databaseId: number;
  name: string;
  slug: string;
  /** Its number of posts (the length of its list). */
  count: number;
}

/** A list's key in file paths and cursors: 'all' or 'c{databaseId}'. */
export type ListKey = 'all' | `c${number}`;

/** What the overview block needs besides its first page (page context / block data, small). */
export interface ListingManifest {
  /** Content digest; the files are under `${LISTING_ROOT}/${version}/`. */
  version: string;
  pageSize: number;
  chunkSize: number;
  /** Total posts (the 'all' list). */
  total: number;
  categories: ListingCategory[];
}

/** Newest first; equal dates by databaseId, highest first. The one order of every list. */
export function comparePosts(a: Pick<PostCardData, 'date' | 'databaseId'>, b: Pick<PostCardData, 'date' | 'databaseId'>): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.databaseId - a.databaseId;
}

export const listKey = (categoryId: number | null): ListKey => (categoryId == null ? 'all' : `c${categoryId}`);
export const chunkPath = (version: string, key: ListKey, chunk: number) => `${LISTING_ROOT}/${version}/lists/${key}/${chunk}.json`;
export const searchIndexPath = (version: string) => `${LISTING_ROOT}/${version}/search.json`;
