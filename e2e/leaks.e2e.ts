/**
 * The built, served site gives nothing away: no source maps (neither the
 * files nor a `sourceMappingURL` comment in a bundle), no stack trace or path of the machine in an
 * error answer (a Range past the end of a page made express print both), no X-Powered-By, no CORS
 * grant to another origin, and under /api/ always JSON with the API's own headers (no document
 * headers: those are for HTML). The probe's findings one by one, then generated hostile requests
 * over the site's own paths (mocks/testing/leak-check.ts, the same generator and property as the
 * in-process test scripts/lib/site-server.test.ts). No browser: a few hundred raw requests, a few
 * seconds.
 */
import path from 'node:path';
import fc from 'fast-check';
import { DOCUMENT_HEADER_KEYS } from '../src/build/security-headers';
import { DEFAULT_FUNCTION_MAX_BODY_BYTES } from '../scripts/lib/function-host';
import { configureFuzzing, rawRequest, type RawRequest } from '../mocks/testing/fuzz-http';
import { expectNoLeak, hostileRequestArbitrary } from '../mocks/testing/leak-check';
import { SITE_URL } from './browser';
import { entryScriptsIn } from '../src/build/first-scripts';

configureFuzzing();

/** The site directory: its path must appear in no answer. */
const ROOT = path.resolve(__dirname, '..');
const ENDPOINT = '/api/package-quotation';
const leakOptions = { secretPaths: [ROOT] };
const send = (request: RawRequest) => rawRequest(SITE_URL, { method: 'GET', exactPath: true, timeoutMs: 10_000, ...request });

let homeHtml = '';
let scripts: string[] = [];
beforeAll(async () => {
  const home = await send({ path: '/', headers: { accept: 'text/html' } });
  expect(home.status).toBe(200);
  homeHtml = home.body.toString('utf8');
  // The bundles the home page loads (app, framework, webpack runtime, its template's chunks).
  scripts = [...new Set(entryScriptsIn(homeHtml))];
  expect(scripts.length).toBeGreaterThanOrEqual(3);
});

describe('source maps', () => {
  it('no bundle names one (hidden-source-map), and none is served', async () => {
    for (const script of scripts) {
      const bundle = await send({ path: script });
      expect(bundle.status).toBe(200);
      expect(bundle.body.toString('utf8')).not.toContain('sourceMappingURL');
      for (const accept of ['*/*', 'text/html']) {
        const map = await send({ path: `${script}.map`, headers: { accept } });
        expect(map.status).toBe(404);
        expect(map.body.toString('utf8')).not.toContain('"mappings"');
      }
    }
  });
});

describe('the probe’s findings', () => {
  it('a Range past the end of a page: 416 with the size in Content-Range, no stack trace, no path', async () => {
    const answer = await send({ path: '/', headers: { range: 'bytes=999999999-' } });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${Buffer.byteLength(homeHtml)}`);
    expectNoLeak({ path: '/' }, answer, leakOptions);
  });

  it('no X-Powered-By and no CORS headers on a page, a script, page data, the 404 page or the endpoint', async () => {
    for (const request of [
      { path: '/' },
      { path: scripts[0]! },
      { path: '/page-data/index/page-data.json' },
      { path: '/bestaat-niet/', headers: { accept: 'text/html' } },
      { method: 'POST', path: ENDPOINT },
    ]) {
      const answer = await send({ ...request, headers: { ...request.headers, origin: 'https://evil.example' } });
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('a cross-origin preflight to the endpoint grants nothing', async () => {
    const answer = await send({
      method: 'OPTIONS',
      path: ENDPOINT,
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectNoLeak({ method: 'OPTIONS', path: ENDPOINT }, answer, leakOptions);
  });

  it('a POST to an unknown /api/ path: a JSON 404 with the API’s headers (not express’s HTML page)', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/bestaat-niet',
      headers: { accept: 'text/html', 'content-type': 'application/json', 'content-length': 2 },
      body: '{}',
    });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(DOCUMENT_HEADER_KEYS.filter((key) => answer.headers[key] !== undefined)).toEqual([]);
    expectNoLeak({ method: 'POST', path: '/api/bestaat-niet' }, answer, leakOptions);
  });

  it('the body-size guard’s 413 carries the API’s headers, not the pages’ document headers', async () => {
    const answer = await send({
      method: 'POST',
      path: ENDPOINT,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': DEFAULT_FUNCTION_MAX_BODY_BYTES * 4 },
      body: '--x\r\n',
    });
    expect(answer.status).toBe(413);
    expect(DOCUMENT_HEADER_KEYS.filter((key) => answer.headers[key] !== undefined)).toEqual([]);
    expectNoLeak({ method: 'POST', path: ENDPOINT }, answer, leakOptions);
  });

  it('what Node answers before the app (headers over 16 KiB, a method it does not know): a bare 4xx', async () => {
    const huge = await send({ path: '/', headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(huge.status).toBe(431);
    const unknown = await send({ method: 'BREW', path: '/' });
    expect(unknown.status).toBe(400);
    for (const answer of [huge, unknown]) {
      expect(answer.body.length).toBe(0);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('fuzzing the served site', () => {
  it('answers every hostile request without a 5xx, a stack trace, the site’s path, X-Powered-By or a CORS grant; /api/ always JSON with the API’s headers', async () => {
    const pagePaths = [...new Set([...homeHtml.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)].map((match) => match[1]!))].slice(0, 8);
    const paths = [
      '/',
      '/404.html',
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
      '/robots.txt',
      ENDPOINT,
      ...pagePaths,
      ...scripts.slice(0, 3),
    ];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(hostileRequestArbitrary(paths), async (request) => {
        const answer = await send(request);
        statuses.add(answer.status);
        expectNoLeak(request, answer, leakOptions);
      }),
      { numRuns: 250 },
    );
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404, 405]));
  }, 60_000);
});
