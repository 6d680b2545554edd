import {
  chunksOfWindow,
  cursorFor,
  cursorOffsets,
  decodeCursor,
  encodeCursor,
  isConsistentPoint,
  mergeBackward,
  mergeForward,
  queryHash,
  readWindow,
  selectionOf,
  type ListReader,
} from './cursor';
import { normalizeTerm } from './search';
import type { ListingManifest, PostCardData } from './types';

/** A post whose date is its day in January 2026: a higher day is newer. */
const post = (databaseId: number, day: number): PostCardData => ({
  databaseId,
  uri: `/kennisbank/${databaseId}/`,
  title: `Post ${databaseId}`,
  date: `2026-01-${String(day).padStart(2, '0')}T12:00:00`,
  excerpt: '',
  categories: [],
  image: null,
});

// Two lists, newest first; post 7 (day 20) is in both.
const A = [post(9, 28), post(7, 20), post(5, 14), post(3, 9), post(1, 2)];
const B = [post(8, 25), post(7, 20), post(6, 17), post(4, 11), post(10, 5), post(2, 5)];
const LISTS = [A, B];
const LENGTHS = LISTS.map((list) => list.length);
const read: ListReader = (list, index) => LISTS[list]?.[index];
const ids = (posts: PostCardData[]) => posts.map((p) => p.databaseId);

/** The merged order: 9 8 7 6 5 4 3 10 2 1 (equal dates: higher databaseId first). */
const MERGED = [9, 8, 7, 6, 5, 4, 3, 10, 2, 1];

const MANIFEST: ListingManifest = {
  version: '0123456789abcdef',
  pageSize: 12,
  chunkSize: 12,
  total: 40,
  categories: [
    { databaseId: 7, name: 'Zeven', slug: 'zeven', count: 5 },
    { databaseId: 3, name: 'Drie', slug: 'drie', count: 6 },
  ],
};

describe('mergeForward and mergeBackward', () => {
  it.each([1, 2, 3, 4, 10, 20])('pages of %i cover the merged order, forwards and backwards', (size) => {
    let point = [0, 0];
    const forwards: number[][] = [];
    for (;;) {
      const run = mergeForward(point, LENGTHS, size, read);
      if (run.posts.length === 0) break;
      forwards.push(ids(run.posts));
      expect(run.start).toEqual(point);
      point = run.end;
    }
    expect(forwards.flat()).toEqual(MERGED);
    expect(point).toEqual(LENGTHS);

    const backwards: number[][] = [];
    for (;;) {
      const run = mergeBackward(point, size, read);
      if (run.posts.length === 0) break;
      backwards.unshift(ids(run.posts));
      point = run.start;
    }
    expect(backwards.flat()).toEqual(MERGED);
    expect(point).toEqual([0, 0]);
  });

  it('moves both lists past a post they share', () => {
    const run = mergeForward([0, 0], LENGTHS, 3, read);
    expect(ids(run.posts)).toEqual([9, 8, 7]);
    expect(run.end).toEqual([2, 2]);
    expect(mergeBackward([2, 2], 1, read).start).toEqual([1, 1]);
  });

  it('throws when a post it needs is not loaded', () => {
    expect(() => mergeForward([0, 0], LENGTHS, 3, (list, index) => (index < 1 ? read(list, index) : undefined))).toThrow(RangeError);
  });
});

describe('isConsistentPoint', () => {
  it.each<[number[], boolean]>([
    [[0, 0], true],
    [[2, 2], true],
    [[1, 1], true],
    [[5, 6], true],
    [[2, 1], false], // 7 taken from A, still ahead in B
    [[1, 2], false],
    [[0, 3], false], // B's 6 taken while A's newer 9 is still ahead
    [[5, 0], false],
  ])('%j → %s', (offsets, consistent) => {
    expect(isConsistentPoint(offsets, LENGTHS, read)).toBe(consistent);
  });
});

describe('readWindow and chunksOfWindow', () => {
  it.each<[number, 'a' | 'b', { from: number; to: number } | null]>([
    [0, 'a', { from: 0, to: 11 }],
    [12, 'a', { from: 11, to: 23 }],
    [17, 'a', { from: 16, to: 28 }],
    [95, 'a', { from: 94, to: 99 }],
    [100, 'a', { from: 99, to: 99 }],
    [24, 'b', { from: 12, to: 24 }],
    [17, 'b', { from: 5, to: 17 }],
    [5, 'b', { from: 0, to: 5 }],
    [100, 'b', { from: 88, to: 99 }],
  ])('offset %i, direction %s → %j', (offset, direction, window) => {
    expect(readWindow(offset, 100, 12, direction)).toEqual(window);
  });

  it('is empty for an empty list', () => {
    expect(readWindow(0, 0, 12, 'a')).toBeNull();
  });

  it('never needs more than 2 chunks of 12 for a page of 12', () => {
    for (let length = 1; length < 60; length += 1) {
      for (let offset = 0; offset <= length; offset += 1) {
        for (const direction of ['a', 'b'] as const) {
          const window = readWindow(offset, length, 12, direction);
          if (window) expect(chunksOfWindow(window, 12).length).toBeLessThanOrEqual(2);
        }
      }
    }
    expect(chunksOfWindow({ from: 11, to: 23 }, 12)).toEqual([0, 1]);
    expect(chunksOfWindow({ from: 12, to: 23 }, 12)).toEqual([1]);
  });
});

describe('cursors', () => {
  it('round-trip through base64url without padding', () => {
    const payload = { v: 'abc', s: '3.7', q: 'deadbeef', o: [0, 12, 100000] };
    const cursor = encodeCursor(payload);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(payload);
  });

  it.each(['', '!!', 'a', 'bm9wZQ', encodeCursor({ v: 1 } as never), encodeCursor({ v: 'a', s: 'all', o: 'x' } as never), btoa('[1,2]')])(
    'decodes %j as no cursor',
    (cursor) => {
      expect(decodeCursor(cursor)).toBeNull();
    },
  );

  it('resolves a selection: known categories in request order, lists in id order', () => {
    expect(selectionOf([7, 99, 3, 7], MANIFEST)).toEqual({
      categoryIds: [7, 3],
      key: '3.7',
      lists: [
        { key: 'c3', length: 6 },
        { key: 'c7', length: 5 },
      ],
    });
    expect(selectionOf([99], MANIFEST)).toEqual({ categoryIds: [], key: 'all', lists: [{ key: 'all', length: 40 }] });
  });

  it('accepts its own cursors and nothing else', () => {
    const selection = selectionOf([3, 7], MANIFEST);
    const cursor = cursorFor(MANIFEST, selection, [2, 3]);
    expect(cursorOffsets(cursor, MANIFEST, selection, [6, 5])).toEqual([2, 3]);
    expect(cursorOffsets(cursor, MANIFEST, selectionOf([3], MANIFEST), [6])).toBeNull();
    expect(cursorOffsets(cursor, { ...MANIFEST, version: 'fedcba9876543210' }, selection, [6, 5])).toBeNull();
    expect(cursorOffsets(cursor, MANIFEST, selection, [6, 5], 'cloud')).toBeNull();
    expect(cursorOffsets(cursorFor(MANIFEST, selection, [7, 0]), MANIFEST, selection, [6, 5])).toBeNull();
    const searching = cursorFor(MANIFEST, selection, [12], 'Café  Cloud');
    expect(cursorOffsets(searching, MANIFEST, selection, [30], 'cafe cloud')).toEqual([12]);
    expect(cursorOffsets(searching, MANIFEST, selection, [30], 'cafe')).toBeNull();
    expect(cursorOffsets(searching, MANIFEST, selection, [30])).toBeNull();
  });

  it.each(['Café', 'BACK-UP', 'Ĳsselmeer', 'naïef', 'Één werkplek'])('hashes %j as normalizeTerm folds it', (query) => {
    expect(queryHash(query)).toBe(queryHash(normalizeTerm(query)!));
  });

  it('hashes queries as the index sees them', () => {
    expect(queryHash('Back-Up  Café')).toBe(queryHash('back-up cafe'));
    expect(queryHash('back-up')).not.toBe(queryHash('backup'));
    expect(queryHash('x')).toMatch(/^[0-9a-f]{8}$/);
  });
});
