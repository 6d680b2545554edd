/**
 * A quotation request as the dialog sends it, for the e2e tests that post to the endpoint from
 * Node (quotation-api, faults, quotation-abuse, adapter-netlify): form 5's fields and the items
 * (mocks/testing/quotation-fuzz.ts VALID_QUOTATION, nine seconds to fill in), and the Origin a page of
 * the site gives its POST (src/quotation/server/abuse.ts refuses any other).
 */
import { VALID_QUOTATION } from './quotation-fuzz';
import { FIELD_KEYS } from './quotation';

/** The valid request's fields for `email`, with changes (null removes a field), as multipart form data. */
export function quotationForm(email: string, change: Record<string, string | null> = {}): FormData {
  const values: Record<string, string | null> = { ...VALID_QUOTATION, [FIELD_KEYS.email]: email, ...change };
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) data.append(key, value);
  return data;
}

/** The headers of a POST from one of the site's pages at `siteUrl`. */
export const fromSitePage = (siteUrl: string) => ({ origin: new URL(siteUrl).origin, 'sec-fetch-site': 'same-origin' });
