/**
 * The quotation endpoint driven like a bot, on a Function host of its own (scripts/serve.ts on the
 * e2e build) with low limits, a request store of its own and a real SMTP server in this process
 * that counts every message: each abuse is refused with its status and nothing is mailed, while a
 * real visitor's quotation in the same run is mailed.
 *
 * The host trusts `x-real-ip` for the client's address (QUOTATION_CLIENT_IP_HEADER, as behind a
 * proxy), so the test can be many clients; the browser sends none and counts as 127.0.0.1.
 * Limits: 3 per client, 2 per recipient, 1 quick request per client, 8 mails for the site, each
 * per hour; the speed check at Gravity Forms' 2000 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startTestSmtp, type TestSmtp } from '../mocks/testing/test-smtp';
import { quotationHoneypot } from '../src/quotation/server/abuse';
import { ANSWERS } from '../src/quotation/server/handle';
import { listQuotations } from '../src/quotation/server/store';
import { FILL_TIME_FIELD } from '../src/quotation/spam';
import { FIXTURE_QUOTATION_FORM } from '../mocks/testing/quotation';
import { launchChromium, stubThirdParties } from './browser';
import { stamp } from '../mocks/testing/expect-helpers';
import { quotesResend, startHost, stopHost, type Host } from './function-host-process';
import { fromSitePage, quotationForm } from '../mocks/testing/quotation-requests';

const QUOTATION_HONEYPOT = quotationHoneypot(FIXTURE_QUOTATION_FORM);

let host: Host;
let browser: Browser | undefined;
let dir: string;
let sink: TestSmtp;
/** The recipients (envelope) of every message the SMTP server took. */
const mailed: string[][] = [];
const tag = stamp();
const storeDir = () => path.join(dir, 'requests');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'quotation-abuse-'));
  sink = await startTestSmtp((_raw, rcptTo) => {
    mailed.push(rcptTo);
  });
  host = await startHost({
    QUOTATION_STORE_DIR: storeDir(),
    SMTP_URL: sink.url,
    QUOTATION_CLIENT_IP_HEADER: 'x-real-ip',
    QUOTATION_LIMIT_CLIENT: '3/1h',
    QUOTATION_LIMIT_RECIPIENT: '2/1h',
    QUOTATION_LIMIT_GLOBAL: '8/1h',
    QUOTATION_LIMIT_QUICK: '1/1h',
    QUOTATION_MIN_FILL_MS: '2000',
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stopHost(host);
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

const endpoint = () => `${host.url}/api/package-quotation`;
const mailsTo = (email: string) =>
  mailed.filter((recipients) => recipients.some((recipient) => recipient.toLowerCase() === email.toLowerCase())).length;

/** A bot's POST: from `client`, with these headers over a page of the site's own. */
async function bot(
  email: string,
  { client, change = {}, headers }: { client: string; change?: Record<string, string | null>; headers?: Record<string, string> },
) {
  const response = await fetch(endpoint(), {
    method: 'POST',
    body: quotationForm(email, change),
    headers: headers ?? { ...fromSitePage(host.url), 'x-real-ip': client },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { isValid: boolean; message: string } };
}

describe('only the site’s own pages may post', () => {
  it.each<[string, Record<string, string>]>([
    ['a form on another site (its Origin, cross-site)', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['our Origin forged, but the browser says cross-site', { origin: 'http://127.0.0.1', 'sec-fetch-site': 'cross-site' }],
    ['a script without Origin', {}],
  ])('%s: 403 with a Dutch message, no CORS header, nothing stored or mailed', async (_, headers) => {
    const email = `cross.${tag}@example.nl`;
    const answer = await bot(email, { client: '198.51.100.1', headers: { ...headers, 'x-real-ip': '198.51.100.1' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ isValid: false, message: ANSWERS.origin });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(mailsTo(email)).toBe(0);
  });

  it('a CORS preflight from another site is not granted', async () => {
    const response = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a real visitor and the bots around them', () => {
  it('a visitor who fills in the dialog in the browser gets the quotation mailed', async () => {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(page);
    await page.goto(`${host.url}/offerte-aanvragen/?Pakket=VPS%20Bronze`, { waitUntil: 'networkidle' });
    const row = page.getByRole('article', { name: 'VPS Bronze', exact: true });
    await row.waitFor();
    await row.getByLabel('Operating system').selectOption('debian');
    await page.getByTestId('quotation-summary').getByRole('button', { name: 'Mail mij de offerte' }).click();
    const form = page.getByRole('dialog', { name: 'Mail mij de offerte' });
    await form.waitFor();
    const opened = Date.now();
    const email = `bezoeker.${tag}@example.nl`;
    await form.getByLabel(/^Naam\b/).fill('Eva de Bezoeker');
    await form.getByLabel(/^Telefoonnummer\b/).fill('0612345678');
    await form.getByLabel(/^Bedrijfsnaam\b/).fill('Bezoek BV');
    await form.getByLabel(/^E-mailadres\b/).fill(email);
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
    // A person takes longer than the speed check's two seconds.
    await page.waitForTimeout(Math.max(0, 2500 - (Date.now() - opened)));
    await form.getByRole('button', { name: 'Verstuur offerte' }).click();
    await page.getByTestId('quotation-done').waitFor();
    expect(mailsTo(email)).toBe(1);
    expect((await listQuotations(storeDir())).find((record) => record.contact.email === email)).toMatchObject({ status: 'sent' });
  }, 60_000);

  it('a bot that fills the honeypot gets the answer a person gets; its request is stored flagged, not mailed', async () => {
    const email = `spam.honeypot.${tag}@example.nl`;
    const answer = await bot(email, { client: '198.51.100.2', change: { [QUOTATION_HONEYPOT]: 'https://spam.example' } });
    expect(answer).toMatchObject({ status: 200, body: { isValid: true, message: ANSWERS.done } });
    expect((await listQuotations(storeDir())).find((record) => record.contact.email === email)).toMatchObject({
      status: 'spam',
      spam: 'honeypot',
    });
    expect(mailsTo(email)).toBe(0);
  });

  it('a request sent 150 ms after the form appeared is a person’s (autofill): mailed, marked quick; the next quick one from that client is stored as spam', async () => {
    const quick = { [FILL_TIME_FIELD]: '150' };
    const first = `snel.${tag}@example.nl`;
    expect(await bot(first, { client: '198.51.100.3', change: quick })).toMatchObject({ status: 200, body: { message: ANSWERS.done } });
    expect(mailsTo(first)).toBe(1);
    expect((await listQuotations(storeDir())).find((record) => record.contact.email === first)).toMatchObject({
      status: 'sent',
      quickFillMs: 150,
    });
    const second = `spam.too-fast.${tag}@example.nl`;
    expect(await bot(second, { client: '198.51.100.3', change: quick })).toMatchObject({ status: 200, body: { message: ANSWERS.done } });
    expect(mailsTo(second)).toBe(0);
    expect((await listQuotations(storeDir())).find((record) => record.contact.email === second)).toMatchObject({
      status: 'spam',
      spam: 'too-fast',
    });
  });

  it('one recipient: the third quotation within the hour is refused with 429 and Retry-After, from any client', async () => {
    const email = `ontvanger.${tag}@example.nl`;
    expect((await bot(email, { client: '198.51.100.10' })).status).toBe(200);
    expect((await bot(email.toUpperCase(), { client: '198.51.100.11' })).status).toBe(200);
    const refused = await bot(email, { client: '198.51.100.12' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ isValid: false, message: ANSWERS.limited.recipient('60 minuten') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(mailsTo(email)).toBe(2);
  });

  it('one client: the fourth quotation within the hour is refused, to whatever address', async () => {
    for (const index of [1, 2, 3]) expect((await bot(`klant${index}.${tag}@example.nl`, { client: '198.51.100.20' })).status).toBe(200);
    const refused = await bot(`klant4.${tag}@example.nl`, { client: '198.51.100.20' });
    expect(refused).toMatchObject({ status: 429, body: { isValid: false, message: ANSWERS.limited.client('60 minuten') } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(mailsTo(`klant4.${tag}@example.nl`)).toBe(0);
  });

  it('the site: after 8 mails in the hour every new client and address is refused', async () => {
    expect((await bot(`laatste.${tag}@example.nl`, { client: '198.51.100.30' })).status).toBe(200);
    const refused = await bot(`teveel.${tag}@example.nl`, { client: '198.51.100.31' });
    expect(refused).toMatchObject({ status: 429, body: { isValid: false, message: ANSWERS.limited.global('60 minuten') } });
    // The visitor's, the quick one, two to one recipient, three from one client, the last one: eight, and nothing else.
    expect(mailed).toHaveLength(8);
  });

  it('logs every refusal, without the addresses', () => {
    const log = host.output();
    expect(log.match(/refused \(403\)/g)?.length).toBe(3);
    expect(log.match(/refused \(429\): the recipient limit/g)?.length).toBe(1);
    expect(log.match(/refused \(429\): the client limit/g)?.length).toBe(1);
    expect(log.match(/refused \(429\): the global limit/g)?.length).toBe(1);
    expect(log.match(/suspected spam \(honeypot\)/g)?.length).toBe(1);
    expect(log.match(/suspected spam \(too-fast, beyond the/g)?.length).toBe(1);
    expect(log.match(/sent 150 ms after the form appeared/g)?.length).toBe(1);
    expect(log).not.toContain('@example.nl');
  });

  it('quotes:resend lists the suspected spam, and mails one released as a person’s, once', async () => {
    const settings = { QUOTATION_STORE_DIR: storeDir(), SMTP_URL: sink.url };
    const listing = await quotesResend(settings, ['--spam']);
    expect(listing.code).toBe(0);
    expect(listing.output).toMatch(/\shoneypot\s.*spam\.honeypot\./);
    expect(listing.output).toMatch(/\stoo-fast\s.*spam\.too-fast\./);
    expect(listing.output).toContain('2 stored as suspected spam');
    const email = `spam.too-fast.${tag}@example.nl`;
    const id = (await listQuotations(storeDir())).find((record) => record.contact.email === email)!.id;
    const released = await quotesResend(settings, ['--release', id]);
    expect(released).toMatchObject({ code: 0 });
    expect(released.output).toContain(`sent ${id}`);
    expect(mailsTo(email)).toBe(1);
    expect((await quotesResend(settings, ['--release', id])).code).toBe(1);
    expect(mailsTo(email)).toBe(1);
    expect((await quotesResend(settings, ['--spam'])).output).toContain('1 stored as suspected spam');
  });
});
