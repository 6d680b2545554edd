/**
 * The express app of scripts/serve.ts (the built site's production server on this machine), kept
 * apart from its command line so the tests run exactly this app in-process (site-server.test.ts).
 *
 * It does what `gatsby serve` does for this site with Gatsby's own pieces, loaded from the gatsby
 * package so they are the versions gatsby serve uses (node_modules/gatsby/dist/commands/serve.js):
 * its express and compression, its trailing-slash middleware (dist/utils/express-middlewares.js)
 * and its Gatsby Functions middleware (dist/internal-plugins/functions/middleware.js, which runs
 * the compiled functions listed in .cache/functions/manifest.json: the quotation endpoint in
 * src/api), plus the HTTP headers Gatsby computed for the build (src/build/cache-headers.ts), which
 * `gatsby serve` does not send.
 *
 * What it does not copy from gatsby serve, so that it gives nothing away: express's `X-Powered-By`;
 * CORS headers on every answer (`Access-Control-Allow-Origin: *`: the site's pages call the
 * quotation endpoint from its own origin, so no other origin is granted anything); express's final
 * handler, whose error pages carry the stack trace and the machine's paths outside
 * NODE_ENV=production (a Range past the end of a file, a Function that throws); source maps (a
 * build moves them out of public/, src/build/source-maps.ts; a `.map` path is refused here as
 * well). Errors are answered with a short Dutch text and the build's headers, under /api/ with the
 * endpoint's JSON shape and the API's headers (function-host.ts).
 *
 * Its parts: Gatsby's pieces (loadGatsbyPieces), the build's headers as sent here (buildHeaders), the
 * plain answers (plainAnswer), what is served under the path prefix (siteRouter) and the final error
 * handler (finalErrorHandler); createSiteApp puts them together.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHeadersLookup, type Header, type LocalServeManifest } from '../../src/build/cache-headers.ts';
import { apiAnswer, FUNCTION_ANSWERS, functionHostMiddlewares, functionNotFound } from './function-host.ts';
import { isSourceMap } from '../../src/build/source-maps.ts';

/** The few parts of express's request/response this file uses (express ships no types here). */
interface Request extends IncomingMessage {
  path: string;
  baseUrl: string;
  originalUrl: string;
  accepts(type: string): string | false;
}
interface Response extends ServerResponse {
  status(code: number): Response;
  sendFile(file: string, options: object, callback?: (error?: Error) => void): void;
  header(key: string, value: string): Response;
}
type Next = (error?: unknown) => void;
type Middleware = (req: Request, res: Response, next: Next) => void;
type ErrorMiddleware = (error: unknown, req: Request, res: Response, next: Next) => void;
interface Router extends Middleware {
  use(...handlers: Array<string | Middleware>): void;
}
/** The app: a request listener for node:http, or one that listens itself. */
export interface SiteApp {
  (req: IncomingMessage, res: ServerResponse, next?: Next): void;
  use(...handlers: Array<string | Middleware | Router>): void;
  listen(port: number, host: string, callback: () => void): Server;
  disable(setting: string): void;
}
interface Express {
  (): SiteApp;
  Router(): Router;
  static(root: string, options: object): Middleware;
}

/** The short answers of a request that fails outside /api/ (visitor-facing, so Dutch). */
export const SITE_ANSWERS = {
  notFound: 'Deze pagina bestaat niet.',
  method: 'Deze methode is hier niet toegestaan.',
  range: 'Het gevraagde bereik valt buiten het bestand.',
  badRequest: 'De aanvraag is ongeldig.',
  forbidden: 'Geen toegang.',
  failed: 'Er ging iets mis op de server. Probeer het later opnieuw.',
} as const;

/** The status an error of express or its middleware asks for: its own 4xx, or 500 for anything else. */
export function errorStatus(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const given = typeof status === 'number' ? status : statusCode;
  return typeof given === 'number' && Number.isInteger(given) && given >= 400 && given < 500 ? given : 500;
}

function siteErrorMessage(status: number): string {
  if (status === 400) return SITE_ANSWERS.badRequest;
  if (status === 403) return SITE_ANSWERS.forbidden;
  if (status === 404) return SITE_ANSWERS.notFound;
  if (status === 405) return SITE_ANSWERS.method;
  if (status === 416) return SITE_ANSWERS.range;
  return status < 500 ? SITE_ANSWERS.badRequest : SITE_ANSWERS.failed;
}

/** Whether a request's path (as it came, before any decoding) is under `<pathPrefix>/api`, as express matches it (case-insensitive). */
export function isApiPath(url: string, pathPrefix = ''): boolean {
  const pathname = url.split('?')[0] ?? '';
  const prefix = pathPrefix.toLowerCase();
  const lower = pathname.toLowerCase();
  return lower === `${prefix}/api` || lower.startsWith(`${prefix}/api/`);
}

/**
 * Of the headers an error from express's stack carries (http-errors' `headers`), the ones that
 * belong on the answer: the Content-Range of a 416, which gives the file's size (RFC 9110 §15.5.17),
 * and Allow.
 */
function errorHeaders(error: unknown): Array<[string, string]> {
  const headers = (error as { headers?: unknown } | null)?.headers;
  if (!headers || typeof headers !== 'object') return [];
  return Object.entries(headers as Record<string, unknown>).filter(
    (entry): entry is [string, string] => ['content-range', 'allow'].includes(entry[0].toLowerCase()) && typeof entry[1] === 'string',
  );
}

export interface SiteServerOptions {
  /** The site directory: its public/ is served. */
  siteDir: string;
  manifest: LocalServeManifest;
  /** The functions of .cache/functions/manifest.json (none: every /api/ path is a JSON 404). */
  functions?: unknown[];
  /** A file the gatsby package is resolved from (default: the site's package.json). */
  resolveFrom?: string;
  /** Where errors are logged (never in an answer). */
  log?: (line: string) => void;
}

/** The server's express app, ready to listen. */
export function createSiteApp({
  siteDir,
  manifest,
  functions = [],
  resolveFrom = path.join(siteDir, 'package.json'),
  log = (line) => console.error(line),
}: SiteServerOptions): SiteApp {
  const prefix = manifest.pathPrefix;
  const gatsby = loadGatsbyPieces(resolveFrom);
  const headers = buildHeaders(manifest);

  const app = gatsby.express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    for (const { key, value } of headers.everyAnswer) res.setHeader(key, value);
    next();
  });
  app.use(prefix || '/', siteRouter(gatsby, headers, { siteDir, manifest, functions, log }));
  // What nothing else answered: not HTML (page-data of a missing page, a script), or outside the path prefix.
  app.use((req, res) => {
    if (isApiPath(req.originalUrl, prefix)) apiAnswer(res, 404, FUNCTION_ANSWERS.notFound);
    else plainAnswer(res, headers, 404, SITE_ANSWERS.notFound);
  });
  // express tells an error handler by its four parameters.
  app.use(finalErrorHandler(headers, prefix, log) as unknown as Middleware);
  return app;
}

/** The pieces of Gatsby that gatsby serve runs, resolved from the gatsby package the site uses. */
interface GatsbyPieces {
  express: Express;
  compression: () => Middleware;
  configureTrailingSlash: (getState: () => { pages: Map<string, { path: string }> }, option: string) => Middleware;
  functionMiddlewares: (config: { getFunctions: () => unknown[] }) => Middleware[];
  createConfig: (userConfig: unknown) => { config: unknown; warnings: unknown[] };
}

function loadGatsbyPieces(resolveFrom: string): GatsbyPieces {
  const gatsbyRequire = createRequire(createRequire(resolveFrom).resolve('gatsby/package.json'));
  const express = gatsbyRequire('express') as GatsbyPieces['express'];
  const compression = gatsbyRequire('compression') as GatsbyPieces['compression'];
  const { configureTrailingSlash } = gatsbyRequire('./dist/utils/express-middlewares.js') as Pick<GatsbyPieces, 'configureTrailingSlash'>;
  const { functionMiddlewares } = gatsbyRequire('./dist/internal-plugins/functions/middleware.js') as Pick<
    GatsbyPieces,
    'functionMiddlewares'
  >;
  const { createConfig } = gatsbyRequire('./dist/internal-plugins/functions/config.js') as Pick<GatsbyPieces, 'createConfig'>;
  return { express, compression, configureTrailingSlash, functionMiddlewares, createConfig };
}

/** The build's headers (src/build/cache-headers.ts) as this server sends them. */
interface BuildHeaders {
  /**
   * The build's headers for every path (its `/*` rule: the every-response security headers of
   * gatsby-config, HSTS and nosniff; src/build/page-security.ts keeps the document headers off it),
   * but caching, sent with every answer before anything else decides: redirects, the plain error
   * answers and the Functions' answers get them too, and a file's own rule adds to them key by key
   * (an HTML file's rule has its document headers).
   */
  everyAnswer: Header[];
  /**
   * The build's headers for a file served for `requestPath` (set when a file is sent, so redirects and
   * the plain answers get none). Gatsby gives function routes none: they go to the functions.
   */
  setForFile(res: ServerResponse, requestPath: string): void;
}

function buildHeaders(manifest: LocalServeManifest): BuildHeaders {
  const headersFor = createHeadersLookup(manifest.headerRoutes);
  const everyAnswer = (manifest.headerRoutes.find((route) => route.path === `${manifest.pathPrefix}/*`)?.headers ?? []).filter(
    ({ key }) => key.toLowerCase() !== 'cache-control',
  );
  function setForFile(res: ServerResponse, requestPath: string) {
    let decoded = requestPath;
    try {
      decoded = decodeURIComponent(requestPath);
    } catch {
      // A malformed escape: match the path as it came.
    }
    // A page's file asked for by its name (/contact/index.html) is that page: Gatsby's rule is for /contact/.
    if (decoded.endsWith('/index.html')) decoded = decoded.slice(0, -'index.html'.length);
    for (const { key, value } of headersFor(decoded)) res.setHeader(key, value);
  }
  return { everyAnswer, setForFile };
}

/** A short plain-text answer with only the build's every-answer headers (whatever a file had set before). */
function plainAnswer(res: Response, headers: BuildHeaders, status: number, message: string, extra: Array<[string, string]> = []) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const { key, value } of headers.everyAnswer) res.setHeader(key, value);
  for (const [key, value] of extra) res.setHeader(key, value);
  const text = `${message}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** What the site answers under its path prefix: Gatsby's trailing-slash redirects, the Functions, the files and the 404 page. */
function siteRouter(
  gatsby: GatsbyPieces,
  headers: BuildHeaders,
  { siteDir, manifest, functions, log }: Required<Pick<SiteServerOptions, 'siteDir' | 'manifest' | 'functions' | 'log'>>,
): Router {
  const publicDir = path.join(siteDir, 'public');
  const requestPathOf = (req: Request) => req.baseUrl + req.path;
  const serveStatic = gatsby.express.static(publicDir, {
    dotfiles: 'allow',
    // Off, or serve-static would send its own `public, max-age=0` where the build gave no cache-control.
    cacheControl: false,
    setHeaders: (res: ServerResponse & { req: Request }) => headers.setForFile(res, requestPathOf(res.req)),
  });
  const pages = new Map(manifest.pages.map((pagePath) => [pagePath, { path: pagePath }]));
  // The compiled functions, each loaded once (Gatsby's middleware loads them again on every request).
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));

  const router = gatsby.express.Router();
  router.use(gatsby.compression());
  router.use(gatsby.configureTrailingSlash(() => ({ pages }), manifest.trailingSlash));
  // Gatsby's middleware behind a body-size guard, each function loaded once, parse errors answered 4xx
  // (function-host.ts); a path under /api/ that names no function — also when the build has none — a JSON 404.
  if (functions.length > 0) {
    const { functionMiddlewares, createConfig } = gatsby;
    const pieces = { functionMiddlewares, createConfig, load: (file: string) => siteRequire(file) as unknown };
    router.use('/api/*', ...(functionHostMiddlewares(pieces, () => functions, { log }) as Middleware[]));
  }
  router.use('/api', functionNotFound() as Middleware);
  // Files are only read: another method gets a 405 (gatsby serve sent the 404 page).
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    plainAnswer(res, headers, 405, SITE_ANSWERS.method, [['Allow', 'GET, HEAD']]);
  });
  // A source map a build left in public/ is not served either (src/build/source-maps.ts): it is not there.
  router.use((req, res, next) => (isSourceMap(req.path) ? next() : serveStatic(req, res, next)));
  // As gatsby serve: a page that does not exist gets the 404 page, with status 404 and that page's headers
  // (not those of the path asked for: a missing /static/ file must not be cached for a year). No ranges
  // of it: send would answer a Range with a 206 part of the 404 page, or a 416 with its size.
  router.use((req, res, next) => {
    if (!req.accepts('html')) return next();
    headers.setForFile(res, `${manifest.pathPrefix}/404.html`);
    res.status(404).sendFile('404.html', { root: publicDir, cacheControl: false, acceptRanges: false });
  });
  return router;
}

/**
 * Instead of express's final handler: the status the error asks for (a 416 with its Content-Range, a 400
 * for a malformed path under /api/), a 500 for anything else (logged), and never the error itself.
 */
function finalErrorHandler(headers: BuildHeaders, prefix: string, log: (line: string) => void): ErrorMiddleware {
  return (error, req, res, _next) => {
    const status = errorStatus(error);
    if (status >= 500) log(`[serve] ${req.method} ${req.originalUrl}: ${(error as Error | null)?.stack ?? String(error)}`);
    if (res.headersSent) {
      // Part of a file went out already: all the client can be told is that the connection ends.
      if (!res.writableEnded) res.destroy();
      return;
    }
    if (isApiPath(req.originalUrl, prefix)) {
      apiAnswer(
        res,
        status,
        status >= 500 ? FUNCTION_ANSWERS.failed : status === 404 ? FUNCTION_ANSWERS.notFound : FUNCTION_ANSWERS.unreadable,
      );
    } else {
      plainAnswer(res, headers, status, siteErrorMessage(status), errorHeaders(error));
    }
  };
}
