/**
 * msw handlers for the quotation builder's one call (docs/behaviour/calls-and-roles.md#calls-the-browser-makes, src/quotation/client.ts):
 *
 *   POST {site}/api/package-quotation   multipart/form-data: the dialog's input_… fields, `quotation` (JSON of the items), `form_id`
 *
 * answered as the site's function answers it (src/quotation/server/handle.ts): `{ isValid, message }`.
 * Shared by Storybook (`parameters: { msw: [quotation.valid(capture)] }`) and Jest (msw/node).
 *
 * - valid        200 { isValid: true, message: ANSWERS.done }
 * - invalid      400 { isValid: false, message } (default: a message of the server's check, validation.ts MESSAGES)
 * - serverError  500 with no JSON (the function crashed: Express' plain error page)
 * - limited      429 { isValid: false, message } with Retry-After: the endpoint's rate limits (limits.ts)
 * - networkError a failed fetch (HttpResponse.error())
 * - slow         the valid (or another) answer after a delay ('infinite' never answers): the submitting state
 *
 * Each records the body in the Gravity Forms handlers' capture (captureSubmissions()): `formId` is
 * the body's form_id, `get('quotation')` the items' JSON, `get('input_11')` a form field.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../src/quotation/validation.ts';
import type { CapturedSubmission, SubmissionCapture } from './gravity-forms.ts';

/** Any origin: the builder posts to the site's own /api/package-quotation. */
export const QUOTATION_PATH = '*/api/package-quotation';

/**
 * The endpoint's answers, word for word (src/quotation/server/handle.ts ANSWERS; that module
 * reads the file system, so it is not bundled into Storybook: quotation.test.ts holds them equal).
 */
export const QUOTATION_ANSWERS = {
  done: 'Bedankt! We hebben je offerte gemaild. Een adviseur neemt binnen twee werkdagen contact met je op.',
  mailFailed: 'Je aanvraag is ontvangen, maar de offerte kon nu niet worden gemaild. We sturen hem zo snel mogelijk na.',
  unavailable: 'De offerte kan nu niet worden verwerkt. Probeer het later opnieuw of neem contact op.',
  /** ANSWERS.limited.client(dutchWait(3540)). */
  limitedClient: 'Je hebt in korte tijd veel offertes aangevraagd. Probeer het over 59 minuten opnieuw of neem contact op.',
} as const;

/** The invalid answer's default: the server found a price the visitor saw differ from its own. */
export const DEFAULT_INVALID_MESSAGE = MESSAGES.price('VPS Gold');

export interface QuotationHandlerOptions {
  /** The answer's message (valid: ANSWERS.done; invalid: DEFAULT_INVALID_MESSAGE). */
  message?: string;
  /** The HTTP status of an invalid answer (the endpoint uses 400, 413, 502 and 503); default 400. */
  status?: number;
}

export interface SlowQuotationOptions extends QuotationHandlerOptions {
  /** Milliseconds, or 'infinite' for a request that stays in flight; default 1500. */
  delayMs?: number | 'infinite';
  /** What comes after the delay; default 'valid'. */
  then?: 'valid' | 'invalid' | 'serverError' | 'networkError';
}

/** The multipart body as the Gravity Forms capture holds one (entries in order, a file by its name). */
async function readQuotation(request: Request): Promise<CapturedSubmission> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const entries: [string, string][] = [];
  const files: CapturedSubmission['files'] = [];
  const data = await request.formData().catch(() => new FormData());
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') files.push({ key, name: value.name, type: value.type, size: value.size });
    entries.push([key, typeof value === 'string' ? value : value.name]);
  }
  const all = (key: string) => entries.filter(([name]) => name === key).map(([, value]) => value);
  return {
    kind: 'submission',
    formId: Number(all('form_id')[0] ?? Number.NaN),
    url: request.url,
    contentType,
    entries,
    files,
    get: (key) => all(key)[0],
    getAll: all,
    keys: () => [...new Set(entries.map(([name]) => name))],
    toObject: () =>
      Object.fromEntries([...new Set(entries.map(([name]) => name))].map((key) => [key, all(key).length > 1 ? all(key) : all(key)[0]!])),
  };
}

type Answer = () => Response;

const answers = {
  valid:
    (options: QuotationHandlerOptions): Answer =>
    () =>
      HttpResponse.json({ isValid: true, message: options.message ?? QUOTATION_ANSWERS.done }, { status: 200 }),
  invalid:
    (options: QuotationHandlerOptions): Answer =>
    () =>
      HttpResponse.json({ isValid: false, message: options.message ?? DEFAULT_INVALID_MESSAGE }, { status: options.status ?? 400 }),
  limited: (): Answer => () =>
    HttpResponse.json({ isValid: false, message: QUOTATION_ANSWERS.limitedClient }, { status: 429, headers: { 'Retry-After': '3540' } }),
  serverError: (): Answer => () =>
    new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
  networkError: (): Answer => () => HttpResponse.error(),
};

function quotationHandler(capture: SubmissionCapture | undefined, answer: Answer, delayMs?: number | 'infinite'): HttpHandler {
  return http.post(QUOTATION_PATH, async ({ request }) => {
    capture?.record(await readQuotation(request));
    if (delayMs !== undefined) await delay(delayMs);
    return answer();
  });
}

export const quotation = {
  /** 200 { isValid: true, message }. */
  valid: (capture?: SubmissionCapture, options: QuotationHandlerOptions = {}) => quotationHandler(capture, answers.valid(options)),
  /** 400 (or `status`) { isValid: false, message }. */
  invalid: (capture?: SubmissionCapture, options: QuotationHandlerOptions = {}) => quotationHandler(capture, answers.invalid(options)),
  /** 429 { isValid: false, message } with Retry-After: one client asked for too many. */
  limited: (capture?: SubmissionCapture) => quotationHandler(capture, answers.limited()),
  /** 500 without JSON. */
  serverError: (capture?: SubmissionCapture) => quotationHandler(capture, answers.serverError()),
  /** The request fails (fetch rejects with a TypeError). */
  networkError: (capture?: SubmissionCapture) => quotationHandler(capture, answers.networkError()),
  /** The `then` answer (default valid) after `delayMs` (default 1500; 'infinite' never answers). */
  slow: (capture?: SubmissionCapture, { delayMs = 1500, then = 'valid', ...options }: SlowQuotationOptions = {}) =>
    quotationHandler(capture, then === 'valid' || then === 'invalid' ? answers[then](options) : answers[then](), delayMs),
};
