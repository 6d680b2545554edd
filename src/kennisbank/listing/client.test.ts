import { buildListing } from './build';
import { createListingClient, ListingFetchError, type ListingPage, type ListingRequest } from './client';
import { decodeCursor, encodeCursor } from './cursor';
import { comparePosts, type ListingManifest, type PostCardData } from './types';

const CLOUD_PC = 2;
const VPS = 3;
const BEVEILIGING = 4;
const NIEUWS = 5;
const SLUGS: Record<number, string> = { [CLOUD_PC]: 'cloud-pc', [VPS]: 'vps', [BEVEILIGING]: 'beveiliging', [NIEUWS]: 'nieuws' };

/**
 * 100 posts over four categories that overlap and cut the merged order at offsets that do not
 * align with the chunks; two posts share every date (the databaseId breaks the tie), and the
 * databaseIds do not follow the dates.
 */
function makePosts(count: number): PostCardData[] {
  return Array.from({ length: count }, (_, i) => {
    const categoryIds = [
      ...(i % 2 === 0 ? [CLOUD_PC] : []),
      ...(i % 3 === 0 ? [VPS] : []),
      ...(i % 5 === 0 || i % 7 === 0 ? [BEVEILIGING] : []),
      ...(i < 8 ? [NIEUWS] : []),
      ...(i % 11 === 0 ? [1] : []),
    ];
    const day = new Date(Date.UTC(2026, 0, 1) - Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10);
    const databaseId = 100 + ((i * 37) % count);
    return {
      databaseId,
      uri: `/kennisbank/post-${databaseId}/`,
      title: i % 4 === 0 ? `Verhuizen naar de cloud, deel ${i}` : `Artikel ${i} over back-ups`,
      date: `${day}T09:00:00`,
      excerpt: i % 6 === 0 ? 'Een werkplek in de cloud voor uw team.' : 'Praktische tips.',
      categories: categoryIds.map((id) => ({ databaseId: id, name: SLUGS[id] ?? 'Uncategorized' })),
      image: null,
    };
  });
}

const POSTS = makePosts(100);
const CATEGORIES = Object.entries(SLUGS).map(([id, slug]) => ({ databaseId: Number(id), name: slug, slug }));

interface Site {
  manifest: ListingManifest;
  requests: string[];
  failing: Set<string>;
  fetch: typeof fetch;
}

function site(posts = POSTS, version = 'abcdef0123456789'): Site {
  const { manifest, files } = buildListing({ posts, categories: CATEGORIES }, version);
  const requests: string[] = [];
  const failing = new Set<string>();
  const fetchFile = (async (input: RequestInfo | URL) => {
    const path = String(input);
    requests.push(path);
    if (failing.has(path)) throw new TypeError('Failed to fetch');
    const body = files.get(path);
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { status: 200 });
  }) as typeof fetch;
  return { manifest, requests, failing, fetch: fetchFile };
}

/** What the merged list of a selection must be: every post in any of the categories, newest first, once. */
function expected(categoryIds: number[], posts = POSTS): number[] {
  return posts
    .filter((post) => categoryIds.length === 0 || post.categories.some((category) => categoryIds.includes(category.databaseId)))
    .sort(comparePosts)
    .map((post) => post.databaseId);
}

const ids = (page: ListingPage) => page.posts.map((post) => post.databaseId);

/** Every page of a selection, forwards, each from a new client (so every page pays its own requests). */
async function walkForward(
  s: Site,
  request: Omit<ListingRequest, 'cursor' | 'direction'>,
): Promise<{ pages: ListingPage[]; requestsPerPage: string[][] }> {
  const pages: ListingPage[] = [];
  const requestsPerPage: string[][] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const before = s.requests.length;
    const page = await createListingClient(s.manifest, { fetch: s.fetch }).loadPage({ ...request, cursor, direction: cursor ? 'a' : null });
    requestsPerPage.push(s.requests.slice(before));
    pages.push(page);
    if (!page.hasNextPage) break;
    cursor = page.endCursor;
  }
  return { pages, requestsPerPage };
}

describe('createListingClient: browsing', () => {
  it('gives the first page of every post from chunk 0 of the all list alone', async () => {
    const s = site();
    const page = await createListingClient(s.manifest, { fetch: s.fetch }).loadPage({ categoryIds: [] });
    expect(ids(page)).toEqual(expected([]).slice(0, 12));
    expect(page).toMatchObject({ hasPreviousPage: false, hasNextPage: true, categoryIds: [], reset: false });
    expect(s.requests).toEqual(['/kennisbank-data/abcdef0123456789/lists/all/0.json']);
  });

  it.each<[string, number[]]>([
    ['every post', []],
    ['one category', [CLOUD_PC]],
    ['two overlapping categories', [VPS, BEVEILIGING]],
    ['three categories', [BEVEILIGING, CLOUD_PC, VPS]],
    ['a small and a large category', [NIEUWS, VPS]],
  ])('pages forwards through %s: the merged list exactly, each post once, ≤ 2 chunks per list per page', async (_, categoryIds) => {
    const s = site();
    const { pages, requestsPerPage } = await walkForward(s, { categoryIds });
    const all = expected(categoryIds);
    expect(pages.flatMap(ids)).toEqual(all);
    expect(new Set(pages.flatMap(ids)).size).toBe(all.length);
    expect(pages.length).toBe(Math.ceil(all.length / 12));
    pages.forEach((page, index) => {
      expect(page.posts.length).toBe(index < pages.length - 1 ? 12 : all.length - 12 * index);
      expect(page.hasPreviousPage).toBe(index > 0);
      expect(page.hasNextPage).toBe(index < pages.length - 1);
      expect(page.reset).toBe(false);
    });
    const lists = Math.max(1, categoryIds.length);
    for (const requests of requestsPerPage) {
      expect(requests.length).toBeLessThanOrEqual(2 * lists);
      expect(requests.every((path) => path.includes('/lists/'))).toBe(true);
      for (const key of new Set(requests.map((path) => path.split('/')[4]))) {
        expect(requests.filter((path) => path.split('/')[4] === key).length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('shows a post in two chosen categories once', async () => {
    const s = site();
    const both = POSTS.filter((post) => [VPS, BEVEILIGING].every((id) => post.categories.some((category) => category.databaseId === id)));
    expect(both.length).toBeGreaterThan(2);
    const { pages } = await walkForward(s, { categoryIds: [VPS, BEVEILIGING] });
    for (const post of both) expect(pages.flatMap(ids).filter((id) => id === post.databaseId)).toHaveLength(1);
  });

  it.each<[string, number[]]>([
    ['every post', []],
    ['two overlapping categories', [VPS, BEVEILIGING]],
    ['three categories', [CLOUD_PC, VPS, BEVEILIGING]],
  ])('pages backwards through %s: previous from page n+1 is page n exactly', async (_, categoryIds) => {
    const s = site();
    const { pages } = await walkForward(s, { categoryIds });
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    for (let index = pages.length - 1; index > 0; index -= 1) {
      const previous = await client.loadPage({ categoryIds, cursor: pages[index]!.startCursor, direction: 'b' });
      expect(ids(previous)).toEqual(ids(pages[index - 1]!));
      expect(previous.startCursor).toBe(pages[index - 1]!.startCursor);
      expect(previous.endCursor).toBe(pages[index - 1]!.endCursor);
      expect(previous.hasPreviousPage).toBe(index - 1 > 0);
      expect(previous.hasNextPage).toBe(true);
      expect(previous.reset).toBe(false);
    }
  });

  it('goes forward again from a page reached backwards', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const first = await client.loadPage({ categoryIds: [CLOUD_PC, NIEUWS] });
    const second = await client.loadPage({ categoryIds: [CLOUD_PC, NIEUWS], cursor: first.endCursor, direction: 'a' });
    const third = await client.loadPage({ categoryIds: [CLOUD_PC, NIEUWS], cursor: second.endCursor, direction: 'a' });
    const back = await client.loadPage({ categoryIds: [CLOUD_PC, NIEUWS], cursor: third.startCursor, direction: 'b' });
    const again = await client.loadPage({ categoryIds: [CLOUD_PC, NIEUWS], cursor: back.endCursor, direction: 'a' });
    expect(ids(back)).toEqual(ids(second));
    expect(ids(again)).toEqual(ids(third));
  });

  it('fetches each file once (cache)', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const first = await client.loadPage({ categoryIds: [VPS, CLOUD_PC] });
    const second = await client.loadPage({ categoryIds: [VPS, CLOUD_PC], cursor: first.endCursor, direction: 'a' });
    const count = s.requests.length;
    await client.loadPage({ categoryIds: [CLOUD_PC, VPS] });
    await client.loadPage({ categoryIds: [VPS, CLOUD_PC], cursor: second.startCursor, direction: 'b' });
    await client.loadPage({ categoryIds: [VPS, CLOUD_PC], cursor: first.endCursor, direction: 'a' });
    expect(s.requests.length).toBe(count);
    expect(new Set(s.requests).size).toBe(s.requests.length);
  });

  it('answers categories in the request order regardless of cursor, with the same cursor for the same selection', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const ab = await client.loadPage({ categoryIds: [VPS, CLOUD_PC] });
    const ba = await client.loadPage({ categoryIds: [CLOUD_PC, VPS] });
    expect(ab.categoryIds).toEqual([VPS, CLOUD_PC]);
    expect(ba.categoryIds).toEqual([CLOUD_PC, VPS]);
    expect(ab.endCursor).toBe(ba.endCursor);
    const next = await client.loadPage({ categoryIds: [CLOUD_PC, VPS], cursor: ab.endCursor, direction: 'a' });
    expect(next.reset).toBe(false);
  });

  it('drops unknown categories (and category 1) and duplicates', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const some = await client.loadPage({ categoryIds: [999, VPS, 1, VPS] });
    expect(some.categoryIds).toEqual([VPS]);
    expect(ids(some)).toEqual(expected([VPS]).slice(0, 12));
    const none = await client.loadPage({ categoryIds: [999, 1] });
    expect(none.categoryIds).toEqual([]);
    expect(ids(none)).toEqual(expected([]).slice(0, 12));
  });

  it('gives an empty page without cursors when there are no posts', async () => {
    const s = site([]);
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    expect(await client.loadPage({ categoryIds: [] })).toEqual({
      posts: [],
      startCursor: null,
      endCursor: null,
      hasPreviousPage: false,
      hasNextPage: false,
      categoryIds: [],
      reset: false,
    });
    expect(await client.loadPage({ categoryIds: [], query: 'cloud' })).toMatchObject({ posts: [], hasNextPage: false });
  });

  it('gives a single short page when everything fits', async () => {
    const s = site(makePosts(5));
    const page = await createListingClient(s.manifest, { fetch: s.fetch }).loadPage({ categoryIds: [] });
    expect(page.posts).toHaveLength(5);
    expect(page).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
  });
});

describe('createListingClient: cursors are validated', () => {
  async function pages(s: Site, categoryIds: number[]) {
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const first = await client.loadPage({ categoryIds });
    const second = await client.loadPage({ categoryIds, cursor: first.endCursor, direction: 'a' });
    return { client, first, second };
  }

  const forge = (cursor: string, change: (payload: NonNullable<ReturnType<typeof decodeCursor>>) => object) =>
    encodeCursor(change(decodeCursor(cursor)!) as never);

  it.each<[string, (cursor: string) => string]>([
    ['garbage', () => 'not a cursor!'],
    ['base64 of garbage', () => btoa('hallo').replace(/=+$/, '')],
    ['JSON of the wrong shape', () => encodeCursor({ v: 'x' } as never)],
    ['negative offsets', (cursor) => forge(cursor, (payload) => ({ ...payload, o: payload.o.map(() => -1) }))],
    ['fractional offsets', (cursor) => forge(cursor, (payload) => ({ ...payload, o: payload.o.map(() => 1.5) }))],
    ['an offset past its list', (cursor) => forge(cursor, (payload) => ({ ...payload, o: payload.o.map(() => 10_000) }))],
    ['too few offsets', (cursor) => forge(cursor, (payload) => ({ ...payload, o: payload.o.slice(1) }))],
    ['offsets at an inconsistent point', (cursor) => forge(cursor, (payload) => ({ ...payload, o: [0, 30] }))],
    ['another selection', (cursor) => forge(cursor, (payload) => ({ ...payload, s: `${CLOUD_PC}.${VPS}` }))],
    ['an older manifest', (cursor) => forge(cursor, (payload) => ({ ...payload, v: '0000000000' }))],
    ['a search cursor', (cursor) => forge(cursor, (payload) => ({ ...payload, q: '12345678' }))],
  ])('%s → the first page, reset', async (_, makeCursor) => {
    const s = site();
    const { client, first, second } = await pages(s, [VPS, BEVEILIGING]);
    for (const direction of ['a', 'b'] as const) {
      const page = await client.loadPage({ categoryIds: [VPS, BEVEILIGING], cursor: makeCursor(second.endCursor!), direction });
      expect(ids(page)).toEqual(ids(first));
      expect(page).toMatchObject({ reset: true, hasPreviousPage: false, categoryIds: [VPS, BEVEILIGING] });
    }
  });

  it('rejects a cursor of one selection used for another', async () => {
    const s = site();
    const { client, second } = await pages(s, [VPS]);
    const page = await client.loadPage({ categoryIds: [CLOUD_PC], cursor: second.endCursor, direction: 'a' });
    expect(page.reset).toBe(true);
    expect(ids(page)).toEqual(expected([CLOUD_PC]).slice(0, 12));
  });

  it('rejects a cursor of an older build of the same posts', async () => {
    const old = site(POSTS, '1111111111111111');
    const { second } = await pages(old, []);
    const current = site(POSTS, '2222222222222222');
    const page = await createListingClient(current.manifest, { fetch: current.fetch }).loadPage({
      categoryIds: [],
      cursor: second.endCursor,
      direction: 'a',
    });
    expect(page.reset).toBe(true);
    expect(page.hasPreviousPage).toBe(false);
  });

  it('gives the first page for next after the last page and previous before the first', async () => {
    const s = site();
    const { pages: all } = await walkForward(s, { categoryIds: [NIEUWS, VPS] });
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const pastEnd = await client.loadPage({ categoryIds: [NIEUWS, VPS], cursor: all.at(-1)!.endCursor, direction: 'a' });
    expect(pastEnd.reset).toBe(true);
    expect(ids(pastEnd)).toEqual(ids(all[0]!));
    const beforeStart = await client.loadPage({ categoryIds: [NIEUWS, VPS], cursor: all[0]!.startCursor, direction: 'b' });
    expect(beforeStart.reset).toBe(true);
    expect(ids(beforeStart)).toEqual(ids(all[0]!));
  });

  it('reads a cursor without a direction as next', async () => {
    const s = site();
    const { client, second } = await pages(s, []);
    const page = await client.loadPage({ categoryIds: [], cursor: second.startCursor, direction: null });
    expect(ids(page)).toEqual(ids(second));
  });

  it('records a cursor as base64url JSON of version, selection and offsets', async () => {
    const s = site();
    const { second } = await pages(s, [BEVEILIGING, VPS]);
    expect(second.endCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const payload = decodeCursor(second.endCursor!)!;
    expect(payload).toMatchObject({ v: 'abcdef0123', s: `${VPS}.${BEVEILIGING}` });
    expect(payload.o).toHaveLength(2);
    expect(payload.o.reduce((sum, offset) => sum + offset, 0)).toBeGreaterThanOrEqual(24);
  });
});

describe('createListingClient: search', () => {
  const matches = (query: (post: PostCardData) => boolean, categoryIds: number[] = []) =>
    POSTS.filter(
      (post) => query(post) && (categoryIds.length === 0 || post.categories.some((category) => categoryIds.includes(category.databaseId))),
    ).map((post) => post.databaseId);

  it('does not load the index until someone searches, then once', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    await client.loadPage({ categoryIds: [VPS] });
    expect(s.requests.some((path) => path.endsWith('/search.json'))).toBe(false);
    await client.loadPage({ categoryIds: [], query: 'verhuiz' });
    await client.loadPage({ categoryIds: [VPS], query: 'back-up' });
    expect(s.requests.filter((path) => path.endsWith('/search.json'))).toHaveLength(1);
  });

  it('pages through the results with the same cursor mechanism, forwards and backwards', async () => {
    const s = site();
    const all = matches((post) => post.title.startsWith('Artikel'));
    expect(all.length).toBeGreaterThan(24);
    const { pages } = await walkForward(s, { categoryIds: [], query: 'BACK-UPS' });
    expect(pages.flatMap(ids).sort()).toEqual([...all].sort());
    expect(pages.at(-1)!.hasNextPage).toBe(false);
    expect(pages[0]!.hasPreviousPage).toBe(false);
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const back = await client.loadPage({ categoryIds: [], query: 'BACK-UPS', cursor: pages[1]!.startCursor, direction: 'b' });
    expect(ids(back)).toEqual(ids(pages[0]!));
    expect(back.hasPreviousPage).toBe(false);
    const decoded = decodeCursor(pages[1]!.endCursor!)!;
    expect(decoded).toMatchObject({ s: 'all', o: [24] });
    expect(decoded.q).toMatch(/^[0-9a-f]{8}$/);
  });

  it('filters the results by the chosen categories (any of them)', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const page = await client.loadPage({ categoryIds: [NIEUWS, BEVEILIGING], query: 'verhuizen cloud' });
    const wanted = matches((post) => post.title.startsWith('Verhuizen'), [NIEUWS, BEVEILIGING]);
    expect(ids(page).sort()).toEqual(wanted.sort().slice(0, 12));
    expect(page.categoryIds).toEqual([NIEUWS, BEVEILIGING]);
  });

  it('ranks title hits above excerpt hits', async () => {
    const s = site();
    const page = await createListingClient(s.manifest, { fetch: s.fetch }).loadPage({ categoryIds: [], query: 'cloud' });
    const titleHits = page.posts.filter((post) => post.title.includes('cloud')).length;
    expect(page.posts.slice(0, titleHits).every((post) => post.title.includes('cloud'))).toBe(true);
  });

  it('gives an empty page for a search without hits', async () => {
    const s = site();
    const page = await createListingClient(s.manifest, { fetch: s.fetch }).loadPage({ categoryIds: [], query: 'kubernetes' });
    expect(page).toMatchObject({ posts: [], startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false, reset: false });
  });

  it('falls back to the first page for a cursor of another query, of browsing, or past the end', async () => {
    const s = site();
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    const first = await client.loadPage({ categoryIds: [], query: 'back-ups' });
    const other = await client.loadPage({ categoryIds: [], query: 'praktische', cursor: first.endCursor, direction: 'a' });
    expect(other.reset).toBe(true);
    const browsing = await client.loadPage({ categoryIds: [] });
    const mixed = await client.loadPage({ categoryIds: [], query: 'back-ups', cursor: browsing.endCursor, direction: 'a' });
    expect(mixed.reset).toBe(true);
    expect(ids(mixed)).toEqual(ids(first));
    const searchCursorWhileBrowsing = await client.loadPage({ categoryIds: [], cursor: first.endCursor, direction: 'a' });
    expect(searchCursorWhileBrowsing.reset).toBe(true);
    const pastEnd = encodeCursor({ ...decodeCursor(first.endCursor!)!, o: [10_000] });
    expect((await client.loadPage({ categoryIds: [], query: 'back-ups', cursor: pastEnd, direction: 'a' })).reset).toBe(true);
    const sameQueryOtherCase = await client.loadPage({ categoryIds: [], query: ' Back-Ups ', cursor: first.endCursor, direction: 'a' });
    expect(sameQueryOtherCase.reset).toBe(false);
  });
});

describe('createListingClient: failures', () => {
  it('rejects with ListingFetchError when a file cannot be fetched, and retries on a later call', async () => {
    const s = site();
    const path = '/kennisbank-data/abcdef0123456789/lists/all/0.json';
    s.failing.add(path);
    const client = createListingClient(s.manifest, { fetch: s.fetch });
    await expect(client.loadPage({ categoryIds: [] })).rejects.toBeInstanceOf(ListingFetchError);
    s.failing.delete(path);
    const page = await client.loadPage({ categoryIds: [] });
    expect(page.posts).toHaveLength(12);
    expect(s.requests.filter((request) => request === path)).toHaveLength(2);
  });

  it('rejects with ListingFetchError on an HTTP error, and on a broken search index', async () => {
    const s = site();
    const wrongVersion = createListingClient({ ...s.manifest, version: 'ffffffffffffffff' }, { fetch: s.fetch });
    await expect(wrongVersion.loadPage({ categoryIds: [] })).rejects.toThrow(/HTTP 404/);
    await expect(wrongVersion.loadPage({ categoryIds: [] })).rejects.toBeInstanceOf(ListingFetchError);

    const broken = (async (input: RequestInfo | URL) =>
      String(input).endsWith('search.json') ? new Response('<html>', { status: 200 }) : s.fetch(input)) as typeof fetch;
    const client = createListingClient(s.manifest, { fetch: broken });
    await expect(client.loadPage({ categoryIds: [], query: 'cloud' })).rejects.toBeInstanceOf(ListingFetchError);
  });

  it('rejects with ListingFetchError when the files and the manifest disagree', async () => {
    const s = site();
    const short = (async (input: RequestInfo | URL) =>
      String(input).endsWith('/lists/all/0.json') ? new Response('[]', { status: 200 }) : s.fetch(input)) as typeof fetch;
    await expect(createListingClient(s.manifest, { fetch: short }).loadPage({ categoryIds: [] })).rejects.toBeInstanceOf(ListingFetchError);
    const notAList = (async () => new Response('{"a":1}', { status: 200 })) as unknown as typeof fetch;
    await expect(createListingClient(s.manifest, { fetch: notAList }).loadPage({ categoryIds: [] })).rejects.toBeInstanceOf(
      ListingFetchError,
    );
  });
});
