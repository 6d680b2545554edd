/**
 * The Kennisbank's listing client: pages of the overview from the static listing
 * files (types.ts), for any filters, search and cursor. The only module of the overview that
 * talks to the network; each file is fetched once per client (files are immutable: their
 * version is a content digest), and a failed fetch is forgotten so a later call retries it.
 *
 * Requests per page, at 30 posts or 10,000:
 * - browsing (no query): at most 2 chunk files per chosen list (the page's posts and the post
 *   beside the cursor that proves it consistent; cursor.ts `readWindow`), fetched in parallel;
 * - searching: the search index once (loaded only then), plus the chunks of the 'all' list that
 *   hold the page's hits: at most pageSize, usually far fewer as results cluster by date.
 *
 * Its parts: the files (listingFiles, over fetchOnce and searchLoader) and the two kinds of page,
 * browse and search (each ending in `page`); createListingClient chooses between them.
 */
import {
  chunksOfWindow,
  cursorFor,
  cursorOffsets,
  isConsistentPoint,
  mergeBackward,
  mergeForward,
  readWindow,
  selectionOf,
  type MergedRun,
  type Selection,
} from './cursor';
import type { SearchIndex } from './search';
import { chunkPath, listKey, searchIndexPath, type ListKey, type ListingManifest, type PostCardData } from './types';

export interface ListingRequest {
  categoryIds: number[];
  query?: string;
  cursor?: string | null;
  direction?: 'a' | 'b' | null;
}

export interface ListingPage {
  posts: PostCardData[];
  startCursor: string | null;
  endCursor: string | null;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  /** The applied category ids: unknown ones dropped. */
  categoryIds: number[];
  /** The cursor was invalid or stale: the first page is given. */
  reset: boolean;
}

/** A listing file could not be fetched or read; the UI shows its error view and may retry. */
export class ListingFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ListingFetchError';
  }
}

export interface ListingClient {
  loadPage(request: ListingRequest): Promise<ListingPage>;
}

export function createListingClient(manifest: ListingManifest, options: { fetch?: typeof fetch } = {}): ListingClient {
  const fetchFile = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const files = listingFiles(manifest, fetchOnce(fetchFile));
  return {
    async loadPage(request) {
      const selection = selectionOf(request.categoryIds, manifest);
      const query = request.query?.trim() ?? '';
      return query === '' ? browse(files, selection, request) : search(files, selection, request, query);
    },
  };
}

/** The listing files of one client, each fetched and read once: its chunks, the search index. */
interface ListingFiles {
  manifest: ListingManifest;
  /** A chunk file's posts. */
  chunk(key: ListKey, number: number): Promise<PostCardData[]>;
  /** A post of a list, from the chunks already loaded. */
  post(key: ListKey, index: number): PostCardData | undefined;
  /** A search's hits as positions in the 'all' list, most relevant first; kept per selection and query. */
  searchResults(selection: Selection, query: string): Promise<number[]>;
}

function listingFiles(manifest: ListingManifest, text: (path: string) => Promise<string>): ListingFiles {
  const { chunkSize, version } = manifest;
  const chunks = new Map<string, PostCardData[]>();
  const searcher = searchLoader(text, version);
  const searches = new Map<string, number[]>();
  return {
    manifest,
    async chunk(key, number) {
      const path = chunkPath(version, key, number);
      const cached = chunks.get(path);
      if (cached) return cached;
      const body = await text(path);
      let posts: unknown;
      try {
        posts = JSON.parse(body);
      } catch (error) {
        throw new ListingFetchError(`${path} is not JSON`, { cause: error });
      }
      if (!Array.isArray(posts)) throw new ListingFetchError(`${path} is not a list of posts`);
      chunks.set(path, posts as PostCardData[]);
      return posts as PostCardData[];
    },
    post(key, index) {
      return chunks.get(chunkPath(version, key, Math.floor(index / chunkSize)))?.[index % chunkSize];
    },
    async searchResults(selection, query) {
      const searchKey = `${selection.key}\n${query}`;
      let results = searches.get(searchKey);
      if (!results) {
        const { index, searchPositions } = await searcher();
        results = searchPositions(index, query, selection.categoryIds).filter((position) => position < manifest.total);
        searches.set(searchKey, results);
      }
      return results;
    },
  };
}

/** A file's text, fetched once; a failure is not kept, so a later call fetches again. */
function fetchOnce(fetchFile: typeof fetch): (path: string) => Promise<string> {
  const files = new Map<string, Promise<string>>();
  return (path) => {
    let pending = files.get(path);
    if (!pending) {
      pending = (async () => {
        let response: Response;
        try {
          response = await fetchFile(path);
        } catch (error) {
          throw new ListingFetchError(`Could not fetch ${path}`, { cause: error });
        }
        if (!response.ok) throw new ListingFetchError(`Could not fetch ${path}: HTTP ${response.status}`);
        try {
          return await response.text();
        } catch (error) {
          throw new ListingFetchError(`Could not read ${path}`, { cause: error });
        }
      })();
      files.set(path, pending);
      const failed = pending;
      failed.catch(() => {
        if (files.get(path) === failed) files.delete(path);
      });
    }
    return pending;
  };
}

/** The search code and index, loaded together on the first call; a failure is not kept. */
function searchLoader(text: (path: string) => Promise<string>, version: string) {
  // search.ts (and MiniSearch with it) is its own chunk, loaded with the index on the first search.
  let searchIndex: Promise<{ index: SearchIndex; searchPositions: typeof import('./search').searchPositions }> | null = null;
  return async () => {
    if (!searchIndex) {
      const library = import('./search').catch((error: unknown) => {
        throw new ListingFetchError('The search code could not be loaded', { cause: error });
      });
      const pending = Promise.all([library, text(searchIndexPath(version))]).then(([{ loadSearchIndex, searchPositions }, json]) => {
        try {
          return { index: loadSearchIndex(json), searchPositions };
        } catch (error) {
          throw new ListingFetchError('The search index could not be read', { cause: error });
        }
      });
      searchIndex = pending;
      pending.catch(() => {
        if (searchIndex === pending) searchIndex = null;
      });
    }
    return searchIndex;
  };
}

/** A page of the merged lists (no query): from the cursor in its direction, or the first page. */
async function browse(files: ListingFiles, selection: Selection, request: ListingRequest): Promise<ListingPage> {
  const { manifest } = files;
  const { pageSize } = manifest;
  const lengths = selection.lists.map((list) => list.length);
  const read = (list: number, index: number) => files.post(selection.lists[list]!.key, index);
  const direction = request.direction === 'b' ? 'b' : 'a';
  const zero = lengths.map(() => 0);

  const firstPage = async (reset: boolean) => {
    await loadWindows(files, selection, zero, 'a');
    return page(
      manifest,
      selection,
      mergeOrFail(() => mergeForward(zero, lengths, pageSize, read)),
      lengths,
      reset,
    );
  };

  if (!request.cursor) return firstPage(false);
  const offsets = cursorOffsets(request.cursor, manifest, selection, lengths);
  if (!offsets) return firstPage(true);
  await loadWindows(files, selection, offsets, direction);
  if (!isConsistentPoint(offsets, lengths, read)) return firstPage(true);

  if (direction === 'a') {
    const run = mergeOrFail(() => mergeForward(offsets, lengths, pageSize, read));
    return run.posts.length === 0 ? firstPage(true) : page(manifest, selection, run, lengths, false);
  }
  const run = mergeOrFail(() => mergeBackward(offsets, pageSize, read));
  if (run.posts.length === 0) return firstPage(true);
  // Fewer than a page before the point (a hand-made cursor): the whole first page instead.
  return run.posts.length < pageSize ? firstPage(false) : page(manifest, selection, run, lengths, false);
}

/** The chunks of every list a read from `offsets` in `direction` needs, in parallel. */
async function loadWindows(files: ListingFiles, selection: Selection, offsets: readonly number[], direction: 'a' | 'b'): Promise<void> {
  const { pageSize, chunkSize } = files.manifest;
  const loads: Promise<PostCardData[]>[] = [];
  selection.lists.forEach((list, position) => {
    const window = readWindow(offsets[position]!, list.length, pageSize, direction);
    if (window) for (const number of chunksOfWindow(window, chunkSize)) loads.push(files.chunk(list.key, number));
  });
  await Promise.all(loads);
}

/** A page of the run of posts from `run.start` to `run.end` in lists of `lengths` (a search: one list, its hits). */
function page(
  manifest: ListingManifest,
  selection: Selection,
  run: MergedRun,
  lengths: readonly number[],
  reset: boolean,
  query?: string,
): ListingPage {
  const empty = run.posts.length === 0;
  return {
    posts: run.posts,
    startCursor: empty ? null : cursorFor(manifest, selection, run.start, query),
    endCursor: empty ? null : cursorFor(manifest, selection, run.end, query),
    hasPreviousPage: run.start.some((offset) => offset > 0),
    hasNextPage: run.end.some((offset, list) => offset < lengths[list]!),
    categoryIds: selection.categoryIds,
    reset,
  };
}

/** A page of a search's hits: from the cursor in its direction, or the first page. */
async function search(files: ListingFiles, selection: Selection, request: ListingRequest, query: string): Promise<ListingPage> {
  const { manifest } = files;
  const { pageSize, chunkSize } = manifest;
  const results = await files.searchResults(selection, query);
  const total = results.length;
  let start = 0;
  let reset = false;
  if (request.cursor) {
    const offset = cursorOffsets(request.cursor, manifest, selection, [total], query)?.[0];
    const direction = request.direction === 'b' ? 'b' : 'a';
    if (offset === undefined || (direction === 'a' ? offset >= total : offset === 0)) reset = true;
    else start = direction === 'a' ? offset : Math.max(0, offset - pageSize);
  }
  const positions = results.slice(start, start + pageSize);
  const all = listKey(null);
  await Promise.all([...new Set(positions.map((position) => Math.floor(position / chunkSize)))].map((number) => files.chunk(all, number)));
  const posts = positions.map((position) => {
    const found = files.post(all, position);
    if (!found) throw new ListingFetchError(`Post ${position} is missing from the listing files`);
    return found;
  });
  const run = { posts, start: [start], end: [start + posts.length] };
  return page(manifest, selection, run, [total], reset, query);
}

/** A post the manifest promises but the chunk files lack: the files and the manifest disagree. */
function mergeOrFail(merge: () => MergedRun): MergedRun {
  try {
    return merge();
  } catch (error) {
    if (error instanceof RangeError) throw new ListingFetchError('The listing files do not match the manifest', { cause: error });
    throw error;
  }
}
