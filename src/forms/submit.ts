/**
 * The REST client of the forms engine: `POST {apiURL}/submissions` with the multipart body of
 * body.ts (docs/behaviour/forms.md#the-request), and the answers of Gravity Forms 2.8.7's REST v2 turned into a SubmitResult:
 * - 200 `{ is_valid: true, page_number, source_page_number, confirmation_message,
 *   confirmation_type: 'message' | 'redirect', confirmation_redirect? }` (includes/api.php
 *   l. 1700–1722; for a redirect GF also sends a Location header, controller l. 80–81);
 * - 400 `{ is_valid: false, validation_messages: { [fieldId]: string | string[] }, … }`;
 * - 400 `{ code: 'form_not_found' | 'no_fields', message, data: { status } }`;
 * - 5xx or anything else, and a request that fails: error (docs/behaviour/forms.md#submission-states: 'Er ging iets fout').
 * Before that, the files of multi-file fields go to GF's upload page, one `gform_unique_id` for
 * the submission (upload.ts); a refused file is its field's message ('invalid') and nothing is
 * submitted. Note: the real upload page sends no CORS headers (see upload.ts).
 */
import { buildBody, type SubmissionUploads } from './body';
import type { Confirmation, FieldDefinition, FormDefinition, FormValues, SubmitResult, ValidationMessages } from './types';
import { multiFileFields, uploadMultiFiles } from './upload';
import { checkboxSelection, inputName } from './values';
import { defaultFetch } from '../lib/fetch';

export interface SubmitOptions {
  /** Defaults to the global fetch; tests pass a stub. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** The submission's `gform_unique_id` for multi-file uploads; default: a new one. */
  uniqueId?: string;
}

export function submissionsUrl(definition: FormDefinition): string {
  return `${definition.apiURL.replace(/\/+$/, '')}/submissions`;
}

/** A merge tag's text for the query string: '{Naam:11}' → the value of input_11 (GF replace_variables). */
function mergeTagValue(definition: FormDefinition, values: FormValues, id: string): string {
  const [fieldPart] = id.split('.');
  const field: FieldDefinition | undefined = definition.fields.find((item) => String(item.id) === fieldPart);
  const value = values[inputName(id)];
  if (field?.type === 'checkbox' && !id.includes('.')) return checkboxSelection(value).join(', ');
  if (field?.type === 'consent') return value === true || value === '1' ? '1' : '';
  if (Array.isArray(value)) return (value as unknown[]).filter((item) => typeof item === 'string').join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return value ? String(value) : '';
  return '';
}

/**
 * A REDIRECT confirmation's url with its query string's merge tags replaced by the values
 * (URL-encoded), merged after the url's own query as GF's get_confirmation_url does
 * (form_display.php l. 2151–2190): `naam={Naam:11}` → `naam=Jan%20Jansen`.
 */
export function redirectUrlFromValues(
  confirmation: Pick<Confirmation, 'url' | 'queryString'>,
  definition: FormDefinition,
  values: FormValues,
): string {
  const url = confirmation.url.trim();
  const query = confirmation.queryString
    .replace(/[\r\n]/g, '')
    .trim()
    .replace(/\{[^{}:]*:(\d+(?:\.\d+)?)(?::[^{}]*)?\}/g, (_tag, id: string) => encodeURIComponent(mergeTagValue(definition, values, id)));
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query.replace(/^[?&]+/, '')}${hash}`;
}

/** The confirmation GF shows without conditional logic: the default one. */
export function defaultConfirmation(definition: FormDefinition): Confirmation | undefined {
  return definition.confirmations.find((item) => item.isDefault) ?? definition.confirmations[0];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validationMessages(raw: unknown): ValidationMessages {
  const messages: ValidationMessages = {};
  if (!isRecord(raw)) return messages;
  for (const [id, message] of Object.entries(raw)) {
    if (typeof message === 'string') messages[id] = message;
    else if (Array.isArray(message)) messages[id] = message.filter((item): item is string => typeof item === 'string');
  }
  return messages;
}

/** Turns an HTTP answer into a SubmitResult (exported for tests and for the msw handlers' checks). */
export function parseAnswer(status: number, body: unknown, definition: FormDefinition, values: FormValues): SubmitResult {
  if (status >= 500) return { status: 'error', reason: 'server', httpStatus: status };
  if (!isRecord(body)) return { status: 'error', reason: 'bad_response', httpStatus: status };
  if (body.is_valid === true && status >= 200 && status < 300) {
    const type = String(body.confirmation_type ?? 'message').toLowerCase();
    if (type === 'redirect') {
      const fromServer =
        typeof body.confirmation_redirect === 'string' && body.confirmation_redirect !== '' ? body.confirmation_redirect : null;
      const confirmation =
        definition.confirmations.find((item) => item.type === 'REDIRECT' && item.isDefault) ??
        definition.confirmations.find((item) => item.type === 'REDIRECT');
      const redirectUrl = fromServer ?? (confirmation?.url ? redirectUrlFromValues(confirmation, definition, values) : null);
      if (redirectUrl) return { status: 'done', confirmationMessage: '', redirectUrl };
    }
    const message = typeof body.confirmation_message === 'string' ? body.confirmation_message : '';
    return { status: 'done', confirmationMessage: message, redirectUrl: null };
  }
  if (body.is_valid === false) return { status: 'invalid', validationMessages: validationMessages(body.validation_messages) };
  if (body.code === 'form_not_found' || body.code === 'no_fields') return { status: 'error', reason: body.code, httpStatus: status };
  return { status: 'error', reason: status >= 400 ? 'server' : 'bad_response', httpStatus: status };
}

/** Submits the values (docs/behaviour/forms.md#the-request) and resolves with what came of it; it never rejects, except when aborted. */
export async function submit(definition: FormDefinition, values: FormValues, options: SubmitOptions = {}): Promise<SubmitResult> {
  const send = options.fetch ?? defaultFetch;
  let uploads: SubmissionUploads | undefined;
  if (multiFileFields(definition, values).length > 0) {
    const uploaded = await uploadMultiFiles(definition, values, { fetch: send, signal: options.signal, uniqueId: options.uniqueId });
    if (uploaded.status === 'invalid') return uploaded;
    if (uploaded.status === 'error') return { status: 'error', reason: uploaded.reason, httpStatus: null };
    uploads = { uniqueId: uploaded.uniqueId, uploadedFiles: uploaded.uploadedFiles };
  }
  let response: Response;
  try {
    response = await send(submissionsUrl(definition), {
      method: 'POST',
      body: buildBody(definition, values, uploads),
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: 'error', reason: 'network', httpStatus: null };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return parseAnswer(response.status, body, definition, values);
}

export { submit as submitForm };
