import type { ListingParams } from '../lib/listing-params';
import type { ListingPage, ListingRequest } from './listing/client';
import { cursorFor, selectionOf } from './listing/cursor';
import type { ListingCategory, ListingManifest, PostCardData } from './listing/types';

/**
 * The overview's glue between the URL (listing-params) and the listing client: which request
 * a URL asks for, and which URL a loaded page stands for. Pure, so the block only wires it up.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The block's `listingManifest` (a JSON field) when it has the manifest's shape; null otherwise (no build data, malformed). */
export function manifestOf(value: unknown): ListingManifest | null {
  const data = typeof value === 'string' ? safeParse(value) : value;
  if (!isRecord(data)) return null;
  const { version, pageSize, chunkSize, total, categories } = data;
  if (
    typeof version !== 'string' ||
    !version ||
    !isCount(pageSize) ||
    pageSize === 0 ||
    !isCount(chunkSize) ||
    chunkSize === 0 ||
    !isCount(total) ||
    !Array.isArray(categories)
  )
    return null;
  const valid = categories.filter(
    (category): category is ListingCategory =>
      isRecord(category) &&
      isCount(category.databaseId) &&
      typeof category.name === 'string' &&
      typeof category.slug === 'string' &&
      category.slug !== '' &&
      isCount(category.count),
  );
  return { version, pageSize, chunkSize, total, categories: valid };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The category ids of filter slugs, in the filters' order; unknown slugs are left out. */
export function categoryIdsOf(filters: readonly string[], manifest: ListingManifest): number[] {
  const ids: number[] = [];
  for (const slug of filters) {
    const category = manifest.categories.find((candidate) => candidate.slug === slug);
    if (category && !ids.includes(category.databaseId)) ids.push(category.databaseId);
  }
  return ids;
}

/** What the client is asked for the URL's parameters. */
export function requestOf(params: ListingParams, manifest: ListingManifest): ListingRequest {
  return {
    categoryIds: categoryIdsOf(params.filters, manifest),
    query: params.query || undefined,
    cursor: params.cursor,
    direction: params.direction,
  };
}

/**
 * The parameters a loaded page stands for: only the filters that were applied (unknown
 * categories dropped), and no cursor when the client fell back to the first page. Equal to
 * `params` when everything in the URL was valid.
 */
export function appliedParams(
  params: ListingParams,
  page: Pick<ListingPage, 'categoryIds' | 'reset'>,
  manifest: ListingManifest,
): ListingParams {
  const filters = params.filters.filter((slug) => {
    const category = manifest.categories.find((candidate) => candidate.slug === slug);
    return category !== undefined && page.categoryIds.includes(category.databaseId);
  });
  const uniqueFilters = filters.filter((slug, position) => filters.indexOf(slug) === position);
  const reset = page.reset;
  return { ...params, filters: uniqueFilters, cursor: reset ? null : params.cursor, direction: reset ? null : params.direction };
}

/** Whether two parameter sets ask for the same list page. */
export function sameListing(a: ListingParams, b: ListingParams): boolean {
  return (
    a.filters.join(',') === b.filters.join(',') &&
    a.sort === b.sort &&
    a.direction === b.direction &&
    a.cursor === b.cursor &&
    a.query === b.query
  );
}

/** Whether the parameters ask for anything but the plain first page (which the HTML already has). */
export function isFirstPageRequest(params: ListingParams): boolean {
  return params.filters.length === 0 && !params.cursor && !params.query;
}

/**
 * The page the HTML holds: the first PAGE_SIZE posts of every post, before any script runs.
 * Its cursors are known without a request (the 'all' list at offsets 0 and the page's length),
 * so showing it costs no fetch, and 'Volgende' goes straight to chunk 1.
 */
export function firstPageOf(posts: PostCardData[], manifest: ListingManifest | null): ListingPage {
  const all = manifest && posts.length > 0 ? selectionOf([], manifest) : null;
  return {
    posts,
    startCursor: manifest && all ? cursorFor(manifest, all, [0]) : null,
    endCursor: manifest && all ? cursorFor(manifest, all, [posts.length]) : null,
    hasPreviousPage: false,
    hasNextPage: manifest ? manifest.total > posts.length : false,
    categoryIds: [],
    reset: false,
  };
}
