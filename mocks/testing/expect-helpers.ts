/** Small helpers the e2e tests share (no browser here: see e2e/browser.ts for that). */

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
 * highest first), written here from docs/behaviour/kennisbank.md#the-overview rather than imported, so the e2e tests check the
 * site's own ordering against it.
 */
export const newestFirst = (a: { date: string; databaseId: number }, b: { date: string; databaseId: number }) =>
  a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.databaseId - a.databaseId;

/** The test WordPress stand-in (scripts/test.mjs: port 8789), whose /mailbox/ holds the mail its SMTP sink caught. */
export const WORDPRESS_ORIGIN = process.env.E2E_WORDPRESS_URL ?? `http://127.0.0.1:${process.env.E2E_WORDPRESS_PORT ?? 8789}`;

export interface MailSummary {
  name: string;
  to: string;
  cc: string;
  replyTo: string;
  subject: string;
}

/**
 * The first message in the stand-in's mailbox matching `test` (/mailbox/messages.json, polled
 * until it is there), with its text and HTML (/mailbox/<name>.json). It reads the list's first
 * page, the newest 50 messages: where a mail a test has just sent is.
 */
export async function findMail(wordpressOrigin: string, test: (message: MailSummary) => boolean, what = 'the mail in /mailbox/') {
  const summary = await poll(async () => {
    const response = await fetch(`${wordpressOrigin}/mailbox/messages.json`);
    const list = (await response.json()) as { messages: MailSummary[] };
    return list.messages.find(test);
  }, what);
  const response = await fetch(`${wordpressOrigin}/mailbox/${summary.name}.json`);
  return { ...summary, ...((await response.json()) as { text: string | null; html: string | null }) };
}

/** A unique suffix for the values a test sends (e-mail addresses, names), to find its own entry or mail. */
export const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
