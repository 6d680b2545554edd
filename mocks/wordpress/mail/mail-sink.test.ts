/**
 * @jest-environment node
 *
 * The mail sink: SMTP in (nodemailer, as the quotation function sends), the mailbox out
 * (/mailbox/ pages, JSON and .eml), against a real stand-in process with its own data folder.
 */
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { startStandInProcess, type StandInProcess } from '../stand-in-process';
import { isMessageName, listMessages, readMessage, type MessageSummary } from './mailbox';

const MAX_SIZE = 256 * 1024;
let standIn: StandInProcess;

beforeAll(async () => {
  standIn = await startStandInProcess({ WORDPRESS_SMTP_MAX_SIZE: String(MAX_SIZE) });
}, 40_000);

afterAll(async () => {
  await standIn?.stop();
});

const mailDir = () => path.join(standIn.dataDir, 'mail');
const emlFiles = async () => (await readdir(mailDir())).filter((name) => name.endsWith('.eml')).sort();

function transport(auth?: { user: string; pass: string }) {
  return nodemailer.createTransport({ host: standIn.smtpHost, port: standIn.smtpPort, secure: false, auth });
}

async function get(pathname: string, init?: RequestInit) {
  const response = await fetch(`${standIn.base}${pathname}`, { redirect: 'manual', ...init });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

async function messagesJson(): Promise<(MessageSummary & { url: string; emlUrl: string })[]> {
  const { response, body } = await get('/mailbox/messages.json');
  expect(response.status).toBe(200);
  return JSON.parse(body.toString()).messages;
}

/** A bare SMTP conversation: the greeting, then the reply to each command. */
async function smtpDialog(commands: string[]): Promise<string[]> {
  const socket = net.connect(standIn.smtpPort, standIn.smtpHost);
  const replies: string[] = [];
  let buffer = '';
  let waiting: (() => void) | null = null;
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    // A reply is complete at a line 'NNN text' (a space, not a dash, after the code).
    const match = /(^|\r\n)\d{3} [^\r\n]*\r\n$/.exec(buffer);
    if (match) {
      replies.push(buffer);
      buffer = '';
      waiting?.();
    }
  });
  const next = () => new Promise<void>((resolve) => (waiting = resolve));
  await next();
  for (const command of commands) {
    socket.write(`${command}\r\n`);
    await next();
  }
  socket.end();
  return replies;
}

const attachment = Buffer.from('%PDF-1.4\n% offerte\n');
const html = '<h1>Uw offerte</h1><p>Totaal <b>€ 64,50/mnd</b></p><script>document.title = "pwned"</script><img src="https://tracker.example/pixel.png" alt="">';
let first: MessageSummary & { url: string; emlUrl: string };

describe('SMTP', () => {
  it('says the port in the ready line and offers SIZE and AUTH but no STARTTLS', async () => {
    expect(standIn.output()).toMatch(new RegExp(`stand-in ready at http://127\\.0\\.0\\.1:\\d+/graphql .*smtp 127\\.0\\.0\\.1:${standIn.smtpPort}`));
    const [greeting, ehlo] = await smtpDialog(['EHLO test.example', 'QUIT']);
    expect(greeting).toMatch(/^220 /);
    expect(ehlo).toMatch(new RegExp(`250[ -]SIZE ${MAX_SIZE}\\r\\n`));
    expect(ehlo).toMatch(/250[ -]AUTH (LOGIN PLAIN|PLAIN LOGIN)\r\n/);
    expect(ehlo).not.toMatch(/STARTTLS/);
  });

  it('accepts a message with an attachment without authentication, and keeps it as an .eml on disk', async () => {
    const info = await transport().sendMail({
      from: '"Offerte" <offerte@example.nl>',
      to: 'Klant <klant@example.nl>',
      cc: 'collega@example.nl',
      bcc: 'verkoop@example.nl',
      subject: 'Uw offerte – Cloud PC <Silver>',
      text: 'Beste klant,\n\nIn de bijlage vindt u de offerte.',
      html,
      attachments: [{ filename: 'offerte.pdf', content: attachment, contentType: 'application/pdf' }],
    });
    expect(info.response).toMatch(/^250 OK: kept as \d{6}-\d{8}T\d{9}Z/);
    expect(info.accepted).toEqual(['klant@example.nl', 'collega@example.nl', 'verkoop@example.nl']);
    const files = await emlFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^000001-\d{8}T\d{9}Z\.eml$/);
    expect(await readdir(path.join(mailDir(), 'tmp'))).toEqual([]);
  });

  it('also accepts a client that logs in (as in production), with any credentials', async () => {
    const info = await transport({ user: 'website', pass: 'anything' }).sendMail({
      from: 'website@example.nl',
      to: 'info@example.nl',
      subject: 'Tweede bericht',
      text: 'Alleen tekst.',
    });
    expect(info.response).toMatch(/^250 OK: kept as 000002-/);
  });

  it('refuses a message over the size limit with 552 and keeps nothing of it', async () => {
    const before = await emlFiles();
    const error = await transport()
      .sendMail({ from: 'a@example.nl', to: 'b@example.nl', subject: 'Te groot', text: 'x'.repeat(MAX_SIZE + 10_000) })
      .then(() => null, (reason: Error & { responseCode?: number }) => reason);
    expect(error?.responseCode).toBe(552);
    expect(error?.message).toMatch(/too large|exceeds/i);
    expect(await emlFiles()).toEqual(before);
    expect(await readdir(path.join(mailDir(), 'tmp'))).toEqual([]);
  });

  it('keeps nothing of a message whose client hangs up halfway, and goes on serving', async () => {
    const before = await emlFiles();
    const socket = net.connect(standIn.smtpPort, standIn.smtpHost);
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('EHLO test.example\r\nMAIL FROM:<a@example.nl>\r\nRCPT TO:<b@example.nl>\r\nDATA\r\n');
    await new Promise<void>((resolve) => socket.on('data', (chunk) => chunk.toString().includes('354') && resolve()));
    socket.write('Subject: half\r\n\r\nthe first half of a message', () => socket.destroy());
    await standIn.waitForOutput('hung up in the middle of a message');
    expect(await emlFiles()).toEqual(before);
    expect(await readdir(path.join(mailDir(), 'tmp'))).toEqual([]);
  });

  it('refuses a declared size over the limit at MAIL FROM', async () => {
    const replies = await smtpDialog(['EHLO test.example', `MAIL FROM:<a@example.nl> SIZE=${MAX_SIZE + 1}`, 'QUIT']);
    expect(replies[2]).toMatch(/^552 /);
  });
});

describe('the mailbox over HTTP', () => {
  it('lists the messages as JSON, newest first, with envelope and attachments', async () => {
    const messages = await messagesJson();
    expect(messages.map((message) => message.number)).toEqual([2, 1]);
    first = messages[1]!;
    expect(first).toMatchObject({
      from: '"Offerte" <offerte@example.nl>',
      to: '"Klant" <klant@example.nl>',
      cc: 'collega@example.nl',
      subject: 'Uw offerte – Cloud PC <Silver>',
      envelope: { from: 'offerte@example.nl', to: ['klant@example.nl', 'collega@example.nl', 'verkoop@example.nl'] },
      attachmentCount: 1,
      attachments: [{ filename: 'offerte.pdf', contentType: 'application/pdf', size: attachment.length, inline: false }],
      url: `${standIn.base}/mailbox/${first.name}`,
      emlUrl: `${standIn.base}/mailbox/${first.name}.eml`,
    });
    expect(Date.parse(first.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(messages[0]!.attachmentCount).toBe(0);
  });

  it('shows an accessible Dutch list page with a row per message, linking to it', async () => {
    const { response, body } = await get('/mailbox/');
    const page = body.toString();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('<html lang="nl">');
    expect(page).toMatch(/<title>Postvak/);
    expect(page).toContain('<caption>2 berichten, nieuwste eerst</caption>');
    for (const column of ['Datum', 'Van', 'Aan', 'Onderwerp', 'Bijlagen']) expect(page).toContain(`<th scope="col">${column}</th>`);
    expect(page).toContain(`<a href="/mailbox/${first.name}">Uw offerte – Cloud PC &#60;Silver&#62;</a>`);
    expect(page.indexOf('Tweede bericht')).toBeLessThan(page.indexOf('Uw offerte'));
    expect((await get('/mailbox')).response.headers.get('location')).toBe('/mailbox/');
  });

  it('shows one message with its headers and text, and its HTML only escaped inside a sandboxed iframe', async () => {
    const { response, body } = await get(`/mailbox/${first.name}`);
    const page = body.toString();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page).toContain('<html lang="nl">');
    expect(page).toContain('<h1>Uw offerte – Cloud PC &#60;Silver&#62;</h1>');
    expect(page).toContain('<dt>Envelop aan</dt><dd>klant@example.nl, collega@example.nl, verkoop@example.nl</dd>');
    expect(page).toContain('In de bijlage vindt u de offerte.');
    expect(page).toMatch(/<iframe sandbox="" srcdoc="&#60;h1&#62;Uw offerte&#60;\/h1&#62;/);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<h1>Uw offerte</h1>');
    expect(page).toContain(`href="/mailbox/${first.name}/attachments/0"`);
    expect(page).toContain(`href="/mailbox/${first.name}.eml"`);
  });

  it('gives the raw .eml, which parses back to the message sent', async () => {
    const { response, body } = await get(`/mailbox/${first.name}.eml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('message/rfc822');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const mail = await simpleParser(body);
    expect(mail.subject).toBe('Uw offerte – Cloud PC <Silver>');
    expect(mail.text).toContain('In de bijlage vindt u de offerte.');
    expect(mail.attachments[0]!.content.equals(attachment)).toBe(true);
    expect(mail.headers.get('x-envelope-to')).toBe('klant@example.nl, collega@example.nl, verkoop@example.nl');
  });

  it('gives one message as JSON and an attachment as a download', async () => {
    const json = JSON.parse((await get(`/mailbox/${first.name}.json`)).body.toString());
    expect(json).toMatchObject({ name: first.name, text: expect.stringContaining('offerte'), html: expect.stringContaining('<h1>Uw offerte</h1>') });
    const { response, body } = await get(`/mailbox/${first.name}/attachments/0`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="offerte.pdf"');
    expect(body.equals(attachment)).toBe(true);
  });

  it.each([
    '/mailbox/nope',
    '/mailbox/000001',
    '/mailbox/999999-20260101T000000000Z',
    '/mailbox/999999-20260101T000000000Z.eml',
    '/mailbox/..%2F..%2Fpackage.json',
    '/mailbox/%2e%2e/uploads',
    '/mailbox/..%2Fmail%2F000001.eml',
    '/mailbox/%E0%A4%A',
    '/mailbox/messages.json/extra',
  ])('answers 404 for %s', async (pathname) => {
    expect((await get(pathname)).response.status).toBe(404);
  });

  it('answers 404 for a message path with another extension or a missing attachment, and 405 for POST', async () => {
    expect((await get(`/mailbox/${first.name}.txt`)).response.status).toBe(404);
    expect((await get(`/mailbox/${first.name}/attachments/5`)).response.status).toBe(404);
    expect((await get(`/mailbox/${first.name}/../../package.json`)).response.status).toBe(404);
    expect((await get('/mailbox/', { method: 'POST' })).response.status).toBe(405);
  });
});

describe('the mailbox behind a DNS-rebinding page', () => {
  /** A raw HTTP request, so the Host header is exactly what a browser on another site would send (or none). */
  async function rawGet(pathname: string, host: string | null): Promise<{ status: number; body: string }> {
    const { port, hostname } = new URL(standIn.base);
    const socket = net.connect(Number(port), hostname);
    // Written, not ended: the server answers an HTTP/1.0 request and then closes the connection.
    socket.write(`GET ${pathname} HTTP/1.0\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`);
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const [head = '', body = ''] = Buffer.concat(chunks).toString().split('\r\n\r\n');
    return { status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1]), body };
  }

  it.each(['localhost', 'localhost:8788', 'LOCALHOST:1', '127.0.0.1', '127.0.0.1:65535', '[::1]', '[::1]:8788'])('answers Host %s', async (host) => {
    const { status, body } = await rawGet('/mailbox/messages.json', host);
    expect(status).toBe(200);
    expect(JSON.parse(body).count).toBeGreaterThan(0);
  });

  it.each(['evil.example', 'evil.example:8788', '127.0.0.1.evil.example', 'localhost.evil.example:8788', '127.0.0.2', '[::1].evil', '10.0.0.5:8788', null])(
    'refuses Host %s with 403 and a clear JSON message, on every mailbox path',
    async (host) => {
      for (const pathname of ['/mailbox/messages.json', '/mailbox/', `/mailbox/${first.name}.json`, `/mailbox/${first.name}.eml`]) {
        const { status, body } = await rawGet(pathname, host);
        expect(status).toBe(403);
        expect(JSON.parse(body).errors[0].message).toMatch(/answers only requests for localhost, 127\.0\.0\.1 or \[::1\]/);
        expect(body).not.toContain(first.subject);
      }
    },
  );
});

describe('mailbox.ts (the helpers for tests)', () => {
  it('lists and reads the same messages from a mailbox folder', async () => {
    const messages = await listMessages(mailDir());
    expect(messages.map((message) => message.name)).toEqual((await messagesJson()).map((message) => message.name));
    const message = await readMessage(first.name, mailDir());
    expect(message?.attachmentFiles[0]?.content.equals(attachment)).toBe(true);
    expect(message?.subject).toBe('Uw offerte – Cloud PC <Silver>');
    // Header lines stay as received (here an encoded word), with their names as written.
    expect(message?.headers.find((header) => header.key === 'Subject')?.value).toMatch(/^=\?UTF-8\?Q\?Uw_offerte/);
    expect(await readMessage('../../package', mailDir())).toBeNull();
    expect(await readMessage('999999-20260101T000000000Z', mailDir())).toBeNull();
    expect(isMessageName(first.name)).toBe(true);
    expect(isMessageName('../000001-20261122T024050373Z')).toBe(false);
    expect(await listMessages(path.join(standIn.dataDir, 'nothing-here'))).toEqual([]);
  });
});
