/**
 * POST /api/package-quotation (docs/behaviour/packages-and-quotation.md#the-endpoint), without the HTTP framework: the request's parsed
 * multipart fields in, a status and {isValid, message} out. Order matters:
 * 1. only the site's own pages (abuse.ts isSiteOrigin), else 403;
 * 2. validate everything against the build's form 5 and packages, recompute every price (400);
 * 3. the client's rate limit (429; limits.ts), then the quiet spam signs (abuse.ts spamSign): a
 *    suspected bot gets the answer a person gets, its request is stored flagged and not mailed;
 *    a request whose only sign is its speed is a person's as long as its client stays within the
 *    quick limit (limits.ts): mailed, and marked quick in the store and the log;
 * 4. the site's cap and the recipient's limit (429): they guard the mail, so only requests that
 *    would be mailed count;
 * 5. store the request, mark it `sending`, mail it, record the outcome (store.ts: exactly once as
 *    far as SMTP allows); the answer says whether the mail went out.
 * Every refusal is logged (without the address), never mailed.
 */
import type { FormDefinition } from '../../forms/types';
import { summarize } from '../pricing';
import { parseSubmittedQuotation } from '../validation';
import { fillTimeMs, isSiteOrigin, spamSign, type RequestOrigin, type SpamSign } from './abuse';
import { formTakesQuotes, readContact } from './fields';
import { clientKey, recipientKey, type LimitDecision, type LimitScope, type QuotationLimiter } from './limits';
import { composeQuotationMail, type MailAddress } from './mail';
import type { QuotationBuild } from './packages';
import type { SendMail } from './send';
import { markSending, newQuotationId, recordAttempt, sweepExpiredSpam, type QuotationStore, type StoredQuotation } from './store';

export interface QuotationAnswer {
  status: number;
  body: { isValid: boolean; message: string };
  /** Headers of the answer beyond the API's own (Retry-After of a 429). */
  headers?: Record<string, string>;
}

export interface QuotationDeps {
  /** The build's packages and form 5 (packages.ts loadQuotationBuild). */
  build: () => Promise<QuotationBuild>;
  store: QuotationStore;
  send: SendMail;
  from: MailAddress;
  salesEmail: string;
  now?: () => Date;
  log?: (line: string) => void;
  /** Origins besides the request's own that may post (SITE_URL, QUOTATION_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** The rate limits; null: none (tests of other things). */
  limiter: QuotationLimiter | null;
  /** The speed check's threshold (abuse.ts spamSign); 0: off. */
  minFillMs?: number;
  /** How long suspected spam is kept (store.ts sweepExpiredSpam, after each stored request); unset: for ever (tests of other things). */
  spamRetentionMs?: number;
}

export const ANSWERS = {
  done: 'Bedankt! We hebben je offerte gemaild. Een adviseur neemt binnen twee werkdagen contact met je op.',
  mailFailed: 'Je aanvraag is ontvangen, maar de offerte kon nu niet worden gemaild. We sturen hem zo snel mogelijk na.',
  method: 'Verstuur de offerte met het formulier op de offertepagina.',
  tooLarge: 'De aanvraag is te groot.',
  files: 'Bij een offerteaanvraag kunnen geen bestanden worden meegestuurd.',
  unavailable: 'De offerte kan nu niet worden verwerkt. Probeer het later opnieuw of neem contact op.',
  /** The build found no form 5 with an e-mail field in WordPress: no quote can be mailed until it has one. */
  noForm: 'Offertes kunnen nu niet per e-mail worden verstuurd. Neem contact met ons op, dan maken we de offerte voor je.',
  /** A request from another site's page, or from no page at all. */
  origin: 'Vraag de offerte aan met het formulier op de offertepagina van onze website.',
  limited: {
    client: (wait: string) => `Je hebt in korte tijd veel offertes aangevraagd. Probeer het over ${wait} opnieuw of neem contact op.`,
    recipient: (wait: string) =>
      `Naar dit e-mailadres is kort geleden al een offerte gestuurd. Probeer het over ${wait} opnieuw of neem contact op.`,
    global: (wait: string) => `Er worden nu erg veel offertes aangevraagd. Probeer het over ${wait} opnieuw of neem contact op.`,
  },
} as const;

/** A wait in Dutch, rounded up to whole minutes (hours from two on). */
export function dutchWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '1 minuut';
  if (minutes < 120) return `${minutes} minuten`;
  return `${Math.ceil(minutes / 60)} uur`;
}

const limited = (scope: keyof typeof ANSWERS.limited, retryAfterSeconds: number): QuotationAnswer => ({
  status: 429,
  body: { isValid: false, message: ANSWERS.limited[scope](dutchWait(retryAfterSeconds)) },
  headers: { 'Retry-After': String(retryAfterSeconds) },
});

/** The largest request body accepted (the fields, the items' JSON and multipart overhead). */
export const MAX_BODY_BYTES = 64 * 1024;

const invalid = (status: number, message: string): QuotationAnswer => ({ status, body: { isValid: false, message } });

export interface QuotationRequest {
  method: string | undefined;
  contentLength: number | null;
  body: unknown;
  fileCount: number;
  /** Origin, Sec-Fetch-Site and Host of the request. */
  origin: RequestOrigin;
  /** The client's address (package-quotation.ts: the socket's, or the platform's header). */
  clientAddress: string | null;
}

/**
 * The quiet spam signs (abuse.ts spamSign), and what speed alone means: a request that is only
 * quick is a person's while its client stays within the quick limit (or there are no limits).
 */
async function spamSigns(
  body: Record<string, unknown>,
  form: FormDefinition,
  clientAddress: string | null,
  deps: QuotationDeps,
  now: Date,
) {
  const signed = spamSign(body, form, deps.minFillMs);
  const quick: LimitDecision | null =
    signed === 'too-fast' && deps.limiter ? await deps.limiter.take('quick', clientKey(clientAddress), now.getTime()) : null;
  const quickPerson = signed === 'too-fast' && (!quick || quick.ok);
  const sign: SpamSign | null = quickPerson ? null : signed;
  return { sign, quick, quickPerson };
}

/**
 * The limits that guard the mail: the site's cap, then the recipient's (429 when one refuses).
 * They and the quick limit count mails, so a request refused here gives back the places it took.
 */
async function mailLimits(
  take: (scope: LimitScope, key: string) => Promise<LimitDecision | null>,
  email: string,
  quick: LimitDecision | null,
): Promise<QuotationAnswer | null> {
  const site = await take('global', 'site');
  const release = async () => {
    for (const decision of [site, quick]) if (decision?.ok) await decision.release().catch(() => undefined);
  };
  if (site && !site.ok) {
    await release();
    return limited('global', site.retryAfterSeconds);
  }
  const recipient = await take('recipient', recipientKey(email));
  if (recipient && !recipient.ok) {
    await release();
    return limited('recipient', recipient.retryAfterSeconds);
  }
  return null;
}

/**
 * Mails a stored request exactly once as far as SMTP allows (store.ts): marked sending, sent,
 * recorded. The 502 answer when it could not be mailed (it stays stored for quotes:resend), else null.
 */
async function mailStoredRequest(
  record: StoredQuotation,
  summary: ReturnType<typeof summarize>,
  deps: QuotationDeps,
  log: (line: string) => void,
): Promise<QuotationAnswer | null> {
  const mail = composeQuotationMail(record.contact, summary, record.id, { from: deps.from, salesEmail: deps.salesEmail });
  let sending: StoredQuotation;
  try {
    sending = await markSending(deps.store, record, deps.now?.());
  } catch (error) {
    // Stored, but not mailed: without the mark a crash mid-send could not be told from a send that never began.
    log(
      `[quotation] ${record.id} stored but not mailed (npm run quotes:resend sends it later): could not be marked sending: ${(error as Error).message}`,
    );
    return invalid(502, ANSWERS.mailFailed);
  }
  try {
    await deps.send(mail);
  } catch (error) {
    const message = (error as Error).message;
    log(`[quotation] ${record.id} stored but not mailed (npm run quotes:resend sends it later): ${message}`);
    await recordAttempt(deps.store, sending, { sent: false, error: message }).catch(() => undefined);
    return invalid(502, ANSWERS.mailFailed);
  }
  await recordAttempt(deps.store, sending, { sent: true, at: deps.now?.() }).catch((error: Error) =>
    log(`[quotation] ${record.id} mailed, but could not be marked sent: ${error.message}`),
  );
  return null;
}

/**
 * As Gravity Forms with honeypotAction 'spam': suspected spam is kept for a person to look at and
 * never mailed (the caller answers as usual), up to the site's cap of stored spam, beyond which it
 * is only counted in the log. `why` names the sign.
 */
async function storeSpam(record: StoredQuotation, why: string, deps: QuotationDeps, now: Date, log: (line: string) => void) {
  const cap = deps.limiter ? await deps.limiter.take('spam', 'site', now.getTime()).catch(() => null) : null;
  if (cap && !cap.ok) {
    log(`[quotation] suspected spam (${why}) beyond the cap of stored spam: answered, not stored, not mailed`);
    return;
  }
  try {
    await deps.store.put(record);
    log(`[quotation] ${record.id} suspected spam (${why}): stored flagged, not mailed`);
  } catch (error) {
    log(`[quotation] suspected spam (${why}) could not be stored: ${(error as Error).message}`);
  }
}

export async function handleQuotationRequest(request: QuotationRequest, deps: QuotationDeps): Promise<QuotationAnswer> {
  const log = deps.log ?? ((line) => console.error(line));
  // RFC 9110 §15.5.6: a 405 names the methods the resource takes.
  if (request.method !== 'POST') return { ...invalid(405, ANSWERS.method), headers: { Allow: 'POST' } };
  if (!isSiteOrigin(request.origin, deps.allowedOrigins ?? [])) {
    log(
      `[quotation] refused (403): a request from ${JSON.stringify(request.origin.origin ?? null)} (Sec-Fetch-Site ${JSON.stringify(request.origin.secFetchSite ?? null)}), not a page of the site`,
    );
    return invalid(403, ANSWERS.origin);
  }
  if (request.contentLength !== null && request.contentLength > MAX_BODY_BYTES) return invalid(413, ANSWERS.tooLarge);
  if (request.fileCount > 0) return invalid(400, ANSWERS.files);
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

  let build: QuotationBuild;
  try {
    build = await deps.build();
  } catch (error) {
    log(`[quotation] the build's quotation data could not be read: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }
  const { packages, form } = build;
  if (!formTakesQuotes(form)) {
    log(
      `[quotation] refused (503): the build has ${form ? 'a form 5 without an e-mail field' : 'no form 5'} (Gravity Forms); add it in WordPress and build again`,
    );
    return invalid(503, ANSWERS.noForm);
  }
  const contact = readContact(body, form);
  if (!contact.ok) return invalid(400, contact.message);

  const quotation = typeof body.quotation === 'string' ? body.quotation : undefined;
  const parsed = parseSubmittedQuotation(quotation ?? null, packages);
  if (!parsed.ok) return invalid(400, parsed.message);

  const now = deps.now?.() ?? new Date();
  const take = async (scope: LimitScope, key: string) => {
    const decision = deps.limiter ? await deps.limiter.take(scope, key, now.getTime()) : null;
    if (decision && !decision.ok) log(`[quotation] refused (429): the ${scope} limit, retry after ${decision.retryAfterSeconds} s`);
    return decision;
  };
  let client: Awaited<ReturnType<typeof take>>;
  try {
    client = await take('client', clientKey(request.clientAddress));
  } catch (error) {
    log(`[quotation] the rate limits could not be read: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }
  if (client && !client.ok) return limited('client', client.retryAfterSeconds);

  const summary = summarize(packages, parsed.items);
  let signs: Awaited<ReturnType<typeof spamSigns>>;
  try {
    signs = await spamSigns(body, form, request.clientAddress, deps, now);
  } catch (error) {
    log(`[quotation] the rate limits could not be read: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }
  const { sign, quick, quickPerson } = signs;
  const record: StoredQuotation = {
    id: newQuotationId(now),
    receivedAt: now.toISOString(),
    contact: contact.contact,
    items: parsed.items,
    monthlyCents: summary.monthlyCents,
    onceCents: summary.onceCents,
    status: sign ? 'spam' : 'unsent',
    sentAt: null,
    attempts: 0,
    lastError: null,
    ...(sign ? { spam: sign } : {}),
    ...(quickPerson ? { quickFillMs: fillTimeMs(body) } : {}),
  };
  const sweep = () => (deps.spamRetentionMs ? sweepExpiredSpam(deps.store, deps.spamRetentionMs, now.getTime(), log) : undefined);
  if (sign) {
    await storeSpam(record, `${sign}${quick ? ', beyond the quick limit' : ''}`, deps, now, log);
    await sweep();
    return { status: 200, body: { isValid: true, message: ANSWERS.done } };
  }

  let refused: QuotationAnswer | null;
  try {
    refused = await mailLimits(take, contact.contact.email, quick);
  } catch (error) {
    log(`[quotation] the rate limits could not be read: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }
  if (refused) return refused;

  try {
    await deps.store.put(record);
  } catch (error) {
    log(`[quotation] request could not be stored in ${deps.store.location}: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }

  if (record.quickFillMs !== undefined) {
    log(
      `[quotation] ${record.id} sent ${record.quickFillMs ?? '?'} ms after the form appeared (under ${deps.minFillMs} ms): a person's as far as the quick limit goes, mailed`,
    );
  }
  const mailed = await mailStoredRequest(record, summary, deps, log);
  if (mailed) return mailed;
  // After the mail: the visitor's quotation does not wait for the housekeeping.
  await sweep();
  return { status: 200, body: { isValid: true, message: ANSWERS.done } };
}
