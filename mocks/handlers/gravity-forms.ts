/**
 * msw handlers for the Gravity Forms REST call the form engine makes (docs/behaviour/forms.md#the-request):
 *
 *   POST {WordPress}/wp-json/gf/v2/forms/{id}/submissions   multipart/form-data with input_… keys
 *
 * Shared by Storybook (`parameters: { msw: [gravityForms.valid(capture)] }`, or
 * `beforeEach({ msw }) { msw.use(…) }`) and Jest (`setupServer(...)` from msw/node). Every answer
 * has the shape the real Gravity Forms 2.8.7 gives (mocks/wordpress/gravityforms/real-answers/):
 *
 * - valid        200 { is_valid, page_number: 0, source_page_number: 1, confirmation_message (GF's wrapper), confirmation_type: 'message' }
 * - invalid      400 { is_valid: false, validation_messages: { [fieldId]: string | string[] }, page_number: 1, source_page_number: 1 }
 * - validated    200 or 400 as the stand-in's validator (mocks/wordpress/gravityforms/validate.ts) judges the body
 * - redirect     200 { …, confirmation_message: '', confirmation_redirect, confirmation_type: 'redirect' } + Location
 * - serverError  500 WordPress' critical-error answer
 * - networkError a failed fetch (HttpResponse.error())
 * - slow         the valid (or another) answer after a delay, for the submitting overlay
 * - upload       GF's upload page for multi-file fields, `POST {WordPress}/?gf_page=upload`
 *                (includes/upload.php): {status: 'ok', data: {temp_filename, uploaded_filename}} or
 *                {status: 'error', error: {code, message}}; a multi-file field's files reach a
 *                submission only as `gform_uploaded_files` naming them (the other handlers read them so)
 *
 * Each handler records what it received in an optional capture (captureSubmissions()): the body
 * as [key, value] entries in order, a file as its file name, so a test asserts the keys real
 * Gravity Forms reads (`input_13_1`, `input_23_1`, `input_12[]`, a file under `input_16`).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { forms as fixtureForms } from '../content/forms.ts';
import type { GfForm } from '../content/types.ts';
import { confirmationAnswer, confirmationWrapper, DEFAULT_CONFIRMATION_MESSAGE } from '../wordpress/gravityforms/confirmation.ts';
import { validateSubmission, type EntryValue, type SubmittedFiles, type SubmittedValues } from '../wordpress/gravityforms/validate.ts';

/** Any origin: the engine calls {WordPress URL from the site config}/wp-json/gf/v2/forms/{id}/submissions. */
export const GF_SUBMISSIONS_PATH = '*/wp-json/gf/v2/forms/:id/submissions';

/** A file the handler received. */
export interface CapturedFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** One request the handler answered. */
export interface CapturedSubmission {
  /** 'upload' for GF's upload page (`?gf_page=upload`). */
  kind: 'submission' | 'upload';
  formId: number;
  url: string;
  /** The request's Content-Type without parameters ('multipart/form-data'). */
  contentType: string;
  /** Every part in order: [key, value], a file as [key, its file name]. */
  entries: [string, string][];
  files: CapturedFile[];
  /** The first value of `key` (a file's name for a file), undefined when absent. */
  get(key: string): string | undefined;
  getAll(key: string): string[];
  /** The distinct keys in order. */
  keys(): string[];
  /** The entries as an object: one value as a string, repeated keys as a list. */
  toObject(): Record<string, string | string[]>;
}

export interface SubmissionCapture {
  /** Every submission answered since it was made (or cleared), oldest first. */
  readonly submissions: CapturedSubmission[];
  /** Every file upload to `?gf_page=upload` (multi-file fields), oldest first. */
  readonly uploads: CapturedSubmission[];
  /** The last submission. */
  last(): CapturedSubmission | undefined;
  clear(): void;
  /** Resolves with the next submission that arrives. */
  next(): Promise<CapturedSubmission>;
  /** Used by the handlers. */
  record(submission: CapturedSubmission): void;
}

export function captureSubmissions(): SubmissionCapture {
  const submissions: CapturedSubmission[] = [];
  const uploads: CapturedSubmission[] = [];
  let waiting: ((submission: CapturedSubmission) => void)[] = [];
  return {
    submissions,
    uploads,
    last: () => submissions[submissions.length - 1],
    clear: () => {
      submissions.length = 0;
      uploads.length = 0;
    },
    next: () => new Promise((resolve) => waiting.push(resolve)),
    record(submission) {
      if (submission.kind === 'upload') {
        uploads.push(submission);
        return;
      }
      submissions.push(submission);
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(submission);
    },
  };
}

function captured(
  formId: number,
  url: string,
  contentType: string,
  entries: [string, string][],
  files: CapturedFile[],
  kind: CapturedSubmission['kind'] = 'submission',
): CapturedSubmission {
  return {
    kind,
    formId,
    url,
    contentType,
    entries,
    files,
    get: (key) => entries.find(([name]) => name === key)?.[1],
    getAll: (key) => entries.filter(([name]) => name === key).map(([, value]) => value),
    keys: () => [...new Set(entries.map(([name]) => name))],
    toObject() {
      const object: Record<string, string | string[]> = {};
      for (const [key, value] of entries) {
        const current = object[key];
        object[key] = current === undefined ? value : [...[current].flat(), value];
      }
      return object;
    },
  };
}

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

/** Reads the body as GF's endpoint would accept it: multipart, urlencoded or JSON. */
async function readSubmission(
  request: Request,
  formId: number,
  kind: CapturedSubmission['kind'] = 'submission',
): Promise<CapturedSubmission> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const entries: [string, string][] = [];
  const files: CapturedFile[] = [];
  if (contentType === 'multipart/form-data' || contentType === 'application/x-www-form-urlencoded') {
    const data = await request.formData();
    for (const [key, value] of data.entries()) {
      if (isFile(value)) {
        entries.push([key, value.name]);
        files.push({ key, name: value.name, type: value.type, size: value.size });
      } else {
        entries.push([key, String(value)]);
      }
    }
  } else if (contentType === 'application/json' || contentType.endsWith('+json')) {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body ?? {})) {
      for (const item of Array.isArray(value) ? value : [value])
        entries.push([key, typeof item === 'string' ? item : JSON.stringify(item)]);
    }
  } else {
    const text = await request.text();
    if (text) entries.push(['(body)', text]);
  }
  return captured(formId, request.url, contentType, entries, files, kind);
}

/** Files the upload handler accepted, by temp_filename (shared by every handler, as GF's tmp folder is). */
const waitingUploads = new Map<string, { formId: number; fieldId: number; filename: string; size: number; type: string }>();

/**
 * The body as the stand-in reads it (keys without `[]`, sub-inputs with `_`, files by key): a
 * multi-file field only from `gform_uploaded_files` naming files the upload handler accepted.
 */
function submittedValues(submission: CapturedSubmission, form?: GfForm): { values: SubmittedValues; files: SubmittedFiles } {
  const values: SubmittedValues = {};
  const files: SubmittedFiles = {};
  const fileParts = new Set(submission.files.map((file) => `${file.key}\u0000${file.name}`));
  const multiFile = new Set(
    (form?.fields ?? []).filter((field) => field.type === 'fileupload' && field.canAcceptMultipleFiles).map((field) => `input_${field.id}`),
  );
  let uploaded: unknown;
  try {
    uploaded = JSON.parse(submission.get('gform_uploaded_files') ?? 'null');
  } catch {
    uploaded = null;
  }
  for (const key of multiFile) {
    const list = uploaded && typeof uploaded === 'object' ? (uploaded as Record<string, unknown>)[key] : undefined;
    for (const item of Array.isArray(list) ? list : []) {
      const waiting = waitingUploads.get(String((item as { temp_filename?: unknown })?.temp_filename ?? ''));
      if (waiting && waiting.formId === submission.formId)
        (files[key] ??= []).push({ filename: waiting.filename, size: waiting.size, mimeType: waiting.type });
    }
  }
  for (const [name, value] of submission.entries) {
    const match = /^(input_\d+)(?:[._](\d+))?(\[\d*\])?$/.exec(name.trim());
    if (!match) continue; // GF ignores keys it does not know
    const key = match[2] ? `${match[1]}_${match[2]}` : match[1]!;
    if (fileParts.has(`${name}\u0000${value}`)) {
      const file = submission.files.find((candidate) => candidate.key === name && candidate.name === value)!;
      // Files posted with the submission: only for a single-file field, under its own key.
      if (!match[2] && !multiFile.has(key)) (files[key] ??= []).push({ filename: file.name, size: file.size, mimeType: file.type });
      continue;
    }
    if (match[3] !== undefined) {
      const current = values[key];
      (Array.isArray(current) ? current : (values[key] = [])).push(value);
    } else {
      values[key] = value;
    }
  }
  return { values, files };
}

/** Field values by field id (sub-inputs by input id) for merge tags, read loosely from the body. */
function mergeTagValues(submission: CapturedSubmission): Record<string, EntryValue> {
  const values: Record<string, EntryValue> = {};
  for (const [name, value] of submission.entries) {
    const match = /^input_(\d+)(?:[._](\d+))?/.exec(name);
    if (!match) continue;
    const [, fieldId, input] = match;
    if (input) {
      const current = values[fieldId!];
      const parts = current && typeof current === 'object' && !Array.isArray(current) ? current : (values[fieldId!] = {});
      (parts as Record<string, string>)[`${fieldId}.${input}`] = value;
    } else if (values[fieldId!] === undefined) {
      values[fieldId!] = value;
    }
  }
  return values;
}

export interface HandlerOptions {
  /** The forms answers are derived from (confirmation texts, redirects, validation); default: the fixture forms. */
  forms?: readonly GfForm[];
  /** Answer only for this form id (other forms fall through to the next handler). */
  formId?: number;
}

export interface ValidOptions extends HandlerOptions {
  /** The confirmation's HTML inside GF's wrapper; default: the form's default confirmation message. */
  message?: string;
}

export interface InvalidOptions extends HandlerOptions {
  /**
   * By field id: a string, or a list for a multi-file field. Default: what the stand-in's
   * validator finds in the body, or (for a body it finds valid) the first required field's message.
   */
  validationMessages?: Record<string, string | string[]>;
}

export interface RedirectOptions extends HandlerOptions {
  /** Default: the form's REDIRECT confirmation with its query string filled in, else '/bedankt/'. */
  url?: string;
}

export interface SlowOptions extends ValidOptions {
  /** Milliseconds, or 'infinite' for an overlay that stays; default 1500. */
  delayMs?: number | 'infinite';
  /** What comes after the delay; default 'valid'. */
  then?: 'valid' | 'invalid' | 'validated' | 'redirect' | 'serverError' | 'networkError';
  validationMessages?: InvalidOptions['validationMessages'];
  url?: string;
}

type Answer = (submission: CapturedSubmission, form: GfForm | undefined) => Response | Promise<Response>;

function findForm(options: HandlerOptions, formId: number): GfForm | undefined {
  return (options.forms ?? fixtureForms).find((form) => form.databaseId === formId);
}

function submissionHandler(capture: SubmissionCapture | undefined, options: HandlerOptions, answer: Answer): HttpHandler {
  return http.post(GF_SUBMISSIONS_PATH, async ({ request, params }) => {
    const formId = Number(params.id);
    if (options.formId !== undefined && formId !== options.formId) return undefined; // passthrough to other handlers
    const submission = await readSubmission(request, formId);
    capture?.record(submission);
    return answer(submission, findForm(options, formId));
  });
}

/** GF's valid answer: keys in the order the real plugin sends them. */
export function validBody(form: GfForm | undefined, formId: number, submission?: CapturedSubmission, message?: string) {
  const wrapper = { databaseId: formId, cssClass: form?.cssClass };
  let confirmation_message: string;
  if (message !== undefined) confirmation_message = confirmationWrapper(wrapper, message);
  else if (form) {
    const answer = confirmationAnswer(form, submission ? mergeTagValues(submission) : {}, 1);
    // A form whose default confirmation redirects still gets a message from `valid`.
    confirmation_message =
      answer.confirmation_type === 'message' ? answer.confirmation_message : confirmationWrapper(wrapper, DEFAULT_CONFIRMATION_MESSAGE);
  } else confirmation_message = confirmationWrapper(wrapper, DEFAULT_CONFIRMATION_MESSAGE);
  return { is_valid: true, page_number: 0, source_page_number: 1, confirmation_message, confirmation_type: 'message' as const };
}

export function invalidBody(validationMessages: Record<string, string | string[]>) {
  return { is_valid: false, validation_messages: validationMessages, page_number: 1, source_page_number: 1 };
}

/** WordPress' answer when PHP dies (wp_die in a REST request): 500 internal_server_error. */
export const SERVER_ERROR_BODY = {
  code: 'internal_server_error',
  message:
    '<p>Er heeft zich een kritieke fout voorgedaan op deze site.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Meer informatie over het debuggen in WordPress.</a></p>',
  data: { status: 500 },
  additional_errors: [],
};

function defaultValidationMessages(form: GfForm | undefined, submission: CapturedSubmission): Record<string, string> {
  if (!form) return { '1': 'Dit veld is verplicht.' };
  const { values, files } = submittedValues(submission, form);
  const found = validateSubmission(form, values, files).validation_messages;
  if (Object.keys(found).length > 0) return found;
  const field = form.fields.find((candidate) => candidate.isRequired && candidate.type !== 'section') ?? form.fields[0];
  return field ? { [String(field.id)]: field.errorMessage?.trim() || 'Dit veld is verplicht.' } : {};
}

function redirectBody(form: GfForm | undefined, submission: CapturedSubmission, url?: string) {
  let confirmation_redirect = url;
  if (confirmation_redirect === undefined && form) {
    const answer = confirmationAnswer(form, mergeTagValues(submission), 1);
    if (answer.confirmation_type === 'redirect') confirmation_redirect = answer.confirmation_redirect;
  }
  confirmation_redirect ??= '/bedankt/';
  return {
    is_valid: true,
    page_number: 0,
    source_page_number: 1,
    confirmation_message: '' as const,
    confirmation_redirect,
    confirmation_type: 'redirect' as const,
  };
}

const answers = {
  valid:
    (options: ValidOptions): Answer =>
    (submission, form) =>
      HttpResponse.json(validBody(form, submission.formId, submission, options.message), { status: 200 }),
  invalid:
    (options: InvalidOptions): Answer =>
    (submission, form) =>
      HttpResponse.json(invalidBody(options.validationMessages ?? defaultValidationMessages(form, submission)), { status: 400 }),
  validated:
    (options: ValidOptions): Answer =>
    (submission, form) => {
      if (!form) return answers.valid(options)(submission, form);
      const { values, files } = submittedValues(submission, form);
      const result = validateSubmission(form, values, files);
      if (!result.is_valid) return HttpResponse.json(invalidBody(result.validation_messages), { status: 400 });
      const answer = confirmationAnswer(form, result.values, 1);
      if (answer.confirmation_type === 'redirect') return answers.redirect({})(submission, form);
      return HttpResponse.json(validBody(form, submission.formId, submission, options.message), { status: 200 });
    },
  redirect:
    (options: RedirectOptions): Answer =>
    (submission, form) => {
      const body = redirectBody(form, submission, options.url);
      return HttpResponse.json(body, { status: 200, headers: { Location: body.confirmation_redirect } });
    },
  serverError: (): Answer => () => HttpResponse.json(SERVER_ERROR_BODY, { status: 500 }),
  networkError: (): Answer => () => HttpResponse.error(),
};

/** 200 with the form's confirmation message in GF's wrapper. */
function valid(capture?: SubmissionCapture, options: ValidOptions = {}): HttpHandler {
  return submissionHandler(capture, options, answers.valid(options));
}

/** 400 with validation_messages by field id. */
function invalid(capture?: SubmissionCapture, options: InvalidOptions = {}): HttpHandler {
  return submissionHandler(capture, options, answers.invalid(options));
}

/** 200 or 400 as the stand-in would answer the body (its validator, its confirmation or redirect). */
function validated(capture?: SubmissionCapture, options: ValidOptions = {}): HttpHandler {
  return submissionHandler(capture, options, answers.validated(options));
}

/** 200 with confirmation_type 'redirect' and confirmation_redirect (and a Location header, as GF sends). */
function redirect(capture?: SubmissionCapture, options: RedirectOptions = {}): HttpHandler {
  return submissionHandler(capture, options, answers.redirect(options));
}

/** 500 as WordPress answers a fatal error. */
function serverError(capture?: SubmissionCapture, options: HandlerOptions = {}): HttpHandler {
  return submissionHandler(capture, options, answers.serverError());
}

/** The request fails (fetch rejects with a TypeError). */
function networkError(capture?: SubmissionCapture, options: HandlerOptions = {}): HttpHandler {
  return submissionHandler(capture, options, answers.networkError());
}

/** The `then` answer (default valid) after `delayMs` (default 1500; 'infinite' never answers). */
function slow(capture?: SubmissionCapture, options: SlowOptions = {}): HttpHandler {
  const then = options.then ?? 'valid';
  const answer: Answer =
    then === 'invalid'
      ? answers.invalid(options)
      : then === 'redirect'
        ? answers.redirect(options)
        : then === 'serverError'
          ? answers.serverError()
          : then === 'networkError'
            ? answers.networkError()
            : then === 'validated'
              ? answers.validated(options)
              : answers.valid(options);
  return submissionHandler(capture, options, async (submission, form) => {
    await delay(options.delayMs ?? 1500);
    return answer(submission, form);
  });
}

export interface UploadOptions extends HandlerOptions {
  /** Answer every upload with this error (GFAsyncUpload::die_error), e.g. { code: 104, message: 'The uploaded file type is not allowed.' }. */
  error?: { code: number; message: string };
  /** Milliseconds before the answer (an upload in progress). */
  delayMs?: number;
}

export type UploadAnswer =
  | { status: 'ok'; data: { temp_filename: string; uploaded_filename: string } }
  | { status: 'error'; error: { code: number; message: string } };

const DISALLOWED = [
  'php',
  'asp',
  'aspx',
  'cmd',
  'csh',
  'bat',
  'html',
  'htm',
  'hta',
  'jar',
  'exe',
  'com',
  'js',
  'lnk',
  'htaccess',
  'phar',
  'phtml',
  'ps1',
  'ps2',
  'php3',
  'php4',
  'php5',
  'php6',
  'py',
  'rb',
  'tmp',
  'svg',
  'shtml',
];
const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');
const randomHex = () => Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** GF's answer to one upload (includes/upload.php), or null where GF die()s with an empty body. */
function uploadAnswer(submission: CapturedSubmission, form: GfForm | undefined): UploadAnswer | null {
  if (!form || !/^[A-Za-z0-9]+$/.test(submission.get('gform_unique_id') ?? '')) return null;
  const fieldId = Number.parseInt(submission.get('field_id') ?? '', 10);
  const field = form.fields.find((candidate) => candidate.id === fieldId);
  const file = submission.files.find((candidate) => candidate.key === 'file');
  if (!field || field.type !== 'fileupload') return null;
  if (!file) return { status: 'error', error: { code: 103, message: 'Failed to move uploaded file.' } };
  const uploaded = submission.get('original_filename') ?? file.name;
  const name = submission.get('name') ?? file.name;
  if ([name, uploaded].some((candidate) => DISALLOWED.includes(extensionOf(candidate))))
    return { status: 'error', error: { code: 104, message: 'The uploaded file type is not allowed.' } };
  const maxMb = field.maxFileSize && field.maxFileSize > 0 ? field.maxFileSize : 10;
  if (file.size > maxMb * 1024 * 1024)
    return { status: 'error', error: { code: 104, message: `File exceeds size limit. Maximum file size: ${Math.floor(maxMb)}MB` } };
  const allowed = (field.allowedExtensions ?? []).map((extension) => extension.toLowerCase());
  if (allowed.length && [name, uploaded].some((candidate) => !allowed.includes(extensionOf(candidate)))) {
    return {
      status: 'error',
      error: { code: 104, message: `The uploaded file type is not allowed. Must be one of the following: ${allowed.join(',')}` },
    };
  }
  const temp = `${submission.get('gform_unique_id')}_input_${fieldId}_${randomHex()}_${name.replace(/[^A-Za-z0-9._-]+/g, '-')}`;
  waitingUploads.set(temp, { formId: form.databaseId, fieldId, filename: uploaded, size: file.size, type: file.type });
  return { status: 'ok', data: { temp_filename: temp, uploaded_filename: uploaded } };
}

/**
 * GF's upload page for multi-file fields: `POST {WordPress}/?gf_page=upload` (form_id, field_id,
 * gform_unique_id, original_filename, name, file). Answers 200 text/html with GF's JSON; the files
 * it accepts are what `gform_uploaded_files` may name in a submission (validated, invalid).
 */
function upload(capture?: SubmissionCapture, options: UploadOptions = {}): HttpHandler {
  return http.post('*', async ({ request }) => {
    if (new URL(request.url).searchParams.get('gf_page') !== 'upload') return undefined;
    const data = await readSubmission(request, Number.NaN, 'upload');
    const formId = Number.parseInt(data.get('form_id') ?? '', 10);
    const submission = { ...data, formId };
    if (options.formId !== undefined && formId !== options.formId) return undefined;
    capture?.record(submission);
    if (options.delayMs) await delay(options.delayMs);
    const answer = options.error
      ? ({ status: 'error', error: options.error } as const)
      : uploadAnswer(submission, findForm(options, formId));
    return new HttpResponse(answer ? JSON.stringify(answer) : '', { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  });
}

/** The handler factories: `gravityForms.valid(capture)`, `gravityForms.invalid(capture, { validationMessages })` … */
export const gravityForms = { valid, invalid, validated, redirect, serverError, networkError, slow, upload };
