/**
 * How scripts/serve.ts runs the Gatsby Functions of a build (the quotation endpoint in src/api):
 * Gatsby's own functions middleware (node_modules/gatsby/dist/internal-plugins/functions/middleware.js,
 * as `gatsby serve` mounts it), with a guard in front and an error handler behind it. Kept apart
 * from serve.ts so the fuzz tests run exactly this stack in-process (function-host.fuzz.test.ts).
 *
 * Why the guard and the handler (hostile requests; the fuzz test shows both):
 * - Gatsby's middleware parses multipart with multer's memory storage and no limits, before the
 *   function runs: a 200 MB file, or a body sent chunked without Content-Length, would be held in
 *   memory in full and only then refused by the function (handle.ts checks Content-Length, and only
 *   for 413). The guard refuses a declared length above the limit at once and stops parsing a body
 *   that grows past it while it streams.
 * - A body that cannot be parsed (multipart cut off before its closing boundary, a malformed part
 *   header, JSON that does not parse, an unknown charset) reaches express' final handler as an
 *   error without a status from multer/busboy: a 500 with an HTML page. The error handler answers
 *   every parse error with a 4xx and the endpoint's own JSON shape ({ isValid: false, message }).
 * - A path under /api/ that names no function would go on to the site's 404 page (or express' HTML
 *   "Cannot POST"), after its body was parsed: it gets a JSON 404 at once.
 * Every answer the host writes itself carries the API's own headers (apiSecurityHeaders and
 * `no-store`, as the Function sets them) and none of the pages' document headers: it is JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiSecurityHeaders, DOCUMENT_HEADER_KEYS } from '../../src/build/security-headers.ts';
import { discardRest } from './discard-rest.ts';

/**
 * The largest request body a function takes: the quotation endpoint's own bound
 * (src/quotation/server/handle.ts MAX_BODY_BYTES; function-host.fuzz.test.ts checks they agree).
 * FUNCTION_MAX_BODY_BYTES changes it.
 */
export const DEFAULT_FUNCTION_MAX_BODY_BYTES = 64 * 1024;

/** The answers, in the endpoint's language and shape (src/quotation/server/handle.ts ANSWERS). */
export const FUNCTION_ANSWERS = {
  tooLarge: 'De aanvraag is te groot.',
  unreadable: 'De aanvraag kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.',
  charset: 'De tekenset van de aanvraag wordt niet ondersteund; gebruik UTF-8.',
  failed: 'De aanvraag kon niet worden verwerkt. Probeer het later opnieuw of neem contact op.',
  notFound: 'Dit adres bestaat niet.',
} as const;

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type ErrorMiddleware = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;

export function functionMaxBodyBytes(raw = process.env.FUNCTION_MAX_BODY_BYTES): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_FUNCTION_MAX_BODY_BYTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`FUNCTION_MAX_BODY_BYTES must be a positive whole number of bytes, not '${raw}'.`);
  return value;
}

/**
 * A JSON answer under /api/ in the endpoint's shape, with the API's headers, and without the
 * document headers a file's rule may have set before the answer was taken over.
 */
export function apiAnswer(res: ServerResponse, status: number, message: string) {
  const text = JSON.stringify({ isValid: false, message });
  for (const key of DOCUMENT_HEADER_KEYS) res.removeHeader(key);
  for (const { key, value } of apiSecurityHeaders()) res.setHeader(key, value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
const answer = apiAnswer;

/** The answer for a path under /api/ that names no function; its body is not read. */
export function functionNotFound(): Middleware {
  return (req, res) => {
    answer(res, 404, FUNCTION_ANSWERS.notFound);
    discardRest(req);
  };
}

/**
 * Refuses a body above `limit` bytes with a 413 before any of it is parsed: at once when the
 * Content-Length says so, else (chunked) as soon as the bytes read pass it; the rest is dropped
 * unread (discardRest) and the function never runs.
 */
export function bodyLimitGuard(limit: number): Middleware {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      answer(res, 413, FUNCTION_ANSWERS.tooLarge);
      discardRest(req);
      return;
    }
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limit) return;
      req.off('data', count);
      if (!res.headersSent) answer(res, 413, FUNCTION_ANSWERS.tooLarge);
      // The parser (multer) gets no more and never calls on: the request ends here.
      discardRest(req);
    };
    req.on('data', count);
    next();
  };
}

/** express/body-parser errors carry a 4xx status and a type; multer/busboy errors neither. */
interface ParseError {
  name?: string;
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  message?: string;
}

/** The status and message for an error of the body parsers, or null for any other error. */
export function classifyFunctionError(error: unknown): { status: number; message: string } | null {
  const { name, status, statusCode, type, code, message = '' } = (error ?? {}) as ParseError;
  const given = status ?? statusCode;
  if (type === 'entity.too.large' || given === 413 || code === 'LIMIT_FILE_SIZE' || code === 'LIMIT_FIELD_VALUE') {
    return { status: 413, message: FUNCTION_ANSWERS.tooLarge };
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported' || given === 415)
    return { status: 415, message: FUNCTION_ANSWERS.charset };
  if (typeof given === 'number' && given >= 400 && given < 500) return { status: given, message: FUNCTION_ANSWERS.unreadable };
  // multer's own errors (MulterError: a part without a name, too many parts, fields nested too deep …)
  // and busboy's parse errors.
  if (name === 'MulterError' || (typeof code === 'string' && code.startsWith('LIMIT_')))
    return { status: 400, message: FUNCTION_ANSWERS.unreadable };
  if (
    /Unexpected end of (form|file)|Malformed (part|urlencoded)|Multipart: Boundary not found|Unsupported content type|Missing Content-Type|Part terminated early|Request aborted/i.test(
      message,
    )
  ) {
    return { status: 400, message: FUNCTION_ANSWERS.unreadable };
  }
  return null;
}

/**
 * Express error middleware behind the functions: parse errors become a 4xx in the endpoint's JSON
 * shape; anything else is logged and answered 500 with the same shape (never express' HTML page
 * with a stack trace). Nothing is written when an answer went out already (the guard's 413).
 */
export function functionErrorHandler(log: (line: string) => void = (line) => console.error(line)): ErrorMiddleware {
  return (error, req, res, next) => {
    if (res.headersSent) {
      if (!res.writableEnded) res.destroy();
      return;
    }
    const known = classifyFunctionError(error);
    if (known) {
      answer(res, known.status, known.message);
      return;
    }
    if (!error) return next();
    log(`[functions] ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
    answer(res, 500, FUNCTION_ANSWERS.failed);
  };
}

/** A function as .cache/functions/manifest.json lists it (the fields used here). */
interface FunctionEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
  matchPath?: string;
}

/** Gatsby's pieces the host needs, loaded from the gatsby package by the caller (its own require). */
export interface GatsbyFunctionPieces {
  /** dist/internal-plugins/functions/middleware.js functionMiddlewares */
  functionMiddlewares: (config: { getFunctions: () => unknown[] }) => unknown[];
  /** dist/internal-plugins/functions/config.js createConfig: the function's `config` export with defaults */
  createConfig: (userConfig: unknown) => { config: unknown; warnings: unknown[] };
  /** Loads a compiled function file once (the caller's require). */
  load: (file: string) => unknown;
}

/**
 * Gatsby's context middleware (the second of functionMiddlewares) deletes the function's module
 * from require's cache and loads it again on every request, as `gatsby develop` needs to pick up
 * edits. For a build that never changes that is all cost: the compiled quotation Function is a
 * 2 MB bundle (nodemailer and all), and evaluating it took 50–200 ms of CPU per request, which
 * capped the endpoint at about 20 requests/s under load (bench/lib/load.mjs). This one loads each
 * function once and sets the same request context Gatsby's does; a route it does not know exactly
 * goes to Gatsby's own when some function has a matchPath (none in this site), else it is
 * answered 404 before any body parsing. A module that cannot be loaded, or a function that throws,
 * is logged and answered 500 in the endpoint's shape (Gatsby's own sends a plain-text 500 with the
 * pages' headers).
 */
export function cachedFunctionContext(
  getFunctions: () => unknown[],
  pieces: Pick<GatsbyFunctionPieces, 'createConfig' | 'load'>,
  fallback: Middleware,
  log: (line: string) => void = (line) => console.error(line),
): Middleware {
  const loaded = new Map<string, { fnToExecute: unknown; config: unknown }>();
  const notFound = functionNotFound();
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    log(`[functions] ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
    if (!res.headersSent) answer(res, 500, FUNCTION_ANSWERS.failed);
    else if (!res.writableEnded) res.destroy();
  };
  return (req, res, next) => {
    const params = (req as IncomingMessage & { params?: Record<string, string> }).params ?? {};
    const functions = getFunctions() as FunctionEntry[];
    const functionObj = functions.find((entry) => entry.functionRoute === params['0']);
    if (!functionObj) return functions.some((entry) => entry.matchPath) ? fallback(req, res, next) : notFound(req, res, next);
    let entry = loaded.get(functionObj.absoluteCompiledFilePath);
    if (!entry) {
      let module: { default?: unknown; config?: unknown } | undefined;
      try {
        module = pieces.load(functionObj.absoluteCompiledFilePath) as typeof module;
      } catch (error) {
        return failed(req, res, error);
      }
      const fn = (module && module.default) || module;
      if (typeof fn !== 'function') return failed(req, res, new Error(`${functionObj.functionRoute} does not export a function`));
      const fnToExecute = async (...args: [IncomingMessage, ServerResponse]) => {
        try {
          await (fn as (...args: [IncomingMessage, ServerResponse]) => unknown)(...args);
        } catch (error) {
          failed(args[0], args[1], error);
        }
      };
      entry = { fnToExecute, config: pieces.createConfig(module?.config).config };
      loaded.set(functionObj.absoluteCompiledFilePath, entry);
    }
    (req as IncomingMessage & { context?: unknown }).context = {
      functionObj,
      fnToExecute: entry.fnToExecute,
      params,
      config: entry.config,
      showDebugMessageInResponse: false,
    };
    next();
  };
}

/**
 * Gatsby's functions middleware as `gatsby serve` mounts it — with its context middleware replaced
 * by cachedFunctionContext — between the guard and, behind it, the JSON 404 and the error handler.
 */
export function functionHostMiddlewares(
  pieces: GatsbyFunctionPieces,
  getFunctions: () => unknown[],
  options: { maxBodyBytes?: number; log?: (line: string) => void } = {},
): Array<Middleware | ErrorMiddleware> {
  const gatsby = pieces.functionMiddlewares({ getFunctions }) as Middleware[];
  // [setCookies, setContext, multer, raw, text, urlencoded, json, executeFunction] in Gatsby 5.
  if (gatsby.length !== 8)
    throw new Error(
      `Gatsby's functionMiddlewares gave ${gatsby.length} middlewares, not the 8 of Gatsby 5: check scripts/lib/function-host.ts against this Gatsby version.`,
    );
  const [setCookies, setContext, ...rest] = gatsby;
  return [
    bodyLimitGuard(options.maxBodyBytes ?? functionMaxBodyBytes()),
    setCookies!,
    cachedFunctionContext(getFunctions, pieces, setContext!, options.log),
    ...rest,
    // Gatsby's executeFunction calls on when no function took the request (a matchPath miss).
    functionNotFound(),
    functionErrorHandler(options.log),
  ];
}
