/**
 * Gravity Forms' upload page for multi-file fields, as the real plugin serves it (pronamic/gravityforms
 * 2.8.7, includes/upload.php GFAsyncUpload::upload(), reached through gravityforms.php
 * process_exterior_pages() at `POST {site}/?gf_page=upload`):
 *
 *   POST /?gf_page=upload   multipart: form_id, field_id, gform_unique_id (alphanumeric), original_filename, name, file
 *   → 200 text/html {"status":"ok","data":{"temp_filename":"<unique>_input_<field>_<random16>_<name>","uploaded_filename":"<original>"}}
 *   → 200 {"status":"error","error":{"code":104,"message":"…"}} for a refused type or size (die_error)
 *   → 200 with an empty body when the form, the field (not a fileupload) or the unique id is wrong (die())
 *   → 404 for another method
 *
 * A multi-file field's files reach a submission only this way: the submission names them in
 * `gform_uploaded_files` = {"input_16":[{"temp_filename":…,"uploaded_filename":…}]}
 * (GFFormsModel::set_uploaded_files; GF_Field_FileUpload reads nothing else for multipleFiles).
 * The temporary files wait in <entries/uploads>/.gf-tmp/form-<id>/ until a valid submission takes them,
 * within the bound of upload-tmp.ts (age, count and bytes, oldest removed first). A request that
 * fails or is aborted leaves no partial file.
 *
 * CORS: the real upload page sends no CORS headers (it is no REST route), so a browser on another
 * origin cannot read its answer unless WordPress is configured to allow it. The stand-in answers
 * the origins its REST route allows (WORDPRESS_CORS_ORIGINS), so the site can use it in development.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import type { GfForm } from '../../content/types.ts';
import type { Route } from '../http.ts';
import { discardRest, receiveFile, type ReceivedFile } from './body.ts';
import { corsHeaders, corsOriginsFromEnv } from './route.ts';
import { safeFileName, uniqueName } from './entries.ts';
import { randomString, sanitizeFileName } from './file-names.ts';
import { SCRATCH_DIR, sweepTmpFiles, tmpLimitsFromEnv, type TmpLimits } from './upload-tmp.ts';
import { DISALLOWED_EXTENSIONS, fileExtension, maxFileBytes, maxFileSizeMb } from './validate.ts';

/** Where a form's uploaded, not yet submitted files wait. */
export function gfTmpDir(uploadsDir: string, formId: number): string {
  return path.join(uploadsDir, '.gf-tmp', `form-${formId}`);
}

/** The upper bound on one upload's body, whatever the field allows. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The longest file name most file systems take (a long gform_unique_id could pass it). */
const MAX_FILE_NAME_BYTES = 255;

type UploadAnswer = { status: 'ok'; data: { temp_filename: string; uploaded_filename: string } } | { status: 'error'; error: { code: number; message: string } };

function dieError(code: number, message: string): UploadAnswer {
  return { status: 'error', error: { code, message } };
}

function send(res: http.ServerResponse, body: UploadAnswer | null, cors: http.OutgoingHttpHeaders): void {
  const text = body ? JSON.stringify(body) : '';
  res.writeHead(200, { ...cors, 'Content-Type': 'text/html; charset=UTF-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache, must-revalidate, max-age=0', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function allowedExtensions(field: GfForm['fields'][number]): string[] {
  const raw: unknown = field.allowedExtensions;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((item) => String(item).trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

/** The client closed the connection before its upload was complete: there is no one to answer. */
class ClientGone extends Error {}

interface Upload {
  fields: Record<string, string>;
  /** The file part, streamed to `path` (removed again if the request fails); `truncated` past MAX_UPLOAD_BYTES. */
  file?: { path: string; size: number; filename: string; truncated: boolean };
}

/**
 * Reads the upload: its fields, and the file streamed to a scratch name in `scratchDir`. When the
 * client goes away or the body is malformed, it stops writing, removes the partial file and rejects.
 */
function readUpload(req: http.IncomingMessage, scratchDir: string): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 50, fileSize: MAX_UPLOAD_BYTES } });
    } catch (error) {
      reject(error as Error);
      return;
    }
    const fields: Record<string, string> = {};
    let file: Upload['file'];
    const writes: Promise<void>[] = [];
    const abandon = new AbortController();
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      abandon.abort();
      req.unpipe(parser);
      discardRest(req);
      // receiveFile removes what it wrote once aborted; a file not yet opened is never written.
      void Promise.allSettled(writes)
        .then(() => (file ? rm(file.path, { force: true }) : undefined))
        .finally(() => reject(error));
    };
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => undefined); // reported through the parser's own 'error'
      if (name !== 'file' || file || settled) {
        stream.resume();
        return;
      }
      const record = { path: path.join(scratchDir, `${process.pid}-${randomBytes(8).toString('hex')}.part`), size: 0, filename: info.filename ?? '', truncated: false };
      file = record;
      stream.on('limit', () => (record.truncated = true));
      writes.push(
        mkdir(scratchDir, { recursive: true })
          .then(() => receiveFile(stream, record.path, MAX_UPLOAD_BYTES, abandon.signal))
          .then(({ size }) => {
            record.size = size;
          }),
      );
    });
    parser.on('error', (error: Error) => fail(error));
    parser.on('close', () => {
      if (settled) return;
      Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, file });
      }, fail);
    });
    req.on('close', () => {
      if (!req.complete) fail(new ClientGone('The client closed the connection before the upload was complete.'));
    });
    req.pipe(parser);
  });
}

/** Runs tasks one after another: two uploads accepted at once must not both count the same free room. */
function serially() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

export function gravityFormsUploadRoute(
  forms: readonly GfForm[],
  uploadsDir: string,
  corsOrigins: string[] = corsOriginsFromEnv(),
  limits: TmpLimits = tmpLimitsFromEnv(),
): Route {
  const tmpRoot = path.join(uploadsDir, '.gf-tmp');
  const accept = serially();
  /** Checks the upload as GF does and answers; accepts the file into the form's tmp folder. */
  const answerUpload = async (upload: Upload, res: http.ServerResponse, cors: http.OutgoingHttpHeaders, note: (detail: string) => void): Promise<void> => {
    const { fields, file } = upload;
    const answer = async (body: UploadAnswer | null, detail: string) => {
      note(` gf upload: ${detail}`);
      // A refused file is gone before the answer leaves, so nothing of it outlasts the request.
      if (body?.status !== 'ok' && file) await rm(file.path, { force: true });
      send(res, body, cors);
    };
    if (fields.form_id === undefined) return answer(dieError(500, 'Failed to upload file.'), 'no form_id');
    const formId = Number.parseInt(fields.form_id, 10);
    const form = forms.find((candidate) => candidate.databaseId === formId);
    if (!form) return answer(null, `form ${fields.form_id} not found`);
    if (!/^[A-Za-z0-9]+$/.test(fields.gform_unique_id ?? '')) return answer(null, 'gform_unique_id is not alphanumeric');
    const fieldId = Number.parseInt(fields.field_id ?? '', 10);
    const field = form.fields.find((candidate) => candidate.id === fieldId);
    if (!field || field.type !== 'fileupload') return answer(null, `field ${fields.field_id} is not a file upload field`);
    if (!file || !file.filename) return answer(dieError(103, 'Failed to move uploaded file.'), 'no file');
    const uploadedFilename = fields.original_filename ?? file.filename;
    const fileName = fields.name ?? file.filename;
    const disallowed = (name: string) => DISALLOWED_EXTENSIONS.includes(fileExtension(name));
    if (disallowed(fileName) || disallowed(uploadedFilename)) return answer(dieError(104, 'The uploaded file type is not allowed.'), 'disallowed type');
    if (file.truncated || file.size > maxFileBytes(field)) {
      const limitMb = Math.min(maxFileSizeMb(field), MAX_UPLOAD_BYTES / 1024 / 1024);
      return answer(dieError(104, `File exceeds size limit. Maximum file size: ${Math.floor(limitMb)}MB`), 'too large');
    }
    const allowed = allowedExtensions(field);
    if (allowed.length && (!allowed.includes(fileExtension(fileName)) || !allowed.includes(fileExtension(uploadedFilename)))) {
      return answer(dieError(104, `The uploaded file type is not allowed. Must be one of the following: ${allowed.join(',')}`), 'type not allowed');
    }
    // GF sanitizes the name on its own before it joins it to the unique prefix (upload.php:
    // `$file_name = sanitize_file_name( $file_name )`, then `$form_unique_id . '_input_' . $field_id .
    // '_' . GFCommon::random_str( 16 ) . '_' . $file_name`): a path in `name` cannot drop the prefix
    // and so cannot name, and overwrite, another upload's file.
    const tempFilename = `${fields.gform_unique_id}_input_${fieldId}_${randomString(16)}_${sanitizeFileName(fileName)}`;
    if (file.size > limits.maxBytes || Buffer.byteLength(tempFilename) > MAX_FILE_NAME_BYTES) {
      // What GF answers when it cannot write the file (upload.php: the fopen of "{$file_path}.part" fails).
      return answer(dieError(102, 'Failed to open output stream.'), `no room: ${file.size} bytes (bound ${limits.maxBytes}), name of ${Buffer.byteLength(tempFilename)} bytes`);
    }
    const target = path.join(gfTmpDir(uploadsDir, formId), tempFilename);
    const swept = await accept(async () => {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file.path, target);
      return sweepTmpFiles(tmpRoot, limits, { keep: target });
    });
    const sweptNote = swept.removed.length ? ` (${swept.removed.length} older temp files removed)` : '';
    return answer({ status: 'ok', data: { temp_filename: tempFilename, uploaded_filename: uploadedFilename } }, `form ${formId} field ${fieldId}: ${tempFilename}${sweptNote}`);
  };
  return {
    name: 'gravityforms-upload',
    matches: (url) => url.searchParams.get('gf_page') === 'upload' && !url.pathname.startsWith('/wp-json/'),
    async handle({ req, res, note }) {
      const cors = corsHeaders(req, corsOrigins);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Content-Length': 0 });
        res.end();
        return;
      }
      if (req.method !== 'POST') {
        discardRest(req);
        res.writeHead(404, { 'Content-Length': 0 });
        res.end();
        return;
      }
      let upload: Upload;
      try {
        upload = await readUpload(req, path.join(tmpRoot, SCRATCH_DIR));
      } catch (error) {
        // A client that went away reads nothing; the others get GF's answer for a file PHP could not take.
        if (error instanceof ClientGone) return;
        discardRest(req);
        send(res, dieError(103, 'Failed to move uploaded file.'), cors);
        return;
      }
      try {
        await answerUpload(upload, res, cors, note);
      } finally {
        // Gone once accepted (renamed into the form's folder); removed on every other outcome, a throw included.
        if (upload.file) await rm(upload.file.path, { force: true });
      }
    },
  };
}

/**
 * The files a submission names in `gform_uploaded_files` for the form's multi-file fields, as
 * GF reads them: only entries with a temp_filename whose file waits in the form's tmp folder
 * (GF_Field_FileUpload::is_value_submission_empty drops the others). By post name ('input_16').
 */
export async function uploadedFiles(form: GfForm, raw: string | undefined, uploadsDir: string, taken: Set<string>): Promise<Record<string, ReceivedFile[]>> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const result: Record<string, ReceivedFile[]> = {};
  const dir = gfTmpDir(uploadsDir, form.databaseId);
  for (const field of form.fields.filter((candidate) => candidate.type === 'fileupload' && candidate.canAcceptMultipleFiles)) {
    const key = `input_${field.id}`;
    const list = (parsed as Record<string, unknown>)[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const { temp_filename: temp, uploaded_filename: uploaded } = item as Record<string, unknown>;
      if (typeof temp !== 'string' || !temp) continue;
      const tempPath = path.join(dir, path.basename(temp));
      const info = await stat(tempPath).catch(() => null);
      if (!info?.isFile()) continue;
      const filename = typeof uploaded === 'string' && uploaded ? path.basename(uploaded) : path.basename(temp);
      const name = uniqueName(safeFileName(filename), taken);
      (result[key] ??= []).push({ fieldId: field.id, filename, name, size: info.size, tempPath });
    }
  }
  return result;
}
