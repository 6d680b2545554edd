/**
 * msw handlers for the Gravity Forms REST call the form engine makes (spec §7):
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
  /** Every request answered since it was made (or cleared), oldest first. */
  readonly submissions: CapturedSubmission[];
  last(): CapturedSubmission | undefined;
  clear(): void;
  /** Resolves with the next submission that arrives. */
  next(): Promise<CapturedSubmission>;
  /** Used by the handlers. */
  record(submission: CapturedSubmission): void;
}

export function captureSubmissions(): SubmissionCapture {
  const submissions: CapturedSubmission[] = [];
  let waiting: ((submission: CapturedSubmission) => void)[] = [];
  return {
    submissions,
    last: () => submissions[submissions.length - 1],
    clear: () => {
      submissions.length = 0;
    },
    next: () => new Promise((resolve) => waiting.push(resolve)),
    record(submission) {
      submissions.push(submission);
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(submission);
    },
  };
}

function captured(formId: number, url: string, contentType: string, entries: [string, string][], files: CapturedFile[]): CapturedSubmission {
  return {
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
async function readSubmission(request: Request, formId: number): Promise<CapturedSubmission> {
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
      for (const item of Array.isArray(value) ? value : [value]) entries.push([key, typeof item === 'string' ? item : JSON.stringify(item)]);
    }
  } else {
    const text = await request.text();
    if (text) entries.push(['(body)', text]);
  }
  return captured(formId, request.url, contentType, entries, files);
}

/** The body as the stand-in's validator reads it (keys without `[]`, sub-inputs with `_`, files by key). */
function submittedValues(submission: CapturedSubmission): { values: SubmittedValues; files: SubmittedFiles } {
  const values: SubmittedValues = {};
  const files: SubmittedFiles = {};
  const fileParts = new Set(submission.files.map((file) => `${file.key}\u0000${file.name}`));
  for (const [name, value] of submission.entries) {
    const match = /^(input_\d+)(?:[._](\d+))?(\[\d*\])?$/.exec(name.trim());
    if (!match) continue; // GF ignores keys it does not know
    const key = match[2] ? `${match[1]}_${match[2]}` : match[1]!;
    if (fileParts.has(`${name}\u0000${value}`)) {
      const file = submission.files.find((candidate) => candidate.key === name && candidate.name === value)!;
      (files[key] ??= []).push({ filename: file.name, size: file.size, mimeType: file.type });
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
    confirmation_message = answer.confirmation_type === 'message' ? answer.confirmation_message : confirmationWrapper(wrapper, DEFAULT_CONFIRMATION_MESSAGE);
  } else confirmation_message = confirmationWrapper(wrapper, DEFAULT_CONFIRMATION_MESSAGE);
  return { is_valid: true, page_number: 0, source_page_number: 1, confirmation_message, confirmation_type: 'message' as const };
}

export function invalidBody(validationMessages: Record<string, string | string[]>) {
  return { is_valid: false, validation_messages: validationMessages, page_number: 1, source_page_number: 1 };
}

/** WordPress' answer when PHP dies (wp_die in a REST request): 500 internal_server_error. */
export const SERVER_ERROR_BODY = {
  code: 'internal_server_error',
  message: '<p>Er heeft zich een kritieke fout voorgedaan op deze site.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Meer informatie over het debuggen in WordPress.</a></p>',
  data: { status: 500 },
  additional_errors: [],
};

function defaultValidationMessages(form: GfForm | undefined, submission: CapturedSubmission): Record<string, string> {
  if (!form) return { '1': 'Dit veld is verplicht.' };
  const { values, files } = submittedValues(submission);
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
  return { is_valid: true, page_number: 0, source_page_number: 1, confirmation_message: '' as const, confirmation_redirect, confirmation_type: 'redirect' as const };
}

const answers = {
  valid: (options: ValidOptions): Answer => (submission, form) => HttpResponse.json(validBody(form, submission.formId, submission, options.message), { status: 200 }),
  invalid: (options: InvalidOptions): Answer => (submission, form) =>
    HttpResponse.json(invalidBody(options.validationMessages ?? defaultValidationMessages(form, submission)), { status: 400 }),
  validated: (options: ValidOptions): Answer => (submission, form) => {
    if (!form) return answers.valid(options)(submission, form);
    const { values, files } = submittedValues(submission);
    const result = validateSubmission(form, values, files);
    if (!result.is_valid) return HttpResponse.json(invalidBody(result.validation_messages), { status: 400 });
    const answer = confirmationAnswer(form, result.values, 1);
    if (answer.confirmation_type === 'redirect') return answers.redirect({})(submission, form);
    return HttpResponse.json(validBody(form, submission.formId, submission, options.message), { status: 200 });
  },
  redirect: (options: RedirectOptions): Answer => (submission, form) => {
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

/** The handler factories: `gravityForms.valid(capture)`, `gravityForms.invalid(capture, { validationMessages })` … */
export const gravityForms = { valid, invalid, validated, redirect, serverError, networkError, slow };

