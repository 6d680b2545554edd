/**
 * @jest-environment node
 *
 * The served site gives nothing away: scripts/lib/site-server.ts — the app of scripts/serve.ts —
 * run in-process over a small built site in a temporary folder (pages, a script, a source map a
 * build left behind, a file that cannot be read) with stand-in compiled Functions (one that
 * answers, one that throws with its path in the message, one that cannot be loaded). Explicit cases
 * first (each of the probe's findings), then generated hostile requests
 * (mocks/testing/leak-check.ts, seed fixed as in mocks/testing/fuzz-http.ts) whose every answer
 * must pass expectNoLeak.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {
  apiSecurityHeaders,
  DOCUMENT_HEADER_KEYS,
  documentSecurityHeaders,
  RESPONSE_SECURITY_HEADERS,
} from '../../src/build/security-headers';
import { IMMUTABLE, MUST_REVALIDATE, type LocalServeManifest } from '../../src/build/cache-headers';
import { DEFAULT_FUNCTION_MAX_BODY_BYTES, FUNCTION_ANSWERS } from './function-host';
import { configureFuzzing, loopbackServers, rawRequest, type RawRequest } from '../../mocks/testing/fuzz-http';
import { expectNoLeak, hostileRequestArbitrary } from '../../mocks/testing/leak-check';
import { createSiteApp, isApiPath, SITE_ANSWERS } from './site-server';

configureFuzzing();

const ROOT = path.resolve(__dirname, '../..');
const PAGE_POLICY = "default-src 'self'; frame-ancestors 'none'";
const SCRIPT = '/app-0123456789abcdef0123.js';
const HOME = '<!doctype html><html lang="nl"><title>Home</title><p>Welkom</p></html>';

const manifest: LocalServeManifest = {
  version: 1,
  trailingSlash: 'always',
  pathPrefix: '',
  headerRoutes: [
    // As src/build/page-security.ts hands them on: the every-response headers on /*, the document headers on each HTML file's rule.
    { path: '/*', headers: [{ key: 'cache-control', value: MUST_REVALIDATE }, ...RESPONSE_SECURITY_HEADERS] },
    { path: '/static/*', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
    { path: SCRIPT, headers: [{ key: 'cache-control', value: IMMUTABLE }] },
    ...['/', '/over-ons/', '/404.html'].map((page) => ({ path: page, headers: documentSecurityHeaders(PAGE_POLICY) })),
  ],
  pages: ['/', '/over-ons/', '/404.html'],
  serverRendered: [],
};

let site: string;
let base: string;
let bareBase: string;
const servers = loopbackServers();
const listen = servers.listen;
const logged: string[] = [];

/** A compiled Function as Gatsby writes it (CommonJS), setting the API's headers as src/api/package-quotation.ts does. */
function writeFunction(dir: string, name: string, body: string) {
  const file = path.join(dir, `${name}.js`);
  writeFileSync(
    file,
    `const HEADERS = ${JSON.stringify(apiSecurityHeaders())};\nmodule.exports = async function (req, res) {\n  for (const { key, value } of HEADERS) res.setHeader(key, value);\n  res.setHeader('Cache-Control', 'no-store');\n${body}\n};\n`,
  );
  return {
    functionRoute: name,
    pluginName: 'default-site-plugin',
    originalAbsoluteFilePath: file,
    originalRelativeFilePath: `${name}.js`,
    relativeCompiledFilePath: `${name}.js`,
    absoluteCompiledFilePath: file,
    matchPath: undefined,
    functionId: name,
  };
}

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const publicDir = path.join(site, 'public');
  mkdirSync(path.join(publicDir, 'over-ons'), { recursive: true });
  mkdirSync(path.join(publicDir, 'page-data', 'index'), { recursive: true });
  writeFileSync(path.join(publicDir, 'index.html'), HOME);
  writeFileSync(path.join(publicDir, 'over-ons', 'index.html'), '<!doctype html><title>Over ons</title>');
  writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><title>Niet gevonden</title>');
  writeFileSync(path.join(publicDir, 'page-data', 'index', 'page-data.json'), '{"path":"/"}');
  writeFileSync(path.join(publicDir, SCRIPT), 'console.log("app");\n');
  // As if a build had not moved its source maps out (src/build/source-maps.ts): the server refuses them all the same.
  writeFileSync(path.join(publicDir, `${SCRIPT}.map`), `{"version":3,"sources":["${site}/src/app.ts"]}`);
  // A file that cannot be read (ELOOP): send answers it 500, with the path in the error.
  symlinkSync('loop.html', path.join(publicDir, 'loop.html'));

  const functionsDir = path.join(site, '.cache', 'functions');
  mkdirSync(functionsDir, { recursive: true });
  const functions = [
    writeFunction(
      functionsDir,
      'echo',
      "  if (req.method !== 'POST') return res.status(405).json({ isValid: false, message: 'Alleen POST.' });\n  res.status(200).json({ isValid: true, message: 'ontvangen' });",
    ),
    writeFunction(functionsDir, 'boom', '  throw new Error(`boom in ${__filename}`);'),
    { ...writeFunction(functionsDir, 'broken', ''), absoluteCompiledFilePath: path.join(functionsDir, 'missing.js') },
  ];

  // Gatsby's reporter (loaded by the server from the gatsby package) logs a line per function call.
  const gatsbyRequire = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('gatsby/package.json'));
  const reporter = gatsbyRequire('gatsby-cli/lib/reporter') as { log: (text: string) => void; default?: { log: (text: string) => void } };
  jest.spyOn(reporter.default ?? reporter, 'log').mockImplementation(() => undefined);

  const options = { siteDir: site, manifest, resolveFrom: path.join(ROOT, 'package.json'), log: (line: string) => logged.push(line) };
  base = await listen(createSiteApp({ ...options, functions }));
  bareBase = await listen(createSiteApp({ ...options, functions: [] }));
});

afterAll(async () => {
  await servers.closeAll();
  rmSync(site, { recursive: true, force: true });
});

beforeEach(() => {
  logged.length = 0;
});

const send = (request: RawRequest, at = base) => rawRequest(at, { method: 'GET', exactPath: true, ...request });
const text = (answer: { body: Buffer }) => answer.body.toString('utf8');
const leakOptions = () => ({ secretPaths: [site, ROOT] });
/** The document headers an answer carries (none but on HTML). */
const documentHeaders = (answer: { headers: http.IncomingHttpHeaders }) =>
  DOCUMENT_HEADER_KEYS.filter((key) => answer.headers[key] !== undefined);

describe('pages and files', () => {
  it('a page: 200 with the build headers, the document headers among them, no X-Powered-By, no CORS headers', async () => {
    const answer = await send({ path: '/', headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
    expect(text(answer)).toBe(HOME);
    expect(answer.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(documentHeaders(answer)).toEqual(DOCUMENT_HEADER_KEYS);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe(MUST_REVALIDATE);
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('a page asked for by its file name: the same document headers as by its path', async () => {
    const answer = await send({ path: '/over-ons/index.html' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(documentHeaders(answer)).toEqual(DOCUMENT_HEADER_KEYS);
  });

  it('a script and page data: caching, HSTS and nosniff, no document header', async () => {
    for (const asset of [SCRIPT, '/page-data/index/page-data.json']) {
      const answer = await send({ path: asset, headers: { accept: '*/*' } });
      expect(answer.status).toBe(200);
      expect([asset, documentHeaders(answer)]).toEqual([asset, []]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
    }
    expect((await send({ path: SCRIPT })).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a missing page: the 404 page with its document headers; a missing file asked for as data: a plain 404 without them', async () => {
    const page = await send({ path: '/bestaat-niet/', headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(text(page)).toContain('<title>Niet gevonden</title>');
    expect(page.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(documentHeaders(page)).toEqual(DOCUMENT_HEADER_KEYS);
    const data = await send({ path: '/page-data/bestaat-niet/page-data.json', headers: { accept: 'application/json' } });
    expect(data.status).toBe(404);
    expect(data.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(documentHeaders(data)).toEqual([]);
    expect(data.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a redirect: the every-response headers, no document header', async () => {
    const answer = await send({ path: '/over-ons' });
    expect(answer.status).toBe(301);
    expect(documentHeaders(answer)).toEqual([]);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('a Range past the end of a file: 416 with the file size in Content-Range, a short text, the build headers (express printed a stack trace)', async () => {
    const answer = await send({ path: '/', headers: { range: 'bytes=999999999-' } });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${Buffer.byteLength(HOME)}`);
    expect(text(answer)).toBe(`${SITE_ANSWERS.range}\n`);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    // The page's document headers went with the file's other headers: the answer is plain text.
    expect(documentHeaders(answer)).toEqual([]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    // The file's own headers are gone (its ETag belongs to the file, not to this answer).
    expect(answer.headers.etag).toBeUndefined();
    expectNoLeak({ path: '/' }, answer, leakOptions());
  });

  it('a satisfiable Range still gets its part (206)', async () => {
    const answer = await send({ path: SCRIPT, headers: { range: 'bytes=0-6' } });
    expect(answer.status).toBe(206);
    expect(text(answer)).toBe('console');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('a missing page with a Range: the whole 404 page (send made it a 206 part of it, or a 416)', async () => {
    for (const range of ['bytes=0-3', 'bytes=999999999-']) {
      const answer = await send({ path: '/bestaat-niet/', headers: { range, accept: 'text/html' } });
      expect(answer.status).toBe(404);
      expect(text(answer)).toContain('<title>Niet gevonden</title>');
    }
  });

  it('a source map is not served, though the file is there: the 404 page, or a plain 404', async () => {
    const html = await send({ path: `${SCRIPT}.map`, headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(text(html)).toContain('<title>Niet gevonden</title>');
    const other = await send({ path: `${SCRIPT}.map`, headers: { accept: 'application/json' } });
    expect(other.status).toBe(404);
    expect(text(other)).toBe(`${SITE_ANSWERS.notFound}\n`);
    for (const answer of [html, other]) expectNoLeak({ path: `${SCRIPT}.map` }, answer, leakOptions());
  });

  it('a file that cannot be read: a plain 500 without the error; the error and its path go to the log', async () => {
    const answer = await send({ path: '/loop.html' });
    expect(answer.status).toBe(500);
    expect(text(answer)).toBe(`${SITE_ANSWERS.failed}\n`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(text(answer)).not.toContain(site);
    // (send's ELOOP error itself, outside Jest; here Jest's realm makes send wrap it in a plain 500 error.)
    expect(logged.join('\n')).toMatch(/^\[serve\] GET \/loop\.html: \w*Error/);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('%s to a page: 405 with Allow: GET, HEAD and no CORS grant', async (method) => {
    const answer = await send({ method, path: '/', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(text(answer)).toBe(`${SITE_ANSWERS.method}\n`);
    expectNoLeak({ method, path: '/' }, answer, leakOptions());
  });

  it('a malformed escape or a traversal: the 404 page, nothing of the machine', async () => {
    for (const hostile of ['/%E0%A4%A', '/%', '/../../../../etc/passwd', '/over-ons/..%2f..%2f..%2fetc%2fpasswd']) {
      const answer = await send({ path: hostile, headers: { accept: 'text/html' } });
      expect(answer.status).toBe(404);
      expectNoLeak({ path: hostile }, answer, leakOptions());
    }
  });
});

describe('/api/', () => {
  it.each([
    ['POST', '/api/bestaat-niet'],
    ['GET', '/api/bestaat-niet'],
    ['DELETE', '/api/'],
    ['POST', '/api'],
    ['PUT', '/API/Bestaat/Niet'],
  ])('%s %s, no such function: a JSON 404 with the API headers', async (method, requestPath) => {
    for (const at of [base, bareBase]) {
      const answer = await send({ method, path: requestPath, headers: { accept: 'text/html' } }, at);
      expect(answer.status).toBe(404);
      expect(JSON.parse(text(answer))).toEqual({ isValid: false, message: FUNCTION_ANSWERS.notFound });
      expect(documentHeaders(answer)).toEqual([]);
      expect(answer.headers['cache-control']).toBe('no-store');
      expectNoLeak({ method, path: requestPath }, answer, leakOptions());
    }
  });

  it('a Function gives its own answer; a wrong method is its own 405', async () => {
    const ok = await send({
      method: 'POST',
      path: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-length': 2 },
      body: '{}',
    });
    expect({ status: ok.status, body: JSON.parse(text(ok)) }).toEqual({ status: 200, body: { isValid: true, message: 'ontvangen' } });
    const wrong = await send({ method: 'GET', path: '/api/echo' });
    expect(wrong.status).toBe(405);
    expectNoLeak({ path: '/api/echo' }, wrong, leakOptions());
  });

  it('a cross-origin preflight gets no CORS grant', async () => {
    const answer = await send({
      method: 'OPTIONS',
      path: '/api/echo',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectNoLeak({ method: 'OPTIONS', path: '/api/echo' }, answer, leakOptions());
  });

  it('a Function’s own answer: the API’s headers, no document header', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-length': 2 },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(documentHeaders(answer)).toEqual([]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('a body over the limit: the guard’s 413 carries the API’s headers, not the pages’', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-length': DEFAULT_FUNCTION_MAX_BODY_BYTES + 1 },
      body: '{}',
    });
    expect(answer.status).toBe(413);
    expect(documentHeaders(answer)).toEqual([]);
    expectNoLeak({ method: 'POST', path: '/api/echo' }, answer, leakOptions());
  });

  it('a body that does not parse: the error handler’s 400 carries the API’s headers', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-length': 5 },
      body: '{"a":',
    });
    expect(answer.status).toBe(400);
    expect(documentHeaders(answer)).toEqual([]);
    expectNoLeak({ method: 'POST', path: '/api/echo' }, answer, leakOptions());
  });

  it('a malformed escape in an /api/ path: a JSON 400 (express’s router refuses to decode it)', async () => {
    const answer = await send({ method: 'POST', path: '/api/%E0%A4%A' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(text(answer))).toEqual({ isValid: false, message: FUNCTION_ANSWERS.unreadable });
    expectNoLeak({ method: 'POST', path: '/api/%E0%A4%A' }, answer, leakOptions());
  });

  it('a Function that throws, or cannot be loaded: a JSON 500 without the error (Gatsby sent a plain-text one); the log has it', async () => {
    for (const route of ['/api/boom', '/api/broken']) {
      const answer = await send({ method: 'POST', path: route });
      expect(answer.status).toBe(500);
      expect(JSON.parse(text(answer))).toEqual({ isValid: false, message: FUNCTION_ANSWERS.failed });
      expect(documentHeaders(answer)).toEqual([]);
      expect(text(answer)).not.toContain(site);
    }
    expect(logged.join('\n')).toContain('boom in ');
    expect(logged.join('\n')).toContain('missing.js');
  });
});

describe('isApiPath', () => {
  it('matches /api and what is under it, as express does (case-insensitive, the path as it came)', () => {
    expect(['/api', '/api/', '/api/x?y', '/API/x', '/api/../x'].every((url) => isApiPath(url))).toBe(true);
    expect(['/apix', '/x/api/', '/%61pi/x', '/', '/api.js'].some((url) => isApiPath(url))).toBe(false);
    expect(isApiPath('/site/api/x', '/site')).toBe(true);
    expect(isApiPath('/api/x', '/site')).toBe(false);
  });
});

describe('expectNoLeak (the property the fuzzing checks)', () => {
  const answer = (status: number, body: string, headers: http.IncomingHttpHeaders = {}) => ({ status, headers, body: Buffer.from(body) });
  it.each([
    ['a 5xx', answer(500, 'x')],
    [
      'a stack frame',
      answer(416, `RangeNotSatisfiableError: Range Not Satisfiable\n    at SendStream.error (/srv/site/node_modules/send/index.js:270:31)`),
    ],
    ['X-Powered-By', answer(200, 'x', { 'x-powered-by': 'Express' })],
    ['a CORS grant', answer(200, 'x', { 'access-control-allow-origin': '*' })],
    ['the site path', answer(404, 'not /srv/site/public/x')],
  ])('fails on %s', (_, given) => {
    expect(() => expectNoLeak({ path: '/' }, given, { secretPaths: ['/srv/site'] })).toThrow();
  });
  it('fails on an /api/ answer that is HTML, has a document header or lacks nosniff', () => {
    const json = { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };
    const body = '{"isValid":false,"message":"x"}';
    expect(() => expectNoLeak({ path: '/api/x' }, answer(404, body, json), { secretPaths: [] })).not.toThrow();
    expect(() =>
      expectNoLeak({ path: '/api/x' }, answer(404, '<html>', { ...json, 'content-type': 'text/html' }), { secretPaths: [] }),
    ).toThrow(/not JSON/);
    expect(() =>
      expectNoLeak({ path: '/api/x' }, answer(404, body, { ...json, 'content-security-policy': PAGE_POLICY }), { secretPaths: [] }),
    ).toThrow(/document header/);
    expect(() => expectNoLeak({ path: '/api/x' }, answer(404, body, { ...json, 'x-frame-options': 'DENY' }), { secretPaths: [] })).toThrow(
      /document header/,
    );
    expect(() =>
      expectNoLeak({ path: '/api/x' }, answer(404, body, { 'content-type': 'application/json', 'cache-control': 'no-store' }), {
        secretPaths: [],
      }),
    ).toThrow(/nosniff/);
  });
});

describe('fuzzing the server with hostile requests', () => {
  it('answers every one without a 5xx, a stack trace, a path of the machine, X-Powered-By or a CORS grant; /api/ always JSON with the API headers', async () => {
    const paths = [
      '/',
      '/over-ons/',
      '/over-ons',
      '/404.html',
      SCRIPT,
      '/page-data/index/page-data.json',
      '/static/x.png',
      '/api/echo',
      '/api/bestaat-niet',
    ];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(hostileRequestArbitrary(paths), async (request) => {
        const answer = await send(request);
        statuses.add(answer.status);
        expectNoLeak(request, answer, leakOptions());
      }),
      { numRuns: 300 },
    );
    // The requests reached the cases that matter, not only one kind of answer.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 404, 405, 416]));
    expect(logged).toEqual([]);
  }, 60_000);
});
