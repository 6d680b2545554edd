/**
 * Reads a submission body, as GF's REST endpoint accepts it, into SubmittedValues and files:
 * multipart/form-data (what the site's form engine sends), application/x-www-form-urlencoded and
 * application/json, all with the same `input_…` keys. Limits are enforced while the body streams
 * in; nothing is buffered beyond them. Files go straight to disk (fsync'ed on close) in a
 * per-request folder of the entry store; a failed read (a limit, a malformed body, a client that
 * goes away) stops every file write at once and removes that folder before it rejects.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { GfForm } from '../../content/types.ts';
import { HttpError } from '../http.ts';
import { safeFileName, uniqueName, type EntryStore } from './entries.ts';
import { isExtensionAllowed, maxFileBytes, type SubmittedFile, type SubmittedFiles, type SubmittedValues } from './validate.ts';
import { discardRest as discardRestBeyond } from '../../../scripts/lib/discard-rest.ts';

export interface BodyLimits {
  /** Whole multipart body, files included. */
  maxBodyBytes: number;
  /** JSON and urlencoded bodies (no files). */
  maxTextBodyBytes: number;
  /** One non-file value. */
  maxFieldBytes: number;
  /** One file; a field's own maxFileSize below this is a validation message, not an error. */
  maxFileBytes: number;
  maxFields: number;
  maxFiles: number;
}

export const DEFAULT_LIMITS: BodyLimits = {
  maxBodyBytes: 25 * 1024 * 1024,
  maxTextBodyBytes: 1024 * 1024,
  maxFieldBytes: 1024 * 1024,
  maxFileBytes: 25 * 1024 * 1024,
  maxFields: 1000,
  maxFiles: 20,
};

/** After an early answer the client may still be sending: read and drop up to this much so it sees the answer, then cut the connection. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

export interface ReceivedFile extends SubmittedFile {
  fieldId: number;
  /** Sanitised, unique within the request. */
  name: string;
  /** Where the file waits in .incoming; absent when it was not kept (type not allowed, too large). */
  tempPath?: string;
}

export interface ParsedBody {
  values: SubmittedValues;
  files: SubmittedFiles<ReceivedFile>;
  /** The request's folder in .incoming, if a file was kept; the caller removes it when done. */
  incomingDir?: string;
  /**
   * `gform_uploaded_files` as sent (JSON): the files of multi-file fields, uploaded before through
   * `?gf_page=upload` (upload-route.ts). GF reads a multi-file field from nothing else.
   */
  uploadedFiles?: string;
}

/** GF's post name for the files of multi-file fields (GFFormsModel::set_uploaded_files). */
export const UPLOADED_FILES_KEY = 'gform_uploaded_files';

/** A post name as GF reads it: `input_7`, `input_7[]`, `input_24.4` / `input_24_4`; anything else is ignored. */
export function postKey(name: string): { key: string; isArray: boolean } | undefined {
  const match = /^(input_\d+)(?:[._](\d+))?(\[\d*\])?$/.exec(name.trim());
  if (!match) return undefined;
  return { key: match[2] ? `${match[1]}_${match[2]}` : match[1]!, isArray: match[3] !== undefined };
}

/** PHP's rules: `key[]` collects, a repeated plain key keeps the last value. */
export function addValue(values: SubmittedValues, name: string, value: string | undefined, forceArray = false): void {
  const parsed = postKey(name);
  if (!parsed) return;
  if (parsed.isArray || forceArray) {
    const current = values[parsed.key];
    const list = Array.isArray(current) ? current : (values[parsed.key] = []);
    if (value !== undefined) list.push(value);
  } else if (value !== undefined) {
    values[parsed.key] = value;
  }
}

/** Stops reading into memory after an early answer (scripts/lib/discard-rest.ts, shared with the Function host). */
export const discardRest = (req: http.IncomingMessage): void => discardRestBeyond(req, DRAIN_LIMIT);

function payloadTooLarge(message: string, detail: string, limit: number): HttpError {
  return new HttpError(413, message, { code: 'rest_payload_too_large', message: detail, data: { status: 413, limit } });
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const readableSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${megabytes(bytes)} MB` : `${Math.round((bytes / 1024) * 10) / 10} kB`);

function tooLarge(limit: number): HttpError {
  return payloadTooLarge(`The submission is larger than ${megabytes(limit)} MB.`, `The submission is larger than ${megabytes(limit)} MB (${limit} bytes).`, limit);
}

function badRequest(code: string, message: string): HttpError {
  return new HttpError(400, message, { code, message, data: { status: 400 } });
}

function aborted(): HttpError {
  return badRequest('rest_request_aborted', 'The client closed the connection before the body was complete.');
}

function declaredLength(req: http.IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/** A JSON or urlencoded body, at most `limit` bytes. */
function readText(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: HttpError) => {
      if (settled) return;
      settled = true;
      if (error) {
        discardRest(req);
        reject(error);
      } else {
        resolve(Buffer.concat(chunks).toString('utf8'));
      }
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle(tooLarge(limit));
      else chunks.push(chunk);
    });
    req.on('end', () => settle());
    req.on('error', () => settle(aborted()));
    req.on('close', () => {
      if (!req.complete) settle(aborted());
    });
  });
}

/**
 * PHP's json_decode, which WordPress' REST API uses for a JSON body (WP_REST_Request::parse_json_params,
 * wp-includes/rest-api/class-wp-rest-request.php), stops at 512 levels of nesting (its default
 * `depth`, https://www.php.net/manual/en/function.json-decode.php) with "Maximum stack depth
 * exceeded", which WordPress answers 400 rest_invalid_json. The stand-in refuses the same; deeper
 * JSON would also overflow the stack when a value is turned back into text (a 500, as
 * mocks/wordpress/hostile-requests.fuzz.test.ts shows).
 */
export const MAX_JSON_DEPTH = 512;

/** The deepest nesting of arrays and objects in JSON text, counted without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

function jsonValues(text: string): SubmittedValues {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest('rest_invalid_json', `The request body is not valid JSON: Maximum stack depth exceeded (more than ${MAX_JSON_DEPTH} levels of nesting).`);
  }
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw badRequest('rest_invalid_json', `The request body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('rest_invalid_json', 'The JSON body must be an object of input_{fieldId} values.');
  }
  const values: SubmittedValues = {};
  const asText = (item: unknown) => (item == null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item));
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      addValue(values, name, undefined, true);
      for (const item of value) addValue(values, name, asText(item), true);
    } else {
      addValue(values, name, asText(value));
    }
  }
  return values;
}

function urlencodedValues(text: string): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, value] of new URLSearchParams(text)) addValue(values, name, value);
  return values;
}

/**
 * Streams one uploaded file to `target` (or nowhere), counting every byte but keeping at most `maxBytes`.
 * Once `signal` aborts it stops, removes what it wrote and rejects. It never hands `pipeline` a
 * stream that is already destroyed: a file stream that had ended (busboy pushed its EOF) and was
 * destroyed before anyone read it never settles a pipeline.
 */
export async function receiveFile(stream: Readable, target: string | undefined, maxBytes: number, signal: AbortSignal): Promise<{ size: number; kept: boolean }> {
  if (signal.aborted || stream.destroyed) {
    stream.destroy();
    throw new Error('The request was abandoned before this file was read.');
  }
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, size > maxBytes ? undefined : chunk);
    },
  });
  const sink = target
    ? createWriteStream(target, { flags: 'wx', flush: true }) // flush: fsync before close
    : new Writable({ write: (_chunk, _encoding, callback) => callback() });
  try {
    await pipeline(stream, meter, sink, { signal });
  } catch (error) {
    if (target) await rm(target, { force: true });
    throw error;
  }
  const kept = target !== undefined && size <= maxBytes;
  if (target && !kept) await rm(target, { force: true });
  return { size, kept };
}

/** A busboy parser of a multipart body with the limits; malformed headers are a 400. */
function multipartParser(req: http.IncomingMessage, limits: BodyLimits): busboy.Busboy {
  try {
    return busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fieldSize: limits.maxFieldBytes,
        fields: limits.maxFields,
        files: limits.maxFiles,
        // busboy reports partsLimit on reaching it (files and fields on exceeding theirs): one more,
        // so a body with exactly maxFields fields and maxFiles files is accepted.
        parts: limits.maxFields + limits.maxFiles + 1,
        fileSize: limits.maxFileBytes,
      },
    });
  } catch (error) {
    throw badRequest('rest_invalid_multipart', `Malformed multipart/form-data: ${(error as Error).message}.`);
  }
}

/**
 * What one multipart read gathers (values, files, `gform_uploaded_files`), and the file writes it
 * has started into the request's folder of the entry store, made when the first file is kept.
 */
class MultipartRead {
  readonly values: SubmittedValues = {};
  readonly files: SubmittedFiles<ReceivedFile> = {};
  /** The file names given so far, each unique within the request. */
  readonly taken = new Set<string>();
  uploadedFiles: string | undefined;
  readonly writes: Promise<void>[] = [];
  /** Aborted on the first failure: every file write stops, its partial file is removed. */
  readonly abandon = new AbortController();
  /** Answered or failed: nothing changes the outcome after that. */
  settled = false;
  private incoming: Promise<string> | undefined;
  private readonly store: EntryStore;

  constructor(store: EntryStore) {
    this.store = store;
  }

  incomingDir(): Promise<string> {
    return (this.incoming ??= this.store.createIncoming());
  }

  /** Waits for every file write to stop, then removes the request's folder. */
  async cleanUp(): Promise<void> {
    await Promise.allSettled(this.writes);
    if (this.incoming) await this.store.discardIncoming(await this.incoming).catch(() => undefined);
  }

  async body(): Promise<ParsedBody> {
    return { values: this.values, files: this.files, incomingDir: this.incoming ? await this.incoming : undefined, uploadedFiles: this.uploadedFiles };
  }
}

/** Passes the body on, failing the read once more than `maxBytes` have come. */
function bodyMeter(maxBytes: number, fail: (error: HttpError) => void): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) {
        fail(tooLarge(maxBytes));
        callback();
      } else {
        callback(null, chunk);
      }
    },
  });
}

/** The parser's 'field' listener: a value (a 413 past maxFieldBytes), or `gform_uploaded_files`. */
function fieldListener(read: MultipartRead, limits: BodyLimits, fail: (error: HttpError) => void) {
  return (name: string, value: string, info: busboy.FieldInfo) => {
    if (info.valueTruncated) {
      const message = `The value of ${name} is larger than ${limits.maxFieldBytes} bytes.`;
      fail(payloadTooLarge(message, message, limits.maxFieldBytes));
      return;
    }
    if (name === UPLOADED_FILES_KEY) read.uploadedFiles = value;
    else addValue(read.values, name, value);
  };
}

/** The parser's 'file' listener: a file of a single-file upload field goes to the request's folder; any other part is drained. */
function fileListener(read: MultipartRead, form: GfForm, limits: BodyLimits, fail: (error: HttpError) => void) {
  return (name: string, stream: Readable, info: busboy.FileInfo) => {
    stream.on('error', () => undefined); // reported through the parser's own 'error'
    stream.on('limit', () => {
      const message = `The file ${info.filename} is larger than ${readableSize(limits.maxFileBytes)}.`;
      fail(payloadTooLarge(message, `${message.slice(0, -1)} (${limits.maxFileBytes} bytes).`, limits.maxFileBytes));
    });
    const parsed = postKey(name);
    const fieldId = parsed && /^input_(\d+)$/.test(parsed.key) ? Number(parsed.key.slice('input_'.length)) : NaN;
    // A multi-file field takes no files from the submission itself, only from gform_uploaded_files
    // (GF_Field_FileUpload::validate and get_multifile_value read nothing else when multipleFiles).
    const field = form.fields.find((candidate) => candidate.id === fieldId && candidate.type === 'fileupload' && !candidate.canAcceptMultipleFiles);
    // Unknown keys are ignored; an empty file input sends a part with no file name.
    if (read.settled || !parsed || !field || !info.filename) {
      stream.resume();
      return;
    }
    const filename = info.filename;
    const record: ReceivedFile = {
      fieldId,
      filename,
      name: uniqueName(safeFileName(info.filename), read.taken),
      size: 0,
      mimeType: info.mimeType,
    };
    (read.files[parsed.key] ??= []).push(record);
    read.writes.push(
      (async () => {
        // A file of a type the field refuses is counted, never written.
        const target = isExtensionAllowed(field, filename) ? path.join(await read.incomingDir(), record.name) : undefined;
        const { size, kept } = await receiveFile(stream, target, maxFileBytes(field), read.abandon.signal);
        record.size = size;
        if (kept) record.tempPath = target;
      })(),
    );
  };
}

function readMultipart(req: http.IncomingMessage, form: GfForm, store: EntryStore, limits: BodyLimits): Promise<ParsedBody> {
  const parser = multipartParser(req, limits);
  const read = new MultipartRead(store);

  return new Promise<ParsedBody>((resolve, reject) => {
    const fail = (error: HttpError) => {
      if (read.settled) return;
      read.settled = true;
      read.abandon.abort();
      req.unpipe(meter);
      discardRest(req);
      void read.cleanUp().finally(() => reject(error));
    };
    const meter = bodyMeter(limits.maxBodyBytes, fail);

    parser.on('field', fieldListener(read, limits, fail));
    parser.on('file', fileListener(read, form, limits, fail));
    const limitReached = (what: string, limit: number) => () => fail(payloadTooLarge(`Too many ${what}: at most ${limit}.`, `Too many ${what}: at most ${limit}.`, limit));
    parser.on('filesLimit', limitReached('files', limits.maxFiles));
    parser.on('fieldsLimit', limitReached('fields', limits.maxFields));
    parser.on('partsLimit', limitReached('parts', limits.maxFields + limits.maxFiles));
    parser.on('error', (error: Error) => fail(badRequest('rest_invalid_multipart', `Malformed multipart/form-data: ${error.message}.`)));
    parser.on('close', () => {
      if (read.settled) return;
      Promise.all(read.writes).then(
        async () => {
          if (read.settled) return;
          read.settled = true;
          resolve(await read.body());
        },
        (error: Error) => fail(badRequest('rest_invalid_multipart', `Malformed multipart/form-data: ${error.message}.`)),
      );
    });
    req.on('close', () => {
      if (!req.complete) fail(aborted());
    });

    req.pipe(meter).pipe(parser);
  });
}

/** Reads the body of a submission by its Content-Type; 400 for malformed bodies, 413 past the limits, 415 for other types. */
export async function readSubmissionBody(
  req: http.IncomingMessage,
  form: GfForm,
  store: EntryStore,
  limits: BodyLimits = DEFAULT_LIMITS,
): Promise<ParsedBody> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = declaredLength(req);
  const limit = type === 'multipart/form-data' ? limits.maxBodyBytes : limits.maxTextBodyBytes;
  if (declared !== undefined && declared > limit) {
    discardRest(req);
    throw tooLarge(limit);
  }
  if (type === 'multipart/form-data') return readMultipart(req, form, store, limits);
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = await readText(req, limit);
    const values = jsonValues(text);
    const raw: unknown = text.trim() ? (JSON.parse(text) as Record<string, unknown>)[UPLOADED_FILES_KEY] : undefined;
    return { values, files: {}, uploadedFiles: raw == null ? undefined : typeof raw === 'string' ? raw : JSON.stringify(raw) };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const text = await readText(req, limit);
    return { values: urlencodedValues(text), files: {}, uploadedFiles: new URLSearchParams(text).get(UPLOADED_FILES_KEY) ?? undefined };
  }
  if (type === '' && (declared === 0 || (declared === undefined && !req.headers['transfer-encoding']))) {
    return { values: {}, files: {} };
  }
  discardRest(req);
  const message = `Unsupported Content-Type '${type || '(none)'}': send multipart/form-data, application/x-www-form-urlencoded or application/json.`;
  throw new HttpError(415, message, { code: 'rest_unsupported_media_type', message, data: { status: 415 } });
}
