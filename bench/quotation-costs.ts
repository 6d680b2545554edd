#!/usr/bin/env node
// Where a quotation request's own disk work goes, apart from HTTP, parsing and SMTP: the three rate
// limit checks (src/quotation/server/limits.ts, on disk, windows as the load test sets them) and one
// durable write of the request store (store.ts: temporary file, fsync, rename; a mailed request makes
// three). Sequential, one process, in a scratch folder:   node bench/quotation-costs.ts [--requests 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diskRateLog, quotationLimiter } from '../src/quotation/server/limits.ts';
import { diskStore, newQuotationId, type StoredQuotation } from '../src/quotation/server/store.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '1000' } } });
const requests = Number(values.requests);
const dir = mkdtempSync(path.join(os.tmpdir(), 'quotation-costs-'));
try {
  // The load test's limits (bench/lib/load.mjs LOAD_TEST_LIMITS): one client, one site, a recipient per request.
  const limiter = quotationLimiter(diskRateLog(path.join(dir, 'limits')), {
    client: { max: 100_000, windowMs: 1000 },
    recipient: { max: 3, windowMs: 3_600_000 },
    global: { max: 100_000, windowMs: 1000 },
    quick: null,
    spam: null,
  });
  let started = performance.now();
  for (let index = 0; index < requests; index++) {
    await limiter.take('client', '127.0.0.1');
    await limiter.take('global', 'site');
    await limiter.take('recipient', `last.${index}@example.nl`);
  }
  const limits = (performance.now() - started) / requests;
  const store = diskStore(path.join(dir, 'requests'));
  const record = (): StoredQuotation => ({
    id: newQuotationId(),
    receivedAt: new Date().toISOString(),
    contact: {
      name: 'Lotte Last',
      email: 'last@example.nl',
      company: 'Last BV',
      fields: [
        { label: 'Naam', value: 'Lotte Last' },
        { label: 'E-mailadres', value: 'last@example.nl' },
      ],
    },
    items: [],
    monthlyCents: 0,
    onceCents: 0,
    status: 'unsent',
    sentAt: null,
    attempts: 0,
    lastError: null,
  });
  started = performance.now();
  for (let index = 0; index < requests; index++) await store.put(record());
  const put = (performance.now() - started) / requests;
  console.log(`${requests} requests, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`rate limits (3 checks): ${limits.toFixed(2)} ms per request`);
  console.log(`one durable write:      ${put.toFixed(2)} ms (a mailed request makes 3: received, sending, sent)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
