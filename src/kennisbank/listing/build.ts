/**
 * The Kennisbank listing files, from every post as a card: pure, no fs and no
 * crypto, so the build (src/build/kennisbank-listing.ts) and the workbench (msw in Storybook)
 * make the very same files.
 *
 * One list of every post ('all') and one per category that has posts (never category 1), each in
 * `comparePosts` order and cut into chunks of CHUNK_SIZE; the manifest (categories by name with
 * their counts, the total); and the search index (search.ts). The 'all' list always has chunk 0,
 * an empty array when there are no posts, so the first request of the overview never 404s.
 */
import { buildSearchIndex } from './search';
import {
  CHUNK_SIZE,
  EXCLUDED_CATEGORY_ID,
  LISTING_ROOT,
  PAGE_SIZE,
  chunkPath,
  comparePosts,
  listKey,
  searchIndexPath,
  type ListKey,
  type ListingCategory,
  type ListingManifest,
  type PostCardData,
} from './types';

export interface ListingSource {
  posts: PostCardData[];
  categories: { databaseId: number; name: string; slug: string }[];
}

export interface Listing {
  manifest: ListingManifest;
  /** URL path (chunkPath / searchIndexPath) → JSON text. */
  files: Map<string, string>;
}

/** The version a listing is built under before its digest is known; replaced by versionListing. */
const UNVERSIONED = '{version}';

/** Category names sort as a Dutch reader expects ('Éen' beside 'Een', case ignored). */
const byName = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** Every post once (the first of a databaseId wins), newest first. */
function sortedPosts(posts: readonly PostCardData[]): PostCardData[] {
  const seen = new Set<number>();
  const unique = posts.filter((post) => !seen.has(post.databaseId) && seen.add(post.databaseId));
  return unique.sort(comparePosts);
}

/** A post's categories as cards show them: category 1 never, each category once. */
function cardCategories(post: PostCardData): PostCardData['categories'] {
  const seen = new Set<number>();
  return post.categories.filter(
    (category) => category.databaseId !== EXCLUDED_CATEGORY_ID && !seen.has(category.databaseId) && seen.add(category.databaseId),
  );
}

/** Cuts a list into chunks of CHUNK_SIZE. */
function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}

/**
 * The lists of a listing: 'all' and one per known category with posts, in the posts' order.
 * A category a post names but the source does not know (no slug, so no filter) gets no list.
 */
export function listingLists(source: ListingSource): {
  posts: PostCardData[];
  lists: Map<ListKey, PostCardData[]>;
  categories: ListingCategory[];
} {
  const posts = sortedPosts(source.posts).map((post) => ({ ...post, categories: cardCategories(post) }));
  const known = new Map(
    source.categories.filter((category) => category.databaseId !== EXCLUDED_CATEGORY_ID).map((category) => [category.databaseId, category]),
  );
  const byCategory = new Map<number, PostCardData[]>();
  for (const post of posts) {
    for (const category of post.categories) {
      if (!known.has(category.databaseId)) continue;
      const list = byCategory.get(category.databaseId) ?? [];
      list.push(post);
      byCategory.set(category.databaseId, list);
    }
  }
  const categories = [...byCategory]
    .map(([databaseId, list]) => {
      const { name, slug } = known.get(databaseId)!;
      return { databaseId, name, slug, count: list.length };
    })
    .sort((a, b) => byName.compare(a.name, b.name) || a.databaseId - b.databaseId);
  const lists = new Map<ListKey, PostCardData[]>([[listKey(null), posts]]);
  for (const category of categories) lists.set(listKey(category.databaseId), byCategory.get(category.databaseId)!);
  return { posts, lists, categories };
}

/** The listing under a version: the manifest and every file, by URL path. */
export function buildListing(source: ListingSource, version: string): Listing {
  const { posts, lists, categories } = listingLists(source);
  const manifest: ListingManifest = { version, pageSize: PAGE_SIZE, chunkSize: CHUNK_SIZE, total: posts.length, categories };
  const files = new Map<string, string>();
  for (const [key, list] of lists) {
    const chunks = chunksOf(list);
    if (chunks.length === 0) chunks.push([]);
    chunks.forEach((chunk, index) => files.set(chunkPath(version, key, index), JSON.stringify(chunk)));
  }
  files.set(searchIndexPath(version), buildSearchIndex(posts));
  return { manifest, files };
}

/**
 * The version of a listing: a digest of its files' paths and contents, so the same posts give the
 * same version (and the same immutable URLs) and any change gives new ones. `digest` is a hash of a
 * text in hex (src/build/kennisbank-listing.ts: sha256 from node:crypto); the version is its first
 * 16 characters.
 */
export function listingVersion(listing: Listing, digest: (text: string) => string): string {
  const prefix = `${LISTING_ROOT}/${listing.manifest.version}/`;
  const text = [...listing.files]
    .map(([file, content]) => [file.startsWith(prefix) ? file.slice(prefix.length) : file, content] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, content]) => `${file}\n${content}\n`)
    .join('');
  return digest(`${JSON.stringify({ ...listing.manifest, version: '' })}\n${text}`).slice(0, 16);
}

/** The same listing under another version: the manifest's version and every path replaced. */
export function versionListing(listing: Listing, version: string): Listing {
  const prefix = `${LISTING_ROOT}/${listing.manifest.version}/`;
  const files = new Map(
    [...listing.files].map(([file, content]) => [
      file.startsWith(prefix) ? `${LISTING_ROOT}/${version}/${file.slice(prefix.length)}` : file,
      content,
    ]),
  );
  return { manifest: { ...listing.manifest, version }, files };
}

/**
 * The listing under the digest of its own content, built once: what the build writes.
 * Storybook can call it with any digest (the version only has to be stable).
 */
export function buildVersionedListing(source: ListingSource, digest: (text: string) => string): Listing {
  const unversioned = buildListing(source, UNVERSIONED);
  return versionListing(unversioned, listingVersion(unversioned, digest));
}
