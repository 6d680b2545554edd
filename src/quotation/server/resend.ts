/**
 * Sends every stored request that is still unsent (the mail server was down when it came in):
 * the logic of `npm run quotes:resend`. Prices are recomputed from the stored items and the
 * current build's packages; a request whose packages are gone stays unsent and is reported.
 *
 * What it leaves alone, and says so (store.ts explains the states):
 * - in flight: received or handed to SMTP less than `graceMs` ago; the endpoint may be mailing it
 *   right now;
 * - uncertain: handed to SMTP longer ago than that with no outcome recorded (the process died
 *   mid-send); the mail may have gone out, so it is sent again only when asked
 *   (`includeUncertain`), or marked sent once the mail server's log shows it was delivered
 *   (`markSent`).
 */
import { summarize } from '../pricing';
import type { QuotationPackage } from '../types';
import { storedContact } from './fields';
import { composeQuotationMail, type MailAddress } from './mail';
import type { SendMail } from './send';
import { listUnsent, markSending, recordAttempt, type QuotationStore, type StoredQuotation } from './store';

export interface ResendResult {
  sent: string[];
  failed: Array<{ id: string; error: string }>;
  /** Left to the endpoint: too recent to tell from a send in progress. */
  inFlight: Array<{ id: string; since: string }>;
  /** Interrupted mid-send: maybe delivered, not sent again. */
  uncertain: Array<{ id: string; since: string }>;
  /** Marked sent on the operator's word (markSent). */
  markedSent: string[];
}

/**
 * A request newer than this may be in the endpoint's hands right now (an SMTP transaction is
 * bounded by send.ts's time-outs, 20 s at most); it is left alone this long.
 */
export const IN_FLIGHT_GRACE_MS = 60_000;

/** Whether the request has nothing left to do (sent, or suspected spam: never mailed). */
const isSettled = (record: StoredQuotation) => record.status === 'sent' || record.status === 'spam';

/** What mailing a stored request needs. */
export interface MailingDeps {
  store: QuotationStore;
  packages: QuotationPackage[];
  send: SendMail;
  from: MailAddress;
  salesEmail: string;
  now?: () => Date;
}

const emptyResult = (): ResendResult => ({ sent: [], failed: [], inFlight: [], uncertain: [], markedSent: [] });

/**
 * Mails one stored request through the usual path: prices recomputed from its items and the
 * build's packages, marked `sending` before SMTP and `sent` or `unsent` after (store.ts).
 */
async function mailStored(deps: MailingDeps, record: StoredQuotation, result: ResendResult): Promise<void> {
  const clock = () => deps.now?.() ?? new Date();
  const known = new Set(deps.packages.map((pkg) => pkg.databaseId));
  const missing = record.items.filter((item) => !known.has(item.packageId)).map((item) => item.packageId);
  if (missing.length) {
    const error = `package(s) ${missing.join(', ')} no longer exist in this build`;
    await recordAttempt(deps.store, record, { sent: false, error });
    result.failed.push({ id: record.id, error });
    return;
  }
  const summary = summarize(deps.packages, record.items);
  const sending = await markSending(deps.store, record, clock());
  try {
    await deps.send(
      composeQuotationMail(storedContact(record.contact), summary, record.id, { from: deps.from, salesEmail: deps.salesEmail }),
    );
  } catch (error) {
    const message = (error as Error).message;
    await recordAttempt(deps.store, sending, { sent: false, error: message });
    result.failed.push({ id: record.id, error: message });
    return;
  }
  await recordAttempt(deps.store, sending, { sent: true, at: clock() });
  result.sent.push(record.id);
}

export async function resendUnsent(
  deps: MailingDeps & {
    graceMs?: number;
    /** Send the uncertain ones again too (true: all; a list: those ids). */
    includeUncertain?: boolean | readonly string[];
    /** Record these ids as sent without mailing them (the mail server's log shows them delivered). */
    markSent?: readonly string[];
  },
): Promise<ResendResult> {
  const result = emptyResult();
  const clock = () => deps.now?.() ?? new Date();
  const now = clock().getTime();
  const grace = deps.graceMs ?? IN_FLIGHT_GRACE_MS;
  const markSent = new Set(deps.markSent ?? []);
  const include = (id: string) =>
    deps.includeUncertain === true || (Array.isArray(deps.includeUncertain) && deps.includeUncertain.includes(id));
  for (const record of await listUnsent(deps.store)) {
    if (isSettled(record)) continue;
    if (markSent.has(record.id)) {
      await recordAttempt(deps.store, record, { sent: true, at: clock() });
      result.markedSent.push(record.id);
      continue;
    }
    const since = record.status === 'sending' ? (record.sendingSince ?? record.receivedAt) : record.receivedAt;
    const recent = now - Date.parse(since) < grace;
    if (record.status === 'sending' || record.attempts === 0) {
      if (recent) {
        result.inFlight.push({ id: record.id, since });
        continue;
      }
      if (record.status === 'sending' && !include(record.id)) {
        result.uncertain.push({ id: record.id, since });
        continue;
      }
    }
    await mailStored(deps, record, result);
  }
  for (const id of markSent)
    if (!result.markedSent.includes(id)) result.failed.push({ id, error: 'no such request waiting to be mailed (--mark-sent)' });
  return result;
}

/** Whether anything is left that is not mailed for certain (the command's exit status 1). */
export const hasUnsent = (result: ResendResult) => result.failed.length + result.inFlight.length + result.uncertain.length > 0;

/** The requests stored as suspected spam (never mailed), oldest first: `npm run quotes:resend -- --spam`. */
export async function listSpam(store: QuotationStore): Promise<StoredQuotation[]> {
  return (await store.list()).filter((record) => record.status === 'spam');
}

/**
 * Mails suspected spam that was a person after all (`--release id …`): each request goes back to
 * `unsent` first, durably, with the sign it had kept as `releasedFrom`, and is then mailed through
 * the usual path. A crash after that first write leaves an ordinary unsent request, which the next
 * resend mails; one during the send leaves it `sending`, uncertain, as any other.
 */
export async function releaseSpam(deps: MailingDeps, ids: readonly string[]): Promise<ResendResult> {
  const result = emptyResult();
  const spam = new Map((await listSpam(deps.store)).map((record) => [record.id, record]));
  for (const id of new Set(ids)) {
    const record = spam.get(id);
    if (!record) {
      result.failed.push({ id, error: 'no request stored as suspected spam has this id (--release)' });
      continue;
    }
    const released: StoredQuotation = {
      ...record,
      status: 'unsent',
      spam: null,
      releasedFrom: record.spam ?? 'spam',
      releasedAt: (deps.now?.() ?? new Date()).toISOString(),
    };
    await deps.store.put(released);
    await mailStored(deps, released, result);
  }
  return result;
}
