// @ts-check
// The bounded load test, shared by `npm run bench -- --load`
// (bench/load.mjs, 30 s per target) and the e2e step (e2e/load.e2e.ts): autocannon on loopback,
// CONNECTIONS concurrent clients for DURATION seconds against
//   1. POST /api/package-quotation on the built site, served by scripts/serve.ts exactly as
//      `npm start` serves it (Gatsby's functions middleware running the compiled Function), with
//      a request store of its own and its mail going to the stand-in's SMTP sink;
//   2. POST /wp-json/gf/v2/forms/1/submissions (the contact form, multipart as the site's form
//      engine sends it) on a WordPress stand-in of its own (a temporary data folder), which
//      stores every entry and mails its admin notification to its sink.
// Checks, per target: no connection error or time-out, every answer a 2xx, and every request
// answered 2xx stored (quotes on disk, marked sent; entries in entries/form-1.jsonl), matched by
// each request's own e-mail address; a request the end of the run cut off (at most one per client)
// may be stored or not, and is counted apart. Figures: requests/s and p50/p95/p99 latency over
// every response (autocannon's 'response' events).
// Needs a built site (public/ and .cache/functions from `npm run build` or the e2e step's build).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, serveSite, start } from '../../scripts/lib/processes.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('autocannon')} */
const autocannon = require('autocannon');

/**
 * @typedef {Awaited<ReturnType<typeof hammer>>['figures']} Figures
 * @typedef {ReturnType<typeof reconcile>} Run
 */

export const DEFAULT_DURATION_SECONDS = 30;
export const DEFAULT_CONNECTIONS = 50;

/** A port nothing listens on right now (for scripts/serve.ts, which takes a fixed --port). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  // A TCP server's address, once it listens, is an AddressInfo.
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A multipart/form-data body of text fields. */
const BOUNDARY = '----loadTestBoundary7MA4YWxk';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A multipart/form-data body of text fields (type: MULTIPART_TYPE).
 * @param {Record<string, string>} fields
 */
export function multipart(fields) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** Rate limits for the load test (src/quotation/server/limits.ts): per second, far above what 50 clients send. */
export const LOAD_TEST_LIMITS = {
  QUOTATION_LIMIT_CLIENT: '100000/1s',
  QUOTATION_LIMIT_RECIPIENT: '3/1h',
  QUOTATION_LIMIT_GLOBAL: '100000/1s',
};

/** The sample quotation of the endpoint's tests (mocks/testing/quotation.ts SAMPLE_ITEMS): € 371,35/mnd. */
const ITEMS = [
  {
    packageId: 2003,
    amount: 2,
    operatingSystem: 'windows_2019',
    officeOptions: { extraSafeHome: null, fullService: null, extraStorageUnlimited: null },
    upgrades: { msRdp: 2, ipv4: 0, vcpu: 0, ram: 4, storage: 3 },
  },
  {
    packageId: 2011,
    amount: 1,
    operatingSystem: 'windows_2019',
    officeOptions: { extraSafeHome: null, fullService: null, extraStorageUnlimited: null },
    upgrades: { msRdp: 0, ipv4: 0, vcpu: 0, ram: 0, storage: 0 },
  },
];

/**
 * The quotation dialog's body (form 5's fields, the items' JSON, form_id) for this e-mail address.
 * @param {string} email
 */
export function quotationBody(email) {
  return multipart({
    input_11: 'Lotte Last',
    input_12: email,
    input_13: 'Belastingtest.',
    input_14: 'Last BV',
    input_15: '0612345678',
    input_16_1: '1',
    quotation: JSON.stringify(ITEMS),
    form_id: '5',
    // As the dialog sends it (src/quotation/spam.ts FILL_TIME_FIELD): nine seconds to fill in.
    form_fill_ms: '9000',
  });
}

/**
 * The contact form (form 1) as the site's form engine sends it, for this e-mail address.
 * @param {string} email
 */
export function contactBody(email) {
  return multipart({
    input_11: 'Lotte Last',
    input_12: email,
    input_13: 'Belastingtest.',
    input_14: 'Meer informatie',
    input_15: '0612345678',
    input_16_1: '1',
  });
}

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  // Math.min keeps the index within the list; p > 0, so it is not below 0 either.
  sorted.length
    ? +(/** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]).toFixed(1))
    : null;

/**
 * autocannon for `seconds` with `connections` clients, each request with its own e-mail address
 * (`makeBody(email)`), so what was stored can be matched with what was answered: `answered` maps
 * every address to its status; `sent` holds every address sent, also those whose answer the end of
 * the run cut off (autocannon stops at the deadline with requests in flight, at most one per client).
 * @param {{ url: string, makeBody: (email: string) => string, type: string, seconds: number, connections: number }} options
 */
export async function hammer({ url, makeBody, type, seconds, connections }) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  /** @type {Set<string>} */
  const sent = new Set();
  /** @type {Map<string, number>} */
  const answered = new Map();
  let counter = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const email = `last.${tag}.${counter++}@example.nl`;
          context.email = email;
          sent.add(email);
          // From the site's own page, as a browser posts (the endpoint refuses other origins).
          return { ...request, headers: { ...request.headers, 'content-type': type, origin: new URL(url).origin }, body: makeBody(email) };
        },
        onResponse(status, _body, context) {
          answered.set(/** @type {string} */ (context.email), status);
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    figures: {
      seconds,
      connections,
      requests: result.requests.total,
      accepted: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
      requestsPerSecond: +(result.requests.total / seconds).toFixed(1),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: percentile(latencies, 100),
        mean: +result.latency.mean.toFixed(1),
      },
    },
    sent,
    answered,
  };
}

/**
 * Matches what was stored (the e-mail addresses found) with what was answered: every request
 * answered 2xx must be stored; anything else stored must be a request the end of the run cut off.
 * @param {Figures} figures
 * @param {{ sent: Set<string>, answered: Map<string, number> }} run
 * @param {Iterable<string | undefined>} storedEmails a stored request without an address counts as never sent
 */
function reconcile(figures, { sent, answered }, storedEmails) {
  const accepted = [...answered].filter(([, status]) => status >= 200 && status < 300).map(([email]) => email);
  const stored = new Set(storedEmails);
  const cutOff = [...sent].filter((email) => !answered.has(email));
  return {
    ...figures,
    stored: accepted.filter((email) => stored.has(email)).length,
    lost: accepted.filter((email) => !stored.has(email)).length,
    cutOff: cutOff.length,
    cutOffStored: cutOff.filter((email) => stored.has(email)).length,
    unknownStored: [...stored].filter((email) => email === undefined || !sent.has(email)).length,
  };
}

/**
 * The stand-in as a child process on free ports with its own data folder (ports from its ready line).
 * @param {string} dataDir
 */
async function startOwnStandIn(dataDir) {
  const task = start('wordpress', process.execPath, ['mocks/wordpress/server.ts'], {
    env: { WORDPRESS_PORT: '0', WORDPRESS_SMTP_PORT: '0', WORDPRESS_DATA_DIR: dataDir, WORDPRESS_CORS_ORIGINS: '*' },
    quiet: true,
  });
  /** @type {{ base: string, smtpPort: number }} */
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the WordPress stand-in did not start within 60 s')), 60_000);
    task.onLine((line) => {
      const match = /stand-in ready at (http:\/\/[^/\s]+)\/graphql\b.* smtp ([\d.]+):(\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        // The pattern's groups all take part in a match.
        resolve({ base: /** @type {string} */ (match[1]), smtpPort: Number(match[3]) });
      }
    });
    task.exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the WordPress stand-in exited (code ${code}) before it was ready`));
    });
  });
  return { ...task, ...ready };
}

/**
 * The stored quotation requests (src/quotation/server's files), with the fields read here.
 * @param {string} dir
 * @returns {Array<{ contact?: { email?: string }, status?: string }>}
 */
function storedQuotes(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * The e-mail address (field 12) of every stored entry of a form.
 * @param {string} dataDir
 * @param {number} formId
 * @returns {string[]}
 */
function storedEntryEmails(dataDir, formId) {
  const file = path.join(dataDir, 'entries', `form-${formId}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line).values?.['12'];
      } catch {
        return undefined;
      }
    })
    .filter(Boolean);
}

/**
 * Runs both targets one after the other and returns { quotation, submissions, problems }:
 * `problems` lists every check that failed (empty when the run passed).
 * @param {{ seconds?: number, connections?: number, log?: (line: string) => void }} [options]
 */
export async function runLoad({ seconds = DEFAULT_DURATION_SECONDS, connections = DEFAULT_CONNECTIONS, log = console.log } = {}) {
  if (!existsSync(path.join(root, '.cache', 'functions', 'manifest.json')) || !existsSync(path.join(root, 'public', 'index.html'))) {
    throw new Error('no built site: run `npm run build` first (the load test serves public/ and .cache/functions with scripts/serve.ts)');
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'load-'));
  const dataDir = path.join(scratch, 'wordpress');
  const storeDir = path.join(scratch, 'quotes');
  /** @type {string[]} */
  const problems = [];
  let standIn;
  let site;
  try {
    standIn = await startOwnStandIn(dataDir);
    site = await serveSite({
      port: await freePort(),
      quiet: true,
      // The limiter runs (its state on disk beside the requests, as in production), with limits the
      // load stays under: 50 clients from one address, each request to an address of its own.
      env: { SMTP_URL: `smtp://127.0.0.1:${standIn.smtpPort}`, QUOTATION_STORE_DIR: storeDir, ...LOAD_TEST_LIMITS },
    });

    log(`load: POST /api/package-quotation, ${connections} clients for ${seconds} s …`);
    const quoteRun = await hammer({
      url: new URL('/api/package-quotation', site.url).href,
      type: MULTIPART_TYPE,
      makeBody: quotationBody,
      seconds,
      connections,
    });
    const quotes = storedQuotes(storeDir);
    /** @type {Run & { acceptedNotMarkedSent?: number }} */
    const quotation = reconcile(
      quoteRun.figures,
      quoteRun,
      quotes.map((quote) => quote.contact?.email),
    );
    /** @type {Set<string | undefined>} */
    const acceptedEmails = new Set([...quoteRun.answered].filter(([, status]) => status === 200).map(([email]) => email));
    quotation.acceptedNotMarkedSent = quotes.filter((quote) => acceptedEmails.has(quote.contact?.email) && quote.status !== 'sent').length;
    check(problems, 'quotation', quotation);
    if (quotation.acceptedNotMarkedSent) problems.push(`quotation: ${quotation.acceptedNotMarkedSent} answered 200 but not stored as sent`);

    log(`load: POST /wp-json/gf/v2/forms/1/submissions, ${connections} clients for ${seconds} s …`);
    const entryRun = await hammer({
      url: `${standIn.base}/wp-json/gf/v2/forms/1/submissions`,
      type: MULTIPART_TYPE,
      makeBody: contactBody,
      seconds,
      connections,
    });
    const submissions = reconcile(entryRun.figures, entryRun, storedEntryEmails(dataDir, 1));
    check(problems, 'submissions', submissions);
    return { quotation, submissions, problems };
  } finally {
    await site?.stop();
    await standIn?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * @param {string[]} problems
 * @param {string} name
 * @param {Run} run
 */
function check(problems, name, run) {
  if (run.requests === 0) problems.push(`${name}: no request was answered`);
  if (run.errors) problems.push(`${name}: ${run.errors} connection errors`);
  if (run.timeouts) problems.push(`${name}: ${run.timeouts} time-outs (10 s)`);
  if (run.non2xx) problems.push(`${name}: ${run.non2xx} answers were not 2xx (${JSON.stringify(run.statuses)})`);
  if (run.lost || run.stored !== run.accepted)
    problems.push(`${name}: ${run.accepted} accepted but ${run.stored} of them stored (${run.lost} lost)`);
  if (run.unknownStored) problems.push(`${name}: ${run.unknownStored} stored that were never sent`);
  if (run.cutOff > run.connections) problems.push(`${name}: ${run.cutOff} requests without an answer, more than one per client`);
}

/**
 * The Markdown table for docs/performance.md ("Load").
 * @param {{ quotation: Run, submissions: Run }} result
 */
export function loadTable({ quotation, submissions }) {
  const row = (/** @type {string} */ name, /** @type {Run} */ run) =>
    `| ${name} | ${run.connections} / ${run.seconds} s | ${run.requests} | ${run.requestsPerSecond} | ${run.latencyMs.p50} ms | ${run.latencyMs.p95} ms | ${run.latencyMs.p99} ms | ${run.errors + run.timeouts + run.non2xx} | ${run.stored} of ${run.accepted} | ${run.cutOff} (${run.cutOffStored} stored) |`;
  return [
    '| target | clients / duration | requests answered | requests/s | p50 | p95 | p99 | errors, time-outs, non-2xx | accepted and stored | cut off by the end of the run |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row('`POST /api/package-quotation` (scripts/serve.ts, stored, mailed)', quotation),
    row('`POST /wp-json/gf/v2/forms/1/submissions` (stand-in, stored, notification mailed)', submissions),
  ].join('\n');
}
