/**
 * @jest-environment node
 *
 * The mailbox listing in pages: with 15,000 messages one unpaged listing takes 13 s,
 * 9.8 MB and over a GB of memory. /mailbox/messages.json?page=N and /mailbox/?page=N list
 * MAILBOX_PAGE_SIZE messages, newest first, with the total and the page count, reading only the
 * page's messages; the e2e helper findMail still finds the message a test just sent.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { findMail } from '../../testing/expect-helpers';
import { startStandInProcess, type StandInProcess } from '../stand-in-process';
import { listMessagePage, MAILBOX_PAGE_SIZE, messageName } from './mailbox';

const TOTAL = 15_020;
const PAGES = Math.ceil(TOTAL / MAILBOX_PAGE_SIZE);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailbox-paging-'));
const mailDir = path.join(dataDir, 'mail');
let standIn: StandInProcess;

/** A message as the sink stores it (smtp-sink.ts: envelope headers first), received a second apart. */
function writeMessage(number: number) {
  const received = new Date(Date.UTC(2026, 10, 1) + number * 1000);
  const text = 'Tekst van het bericht. '.repeat(20);
  writeFileSync(
    path.join(mailDir, `${messageName(number, received)}.eml`),
    [
      'Return-Path: <site@example.nl>',
      `X-Envelope-To: lezer${number}@example.nl`,
      'From: "Site" <site@example.nl>',
      `To: lezer${number}@example.nl`,
      `Subject: Bericht ${number}`,
      `Date: ${received.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="grens"',
      '',
      '--grens',
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '--grens',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<p>${text}</p>`,
      '--grens--',
      '',
    ].join('\r\n'),
  );
}

beforeAll(async () => {
  mkdirSync(mailDir, { recursive: true });
  for (let number = 1; number <= TOTAL; number++) writeMessage(number);
  standIn = await startStandInProcess({ WORDPRESS_DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resident memory of the stand-in process (Linux /proc), in MB. */
function residentMb(): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${standIn.child.pid}/status`, 'utf8'))![1]) / 1024;
}

async function get(pathname: string) {
  const started = performance.now();
  const response = await fetch(`${standIn.base}${pathname}`);
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started, json: () => JSON.parse(text) };
}

const numbers = (messages: { number: number }[]) => messages.map((message) => message.number);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index);

describe('listMessagePage', () => {
  it('gives one page newest first with the total and page count, reading only that page’s messages', async () => {
    const readFile = jest.spyOn(fsPromises, 'readFile');
    try {
      const page = await listMessagePage(mailDir, 3);
      expect(page).toMatchObject({ total: TOTAL, page: 3, pages: PAGES, pageSize: MAILBOX_PAGE_SIZE });
      expect(numbers(page.messages)).toEqual(range(TOTAL - 2 * MAILBOX_PAGE_SIZE, TOTAL - 3 * MAILBOX_PAGE_SIZE + 1));
      expect(page.messages[0]).toMatchObject({ subject: `Bericht ${TOTAL - 100}`, to: `lezer${TOTAL - 100}@example.nl` });
      expect(readFile).toHaveBeenCalledTimes(MAILBOX_PAGE_SIZE);
    } finally {
      readFile.mockRestore();
    }
    const last = await listMessagePage(mailDir, PAGES);
    expect(numbers(last.messages)).toEqual(range(TOTAL - (PAGES - 1) * MAILBOX_PAGE_SIZE, 1));
    expect((await listMessagePage(mailDir, PAGES + 1)).messages).toEqual([]);
    expect(await listMessagePage(path.join(dataDir, 'nothing-here'))).toEqual({ total: 0, page: 1, pages: 1, pageSize: MAILBOX_PAGE_SIZE, messages: [] });
  });
});

describe('GET /mailbox/messages.json?page=N', () => {
  it(`answers page 1 of ${TOTAL.toLocaleString('en')} messages promptly, small, with links to page on, and in flat memory`, async () => {
    const before = residentMb();
    const first = await get('/mailbox/messages.json');
    expect(first.status).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ count: TOTAL, page: 1, pages: PAGES, pageSize: MAILBOX_PAGE_SIZE, previous: null, next: `${standIn.base}/mailbox/messages.json?page=2` });
    expect(numbers(body.messages)).toEqual(range(TOTAL, TOTAL - MAILBOX_PAGE_SIZE + 1));
    expect(body.messages[0].url).toBe(`${standIn.base}/mailbox/${body.messages[0].name}`);
    // Unpaged: 9.8 MB in 13 s. Generous for a loaded machine; typically well under a second.
    expect(first.text.length).toBeLessThan(100_000);
    expect(first.ms).toBeLessThan(5000);
    for (let page = 2; page <= 40; page++) expect((await get(`/mailbox/messages.json?page=${page}`)).status).toBe(200);
    // 2,000 messages read in 40 pages; the unpaged listing grew the process by about 450 MB.
    expect(residentMb() - before).toBeLessThan(150);
  }, 60_000);

  it('answers the last page, 404 past it and 400 for a page that is not a whole number from 1', async () => {
    const last = (await get(`/mailbox/messages.json?page=${PAGES}`)).json();
    expect(numbers(last.messages)).toEqual(range(TOTAL - (PAGES - 1) * MAILBOX_PAGE_SIZE, 1));
    expect(last).toMatchObject({ next: null, previous: `${standIn.base}/mailbox/messages.json?page=${PAGES - 1}` });
    const past = await get(`/mailbox/messages.json?page=${PAGES + 1}`);
    expect(past.status).toBe(404);
    expect(past.json().errors[0].message).toBe(`No page ${PAGES + 1} in the mailbox: it has ${PAGES} pages of ${MAILBOX_PAGE_SIZE} messages.`);
    for (const page of ['0', '-1', '1.5', 'abc', '', '1e3', '9999999999']) {
      const answer = await get(`/mailbox/messages.json?page=${encodeURIComponent(page)}`);
      expect(answer.status).toBe(400);
      expect(answer.json().errors[0].message).toMatch(/^The page parameter must be a whole number from 1/);
    }
  });
});

describe('GET /mailbox/?page=N', () => {
  it('shows the page with links to the newer and the older page', async () => {
    const answer = await get('/mailbox/?page=2');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`15.020 berichten, nieuwste eerst; pagina 2 van ${PAGES}`);
    expect(answer.text).toContain('<a rel="prev" href="/mailbox/?page=1">← Nieuwere berichten</a>');
    expect(answer.text).toContain('<a rel="next" href="/mailbox/?page=3">Oudere berichten →</a>');
    expect(answer.text).toContain(`Bericht ${TOTAL - MAILBOX_PAGE_SIZE}<`);
    expect(answer.text).not.toContain(`Bericht ${TOTAL}<`);
    expect(answer.text.match(/<tr>/g)).toHaveLength(MAILBOX_PAGE_SIZE + 1);
    const first = await get('/mailbox/');
    expect(first.text).not.toContain('rel="prev"');
    expect(first.text).toContain('<a href="/mailbox/messages.json?page=1">Deze pagina als JSON</a>');
    expect((await get(`/mailbox/?page=${PAGES}`)).text).not.toContain('rel="next"');
  });
});

describe('the e2e helper findMail', () => {
  it('finds the message a test just sent among 15,000 others', async () => {
    const email = `nieuw-${Date.now()}@example.nl`;
    const transport = nodemailer.createTransport({ host: standIn.smtpHost, port: standIn.smtpPort, secure: false });
    await transport.sendMail({ from: 'site@example.nl', to: email, subject: 'Net verstuurd', text: 'Hallo' });
    transport.close();
    const message = await findMail(standIn.base, (candidate) => candidate.to.includes(email));
    expect(message).toMatchObject({ subject: 'Net verstuurd', to: email, text: expect.stringContaining('Hallo') });
    expect((await get('/mailbox/messages.json')).json()).toMatchObject({ count: TOTAL + 1 });
  }, 20_000);
});
