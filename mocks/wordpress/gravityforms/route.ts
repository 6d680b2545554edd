/**
 * The Gravity Forms REST API v2 as the site's form engine calls it (spec §7):
 *
 *   POST    /wp-json/gf/v2/forms/{id}/submissions   multipart/form-data, urlencoded or JSON with input_… keys
 *   OPTIONS /wp-json/gf/v2/forms/{id}/submissions   CORS preflight
 *
 * Valid → 200 { is_valid: true, entry_id, confirmation_type, confirmation_message, confirmation_redirect, … },
 * stored durably before the answer (entries.ts). Invalid → 400 { is_valid: false, validation_messages,
 * page_number: 0, source_page_number: 1 }, nothing stored. Other errors answer as WordPress' REST API
 * does: { code, message, data: { status } }.
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

function corsHeaders(req: http.IncomingMessage, origins: string[]): http.OutgoingHttpHeaders {
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

  async function submit({ req, res, note }: RouteContext, form: GfForm, cors: http.OutgoingHttpHeaders): Promise<void> {
    const body = await readSubmissionBody(req, form, store, limits);
    // Files of an invalid submission, of fields hidden by conditional logic, or left after the move:
    // gone before the answer, so a client never sees leftovers.
    const discardIncoming = async () => {
      if (body.incomingDir) await store.discardIncoming(body.incomingDir).catch(() => undefined);
    };
    let answer: { status: number; body: unknown };
    try {
      const result = validateSubmission(form, body.values, body.files);
      if (!result.is_valid) {
        note(` form ${form.databaseId}: invalid (${Object.keys(result.validation_messages).join(', ')})`);
        answer = { status: 400, body: { is_valid: false, validation_messages: result.validation_messages, page_number: 0, source_page_number: 1 } };
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
        note(` form ${form.databaseId}: entry ${entry.id}`);
        answer = {
          status: 200,
          body: { is_valid: true, page_number: 0, source_page_number: 1, entry_id: entry.id, ...confirmationAnswer(form, entry.values, entry.id) },
        };
      }
    } finally {
      await discardIncoming();
    }
    sendJson(res, answer.status, answer.body, cors);
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
        if (!form) throw restError(404, 'not_found', `Form ${formId} not found.`);
        await submit(context, form, cors);
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
