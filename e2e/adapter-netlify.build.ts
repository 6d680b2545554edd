/**
 * The hosting adapter's build (so the site can be hosted beyond one machine): `gatsby build` with
 * SITE_ADAPTER=netlify against the stand-in writes what Netlify deploys — public/_headers with
 * the same caching and security headers the local adapter gave scripts/serve.ts (the e2e build's
 * .cache/local-serve/manifest.json), public/_redirects routing /api/* to the Function, and the
 * quotation Function packaged in .netlify/functions-internal/ with a handler that answers a
 * Netlify (Lambda-style) event: called here as Netlify would call it, with a raw multipart body.
 * The deploy itself needs Netlify and cannot run here.
 *
 * scripts/test.mjs runs this after the e2e build, from its warm .cache (the same stand-in URL, so
 * no re-sourcing): the build's pages are the same, only the adapter step differs. The Netlify
 * files are removed afterwards, so public/ is the local build's again.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startBlobsServer } from '../mocks/netlify-blobs-server';
import { startStandInProcess, type StandInProcess } from '../mocks/wordpress/stand-in-process';
import { netlifyBlobsStore } from '../src/quotation/server/blobs-store';
import { FIELD_KEYS } from '../mocks/testing/quotation';
import { ANSWERS } from '../src/quotation/server/handle';
import type { HeaderRoute, LocalServeManifest } from '../src/build/cache-headers';
import { inlineScriptHashes } from '../src/build/page-security';
import { DOCUMENT_HEADER_KEYS } from '../src/build/security-headers';
import { isSourceMap } from '../src/build/source-maps';
import fc from 'fast-check';
import { configureFuzzing } from '../mocks/testing/fuzz-http';
import { expectClean, quotationRequestArbitrary } from '../mocks/testing/quotation-fuzz';
import { gatsbyBuild, PORT, root, SMTP_PORT, type Build } from './build-helpers';
import { findMail, stamp, WORDPRESS_ORIGIN } from '../mocks/testing/expect-helpers';
import { quotationForm } from '../mocks/testing/quotation-requests';

const PUBLIC = path.join(root, 'public');
const NETLIFY_FILES = [path.join(PUBLIC, '_headers'), path.join(PUBLIC, '_redirects'), path.join(root, '.netlify')];

/** public/_headers as rules: a path line, then its indented `key: value` lines (Netlify's syntax). */
function parseHeadersFile(text: string): HeaderRoute[] {
  const rules: HeaderRoute[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers.push({ key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
    } else {
      rules.push({ path: decodeURI(line.trim()), headers: [] });
    }
  }
  return rules;
}

let standIn: StandInProcess | undefined;
let build: Build;
let localManifest: LocalServeManifest;

beforeAll(async () => {
  const manifestFile = path.join(root, '.cache', 'local-serve', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('no local build to compare with: run this after the e2e build (npm test -- --only e2e)');
  localManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as LocalServeManifest;
  for (const file of NETLIFY_FILES) rmSync(file, { recursive: true, force: true });
  standIn = await startStandInProcess({ WORDPRESS_PORT: String(PORT), WORDPRESS_SMTP_PORT: SMTP_PORT });
  build = await gatsbyBuild({ SITE_ADAPTER: 'netlify' });
  console.log(`adapter-netlify build (SITE_ADAPTER=netlify, warm .cache): exit ${build.code}, ${build.seconds.toFixed(1)} s`);
});

afterAll(async () => {
  await standIn?.stop();
  for (const file of NETLIFY_FILES) rmSync(file, { recursive: true, force: true });
});

it('builds with gatsby-adapter-netlify and the per-page policies', () => {
  expect(build.code).toBe(0);
  expect(build.output).toMatch(/security headers: a Content-Security-Policy for each of \d+ pages/);
  // The local adapter stepped aside: it would have said so.
  expect(build.output).not.toContain('local-serve:');
});

it('publishes no source map: none in public/, no bundle names one (src/build/source-maps.ts moves them to .data/source-maps/)', () => {
  expect(build.output).toMatch(/Source maps kept out of public\/: \d+ moved/);
  const files = readdirSync(PUBLIC, { recursive: true }).map(String);
  expect(files.filter(isSourceMap)).toEqual([]);
  const bundles = files.filter((file) => /^[^/]+\.js$/.test(file));
  expect(bundles.length).toBeGreaterThan(3);
  for (const file of bundles) expect(readFileSync(path.join(PUBLIC, file), 'utf8')).not.toContain('sourceMappingURL');
});

describe('public/_headers', () => {
  let rules: HeaderRoute[];
  beforeAll(() => {
    rules = parseHeadersFile(readFileSync(path.join(PUBLIC, '_headers'), 'utf8'));
  });
  const rule = (rulePath: string) => rules.find((candidate) => candidate.path === rulePath);
  const value = (rulePath: string, key: string) => rule(rulePath)?.headers.find((header) => header.key === key)?.value;

  it('has the same rules, in the same order, as the local adapter gave scripts/serve.ts', () => {
    // The same, but for the pages' script hashes: this build's webpack compilation hash (one of each
    // page's inline scripts) is its own; that each page's policy has its own HTML's hashes is checked below.
    const withoutHashes = (routes: HeaderRoute[]) =>
      routes.map((route) => ({
        ...route,
        headers: route.headers.map((header) => ({ ...header, value: header.value.replace(/ 'sha256-[^']+'/g, '') })),
      }));
    expect(withoutHashes(rules)).toEqual(withoutHashes(localManifest.headerRoutes));
  });

  it('caching: revalidate everything by default, hashed assets and /static/ immutable', () => {
    expect(rules[0]?.path).toBe('/*');
    expect(value('/*', 'cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(value('/static/*', 'cache-control')).toBe('public, max-age=31536000, immutable');
    const app = rules.find((candidate) => /^\/app-[0-9a-f]{20}\.js$/.test(candidate.path));
    expect(app?.headers).toContainEqual({ key: 'cache-control', value: 'public, max-age=31536000, immutable' });
  });

  it("security: the every-response headers once, on /*, and the document headers on each HTML file's rule only, its policy with its inline scripts hashed", () => {
    // Netlify applies every rule whose path matches, so nothing on /* may be meant for HTML only: it would reach every asset.
    expect(value('/*', 'strict-transport-security')).toBe('max-age=63072000');
    expect(value('/*', 'x-content-type-options')).toBe('nosniff');
    for (const key of DOCUMENT_HEADER_KEYS) expect([key, value('/*', key)]).toEqual([key, undefined]);
    const assetRules = rules.filter((candidate) => !candidate.path.endsWith('/') && !candidate.path.endsWith('.html'));
    expect(assetRules.map((candidate) => candidate.path)).toEqual(expect.arrayContaining(['/*', '/static/*']));
    for (const candidate of assetRules)
      expect([candidate.path, candidate.headers.filter((header) => DOCUMENT_HEADER_KEYS.includes(header.key))]).toEqual([
        candidate.path,
        [],
      ]);
    for (const [page, file] of [
      ['/', 'index.html'],
      ['/contact/', 'contact/index.html'],
      ['/cloudstatus/ontdekken/', 'cloudstatus/ontdekken/index.html'],
      ['/404.html', '404.html'],
    ] as const) {
      for (const key of DOCUMENT_HEADER_KEYS) expect([page, key, value(page, key)]).toEqual([page, key, expect.any(String)]);
      expect(value(page, 'x-frame-options')).toBe('DENY');
      const policy = value(page, 'content-security-policy') as string;
      const hashes = inlineScriptHashes(readFileSync(path.join(PUBLIC, file), 'utf8'));
      expect(hashes.length).toBeGreaterThanOrEqual(3);
      for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    expect(value('/cloudstatus/ontdekken/', 'content-security-policy')).toContain('https://embed.typeform.com');
    expect(value('/contact/', 'content-security-policy')).not.toContain('typeform');
  });
});

it('public/_redirects sends /api/package-quotation to the packaged Function', () => {
  const redirects = readFileSync(path.join(PUBLIC, '_redirects'), 'utf8');
  // With trailingSlash 'always' Gatsby gives the function route a trailing slash too; Netlify's
  // redirect rules match a path with or without it.
  expect(redirects).toMatch(/^\/api\/package-quotation\/?\s+\/\.netlify\/functions\/(\S+)\s+200$/m);
});

describe('the quotation Function, packaged for Netlify', () => {
  const functionId = () => /\/\.netlify\/functions\/(\S+)/.exec(readFileSync(path.join(PUBLIC, '_redirects'), 'utf8'))![1]!;
  const handlerFile = () => path.join(root, '.netlify', 'functions-internal', functionId(), `${functionId()}.js`);
  type Answer = { statusCode: number; multiValueHeaders: Record<string, string[]>; body: string };
  let handler: (event: object, context: object) => Promise<Answer>;
  let storeDir: string;

  beforeAll(() => {
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'quotation-netlify-'));
    // The Function reads its settings from the environment of the process that runs it (config.ts runtimeEnv).
    // Limits above what this file sends from one (unknown) client address; they have e2e/quotation-abuse.e2e.ts.
    Object.assign(process.env, {
      QUOTATION_STORE_DIR: storeDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      QUOTATION_LIMIT_CLIENT: '5000/1h',
      QUOTATION_LIMIT_RECIPIENT: '5000/1h',
      QUOTATION_LIMIT_GLOBAL: '5000/1h',
    });
    handler = (createRequire(__filename)(handlerFile()) as { handler: typeof handler }).handler;
  });
  afterAll(() => {
    delete process.env.QUOTATION_STORE_DIR;
    delete process.env.SMTP_URL;
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('has its Netlify function manifest beside the handler', () => {
    const manifest = JSON.parse(readFileSync(handlerFile().replace(/\.js$/, '.json'), 'utf8')) as {
      config: { generator: string; includedFiles: string[] };
    };
    expect(manifest.config.generator).toMatch(/^gatsby-adapter-netlify@/);
    expect(manifest.config.includedFiles.length).toBeGreaterThan(0);
  });

  /** A POST from the site's own page (src/quotation/server/abuse.ts), as Netlify passes its headers. */
  const FROM_SITE_PAGE = { origin: ['https://wolkwerk.netlify.app'], host: ['wolkwerk.netlify.app'], 'sec-fetch-site': ['same-origin'] };

  /** A Lambda-style event as Netlify hands it: the raw body base64-encoded, headers as lists. */
  async function event(data: FormData) {
    const request = new Request('http://localhost/api/package-quotation', { method: 'POST', body: data });
    const body = Buffer.from(await request.arrayBuffer());
    return {
      path: '/api/package-quotation',
      httpMethod: 'POST',
      multiValueHeaders: {
        'content-type': [request.headers.get('content-type') as string],
        'content-length': [String(body.length)],
        ...FROM_SITE_PAGE,
      },
      body: body.toString('base64'),
      isBase64Encoded: true,
    };
  }
  /** The same, from raw bytes and a content type (or none), as a hostile client sends them. */
  function rawEvent(body: Buffer, type: string | null) {
    return {
      path: '/api/package-quotation',
      httpMethod: 'POST',
      multiValueHeaders: {
        ...(type === null ? {} : { 'content-type': [type] }),
        'content-length': [String(body.length)],
        ...FROM_SITE_PAGE,
      },
      body: body.toString('base64'),
      isBase64Encoded: true,
    };
  }
  const decode = (answer: Answer) =>
    JSON.parse(Buffer.from(answer.body, 'base64').toString('utf8')) as { isValid: boolean; message: string };

  /** A valid request's form data, from `email`. */
  const validRequest = (email: string) => quotationForm(email, { [FIELD_KEYS.comments]: 'Via Netlify.' });

  it('answers a valid multipart request as on the local server: stored, mailed, 200, with its security headers and no document header (JSON)', async () => {
    const email = `netlify.${stamp()}@example.nl`;
    const answer = await handler(await event(validRequest(email)), {});
    expect({ status: answer.statusCode, body: decode(answer) }).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });
    expect(DOCUMENT_HEADER_KEYS.filter((key) => answer.multiValueHeaders[key] !== undefined)).toEqual([]);
    expect(answer.multiValueHeaders['strict-transport-security']).toBeDefined();
    expect(answer.multiValueHeaders['x-content-type-options']).toEqual(['nosniff']);
    expect(answer.multiValueHeaders['access-control-allow-origin']).toBeUndefined();
    await findMail(WORDPRESS_ORIGIN, (message) => message.to.includes(email), 'the quotation mail sent by the packaged Function');
  });

  it("stores in Netlify Blobs with QUOTATION_STORE=netlify-blobs (Netlify's BlobsServer): from the Lambda event's context, or with a token; 503 with neither", async () => {
    const blobs = await startBlobsServer();
    const readBack = (siteID: string) =>
      netlifyBlobsStore({ name: 'quotation-requests', siteID, token: blobs.token, apiURL: blobs.apiURL }).list();
    try {
      process.env.QUOTATION_STORE = 'netlify-blobs';
      // On Netlify: no token; the event carries the context (base64 JSON of the edge URL and token) and the site's headers.
      const onNetlify = `lambda.${stamp()}@example.nl`;
      const lambdaEvent = await event(validRequest(onNetlify));
      const site = { 'x-nf-site-id': 'site-lambda', 'x-nf-deploy-id': 'deploy-1' };
      Object.assign(lambdaEvent, {
        blobs: Buffer.from(JSON.stringify({ url: blobs.apiURL, token: blobs.token })).toString('base64'),
        headers: site,
      });
      Object.assign(lambdaEvent.multiValueHeaders, { 'x-nf-site-id': [site['x-nf-site-id']], 'x-nf-deploy-id': [site['x-nf-deploy-id']] });
      const fromEvent = await handler(lambdaEvent, {});
      expect({ status: fromEvent.statusCode, body: decode(fromEvent) }).toEqual({
        status: 200,
        body: { isValid: true, message: ANSWERS.done },
      });
      expect((await readBack('site-lambda')).map((record) => [record.contact.email, record.status])).toEqual([[onNetlify, 'sent']]);
      // connectLambda keeps the context in NETLIFY_BLOBS_CONTEXT (@netlify/blobs setEnvironmentContext).
      delete process.env.NETLIFY_BLOBS_CONTEXT;

      // Anywhere: API access with the site's ID and a personal access token.
      Object.assign(process.env, { NETLIFY_SITE_ID: 'site-api', NETLIFY_BLOBS_TOKEN: blobs.token, NETLIFY_BLOBS_API_URL: blobs.apiURL });
      const withToken = `api.${stamp()}@example.nl`;
      const answer = await handler(await event(validRequest(withToken)), {});
      expect({ status: answer.statusCode, body: decode(answer) }).toEqual({ status: 200, body: { isValid: true, message: ANSWERS.done } });
      expect((await readBack('site-api')).map((record) => [record.contact.email, record.status])).toEqual([[withToken, 'sent']]);

      delete process.env.NETLIFY_BLOBS_TOKEN;
      const misconfigured = await handler(await event(validRequest(withToken)), {});
      expect({ status: misconfigured.statusCode, body: decode(misconfigured) }).toEqual({
        status: 503,
        body: { isValid: false, message: ANSWERS.unavailable },
      });
    } finally {
      for (const key of ['QUOTATION_STORE', 'NETLIFY_SITE_ID', 'NETLIFY_BLOBS_TOKEN', 'NETLIFY_BLOBS_API_URL', 'NETLIFY_BLOBS_CONTEXT'])
        delete process.env[key];
      await blobs.stop();
    }
  });

  it('answers every generated hostile body with a clear 4xx (or 200 when valid), never a 5xx: the bodies scripts/lib/function-host.fuzz.test.ts sends the local host', async () => {
    configureFuzzing();
    await fc.assert(
      fc.asyncProperty(quotationRequestArbitrary, async ({ label, body, type }) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within 5 s: packaged for Netlify: ${label} (${type})`)), 5000);
        });
        const answer = await Promise.race([handler(rawEvent(body, type), {}), late]).finally(() => clearTimeout(timer));
        expectClean({ status: answer.statusCode, body: Buffer.from(answer.body ?? '', 'base64') }, `packaged for Netlify: ${label}`);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('refuses a request without fields with a 400', async () => {
    const answer = await handler(await event(new FormData()), {});
    expect(answer.statusCode).toBe(400);
    expect(decode(answer).isValid).toBe(false);
  });
});
