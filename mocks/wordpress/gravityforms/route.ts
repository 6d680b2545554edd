/**
 * The Gravity Forms REST API v2 as the site's form engine calls it (docs/behaviour/forms.md#the-request):
 *
 *   POST    /wp-json/gf/v2/forms/{id}/submissions   multipart/form-data, urlencoded or JSON with input_… keys
 *   OPTIONS /wp-json/gf/v2/forms/{id}/submissions   CORS preflight
 *
 * Answers as the real plugin does. Sources: pronamic/gravityforms 2.8.7 (commit
 * e67bf0f456e4672732ce77e911a6b5a40542a69f, the version ../shared/real-wordpress runs), files
 * includes/webapi/v2/includes/controllers/class-controller-form-submissions.php (create_item:
 * `_validate_only`, status 200/400 by is_valid, entry_id removed for visitors, Location on a redirect),
 * class-controller-form-submissions-validation.php and includes/api.php (GFAPI::submit_form,
 * validate_form, get_submission_form: `form_not_found`, `no_fields`); the captured answers in
 * ../shared/real-wordpress/out/gf-submission-{valid,invalid,missing-form}.http.
 *
 * Valid → 200 { is_valid: true, page_number: 0, source_page_number: 1, confirmation_message (in GF's
 * wrapper), confirmation_type, confirmation_redirect only for a redirect }, stored durably before the
 * answer (entries.ts), then the form's notifications mailed (notifications.ts; a failure is only logged). Invalid → 400 { is_valid: false, validation_messages, page_number: 1,
 * source_page_number: 1 }, nothing stored. `?_validate_only=1` → 200/400 { is_valid,
 * validation_messages ([] when valid, as PHP encodes an empty array), page_number, source_page_number,
 * is_spam: false when valid }, nothing stored. Unknown form → 400 form_not_found; a form without
 * fields → 400 no_fields. Other errors answer as WordPress' REST API does: { code, message, data: { status } }.
 *
 * Environment:
 *   WORDPRESS_CORS_ORIGINS  comma-separated origins allowed to call it ('*' for any); default: the
 *                           site (9000), gatsby develop (8000) and Storybook (6006)
 *   WORDPRESS_FORMS_FILE    a JSON file with extra GfForm objects (tests); they replace forms with the same id
 */
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import type { GfForm } from '../../content/types.ts';
import { HttpError, sendJson, type Route, type RouteContext } from '../http.ts';
import { dataDir as defaultDataDir } from '../paths.ts';
import { DEFAULT_LIMITS, discardRest, readSubmissionBody, type BodyLimits } from './body.ts';
import { confirmationAnswer } from './confirmation.ts';
import { createEntryStore, type EntryStore, type IncomingFile } from './entries.ts';
import { uploadedFiles } from './upload-route.ts';
import { sendNotifications, type NotificationSite, type SmtpTarget } from './notifications.ts';
import { validateSubmission } from './validate.ts';

export const DEFAULT_CORS_ORIGINS = ['http://localhost:9000', 'http://127.0.0.1:9000', 'http://localhost:8000', 'http://localhost:6006'];
const GF_PREFIX = '/wp-json/gf/v2/';
const SUBMISSIONS = /^\/wp-json\/gf\/v2\/forms\/([^/]+)\/submissions\/?$/;
const ALLOWED_METHODS = 'POST, OPTIONS';

export interface GravityFormsRouteOptions {
  /** Default: paths.ts dataDir (WORDPRESS_DATA_DIR). */
  dataDir?: string;
  /** Default: WORDPRESS_CORS_ORIGINS or DEFAULT_CORS_ORIGINS. */
  corsOrigins?: string[];
  limits?: Partial<BodyLimits>;
  /**
   * Where the form's notifications go after a valid submission is stored (notifications.ts): the
   * stand-in's own mail sink. Without it none are sent.
   */
  notifications?: { smtp: SmtpTarget; site: NotificationSite; log?: (line: string) => void };
}

export function corsOriginsFromEnv(value = process.env.WORDPRESS_CORS_ORIGINS): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_CORS_ORIGINS;
  return value
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The forms given, with those of WORDPRESS_FORMS_FILE (when set) replacing any with the same id. */
export function formsWithFile(forms: readonly GfForm[], file = process.env.WORDPRESS_FORMS_FILE): GfForm[] {
  if (!file) return [...forms];
  let extra: unknown;
  try {
    extra = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`WORDPRESS_FORMS_FILE ${file} could not be read as JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(extra)) throw new Error(`WORDPRESS_FORMS_FILE ${file} must hold a JSON array of forms.`);
  const byId = new Map(forms.map((form) => [form.databaseId, form]));
  for (const form of extra as GfForm[]) byId.set(form.databaseId, form);
  return [...byId.values()];
}

function restError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, message, { code, message, data: { status } });
}

export function corsHeaders(req: http.IncomingMessage, origins: string[]): http.OutgoingHttpHeaders {
  const origin = req.headers.origin;
  if (!origin || !(origins.includes('*') || origins.includes(origin))) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

export function gravityFormsRoute(forms: readonly GfForm[], options: GravityFormsRouteOptions = {}): Route {
  const allForms = formsWithFile(forms);
  const origins = options.corsOrigins ?? corsOriginsFromEnv();
  const limits: BodyLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const store: EntryStore = createEntryStore(options.dataDir ?? defaultDataDir);

  async function submit({ req, res, note }: RouteContext, form: GfForm, cors: http.OutgoingHttpHeaders, validateOnly: boolean): Promise<void> {
    const body = await readSubmissionBody(req, form, store, limits);
    // Multi-file fields: the files named in gform_uploaded_files, waiting since ?gf_page=upload.
    const taken = new Set(Object.values(body.files).flat().map((file) => file.name.toLowerCase()));
    Object.assign(body.files, await uploadedFiles(form, body.uploadedFiles, store.uploadsDir, taken));
    // Files of an invalid submission, of fields hidden by conditional logic, or left after the move:
    // gone before the answer, so a client never sees leftovers.
    const discardIncoming = async () => {
      if (body.incomingDir) await store.discardIncoming(body.incomingDir).catch(() => undefined);
    };
    let answer: { status: number; body: unknown; headers?: http.OutgoingHttpHeaders };
    try {
      const result = validateSubmission(form, body.values, body.files);
      if (!result.is_valid) {
        note(` form ${form.databaseId}: invalid (${Object.keys(result.validation_messages).join(', ')})${validateOnly ? ', validate only' : ''}`);
        answer = { status: 400, body: { is_valid: false, validation_messages: result.validation_messages, page_number: 1, source_page_number: 1 } };
      } else if (validateOnly) {
        note(` form ${form.databaseId}: valid, validate only (nothing stored)`);
        answer = { status: 200, body: { is_valid: true, validation_messages: [], page_number: 0, source_page_number: 1, is_spam: false } };
      } else {
        const files: IncomingFile[] = Object.values(result.files)
          .flat()
          .filter((file) => file.tempPath)
          .map((file) => ({
            fieldId: file.fieldId,
            originalName: file.filename,
            name: file.name,
            tempPath: file.tempPath!,
            size: file.size,
            mimeType: file.mimeType ?? 'application/octet-stream',
          }));
        const entry = await store.add(form.databaseId, result.values, files, {
          origin: req.headers.origin,
          user_agent: req.headers['user-agent'],
          ip: req.socket.remoteAddress,
        });
        // As GF: notifications go out after the entry is saved and before the answer; whether they
        // could be sent does not change it.
        const mailed = options.notifications
          ? await sendNotifications(form, entry, options.notifications.site, options.notifications.smtp, options.notifications.log)
          : undefined;
        note(` form ${form.databaseId}: entry ${entry.id}${mailed ? `, ${mailed.sent} notification(s) mailed${mailed.failed ? `, ${mailed.failed} failed` : ''}` : ''}`);
        // No entry_id: the real endpoint removes it for visitors without gravityforms_view_entries.
        const confirmation = confirmationAnswer(form, entry.values, entry.id);
        answer = {
          status: 200,
          body: { is_valid: true, page_number: 0, source_page_number: 1, ...confirmation },
          headers: confirmation.confirmation_type === 'redirect' ? { Location: confirmation.confirmation_redirect } : undefined,
        };
      }
    } finally {
      await discardIncoming();
    }
    sendJson(res, answer.status, answer.body, { ...cors, ...answer.headers });
  }

  return {
    name: 'gravityforms',
    matches: (url) => url.pathname.startsWith(GF_PREFIX),
    async handle(context) {
      const { req, res, url } = context;
      const cors = corsHeaders(req, origins);
      try {
        const match = SUBMISSIONS.exec(url.pathname);
        if (!match || !/^\d+$/.test(match[1]!)) {
          throw restError(404, 'rest_no_route', `No route was found matching the URL and request method: ${req.method} ${url.pathname}.`);
        }
        const formId = Number(match[1]);
        if (req.method === 'OPTIONS') {
          if (req.headers.origin && !cors['Access-Control-Allow-Origin']) {
            throw restError(403, 'rest_cors_forbidden', `Origin ${req.headers.origin} may not call this API; allowed: ${origins.join(', ')} (set WORDPRESS_CORS_ORIGINS).`);
          }
          res.writeHead(204, { ...cors, Allow: ALLOWED_METHODS, 'Content-Length': 0 });
          res.end();
          return;
        }
        if (req.method !== 'POST') {
          throw new HttpError(405, `Method ${req.method} is not allowed here; use POST.`, {
            code: 'rest_method_not_allowed',
            message: `Method ${req.method} is not allowed here; use POST.`,
            data: { status: 405 },
          });
        }
        const form = allForms.find((candidate) => candidate.databaseId === formId);
        // GFAPI::get_submission_form(): both answered 400 by the REST controller.
        if (!form) throw restError(400, 'form_not_found', 'Your form could not be found');
        if (form.fields.length === 0) throw restError(400, 'no_fields', "Your form doesn't have any fields.");
        const validateOnly = Boolean(url.searchParams.get('_validate_only')) && url.searchParams.get('_validate_only') !== '0';
        await submit(context, form, cors, validateOnly);
      } catch (error) {
        discardRest(req);
        if (error instanceof HttpError) context.note(` ${error.message}`);
        if (res.headersSent || res.destroyed) {
          if (!(error instanceof HttpError)) console.error('[wordpress] gravityforms: error after the answer:', error);
          return;
        }
        if (error instanceof HttpError) {
          const extra = error.status === 405 ? { Allow: ALLOWED_METHODS } : {};
          sendJson(res, error.status, error.body ?? { code: 'rest_error', message: error.message, data: { status: error.status } }, { ...cors, ...extra });
        } else {
          console.error('[wordpress] gravityforms: unexpected error:', error);
          sendJson(res, 500, { code: 'internal_server_error', message: 'Internal error in the Gravity Forms stand-in.', data: { status: 500 } }, cors);
        }
      }
    },
  };
}
