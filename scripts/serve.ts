#!/usr/bin/env node
/**
 * The production server of the built site on this machine (`npm run serve`; `npm start`,
 * `npm test` and `npm run bench` through scripts/lib/processes.mjs serveSite): what `gatsby serve`
 * does for this site, plus the HTTP headers Gatsby computed for the build (caching above all), which
 * `gatsby serve` does not send (https://github.com/gatsbyjs/gatsby/discussions/38530), and without
 * what gatsby serve leaks (stack traces, X-Powered-By, CORS for every origin, source maps). The app
 * is scripts/lib/site-server.ts.
 *
 *   node scripts/serve.ts [--port 9000] [--host 127.0.0.1]     (run in the site directory)
 *
 * The headers come from the manifest the local adapter writes at the end of `gatsby build`
 * (src/build/local-adapter.ts, src/build/cache-headers.ts); the Gatsby Functions from
 * .cache/functions/manifest.json. Left out: DSG/SSR pages and client-only routes (the site has
 * neither; the adapter warns when a build has DSG/SSR pages) and Partytown's proxy (the site loads
 * no off-main-thread scripts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LocalServeManifest } from '../src/build/cache-headers.ts';
import { createSiteApp } from './lib/site-server.ts';

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
    `✖ ${MANIFEST} is missing: the site was built without the local adapter (src/build/local-adapter.ts), ` +
      'or not built yet. Run `npm run build` (or `gatsby build` with the adapter in gatsby-config) first.',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as LocalServeManifest;
if (manifest.version !== 1) {
  console.error(`✖ ${MANIFEST} has version ${String(manifest.version)}, this server reads version 1: build again.`);
  process.exit(1);
}
let functions: unknown[] = [];
try {
  functions = JSON.parse(readFileSync(path.join(siteDir, '.cache', 'functions', 'manifest.json'), 'utf8')) as unknown[];
} catch {
  // No functions in this build: as gatsby serve, serve the site without them.
}

const app = createSiteApp({ siteDir, manifest, functions });
const server = app.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${host}:${port}${manifest.pathPrefix}/ with the headers of ${MANIFEST} (${manifest.headerRoutes.length} rules)`,
  );
});
server.on('error', (error) => {
  console.error(`✖ cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
