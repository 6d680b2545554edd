import { createHash } from 'node:crypto';
import { buildListing, buildVersionedListing, listingLists, listingVersion, versionListing, type ListingSource } from './build';
import { loadSearchIndex, searchPositions } from './search';
import { CHUNK_SIZE, chunkPath, searchIndexPath, type PostCardData } from './types';

const CATEGORIES = [
  { databaseId: 1, name: 'Uncategorized', slug: 'uncategorized' },
  { databaseId: 4, name: 'VPS', slug: 'vps' },
  { databaseId: 3, name: 'Cloud pc', slug: 'cloud-pc' },
  { databaseId: 5, name: 'Beveiliging', slug: 'beveiliging' },
  { databaseId: 6, name: 'Zonder posts', slug: 'zonder-posts' },
];
const NAMES = new Map(CATEGORIES.map((category) => [category.databaseId, category.name]));

/** A card posted `day` days into 2025, in the given categories. */
function post(databaseId: number, day: number, categoryIds: number[], title = `Artikel ${databaseId}`): PostCardData {
  const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 19);
  return {
    databaseId,
    uri: `/kennisbank/artikel-${databaseId}/`,
    title,
    date,
    excerpt: `Samenvatting van artikel ${databaseId}.`,
    categories: categoryIds.map((id) => ({ databaseId: id, name: NAMES.get(id) ?? `Categorie ${id}` })),
    image: null,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const chunk = (files: Map<string, string>, path: string) => JSON.parse(files.get(path) ?? 'null') as PostCardData[] | null;
const ids = (posts: PostCardData[] | null) => posts?.map((card) => card.databaseId) ?? null;

/** Posts 1..n, a day apart (higher id = newer), alternating VPS and Cloud pc; every third in Beveiliging too. */
function manyPosts(count: number): PostCardData[] {
  return Array.from({ length: count }, (_, index) => post(index + 1, index, [index % 2 ? 3 : 4, ...(index % 3 === 0 ? [5] : [])]));
}

describe('buildListing', () => {
  it('cuts the newest-first list of every post into chunks of CHUNK_SIZE, whatever the input order', () => {
    const posts = manyPosts(CHUNK_SIZE * 2 + 3);
    const shuffled = [...posts].sort((a, b) => ((a.databaseId * 7919) % 31) - ((b.databaseId * 7919) % 31));
    const { files, manifest } = buildListing({ posts: shuffled, categories: CATEGORIES }, 'v1');
    const total = CHUNK_SIZE * 2 + 3;
    expect(manifest.total).toBe(total);
    const newestFirst = Array.from({ length: total }, (_, index) => total - index);
    expect(ids(chunk(files, chunkPath('v1', 'all', 0)))).toEqual(newestFirst.slice(0, CHUNK_SIZE));
    expect(ids(chunk(files, chunkPath('v1', 'all', 1)))).toEqual(newestFirst.slice(CHUNK_SIZE, CHUNK_SIZE * 2));
    expect(ids(chunk(files, chunkPath('v1', 'all', 2)))).toEqual(newestFirst.slice(CHUNK_SIZE * 2));
    expect(files.has(chunkPath('v1', 'all', 3))).toBe(false);
  });

  it('orders equal dates by databaseId, highest first', () => {
    const sameDay = [post(10, 5, [4]), post(30, 5, [4]), post(20, 5, [4]), post(5, 6, [4])];
    const { files } = buildListing({ posts: sameDay, categories: CATEGORIES }, 'v1');
    expect(ids(chunk(files, chunkPath('v1', 'all', 0)))).toEqual([5, 30, 20, 10]);
  });

  it('writes one list per category with posts, holding exactly its posts, a post in two categories in both', () => {
    const posts = manyPosts(40);
    const { files, manifest } = buildListing({ posts, categories: CATEGORIES }, 'v1');
    for (const [categoryId, expected] of [
      [4, posts.filter((_, index) => index % 2 === 0)],
      [3, posts.filter((_, index) => index % 2 === 1)],
      [5, posts.filter((_, index) => index % 3 === 0)],
    ] as const) {
      const list: number[] = [];
      for (let index = 0; files.has(chunkPath('v1', `c${categoryId}`, index)); index += 1) {
        const cards = chunk(files, chunkPath('v1', `c${categoryId}`, index))!;
        expect(cards.length).toBeLessThanOrEqual(CHUNK_SIZE);
        list.push(...ids(cards)!);
      }
      expect(list).toEqual(expected.map((card) => card.databaseId).reverse());
      expect(manifest.categories.find((category) => category.databaseId === categoryId)?.count).toBe(expected.length);
    }
    // Post 1 (index 0) is in VPS and Beveiliging: in both lists, with both chips.
    const lastVps = chunk(files, chunkPath('v1', 'c4', 1))!;
    expect(lastVps.at(-1)).toMatchObject({
      databaseId: 1,
      categories: [
        { databaseId: 4, name: 'VPS' },
        { databaseId: 5, name: 'Beveiliging' },
      ],
    });
    expect(ids(chunk(files, chunkPath('v1', 'c5', 1)))?.at(-1)).toBe(1);
  });

  it('lists the categories with posts by name, with slug and count; never category 1 or one without posts', () => {
    const posts = [post(1, 1, [1]), post(2, 2, [1, 4]), post(3, 3, [3]), post(4, 4, [5, 3])];
    const { files, manifest } = buildListing({ posts, categories: CATEGORIES }, 'v1');
    expect(manifest).toEqual({
      version: 'v1',
      pageSize: 12,
      chunkSize: CHUNK_SIZE,
      total: 4,
      categories: [
        { databaseId: 5, name: 'Beveiliging', slug: 'beveiliging', count: 1 },
        { databaseId: 3, name: 'Cloud pc', slug: 'cloud-pc', count: 2 },
        { databaseId: 4, name: 'VPS', slug: 'vps', count: 1 },
      ],
    });
    expect(files.has(chunkPath('v1', 'c1', 0))).toBe(false);
    expect(files.has(chunkPath('v1', 'c6', 0))).toBe(false);
    // Category 1 is no chip either, even when a card still names it; the post stays in 'all'.
    expect(chunk(files, chunkPath('v1', 'all', 0))?.find((card) => card.databaseId === 2)?.categories).toEqual([
      { databaseId: 4, name: 'VPS' },
    ]);
    expect(ids(chunk(files, chunkPath('v1', 'all', 0)))).toEqual([4, 3, 2, 1]);
  });

  it('gives a category the source does not know no list (no slug to filter on)', () => {
    const { files, manifest } = buildListing({ posts: [post(1, 1, [99, 4])], categories: CATEGORIES }, 'v1');
    expect(manifest.categories.map((category) => category.databaseId)).toEqual([4]);
    expect(files.has(chunkPath('v1', 'c99', 0))).toBe(false);
  });

  it('keeps a post given twice once', () => {
    const { files, manifest } = buildListing({ posts: [post(1, 1, [4]), post(2, 2, [4]), post(1, 1, [4])], categories: CATEGORIES }, 'v1');
    expect(manifest.total).toBe(2);
    expect(ids(chunk(files, chunkPath('v1', 'c4', 0)))).toEqual([2, 1]);
  });

  it('without posts: an empty first chunk of all, no category lists, an empty search index', () => {
    const { files, manifest } = buildListing({ posts: [], categories: CATEGORIES }, 'v1');
    expect(manifest).toEqual({ version: 'v1', pageSize: 12, chunkSize: CHUNK_SIZE, total: 0, categories: [] });
    expect([...files.keys()].sort()).toEqual([chunkPath('v1', 'all', 0), searchIndexPath('v1')].sort());
    expect(chunk(files, chunkPath('v1', 'all', 0))).toEqual([]);
    expect(searchPositions(loadSearchIndex(files.get(searchIndexPath('v1'))!), 'artikel', [])).toEqual([]);
  });

  it('writes a search index whose positions point into the all list', () => {
    const posts = [
      post(1, 1, [4], 'Een VPS kiezen'),
      post(2, 2, [3], 'Cloud pc voor thuiswerkers'),
      post(3, 3, [4, 5], 'VPS beveiligen met een firewall'),
    ];
    const { files } = buildListing({ posts, categories: CATEGORIES }, 'v1');
    const all = chunk(files, chunkPath('v1', 'all', 0))!;
    const index = loadSearchIndex(files.get(searchIndexPath('v1'))!);
    expect(
      searchPositions(index, 'vps', [])
        .map((position) => all[position]!.databaseId)
        .sort(),
    ).toEqual([1, 3]);
    expect(searchPositions(index, 'vps', [5]).map((position) => all[position]!.databaseId)).toEqual([3]);
  });

  it('gives the same files for the same input', () => {
    const posts = manyPosts(30);
    const first = buildListing({ posts, categories: CATEGORIES }, 'v1');
    const second = buildListing({ posts: [...posts].reverse(), categories: [...CATEGORIES].reverse() }, 'v1');
    expect([...second.files]).toEqual([...first.files]);
    expect(second.manifest).toEqual(first.manifest);
  });
});

describe('listingLists', () => {
  it('does not change the cards it is given', () => {
    const card = post(2, 2, [1, 4]);
    listingLists({ posts: [card], categories: CATEGORIES });
    expect(card.categories).toHaveLength(2);
  });
});

describe('listing versions', () => {
  const source: ListingSource = { posts: manyPosts(20), categories: CATEGORIES };

  it('is a 16-character digest of the content, the same for the same content whatever the version it was built under', () => {
    const version = listingVersion(buildListing(source, 'a'), sha256);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(listingVersion(buildListing(source, 'something-else'), sha256)).toBe(version);
  });

  it('changes when a post, a category name or the post count changes', () => {
    const version = listingVersion(buildListing(source, 'a'), sha256);
    const retitled = { ...source, posts: source.posts.map((card, index) => (index === 7 ? { ...card, title: 'Nieuw' } : card)) };
    const renamed = {
      ...source,
      categories: source.categories.map((category) => (category.databaseId === 4 ? { ...category, name: 'Virtuele servers' } : category)),
    };
    const fewer = { ...source, posts: source.posts.slice(1) };
    const versions = [retitled, renamed, fewer].map((changed) => listingVersion(buildListing(changed, 'a'), sha256));
    expect(new Set([version, ...versions]).size).toBe(4);
  });

  it('versionListing moves every file and the manifest to the version', () => {
    const listing = versionListing(buildListing(source, 'old'), 'new');
    expect(listing.manifest.version).toBe('new');
    expect([...listing.files.keys()].every((file) => file.startsWith('/kennisbank-data/new/'))).toBe(true);
    expect([...listing.files.values()]).toEqual([...buildListing(source, 'old').files.values()]);
  });

  it('buildVersionedListing builds under the digest of its own content', () => {
    const listing = buildVersionedListing(source, sha256);
    expect(listing.manifest.version).toBe(listingVersion(buildListing(source, 'x'), sha256));
    expect([...listing.files]).toEqual([...buildListing(source, listing.manifest.version).files]);
  });
});
