/**
 * The Kennisbank's full-text search (`_q`, issue 12): a MiniSearch index over titles and excerpts,
 * built once at build time (buildSearchIndex, written as search.json beside the chunk files) and
 * loaded in the browser only when a visitor searches (client.ts). Browser- and Node-safe: no fs,
 * no DOM.
 *
 * A document's id is its position in the 'all' list (newest first), so a hit points straight at a
 * chunk of that list (position / chunkSize) and the index stores no card data; it stores only the
 * post's category ids (field `c`), so the category filters apply to search results without
 * fetching anything else.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { PostCardData } from './types';

/** What the index holds per post: only the fields it searches and the categories it filters on. */
interface SearchDocument {
  id: number;
  title: string;
  excerpt: string;
  c: number[];
}

export type SearchIndex = MiniSearch<SearchDocument>;

/** A title hit ranks above the same hit in an excerpt. */
const TITLE_BOOST = 3;

/** Longest query we search for, as listing-params caps `_q`. */
const MAX_QUERY_LENGTH = 100;

/**
 * One term as both the index and the query see it: lower case, accents folded ('Café' → 'cafe',
 * 'één' → 'een'), compatibility forms folded too (NFKD: the 'ĳ' ligature → 'ij'); null for nothing.
 */
export function normalizeTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
  return folded === '' ? null : folded;
}

/**
 * The options the index is built and loaded with; they must be the same on both sides.
 * MiniSearch's default tokenizer splits on spaces and punctuation, so 'back-up' is the terms
 * 'back' and 'up' in the text and in the query alike.
 */
const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'excerpt'],
  storeFields: ['c'],
  processTerm: (term) => normalizeTerm(term),
  searchOptions: {
    boost: { title: TITLE_BOOST },
    prefix: true,
    combineWith: 'AND',
  },
};

/** The index of `posts` (in 'all' order: newest first) as JSON text, for search.json. */
export function buildSearchIndex(posts: readonly PostCardData[]): string {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(
    posts.map((post, position) => ({
      id: position,
      title: post.title,
      excerpt: post.excerpt,
      c: post.categories.map((category) => category.databaseId),
    })),
  );
  return JSON.stringify(index);
}

/** The index back from search.json's text. Throws on text that is not an index. */
export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, OPTIONS);
}

/**
 * The positions in the 'all' list of the posts matching every term of `query` (each term as a
 * prefix), most relevant first; equal scores keep the newest first. With `categoryIds`, only
 * posts in any of them (as WPGraphQL's `categoryIn`). An empty or blank query finds nothing.
 */
export function searchPositions(index: SearchIndex, query: string, categoryIds: readonly number[]): number[] {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (text === '') return [];
  const wanted = new Set(categoryIds);
  const filter =
    wanted.size === 0 ? undefined : (result: SearchResult) => (result.c as number[]).some((id) => wanted.has(id));
  return index
    .search(text, { filter })
    .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
    .map((result) => result.id as number);
}
