/**
 * Hostile requests to the served site and what no answer may give away:
 * shared by the in-process tests of scripts/lib/site-server.ts (site-server.test.ts) and the
 * e2e test of the built, served site (e2e/leaks.e2e.ts), so both face the same requests.
 */
import fc from 'fast-check';
import type { OutgoingHttpHeaders } from 'node:http';
import { DOCUMENT_HEADER_KEYS } from '../../src/build/security-headers.ts';
import type { RawAnswer, RawRequest } from './fuzz-http.ts';
import { isApiPath } from '../../scripts/lib/site-server.ts';

/** A frame of a V8 stack trace ("    at fn (/path/file.js:1:2)", "    at /path/file.js:1:2"). */
const STACK_FRAME = /^\s*at .*(\(|\s)(\/|[A-Za-z]:\\|node:|file:)[^\s)]*:\d+:\d+\)?\s*$/m;
/** An error's name and message as Node prints them ("Error: …", "TypeError: …", "RangeError: …"). */
const ERROR_TEXT = /\b[A-Z][A-Za-z]*Error: /;
/** Headers that would grant another origin access (CORS): the site grants none. */
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
];

export interface LeakCheckOptions {
  /** Absolute paths of this machine that must appear in no answer (the site directory …). */
  secretPaths: readonly string[];
  /** The site's path prefix (`manifest.pathPrefix`). */
  pathPrefix?: string;
}

/**
 * Fails (with the request and a piece of the answer) unless the answer gives nothing away: no 5xx,
 * no stack trace or error text in an error answer, no path of the machine in any body, no
 * X-Powered-By, no CORS grant; under /api/ JSON `{ isValid: false, message }` with the API's
 * headers (nosniff, no-store) and none of the pages' document headers (a body-less HEAD answer aside).
 */
export function expectNoLeak(
  request: Pick<RawRequest, 'method' | 'path'>,
  answer: Pick<RawAnswer, 'status' | 'headers' | 'body'>,
  { secretPaths, pathPrefix = '' }: LeakCheckOptions,
): void {
  const text = answer.body.toString('latin1');
  const where = `${request.method ?? 'GET'} ${request.path.slice(0, 200)} → ${answer.status} ${text.slice(0, 300)}`;
  const fail = (why: string) => {
    throw new Error(`${why}: ${where}`);
  };
  if (answer.status >= 500 || answer.status < 200) fail('a 5xx (or no status)');
  if (answer.headers['x-powered-by'] !== undefined) fail(`X-Powered-By: ${String(answer.headers['x-powered-by'])}`);
  for (const name of CORS_HEADERS) if (answer.headers[name] !== undefined) fail(`${name}: ${String(answer.headers[name])}`);
  for (const secret of secretPaths) if (text.includes(secret)) fail(`the path ${secret} in the body`);
  if (answer.status >= 400) {
    if (STACK_FRAME.test(text)) fail('a stack frame in the body');
    if (ERROR_TEXT.test(text)) fail('an error text in the body');
  }
  if (isApiPath(request.path, pathPrefix)) {
    for (const key of DOCUMENT_HEADER_KEYS)
      if (answer.headers[key] !== undefined) fail(`a document header on a JSON answer (${key}: ${String(answer.headers[key])})`);
    if (answer.headers['x-content-type-options'] !== 'nosniff') fail(`not nosniff (${String(answer.headers['x-content-type-options'])})`);
    if (answer.headers['cache-control'] !== 'no-store') fail(`not no-store (${String(answer.headers['cache-control'])})`);
    if (!String(answer.headers['content-type']).startsWith('application/json'))
      fail(`not JSON (${String(answer.headers['content-type'])})`);
    if (request.method !== 'HEAD') {
      let body: { isValid?: unknown; message?: unknown };
      try {
        body = JSON.parse(answer.body.toString('utf8')) as typeof body;
      } catch {
        return fail('a body that is not JSON');
      }
      if (typeof body.message !== 'string' || body.message.trim() === '' || typeof body.isValid !== 'boolean')
        fail('no { isValid, message }');
      if (answer.status >= 400 && body.isValid !== false) fail('isValid is not false on an error');
    }
  }
}

/** Methods Node's HTTP parser takes (another name is answered 400 by Node itself, before the app). CONNECT left out: Node hands it to a `connect` listener. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'PURGE'] as const;

/** Bytes as percent escapes: any byte, so also escapes that decode to invalid UTF-8 or NUL. */
const escapedBytes = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 12 })
  .map((bytes) => bytes.map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''));

/** Path tails that have broken servers: escapes, traversal, source maps, odd slashes, query strings. */
const hostileTails = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  fc.constantFrom(
    '.map',
    '.js.map',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%00',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/.%2e/.%2e/etc/passwd',
    '//',
    '/./',
    '/%2F%2F',
    '/.env',
    '/.git/config',
    '?%',
    '?a=%E0%A4%A',
    '~',
    '/index.html',
  ),
  escapedBytes,
  escapedBytes.map((escapes) => `/${escapes}`),
  fc.integer({ min: 200, max: 4000 }).map((length) => `/${'a'.repeat(length)}`),
  fc.integer({ min: 2, max: 60 }).map((depth) => '/..'.repeat(depth)),
  fc.webSegment().map((segment) => `/${segment}`),
);

const rangeHeader = fc.constantFrom(
  'bytes=999999999-',
  'bytes=999999999-1000000000',
  'bytes=-0',
  'bytes=0-0,1-1,2-2',
  'bytes=5-1',
  'bytes=abc',
  'bytes=',
  'bytes=-',
  'items=0-1',
  'bytes=0-',
  `bytes=${'9'.repeat(40)}-`,
  'bytes=0-1,999999999-',
);

/** A few (0–3) hostile headers; the whole head stays under Node's 16 KiB limit (above it Node answers 431 itself). */
const headerArbitraries: Record<string, fc.Arbitrary<string>> = {
  range: rangeHeader,
  'if-range': fc.constantFrom('"x"', 'Wed, 21 Oct 2015 07:28:00 GMT', 'garbage'),
  'if-match': fc.constantFrom('"nope"', '*', 'W/"x"'),
  'if-none-match': fc.constantFrom('*', '"x"'),
  'if-modified-since': fc.constantFrom('yesterday', 'Wed, 21 Oct 2099 07:28:00 GMT'),
  accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/avif', ''),
  'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0', 'x-unknown'),
  origin: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:1'),
  'access-control-request-method': fc.constantFrom('POST', 'DELETE', 'PUT'),
  'access-control-request-headers': fc.constantFrom('content-type', 'x-requested-with, authorization'),
  'content-type': fc.constantFrom(
    'application/json',
    'multipart/form-data',
    'text/plain; charset=klingon',
    'application/x-www-form-urlencoded',
  ),
  'x-filler': fc.integer({ min: 1, max: 8000 }).map((length) => 'x'.repeat(length)),
  cookie: fc.constantFrom('a=%E0%A4%A', 'x'.repeat(2000)),
};
const hostileHeaders: fc.Arbitrary<OutgoingHttpHeaders> = fc
  .array(fc.oneof(...Object.entries(headerArbitraries).map(([key, value]) => value.map((text) => [key, text] as const))), { maxLength: 3 })
  .map((pairs) => Object.fromEntries(pairs));

/**
 * A hostile request: a method, one of `paths` (the site's own: pages, scripts, /api/ routes) with a
 * hostile tail or an /api/ path of its own, hostile headers, and for a method with a body a small one.
 */
export function hostileRequestArbitrary(paths: readonly string[]): fc.Arbitrary<RawRequest> {
  const path = fc.oneof(
    { arbitrary: fc.tuple(fc.constantFrom(...paths), hostileTails).map(([base, tail]) => base + tail), weight: 3 },
    fc.tuple(fc.constantFrom('/api', '/api/', '/API/', '/api//', '/api/..%2f'), hostileTails).map(([base, tail]) => base + tail),
  );
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      path,
      headers: hostileHeaders,
      body: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
    })
    .map(({ method, path: requestPath, headers, body }) => {
      const withBody = body !== undefined && !['GET', 'HEAD'].includes(method);
      return {
        method,
        path: requestPath,
        exactPath: true,
        headers: withBody ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
        body: withBody ? body : undefined,
      };
    });
}
