/** Small helpers the e2e tests share (no browser here: see browser.ts for that). */

/** Reads until it gives a value (a stored entry, a mail in the sink …); fails naming `what` after `timeoutMs`. */
export async function poll<T>(read: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what} did not appear within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The Kennisbank's order as a reader expects it (newest first, equal dates by databaseId,
 * highest first), written here from the spec rather than imported, so the e2e tests check the
 * site's own ordering against it.
 */
export const newestFirst = (a: { date: string; databaseId: number }, b: { date: string; databaseId: number }) =>
  a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.databaseId - a.databaseId;
