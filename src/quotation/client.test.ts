import { quotationFormOf } from '../../mocks/content/gatsby-shape.ts';
import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { normalizeForm } from '../forms/normalize';
import { readContact, readFormId } from './server/fields';
import { quotationHoneypot, spamSign } from './server/abuse';
import { parseQuotationAnswer, QUOTATION_ENDPOINT, quotationBody, sendQuotation } from './client';
import { newItem } from './pricing';
import { toQuotationPackages } from './types';
import { parseSubmittedQuotation } from './validation';

const packages = toQuotationPackages(fixturePackages);
const vpsBronze = packages.find((pkg) => pkg.databaseId === 2003)!;
const definition = normalizeForm(quotationFormOf()!, { wordpressUrl: 'http://wordpress.test' });
const values = {
  input_11: 'Eva de Tester',
  input_12: 'eva@example.nl',
  input_13: '',
  input_14: 'Tester BV',
  input_15: '0612345678',
  input_16: true,
};
const items = [
  {
    ...newItem(vpsBronze),
    amount: 2,
    operatingSystem: 'windows_2022' as const,
    upgrades: { msRdp: 1, ipv4: 0, vcpu: 0, ram: 2, storage: 0 },
  },
];

describe('the quotation request (docs/behaviour/calls-and-roles.md#calls-the-browser-makes)', () => {
  it('sends the form fields as the engine does, the items with the prices shown, and form_id', () => {
    const body = quotationBody(definition, values, packages, items);
    expect(body.get('input_11')).toBe('Eva de Tester');
    expect(body.get('input_16_1')).toBe('1');
    expect(body.get('form_id')).toBe('5');
    // 2 × (34,95 + Windows 17,50 + RDP 13,50 + 2 GB RAM 20,00) = 171,90; setup 2 × 25,00.
    expect(JSON.parse(body.get('quotation') as string)).toEqual([{ ...items[0], monthlyCents: 17190, onceCents: 5000 }]);
  });

  it('is what the endpoint reads: the server side of the same body accepts it', () => {
    const body = quotationBody(definition, values, packages, items, { honeypot: '', fillMs: 8400.4 });
    const fields = Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
    expect(readFormId(fields)).toBe(true);
    expect(readContact(fields, definition)).toMatchObject({
      ok: true,
      contact: { name: 'Eva de Tester', email: 'eva@example.nl', company: 'Tester BV' },
    });
    expect(parseSubmittedQuotation(fields.quotation, packages)).toMatchObject({ ok: true });
    expect(spamSign(fields, definition)).toBeNull();
  });

  it('carries the spam signs under the names the endpoint reads: the honeypot (GF: largest field id + 1) and the fill time', () => {
    const filled = Object.fromEntries(
      [...quotationBody(definition, values, packages, items, { honeypot: 'https://spam.example', fillMs: 9000 }).entries()].map(
        ([key, value]) => [key, String(value)],
      ),
    );
    expect(quotationHoneypot(definition)).toBe('input_17');
    expect(filled.input_17).toBe('https://spam.example');
    expect(spamSign(filled, definition)).toBe('honeypot');
    const fast = Object.fromEntries(
      [...quotationBody(definition, values, packages, items, { honeypot: '', fillMs: 800 }).entries()].map(([key, value]) => [
        key,
        String(value),
      ]),
    );
    expect(fast.form_fill_ms).toBe('800');
    expect(spamSign(fast, definition)).toBe('too-fast');
  });

  it.each<[string, number, unknown, ReturnType<typeof parseQuotationAnswer>]>([
    ['valid', 200, { isValid: true, message: 'Bedankt!' }, { status: 'done', message: 'Bedankt!' }],
    [
      'invalid',
      400,
      { isValid: false, message: 'Kies een operating system voor VPS Bronze.' },
      { status: 'failed', httpStatus: 400, message: 'Kies een operating system voor VPS Bronze.' },
    ],
    ['mail server down', 503, { isValid: false, message: 'later' }, { status: 'failed', httpStatus: 503, message: 'later' }],
    ['a 200 without isValid', 200, { message: 'ok' }, { status: 'failed', httpStatus: 200, message: 'ok' }],
    ['valid without a message', 200, { isValid: true, message: ' ' }, { status: 'failed', httpStatus: 200, message: null }],
    ['not JSON', 502, null, { status: 'failed', httpStatus: null, message: null }],
  ])('reads a %s answer', (_name, status, body, expected) => {
    expect(parseQuotationAnswer(status, body)).toEqual(expected);
  });

  it('posts to the endpoint and never rejects', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const ok = await sendQuotation(definition, values, packages, items, {
      fetch: (async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response(JSON.stringify({ isValid: true, message: 'Bedankt!' }), { status: 200 });
      }) as typeof fetch,
    });
    expect(ok).toEqual({ status: 'done', message: 'Bedankt!' });
    expect(calls[0]![0]).toBe(QUOTATION_ENDPOINT);
    expect(calls[0]![1].method).toBe('POST');
    expect(calls[0]![1].body).toBeInstanceOf(FormData);

    const offline = await sendQuotation(definition, values, packages, items, {
      fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    expect(offline).toEqual({ status: 'failed', httpStatus: null, message: null });
    const html = await sendQuotation(definition, values, packages, items, {
      fetch: (async () => new Response('<h1>Bad gateway</h1>', { status: 502 })) as typeof fetch,
    });
    expect(html).toEqual({ status: 'failed', httpStatus: null, message: null });
  });
});
