/**
 * @jest-environment node
 *
 * Hostile requests to the WordPress stand-in: its Gravity Forms submissions and upload
 * page, GraphQL, media (uploads and the image service) and mailbox routes, fuzzed with fast-check (seed fixed,
 * see mocks/testing/fuzz-http.ts) against the real server, started by the test as a child process
 * (stand-in-process.ts) so a crash shows as an exit and its memory can be read from /proc.
 * Property: every answer is a 2xx/3xx where the input is valid and otherwise a 4xx with a message,
 * never a 5xx, never later than 5 s, never a stack trace, a path of this machine or an
 * X-Powered-By header, and nothing outside the media folder is ever served; no CRLF typed into a
 * form reaches a header of the notification mail; hostile uploads, accepted and aborted, leave the
 * data folder within the configured bound of waiting uploads; the process stays up, logs
 * no unexpected error, and its resident memory stays bounded after bodies far above every limit.
 */
import { readFileSync } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { content } from '../content/index';
import { configureFuzzing, deepJson, FUZZ_SEED, invalidUtf8, multipartBody, nastyText, rawRequest, streamedRequest, traversalSegments, type RawAnswer } from '../testing/fuzz-http';
import { MAX_DIMENSION } from './image-service';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

configureFuzzing();

let standIn: StandInProcess;
let base = '';
const photo = content.media.find((item) => item.mimeType === 'image/jpeg' && item.width >= 1200)!;
const PHOTO = `/wp-content/uploads/${photo.file}`;
const PACKAGE_JSON = readFileSync(path.resolve(__dirname, '../../package.json'));
const PROJECT_ROOT = path.resolve(__dirname, '../..');
/** The bound on GF's waiting uploads the stand-in runs with here (gravityforms/upload-tmp.ts). */
const TMP_MAX_BYTES = 4 * 1024 * 1024;
const TMP_MAX_FILES = 20;

beforeAll(async () => {
  standIn = await startStandInProcess({ WORDPRESS_CORS_ORIGINS: '*', WORDPRESS_GF_TMP_MAX_BYTES: String(TMP_MAX_BYTES), WORDPRESS_GF_TMP_MAX_FILES: String(TMP_MAX_FILES) });
  base = standIn.base;
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

/** Resident memory of the stand-in process, from /proc (Linux). */
function residentMb(): number {
  const status = readFileSync(`/proc/${standIn.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The property every answer must have. `allowed` narrows the statuses further. */
function expectClean(answer: RawAnswer, context: string, allowed: (status: number) => boolean = () => true, head = false) {
  const where = `${context} (seed ${FUZZ_SEED}) → ${answer.status} ${answer.body.subarray(0, 200).toString()}`;
  if (answer.status >= 500 || answer.status < 200) throw new Error(`a ${answer.status}: ${where}`);
  if (!allowed(answer.status)) throw new Error(`unexpected status: ${where}`);
  // A HEAD answer has no body by definition.
  if (!head && answer.status >= 400 && answer.body.length === 0 && answer.headers['content-length'] !== '0') throw new Error(`an error without a message: ${where}`);
  if (answer.status >= 400 && answer.body.length > 0) {
    const type = String(answer.headers['content-type'] ?? '');
    if (type.includes('json')) {
      const text = answer.body.toString('utf8');
      // WordPress' { code, message }, GraphQL's errors[].message, or GF's validation_messages per field.
      if (!/"message"\s*:\s*"[^"]|"validation_messages"\s*:\s*\{"/.test(text)) throw new Error(`an error without a message: ${where}`);
    }
  }
  if (answer.body.includes('root:x:0:0') || (answer.body.length > 100 && answer.body.equals(PACKAGE_JSON))) throw new Error(`served a file outside the media folder: ${where}`);
  if (answer.headers['x-powered-by'] !== undefined) throw new Error(`an X-Powered-By header: ${where}`);
  if (!/^image\//.test(String(answer.headers['content-type'] ?? ''))) {
    const text = answer.body.toString('utf8');
    // A JavaScript stack frame ("at fn (file:line:col)" or "at file:line:col").
    if (/\bat (?:\S+ \()?(?:file:\/\/|node:|\/)\S*:\d+:\d+\)?/.test(text)) throw new Error(`a stack trace: ${where}`);
    for (const local of [PROJECT_ROOT, standIn.dataDir, os.homedir() + path.sep]) {
      if (text.includes(local)) throw new Error(`a path of this machine (${local}): ${where}`);
    }
  }
}

/** What the stand-in printed since the last check (each test checks its own share). */
let outputSeen = 0;
const standInHealthy = async () => {
  expect(standIn.child.exitCode).toBeNull();
  expect(standIn.child.signalCode).toBeNull();
  const output = standIn.output();
  const fresh = output.slice(outputSeen);
  outputSeen = output.length;
  expect(fresh.split('\n').filter((line) => /^\[wordpress\] \S+ \S+ 5\d\d |unexpected error|Internal error|uncaught|unhandled/i.test(line))).toEqual([]);
  expect((await rawRequest(base, { method: 'GET', path: '/' })).status).toBe(200);
};

// ── Gravity Forms submissions ─────────────────────────────────────────────────────────────────

const CONTACT: Record<string, string> = {
  input_11: 'Eva de Tester',
  input_12: 'eva@example.nl',
  input_13: 'Graag een belletje.',
  input_14: 'Gebeld worden',
  input_15: '0612345678',
  input_16_1: '1',
};

const formFields = fc
  .record({
    changes: fc.dictionary(
      fc.constantFrom(...Object.keys(CONTACT), 'input_99', 'input_', 'input_1.3', 'input_16_1[]', '_validate_only', 'is_submit_1', ''),
      fc.oneof(nastyText(80), fc.constant(''), fc.string({ maxLength: 2000 })),
      { maxKeys: 4 },
    ),
    drop: fc.subarray(Object.keys(CONTACT), { maxLength: 2 }),
  })
  .map(({ changes, drop }) => Object.entries({ ...CONTACT, ...changes }).filter(([key]) => !drop.includes(key)) as Array<[string, string | Buffer]>);

const formBody: fc.Arbitrary<{ label: string; body: Buffer; type: string | null }> = fc.oneof(
  formFields.map((fields) => ({ label: 'multipart', ...multipartBody(fields) })),
  fc.tuple(formFields, fc.nat()).map(([fields, cut]) => {
    const { body, type } = multipartBody(fields);
    return { label: 'truncated multipart', body: body.subarray(0, cut % body.length), type };
  }),
  fc.tuple(formFields, fc.constantFrom('text/plain', 'application/xml', 'image/png', 'multipart/mixed', 'multipart/form-data', 'application/json; charset=latin1', null)).map(([fields, type]) => ({
    label: `multipart labelled ${type}`,
    body: multipartBody(fields).body,
    type,
  })),
  formFields.map((fields) => ({ label: 'urlencoded', body: Buffer.from(new URLSearchParams(fields.map(([key, value]) => [key, value.toString()])).toString()), type: 'application/x-www-form-urlencoded' })),
  formFields.map((fields) => ({ label: 'JSON', body: Buffer.from(JSON.stringify(Object.fromEntries(fields.map(([key, value]) => [key, value.toString()])))), type: 'application/json' })),
  fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([depth, kind]) => ({ label: `JSON ${depth} deep`, body: Buffer.from(deepJson(depth, kind)), type: 'application/json' })),
  fc.tuple(fc.constantFrom(...Object.keys(CONTACT)), invalidUtf8, fc.constantFrom('multipart', 'urlencoded', 'json')).map(([key, bytes, kind]) => {
    const value = Buffer.concat([Buffer.from('x'), bytes]);
    if (kind === 'multipart') return { label: `invalid UTF-8 in ${key}`, ...multipartBody(Object.entries({ ...CONTACT, [key]: value })) };
    const rest = new URLSearchParams(CONTACT).toString();
    const raw = kind === 'json' ? Buffer.concat([Buffer.from(`{"${key}":"`), value, Buffer.from('"}')]) : Buffer.concat([Buffer.from(`${rest}&${key}=`), value]);
    return { label: `invalid UTF-8 in ${key} (${kind})`, body: raw, type: kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' };
  }),
  fc.tuple(fc.constantFrom(...Object.keys(CONTACT)), fc.integer({ min: 10_000, max: 1_200_000 })).map(([key, size]) => ({
    label: `${size}-character ${key}`,
    ...multipartBody(Object.entries({ ...CONTACT, [key]: 'x'.repeat(size) })),
  })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ label: 'random bytes', body: Buffer.from(bytes), type: 'multipart/form-data; boundary=----fuzz7MA4YWxkTrZu0gW' })),
);

const formIds = fc.oneof({ weight: 6, arbitrary: fc.constant('1') }, { weight: 1, arbitrary: fc.constantFrom('3', '2', '0', '-1', '1e9', '99999999999999999999', 'abc', '%00', '1%2f..', '..', '%ff') });

describe('POST /wp-json/gf/v2/forms/{id}/submissions', () => {
  it('answers every generated body with 200 (valid) or a 4xx with a message, never a 5xx or a hang', async () => {
    await fc.assert(
      fc.asyncProperty(formIds, formBody, async (formId, { label, body, type }) => {
        const answer = await rawRequest(base, {
          path: `/wp-json/gf/v2/forms/${formId}/submissions`,
          headers: { ...(type === null ? {} : { 'Content-Type': type }), 'Content-Length': body.length },
          body,
        });
        expectClean(answer, `form ${formId}, ${label}`);
        if (answer.status === 200) expect(JSON.parse(answer.body.toString()).is_valid).toBe(true);
        if (answer.status === 400 && answer.headers['content-type']?.includes('json')) {
          const parsed = JSON.parse(answer.body.toString());
          expect(parsed.is_valid === false || typeof parsed.message === 'string').toBe(true);
        }
      }),
      { numRuns: 120 },
    );
    await standInHealthy();
  }, 60_000);

  it('lets no line break typed into a form reach a header of the notification mail', async () => {
    const mailboxCount = async () => JSON.parse((await rawRequest(base, { method: 'GET', path: '/mailbox/messages.json' })).body.toString()).count as number;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('input_11', 'input_12', 'input_14'),
        fc.constantFrom('\r\n', '\n', '\r', '\r\n\t', '\u2028', '\u0085'),
        fc.constantFrom('Bcc: injected@example.com', 'X-Injected: yes'),
        async (key, lineBreak, header) => {
          const value = key === 'input_12' ? `eva@example.nl${lineBreak}${header}` : `${CONTACT[key]}${lineBreak}${header}`;
          const before = await mailboxCount();
          const { body, type } = multipartBody(Object.entries({ ...CONTACT, [key]: value }));
          const answer = await rawRequest(base, { path: '/wp-json/gf/v2/forms/1/submissions', headers: { 'Content-Type': type, 'Content-Length': body.length }, body });
          expectClean(answer, `${key} with ${JSON.stringify(lineBreak)}`, (status) => status === 200 || status === 400);
          if (answer.status !== 200) return;
          // The notification is sent after the answer: wait for the mailbox to have it.
          const deadline = Date.now() + 5000;
          while ((await mailboxCount()) <= before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
          const list = JSON.parse((await rawRequest(base, { method: 'GET', path: '/mailbox/messages.json' })).body.toString()) as { messages: { name: string }[] };
          for (const { name } of list.messages.slice(0, (await mailboxCount()) - before)) {
            const raw = (await rawRequest(base, { method: 'GET', path: `/mailbox/${name}.eml` })).body.toString('utf8');
            const headerBlock = raw.split(/\r?\n\r?\n/)[0]!;
            expect(headerBlock.split(/\r?\n/).filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
          }
        },
      ),
      { numRuns: 24 },
    );
  }, 60_000);
});

describe('bodies past a limit or nested too deep', () => {
  it('a JSON submission nested 10,000 deep: 400 rest_invalid_json as WordPress answers past json_decode’s 512 levels (not a 500: stack overflow)', async () => {
    const body = deepJson(10_000, 'object');
    const answer = await rawRequest(base, { path: '/wp-json/gf/v2/forms/1/submissions', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length }, body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'rest_invalid_json', message: expect.stringContaining('Maximum stack depth exceeded') });
    // 512 levels are still read (and then refused as a body that is not an object of input_ values … or accepted as one).
    const ok = `{"input_11":${'['.repeat(511)}"x"${']'.repeat(511)}}`;
    expect((await rawRequest(base, { path: '/wp-json/gf/v2/forms/1/submissions', headers: { 'Content-Type': 'application/json', 'Content-Length': ok.length }, body: ok })).status).toBe(400);
    await standInHealthy();
  });

  it('a GraphQL body that grows past 1 MB while it streams: the client gets the 413 with its message', async () => {
    const answer = await streamedRequest(base, { path: '/graphql', headers: { 'Content-Type': 'application/json' }, total: 8 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString()).errors[0].message).toMatch(/too large/);
  });
});

// ── Gravity Forms upload page (multi-file fields) ─────────────────────────────────────────────

const UPLOAD_BOUNDARY = '----fuzzUpload1x9Q';

/** A multipart body of GF's upload page: text fields, then the file part (name and bytes). */
function uploadBody(fields: ReadonlyArray<readonly [string, string]>, file: { filename: string; content: Buffer } | null): Buffer {
  const parts: Buffer[] = fields.map(([name, value]) => Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${UPLOAD_BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Sends the head of an upload and part of its file, waits, then drops the connection (no answer expected). */
function abortedUpload(body: Buffer, sent: number): Promise<void> {
  const url = new URL('/?gf_page=upload', base);
  return new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path: url.pathname + url.search, headers: { 'Content-Type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, 'Content-Length': body.length } });
    req.on('error', () => undefined);
    req.write(body.subarray(0, sent));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 60);
  });
}

/** The bytes of every regular file under `dir`, and how many there are. */
async function diskUse(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const name of await readdir(dir, { recursive: true }).catch(() => [] as string[])) {
    const info = await lstat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) {
      bytes += info.size;
      files += 1;
    }
  }
  return { bytes, files };
}

const uploadName = fc.oneof(
  fc.constantFrom('offerte.pdf', 'scan.PNG', 'a.pdf.php', 'x.exe', '.pdf', '', 'pdf', 'factuur.pdf\u0000.php', `${'a'.repeat(300)}.pdf`),
  fc.array(traversalSegments, { minLength: 1, maxLength: 6 }).map((segments) => `${segments.join('/')}/evil.pdf`),
  fc.constantFrom('../../../../tmp/evil.pdf', '..\\..\\evil.pdf', '/etc/passwd.pdf', 'C:\\evil.pdf'),
  nastyText(40).map((text) => `${text}.pdf`),
);

const hostileUpload = fc.record({
  formId: fc.oneof({ weight: 6, arbitrary: fc.constant('7') }, { weight: 1, arbitrary: fc.constantFrom('1', '99', '-7', 'abc', '') }),
  fieldId: fc.oneof({ weight: 6, arbitrary: fc.constant('16') }, { weight: 1, arbitrary: fc.constantFrom('11', '0', '16.5', 'x') }),
  uniqueId: fc.oneof({ weight: 6, arbitrary: fc.constant('fuzz01') }, { weight: 1, arbitrary: fc.constantFrom('', '../x', 'a b', 'a'.repeat(300), 'é') }),
  name: uploadName,
  size: fc.oneof(fc.integer({ min: 0, max: 64 * 1024 }), fc.integer({ min: 1024 * 1024, max: 2 * 1024 * 1024 + 16 })),
  abort: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

describe('POST /?gf_page=upload (GF’s upload page)', () => {
  it('answers every hostile upload as GF does, keeps each under its unique prefix, and leaves the data folder within the bound of waiting uploads', async () => {
    const tmpRoot = path.join(standIn.dataDir, 'entries', 'uploads', '.gf-tmp');
    const before = await diskUse(standIn.dataDir);
    let accepted = 0;
    let acceptedBytes = 0;
    let aborted = 0;
    await fc.assert(
      fc.asyncProperty(hostileUpload, async ({ formId, fieldId, uniqueId, name, size, abort }) => {
        const fields: Array<[string, string]> = [['form_id', formId], ['field_id', fieldId], ['gform_unique_id', uniqueId], ['original_filename', 'bijlage.pdf'], ['name', name]];
        const body = uploadBody(fields, { filename: 'bijlage.pdf', content: Buffer.alloc(size, 0x25) });
        if (abort) {
          aborted += 1;
          await abortedUpload(body, Math.floor(body.length / 2));
          return;
        }
        const answer = await rawRequest(base, { path: '/?gf_page=upload', headers: { 'Content-Type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`, 'Content-Length': body.length }, body, timeoutMs: 10_000 });
        expectClean(answer, `upload ${JSON.stringify({ formId, fieldId, uniqueId: uniqueId.slice(0, 20), name: name.slice(0, 60), size })}`, (status) => status === 200);
        if (answer.body.length === 0) return; // GF's die(): a wrong form, field or unique id
        const parsed = JSON.parse(answer.body.toString('utf8')) as { status: string; data?: { temp_filename: string }; error?: { code: number; message: string } };
        if (parsed.status === 'ok') {
          accepted += 1;
          acceptedBytes += size;
          // WordPress's sanitize_file_name keeps letters of any script (file-names.ts); what it never
          // leaves is a path: no separator, no NUL, no leading dot.
          expect(parsed.data!.temp_filename).toMatch(new RegExp(`^${uniqueId}_input_16_[0-9A-Za-z]{16}_[^./\\\\\\u0000][^/\\\\\\u0000]*$`));
        } else {
          expect(parsed.error).toEqual({ code: expect.any(Number), message: expect.any(String) });
        }
      }),
      { numRuns: 80 },
    );
    // Aborted uploads are cleaned up as their connections close.
    const deadline = Date.now() + 5000;
    while ((await readdir(path.join(tmpRoot, '.scratch')).catch(() => [] as string[])).length > 0) {
      if (Date.now() > deadline) throw new Error(`partial uploads left: ${(await readdir(path.join(tmpRoot, '.scratch'))).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const after = await diskUse(standIn.dataDir);
    const waiting = await diskUse(tmpRoot);
    // The property ran uploads of every kind (seed fixed), more than the bound holds.
    expect(accepted).toBeGreaterThan(TMP_MAX_FILES / 2);
    expect(acceptedBytes).toBeGreaterThan(2 * TMP_MAX_BYTES);
    expect(aborted).toBeGreaterThan(5);
    expect(waiting.bytes).toBeLessThanOrEqual(TMP_MAX_BYTES);
    expect(waiting.files).toBeLessThanOrEqual(TMP_MAX_FILES);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(TMP_MAX_BYTES);
    await standInHealthy();
  }, 120_000);
});

// ── GraphQL ──────────────────────────────────────────────────────────────────────────────────

const nested = (depth: number) => `{ posts ${'{ nodes '.repeat(depth)}{ id }${' }'.repeat(depth)} }`;

const graphqlBody: fc.Arbitrary<{ label: string; body: Buffer | string; type: string | null; method?: string; query?: string }> = fc.oneof(
  fc.string({ maxLength: 300 }).map((query) => ({ label: 'random query', body: JSON.stringify({ query }), type: 'application/json' })),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => ({ label: `selection ${depth} deep`, body: JSON.stringify({ query: nested(depth) }), type: 'application/json' })),
  fc.integer({ min: 1, max: 50_000 }).map((depth) => ({ label: `${depth} open braces`, body: JSON.stringify({ query: '{'.repeat(depth) }), type: 'application/json' })),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => ({ label: `list value ${depth} deep`, body: JSON.stringify({ query: `{ posts(where: { search: ${'['.repeat(depth)}1${']'.repeat(depth)} }) { nodes { id } } }` }), type: 'application/json' })),
  fc.integer({ min: 1, max: 5_000 }).map((count) => ({ label: `${count} aliases`, body: JSON.stringify({ query: `{ ${Array.from({ length: count }, (_, index) => `a${index}: posts(first: 100) { nodes { id title content } }`).join(' ')} }` }), type: 'application/json' })),
  fc.integer({ min: 1, max: 100_000 }).map((depth) => ({ label: `variables ${depth} deep`, body: `{"query":"query($x: String) { posts { nodes { id } } }","variables":{"x":${deepJson(depth, 'array')}}}`, type: 'application/json' })),
  fc.integer({ min: 1, max: 100_000 }).map((depth) => ({ label: `body ${depth} deep`, body: deepJson(depth, 'object'), type: 'application/json' })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ label: 'random bytes', body: Buffer.from(bytes), type: 'application/json' })),
  invalidUtf8.map((bytes) => ({ label: 'invalid UTF-8', body: Buffer.concat([Buffer.from('{"query":"{ posts { nodes { title(format: '), bytes, Buffer.from(') } } }"}')]), type: 'application/json' })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', null).map((type) => ({ label: `a query as ${type}`, body: '{"query":"{ isWpGatsby }"}', type })),
  fc.tuple(nastyText(200), nastyText(200)).map(([query, variables]) => ({ label: 'GET', body: '', type: null, method: 'GET', query: `?query=${encodePath(query)}&variables=${encodePath(variables)}` })),
);

describe('POST and GET /graphql', () => {
  it('answers every generated request with 200 (data or GraphQL errors) or a 4xx with a message, never a 5xx or a hang', async () => {
    await fc.assert(
      fc.asyncProperty(graphqlBody, async ({ label, body, type, method, query }) => {
        const answer = await rawRequest(base, {
          method: method ?? 'POST',
          path: `/graphql${query ?? ''}`,
          headers: { ...(type === null ? {} : { 'Content-Type': type }), ...(method === 'GET' ? {} : { 'Content-Length': Buffer.byteLength(body) }) },
          body: method === 'GET' ? undefined : body,
          timeoutMs: 5000,
        });
        expectClean(answer, label, (status) => status === 200 || (status >= 400 && status < 500));
        const parsed = JSON.parse(answer.body.toString('utf8')) as { data?: unknown; errors?: { message: string }[] };
        if (answer.status >= 400 || !parsed.data) expect(parsed.errors?.[0]?.message).toEqual(expect.any(String));
      }),
      { numRuns: 100 },
    );
    await standInHealthy();
  }, 60_000);
});

// ── Media: uploads and the image service ─────────────────────────────────────────────────────

/** encodeURIComponent, with lone surrogates (which it refuses) sent as their UTF-8-ish bytes' escapes. */
const encodePath = (text: string) => Buffer.from(text, 'utf8').toString('latin1').replace(/[^A-Za-z0-9._~-]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

const sizeValue = fc.oneof(
  fc.constantFrom('1e9', '1000000000', '-1', '-0', '0', 'NaN', 'Infinity', '-Infinity', '', ' ', '0x10', '1e3', '4000', '4001', '3999.6', '4000.4', '1.5', '%00', '１２３', '99999999999999999999999', '1_000'),
  fc.integer({ min: -10, max: 10_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  nastyText(12),
);

const mediaPath = fc.oneof(
  fc.constant(PHOTO),
  fc.array(traversalSegments, { minLength: 1, maxLength: 6 }).chain((segments) =>
    fc.constantFrom('package.json', 'etc/passwd', '.data/wordpress/uploads', photo.file, `${photo.file}.json`, '').map((target) => `/wp-content/uploads/${segments.join('/')}/${target}`),
  ),
  fc.tuple(fc.constantFrom('%2e%2e%2f', '..%2f', '%2e%2e/', '..%252f'), fc.integer({ min: 1, max: 8 })).map(([segment, count]) => `/wp-content/uploads/${segment.repeat(count)}package.json`),
  nastyText(40).map((name) => `/wp-content/uploads/${encodePath(name)}`),
);

describe('GET /wp-content/uploads/… and the image service', () => {
  it('answers every media path and size with the image, a 400 naming the parameter or a 404, never a 5xx, a file outside uploads or more than the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        mediaPath,
        fc.record({ width: sizeValue, height: sizeValue, format: fc.constantFrom('webp', 'jpeg', 'png', 'gif', 'avif', '', 'WEBP', '../x') }, { requiredKeys: [] }),
        fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
        async (pathname, params, method) => {
          const search = Object.entries(params).map(([key, value]) => `${key}=${encodePath(value)}`).join('&');
          const answer = await rawRequest(base, { method, path: `${pathname}${search ? `?${search}` : ''}`, timeoutMs: 10_000 });
          expectClean(answer, `${method} ${pathname}?${search}`, (status) => status === 200 || status === 400 || status === 404 || status === 405, method === 'HEAD');
          // The URL parser resolves dot segments and backslashes first (as WHATWG URL and every browser
          // do): a path that climbs out of /wp-content/uploads/ is a request for another route.
          const resolved = new URL(pathname, base).pathname;
          if (answer.status === 200 && !resolved.startsWith('/wp-content/uploads/')) {
            expect(answer.headers['content-type']).toContain('application/json');
          } else if (answer.status === 200) {
            expect(pathname).toBe(PHOTO);
            const type = String(answer.headers['content-type']);
            expect(type).toMatch(/^image\//);
          }
          if (answer.status === 400 && method !== 'HEAD') expect(JSON.parse(answer.body.toString()).errors[0].message).toMatch(/width|height|format|fm|media path|resized/);
        },
      ),
      { numRuns: 150 },
    );
    await standInHealthy();
  }, 60_000);

  it(`caps the size asked for at ${MAX_DIMENSION} pixels: width=1e9, 4001 and negative sizes are a 400 naming the limit`, async () => {
    for (const query of ['width=1000000000', `width=${MAX_DIMENSION + 1}`, `height=${MAX_DIMENSION + 1}`]) {
      const answer = await rawRequest(base, { method: 'GET', path: `${PHOTO}?${query}` });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString()).errors[0].message).toContain(`at most ${MAX_DIMENSION}`);
    }
    expect((await rawRequest(base, { method: 'GET', path: `${PHOTO}?width=-5` })).status).toBe(400);
  });
});

// ── Mailbox ─────────────────────────────────────────────────────────────────────────────────

describe('GET /mailbox/…', () => {
  it('answers every generated path and Host with a page, a redirect, a 403, 404 or 405, never a 5xx or a file outside the mailbox', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(fc.oneof(traversalSegments, nastyText(12).map(encodePath), fc.constantFrom('messages.json', 'attachments', '0', '99999', 'x.eml', 'x.json')), { maxLength: 6 }).map((parts) => `/mailbox/${parts.join('/')}`),
          fc.constantFrom('/mailbox', '/mailbox/', '/mailbox/messages.json', '/mailbox/%2e%2e/%2e%2e/package.json', '/mailbox/..%2f..%2fpackage.json'),
        ),
        fc.constantFrom('127.0.0.1', 'localhost', '[::1]', 'evil.example', '', '127.0.0.1.evil.example', 'localhost:99999'),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT'),
        async (pathname, host, method) => {
          const answer = await rawRequest(base, { method, path: pathname, headers: { Host: host }, timeoutMs: 5000 });
          expectClean(answer, `${method} ${pathname} Host ${host}`, (status) => [200, 308, 400, 403, 404, 405].includes(status), method === 'HEAD');
        },
      ),
      { numRuns: 100 },
    );
    await standInHealthy();
  }, 60_000);
});

// ── Memory ──────────────────────────────────────────────────────────────────────────────────

describe('memory under bodies far above every limit', () => {
  it('stays bounded: 24 uploads of 32 MB (4 at a time) to the forms and GraphQL raise the resident memory by under 150 MB', async () => {
    const before = residentMb();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, residentMb())), 20);
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 6; round++) {
        const answers = await Promise.all([
          streamedRequest(base, { path: '/wp-json/gf/v2/forms/1/submissions', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, total: 32 * 1024 * 1024, timeoutMs: 20_000 }),
          streamedRequest(base, { path: '/wp-json/gf/v2/forms/1/submissions', headers: { 'Content-Type': 'application/json' }, total: 32 * 1024 * 1024, timeoutMs: 20_000 }),
          streamedRequest(base, { path: '/graphql', headers: { 'Content-Type': 'application/json' }, total: 32 * 1024 * 1024, timeoutMs: 20_000 }),
          rawRequest(base, { path: '/graphql', headers: { 'Content-Type': 'application/json', 'Content-Length': 32 * 1024 * 1024 }, body: Buffer.alloc(64 * 1024) }),
        ]);
        statuses.push(...answers.map((answer) => answer.status));
      }
    } finally {
      clearInterval(timer);
    }
    // The multipart one without a boundary part is a 400; the rest pass a limit: 413.
    for (const status of statuses) expect([400, 413]).toContain(status);
    expect(peak - before).toBeLessThan(150);
    await standInHealthy();
  }, 60_000);
});
