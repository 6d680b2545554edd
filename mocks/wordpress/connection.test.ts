import { connection, listConnection, MAX_PAGE_SIZE } from './connection';
import { fromCursor, toCursor, toDatabaseId, toGlobalId } from './ids';

const items = Array.from({ length: 25 }, (_, index) => index);

describe('cursor connections', () => {
  it('pages through a list with first/after until hasNextPage is false', () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: ReturnType<typeof listConnection<number>> = listConnection({ first: 10, after }, items);
      seen.push(...page.nodes);
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(items);
  });

  it('defaults to 10 and caps first at 100 like WPGraphQL', () => {
    expect(listConnection({}, items).nodes).toHaveLength(10);
    const big = Array.from({ length: 250 }, (_, index) => index);
    expect(listConnection({ first: 1000 }, big).nodes).toHaveLength(MAX_PAGE_SIZE);
  });

  it('only materialises the requested slice', () => {
    const slice = jest.fn((start: number, end: number) => items.slice(start, end));
    connection({ first: 5, after: toCursor(9) }, 10_000, slice);
    expect(slice).toHaveBeenCalledWith(10, 15);
  });

  it('answers an empty page past the end and rejects bad arguments', () => {
    const past = listConnection({ first: 5, after: toCursor(99) }, items);
    expect(past.nodes).toEqual([]);
    expect(past.pageInfo).toMatchObject({ hasNextPage: false, endCursor: null });
    expect(() => listConnection({ first: -1 }, items)).toThrow(/non-negative/);
    expect(() => listConnection({ after: 'not-a-cursor' }, items)).toThrow(/not a valid cursor/);
  });
});

describe('global ids', () => {
  it('encodes posts as WPGraphQL does and decodes ids, numbers and junk', () => {
    expect(toGlobalId('post', 501)).toBe(Buffer.from('post:501').toString('base64'));
    expect(toDatabaseId(toGlobalId('post', 501))).toBe(501);
    expect(toDatabaseId('501')).toBe(501);
    expect(toDatabaseId(501)).toBe(501);
    expect(toDatabaseId('???')).toBeUndefined();
    expect(toDatabaseId(null)).toBeUndefined();
    expect(fromCursor(toCursor(7))).toBe(7);
    expect(fromCursor('garbage')).toBeUndefined();
  });
});
