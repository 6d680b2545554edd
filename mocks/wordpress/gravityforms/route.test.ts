/**
 * @jest-environment node
 *
 * The Gravity Forms REST API of the stand-in as the site's form engine meets it: a real server
 * process (mocks/wordpress/server.ts) on a free port with its own data folder, spoken to over
 * HTTP with the fixture forms of mocks/content/forms.ts, plus test forms (ids 9xx) given through
 * WORDPRESS_FORMS_FILE.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { forms } from '../../content/forms';
import type { GfForm } from '../../content/types';
import { startStandInProcess, type StandInProcess } from '../stand-in-process';
import { confirmationWrapper } from './confirmation';

const TEST_FORMS: GfForm[] = [
  {
    databaseId: 901,
    title: 'Testformulier met één bijlage',
    fields: [
      { id: 1, type: 'text', label: 'Naam', isRequired: true },
      { id: 2, type: 'fileupload', label: 'Bijlage', isRequired: false, allowedExtensions: ['pdf'], maxFileSize: 1 },
    ],
    confirmations: [{ id: 'r', name: 'Door', type: 'REDIRECT', isDefault: true, url: 'https://example.nl/bedankt?bron=test', queryString: 'naam={Naam:1}' }],
    submitButton: { text: 'Verstuur' },
  },
  { databaseId: 902, title: 'Formulier zonder velden', fields: [], confirmations: [], submitButton: { text: 'Verstuur' } },
  {
    databaseId: 904,
    title: 'Verplichte bijlagen',
    fields: [{ id: 1, type: 'fileupload', label: 'Bijlagen', isRequired: true, canAcceptMultipleFiles: true }],
    confirmations: [],
    submitButton: { text: 'Verstuur' },
  },
];

const MB = 1024 * 1024;
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

let tmp: string;
let formsFile: string;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'gf-route-test-'));
  formsFile = path.join(tmp, 'forms.json');
  writeFileSync(formsFile, JSON.stringify(TEST_FORMS));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function fixture(formId: number): GfForm {
  const form = forms.find((candidate) => candidate.databaseId === formId);
  if (!form) throw new Error(`fixture form ${formId} is missing`);
  return form;
}
const errorMessageOf = (formId: number, fieldId: number) => fixture(formId).fields.find((field) => field.id === fieldId)!.errorMessage!;

type Values = Record<string, string | string[] | null>;

function formData(values: Values, files: [string, BlobPart, string][] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null) continue;
    for (const item of [value].flat()) data.append(key, item);
  }
  for (const [key, content, name] of files) data.append(key, new Blob([content]), name);
  return data;
}

/** A complete, valid migration intake (form 7, every field type); null leaves a key out. */
function intake(overrides: Values = {}): Values {
  return {
    input_2_3: 'Sanne',
    input_2_6: 'de Vries',
    input_3: 'sanne@devries-ict.nl',
    input_4: '0301234567',
    input_5: 'Zakelijk',
    input_6: 'De Vries ICT',
    input_7: 'https://www.devries-ict.nl',
    input_8: '12',
    input_24_1: 'Stationsplein 1',
    input_24_3: 'Utrecht',
    input_24_4: 'Utrecht',
    input_24_5: '3511 AB',
    input_24_6: 'Nederland',
    input_10: 'Bij een andere cloudprovider',
    input_11: 'Hosting BV',
    'input_12[]': ['Microsoft 365', 'Exact Online'],
    input_13_1: 'VPS',
    input_13_4: 'Back-up en herstel',
    'input_14[]': [JSON.stringify(['DC01', 'Domeincontroller', '200']), JSON.stringify({ Servernaam: 'SQL01', Rol: 'Database', 'Opslag (GB)': '500' })],
    'input_15[]': ['Exact Online', 'AFAS'],
    input_17: '01-03-2027',
    input_19: 'Bellen',
    input_20: 'dinsdagochtend',
    input_21: `Kenmerk ${randomUUID()}`,
    input_22: 'voorjaar-2027',
    input_23_1: '1',
    ...overrides,
  };
}

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

function client(standIn: () => StandInProcess) {
  const url = (formId: number | string) => `${standIn().base}/wp-json/gf/v2/forms/${formId}/submissions`;
  return {
    url,
    async post(formId: number | string, body?: BodyInit | null, init: RequestInit = {}, query = ''): Promise<Answer> {
      const response = await fetch(url(formId) + query, { method: 'POST', body, ...init });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
    },
    async entries(formId: number): Promise<Array<{ id: number; form_id: number; values: Record<string, unknown>; files: Array<{ path: string; size: number; originalName: string }> }>> {
      const text = await readFile(path.join(standIn().dataDir, 'entries', `form-${formId}.jsonl`), 'utf8').catch(() => '');
      return text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
    },
    async incoming(): Promise<string[]> {
      return readdir(path.join(standIn().dataDir, 'entries', 'uploads', '.incoming')).catch(() => []);
    },
    /** GF's upload page for multi-file fields (upload-route.ts): the answer's text and JSON. */
    async upload(formId: number, fieldId: number, content: BlobPart, name: string, extra: Record<string, string> = {}): Promise<{ status: number; text: string; json?: Record<string, unknown> }> {
      const data = new FormData();
      const fields = { form_id: String(formId), field_id: String(fieldId), gform_unique_id: 'a1b2c3d4e5', original_filename: name, name: name.split('/').pop()!, ...extra };
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      data.append('file', new Blob([content]), name);
      const response = await fetch(`${standIn().base}/?gf_page=upload`, { method: 'POST', body: data });
      const text = await response.text();
      return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
    },
    /** Files uploaded and waiting for a submission, of every form. */
    async waiting(): Promise<string[]> {
      const root = path.join(standIn().dataDir, 'entries', 'uploads', '.gf-tmp');
      const forms = (await readdir(root).catch(() => [] as string[])).filter((name) => name.startsWith('form-'));
      return (await Promise.all(forms.map((form) => readdir(path.join(root, form))))).flat();
    },
  };
}

/** `gform_uploaded_files` for the upload page's answers, by post name. */
function uploadedFilesJson(byKey: Record<string, { json?: Record<string, unknown> }[]>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(byKey).map(([key, answers]) => [key, answers.map((answer) => answer.json!.data)])));
}

describe('the Gravity Forms REST API', () => {
  let standIn: StandInProcess;
  const api = client(() => standIn);

  beforeAll(async () => {
    standIn = await startStandInProcess({ WORDPRESS_FORMS_FILE: formsFile });
  }, 60_000);
  afterAll(async () => {
    await standIn?.stop();
  });

  describe('valid submissions', () => {
    it('multipart (as the site sends it): 200 with the default confirmation, stored as one JSON line', async () => {
      const message = `Graag een offerte voor 5 werkplekken. ${randomUUID()}`;
      const answer = await api.post(1, formData({ input_11: 'Jan Jansen', input_12: 'jan@example.nl', input_13: message, input_14: 'Een offerte', input_15: '0612345678', input_16_1: '1', input_99: 'onbekend' }));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        is_valid: true,
        page_number: 0,
        source_page_number: 1,
        confirmation_message: confirmationWrapper(fixture(1), fixture(1).confirmations[0]!.message!),
        confirmation_type: 'message',
      });
      expect(Object.keys(answer.body)).toEqual(['is_valid', 'page_number', 'source_page_number', 'confirmation_message', 'confirmation_type']);
      const entry = (await api.entries(1)).find((candidate) => candidate.values['13'] === message);
      expect(entry).toMatchObject({
        id: expect.any(Number),
        form_id: 1,
        values: { '11': 'Jan Jansen', '12': 'jan@example.nl', '14': 'Een offerte', '15': '0612345678', '16': '1' },
        files: [],
      });
      expect(entry!.values).not.toHaveProperty('99');
    });

    it('urlencoded: a REDIRECT confirmation answers its url with the merge tags filled in', async () => {
      const body = new URLSearchParams({ input_11: 'Jan Jansen', input_15: '0612345678', input_14: 'In de middag', input_16_1: '1' });
      const answer = await api.post(4, body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ is_valid: true, page_number: 0, source_page_number: 1, confirmation_message: '', confirmation_redirect: '/bedankt/?naam=Jan%20Jansen', confirmation_type: 'redirect' });
      expect(answer.headers.get('location')).toBe('/bedankt/?naam=Jan%20Jansen');
    });

    it('JSON: the same keys; the newsletter form', async () => {
      const answer = await api.post(3, JSON.stringify({ input_1: 'lezer@example.nl', input_2_1: '1' }), { headers: { 'Content-Type': 'application/json' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ is_valid: true, confirmation_type: 'message' });
      expect((await api.entries(3)).at(-1)).toMatchObject({ values: { '1': 'lezer@example.nl', '2': '1' } });
    });

    it('every field type of the migration intake, with two files (uploaded first, as GF takes a multi-file field’s files) stored beside the entry', async () => {
      const pdf = randomBytes(300_000);
      const png = randomBytes(2_000);
      const uploads = [await api.upload(7, 16, pdf, 'Netwerk overzicht.PDF'), await api.upload(7, 16, png, '../../schets.png')];
      for (const upload of uploads) {
        expect(upload.status).toBe(200);
        expect(upload.json).toEqual({ status: 'ok', data: { temp_filename: expect.stringMatching(/^a1b2c3d4e5_input_16_[0-9A-Za-z]{16}_/), uploaded_filename: expect.any(String) } });
      }
      expect(await api.waiting()).toHaveLength(2);
      const values: Values = { ...intake(), gform_uploaded_files: uploadedFilesJson({ input_16: uploads }) };
      const answer = await api.post(7, formData(values));
      expect(answer.status).toBe(200);
      expect(answer.body.confirmation_message).toBe(confirmationWrapper(fixture(7), fixture(7).confirmations[0]!.message!));
      const entry = (await api.entries(7)).find((candidate) => candidate.values['21'] === values.input_21)!;
      expect(entry.values).toEqual({
        '2': { '2.3': 'Sanne', '2.6': 'de Vries' },
        '3': 'sanne@devries-ict.nl',
        '4': '0301234567',
        '5': 'Zakelijk',
        '6': 'De Vries ICT',
        '7': 'https://www.devries-ict.nl',
        '8': '12',
        '24': { '24.1': 'Stationsplein 1', '24.2': '', '24.3': 'Utrecht', '24.4': 'Utrecht', '24.5': '3511 AB', '24.6': 'Nederland' },
        '10': 'Bij een andere cloudprovider',
        '11': 'Hosting BV',
        '12': ['Microsoft 365', 'Exact Online'],
        '13': ['VPS', 'Back-up en herstel'],
        '14': [
          { Servernaam: 'DC01', Rol: 'Domeincontroller', 'Opslag (GB)': '200' },
          { Servernaam: 'SQL01', Rol: 'Database', 'Opslag (GB)': '500' },
        ],
        '15': ['Exact Online', 'AFAS'],
        '16': [`entries/uploads/form-7/${entry.id}/Netwerk-overzicht.PDF`, `entries/uploads/form-7/${entry.id}/schets.png`],
        '17': '2027-03-01',
        '19': 'Bellen',
        '20': 'dinsdagochtend',
        '21': values.input_21,
        '22': 'voorjaar-2027',
        '23': '1',
      });
      expect(entry.files.map((file) => [file.originalName, file.size])).toEqual([['Netwerk overzicht.PDF', pdf.length], ['schets.png', png.length]]);
      expect(sha256(await readFile(path.join(standIn.dataDir, entry.files[0]!.path)))).toBe(sha256(pdf));
      expect(sha256(await readFile(path.join(standIn.dataDir, entry.files[1]!.path)))).toBe(sha256(png));
      expect(await api.incoming()).toEqual([]);
      expect(await api.waiting()).toEqual([]); // moved into the entry
    });

    it('a multi-file field reads only gform_uploaded_files: files posted with the submission, and unknown temp names, count for nothing', async () => {
      const values = intake({ input_21: `Direct gepost ${randomUUID()}` });
      const direct = await api.post(7, formData({ ...values, gform_uploaded_files: JSON.stringify({ input_16: [{ temp_filename: 'a1b2c3d4e5_input_16_bestaatniet_x.pdf', uploaded_filename: 'x.pdf' }] }) }, [['input_16[]', '%PDF', 'a.pdf'], ['input_16', '%PDF', 'b.pdf']]));
      expect(direct.status).toBe(200);
      const entry = (await api.entries(7)).find((candidate) => candidate.values['21'] === values.input_21)!;
      expect(entry.values['16']).toEqual([]);
      expect(entry.files).toEqual([]);
      expect(await api.incoming()).toEqual([]);
      // A required multi-file field with files only in the body is empty to GF.
      const required = await api.post(904, formData({}, [['input_1[]', '%PDF', 'a.pdf']]));
      expect(required.body.validation_messages).toEqual({ '1': 'Dit veld is verplicht.' });
      // A single-file field does not read gform_uploaded_files.
      const upload = await api.upload(7, 16, '%PDF', 'c.pdf');
      const single = await api.post(901, formData({ input_1: 'Jan', gform_uploaded_files: uploadedFilesJson({ input_2: [upload] }) }));
      expect(single.status).toBe(200);
      expect(await api.waiting()).toHaveLength(1); // still waiting: nobody took it
    });

    it('the upload page answers as GF’s: errors as {status: error}, a wrong form, field or unique id with an empty 200, GET 404', async () => {
      expect((await api.upload(7, 16, 'MZ', 'factuur.pdf.exe')).json).toEqual({ status: 'error', error: { code: 104, message: 'The uploaded file type is not allowed.' } });
      expect((await api.upload(7, 16, 'x', 'notities.docx')).json).toEqual({ status: 'error', error: { code: 104, message: 'The uploaded file type is not allowed. Must be one of the following: pdf,jpg,png' } });
      expect((await api.upload(7, 16, randomBytes(2 * MB + 1), 'groot.pdf')).json).toEqual({ status: 'error', error: { code: 104, message: 'File exceeds size limit. Maximum file size: 2MB' } });
      for (const answer of [await api.upload(99, 16, '%PDF', 'a.pdf'), await api.upload(7, 3, '%PDF', 'a.pdf'), await api.upload(7, 16, '%PDF', 'a.pdf', { gform_unique_id: '../x' })]) {
        expect(answer).toEqual({ status: 200, text: '', json: undefined });
      }
      expect((await fetch(`${standIn.base}/?gf_page=upload`)).status).toBe(404);
      // CORS for the site's origins, as the REST route (the real page sends none).
      const data = new FormData();
      for (const [key, value] of Object.entries({ form_id: '7', field_id: '16', gform_unique_id: 'abc', original_filename: 'a.pdf' })) data.append(key, value);
      data.append('file', new Blob(['%PDF']), 'a.pdf');
      const cross = await fetch(`${standIn.base}/?gf_page=upload`, { method: 'POST', body: data, headers: { Origin: 'http://localhost:9000' } });
      expect(cross.headers.get('access-control-allow-origin')).toBe('http://localhost:9000');
      const before = await api.waiting();
      expect(before.every((name) => !/exe|docx|groot/.test(name))).toBe(true);
    });

    it('fields hidden by conditional logic are neither validated nor stored', async () => {
      const values = intake({ input_5: 'Particulier', input_6: null, input_7: 'geen url', input_8: '9999', input_10: 'Weet ik niet', 'input_14[]': ['["kapot"'], input_19: 'Videobellen', input_20: null });
      const answer = await api.post(7, formData(values));
      expect(answer.status).toBe(200);
      const entry = (await api.entries(7)).find((candidate) => candidate.values['21'] === values.input_21)!;
      for (const hidden of ['6', '7', '8', '11', '14', '20']) expect(entry.values).not.toHaveProperty(hidden);
    });

    it('gives entries rising ids', async () => {
      const ids: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        expect((await api.post(3, new URLSearchParams({ input_1: `lezer${index}@example.nl`, input_2_1: '1' }))).status).toBe(200);
        ids.push((await api.entries(3)).find((entry) => entry.values['1'] === `lezer${index}@example.nl`)!.id);
      }
      expect(ids[1]).toBe(ids[0]! + 1);
      expect(ids[2]).toBe(ids[1]! + 1);
    });
  });

  describe('invalid submissions: 400 with a message per field, nothing stored', () => {
    it('an empty contact form gets GF’s answer with the fixture’s messages', async () => {
      const before = (await api.entries(1)).length;
      const answer = await api.post(1, formData({ input_11: '', input_12: 'geen-adres', input_15: '06123456789' }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        is_valid: false,
        validation_messages: {
          '11': errorMessageOf(1, 11),
          '12': errorMessageOf(1, 12),
          '13': errorMessageOf(1, 13),
          '14': 'Dit veld is verplicht.',
          '15': 'De ingevoerde tekst overschrijdt het maximum aantal tekens (10).',
          '16': errorMessageOf(1, 16),
        },
        page_number: 1,
        source_page_number: 1,
      });
      expect(await api.entries(1)).toHaveLength(before);
    });

    it('the intake: conditional requirements, sub-inputs, ranges, choices, dates, lists', async () => {
      const answer = await api.post(
        7,
        formData(intake({ input_2_6: '', input_7: 'www.devries-ict.nl', input_8: '300', input_10: 'Mainframe', input_12: null, 'input_12[]': ['Lotus Notes'], input_13_1: null, input_13_4: null, input_17: '31-02-2027', input_20: '' })),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.validation_messages).toEqual({
        '2': errorMessageOf(7, 2),
        '7': errorMessageOf(7, 7),
        '8': errorMessageOf(7, 8),
        '10': 'Ongeldige keuze. Kies een van de beschikbare opties.',
        '12': 'Ongeldige keuze. Kies een van de beschikbare opties.',
        '13': errorMessageOf(7, 13),
        '17': 'Voer een geldige datum in.',
        '20': errorMessageOf(7, 20),
      });
    });

    it('a file with an extension the field does not allow (single-file field): no file written, nothing left behind', async () => {
      const before = (await api.entries(901)).length;
      const answer = await api.post(901, formData({ input_1: 'Jan' }, [['input_2', 'MZ...', 'factuur.pdf.exe']]));
      expect(answer.status).toBe(400);
      expect(answer.body.validation_messages).toEqual({ '2': 'Het bestandstype is niet toegestaan.' });
      expect(await api.entries(901)).toHaveLength(before);
      expect(await api.incoming()).toEqual([]);
    });

    it('a file over the field’s maxFileSize is a validation message, not a crash', async () => {
      const answer = await api.post(901, formData({ input_1: 'Jan' }, [['input_2', randomBytes(MB + 1), 'groot.pdf']]));
      expect(answer.status).toBe(400);
      expect(answer.body.validation_messages).toEqual({ '2': 'Het bestand is te groot. De maximale bestandsgrootte is 1 MB.' });
      expect(await api.incoming()).toEqual([]);
    });

    it('several files for a single-file field (test form via WORDPRESS_FORMS_FILE)', async () => {
      const answer = await api.post(901, formData({ input_1: 'Jan' }, [['input_2[]', '%PDF', 'a.pdf'], ['input_2[]', '%PDF', 'b.pdf']]));
      expect(answer.status).toBe(400);
      expect(answer.body.validation_messages).toEqual({ '2': 'Er kan maar één bestand worden geüpload.' });
      const single = await api.post(901, formData({ input_1: 'Jan & co' }, [['input_2', '%PDF', 'a.pdf']]));
      expect(single.body).toMatchObject({ is_valid: true, confirmation_redirect: 'https://example.nl/bedankt?bron=test&naam=Jan%20%26%20co' });
    });
  });

  describe('?_validate_only=1: validates as a submission does, stores nothing', () => {
    it('valid: 200 { is_valid, validation_messages: [], page_number, source_page_number, is_spam } and no entry', async () => {
      const before = (await api.entries(3)).length;
      const answer = await api.post(3, new URLSearchParams({ input_1: 'alleen-controle@example.nl', input_2_1: '1' }), {}, '?_validate_only=1');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ is_valid: true, validation_messages: [], page_number: 0, source_page_number: 1, is_spam: false });
      expect(await api.entries(3)).toHaveLength(before);
    });

    it('invalid: 400 with the messages, no confirmation, nothing stored, no files left behind', async () => {
      const before = (await api.entries(7)).length;
      const answer = await api.post(7, formData(intake({ input_3: 'geen-adres' }), [['input_16[]', '%PDF', 'a.pdf']]), {}, '?_validate_only=1');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ is_valid: false, validation_messages: { '3': errorMessageOf(7, 3) }, page_number: 1, source_page_number: 1 });
      expect(await api.entries(7)).toHaveLength(before);
      expect(await api.incoming()).toEqual([]);
    });
  });

  describe('checkbox groups and consent are read from GF’s sub-inputs only', () => {
    it('input_13[] and input_23 count for nothing; input_13_n and input_23_1 do', async () => {
      const loose = await api.post(7, formData(intake({ input_13_1: null, input_13_4: null, 'input_13[]': ['VPS'], input_23_1: null, input_23: '1' })));
      expect(loose.status).toBe(400);
      expect(Object.keys(loose.body.validation_messages as object).sort()).toEqual(['13', '23']);
      const values = intake({ input_13_1: null, input_13_4: null, input_13_2: 'Cloud PC' });
      expect((await api.post(7, formData(values))).status).toBe(200);
      const entry = (await api.entries(7)).find((candidate) => candidate.values['21'] === values.input_21)!;
      expect(entry.values).toMatchObject({ '13': ['Cloud PC'], '23': '1' });
    });

    it('files only under the upload field’s own key: input_99, input_16_1 and a file for a text field are ignored', async () => {
      const values = intake({ input_21: `Bestanden op vreemde sleutels ${randomUUID()}` });
      const answer = await api.post(7, formData(values, [['input_99', 'x', 'a.pdf'], ['input_16_1', 'y', 'b.pdf'], ['input_21', 'z', 'c.pdf']]));
      expect(answer.status).toBe(200);
      const entry = (await api.entries(7)).find((candidate) => candidate.values['21'] === values.input_21)!;
      expect(entry.values['16']).toEqual([]);
      expect(entry.files).toEqual([]);
      expect(await api.incoming()).toEqual([]);
    });
  });

  describe('the same answers as a real Gravity Forms (captured in ./real-answers from ../shared/real-wordpress)', () => {
    /** A captured answer: status, Content-Type and JSON body of a .http file (status line, headers, blank line, body). */
    function real(name: string): { status: number; contentType: string; body: Record<string, unknown> } {
      const text = readFileSync(path.join(__dirname, 'real-answers', `gf-submission-${name}.http`), 'utf8');
      const [head, ...rest] = text.split(/\r?\n\r?\n/);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head!)![1]);
      const contentType = /^content-type:\s*(.*)$/im.exec(head!)![1]!.trim();
      return { status, contentType, body: JSON.parse(rest.join('\n\n')) };
    }
    /** Keys in order and value types; an object keyed by field ids is a record of its value types. */
    function shape(value: unknown): unknown {
      if (Array.isArray(value)) return ['array', ...new Set(value.map((item) => JSON.stringify(shape(item))))];
      if (value && typeof value === 'object') {
        const entries = Object.entries(value);
        if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
          return { '<field id>': [...new Set(entries.map(([, item]) => JSON.stringify(shape(item))))].sort() };
        }
        return entries.map(([key, item]) => [key, shape(item)]);
      }
      return value === null ? 'null' : typeof value;
    }
    const mediaType = (contentType: string | null) => contentType?.split(';')[0]!.trim().toLowerCase();
    const WRAPPER =
      /^<div id='gform_confirmation_wrapper_(\d+)' class='gform_confirmation_wrapper '><div id='gform_confirmation_message_\1' class='gform_confirmation_message_\1 gform_confirmation_message'>(.*)<\/div><\/div>$/s;

    it('valid: same status, keys in the same order, same types, and GF’s confirmation wrapper with our form id', async () => {
      const captured = real('valid');
      const answer = await api.post(3, new URLSearchParams({ input_1: 'vergelijk@example.nl', input_2_1: '1' }));
      expect(answer.status).toBe(captured.status);
      expect(mediaType(answer.headers.get('content-type'))).toBe(mediaType(captured.contentType));
      expect(shape(answer.body)).toEqual(shape(captured.body));
      expect(answer.body).toMatchObject({ is_valid: captured.body.is_valid, page_number: captured.body.page_number, source_page_number: captured.body.source_page_number, confirmation_type: 'message' });
      const realWrapper = WRAPPER.exec(captured.body.confirmation_message as string);
      expect(realWrapper).not.toBeNull();
      const ours = WRAPPER.exec(answer.body.confirmation_message as string);
      expect(ours?.[1]).toBe('3');
      expect(answer.body.confirmation_message).toBe((captured.body.confirmation_message as string).replaceAll(`_${realWrapper![1]}'`, "_3'").replace(`_${realWrapper![1]} `, '_3 ').replace(realWrapper![2]!, ours![2]!));
    });

    it('invalid: same status, keys, types and page numbers', async () => {
      const captured = real('invalid');
      const answer = await api.post(1, formData({ input_11: '', input_12: 'geen-adres' }));
      expect(answer.status).toBe(captured.status);
      expect(mediaType(answer.headers.get('content-type'))).toBe(mediaType(captured.contentType));
      expect(shape(answer.body)).toEqual(shape(captured.body));
      expect(answer.body).toMatchObject({ is_valid: false, page_number: captured.body.page_number, source_page_number: captured.body.source_page_number });
    });

    it('unknown form: the very same answer', async () => {
      const captured = real('missing-form');
      const answer = await api.post(404, new URLSearchParams({ input_1: 'x' }));
      expect(answer.status).toBe(captured.status);
      expect(answer.body).toEqual(captured.body);
    });
  });

  describe('errors', () => {
    it('a form without fields: 400 no_fields', async () => {
      const answer = await api.post(902, new URLSearchParams({ input_1: 'x' }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'no_fields', message: "Your form doesn't have any fields.", data: { status: 400 } });
    });

    it('unknown form: 400 form_not_found (as GF answers); a non-numeric id: 404 rest_no_route', async () => {
      const unknown = await api.post(2, formData({ input_1: 'x' }));
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ code: 'form_not_found', message: 'Your form could not be found', data: { status: 400 } });
      const nonNumeric = await api.post('contact', formData({ input_1: 'x' }));
      expect(nonNumeric.status).toBe(404);
      expect(nonNumeric.body).toMatchObject({ code: 'rest_no_route' });
    });

    it('wrong method: 405 with Allow', async () => {
      const response = await fetch(api.url(1));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toMatchObject({ code: 'rest_method_not_allowed' });
    });

    it.each([
      ['a multipart body without its closing boundary', 'multipart/form-data; boundary=grens', '--grens\r\nContent-Disposition: form-data; name="input_11"\r\n\r\nJan', 400, /Malformed multipart\/form-data: Unexpected end of form/],
      ['a multipart body with a broken part header', 'multipart/form-data; boundary=grens', '--grens\r\nContent-Disposition form-data\r\n\r\nJan\r\n--grens--\r\n', 400, /Malformed multipart/],
      ['multipart without a boundary', 'multipart/form-data', 'x', 400, /Boundary not found/],
      ['malformed JSON', 'application/json', '{"input_11": "Jan"', 400, /not valid JSON/],
      ['a JSON array', 'application/json', '["input_11"]', 400, /JSON body must be an object/],
      ['an unsupported content type', 'text/plain', 'input_11=Jan', 415, /Unsupported Content-Type 'text\/plain'/],
    ])('%s: a clear 4xx', async (_name, type, body, status, message) => {
      const answer = await api.post(1, body, { headers: { 'Content-Type': type } });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.data).toEqual({ status });
    });

    it('a body over 25 MB with Content-Length: 413 before reading it', async () => {
      const answer = await api.post(7, formData(intake(), [['input_16[]', new Uint8Array(26 * MB), 'groot.pdf']]));
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413, limit: 25 * MB } });
    }, 30_000);

    describe('over a multipart limit: a prompt 413, nothing left in .incoming, the real status in the log', () => {
      /** The log line of the next request to form `formId` (7) after `mark` (the output's length before it was sent). */
      /**
       * The stand-in's log line for a request sent after `mark` that matches `expected`: an earlier
       * request's line can still arrive after the mark (its log is written when its connection closes).
       */
      async function logLine(mark: number, formId = 7, expected = /./): Promise<string> {
        const submissions = new RegExp(`^\\[wordpress\\] POST /wp-json/gf/v2/forms/${formId}/submissions `);
        const deadline = Date.now() + 5000;
        for (;;) {
          const line = standIn.output().slice(mark).split('\n').find((candidate) => submissions.test(candidate) && expected.test(candidate));
          if (line) return line;
          if (Date.now() > deadline) throw new Error(`no log line for the request:\n${standIn.output().slice(mark)}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }

      /** A stand-in that never answers fails here after 10 s, not at Jest's timeout. */
      async function postPromptly(body: BodyInit, init: RequestInit = {}): Promise<Answer & { ms: number; log: (expected: RegExp) => Promise<string> }> {
        const mark = standIn.output().length;
        const started = Date.now();
        const answer = await api.post(7, body, { signal: AbortSignal.timeout(10_000), ...init });
        return { ...answer, ms: Date.now() - started, log: (expected: RegExp) => logLine(mark, 7, expected) };
      }

      it('21 files to one field', async () => {
        const files = Array.from({ length: 21 }, (_, index): [string, BlobPart, string] => ['input_16[]', randomBytes(1_000), `deel-${index}.pdf`]);
        const answer = await postPromptly(formData(intake(), files));
        expect(answer.status).toBe(413);
        expect(answer.body).toEqual({ code: 'rest_payload_too_large', message: 'Too many files: at most 20.', data: { status: 413, limit: 20 } });
        expect(answer.ms).toBeLessThan(5000);
        expect(await api.incoming()).toEqual([]);
        await expect(answer.log(/Too many files/)).resolves.toMatch(/ 413 [\d.]+ms Too many files: at most 20\.$/);
      }, 30_000);

      it('a file followed by 1,001 fields', async () => {
        const data = formData({}, [['input_16[]', randomBytes(100_000), 'voorop.pdf']]);
        for (let index = 0; index < 1001; index += 1) data.append(`input_${index + 100}`, 'x');
        const answer = await postPromptly(data);
        expect(answer.status).toBe(413);
        expect(answer.body).toEqual({ code: 'rest_payload_too_large', message: 'Too many fields: at most 1000.', data: { status: 413, limit: 1000 } });
        expect(answer.ms).toBeLessThan(5000);
        expect(await api.incoming()).toEqual([]);
        await expect(answer.log(/Too many fields/)).resolves.toMatch(/ 413 [\d.]+ms Too many fields: at most 1000\.$/);
      }, 30_000);

      it('a file over the size limit, streamed without Content-Length', async () => {
        const header = new TextEncoder().encode('--grens\r\nContent-Disposition: form-data; name="input_16[]"; filename="te-groot.pdf"\r\n\r\n');
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent === 0) controller.enqueue(header);
            if (sent >= 30 * MB) return controller.close();
            sent += MB;
            controller.enqueue(new Uint8Array(MB));
          },
        });
        const answer = await postPromptly(stream, { headers: { 'Content-Type': 'multipart/form-data; boundary=grens' }, duplex: 'half' } as RequestInit);
        expect(answer.status).toBe(413);
        expect(answer.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413, limit: 25 * MB } });
        expect(answer.ms).toBeLessThan(10_000);
        expect(await api.incoming()).toEqual([]);
        await expect(answer.log(/larger than 25 MB/)).resolves.toMatch(/ 413 [\d.]+ms The submission is larger than 25 MB\.$/);
      }, 30_000);

      it('a client that goes away mid-upload: its partial file is removed, the log says aborted', async () => {
        const mark = standIn.output().length;
        const client = new AbortController();
        // A single-file field: its file is streamed to .incoming as it arrives.
        const header = new TextEncoder().encode('--grens\r\nContent-Disposition: form-data; name="input_2"; filename="half.pdf"\r\n\r\n');
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (sent === 0) controller.enqueue(header);
            if (sent >= MB) {
              // Stalls here, half way, until the client gives up.
              await new Promise((resolve) => client.signal.addEventListener('abort', resolve));
              return;
            }
            sent += 256 * 1024;
            controller.enqueue(randomBytes(256 * 1024));
          },
        });
        const posting = fetch(api.url(901), { method: 'POST', body: stream, headers: { 'Content-Type': 'multipart/form-data; boundary=grens' }, duplex: 'half', signal: client.signal } as RequestInit);
        posting.catch(() => undefined);

        // Wait until the stand-in has written part of the file to .incoming.
        const incomingRoot = path.join(standIn.dataDir, 'entries', 'uploads', '.incoming');
        const partial = async () => {
          for (const folder of await api.incoming()) {
            const sizes = await readdir(path.join(incomingRoot, folder)).then((names) => Promise.all(names.map((name) => stat(path.join(incomingRoot, folder, name)).then((file) => file.size))), () => []);
            if (sizes.some((size) => size > 0)) return true;
          }
          return false;
        };
        const deadline = Date.now() + 5000;
        while (!(await partial())) {
          if (Date.now() > deadline) throw new Error('the stand-in never wrote the partial upload');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }

        client.abort();
        await expect(posting).rejects.toThrow();
        const gone = Date.now() + 5000;
        while ((await api.incoming()).length > 0) {
          if (Date.now() > gone) throw new Error(`.incoming still holds ${(await api.incoming()).join(', ')}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await logLine(mark, 901)).toMatch(/ aborted [\d.]+ms/);
      }, 30_000);
    });

    it('a JSON body over 1 MB: 413', async () => {
      const answer = await api.post(1, JSON.stringify({ input_13: 'x'.repeat(MB + 1) }), { headers: { 'Content-Type': 'application/json' } });
      expect(answer.status).toBe(413);
    });
  });

  describe('CORS', () => {
    it.each(['http://localhost:9000', 'http://127.0.0.1:9000', 'http://localhost:8000', 'http://localhost:6006'])('preflight from %s', async (origin) => {
      const response = await fetch(api.url(1), {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    });

    it('refuses a preflight from another origin', async () => {
      const response = await fetch(api.url(1), { method: 'OPTIONS', headers: { Origin: 'https://elders.example', 'Access-Control-Request-Method': 'POST' } });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('valid, invalid and error answers carry the origin', async () => {
      const headers = { Origin: 'http://localhost:9000' };
      const valid = await api.post(3, new URLSearchParams({ input_1: 'cors@example.nl', input_2_1: '1' }), { headers });
      const invalid = await api.post(3, new URLSearchParams({ input_1: '' }), { headers });
      const missing = await api.post(404, new URLSearchParams(), { headers });
      expect([valid.status, invalid.status, missing.status]).toEqual([200, 400, 400]);
      for (const answer of [valid, invalid, missing]) expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:9000');
    });
  });

  it('still serves after all of that, and logged each submission', async () => {
    const answer = await api.post(3, new URLSearchParams({ input_1: 'laatste@example.nl', input_2_1: '1' }));
    expect(answer.status).toBe(200);
    expect(standIn.child.exitCode).toBeNull();
    expect(standIn.output()).toMatch(/POST \/wp-json\/gf\/v2\/forms\/3\/submissions 200 [\d.]+ms form 3: entry \d+/);
    expect(standIn.output()).not.toMatch(/unexpected error|ESCAPED/);
  });
});

describe('durability', () => {
  const processes: StandInProcess[] = [];
  afterAll(async () => {
    for (const standIn of processes.reverse()) await standIn.stop();
  });

  it('an entry answered with 200 is on disk, whole, even when the server is killed (SIGKILL) right after', async () => {
    const first = await startStandInProcess();
    processes.push(first);
    const api = client(() => first);
    const attachment = randomBytes(1.5 * MB);
    const values = intake();
    const upload = await api.upload(7, 16, attachment, 'inventarisatie.pdf');
    const response = await fetch(api.url(7), { method: 'POST', body: formData({ ...values, gform_uploaded_files: uploadedFilesJson({ input_16: [upload] }) }) });
    expect(response.status).toBe(200);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve)));
    expect(first.child.signalCode).toBe('SIGKILL');

    const [entry] = (await api.entries(7)).filter((candidate) => candidate.values['21'] === values.input_21);
    expect(entry).toBeDefined();
    expect(entry!.files).toHaveLength(1);
    const stored = await readFile(path.join(first.dataDir, entry!.files[0]!.path));
    expect(stored.length).toBe(attachment.length);
    expect(sha256(stored)).toBe(sha256(attachment));

    // A restart on the same data continues the ids.
    const second = await startStandInProcess({ WORDPRESS_DATA_DIR: first.dataDir });
    processes.push(second);
    const next = await client(() => second).post(3, new URLSearchParams({ input_1: 'na-herstart@example.nl', input_2_1: '1' }));
    expect(next.status).toBe(200);
    expect((await api.entries(3)).at(-1)).toMatchObject({ id: entry!.id + 1, values: { '1': 'na-herstart@example.nl' } });
  }, 60_000);
});
