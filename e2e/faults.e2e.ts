/**
 * Faults of the quotation endpoint on the built site, each with a
 * Function host of its own: scripts/serve.ts started here on a free port, on the build the e2e
 * step made, with its own request store (QUOTATION_STORE_DIR) and SMTP_URL.
 * - `kill -9` of the host right after a 200: every request answered 200 is on disk, marked sent;
 *   after a restart the store is intact and the resend has nothing to do.
 * - `kill -9` of the host while 20 quotes are in the SMTP transaction (a real SMTP server that has
 *   taken every message and holds its "250 OK"): every request stays `sending`; `npm run
 *   quotes:resend` leaves them alone as in flight, then reports them uncertain by id, and mails
 *   none of them again unless asked: no duplicate reaches the mail server. No temporary file stays.
 * - The mail server down (SMTP_URL names a closed port): the answer is 502 { isValid: false } with
 *   the "received, mailed later" message (a response with isValid false shows the failure view:
 *   docs/behaviour/packages-and-quotation.md#result); the request is stored unsent with the reason; `npm run quotes:resend` fails
 *   while the server is down and delivers it once it is back (the test stand-in's sink: the mail
 *   is in its mailbox).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANSWERS } from '../src/quotation/server/handle';
import type { StoredQuotation } from '../src/quotation/server/store';
import { SAMPLE_ITEMS } from '../mocks/testing/quotation';
import { startTestSmtp } from '../mocks/testing/test-smtp';
import { findMail, stamp, WORDPRESS_ORIGIN } from '../mocks/testing/expect-helpers';
import { fromSitePage, quotationForm } from '../mocks/testing/quotation-requests';
import { freePort, quotesResend, startHost as startOwnHost, stopHost, type Host } from './function-host-process';

/** The test stand-in's SMTP sink (scripts/test.mjs TEST_SMTP_PORT). */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** Limits above what these tests send from one address (the limits have e2e/quotation-abuse.e2e.ts). */
const HIGH_LIMITS = { QUOTATION_LIMIT_CLIENT: '5000/1h', QUOTATION_LIMIT_RECIPIENT: '5000/1h', QUOTATION_LIMIT_GLOBAL: '5000/1h' };
const startHost = (env: Record<string, string>) => startOwnHost({ ...HIGH_LIMITS, ...env });

/** A quotation from the site's page at `url` (the host's own origin). */
const postQuote = (url: string, email: string) =>
  fetch(`${url}/api/package-quotation`, { method: 'POST', body: quotationForm(email), headers: fromSitePage(url) });

const stored = (dir: string): StoredQuotation[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredQuotation);

let dir: string;
let host: Host | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'quotation-faults-'));
});
afterEach(async () => {
  await stopHost(host);
  host = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 of the Function host', () => {
  it('right after a 200: every request answered 200 is on disk, marked sent; a restarted host finds the store intact', async () => {
    const storeDir = path.join(dir, 'requests');
    const env = { QUOTATION_STORE_DIR: storeDir, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` };
    host = await startHost(env);
    const email = `kill.${stamp()}@example.nl`;
    // A burst of 12; SIGKILL the moment the first 200 arrives. The others may or may not have been answered.
    const answered: number[] = [];
    let killed = false;
    const burst = Array.from({ length: 12 }, () =>
      postQuote(host!.url, email)
        .then((response) => {
          if (response.status === 200) {
            answered.push(200);
            if (!killed) {
              killed = true;
              host!.child.kill('SIGKILL');
            }
          } else answered.push(response.status);
        })
        .catch(() => undefined),
    );
    await Promise.all(burst);
    await host.exited;
    expect(host.child.signalCode).toBe('SIGKILL');
    const ok = answered.filter((status) => status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(answered.filter((status) => status !== 200)).toEqual([]);

    // What the host had answered 200 is there, whole and marked sent (it is stored, then mailed, then answered).
    const records = stored(storeDir).filter((record) => record.contact.email === email);
    expect(records.filter((record) => record.status === 'sent').length).toBeGreaterThanOrEqual(ok);
    for (const record of records) expect(record).toMatchObject({ monthlyCents: 37135, onceCents: 7500, items: SAMPLE_ITEMS });
    // No half-written file: every file in the store parsed above; no temporary file is left as a quote.
    // (Besides the rate limiter's folder, limits/.)
    expect(readdirSync(storeDir).filter((name) => !name.endsWith('.json') && !name.endsWith('.tmp') && name !== 'limits')).toEqual([]);

    // Restart on the same store: it serves again, and the store is what it was.
    const before = stored(storeDir).length;
    host = await startHost(env);
    const again = await postQuote(host.url, `na.${email}`);
    expect(again.status).toBe(200);
    expect(stored(storeDir).length).toBe(before + 1);
    // The restarted host's store removed the temporary files of writes the kill cut off.
    expect(readdirSync(storeDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const interrupted = stored(storeDir)
      .filter((record) => record.status === 'sending')
      .map((record) => record.id);
    const resent = await quotesResend(env, ['--grace-seconds', '0']);
    // Requests the kill caught before SMTP are sent now; those it caught inside SMTP are named uncertain, not sent again.
    expect(stored(storeDir).filter((record) => record.status === 'unsent')).toEqual([]);
    for (const id of interrupted) expect(resent.output).toContain(`uncertain ${id}`);
    expect(resent.code).toBe(interrupted.length ? 1 : 0);
  }, 90_000);
});

describe('kill -9 in the middle of sending', () => {
  it('20 quotes inside the SMTP transaction when the host dies: resend names them uncertain and mails none twice', async () => {
    // A real SMTP server that takes each whole message and holds its "250 OK": the moment a crash
    // makes uncertain, when the mail server has the message and the endpoint has no answer yet.
    const received: string[] = [];
    const held: Array<() => void> = [];
    const sink = await startTestSmtp((raw) => {
      received.push(raw);
      return new Promise<void>((resolve) => held.push(resolve));
    });
    const smtpUrl = sink.url;
    try {
      const storeDir = path.join(dir, 'requests');
      const env = { QUOTATION_STORE_DIR: storeDir, SMTP_URL: smtpUrl };
      host = await startHost(env);
      const tag = stamp();
      const answers = Array.from({ length: 20 }, (_, index) =>
        postQuote(host!.url, `midsend.${tag}.${index}@example.nl`).then(
          (response) => response.status,
          () => 'cut off',
        ),
      );
      const deadline = Date.now() + 30_000;
      while (received.length < 20) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of 20 messages reached the SMTP server`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      host.child.kill('SIGKILL');
      await host.exited;
      // The host died holding every request: none was answered.
      expect(new Set(await Promise.all(answers))).toEqual(new Set(['cut off']));
      const ids = received.map((raw) => /^X-Quotation-Id: (\S+)/im.exec(raw)?.[1]);
      expect(new Set(ids).size).toBe(20);

      const records = stored(storeDir);
      expect(records.map((record) => record.status)).toEqual(Array(20).fill('sending'));
      expect(records.map((record) => record.id).sort()).toEqual([...ids].sort());

      // Within the grace period: in flight, exit 1, nothing sent.
      const soon = await quotesResend(env);
      expect(soon.output).toContain('0 sent, 0 still unsent, 20 in flight, 0 uncertain');
      expect(soon.code).toBe(1);
      // After it: uncertain, each named with what to do, exit 1, nothing sent.
      const later = await quotesResend(env, ['--grace-seconds', '0']);
      expect(later.output).toContain('0 sent, 0 still unsent, 0 in flight, 20 uncertain');
      for (const record of records)
        expect(later.output).toContain(`uncertain ${record.id}: handed to the mail server at ${record.sendingSince}`);
      expect(later.output).toContain('--include-uncertain');
      expect(later.code).toBe(1);
      expect(received).toHaveLength(20);
      expect(readdirSync(storeDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      // The mail server's log shows them delivered: marked sent, nothing mailed, exit 0.
      const marked = await quotesResend(env, ['--mark-sent', ...records.map((record) => record.id)]);
      expect(marked.output).toContain('0 sent, 0 still unsent, 0 in flight, 0 uncertain, 20 marked sent');
      expect(marked.code).toBe(0);
      expect(received).toHaveLength(20);
      expect(stored(storeDir).every((record) => record.status === 'sent')).toBe(true);
    } finally {
      for (const release of held) release();
      await sink.close();
    }
  }, 90_000);
});

describe('the mail server down', () => {
  it('answers 502 with the stored-but-not-mailed message, keeps the request unsent, and quotes:resend delivers it once SMTP is back', async () => {
    const storeDir = path.join(dir, 'requests');
    const closedPort = await freePort();
    host = await startHost({ QUOTATION_STORE_DIR: storeDir, SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    const email = `smtp-dicht.${stamp()}@example.nl`;
    const response = await postQuote(host.url, email);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ isValid: false, message: ANSWERS.mailFailed });

    const [record] = stored(storeDir).filter((candidate) => candidate.contact.email === email);
    expect(record).toMatchObject({ status: 'unsent', sentAt: null, attempts: 1, monthlyCents: 37135 });
    expect(record!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Still down: the resend fails, says so, and keeps it unsent.
    const down = await quotesResend({ QUOTATION_STORE_DIR: storeDir, SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    expect(down.code).toBe(1);
    expect(down.output).toContain(`still unsent ${record!.id}`);
    expect(stored(storeDir)[0]).toMatchObject({ status: 'unsent', attempts: 2 });

    // Back (the test stand-in's sink): `npm run quotes:resend` delivers it.
    const up = await quotesResend({ QUOTATION_STORE_DIR: storeDir, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
    expect(up.output).toContain(`sent ${record!.id}`);
    expect(up.code).toBe(0);
    expect(stored(storeDir)[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const mail = await findMail(WORDPRESS_ORIGIN, (message) => message.to.includes(email), 'the resent quotation mail');
    expect(mail.text).toContain('371,35');
  }, 90_000);
});
