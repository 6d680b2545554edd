/**
 * @jest-environment node
 *
 * The quotation msw handlers under msw/node, called through the builder's own client
 * (src/quotation/client.ts): the answers carry the real endpoint's messages, the client reads
 * them into the outcomes the builder shows, and the capture holds the multipart body.
 */
import { setupServer } from 'msw/node';
import { FORM } from '../content/forms';
import { allPackages, quotationFormOf, toGatsbyQuotationPackage } from '../content/gatsby-shape';
import { normalizeForm } from '../../src/forms/normalize';
import { sendQuotation } from '../../src/quotation/client';
import { addPackage, setOperatingSystem } from '../../src/quotation/pricing';
import { ANSWERS, dutchWait } from '../../src/quotation/server/handle';
import { toQuotationPackages } from '../../src/quotation/types';
import { MESSAGES } from '../../src/quotation/validation';
import { captureSubmissions, DEFAULT_INVALID_MESSAGE, quotation, QUOTATION_ANSWERS } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SITE = 'https://www.example.nl';
const endpoint = `${SITE}/api/package-quotation`;
const packages = toQuotationPackages(allPackages().map(toGatsbyQuotationPackage));
const gold = packages.find((pkg) => pkg.title === 'VPS Gold')!;
const items = setOperatingSystem(addPackage([], gold), gold, 'windows_2022');
const definition = normalizeForm(quotationFormOf()!, { wordpressUrl: 'https://wordpress.example.nl' });
const values = {
  input_11: 'Sanne de Vries',
  input_15: '0612345678',
  input_14: 'De Vries ICT',
  input_12: 'sanne@devries-ict.nl',
  input_13: '',
  input_16: true,
};

const send = () => sendQuotation(definition, values, packages, items, { endpoint });

describe('the messages', () => {
  it('are the endpoint’s own (handle.ts ANSWERS, validation.ts MESSAGES)', () => {
    expect(QUOTATION_ANSWERS).toEqual({
      done: ANSWERS.done,
      mailFailed: ANSWERS.mailFailed,
      unavailable: ANSWERS.unavailable,
      limitedClient: ANSWERS.limited.client(dutchWait(3540)),
    });
    expect(DEFAULT_INVALID_MESSAGE).toBe(MESSAGES.price('VPS Gold'));
  });
});

describe('valid', () => {
  it('200 { isValid: true, message }: done with the server’s message; the multipart body captured', async () => {
    const capture = captureSubmissions();
    server.use(quotation.valid(capture));
    await expect(send()).resolves.toEqual({ status: 'done', message: ANSWERS.done });
    const sent = capture.last()!;
    expect(sent.contentType).toBe('multipart/form-data');
    expect(sent.formId).toBe(FORM.quotation);
    expect(sent.get('form_id')).toBe('5');
    expect(sent.get('input_11')).toBe('Sanne de Vries');
    // The consent as GF reads it (input_16_1 = '1'), then the items, the form id and the spam signs (spam.ts).
    expect(sent.keys()).toEqual([
      'input_11',
      'input_15',
      'input_14',
      'input_12',
      'input_13',
      'input_16_1',
      'quotation',
      'form_id',
      'input_17',
      'form_fill_ms',
    ]);
    // (99,00 + Windows 17,50) a month, 49,00 once.
    expect(JSON.parse(sent.get('quotation')!)).toEqual([
      expect.objectContaining({
        packageId: gold.databaseId,
        amount: 1,
        operatingSystem: 'windows_2022',
        monthlyCents: 11650,
        onceCents: 4900,
      }),
    ]);
    expect(sent.toObject()).toMatchObject({ form_id: '5', input_12: 'sanne@devries-ict.nl' });
  });
});

describe('invalid', () => {
  it('400 { isValid: false, message }: failed with that message; a message and status of one’s own', async () => {
    const capture = captureSubmissions();
    server.use(quotation.invalid(capture));
    await expect(send()).resolves.toEqual({ status: 'failed', httpStatus: 400, message: MESSAGES.price('VPS Gold') });
    expect(capture.submissions).toHaveLength(1);
    server.use(quotation.invalid(undefined, { status: 502, message: ANSWERS.mailFailed }));
    await expect(send()).resolves.toEqual({ status: 'failed', httpStatus: 502, message: ANSWERS.mailFailed });
  });
});

describe('errors', () => {
  it('serverError: 500 without JSON, failed with no status; the body still captured', async () => {
    const capture = captureSubmissions();
    server.use(quotation.serverError(capture));
    const response = await fetch(endpoint, { method: 'POST', body: new FormData() });
    expect(response.status).toBe(500);
    await expect(send()).resolves.toEqual({ status: 'failed', httpStatus: null, message: null });
    expect(capture.last()!.get('input_14')).toBe('De Vries ICT');
  });

  it('networkError: fetch rejects; the client turns it into failed', async () => {
    const capture = captureSubmissions();
    server.use(quotation.networkError(capture));
    await expect(fetch(endpoint, { method: 'POST', body: new FormData() })).rejects.toThrow(TypeError);
    await expect(send()).resolves.toEqual({ status: 'failed', httpStatus: null, message: null });
    expect(capture.submissions).toHaveLength(2);
  });
});

describe('slow', () => {
  it('answers after the delay; next() resolves as soon as the body arrived; then another answer', async () => {
    const capture = captureSubmissions();
    server.use(quotation.slow(capture, { delayMs: 200 }));
    const started = Date.now();
    const arrived = capture.next();
    const pending = send();
    expect((await arrived).get('input_11')).toBe('Sanne de Vries');
    await expect(pending).resolves.toEqual({ status: 'done', message: ANSWERS.done });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    server.use(quotation.slow(undefined, { delayMs: 10, then: 'serverError' }));
    expect((await send()).status).toBe('failed');
  });
});
