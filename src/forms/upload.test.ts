/**
 * @jest-environment node
 *
 * Multi-file uploads as real Gravity Forms 2.8.7 takes them, against the msw handlers shaped like
 * its upload page (`?gf_page=upload`) and its submissions route (which reads a multi-file field
 * only from `gform_uploaded_files`): upload each file with one gform_unique_id, then submit the JSON.
 */
import { setupServer } from 'msw/node';
import { captureSubmissions, gravityForms } from '../../mocks/handlers/index';
import { toGatsbyGravityForm } from '../../mocks/content/gatsby-shape';
import { FORM, forms } from '../../mocks/content/forms';
import { normalizeForm } from './normalize';
import { submit } from './submit';
import { field, form } from '../../mocks/testing/forms';
import type { FormValues } from './types';
import { UPLOAD_UNKNOWN_ERROR, uniqueUploadId, uploadMultiFiles, uploadUrl, wordpressUrlFromApiUrl } from './upload';
import { defaultValues } from './values';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WORDPRESS = 'https://wordpress.example.nl';
const intake = normalizeForm(toGatsbyGravityForm(forms.find((item) => item.databaseId === FORM.migrationIntake)!), {
  wordpressUrl: WORDPRESS,
});
const pdf = (name: string, size = 8) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

function intakeValues(files: File[]): FormValues {
  return {
    ...defaultValues(intake),
    input_2_3: 'Sanne',
    input_2_6: 'de Vries',
    input_3: 'sanne@devries-ict.nl',
    input_4: '0301234567',
    input_5: 'Particulier',
    input_10: 'Weet ik niet',
    input_13: 'VPS',
    input_16: files,
    input_19: 'Videobellen',
    input_23: true,
  };
}

describe('multi-file field: upload first, then gform_uploaded_files', () => {
  it('uploads each file with one gform_unique_id; the submission names them and carries no file parts', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.upload(capture), gravityForms.validated(capture));
    const result = await submit(intake, intakeValues([pdf('netwerk.pdf'), new File(['png'], 'schema.png', { type: 'image/png' })]));
    expect(result).toEqual({
      status: 'done',
      confirmationMessage: expect.stringContaining('gform_confirmation_message'),
      redirectUrl: null,
    });

    expect(capture.uploads).toHaveLength(2);
    const [first, second] = capture.uploads;
    expect(first!.url).toBe(`${WORDPRESS}/?gf_page=upload`);
    expect(first!.keys()).toEqual(['form_id', 'field_id', 'gform_unique_id', 'original_filename', 'name', 'file']);
    expect([
      first!.get('form_id'),
      first!.get('field_id'),
      first!.get('original_filename'),
      first!.get('name'),
      first!.files[0]!.name,
    ]).toEqual(['7', '16', 'netwerk.pdf', 'netwerk.pdf', 'netwerk.pdf']);
    expect(second!.get('original_filename')).toBe('schema.png');
    const uniqueId = first!.get('gform_unique_id')!;
    expect(uniqueId).toMatch(/^[A-Za-z0-9]+$/);
    expect(second!.get('gform_unique_id')).toBe(uniqueId);

    const submission = capture.last()!;
    expect(submission.files).toEqual([]);
    expect(submission.keys()).not.toContain('input_16');
    expect(submission.keys()).not.toContain('input_16[]');
    expect(submission.get('gform_unique_id')).toBe(uniqueId);
    const named = JSON.parse(submission.get('gform_uploaded_files')!);
    expect(named).toEqual({
      input_16: [
        {
          temp_filename: expect.stringMatching(new RegExp(`^${uniqueId}_input_16_[0-9a-f]{16}_netwerk\\.pdf$`)),
          uploaded_filename: 'netwerk.pdf',
        },
        {
          temp_filename: expect.stringMatching(new RegExp(`^${uniqueId}_input_16_[0-9a-f]{16}_schema\\.png$`)),
          uploaded_filename: 'schema.png',
        },
      ],
    });
  });

  it('a new gform_unique_id per submission', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.upload(capture), gravityForms.validated(capture));
    await submit(intake, intakeValues([pdf('a.pdf')]));
    await submit(intake, intakeValues([pdf('b.pdf')]));
    const ids = capture.submissions.map((item) => item.get('gform_unique_id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a refused file is the field’s message as GF’s script shows it, and nothing is submitted', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.upload(capture), gravityForms.validated(capture));
    const result = await submit(intake, intakeValues([pdf('goed.pdf'), pdf('notities.docx'), pdf('groot.pdf', 2 * 1024 * 1024 + 1)]));
    expect(result).toEqual({
      status: 'invalid',
      validationMessages: {
        '16': [
          'notities.docx - The uploaded file type is not allowed. Must be one of the following: pdf,jpg,png',
          'groot.pdf - File exceeds size limit. Maximum file size: 2MB',
        ],
      },
    });
    expect(capture.uploads).toHaveLength(3);
    expect(capture.submissions).toEqual([]);
  });

  it('an error the upload page gives for every file (die_error)', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.upload(capture, { error: { code: 105, message: 'Upload unsuccessful' } }), gravityForms.validated(capture));
    await expect(submit(intake, intakeValues([pdf('a.pdf')]))).resolves.toEqual({
      status: 'invalid',
      validationMessages: { '16': ['a.pdf - Upload unsuccessful'] },
    });
    expect(capture.submissions).toEqual([]);
  });

  it('without files no upload and no gform_uploaded_files', async () => {
    const capture = captureSubmissions();
    server.use(gravityForms.upload(capture), gravityForms.validated(capture));
    await expect(submit(intake, intakeValues([]))).resolves.toMatchObject({ status: 'done' });
    expect(capture.uploads).toEqual([]);
    expect(capture.last()!.keys()).not.toContain('gform_uploaded_files');
  });
});

describe('answers GF’s script cannot read, and failures', () => {
  const definition = form([field({ id: 9, type: 'fileupload', canAcceptMultipleFiles: true })], {
    apiURL: `${WORDPRESS}/wp-json/gf/v2/forms/3`,
  });
  const values = { input_9: [pdf('a.pdf')] };

  it.each<[string, () => Promise<Response>]>([
    ['an empty body (GF die()s)', async () => new Response('', { status: 200 })],
    ['a 500', async () => new Response('<html>Fatal error</html>', { status: 500 })],
    ['ok without temp_filename', async () => new Response(JSON.stringify({ status: 'ok', data: {} }), { status: 200 })],
  ])('%s: strings.unknown_error with the file name', async (_name, answer) => {
    const fetchStub = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
    await expect(submit(definition, values, { fetch: fetchStub as typeof fetch })).resolves.toEqual({
      status: 'invalid',
      validationMessages: { '9': [`${UPLOAD_UNKNOWN_ERROR}: a.pdf`] },
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]![0]).toBe(`${WORDPRESS}/?gf_page=upload`);
  });

  it('a failed upload request is a network error; nothing is submitted', async () => {
    const fetchStub = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(submit(definition, values, { fetch: fetchStub as unknown as typeof fetch })).resolves.toEqual({
      status: 'error',
      reason: 'network',
      httpStatus: null,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('an aborted upload rejects', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchStub = jest.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(
      uploadMultiFiles(definition, values, { fetch: fetchStub as unknown as typeof fetch, signal: controller.signal }),
    ).rejects.toThrow('Aborted');
  });

  it('a single-file field keeps posting its file as input_N, without an upload', async () => {
    const single = form([field({ id: 9, type: 'fileupload' })], { apiURL: `${WORDPRESS}/wp-json/gf/v2/forms/3` });
    const fetchStub = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ is_valid: true, confirmation_message: 'ok', confirmation_type: 'message' }), { status: 200 }),
      ),
    );
    await expect(submit(single, { input_9: pdf('offerte.pdf') }, { fetch: fetchStub as typeof fetch })).resolves.toMatchObject({
      status: 'done',
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const body = fetchStub.mock.calls[0]![1]!.body as FormData;
    expect([...body.keys()]).toEqual(['input_9']);
    expect((body.get('input_9') as File).name).toBe('offerte.pdf');
  });
});

describe('the upload page’s address and the unique id', () => {
  it.each([
    ['https://cms.example.nl/wp-json/gf/v2/forms/4', 'https://cms.example.nl'],
    ['https://example.nl/wordpress/wp-json/gf/v2/forms/4/', 'https://example.nl/wordpress'],
    ['http://127.0.0.1:8788/wp-json/gf/v2/forms/7', 'http://127.0.0.1:8788'],
  ])('%s → %s', (apiURL, expected) => {
    expect(wordpressUrlFromApiUrl(apiURL)).toBe(expected);
    expect(uploadUrl({ apiURL })).toBe(`${expected}/?gf_page=upload`);
  });

  it('gform_unique_id: letters and digits, new each time', () => {
    const ids = Array.from({ length: 50 }, () => uniqueUploadId());
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(50);
  });
});
