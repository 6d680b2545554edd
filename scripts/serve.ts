#!/usr/bin/env node
/**
 * The production server of the built site on this machine (`npm run serve`; `npm start`,
 * `npm test` and `npm run bench` through scripts/lib/processes.mjs serveSite): what `gatsby serve`
 * does for this site, plus the HTTP headers Gatsby computed for the build (caching above all), which
 * `gatsby serve` does not send (https://github.com/gatsbyjs/gatsby/discussions/38530).
 *
 *   node scripts/serve.ts [--port 9000] [--host 127.0.0.1]     (run in the site directory)
 *
 * The headers come from the manifest the local adapter writes at the end of `gatsby build`
 * (scripts/lib/local-adapter.ts, scripts/lib/cache-headers.ts). The rest mirrors gatsby serve
 * (node_modules/gatsby/dist/commands/serve.js) with Gatsby's own pieces, loaded from the gatsby
 * package so they are the versions gatsby serve uses: its express and compression, its
 * trailing-slash middleware (dist/utils/express-middlewares.js) and its Gatsby Functions middleware
 * (dist/internal-plugins/functions/middleware.js, which runs the compiled functions listed in
 * .cache/functions/manifest.json: the quotation endpoint in src/api). Left out: DSG/SSR pages and
 * client-only routes (the site has neither; the adapter warns when a build has DSG/SSR pages) and
 * Partytown's proxy (the site loads no off-main-thread scripts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHeadersLookup, type LocalServeManifest } from './lib/cache-headers.ts';
import { functionHostMiddlewares } from './lib/function-host.ts';

/** The few parts of express's request/response this file uses (express ships no types here). */
interface Request extends IncomingMessage {
  path: string;
  baseUrl: string;
  accepts(type: string): string | false;
}
interface Response extends ServerResponse {
  status(code: number): Response;
  sendFile(file: string, options: object, callback?: (error?: Error) => void): void;
  header(key: string, value: string): Response;
}
type Next = (error?: unknown) => void;
type Middleware = (req: Request, res: Response, next: Next) => void;
interface Router extends Middleware {
  use(...handlers: Array<string | Middleware>): void;
}
interface Express {
  (): Router & { listen(port: number, host: string, callback: () => void): import('node:http').Server };
  Router(): Router;
  static(root: string, options: object): Middleware;
}

const MANIFEST = path.join('.cache', 'local-serve', 'manifest.json');

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT || '9000' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(args.port);
const host = args.host as string;
const siteDir = process.cwd();
const publicDir = path.join(siteDir, 'public');

const manifestFile = path.join(siteDir, MANIFEST);
if (!existsSync(manifestFile)) {
  console.error(
    `✖ ${MANIFEST} is missing: the site was built without the local adapter (scripts/lib/local-adapter.ts), ` +
      'or not built yet. Run `npm run build` (or `gatsby build` with the adapter in gatsby-config) first.',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as LocalServeManifest;
if (manifest.version !== 1) {
  console.error(`✖ ${MANIFEST} has version ${String(manifest.version)}, this server reads version 1: build again.`);
  process.exit(1);
}

// Gatsby's dependencies, resolved from the gatsby package the site uses.
const gatsbyRequire = createRequire(createRequire(path.join(siteDir, 'package.json')).resolve('gatsby/package.json'));
const express = gatsbyRequire('express') as Express;
const compression = gatsbyRequire('compression') as () => Middleware;
const { configureTrailingSlash } = gatsbyRequire('./dist/utils/express-middlewares.js') as {
  configureTrailingSlash: (getState: () => { pages: Map<string, { path: string }> }, option: string) => Middleware;
};
const { functionMiddlewares } = gatsbyRequire('./dist/internal-plugins/functions/middleware.js') as {
  functionMiddlewares: (config: { getFunctions: () => unknown[] }) => Middleware[];
};
const { createConfig } = gatsbyRequire('./dist/internal-plugins/functions/config.js') as {
  createConfig: (userConfig: unknown) => { config: unknown; warnings: unknown[] };
};
// The compiled functions, each loaded once (Gatsby's middleware loads them again on every request).
const siteRequire = createRequire(path.join(siteDir, 'package.json'));

const headersFor = createHeadersLookup(manifest.headerRoutes);
/**
 * The build's headers for every path (its `/*` rule: the security headers of gatsby-config), but
 * caching, sent with every answer before anything else decides: redirects, express's plain 404s
 * and the Functions' answers get them too (a Function sets its own Content-Security-Policy over
 * this one, src/api/package-quotation.ts), and a file's own rule overrides them key by key.
 */
const everyAnswerHeaders = (manifest.headerRoutes.find((route) => route.path === `${manifest.pathPrefix}/*`)?.headers ?? []).filter(
  ({ key }) => key.toLowerCase() !== 'cache-control',
);
const pages = new Map(manifest.pages.map((pagePath) => [pagePath, { path: pagePath }]));
let functions: unknown[] = [];
try {
  functions = JSON.parse(readFileSync(path.join(siteDir, '.cache', 'functions', 'manifest.json'), 'utf8')) as unknown[];
} catch {
  // No functions in this build: as gatsby serve, serve the site without them.
}

/**
 * The build's headers for a file served for `requestPath` (set when a file is sent, so redirects and
 * express's plain 404s get none). Gatsby gives function routes none: they go to the functions.
 */
function setBuildHeaders(res: ServerResponse, requestPath: string) {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // A malformed escape: match the path as it came.
  }
  for (const { key, value } of headersFor(decoded)) res.setHeader(key, value);
}
const requestPathOf = (req: Request) => req.baseUrl + req.path;

const app = express();
const router = express.Router();
router.use(compression());
router.use(configureTrailingSlash(() => ({ pages }), manifest.trailingSlash));
router.use(
  express.static(publicDir, {
    dotfiles: 'allow',
    // Off, or serve-static would send its own `public, max-age=0` where the build gave no cache-control.
    cacheControl: false,
    setHeaders: (res: ServerResponse & { req: Request }) => setBuildHeaders(res, requestPathOf(res.req)),
  }),
);
// Gatsby's middleware behind a body-size guard, each function loaded once, parse errors answered 4xx (lib/function-host.ts).
if (functions.length > 0) {
  const pieces = { functionMiddlewares, createConfig, load: (file: string) => siteRequire(file) as unknown };
  router.use('/api/*', ...(functionHostMiddlewares(pieces, () => functions) as Middleware[]));
}
// As gatsby serve: a page that does not exist gets the 404 page, with status 404 and that page's headers
// (not those of the path asked for: a missing /static/ file must not be cached for a year).
router.use((req, res, next) => {
  if (!req.accepts('html')) return next();
  setBuildHeaders(res, `${manifest.pathPrefix}/404.html`);
  res.status(404).sendFile('404.html', { root: publicDir, cacheControl: false });
});
app.use((_req, res, next) => {
  for (const { key, value } of everyAnswerHeaders) res.setHeader(key, value);
  res.header('Access-Control-Allow-Origin', '*');
  res.header('Access-Control-Allow-Headers', 'Origin, X-Requested-With, Content-Type, Accept');
  next();
});
app.use(manifest.pathPrefix || '/', router);

const server = app.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${host}:${port}${manifest.pathPrefix}/ with the headers of ${MANIFEST} (${manifest.headerRoutes.length} rules)`);
});
server.on('error', (error) => {
  console.error(`✖ cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
