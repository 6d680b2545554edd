import { EMPTY_LISTING_PARAMS, type ListingParams } from '../lib/listing-params';
import { appliedParams, categoryIdsOf, firstPageOf, isFirstPageRequest, manifestOf, requestOf, sameListing } from './listing-state';
import { fixtureListing } from '../../mocks/content/gatsby-shape';
import { createListingClient } from './listing/client';
import type { ListingManifest } from './listing/types';

const manifest: ListingManifest = {
  version: 'abc123',
  pageSize: 12,
  chunkSize: 12,
  total: 30,
  categories: [
    { databaseId: 2, name: 'Cloud servers', slug: 'cloud-servers', count: 8 },
    { databaseId: 4, name: 'Beveiliging', slug: 'beveiliging', count: 11 },
  ],
};

const params = (overrides: Partial<ListingParams>): ListingParams => ({ ...EMPTY_LISTING_PARAMS, ...overrides });

describe('manifestOf', () => {
  it('takes a manifest object or its JSON text', () => {
    expect(manifestOf(manifest)).toEqual(manifest);
    expect(manifestOf(JSON.stringify(manifest))).toEqual(manifest);
  });

  it.each([
    ['null', null],
    ['garbage text', '{nope'],
    ['an array', []],
    ['no version', { ...manifest, version: '' }],
    ['a page size of 0', { ...manifest, pageSize: 0 }],
    ['a negative total', { ...manifest, total: -1 }],
    ['no categories', { ...manifest, categories: null }],
  ])('is null for %s', (_name, value) => {
    expect(manifestOf(value)).toBeNull();
  });

  it('leaves out malformed categories', () => {
    expect(
      manifestOf({ ...manifest, categories: [...manifest.categories, { databaseId: 9, name: 'Zonder slug', slug: '', count: 1 }, null] })
        ?.categories,
    ).toEqual(manifest.categories);
  });
});

describe('categoryIdsOf', () => {
  it.each([
    [['beveiliging'], [4]],
    [
      ['beveiliging', 'cloud-servers'],
      [4, 2],
    ],
    [['onbekend', 'cloud-servers'], [2]],
    [['cloud-servers', 'cloud-servers'], [2]],
    [[], []],
  ])('%j → %j', (filters, ids) => {
    expect(categoryIdsOf(filters, manifest)).toEqual(ids);
  });
});

describe('requestOf', () => {
  it('maps the URL parameters to a client request', () => {
    expect(requestOf(params({ filters: ['beveiliging', 'x'], query: 'back-up', cursor: 'abc', direction: 'a' }), manifest)).toEqual({
      categoryIds: [4],
      query: 'back-up',
      cursor: 'abc',
      direction: 'a',
    });
    expect(requestOf(EMPTY_LISTING_PARAMS, manifest)).toEqual({ categoryIds: [], query: undefined, cursor: null, direction: null });
  });
});

describe('appliedParams', () => {
  it('keeps valid parameters as they are', () => {
    const valid = params({ filters: ['cloud-servers', 'beveiliging'], cursor: 'abc', direction: 'b', query: 'vpn' });
    expect(appliedParams(valid, { categoryIds: [2, 4], reset: false }, manifest)).toEqual(valid);
  });

  it('drops unknown categories and the cursor of a reset page', () => {
    expect(
      appliedParams(
        params({ filters: ['onbekend', 'beveiliging'], cursor: 'vervalst', direction: 'a', query: 'vpn' }),
        { categoryIds: [4], reset: true },
        manifest,
      ),
    ).toEqual(params({ filters: ['beveiliging'], query: 'vpn' }));
  });

  it('drops categories the client did not apply', () => {
    expect(appliedParams(params({ filters: ['beveiliging'] }), { categoryIds: [], reset: false }, manifest).filters).toEqual([]);
  });
});

describe('sameListing and isFirstPageRequest', () => {
  it('compares every parameter', () => {
    expect(sameListing(params({ filters: ['a'] }), params({ filters: ['a'] }))).toBe(true);
    expect(sameListing(params({ filters: ['a'] }), params({ filters: ['a', 'b'] }))).toBe(false);
    expect(sameListing(params({ cursor: 'x' }), params({ cursor: 'y' }))).toBe(false);
    expect(sameListing(params({ query: 'x' }), params({}))).toBe(false);
  });

  it.each([
    [EMPTY_LISTING_PARAMS, true],
    [params({ sort: 'date' }), true],
    [params({ filters: ['a'] }), false],
    [params({ cursor: 'x', direction: 'a' }), false],
    [params({ query: 'vpn' }), false],
  ])('%j is the first page: %s', (value, expected) => {
    expect(isFirstPageRequest(value)).toBe(expected);
  });
});

describe('firstPageOf', () => {
  it('is the client’s first page, cursors included, without a request', async () => {
    const listing = fixtureListing();
    const requested: string[] = [];
    const fetchFile = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      const body = listing.files.get(String(input));
      return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { status: 200 });
    }) as typeof fetch;
    const client = createListingClient(listing.manifest, { fetch: fetchFile });
    const fromClient = await client.loadPage({ categoryIds: [] });
    const html = firstPageOf(fromClient.posts, listing.manifest);
    expect(html).toEqual(fromClient);
    // And the client accepts its endCursor: the second page.
    const second = await client.loadPage({ categoryIds: [], cursor: html.endCursor, direction: 'a' });
    expect(second.reset).toBe(false);
    expect(second.posts[0]?.databaseId).not.toBe(html.posts[0]?.databaseId);
    expect(requested.length).toBeGreaterThan(0);
  });

  it('has a next page when there are more posts than the HTML holds', () => {
    expect(firstPageOf([], manifest)).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
      reset: false,
    });
    expect(firstPageOf([], { ...manifest, total: 0 }).hasNextPage).toBe(false);
    expect(firstPageOf([], null).hasNextPage).toBe(false);
  });
});
