/**
 * The quotation endpoint on the built, served site: POST
 * /api/package-quotation as the dialog does (multipart: form 5's fields, `quotation` = JSON of
 * the items, `form_id`). A valid request is answered 200 {isValid: true}, stored on disk and
 * mailed — the mail in the stand-in's mailbox states the totals summarize() computes; tampered
 * requests are refused with 400 {isValid: false} and a Dutch message. (A mail server that is
 * down and the resend: src/quotation/server/handle.test.ts, against a local SMTP server.)
 *
 * The served site must mail to the test stand-in's sink: scripts/test.mjs starts the site server (scripts/serve.ts)
 * with SMTP_URL (or WORDPRESS_SMTP_PORT) set to the test SMTP port.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { summarize } from '../src/quotation/pricing';
import { MESSAGES } from '../src/quotation/validation';
import { FIELD_MESSAGES } from '../src/quotation/server/fields';
import { ANSWERS } from '../src/quotation/server/handle';
import { quotationConfig } from '../src/quotation/server/config';
import { loadPackages, loadQuotationBuild } from '../src/quotation/server/packages';
import { normalizeForm } from '../src/forms/normalize';
import type { StoredQuotation } from '../src/quotation/server/store';
import { SITE_URL } from './browser';
import { findMail, stamp, WORDPRESS_ORIGIN } from '../mocks/testing/expect-helpers';
import { SAMPLE_ITEMS, item } from '../mocks/testing/quotation';
import { fromSitePage, quotationForm } from '../mocks/testing/quotation-requests';

const ROOT = path.resolve(__dirname, '..');
const ENDPOINT = new URL('/api/package-quotation', SITE_URL).href;
const settings = quotationConfig(process.env, ROOT);

const ITEMS = SAMPLE_ITEMS;

const form = (email: string, quotation: string, change: Record<string, string | null> = {}) =>
  quotationForm(email, { quotation, ...change });

async function post(data: FormData) {
  const response = await fetch(ENDPOINT, { method: 'POST', body: data, headers: fromSitePage(SITE_URL) });
  return { status: response.status, body: (await response.json()) as { isValid: boolean; message: string } };
}

function storedFor(email: string): StoredQuotation[] {
  if (!existsSync(settings.storeDir)) return [];
  return readdirSync(settings.storeDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(settings.storeDir, name), 'utf8')) as StoredQuotation)
    .filter((record) => record.contact.email === email);
}

describe('the build’s quotation data', () => {
  it('holds form 5 as the quotation page renders it: the build read the sourced node the way the page’s query does', async () => {
    const { form } = await loadQuotationBuild(settings.packagesFile);
    const page = JSON.parse(readFileSync(path.join(ROOT, 'public/page-data/offerte-aanvragen/page-data.json'), 'utf8')) as {
      result: unknown;
    };
    const found: unknown[] = [];
    JSON.stringify(page.result, (key, value: unknown) => {
      if (key === 'quotationForm' && value) found.push(value);
      return value;
    });
    expect(found).toHaveLength(1);
    const rendered = normalizeForm(found[0] as Parameters<typeof normalizeForm>[0], { wordpressUrl: WORDPRESS_ORIGIN });
    // The page's HTML settings (descriptions, consent label, confirmations) went through the build's sanitizer, the file's did not: the endpoint reads no HTML.
    const withoutHtml = (definition: typeof rendered) => ({
      ...definition,
      description: '',
      confirmations: [],
      fields: definition.fields.map((field) => ({ ...field, description: '', checkboxLabel: '', content: '' })),
    });
    expect(form).not.toBeNull();
    expect(withoutHtml(form!)).toEqual(withoutHtml(rendered));
    expect(form!.fields.map((field) => field.label)).toEqual([
      'Naam',
      'Telefoonnummer',
      'Bedrijfsnaam',
      'E-mailadres',
      'Opmerkingen',
      'Toestemming',
    ]);
  });
});

describe('POST /api/package-quotation on the served site', () => {
  it('accepts a valid quotation: stored on disk, mailed with the totals of the summary', async () => {
    const email = `offerte.${stamp()}@example.nl`;
    const answer = await post(form(email, JSON.stringify(ITEMS)));
    if (answer.status === 502) {
      throw new Error(
        `The served site stored the request but could not mail it ('${answer.body.message}'): the site server must run with ` +
          "SMTP_URL=smtp://127.0.0.1:<the stand-in's SMTP port> (scripts/test.mjs: TEST_SMTP_PORT).",
      );
    }
    expect(answer).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });

    const packages = await loadPackages(settings.packagesFile);
    const expected = summarize(packages, ITEMS);
    expect(expected.monthlyCents).toBe(37135);
    expect(expected.onceCents).toBe(7500);

    const [stored] = storedFor(email);
    expect(stored).toMatchObject({ status: 'sent', monthlyCents: 37135, onceCents: 7500, items: ITEMS });

    const message = await findMail(WORDPRESS_ORIGIN, (candidate) => candidate.to.includes(email), 'the quotation mail in /mailbox/');
    expect(message.cc).toContain(settings.salesEmail);
    for (const body of [message.text, message.html]) {
      for (const total of expected.totals) expect(body).toContain(total.price);
      for (const line of [...expected.lines, ...expected.setupLines]) expect(body).toContain(line.price);
      expect(body).toContain('excl. BTW');
    }
  });

  it.each<[string, (email: string) => FormData, string]>([
    [
      'changed prices',
      (email) => form(email, JSON.stringify([{ ...ITEMS[0], monthlyCents: 100, onceCents: 0 }, ITEMS[1]])),
      MESSAGES.price('VPS Bronze'),
    ],
    [
      'an amount over the maximum',
      (email) => form(email, JSON.stringify([{ ...ITEMS[0], amount: 100 }])),
      MESSAGES.amount('VPS Bronze', 1),
    ],
    ['an unknown package', (email) => form(email, JSON.stringify([item(999_999, { os: 'debian' })])), MESSAGES.unknownPackage(999_999)],
    ['malformed JSON', (email) => form(email, '[{"packageId": 2003,'), MESSAGES.malformed],
    ['a missing e-mail', () => form('', JSON.stringify(ITEMS)), FIELD_MESSAGES.email],
  ])('refuses %s with 400 and a clear Dutch message, and stores nothing', async (_, build, message) => {
    const email = `geweigerd.${stamp()}@example.nl`;
    expect(await post(build(email))).toEqual({ status: 400, body: { isValid: false, message } });
    expect(storedFor(email)).toEqual([]);
  });
});
