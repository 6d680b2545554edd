/** WPGraphQL global IDs: base64 of '<loader>:<databaseId>' ('post' for posts, pages and media). */
export function toGlobalId(loader: 'post' | 'term' | 'user' | 'action', databaseId: number): string {
  return Buffer.from(`${loader}:${databaseId}`).toString('base64');
}

/**
 * The database ID behind a global ID or a plain number, or undefined.
 * gatsby-source-wordpress sends the part after the last ':' of a decoded global ID.
 */
export function toDatabaseId(id: string | number | null | undefined): number | undefined {
  if (id == null || id === '') return undefined;
  const text = String(id);
  if (/^\d+$/.test(text)) return Number(text);
  const decoded = Buffer.from(text, 'base64').toString('utf8');
  const match = /:(\d+)$/.exec(decoded);
  return match ? Number(match[1]) : undefined;
}

/** Opaque cursors in WPGraphQL's style: base64 of 'arrayconnection:<offset>'. */
export function toCursor(offset: number): string {
  return Buffer.from(`arrayconnection:${offset}`).toString('base64');
}

export function fromCursor(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}
