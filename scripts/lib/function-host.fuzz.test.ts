/**
 * @jest-environment node
 *
 * Hostile requests to POST /api/package-quotation: the endpoint (src/api/package-quotation.ts) run
 * in-process by exactly the stack scripts/serve.ts mounts — Gatsby's functions middleware (multer,
 * express' body parsers) between function-host.ts's guard and error handler — on a free loopback
 * port, storing into a temporary folder and mailing to an SMTP server in this process. fast-check
 * generates the bodies (seed fixed, see mocks/testing/fuzz-http.ts). Property: every answer is a
 * 4xx with { isValid: false, message } (or 200 { isValid: true } for a body that is actually
 * valid), never a 5xx, never later than 5 s; no CRLF typed into a field reaches a mail header;
 * memory stays bounded under bodies far above the limit.
 */
import { createRequire } from 'node:module';
import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { packages as fixturePackages } from '../../mocks/content/packages';
import { FIELD_KEYS, FIXTURE_QUOTATION_FORM } from '../../mocks/testing/quotation';
import { DOCUMENT_HEADER_KEYS } from '../../src/build/security-headers';
import { MAX_BODY_BYTES } from '../../src/quotation/server/handle';
import { writePackagesFile } from '../../src/quotation/server/packages';
import { DEFAULT_FUNCTION_MAX_BODY_BYTES, FUNCTION_ANSWERS, functionHostMiddlewares, type GatsbyFunctionPieces } from './function-host';
import { configureFuzzing, loopbackServers, multipartBody, rawRequest, streamedRequest } from '../../mocks/testing/fuzz-http';
import { startTestSmtp, type TestSmtp } from '../../mocks/testing/test-smtp';
import { expectClean, quotationRequestArbitrary, VALID_QUOTATION as VALID } from '../../mocks/testing/quotation-fuzz';

configureFuzzing();

const ROOT = path.resolve(__dirname, '../..');
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));
type Handler = (...args: unknown[]) => void;
interface App {
  (req: http.IncomingMessage, res: http.ServerResponse): void;
  use(...handlers: unknown[]): void;
}
// Loaded through Jest's require, so the middleware's own require() of the function compiles the TypeScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the express Gatsby itself resolves, by a path known at run time
const express = require(gatsbyRequire.resolve('express')) as () => App;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal CommonJS module, typed by hand with what the test uses, as site-server.ts loads it
const { functionMiddlewares } = require('gatsby/dist/internal-plugins/functions/middleware.js') as {
  functionMiddlewares: (config: { getFunctions: () => unknown[] }) => Handler[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal CommonJS module, typed by hand with what the test uses, as site-server.ts loads it
const { createConfig } = require('gatsby/dist/internal-plugins/functions/config.js') as GatsbyFunctionPieces;
let loads = 0;
const pieces: GatsbyFunctionPieces = {
  functionMiddlewares,
  createConfig,
  load: (file) => {
    loads++;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a function file Gatsby names at run time, loaded synchronously as its middleware expects
    return require(file) as unknown;
  },
};

// Gatsby's reporter logs a line per function call ("Executed function … in 1ms"); errors still show.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS exports object Gatsby's middleware logs through, so the spy below replaces its log
const reporter = require('gatsby-cli/lib/reporter') as { log: (text: string) => void };
jest.spyOn(reporter, 'log').mockImplementation(() => undefined);

/** The function as .cache/functions/manifest.json lists it, pointed at the source. */
const FUNCTION = {
  functionRoute: 'package-quotation',
  pluginName: 'default-site-plugin',
  originalAbsoluteFilePath: path.join(ROOT, 'src/api/package-quotation.ts'),
  originalRelativeFilePath: 'package-quotation.ts',
  relativeCompiledFilePath: 'package-quotation.js',
  absoluteCompiledFilePath: path.join(ROOT, 'src/api/package-quotation.ts'),
  matchPath: undefined,
  functionId: 'package-quotation',
};

interface Mail {
  raw: string;
}
let tmp: string;
let storeDir: string;
let base: string;
let plainBase: string;
const servers = loopbackServers();
const listen = servers.listen;
let smtp: TestSmtp;
const mails: Mail[] = [];
const logged: string[] = [];
const savedEnv = { ...process.env };

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'quotation-fuzz-'));
  storeDir = path.join(tmp, 'requests');
  const packagesFile = path.join(tmp, 'packages.json');
  writePackagesFile(packagesFile, fixturePackages as never[], FIXTURE_QUOTATION_FORM);
  smtp = await startTestSmtp((raw) => {
    mails.push({ raw });
  });
  // Limits far above the fuzzing's rate: it is about what the bodies do, the limits have their own tests.
  Object.assign(process.env, {
    QUOTATION_STORE_DIR: storeDir,
    QUOTATION_PACKAGES_FILE: packagesFile,
    SMTP_URL: smtp.url,
    QUOTATION_LIMIT_CLIENT: '100000/1h',
    QUOTATION_LIMIT_RECIPIENT: '100000/1h',
    QUOTATION_LIMIT_GLOBAL: '100000/1h',
  });

  const app = express();
  app.use('/api/*', ...functionHostMiddlewares(pieces, () => [FUNCTION], { log: (line) => logged.push(line) }));
  base = await listen(app);
  // Gatsby's middleware alone, as `gatsby serve` mounts it: to show what the guard and the handler fix.
  const plain = express();
  plain.use('/api/*', ...functionMiddlewares({ getFunctions: () => [FUNCTION] }));
  plainBase = await listen(plain);
}, 30_000);

afterAll(async () => {
  process.env = savedEnv;
  await servers.closeAll();
  await smtp.close();
  await rm(tmp, { recursive: true, force: true });
});

const ENDPOINT = '/api/package-quotation';
/** The pages' document headers an answer carries: a JSON answer has none. */
const documentHeaders = (answer: { headers: http.IncomingHttpHeaders }) =>
  DOCUMENT_HEADER_KEYS.filter((key) => answer.headers[key] !== undefined);

const post = (body: Buffer | string, type: string | null, extra: http.OutgoingHttpHeaders = {}) =>
  rawRequest(base, {
    path: ENDPOINT,
    // From the site's own page, as the dialog posts (abuse.ts): the fuzzing reaches the parsers and the checks behind.
    headers: { ...(type === null ? {} : { 'Content-Type': type }), 'Content-Length': Buffer.byteLength(body), Origin: base, ...extra },
    body,
  });

describe('the function host stack', () => {
  it('takes the same body limit as the endpoint', () => {
    expect(DEFAULT_FUNCTION_MAX_BODY_BYTES).toBe(MAX_BODY_BYTES);
  });

  it('accepts the valid quotation (the baseline the fuzzing mutates)', async () => {
    const { body, type } = multipartBody(Object.entries(VALID));
    const answer = await post(body, type);
    expect(expectClean(answer, 'valid')).toMatchObject({ isValid: true });
    // The Function's own headers (src/api/package-quotation.ts): nosniff and no-store, no document header.
    expect(documentHeaders(answer)).toEqual([]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('loads the function once, not on every request as Gatsby’s own middleware does', async () => {
    const { body, type } = multipartBody(Object.entries(VALID));
    for (let index = 0; index < 3; index++) expect((await post(body, type)).status).toBe(200);
    expect(loads).toBe(1);
  });
});

describe('regressions: what Gatsby’s middleware alone does wrong, and the host does right', () => {
  const { body: whole, type } = multipartBody(Object.entries(VALID));
  const truncated = whole.subarray(0, whole.length - 30);

  it('multipart cut off before its closing boundary: Gatsby alone answers 500, the host 400', async () => {
    const plain = await rawRequest(plainBase, {
      path: ENDPOINT,
      headers: { 'Content-Type': type, 'Content-Length': truncated.length },
      body: truncated,
    });
    expect(plain.status).toBe(500);
    const answer = await post(truncated, type);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({ isValid: false, message: FUNCTION_ANSWERS.unreadable });
    expect(documentHeaders(answer)).toEqual([]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a multipart type without a boundary', 'multipart/form-data', whole],
    ['JSON that does not parse', 'application/json', Buffer.from('{"form_id": 5,')],
    ['an unknown charset', 'application/json; charset=klingon', Buffer.from('{}')],
    [
      'a part without a name (multer: MISSING_FIELD_NAME, found by the fuzzing)',
      multipartBody([...Object.entries(VALID), ['', 'x']]).type,
      multipartBody([...Object.entries(VALID), ['', 'x']]).body,
    ],
    [
      'a malformed part header',
      `multipart/form-data; boundary=xyz`,
      Buffer.from('--xyz\r\nContent-Disposition form-data\r\n\r\nx\r\n--xyz--\r\n'),
    ],
  ])('%s: a 4xx in the endpoint’s shape, never express’ HTML error page', async (_, contentType, body) => {
    const answer = await post(body, contentType);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['content-type']).toContain('application/json');
    expectClean(answer, contentType);
  });

  it('a declared body over the limit: 413 at once, the function never runs', async () => {
    const before = (await readdir(storeDir).catch(() => [])).length;
    const answer = await rawRequest(base, {
      path: ENDPOINT,
      headers: { 'Content-Type': type, 'Content-Length': 50 * 1024 * 1024 },
      body: whole, // far less than declared: the host must answer without waiting for the rest
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString()).message).toBe(FUNCTION_ANSWERS.tooLarge);
    // The API's own headers, as the Function would send them (no document header, whatever a server set before).
    expect(documentHeaders(answer)).toEqual([]);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
    expect((await readdir(storeDir).catch(() => [])).length).toBe(before);
  });

  it('a chunked body that grows past the limit: 413 while it streams (Gatsby alone buffers all of it)', async () => {
    const answer = await streamedRequest(base, {
      path: ENDPOINT,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      total: 8 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
  });
});

describe('fuzzing POST /api/package-quotation', () => {
  it('answers every generated body with a clear 4xx (or 200 when it is valid), never a 5xx or a hang', async () => {
    await fc.assert(
      fc.asyncProperty(quotationRequestArbitrary, async ({ label, body, type }) => {
        const answer = await post(body, type);
        expectClean(answer, label);
        if (answer.status === 413) expect(body.length).toBeGreaterThan(MAX_BODY_BYTES);
      }),
      { numRuns: 150 },
    );
    expect(logged).toEqual([]);
  }, 60_000);

  it('lets no CRLF typed into a field reach a mail header', async () => {
    const headerFields = [FIELD_KEYS.name, FIELD_KEYS.email, FIELD_KEYS.company, FIELD_KEYS.phone, FIELD_KEYS.comments] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...headerFields),
        fc.constantFrom('\r\n', '\n', '\r', '\r\n\t', '%0d%0a', '\u2028', '\u0085'),
        fc.constantFrom('Bcc: injected@example.com', 'X-Injected: yes', 'Subject: injected', 'Content-Type: text/html'),
        async (field, breakText, header) => {
          const marker = `${header}`;
          const value = field === FIELD_KEYS.email ? `eva@example.nl${breakText}${marker}` : `${VALID[field]}${breakText}${marker}`;
          const before = mails.length;
          const answer = await post(...(Object.values(multipartBody(Object.entries({ ...VALID, [field]: value }))) as [Buffer, string]));
          expectClean(answer, `${field} with ${JSON.stringify(breakText)}`);
          for (const mail of mails.slice(before)) {
            const headers = mail.raw.split(/\r\n\r\n/)[0]!;
            // A header line of its own (at the start of a line) is an injection; inside an encoded word it is text.
            const headerName = marker.split(':')[0]!;
            expect(
              headers
                .split(/\r\n/)
                .filter(
                  (line) =>
                    line.toLowerCase().startsWith(`${headerName.toLowerCase()}: injected`) ||
                    line.toLowerCase().startsWith(`${headerName.toLowerCase()}: yes`),
                ),
            ).toEqual([]);
            if (headerName === 'Bcc') expect(mail.raw).not.toMatch(/^RCPT TO:<injected@example\.com>/m);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('memory under bodies far above the limit', () => {
  it('stays bounded: rounds of 8 parallel 16 MB bodies (128 MB in flight) never hold them: live memory under 48 MB more, nothing kept after', async () => {
    // Live memory (after a full collection, every 10 ms): dropped bytes are garbage, not held; what
    // must not happen is the bodies being held (multer's memory storage: 128 MB and more per round).
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const sample = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    gc();
    const start = sample();
    let peak = start;
    const timer = setInterval(() => {
      gc();
      peak = Math.max(peak, sample());
    }, 10);
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            index % 2
              ? streamedRequest(base, {
                  path: ENDPOINT,
                  headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
                  total: 16 * 1024 * 1024,
                })
              : rawRequest(base, {
                  path: ENDPOINT,
                  headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 16 * 1024 * 1024 },
                  body: Buffer.alloc(1024 * 1024),
                  // A full collection every 10 ms in the server's own process slows its answers on a
                  // busy machine: this test is about memory; a hang has its own tests above.
                  timeoutMs: 20_000,
                }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
    } finally {
      clearInterval(timer);
    }
    gc();
    const after = sample();
    expect(new Set(statuses)).toEqual(new Set([413]));
    expect((peak - start) / 1024 / 1024).toBeLessThan(48);
    expect((after - start) / 1024 / 1024).toBeLessThan(8);
  }, 60_000);
});
