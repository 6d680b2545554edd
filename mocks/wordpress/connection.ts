import { GraphQLError } from 'graphql';
import { fromCursor, toCursor } from './ids.ts';

/** WPGraphQL's default and maximum page size. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * A cursor connection over a list: `first` items after the `after` cursor.
 * Takes a function for the total and for one slice, so a large content set
 * is never materialised whole for one answer.
 */
export function connection<T>(args: ConnectionArgs, total: number, slice: (start: number, end: number) => T[]) {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0) {
    throw new GraphQLError(`Argument "first" must be a non-negative integer, got ${String(args.first)}.`);
  }
  const size = Math.min(first, MAX_PAGE_SIZE);
  let start = 0;
  if (args.after) {
    const offset = fromCursor(args.after);
    if (offset === undefined) throw new GraphQLError(`Argument "after" is not a valid cursor: ${args.after}`);
    start = offset + 1;
  }
  const end = Math.min(start + size, total);
  const nodes = start < total ? slice(start, end) : [];
  return {
    nodes,
    pageInfo: {
      hasNextPage: end < total,
      hasPreviousPage: start > 0,
      startCursor: nodes.length ? toCursor(start) : null,
      endCursor: nodes.length ? toCursor(end - 1) : null,
    },
  };
}

export function listConnection<T>(args: ConnectionArgs, items: readonly T[]) {
  return connection(args, items.length, (start, end) => items.slice(start, end));
}
