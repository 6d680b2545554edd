/**
 * Who may ask for a quotation, and what looks like a bot (docs/caching-and-security.md, "Abuse protection of the quotation endpoint").
 *
 * Only the site's own pages may post: a browser puts `Origin` on every POST (Fetch standard,
 * "append a request `Origin` header") and, where it supports Fetch Metadata, `Sec-Fetch-Site`.
 * A form or fetch on another site therefore arrives with that site's origin, or `cross-site`, and
 * is refused; no CORS header is ever sent, so no other site can read an answer either. A request
 * without `Origin` comes from no browser page at all (a script), and is refused too: a script can
 * forge the header, which is what the rate limits are for.
 */
import type { FormDefinition } from '../../forms/types';
import { DEFAULT_MIN_FILL_MS, FILL_TIME_FIELD, honeypotInputName } from '../spam';
import { fieldValue } from './raw-body';

export interface RequestOrigin {
  /** The `Origin` header. */
  origin?: string | null;
  /** The `Sec-Fetch-Site` header. */
  secFetchSite?: string | null;
  /** The `Host` header: the site's own origin as the browser addressed it. */
  host?: string | null;
}

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** The configured origins (SITE_URL, QUOTATION_ALLOWED_ORIGINS) as origins; anything not a URL is dropped. */
export const allowedOrigins = (urls: readonly string[]): string[] =>
  urls.map(originOf).filter((origin): origin is string => origin !== null);

/**
 * Whether the request comes from one of the site's pages: its Origin is the configured site's,
 * one of the allowed ones, or the origin the request was sent to (the Host it names, over http
 * or https: behind a proxy the scheme is the proxy's to know).
 */
export function isSiteOrigin(request: RequestOrigin, allowed: readonly string[]): boolean {
  const origin = request.origin?.trim();
  if (!origin || origin === 'null') return false;
  const site = request.secFetchSite?.trim().toLowerCase();
  const listed = allowed.includes(origin);
  // Fetch Metadata: anything but same-origin is another site's page (or the address bar), unless listed.
  if (site && site !== 'same-origin' && !listed) return false;
  if (listed) return true;
  const host = request.host?.trim().toLowerCase();
  return Boolean(host) && (origin.toLowerCase() === `https://${host}` || origin.toLowerCase() === `http://${host}`);
}

/**
 * The quiet signs of a bot: the honeypot filled in; no fill time (every browser sends it: a script
 * posted this); or a fill time under the threshold. The last alone is a guess: a person whose
 * browser fills the form in one tap can be that quick, so handle.ts mails such a request under a
 * stricter limit of its own instead of dropping it.
 */
export type SpamSign = 'honeypot' | 'no-fill-time' | 'too-fast';

/** The honeypot of the dialog's form: the name the browser gives it (client.ts quotationBody), from the same definition. */
export const quotationHoneypot = (form: FormDefinition): string => honeypotInputName(form.fields.map((field) => field.id));

/** The milliseconds between the form appearing and its sending, as the browser sent them, or null. */
export function fillTimeMs(body: Record<string, unknown>): number | null {
  const raw = fieldValue(body, FILL_TIME_FIELD).trim();
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

/**
 * Why a valid-looking request is suspected spam, or null: the honeypot filled in, sent without
 * saying when the form appeared, or sooner than `minFillMs` after it (0: no speed check).
 */
export function spamSign(body: Record<string, unknown>, form: FormDefinition, minFillMs = DEFAULT_MIN_FILL_MS): SpamSign | null {
  if (fieldValue(body, quotationHoneypot(form)).trim() !== '') return 'honeypot';
  if (minFillMs <= 0) return null;
  const elapsed = fillTimeMs(body);
  if (elapsed === null) return 'no-fill-time';
  return elapsed < minFillMs ? 'too-fast' : null;
}
