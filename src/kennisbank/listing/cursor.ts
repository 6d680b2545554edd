/**
 * The Kennisbank's cursors and the merge of several category lists. Pure: no fetch;
 * client.ts loads the chunk files these functions ask for and hands them the posts.
 *
 * A selection is either every post (the 'all' list) or some categories (their lists, merged
 * like WPGraphQL's `categoryIn`: posts in any of them, newest first, each post once). The merged
 * order is `comparePosts`, a total order, so a point in it is described by how many posts of
 * each chosen list lie before it: its offsets, one per list, in the order of the selection's
 * sorted category ids. A point is consistent when every post before it precedes every post
 * after it in every list (a post in two chosen lists is on the same side in both).
 *
 * Cursor format (opaque to the URL and the UI; this comment is its only specification):
 *   base64url, without padding, of the JSON text of
 *     { "v": first 10 characters of the manifest's version,
 *       "s": the selection: "all" or the sorted category ids joined by ".", e.g. "3.7",
 *       "q": (search only) a hash of the normalised query,
 *       "o": [offsets] — browsing: one per list of the selection; searching: [offset in the results] }
 * A page's startCursor is the point before its first post, its endCursor the point after its
 * last; next reads forwards from an endCursor (_d=a), previous backwards from a startCursor
 * (_d=b). A cursor is only accepted for the same version, selection and query, with offsets in
 * range, and (checked by the client against the posts) at a consistent point; otherwise the
 * first page is given with `reset: true`.
 */
import { comparePosts, listKey, type ListKey, type ListingManifest, type PostCardData } from './types';

/** The characters of the version a cursor records (enough to tell builds apart). */
const VERSION_PREFIX = 10;

export interface CursorPayload {
  v: string;
  s: string;
  q?: string;
  o: number[];
}

/** A chosen list and its length. */
export interface SelectedList {
  key: ListKey;
  length: number;
}

/** What a request resolves to against the manifest. */
export interface Selection {
  /** The applied category ids, in the request's order, unknown ones and duplicates dropped. */
  categoryIds: number[];
  /** 'all' or the sorted ids joined by '.'. */
  key: string;
  /** The lists to merge, in sorted id order ('all' alone when no category applies). */
  lists: SelectedList[];
}

export function selectionOf(categoryIds: readonly number[], manifest: ListingManifest): Selection {
  const applied: number[] = [];
  for (const id of categoryIds) {
    if (!applied.includes(id) && manifest.categories.some((category) => category.databaseId === id)) applied.push(id);
  }
  if (applied.length === 0) return { categoryIds: [], key: 'all', lists: [{ key: listKey(null), length: manifest.total }] };
  const sorted = [...applied].sort((a, b) => a - b);
  return {
    categoryIds: applied,
    key: sorted.join('.'),
    lists: sorted.map((id) => ({ key: listKey(id), length: manifest.categories.find((category) => category.databaseId === id)!.count })),
  };
}

/**
 * A short, stable hash of a search query as the index sees it (FNV-1a, 32 bits, hex): folded as
 * search.ts `normalizeTerm` folds a term (a test holds them together), written out here so that
 * browsing never loads search.ts and MiniSearch with it.
 */
export function queryHash(query: string): string {
  const text = query
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodeCursor(payload: CursorPayload): string {
  return toBase64Url(JSON.stringify(payload));
}

/** The payload of a cursor string, or null for anything that is not one. */
export function decodeCursor(cursor: string): CursorPayload | null {
  const text = fromBase64Url(cursor.trim());
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { v, s, q, o } = data as Record<string, unknown>;
  if (typeof v !== 'string' || typeof s !== 'string' || (q !== undefined && typeof q !== 'string')) return null;
  if (!Array.isArray(o) || !o.every((offset) => Number.isSafeInteger(offset) && (offset as number) >= 0)) return null;
  return q === undefined ? { v, s, o: o as number[] } : { v, s, q, o: o as number[] };
}

/** The cursor of a point of a selection (and of a search, with `query`). */
export function cursorFor(manifest: ListingManifest, selection: Selection, offsets: readonly number[], query?: string): string {
  const payload: CursorPayload = { v: manifest.version.slice(0, VERSION_PREFIX), s: selection.key, o: [...offsets] };
  if (query !== undefined) payload.q = queryHash(query);
  return encodeCursor(payload);
}

/**
 * The offsets a cursor records when it belongs to this manifest, selection and query, with each
 * offset within its list (`lengths`: the lists' lengths, or [the number of results] when
 * searching); null otherwise. Whether the point is consistent needs the posts: `isConsistentPoint`.
 */
export function cursorOffsets(
  cursor: string,
  manifest: ListingManifest,
  selection: Selection,
  lengths: readonly number[],
  query?: string,
): number[] | null {
  const payload = decodeCursor(cursor);
  if (payload === null) return null;
  if (payload.v !== manifest.version.slice(0, VERSION_PREFIX) || payload.s !== selection.key) return null;
  if ((query === undefined) !== (payload.q === undefined) || (query !== undefined && payload.q !== queryHash(query))) return null;
  if (payload.o.length !== lengths.length || payload.o.some((offset, index) => offset > lengths[index]!)) return null;
  return payload.o;
}

/** A post of a list by its index, or undefined when it is not loaded (or past the end). */
export type ListReader = (list: number, index: number) => PostCardData | undefined;

/** The range of indexes of a list a page read needs (the posts it may take and the one beside them that validates the point). */
export function readWindow(offset: number, length: number, pageSize: number, direction: 'a' | 'b'): { from: number; to: number } | null {
  const from = direction === 'a' ? Math.max(0, offset - 1) : Math.max(0, offset - pageSize);
  const to = direction === 'a' ? Math.min(length - 1, offset + pageSize - 1) : Math.min(length - 1, offset);
  return from <= to ? { from, to } : null;
}

/** The chunk numbers covering a window. With pageSize ≤ chunkSize, at most 2. */
export function chunksOfWindow(window: { from: number; to: number }, chunkSize: number): number[] {
  const first = Math.floor(window.from / chunkSize);
  const last = Math.floor(window.to / chunkSize);
  return first === last ? [first] : Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Whether every post before the point precedes every post after it, in every list. */
export function isConsistentPoint(offsets: readonly number[], lengths: readonly number[], read: ListReader): boolean {
  let lastBefore: PostCardData | undefined;
  let firstAfter: PostCardData | undefined;
  for (const [list, offset] of offsets.entries()) {
    if (offset > 0) {
      const before = read(list, offset - 1);
      if (!before) return false;
      if (!lastBefore || comparePosts(before, lastBefore) > 0) lastBefore = before;
    }
    if (offset < lengths[list]!) {
      const after = read(list, offset);
      if (!after) return false;
      if (!firstAfter || comparePosts(after, firstAfter) < 0) firstAfter = after;
    }
  }
  return !lastBefore || !firstAfter || comparePosts(lastBefore, firstAfter) < 0;
}

export interface MergedRun {
  posts: PostCardData[];
  /** The point before the first post. */
  start: number[];
  /** The point after the last post. */
  end: number[];
}

/**
 * Up to `count` posts of the merged lists after the point `offsets` (newest first), each post once
 * however many of the lists hold it. Throws when a post it needs was not loaded.
 */
export function mergeForward(offsets: readonly number[], lengths: readonly number[], count: number, read: ListReader): MergedRun {
  const heads = [...offsets];
  const posts: PostCardData[] = [];
  while (posts.length < count) {
    let next: PostCardData | undefined;
    for (const [list, head] of heads.entries()) {
      if (head >= lengths[list]!) continue;
      const candidate = required(read, list, head);
      if (!next || comparePosts(candidate, next) < 0) next = candidate;
    }
    if (!next) break;
    posts.push(next);
    for (const [list, head] of heads.entries()) {
      if (head < lengths[list]! && required(read, list, head).databaseId === next.databaseId) heads[list] = head + 1;
    }
  }
  return { posts, start: [...offsets], end: heads };
}

/** Up to `count` posts of the merged lists before the point `offsets`, in list order (newest first). */
export function mergeBackward(offsets: readonly number[], count: number, read: ListReader): MergedRun {
  const tails = [...offsets];
  const posts: PostCardData[] = [];
  while (posts.length < count) {
    let previous: PostCardData | undefined;
    for (const [list, tail] of tails.entries()) {
      if (tail === 0) continue;
      const candidate = required(read, list, tail - 1);
      if (!previous || comparePosts(candidate, previous) > 0) previous = candidate;
    }
    if (!previous) break;
    posts.unshift(previous);
    for (const [list, tail] of tails.entries()) {
      if (tail > 0 && required(read, list, tail - 1).databaseId === previous.databaseId) tails[list] = tail - 1;
    }
  }
  return { posts, start: tails, end: [...offsets] };
}

function required(read: ListReader, list: number, index: number): PostCardData {
  const post = read(list, index);
  if (!post) throw new RangeError(`Post ${index} of list ${list} is not loaded`);
  return post;
}
