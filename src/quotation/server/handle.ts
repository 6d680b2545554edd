/**
 * POST /api/package-quotation (spec §7), without the HTTP framework: the request's parsed
 * multipart fields in, a status and {isValid, message} out. Order matters: validate everything,
 * recompute every price, store the request, then mail; the answer says whether the mail went out.
 */
import { summarize } from '../pricing';
import type { QuotationPackage } from '../types';
import { parseSubmittedQuotation } from '../validation';
import { readContact } from './fields';
import { composeQuotationMail, type MailAddress } from './mail';
import type { SendMail } from './send';
import { newQuotationId, recordAttempt, type QuotationStore, type StoredQuotation } from './store';

export interface QuotationAnswer {
  status: number;
  body: { isValid: boolean; message: string };
}

export interface QuotationDeps {
  packages: () => Promise<QuotationPackage[]>;
  store: QuotationStore;
  send: SendMail;
  from: MailAddress;
  salesEmail: string;
  now?: () => Date;
  log?: (line: string) => void;
}

export const ANSWERS = {
  done: 'Bedankt! We hebben je offerte gemaild. Een adviseur neemt binnen twee werkdagen contact met je op.',
  mailFailed: 'Je aanvraag is ontvangen, maar de offerte kon nu niet worden gemaild. We sturen hem zo snel mogelijk na.',
  method: 'Verstuur de offerte met het formulier op de offertepagina.',
  tooLarge: 'De aanvraag is te groot.',
  files: 'Bij een offerteaanvraag kunnen geen bestanden worden meegestuurd.',
  unavailable: 'De offerte kan nu niet worden verwerkt. Probeer het later opnieuw of neem contact op.',
} as const;

/** The largest request body accepted (the fields, the items' JSON and multipart overhead). */
export const MAX_BODY_BYTES = 64 * 1024;

const invalid = (status: number, message: string): QuotationAnswer => ({ status, body: { isValid: false, message } });

export interface QuotationRequest {
  method: string | undefined;
  contentLength: number | null;
  body: unknown;
  fileCount: number;
}

export async function handleQuotationRequest(request: QuotationRequest, deps: QuotationDeps): Promise<QuotationAnswer> {
  const log = deps.log ?? ((line) => console.error(line));
  if (request.method !== 'POST') return invalid(405, ANSWERS.method);
  if (request.contentLength !== null && request.contentLength > MAX_BODY_BYTES) return invalid(413, ANSWERS.tooLarge);
  if (request.fileCount > 0) return invalid(400, ANSWERS.files);
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

  const contact = readContact(body);
  if (!contact.ok) return invalid(400, contact.message);

  let packages: QuotationPackage[];
  try {
    packages = await deps.packages();
  } catch (error) {
    log(`[quotation] the build's packages could not be read: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }
  const quotation = typeof body.quotation === 'string' ? body.quotation : undefined;
  const parsed = parseSubmittedQuotation(quotation ?? null, packages);
  if (!parsed.ok) return invalid(400, parsed.message);

  const summary = summarize(packages, parsed.items);
  const now = deps.now?.() ?? new Date();
  const record: StoredQuotation = {
    id: newQuotationId(now),
    receivedAt: now.toISOString(),
    contact: contact.contact,
    items: parsed.items,
    monthlyCents: summary.monthlyCents,
    onceCents: summary.onceCents,
    status: 'unsent',
    sentAt: null,
    attempts: 0,
    lastError: null,
  };
  try {
    await deps.store.put(record);
  } catch (error) {
    log(`[quotation] request could not be stored in ${deps.store.location}: ${(error as Error).message}`);
    return invalid(503, ANSWERS.unavailable);
  }

  const mail = composeQuotationMail(record.contact, summary, record.id, { from: deps.from, salesEmail: deps.salesEmail });
  try {
    await deps.send(mail);
  } catch (error) {
    const message = (error as Error).message;
    log(`[quotation] ${record.id} stored but not mailed (npm run quotes:resend sends it later): ${message}`);
    await recordAttempt(deps.store, record, { sent: false, error: message }).catch(() => undefined);
    return invalid(502, ANSWERS.mailFailed);
  }
  await recordAttempt(deps.store, record, { sent: true, at: deps.now?.() }).catch((error: Error) =>
    log(`[quotation] ${record.id} mailed, but could not be marked sent: ${error.message}`),
  );
  return { status: 200, body: { isValid: true, message: ANSWERS.done } };
}
