/**
 * The listing query parameters (docs/behaviour/kennisbank.md#query-parameters) of the Kennisbank overview, read from and
 * written to a query string. Pure: no DOM, no history; the block decides when to replace the URL.
 *
 *   _f  filters, comma-separated category slugs (readable name: Categorie), e.g. _f=cloud-pc,vps
 *   _s  sort
 *   _d  direction: a is next, b is previous
 *   _c  cursor (opaque, from the listing client)
 *   _q  query (full-text search)
 *
 * Anything a visitor can type into the address bar is tolerated: parsing never throws, and values
 * it cannot use become empty, so the list falls back to its first page rather than an error.
 */

export type ListingDirection = 'a' | 'b';

export interface ListingParams {
  /** Category slugs, in the order chosen, without duplicates; a new state gets a new list. */
  filters: readonly string[];
  sort: string | null;
  direction: ListingDirection | null;
  cursor: string | null;
  /** Trimmed, at most MAX_QUERY_LENGTH characters; '' for no search. */
  query: string;
}

export const LISTING_PARAMETER_NAMES = { filters: '_f', sort: '_s', direction: '_d', cursor: '_c', query: '_q' } as const;

/** The write order of the listing parameters (stable, so equal states give equal URLs). */
const NAMES_IN_ORDER = ['_f', '_s', '_d', '_c', '_q'] as const;
const OWN_NAMES = new Set<string>(NAMES_IN_ORDER);

export const MAX_QUERY_LENGTH = 100;
/** Longer values are not ours (cursors are short); dropping them keeps garbage out of state. */
const MAX_VALUE_LENGTH = 1000;
const MAX_FILTERS = 50;

export const EMPTY_LISTING_PARAMS: Readonly<ListingParams> = Object.freeze({
  filters: Object.freeze([]),
  sort: null,
  direction: null,
  cursor: null,
  query: '',
});

const normalizeSlug = (slug: string) => slug.trim().toLowerCase();

function uniqueSlugs(values: readonly string[]): string[] {
  const slugs: string[] = [];
  for (const value of values) {
    const slug = normalizeSlug(value);
    if (slug !== '' && slug.length <= MAX_VALUE_LENGTH && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === MAX_FILTERS) break;
  }
  return slugs;
}

function tokenOrNull(value: string | null): string | null {
  const token = value?.trim() ?? '';
  return token === '' || token.length > MAX_VALUE_LENGTH ? null : token;
}

const normalizeQuery = (query: string) => query.trim().slice(0, MAX_QUERY_LENGTH).trim();

/** The listing state of a query string ('?_f=…' or '_f=…'); every parameter missing gives EMPTY_LISTING_PARAMS. */
export function parseListingParams(search: string): ListingParams {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return { ...EMPTY_LISTING_PARAMS, filters: [] };
  }
  const direction = query.get('_d')?.trim();
  return {
    // A repeated _f (_f=a&_f=b) counts too: hand-made links do that.
    filters: uniqueSlugs(query.getAll('_f').flatMap((value) => value.split(','))),
    sort: tokenOrNull(query.get('_s')),
    direction: direction === 'a' || direction === 'b' ? direction : null,
    cursor: tokenOrNull(query.get('_c')),
    query: normalizeQuery(query.get('_q') ?? ''),
  };
}

function decodeName(part: string): string {
  const name = (part.split('=', 1)[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The query string of `params` ('?…', or '' when nothing is left): the parameters of `current`
 * that are not ours come first, untouched; then ours in the order _f _s _d _c _q, empty ones
 * omitted. Commas in _f stay readable (_f=cloud-pc,vps).
 */
export function writeListingParams(params: ListingParams, current = ''): string {
  const kept = current
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !OWN_NAMES.has(decodeName(part)));
  const filters = uniqueSlugs(params.filters);
  const values: Record<(typeof NAMES_IN_ORDER)[number], string | null> = {
    _f: filters.length > 0 ? filters.map(encodeURIComponent).join(',') : null,
    _s: params.sort ? encodeURIComponent(params.sort) : null,
    _d: params.direction,
    _c: params.cursor ? encodeURIComponent(params.cursor) : null,
    _q: normalizeQuery(params.query) !== '' ? encodeURIComponent(normalizeQuery(params.query)) : null,
  };
  const own = NAMES_IN_ORDER.flatMap((name) => (values[name] == null ? [] : [`${name}=${values[name]}`]));
  const parts = [...kept, ...own];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Adds `slug` to the filters, or removes it when present; any page position is forgotten. */
export function toggleFilter(params: ListingParams, slug: string): ListingParams {
  const value = normalizeSlug(slug);
  if (value === '') return params;
  const filters = params.filters.includes(value) ? params.filters.filter((filter) => filter !== value) : [...params.filters, value];
  return { ...params, filters, cursor: null, direction: null };
}

/** The next page: _c is the current page's endCursor, _d is a. */
export function nextPage(params: ListingParams, endCursor: string): ListingParams {
  return { ...params, cursor: endCursor, direction: 'a' };
}

/** The previous page: _c is the current page's startCursor, _d is b. */
export function previousPage(params: ListingParams, startCursor: string): ListingParams {
  return { ...params, cursor: startCursor, direction: 'b' };
}

/** A new search (or none for ''): starts at the first page. */
export function setQuery(params: ListingParams, query: string): ListingParams {
  return { ...params, query: normalizeQuery(query), cursor: null, direction: null };
}
