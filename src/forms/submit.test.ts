import { parseAnswer, redirectUrlFromValues, submit, submissionsUrl } from './submit';
import type { FormDefinition, SubmitResult } from './types';
import { choices, field, form, input } from '../../mocks/testing/forms';

const definition: FormDefinition = form(
  [
    field({ id: 11, type: 'text', label: 'Naam' }),
    field({ id: 13, type: 'checkbox', choices: choices('VPS', 'Cloud PC'), inputs: [input('13.1'), input('13.2')] }),
    field({ id: 24, type: 'address', inputs: [input('24.6', { key: 'country' })] }),
  ],
  {
    apiURL: 'https://wp.example/wp-json/gf/v2/forms/4/',
    confirmations: [
      {
        type: 'REDIRECT',
        isDefault: true,
        message: '',
        url: 'https://www.wolkwerk.example/bedankt/?bron=site#top',
        queryString: 'naam={Naam:11}&diensten={Diensten:13}&land={Land:24.6}',
      },
    ],
  },
);
const values = { input_11: 'Jan Jansen', input_13: 'VPS,Cloud PC', input_24_6: 'Netherlands' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const VALID = {
  is_valid: true,
  page_number: 0,
  source_page_number: 1,
  confirmation_message:
    "<div id='gform_confirmation_wrapper_4' class='gform_confirmation_wrapper '><div class='gform_confirmation_message'>Bedankt!</div></div>",
  confirmation_type: 'message',
};

describe('submit: each answer of GF REST v2', () => {
  it.each<[string, () => Promise<Response>, SubmitResult]>([
    [
      '200 valid with a message',
      async () => json(200, VALID),
      { status: 'done', confirmationMessage: VALID.confirmation_message, redirectUrl: null },
    ],
    [
      '200 valid with a redirect from the server',
      async () =>
        json(200, {
          ...VALID,
          confirmation_message: '',
          confirmation_type: 'redirect',
          confirmation_redirect: 'https://x.example/bedankt/?naam=Jan',
        }),
      { status: 'done', confirmationMessage: '', redirectUrl: 'https://x.example/bedankt/?naam=Jan' },
    ],
    [
      '200 redirect without confirmation_redirect: built from the values',
      async () => json(200, { ...VALID, confirmation_message: '', confirmation_type: 'redirect' }),
      {
        status: 'done',
        confirmationMessage: '',
        redirectUrl: 'https://www.wolkwerk.example/bedankt/?bron=site&naam=Jan%20Jansen&diensten=VPS%2C%20Cloud%20PC&land=Netherlands#top',
      },
    ],
    [
      '400 invalid with messages (a list for multi-file fields)',
      async () =>
        json(400, {
          is_valid: false,
          validation_messages: { 11: 'Dit veld is verplicht.', 9: ['a.exe: Het bestandstype is niet toegestaan.'] },
          page_number: 1,
          source_page_number: 1,
        }),
      { status: 'invalid', validationMessages: { '11': 'Dit veld is verplicht.', '9': ['a.exe: Het bestandstype is niet toegestaan.'] } },
    ],
    [
      '400 form_not_found',
      async () => json(400, { code: 'form_not_found', message: 'Your form could not be found', data: { status: 400 } }),
      { status: 'error', reason: 'form_not_found', httpStatus: 400 },
    ],
    [
      '400 no_fields',
      async () => json(400, { code: 'no_fields', message: 'No fields', data: { status: 400 } }),
      { status: 'error', reason: 'no_fields', httpStatus: 400 },
    ],
    ['500', async () => new Response('<html>Fatal error</html>', { status: 500 }), { status: 'error', reason: 'server', httpStatus: 500 }],
    [
      '200 that is not JSON',
      async () => new Response('<html></html>', { status: 200 }),
      { status: 'error', reason: 'bad_response', httpStatus: 200 },
    ],
    [
      'network error',
      async () => Promise.reject(new TypeError('Failed to fetch')),
      { status: 'error', reason: 'network', httpStatus: null },
    ],
  ])('%s', async (_name, answer, expected) => {
    const fetchStub = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
    await expect(submit(definition, values, { fetch: fetchStub as typeof fetch })).resolves.toEqual(expected);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('https://wp.example/wp-json/gf/v2/forms/4/submissions');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect([...(init!.body as FormData).keys()]).toEqual(['input_11', 'input_13_1', 'input_13_2', 'input_24_6']);
  });

  it('rethrows when the caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchStub = jest.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(submit(definition, values, { fetch: fetchStub as unknown as typeof fetch, signal: controller.signal })).rejects.toThrow(
      'Aborted',
    );
  });
});

describe('redirectUrlFromValues (GF get_confirmation_url)', () => {
  it.each([
    ['/bedankt/', 'naam={Naam:11}', '/bedankt/?naam=Jan%20Jansen'],
    ['/bedankt/?a=1', 'naam={Naam:11}', '/bedankt/?a=1&naam=Jan%20Jansen'],
    ['/bedankt/', '', '/bedankt/'],
    ['/bedankt/', 'leeg={Onbekend:99}', '/bedankt/?leeg='],
    ['/bedankt/', 'n={Naam:11:url}', '/bedankt/?n=Jan%20Jansen'],
  ])('%s + %s → %s', (url, queryString, expected) => {
    expect(redirectUrlFromValues({ url, queryString }, definition, values)).toBe(expected);
  });

  it('parseAnswer treats a 2xx without is_valid true as an error', () => {
    expect(parseAnswer(200, { is_valid: null }, definition, values)).toEqual({ status: 'error', reason: 'bad_response', httpStatus: 200 });
    expect(submissionsUrl(definition)).toBe('https://wp.example/wp-json/gf/v2/forms/4/submissions');
  });
});
