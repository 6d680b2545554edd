/**
 * Multi-file uploads as real Gravity Forms 2.8.7 takes them. A multi-file field
 * (canAcceptMultipleFiles) reads no file parts of the submission: GFFormDisplay::upload_files skips
 * it (form_display.php l. 405) and its value comes only from `gform_uploaded_files`, the JSON of
 * files uploaded before through GF's upload page (forms_model.php l. 8104ff., set_uploaded_files).
 * So, as GF's own plupload script does (js/gravityforms.js gfMultiFileUploader):
 *
 *   POST {WordPress}/?gf_page=upload   multipart: form_id, field_id, gform_unique_id, original_filename, name, file
 *   → 200 {"status":"ok","data":{"temp_filename","uploaded_filename"}} | {"status":"error","error":{"code","message"}}
 *     (includes/upload.php GFAsyncUpload::upload; an empty body where GF die()s)
 *
 * once per file, with one `gform_unique_id` (letters and digits) for the whole submission, then
 * the submission names the files: `gform_uploaded_files` = {"input_16":[{temp_filename, uploaded_filename}]}
 * and `gform_unique_id` (body.ts). A refused file becomes the field's message as GF's script shows
 * it: `{file name} - {error.message}`, or for an answer it cannot read
 * `There was a problem while saving the file on the server: {file name}` (strings.unknown_error).
 *
 * CORS: the real upload page is no REST route and sends no CORS headers, so a browser on another
 * origin than WordPress cannot read its answer: a site served from another origin needs WordPress
 * to send Access-Control-Allow-Origin for `?gf_page=upload` (a small mu-plugin or the web server),
 * or a proxy on the site's origin. The stand-in (mocks/wordpress) answers its allowed origins.
 */
import { activeFields } from './conditions';
import type { FieldDefinition, FormDefinition, FormValue, FormValues, ValidationMessages } from './types';
import { inputName } from './values';
import { defaultFetch } from '../lib/fetch';

/** One file GF's upload page accepted, as `gform_uploaded_files` names it. */
export interface UploadedFile {
  temp_filename: string;
  uploaded_filename: string;
}

/** By post name: { input_16: [{ temp_filename, uploaded_filename }] } — the JSON of `gform_uploaded_files`. */
export type UploadedFiles = Record<string, UploadedFile[]>;

/** What the uploads of one submission came to. */
export type UploadsResult =
  | { status: 'done'; uniqueId: string; uploadedFiles: UploadedFiles }
  | { status: 'invalid'; validationMessages: ValidationMessages }
  | { status: 'error'; reason: 'network' };

export interface UploadOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** The submission's `gform_unique_id`; default: a new one (uniqueUploadId). */
  uniqueId?: string;
}

/** GF's script's strings.unknown_error (includes/config/items/class-gf-config-multifile.php l. 32). */
export const UPLOAD_UNKNOWN_ERROR = 'There was a problem while saving the file on the server';

/** The WordPress URL of a form: everything of its apiURL before `/wp-json/` ('https://cms.example/wp-json/gf/v2/forms/4' → 'https://cms.example'). */
export function wordpressUrlFromApiUrl(apiURL: string): string {
  const at = apiURL.indexOf('/wp-json/');
  if (at >= 0) return apiURL.slice(0, at);
  try {
    return new URL(apiURL).origin;
  } catch {
    return apiURL.replace(/\/+$/, '');
  }
}

/** GF's upload page: `{WordPress URL}/?gf_page=upload`. */
export function uploadUrl(definition: Pick<FormDefinition, 'apiURL'>): string {
  return `${wordpressUrlFromApiUrl(definition.apiURL)}/?gf_page=upload`;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A `gform_unique_id`: letters and digits only, as GF's upload page requires (GF's script makes 8 hex digits; this is longer). */
export function uniqueUploadId(length = 16): string {
  const bytes = new Uint8Array(length);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let index = 0; index < length; index++) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** A File/Blob, recognised by shape: jsdom, Node and the browser each have their own Blob class. */
export function isBlob(value: unknown): value is Blob {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Blob>;
  return typeof candidate.size === 'number' && typeof candidate.type === 'string' && typeof candidate.slice === 'function';
}

export function blobName(file: Blob): string | undefined {
  return 'name' in file && typeof file.name === 'string' ? file.name : undefined;
}

/** The files chosen in a field's value. */
export function chosenFiles(value: FormValue): Blob[] {
  return (Array.isArray(value) ? (value as unknown[]) : [value]).filter(isBlob);
}

/** The multi-file fields that are shown and hold files: these go through GF's upload page. */
export function multiFileFields(definition: FormDefinition, values: FormValues): FieldDefinition[] {
  return activeFields(definition, values).filter(
    (field) => field.type === 'fileupload' && field.canAcceptMultipleFiles && chosenFiles(values[inputName(field.id)]).length > 0,
  );
}

type OneUpload = { ok: true; file: UploadedFile } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GF's answer read as its script reads it (FileUploaded). */
function readAnswer(text: string, name: string): OneUpload {
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = null;
  }
  if (isRecord(answer) && answer.status === 'error') {
    const error = isRecord(answer.error) ? answer.error : {};
    return { ok: false, message: `${name} - ${typeof error.message === 'string' ? error.message : ''}` };
  }
  const data = isRecord(answer) && answer.status === 'ok' && isRecord(answer.data) ? answer.data : null;
  if (data && typeof data.temp_filename === 'string' && data.temp_filename !== '') {
    const uploaded = typeof data.uploaded_filename === 'string' ? data.uploaded_filename : name;
    return { ok: true, file: { temp_filename: data.temp_filename, uploaded_filename: uploaded } };
  }
  return { ok: false, message: `${UPLOAD_UNKNOWN_ERROR}: ${name}` };
}

/** Uploads one file to GF's upload page; rejects only when the request fails (network, abort). */
export async function uploadFile(
  definition: FormDefinition,
  field: FieldDefinition,
  file: Blob,
  uniqueId: string,
  options: Pick<UploadOptions, 'fetch' | 'signal'> = {},
): Promise<OneUpload> {
  const send = options.fetch ?? defaultFetch;
  const name = blobName(file) ?? 'file';
  const body = new FormData();
  body.append('form_id', String(definition.formId));
  body.append('field_id', String(field.id));
  body.append('gform_unique_id', uniqueId);
  body.append('original_filename', name);
  body.append('name', name);
  body.append('file', file, name);
  const response = await send(uploadUrl(definition), { method: 'POST', body, signal: options.signal });
  const text = response.ok ? await response.text().catch(() => '') : '';
  return readAnswer(text, name);
}

/**
 * Uploads every file of the shown multi-file fields, one after another as GF's script does, with
 * one unique id. Every refused file gives its field a message; any refusal makes it 'invalid' (the
 * submission is then not sent). Nothing to upload: 'done' with no files.
 */
export async function uploadMultiFiles(
  definition: FormDefinition,
  values: FormValues,
  options: UploadOptions = {},
): Promise<UploadsResult> {
  const uniqueId = options.uniqueId ?? uniqueUploadId();
  const uploadedFiles: UploadedFiles = {};
  const validationMessages: Record<string, string[]> = {};
  for (const field of multiFileFields(definition, values)) {
    const key = inputName(field.id);
    for (const file of chosenFiles(values[key])) {
      let result: OneUpload;
      try {
        result = await uploadFile(definition, field, file, uniqueId, options);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { status: 'error', reason: 'network' };
      }
      if (result.ok) (uploadedFiles[key] ??= []).push(result.file);
      else (validationMessages[String(field.id)] ??= []).push(result.message);
    }
  }
  if (Object.keys(validationMessages).length > 0) return { status: 'invalid', validationMessages };
  return { status: 'done', uniqueId, uploadedFiles };
}
