/**
 * The browser's one call for the quotation (docs/behaviour/calls-and-roles.md#calls-the-browser-makes): POST /api/package-quotation as multipart
 * form data, with the dialog's form fields exactly as the form engine sends them to Gravity
 * Forms (src/forms/body.ts), `quotation` (JSON of the items, with the prices the visitor saw:
 * the server recomputes them and refuses a request whose prices differ), `form_id`, and the two
 * spam signs of spam.ts: the honeypot's value under its field name and the time it took to fill in.
 *
 * It never rejects: every outcome is a QuotationResult, so the builder always lands in a view.
 */
import { buildBody } from '../forms/body';
import type { FormDefinition, FormValues } from '../forms/types';
import type { QuotationItem, QuotationPackage } from './types';
import { QUOTATION_FORM_ID } from './types';
import { toSubmittedItems } from './validation';
import { defaultFetch } from '../lib/fetch';
import { FILL_TIME_FIELD, honeypotInputName } from './spam';

export const QUOTATION_ENDPOINT = '/api/package-quotation';

export type QuotationResult =
  | { status: 'done'; message: string }
  /** httpStatus null: the request did not reach the server or its answer was not JSON. */
  | { status: 'failed'; httpStatus: number | null; message: string | null };

export interface SendQuotationOptions {
  fetch?: typeof fetch;
  endpoint?: string;
  signal?: AbortSignal;
  /** What the dialog saw: the honeypot's value and the milliseconds since the form appeared. */
  spam?: SpamSigns;
}

export interface SpamSigns {
  honeypot: string;
  fillMs: number;
}

/** The multipart body: the form's input_… entries, then `quotation`, `form_id` and the spam signs. */
export function quotationBody(
  definition: FormDefinition,
  values: FormValues,
  packages: readonly QuotationPackage[],
  items: readonly QuotationItem[],
  spam: SpamSigns = { honeypot: '', fillMs: 0 },
): FormData {
  const body = buildBody(definition, values);
  body.append('quotation', JSON.stringify(toSubmittedItems(packages, items)));
  body.append('form_id', String(definition.formId ?? QUOTATION_FORM_ID));
  body.append(honeypotInputName(definition.fields.map((field) => field.id)), spam.honeypot);
  body.append(FILL_TIME_FIELD, String(Math.max(0, Math.round(spam.fillMs))));
  return body;
}

/** Reads the endpoint's answer ({ isValid, message }, src/quotation/server/handle.ts). */
export function parseQuotationAnswer(httpStatus: number, body: unknown): QuotationResult {
  const answer = body && typeof body === 'object' ? (body as { isValid?: unknown; message?: unknown }) : null;
  const message = typeof answer?.message === 'string' && answer.message.trim() ? answer.message.trim() : null;
  if (httpStatus >= 200 && httpStatus < 300 && answer?.isValid === true && message) return { status: 'done', message };
  return { status: 'failed', httpStatus: answer ? httpStatus : null, message };
}

export async function sendQuotation(
  definition: FormDefinition,
  values: FormValues,
  packages: readonly QuotationPackage[],
  items: readonly QuotationItem[],
  options: SendQuotationOptions = {},
): Promise<QuotationResult> {
  const send = options.fetch ?? defaultFetch;
  let response: Response;
  try {
    response = await send(options.endpoint ?? QUOTATION_ENDPOINT, {
      method: 'POST',
      body: quotationBody(definition, values, packages, items, options.spam),
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch {
    return { status: 'failed', httpStatus: null, message: null };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return parseQuotationAnswer(response.status, body);
}
