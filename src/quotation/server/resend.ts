/**
 * Sends every stored request that is still unsent (the mail server was down when it came in):
 * the logic of `npm run quotes:resend`. Prices are recomputed from the stored items and the
 * current build's packages; a request whose packages are gone stays unsent and is reported.
 */
import { summarize } from '../pricing';
import type { QuotationPackage } from '../types';
import { composeQuotationMail, type MailAddress } from './mail';
import type { SendMail } from './send';
import { listUnsent, recordAttempt, type QuotationStore } from './store';

export interface ResendResult {
  sent: string[];
  failed: Array<{ id: string; error: string }>;
}

/**
 * A request nobody tried to mail yet (attempts 0) may be in the endpoint's hands right now;
 * it is left alone this long after it came in, so a resend never mails it twice.
 */
export const IN_FLIGHT_GRACE_MS = 60_000;

export async function resendUnsent(deps: {
  store: QuotationStore;
  packages: QuotationPackage[];
  send: SendMail;
  from: MailAddress;
  salesEmail: string;
  now?: () => Date;
}): Promise<ResendResult> {
  const result: ResendResult = { sent: [], failed: [] };
  const known = new Set(deps.packages.map((pkg) => pkg.databaseId));
  const now = (deps.now?.() ?? new Date()).getTime();
  for (const record of await listUnsent(deps.store)) {
    if (record.attempts === 0 && now - Date.parse(record.receivedAt) < IN_FLIGHT_GRACE_MS) continue;
    const missing = record.items.filter((item) => !known.has(item.packageId)).map((item) => item.packageId);
    if (missing.length) {
      const error = `package(s) ${missing.join(', ')} no longer exist in this build`;
      await recordAttempt(deps.store, record, { sent: false, error });
      result.failed.push({ id: record.id, error });
      continue;
    }
    const summary = summarize(deps.packages, record.items);
    try {
      await deps.send(composeQuotationMail(record.contact, summary, record.id, { from: deps.from, salesEmail: deps.salesEmail }));
    } catch (error) {
      const message = (error as Error).message;
      await recordAttempt(deps.store, record, { sent: false, error: message });
      result.failed.push({ id: record.id, error: message });
      continue;
    }
    await recordAttempt(deps.store, record, { sent: true });
    result.sent.push(record.id);
  }
  return result;
}
