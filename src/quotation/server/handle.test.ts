/**
 * @jest-environment node
 *
 * The endpoint's logic against a real SMTP server (the stand-in's mail sink, in-process on a
 * free port): a valid request is stored and mailed; tampered requests are refused with a Dutch
 * message and neither stored nor mailed; a mail server that is down gives a failed answer, the
 * request stays stored and unsent, and resendUnsent mails it once the server is back.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { startTestSmtp } from '../../../mocks/testing/test-smtp';
import { packages as fixturePackages } from '../../../mocks/content/packages';
import { summarize } from '../pricing';
import { toQuotationPackages } from '../types';
import { MESSAGES } from '../validation';
import { FIELD_MESSAGES } from './fields';
import { ANSWERS, MAX_BODY_BYTES, handleQuotationRequest, type QuotationDeps, type QuotationRequest } from './handle';
import type { RequestOrigin } from './abuse';
import { FILL_TIME_FIELD } from '../spam';
import { loadQuotationBuild, writePackagesFile } from './packages';
import { listSpam, releaseSpam, resendUnsent } from './resend';
import { smtpSender } from './send';
import { diskStore, listQuotations, newQuotationId } from './store';
import { hasUnsent } from './resend';
import { quotationHoneypot } from './abuse';
import { diskRateLog, quotationLimiter, type QuotationLimits } from './limits';
import { FIELD_KEYS, FIXTURE_QUOTATION_FORM, SAMPLE_ITEMS, storedQuotation, item } from '../../../mocks/testing/quotation';
import { writeFile } from 'node:fs/promises';
import { bodyEntries } from '../../forms/body';
import { field, form, input } from '../../../mocks/testing/forms';

const QUOTATION_HONEYPOT = quotationHoneypot(FIXTURE_QUOTATION_FORM);

const packages = toQuotationPackages(fixturePackages as never);
let dir: string;

/** A local SMTP server that keeps what it receives (parsed) with the envelope's recipients. */
interface Received {
  mail: ParsedMail;
  rcptTo: string[];
}
let sink: { port: number; received: Received[]; close: () => Promise<void> };

async function startSink() {
  const received: Received[] = [];
  const server = await startTestSmtp(async (raw, rcptTo) => {
    received.push({ mail: await simpleParser(raw), rcptTo });
  });
  return { port: server.port, received, close: server.close };
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((address) => address.value.map((one) => `${one.name} <${one.address}>`))
    .join(', ');

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quotation-handle-'));
  sink = await startSink();
});
afterEach(async () => {
  await sink.close();
  await rm(dir, { recursive: true, force: true });
});

const storeDir = () => path.join(dir, 'requests');
const deps = (smtpUrl = `smtp://127.0.0.1:${sink.port}`): QuotationDeps => ({
  build: async () => ({ packages, form: FIXTURE_QUOTATION_FORM }),
  store: diskStore(storeDir()),
  send: smtpSender(smtpUrl),
  from: { name: 'Wolkwerk Cloud', address: 'offerte@wolkwerk.nl' },
  salesEmail: 'verkoop@wolkwerk.nl',
  log: () => undefined,
  limiter: null,
});

const ITEMS = SAMPLE_ITEMS;

const fields = (quotation: unknown = JSON.stringify(ITEMS), change: Record<string, unknown> = {}) => ({
  form_id: '5',
  [FIELD_KEYS.name]: 'Eva de Tester',
  [FIELD_KEYS.email]: 'eva@example.nl',
  [FIELD_KEYS.company]: 'Tester BV',
  [FIELD_KEYS.phone]: '0612345678',
  [FIELD_KEYS.comments]: '',
  [FIELD_KEYS.consent]: '1',
  [FILL_TIME_FIELD]: '9000',
  quotation,
  ...change,
});
/** A request as the site's own page sends it (its Origin is the host it posts to). */
const post = (
  body: unknown,
  more: { contentLength?: number | null; fileCount?: number; method?: string; origin?: RequestOrigin; clientAddress?: string } = {},
): QuotationRequest => ({
  method: more.method ?? 'POST',
  contentLength: more.contentLength ?? 2000,
  body,
  fileCount: more.fileCount ?? 0,
  origin: more.origin ?? { origin: 'https://www.wolkwerk.nl', secFetchSite: 'same-origin', host: 'www.wolkwerk.nl' },
  clientAddress: more.clientAddress ?? '192.0.2.10',
});

/** A port nothing listens on: a mail server that is down. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('POST /api/package-quotation', () => {
  it('stores a valid request, mails it to the visitor with a copy to sales, totals to the cent', async () => {
    const answer = await handleQuotationRequest(post(fields()), deps());
    expect(answer).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });

    const [stored] = await listQuotations(storeDir());
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      monthlyCents: 37135,
      onceCents: 7500,
      contact: { email: 'eva@example.nl' },
    });
    expect(stored!.items).toEqual(ITEMS);

    expect(sink.received).toHaveLength(1);
    const [{ mail, rcptTo }] = sink.received as [Received];
    expect(addresses(mail.to)).toBe('Eva de Tester <eva@example.nl>');
    expect(addresses(mail.cc)).toBe('Verkoop <verkoop@wolkwerk.nl>');
    expect(rcptTo.sort()).toEqual(['eva@example.nl', 'verkoop@wolkwerk.nl']);
    const expected = summarize(packages, ITEMS);
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('€\u00a0371,35/mnd');
      expect(body).toContain('€\u00a075,00');
      for (const line of [...expected.lines, ...expected.setupLines]) expect(body).toContain(line.price);
      expect(body).toContain('excl. BTW');
    }
    expect(mail.headers.get('x-quotation-id')).toBe(stored!.id);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['changed prices', fields(JSON.stringify([{ ...ITEMS[0], monthlyCents: 100 }, ITEMS[1]])), MESSAGES.price('VPS Bronze')],
    ['an amount over the maximum', fields(JSON.stringify([{ ...ITEMS[0], amount: 100 }])), MESSAGES.amount('VPS Bronze', 1)],
    [
      'an upgrade over the maximum',
      fields(JSON.stringify([{ ...ITEMS[0], upgrades: { ...ITEMS[0]!.upgrades, msRdp: 11 } }])),
      MESSAGES.upgradeRange('MS RDP licentie', 'VPS Bronze', 10),
    ],
    ['an unknown package', fields(JSON.stringify([item(999_999, { os: 'debian' })])), MESSAGES.unknownPackage(999_999)],
    ['malformed JSON', fields('[{"packageId":'), MESSAGES.malformed],
    ['no quotation', fields(undefined, { quotation: undefined }), MESSAGES.malformed],
    ['a vps without operating system', fields(JSON.stringify([item(2003)])), MESSAGES.osMissing('VPS Bronze')],
    ['no e-mail', fields(undefined, { [FIELD_KEYS.email]: '' }), FIELD_MESSAGES.email],
    [
      'an e-mail carrying a header',
      fields(undefined, { [FIELD_KEYS.email]: 'eva@example.nl\r\nBcc: x@example.com' }),
      FIELD_MESSAGES.lineBreak('E-mailadres'),
    ],
    ['another form', fields(undefined, { form_id: '1' }), FIELD_MESSAGES.formId],
  ])('refuses %s with 400 and a Dutch message; nothing is stored or mailed', async (_, body, message) => {
    const answer = await handleQuotationRequest(post(body), deps());
    expect(answer).toEqual({ status: 400, body: { isValid: false, message } });
    expect(await listQuotations(storeDir())).toEqual([]);
    expect(sink.received).toEqual([]);
  });

  it.each<[string, ReturnType<typeof post>, number, string]>([
    ['GET', post(fields(), { method: 'GET' }), 405, ANSWERS.method],
    ['a body over the limit', post(fields(), { contentLength: MAX_BODY_BYTES + 1 }), 413, ANSWERS.tooLarge],
    ['uploaded files', post(fields(), { fileCount: 1 }), 400, ANSWERS.files],
    ['no body', post(undefined), 400, FIELD_MESSAGES.formId],
  ])('refuses %s', async (_, request, status, message) => {
    expect(await handleQuotationRequest(request, deps())).toEqual({
      status,
      body: { isValid: false, message },
      ...(status === 405 ? { headers: { Allow: 'POST' } } : {}),
    });
  });

  it('answers 503 without the build’s packages, and stores nothing', async () => {
    const answer = await handleQuotationRequest(post(fields()), {
      ...deps(),
      build: () => loadQuotationBuild(path.join(dir, 'missing.json')),
    });
    expect(answer).toEqual({ status: 503, body: { isValid: false, message: ANSWERS.unavailable } });
    expect(await listQuotations(storeDir())).toEqual([]);
  });

  it.each([
    ['no form 5', null],
    ['a form 5 without an e-mail field', form([field({ id: 1, type: 'text', label: 'Naam', isRequired: true })], { formId: 5 })],
  ])('a build with %s: 503 with a message to get in touch, nothing stored or mailed, the reason logged', async (_, buildForm) => {
    const lines: string[] = [];
    const answer = await handleQuotationRequest(post(fields()), {
      ...deps(),
      build: async () => ({ packages, form: buildForm }),
      log: (line) => lines.push(line),
    });
    expect(answer).toEqual({ status: 503, body: { isValid: false, message: ANSWERS.noForm } });
    expect(lines.join('\n')).toMatch(/form 5/);
    expect(await listQuotations(storeDir())).toEqual([]);
    expect(sink.received).toEqual([]);
  });

  it('follows form 5 as an editor changed it: other ids, an extra required field, no company field', async () => {
    const changed = form(
      [
        field({
          id: 3,
          type: 'name',
          label: 'Je naam',
          isRequired: true,
          inputs: [input('3.3', { key: 'first' }), input('3.6', { key: 'last' })],
        }),
        field({ id: 7, type: 'email', label: 'Werkmail', isRequired: true }),
        field({ id: 9, type: 'text', label: 'Klantnummer', isRequired: true }),
        field({ id: 20, type: 'consent', label: 'Akkoord', isRequired: true }),
      ],
      { formId: 5 },
    );
    const values = { input_3_3: 'Eva', input_3_6: 'de Tester', input_7: 'eva@example.nl', input_9: 'K-1234', input_20: true };
    const body = {
      form_id: '5',
      quotation: JSON.stringify(ITEMS),
      [FILL_TIME_FIELD]: '9000',
      ...Object.fromEntries(bodyEntries(changed, values)),
    };
    const changedDeps = { ...deps(), build: async () => ({ packages, form: changed }) };
    // The fixtures' form 5 fields are no longer asked: posting them does not make a request valid.
    expect(await handleQuotationRequest(post(fields()), changedDeps)).toEqual({
      status: 400,
      body: { isValid: false, message: 'Je naam: Is verplicht.' },
    });
    expect(await handleQuotationRequest(post({ ...body, input_9: '' }), changedDeps)).toEqual({
      status: 400,
      body: { isValid: false, message: 'Klantnummer: Is verplicht.' },
    });
    expect(await handleQuotationRequest(post(body), changedDeps)).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });
    const [stored] = await listQuotations(storeDir());
    expect(stored!.contact).toEqual({
      name: 'Eva de Tester',
      email: 'eva@example.nl',
      company: '',
      fields: [
        { label: 'Je naam', value: 'Eva de Tester' },
        { label: 'Werkmail', value: 'eva@example.nl' },
        { label: 'Klantnummer', value: 'K-1234' },
        { label: 'Akkoord', value: 'Ja' },
      ],
    });
    const [{ mail, rcptTo }] = sink.received as [Received];
    expect(rcptTo).toContain('eva@example.nl');
    expect(mail.subject).toBe('Je offerte van Wolkwerk Cloud');
    expect(mail.text).toContain('Beste Eva de Tester,');
    expect(mail.text).toContain('Klantnummer: K-1234');
    // The honeypot moves with the form: one past its largest field id.
    expect(quotationHoneypot(changed)).toBe('input_21');
  });

  it('a mail server that is down: failed answer, request stored unsent; the resend sends it once the server is back', async () => {
    const answer = await handleQuotationRequest(post(fields()), deps(`smtp://127.0.0.1:${await deadPort()}`));
    expect(answer).toEqual({ status: 502, body: { isValid: false, message: ANSWERS.mailFailed } });
    const [stored] = await listQuotations(storeDir());
    expect(stored).toMatchObject({ status: 'unsent', attempts: 1, monthlyCents: 37135 });
    expect(stored!.lastError).toMatch(/ECONNREFUSED/);
    expect(sink.received).toEqual([]);

    const result = await resendUnsent({ ...deps(), packages });
    expect(result).toEqual({ sent: [stored!.id], failed: [], inFlight: [], uncertain: [], markedSent: [] });
    expect((await listQuotations(storeDir()))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.mail.text).toContain('Maandelijks: €\u00a0371,35/mnd');

    // Nothing left: a second run sends nothing.
    expect(await resendUnsent({ ...deps(), packages })).toEqual({ sent: [], failed: [], inFlight: [], uncertain: [], markedSent: [] });
  });

  it('the resend keeps a request whose packages are gone unsent, and says why', async () => {
    await handleQuotationRequest(post(fields()), deps(`smtp://127.0.0.1:${await deadPort()}`));
    const result = await resendUnsent({ ...deps(), packages: packages.filter((pkg) => pkg.databaseId !== 2011) });
    expect(result.sent).toEqual([]);
    expect(result.failed[0]!.error).toBe('package(s) 2011 no longer exist in this build');
    expect((await listQuotations(storeDir()))[0]).toMatchObject({ status: 'unsent', attempts: 2 });
  });
  it('the resend mails a request stored with the fixed fields of before, all of them', async () => {
    const old = { name: 'Eva', email: 'eva@example.nl', company: 'BV', phone: '0612345678', comments: 'Graag in mei' };
    await diskStore(storeDir()).put({ ...storedQuotation(newQuotationId(new Date(Date.now() - 120_000)), ITEMS), contact: old as never });
    expect((await resendUnsent({ ...deps(), packages })).sent).toHaveLength(1);
    const text = sink.received[0]!.mail.text!;
    for (const line of [
      'Beste Eva,',
      'Naam: Eva',
      'Bedrijfsnaam: BV',
      'E-mailadres: eva@example.nl',
      'Telefoonnummer: 0612345678',
      'Opmerkingen: Graag in mei',
    ])
      expect(text).toContain(line);
  });
});

describe('resendUnsent and requests in flight', () => {
  it('a request handed to SMTP with no outcome: in flight for a minute, then uncertain — never mailed again unless asked', async () => {
    const receivedAt = new Date('2026-11-23T10:00:00Z');
    const hold = deps();
    // A send that never settles stands for the endpoint at work, or killed mid-send.
    void handleQuotationRequest(post(fields()), { ...hold, now: () => receivedAt, send: () => new Promise(() => undefined) });
    const stored = await poll(async () => (await listQuotations(storeDir())).find((record) => record.status === 'sending'));
    expect(stored.sendingSince).toBe(receivedAt.toISOString());
    const soon = await resendUnsent({ ...deps(), packages, now: () => new Date(receivedAt.getTime() + 30_000) });
    expect(soon).toMatchObject({ sent: [], failed: [], inFlight: [{ id: stored.id }], uncertain: [] });
    const later = await resendUnsent({ ...deps(), packages, now: () => new Date(receivedAt.getTime() + 61_000) });
    expect(later).toMatchObject({ sent: [], failed: [], inFlight: [], uncertain: [{ id: stored.id, since: receivedAt.toISOString() }] });
    expect(sink.received).toEqual([]);
    expect(hasUnsent(later)).toBe(true);

    const asked = await resendUnsent({
      ...deps(),
      packages,
      includeUncertain: [stored.id],
      now: () => new Date(receivedAt.getTime() + 62_000),
    });
    expect(asked.sent).toEqual([stored.id]);
    expect(sink.received).toHaveLength(1);
    expect((await listQuotations(storeDir()))[0]).toMatchObject({ status: 'sent', sendingSince: null });
  });

  it('an uncertain request can be marked sent without mailing it', async () => {
    const record = {
      ...storedQuotation(newQuotationId(new Date('2026-11-23T10:00:00Z')), ITEMS),
      status: 'sending' as const,
      sendingSince: '2026-11-23T10:00:01.000Z',
    };
    await diskStore(storeDir()).put(record);
    const result = await resendUnsent({ ...deps(), packages, markSent: [record.id] });
    expect(result).toMatchObject({ sent: [], markedSent: [record.id], uncertain: [], failed: [] });
    expect(hasUnsent(result)).toBe(false);
    expect(sink.received).toEqual([]);
    expect((await listQuotations(storeDir()))[0]).toMatchObject({ status: 'sent' });
  });

  it('a request stored but never handed to SMTP (attempts 0, unsent) is sent once the minute has passed', async () => {
    const record = storedQuotation(newQuotationId(new Date('2026-11-23T10:00:00Z')), ITEMS);
    await diskStore(storeDir()).put(record);
    const soon = await resendUnsent({ ...deps(), packages, now: () => new Date(Date.parse(record.receivedAt) + 10_000) });
    expect(soon.inFlight.map(({ id }) => id)).toEqual([record.id]);
    expect(hasUnsent(soon)).toBe(true);
    const later = await resendUnsent({ ...deps(), packages, now: () => new Date(Date.parse(record.receivedAt) + 61_000) });
    expect(later.sent).toEqual([record.id]);
    expect(sink.received).toHaveLength(1);
  });
});

describe('who may ask, and bots', () => {
  it.each<[string, RequestOrigin]>([
    ['another site’s page', { origin: 'https://evil.example', secFetchSite: 'cross-site', host: 'www.wolkwerk.nl' }],
    [
      'another site claiming our origin but marked cross-site',
      { origin: 'https://www.wolkwerk.nl', secFetchSite: 'cross-site', host: 'www.wolkwerk.nl' },
    ],
    ['no Origin at all (a script)', { origin: null, secFetchSite: null, host: 'www.wolkwerk.nl' }],
    ['an opaque origin (a sandboxed frame, a data: page)', { origin: 'null', secFetchSite: 'cross-site', host: 'www.wolkwerk.nl' }],
    ['a sibling subdomain', { origin: 'https://evil.wolkwerk.nl', secFetchSite: 'same-site', host: 'www.wolkwerk.nl' }],
  ])('refuses %s with 403; nothing stored or mailed', async (_, origin) => {
    expect(await handleQuotationRequest(post(fields(), { origin }), deps())).toEqual({
      status: 403,
      body: { isValid: false, message: ANSWERS.origin },
    });
    expect(await listQuotations(storeDir())).toEqual([]);
    expect(sink.received).toEqual([]);
  });

  it('takes the configured site origin (a page on another host of the site) and a browser without Fetch Metadata', async () => {
    const configured = { ...deps(), allowedOrigins: ['https://wolkwerk.nl'] };
    expect(
      (
        await handleQuotationRequest(
          post(fields(), { origin: { origin: 'https://wolkwerk.nl', secFetchSite: 'same-site', host: 'api.wolkwerk.nl' } }),
          configured,
        )
      ).status,
    ).toBe(200);
    expect(
      (await handleQuotationRequest(post(fields(), { origin: { origin: 'http://127.0.0.1:9001', host: '127.0.0.1:9001' } }), deps()))
        .status,
    ).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['the honeypot filled in', { [QUOTATION_HONEYPOT]: 'https://spam.example' }, 'honeypot'],
    ['the honeypot filled in, quickly', { [QUOTATION_HONEYPOT]: 'https://spam.example', [FILL_TIME_FIELD]: '300' }, 'honeypot'],
    ['no fill time (every browser sends one)', { [FILL_TIME_FIELD]: undefined }, 'no-fill-time'],
    ['a fill time that is no number', { [FILL_TIME_FIELD]: '5e3' }, 'no-fill-time'],
  ])('%s: answered as a person is, stored flagged as spam, not mailed', async (_, change, sign) => {
    const answer = await handleQuotationRequest(post(fields(undefined, change)), { ...deps(), minFillMs: 2000 });
    expect(answer).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });
    const [stored] = await listQuotations(storeDir());
    expect(stored).toMatchObject({ status: 'spam', spam: sign, attempts: 0 });
    expect(sink.received).toEqual([]);
    expect((await resendUnsent({ ...deps(), packages, graceMs: 0 })).sent).toEqual([]);
  });

  it('sent quicker than the threshold, and nothing else against it: a person (autofill), mailed and marked quick', async () => {
    const lines: string[] = [];
    const answer = await handleQuotationRequest(post(fields(undefined, { [FILL_TIME_FIELD]: '900' })), {
      ...deps(),
      minFillMs: 2000,
      log: (line) => lines.push(line),
    });
    expect(answer).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });
    expect(sink.received).toHaveLength(1);
    const [stored] = await listQuotations(storeDir());
    expect(stored).toMatchObject({ status: 'sent', quickFillMs: 900 });
    expect(stored!.spam).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^\[quotation\] q-\S+ sent 900 ms after the form appeared \(under 2000 ms\).*mailed$/)]);
  });

  it('suspected spam is listed, and a request released as a person’s is mailed once through the usual path', async () => {
    const spammy = { ...deps(), minFillMs: 2000 };
    await handleQuotationRequest(post(fields(undefined, { [QUOTATION_HONEYPOT]: 'x', [FIELD_KEYS.email]: 'echt@example.nl' })), spammy);
    await handleQuotationRequest(post(fields(undefined, { [FILL_TIME_FIELD]: undefined, [FIELD_KEYS.email]: 'bot@example.nl' })), spammy);
    const listed = await listSpam(diskStore(storeDir()));
    expect(listed.map((record) => [record.contact.email, record.spam])).toEqual([
      ['echt@example.nl', 'honeypot'],
      ['bot@example.nl', 'no-fill-time'],
    ]);
    expect(sink.received).toEqual([]);
    const released = await releaseSpam({ ...deps(), packages }, [listed[0]!.id, listed[0]!.id, 'q-0000000000000-000000000000']);
    expect(released.sent).toEqual([listed[0]!.id]);
    expect(released.failed).toEqual([{ id: 'q-0000000000000-000000000000', error: expect.stringContaining('suspected spam') }]);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.rcptTo).toContain('echt@example.nl');
    expect((await listQuotations(storeDir())).find((record) => record.id === listed[0]!.id)).toMatchObject({
      status: 'sent',
      spam: null,
      releasedFrom: 'honeypot',
      attempts: 1,
    });
    // Released once: no longer spam, and neither the release nor a resend mails it again.
    expect((await releaseSpam({ ...deps(), packages }, [listed[0]!.id])).sent).toEqual([]);
    expect((await resendUnsent({ ...deps(), packages, graceMs: 0 })).sent).toEqual([]);
    expect(sink.received).toHaveLength(1);
    expect((await listSpam(diskStore(storeDir()))).map((record) => record.contact.email)).toEqual(['bot@example.nl']);
  });

  it('the speed check can be switched off (QUOTATION_MIN_FILL_MS=0); the honeypot still counts', async () => {
    expect(
      (await handleQuotationRequest(post(fields(undefined, { [FILL_TIME_FIELD]: undefined })), { ...deps(), minFillMs: 0 })).status,
    ).toBe(200);
    expect(sink.received).toHaveLength(1);
    await handleQuotationRequest(post(fields(undefined, { [QUOTATION_HONEYPOT]: 'x' })), { ...deps(), minFillMs: 0 });
    expect(sink.received).toHaveLength(1);
  });
});

describe('rate limits', () => {
  const limitedDeps = (limits: Partial<QuotationLimits>) => ({
    ...deps(),
    limiter: quotationLimiter(diskRateLog(path.join(dir, 'limits')), {
      client: null,
      recipient: null,
      global: null,
      quick: null,
      spam: null,
      ...limits,
    }),
  });
  const as = (email: string, clientAddress: string) => post(fields(undefined, { [FIELD_KEYS.email]: email }), { clientAddress });

  it('per client address: the next one gets 429, Retry-After and a Dutch message; other clients go on', async () => {
    const guarded = limitedDeps({ client: { max: 2, windowMs: 3_600_000 } });
    expect((await handleQuotationRequest(as('a@example.nl', '198.51.100.7'), guarded)).status).toBe(200);
    expect((await handleQuotationRequest(as('b@example.nl', '198.51.100.7'), guarded)).status).toBe(200);
    const refused = await handleQuotationRequest(as('c@example.nl', '198.51.100.7'), guarded);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ isValid: false, message: ANSWERS.limited.client('60 minuten') });
    expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(3590);
    expect((await handleQuotationRequest(as('c@example.nl', '203.0.113.9'), guarded)).status).toBe(200);
    // One IPv6 network is one client.
    const six = limitedDeps({ client: { max: 1, windowMs: 60_000 } });
    expect((await handleQuotationRequest(as('d@example.nl', '2001:db8:1:2::1'), six)).status).toBe(200);
    expect((await handleQuotationRequest(as('e@example.nl', '2001:db8:1:2:ffff::9'), six)).status).toBe(429);
    expect(sink.received).toHaveLength(4);
    expect((await listQuotations(storeDir())).length).toBe(4);
  });

  it('per recipient: a third quotation to one address within the hour is refused, whatever the client', async () => {
    const guarded = limitedDeps({ recipient: { max: 2, windowMs: 3_600_000 } });
    for (const client of ['198.51.100.1', '198.51.100.2'])
      expect((await handleQuotationRequest(as('Victim@Example.nl', client), guarded)).status).toBe(200);
    const refused = await handleQuotationRequest(as('victim@example.nl', '198.51.100.3'), guarded);
    expect(refused).toMatchObject({ status: 429, body: { message: ANSWERS.limited.recipient('60 minuten') } });
    expect(sink.received).toHaveLength(2);
  });

  it('quick requests: mailed up to the quick limit per client, then stored as spam (a script at speed), others go on', async () => {
    const guarded = { ...limitedDeps({ quick: { max: 2, windowMs: 3_600_000 } }), minFillMs: 2000 };
    const quick = (email: string, clientAddress: string) =>
      post(fields(undefined, { [FIELD_KEYS.email]: email, [FILL_TIME_FIELD]: '400' }), { clientAddress });
    for (const email of ['a@example.nl', 'b@example.nl', 'c@example.nl'])
      expect(await handleQuotationRequest(quick(email, '198.51.100.7'), guarded)).toEqual({
        status: 200,
        body: { isValid: true, message: ANSWERS.done },
      });
    expect(sink.received).toHaveLength(2);
    const stored = await listQuotations(storeDir());
    expect(stored.map((record) => [record.contact.email, record.status, record.spam ?? null, record.quickFillMs ?? null]).sort()).toEqual([
      ['a@example.nl', 'sent', null, 400],
      ['b@example.nl', 'sent', null, 400],
      ['c@example.nl', 'spam', 'too-fast', null],
    ]);
    // Another client, and the same client taking its time, are not held to it.
    expect((await handleQuotationRequest(quick('d@example.nl', '203.0.113.9'), guarded)).status).toBe(200);
    expect((await handleQuotationRequest(as('e@example.nl', '198.51.100.7'), guarded)).status).toBe(200);
    expect(sink.received).toHaveLength(4);
  });

  it('a quick request refused by the site’s cap gives its quick place back', async () => {
    const guarded = {
      ...limitedDeps({ quick: { max: 1, windowMs: 3_600_000 }, global: { max: 1, windowMs: 3_600_000 } }),
      minFillMs: 2000,
    };
    const quick = (email: string) =>
      post(fields(undefined, { [FIELD_KEYS.email]: email, [FILL_TIME_FIELD]: '400' }), { clientAddress: '198.51.100.8' });
    expect((await handleQuotationRequest(as('first@example.nl', '198.51.100.1'), guarded)).status).toBe(200);
    expect((await handleQuotationRequest(quick('second@example.nl'), guarded)).status).toBe(429);
    const [quickEvents] = await readdir(path.join(dir, 'limits', 'quick')).then((keys) =>
      Promise.all(keys.map((key) => readdir(path.join(dir, 'limits', 'quick', key)))),
    );
    expect(quickEvents ?? []).toEqual([]);
  });

  it('a flood of spam from 1,000 client addresses: the store keeps the cap of it, the real requests in it are stored and mailed', async () => {
    const guarded = {
      ...limitedDeps({ client: { max: 10, windowMs: 3_600_000 }, spam: { max: 50, windowMs: 3_600_000 } }),
      minFillMs: 1000,
    };
    const lines: string[] = [];
    const flood = { ...guarded, log: (line: string) => lines.push(line) };
    const real = new Set(Array.from({ length: 10 }, (_, index) => index * 100 + 37));
    const answers: number[] = [];
    for (let batch = 0; batch < 1000; batch += 50) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, async (_, offset) => {
            const index = batch + offset;
            const client = `10.${index >> 8}.${index & 255}.1`;
            const change = real.has(index)
              ? { [FIELD_KEYS.email]: `echt${index}@example.nl` }
              : { [FIELD_KEYS.email]: `bot${index}@example.nl`, [QUOTATION_HONEYPOT]: 'https://spam.example' };
            return (await handleQuotationRequest(post(fields(undefined, change), { clientAddress: client }), flood)).status;
          }),
        )),
      );
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const stored = await listQuotations(storeDir());
    expect(stored.filter((record) => record.status === 'spam')).toHaveLength(50);
    expect(
      stored
        .filter((record) => record.status !== 'spam')
        .map((record) => [record.contact.email, record.status])
        .sort(),
    ).toEqual([...real].map((index) => [`echt${index}@example.nl`, 'sent']).sort());
    expect(sink.received).toHaveLength(10);
    // The rest is counted in the log, not stored.
    expect(lines.filter((line) => line.includes('beyond the cap of stored spam'))).toHaveLength(990 - 50);
  }, 60_000);

  it('removes suspected spam older than its retention when a request is stored, and nothing else', async () => {
    const received = Date.parse('2026-10-01T08:00:00Z');
    const store = diskStore(storeDir());
    await store.put({
      ...storedQuotation(newQuotationId(new Date(received)), SAMPLE_ITEMS),
      status: 'spam',
      spam: 'honeypot',
      receivedAt: new Date(received).toISOString(),
    });
    await store.put({
      ...storedQuotation(newQuotationId(new Date(received)), SAMPLE_ITEMS),
      status: 'sent',
      receivedAt: new Date(received).toISOString(),
    });
    const lines: string[] = [];
    const later = new Date(received + 31 * 86_400_000);
    const answer = await handleQuotationRequest(post(fields()), {
      ...deps(),
      now: () => later,
      spamRetentionMs: 30 * 86_400_000,
      log: (line) => lines.push(line),
    });
    expect(answer.status).toBe(200);
    expect((await listQuotations(storeDir())).map((record) => record.status).sort()).toEqual(['sent', 'sent']);
    expect(lines).toContain('[quotation] removed 1 suspected-spam request(s) older than 30 days');
  });

  it('the site’s cap counts mails: suspected spam and refused recipients do not use it up', async () => {
    const guarded = { ...limitedDeps({ global: { max: 2, windowMs: 60_000 }, recipient: { max: 1, windowMs: 60_000 } }), minFillMs: 2000 };
    expect((await handleQuotationRequest(post(fields(undefined, { [QUOTATION_HONEYPOT]: 'bot' })), guarded)).status).toBe(200);
    expect((await handleQuotationRequest(as('one@example.nl', '198.51.100.1'), guarded)).status).toBe(200);
    expect((await handleQuotationRequest(as('one@example.nl', '198.51.100.2'), guarded)).status).toBe(429);
    expect((await handleQuotationRequest(as('two@example.nl', '198.51.100.3'), guarded)).status).toBe(200);
    const refused = await handleQuotationRequest(as('three@example.nl', '198.51.100.4'), guarded);
    expect(refused).toMatchObject({ status: 429, body: { message: ANSWERS.limited.global('1 minuut') } });
    expect(sink.received).toHaveLength(2);
  });
});

async function poll<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

describe('the packages file', () => {
  it('writes what toQuotationPackages makes of the build, and form 5, and reads them back', async () => {
    const file = path.join(dir, 'quotation', 'packages.json');
    expect(
      writePackagesFile(file, [...(fixturePackages as never[]), { databaseId: 1, title: 'Kapot', info: {} }], FIXTURE_QUOTATION_FORM),
    ).toBe(packages.length);
    expect(await loadQuotationBuild(file)).toEqual({ packages, form: FIXTURE_QUOTATION_FORM });
  });

  it('keeps a build without form 5 as null, and refuses a file without the form (an older build) or not ours', async () => {
    const file = path.join(dir, 'none.json');
    writePackagesFile(file, fixturePackages as never[], null);
    expect((await loadQuotationBuild(file)).form).toBeNull();
    const older = path.join(dir, 'older.json');
    await writeFile(older, JSON.stringify({ builtAt: '2026-11-01T00:00:00Z', packages }));
    await expect(loadQuotationBuild(older)).rejects.toThrow(/quotation form/);
    const other = path.join(dir, 'other.json');
    await writeFile(other, JSON.stringify({ packages, form: { title: 'x' } }));
    await expect(loadQuotationBuild(other)).rejects.toThrow(/quotation form/);
  });
});
