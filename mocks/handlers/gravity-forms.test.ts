/**
 * @jest-environment node
 *
 * The Gravity Forms msw handlers under msw/node, called with fetch as the form engine calls the
 * REST API: the answers have the real plugin's shapes (real-answers/), and the capture holds the
 * multipart body that was sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { FORM, forms } from '../content/forms';
import { captureSubmissions, defaultHandlers, gravityForms, SERVER_ERROR_BODY } from './index';

const server = setupServer(...defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WORDPRESS = 'https://wordpress.example.nl';
const url = (formId: number) => `${WORDPRESS}/wp-json/gf/v2/forms/${formId}/submissions`;

function post(formId: number, body: FormData | string, headers?: Record<string, string>) {
  return fetch(url(formId), { method: 'POST', body, headers });
}

function contactBody(overrides: Record<string, string> = {}): FormData {
  const data = new FormData();
  const values = {
    input_11: 'Sanne de Vries',
    input_12: 'sanne@devries-ict.nl',
    input_13: 'Graag een offerte.',
    input_14: 'Een offerte',
    input_16_1: '1',
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** The body of a captured real answer (mocks/wordpress/gravityforms/real-answers/). */
function realAnswer(name: string): Record<string, unknown> {
  const text = readFileSync(path.join(__dirname, '../wordpress/gravityforms/real-answers', name), 'utf8');
  return JSON.parse(text.slice(text.indexOf('\n{') + 1).trim());
}

const contact = forms.find((form) => form.databaseId === FORM.contact)!;

describe('valid', () => {
  it('200 with the form’s confirmation in GF’s wrapper, keys as the real plugin sends them; the body captured', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.valid(capture));
    const response = await post(FORM.contact, contactBody());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(Object.keys(realAnswer('gf-submission-valid.http')));
    expect(body).toEqual({
      is_valid: true,
      page_number: 0,
      source_page_number: 1,
      confirmation_type: 'message',
      confirmation_message: `<div id='gform_confirmation_wrapper_1' class='gform_confirmation_wrapper '><div id='gform_confirmation_message_1' class='gform_confirmation_message_1 gform_confirmation_message'>${contact.confirmations[0]!.message}</div></div>`,
    });
    expect(capture.submissions).toHaveLength(1);
    const sent = capture.last()!;
    expect(sent.formId).toBe(FORM.contact);
    expect(sent.contentType).toBe('multipart/form-data');
    expect(sent.entries).toEqual([
      ['input_11', 'Sanne de Vries'],
      ['input_12', 'sanne@devries-ict.nl'],
      ['input_13', 'Graag een offerte.'],
      ['input_14', 'Een offerte'],
      ['input_16_1', '1'],
    ]);
    expect(sent.get('input_16_1')).toBe('1');
    expect(sent.get('input_16')).toBeUndefined();
  });

  it('a message of one’s own; formId limits the handler to one form', async () => {
    server.use(gravityForms.valid(undefined, { formId: FORM.newsletter, message: '<p>Aangemeld!</p>' }));
    const response = await post(FORM.newsletter, contactBody());
    expect((await response.json()).confirmation_message).toContain("gform_confirmation_message'><p>Aangemeld!</p></div></div>");
    // Another form falls through to the default handler (validated).
    expect((await post(FORM.contact, contactBody())).status).toBe(200);
  });
});

describe('invalid', () => {
  it('400 with validation_messages by field id, strings or (multi-file) lists, as given', async () => {
    const capture = captureSubmissions();
    const messages = { '3': 'Voer een geldig e-mailadres in.', '16': ['Het bestandstype is niet toegestaan.', 'Het bestand is te groot.'] };
    server.use(gravityForms.invalid(capture, { validationMessages: messages }));
    const response = await post(FORM.migrationIntake, contactBody());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(Object.keys(realAnswer('gf-submission-invalid.http')));
    expect(body).toEqual({ is_valid: false, validation_messages: messages, page_number: 1, source_page_number: 1 });
    expect(capture.submissions).toHaveLength(1);
  });

  it('by default the messages the stand-in’s validator finds, with the fixture’s own texts', async () => {
    server.use(gravityForms.invalid());
    const response = await post(FORM.contact, contactBody({ input_12: 'geen-adres', input_16_1: '' }));
    expect((await response.json()).validation_messages).toEqual({
      '12': 'Vul een geldig e-mailadres in',
      '16': contact.fields.find((field) => field.id === 16)!.errorMessage,
    });
    // A body it finds valid still gets a message: the first required field's.
    const valid = await post(FORM.contact, contactBody());
    expect((await valid.json()).validation_messages).toEqual({ '11': 'Vul je naam in' });
  });
});

describe('validated (the default handler)', () => {
  it('answers as the stand-in: 400 when a checkbox group is sent as input_13[] (GF reads input_13_1 …), 200 with the sub-inputs', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.validated(capture));
    const intake = (checkboxes: [string, string][]) => {
      const data = new FormData();
      const values: [string, string][] = [
        ['input_2_3', 'Sanne'],
        ['input_2_6', 'de Vries'],
        ['input_3', 'sanne@devries-ict.nl'],
        ['input_4', '0301234567'],
        ['input_5', 'Particulier'],
        ['input_10', 'Weet ik niet'],
        ['input_19', 'Videobellen'],
        ['input_23_1', '1'],
        ...checkboxes,
      ];
      for (const [key, value] of values) data.append(key, value);
      // Captured, though a multi-file field takes no files from the submission (see the upload tests).
      data.append('input_16[]', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'netwerk.pdf');
      return data;
    };
    const wrong = await post(FORM.migrationIntake, intake([['input_13[]', 'VPS']]));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).validation_messages).toEqual({ '13': 'Kies minstens één onderwerp' });
    const right = await post(FORM.migrationIntake, intake([['input_13_1', 'VPS']]));
    expect(right.status).toBe(200);
    // Files are captured by their name, with their size and type.
    expect(capture.last()!.get('input_16[]')).toBe('netwerk.pdf');
    expect(capture.last()!.files).toEqual([{ key: 'input_16[]', name: 'netwerk.pdf', type: 'application/pdf', size: 8 }]);
  });

  it('a form whose confirmation redirects answers the redirect with its merge tags filled in', async () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({ input_11: 'Sanne', input_15: '0612345678', input_14: 'In de middag', input_16_1: '1' }))
      data.append(key, value);
    const response = await post(FORM.callback, data);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      is_valid: true,
      page_number: 0,
      source_page_number: 1,
      confirmation_message: '',
      confirmation_redirect: '/bedankt/?naam=Sanne',
      confirmation_type: 'redirect',
    });
  });
});

describe('upload (GF’s upload page for multi-file fields) and gform_uploaded_files', () => {
  function uploadBody(formId: number, fieldId: number, name: string, content: BlobPart = '%PDF-1.4', type = 'application/pdf'): FormData {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      form_id: String(formId),
      field_id: String(fieldId),
      gform_unique_id: 'abc123',
      original_filename: name,
      name,
    }))
      data.append(key, value);
    data.append('file', new Blob([content], { type }), name);
    return data;
  }
  const upload = async (data: FormData) => {
    const response = await fetch(`${WORDPRESS}/?gf_page=upload`, { method: 'POST', body: data });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  };
  const intake = (extra: [string, string | Blob, string?][] = []) => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      input_2_3: 'Sanne',
      input_2_6: 'de Vries',
      input_3: 'sanne@devries-ict.nl',
      input_4: '0301234567',
      input_5: 'Particulier',
      input_10: 'Weet ik niet',
      input_13_1: 'VPS',
      input_19: 'Videobellen',
      input_23_1: '1',
    }))
      data.append(key, value);
    for (const [key, value, name] of extra) {
      if (typeof value === 'string') data.append(key, value);
      else data.append(key, value, name);
    }
    return data;
  };

  it('answers GF’s JSON, records the upload apart from submissions; a submission naming it is validated with the file', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.upload(capture), gravityForms.validated(capture));
    const ok = await upload(uploadBody(FORM.migrationIntake, 16, 'netwerk.pdf'));
    expect(ok).toEqual({
      status: 'ok',
      data: { temp_filename: expect.stringMatching(/^abc123_input_16_[0-9a-f]{16}_netwerk\.pdf$/), uploaded_filename: 'netwerk.pdf' },
    });
    expect(capture.uploads.map((item) => [item.kind, item.formId, item.get('field_id'), item.files[0]!.name])).toEqual([
      ['upload', FORM.migrationIntake, '16', 'netwerk.pdf'],
    ]);
    expect(capture.submissions).toEqual([]);
    const response = await post(FORM.migrationIntake, intake([['gform_uploaded_files', JSON.stringify({ input_16: [ok.data] })]]));
    expect(response.status).toBe(200);
    expect(JSON.parse(capture.last()!.get('gform_uploaded_files')!)).toEqual({ input_16: [ok.data] });
  });

  it('refuses types and sizes as GF does; a wrong form or field gets an empty answer', async () => {
    expect(await upload(uploadBody(FORM.migrationIntake, 16, 'virus.exe'))).toEqual({
      status: 'error',
      error: { code: 104, message: 'The uploaded file type is not allowed.' },
    });
    expect(await upload(uploadBody(FORM.migrationIntake, 16, 'notities.docx'))).toEqual({
      status: 'error',
      error: { code: 104, message: 'The uploaded file type is not allowed. Must be one of the following: pdf,jpg,png' },
    });
    expect(await upload(uploadBody(FORM.migrationIntake, 16, 'groot.pdf', new Uint8Array(2 * 1024 * 1024 + 1)))).toEqual({
      status: 'error',
      error: { code: 104, message: 'File exceeds size limit. Maximum file size: 2MB' },
    });
    expect(await upload(uploadBody(FORM.migrationIntake, 3, 'a.pdf'))).toBeNull();
    expect(await upload(uploadBody(999, 16, 'a.pdf'))).toBeNull();
    server.use(gravityForms.upload(undefined, { error: { code: 105, message: 'Upload unsuccessful a.pdf' } }));
    expect(await upload(uploadBody(FORM.migrationIntake, 16, 'a.pdf'))).toEqual({
      status: 'error',
      error: { code: 105, message: 'Upload unsuccessful a.pdf' },
    });
  });

  it('validated, like the stand-in: files posted with the submission do not count for a multi-file field', async () => {
    const required = [
      {
        databaseId: 950,
        title: 'Bijlagen',
        fields: [
          {
            id: 1,
            type: 'fileupload' as const,
            label: 'Bijlagen',
            isRequired: true,
            canAcceptMultipleFiles: true,
            allowedExtensions: ['pdf'],
          },
        ],
        confirmations: [],
        submitButton: { text: 'Verstuur' },
      },
    ];
    server.use(gravityForms.upload(undefined, { forms: required }), gravityForms.validated(undefined, { forms: required }));
    const direct = new FormData();
    direct.append('input_1[]', new Blob(['%PDF']), 'a.pdf');
    const refused = await post(950, direct);
    expect(refused.status).toBe(400);
    expect((await refused.json()).validation_messages).toEqual({ '1': 'Dit veld is verplicht.' });
    const ok = await upload(uploadBody(950, 1, 'a.pdf'));
    const named = new FormData();
    named.append('gform_uploaded_files', JSON.stringify({ input_1: [ok.data] }));
    expect((await post(950, named)).status).toBe(200);
    const unknown = new FormData();
    unknown.append(
      'gform_uploaded_files',
      JSON.stringify({ input_1: [{ temp_filename: 'abc123_input_1_onbekend_a.pdf', uploaded_filename: 'a.pdf' }] }),
    );
    expect((await post(950, unknown)).status).toBe(400);
  });
});

describe('redirect', () => {
  it('the form’s REDIRECT confirmation, a Location header; or a url of one’s own', async () => {
    server.use(gravityForms.redirect());
    const data = contactBody();
    const response = await post(FORM.callback, data);
    expect(response.headers.get('location')).toBe('/bedankt/?naam=Sanne%20de%20Vries');
    expect(await response.json()).toMatchObject({
      confirmation_type: 'redirect',
      confirmation_message: '',
      confirmation_redirect: '/bedankt/?naam=Sanne%20de%20Vries',
    });
    server.use(gravityForms.redirect(undefined, { url: 'https://www.example.nl/elders/' }));
    expect((await (await post(FORM.contact, contactBody())).json()).confirmation_redirect).toBe('https://www.example.nl/elders/');
  });
});

describe('errors', () => {
  it('serverError: 500 with WordPress’ critical error', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.serverError(capture));
    const response = await post(FORM.contact, contactBody());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(SERVER_ERROR_BODY);
    expect(capture.submissions).toHaveLength(1);
  });

  it('networkError: fetch rejects, the body is still captured', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.networkError(capture));
    await expect(post(FORM.contact, contactBody())).rejects.toThrow(TypeError);
    expect(capture.last()!.get('input_11')).toBe('Sanne de Vries');
  });
});

describe('slow', () => {
  it('answers after the delay; next() resolves as soon as the body arrived', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.slow(capture, { delayMs: 200 }));
    const started = Date.now();
    const arrived = capture.next();
    const pending = post(FORM.contact, contactBody());
    const submission = await arrived;
    expect(submission.get('input_14')).toBe('Een offerte');
    const response = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect((await response.json()).is_valid).toBe(true);
  });

  it('then another answer', async () => {
    server.use(gravityForms.slow(undefined, { delayMs: 10, then: 'serverError' }));
    expect((await post(FORM.contact, contactBody())).status).toBe(500);
  });
});

describe('the capture', () => {
  it('urlencoded and JSON bodies; getAll, keys, toObject, clear', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.valid(capture));
    await post(FORM.migrationIntake, 'input_12%5B%5D=AFAS&input_12%5B%5D=SnelStart&input_5=Zakelijk', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const sent = capture.last()!;
    expect(sent.getAll('input_12[]')).toEqual(['AFAS', 'SnelStart']);
    expect(sent.keys()).toEqual(['input_12[]', 'input_5']);
    expect(sent.toObject()).toEqual({ 'input_12[]': ['AFAS', 'SnelStart'], input_5: 'Zakelijk' });
    await post(FORM.contact, JSON.stringify({ input_11: 'Sanne', input_12: ['a', 'b'] }), { 'content-type': 'application/json' });
    expect(capture.last()!.entries).toEqual([
      ['input_11', 'Sanne'],
      ['input_12', 'a'],
      ['input_12', 'b'],
    ]);
    expect(capture.submissions).toHaveLength(2);
    capture.clear();
    expect(capture.submissions).toEqual([]);
  });
});
