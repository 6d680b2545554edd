/**
 * The mailbox of the stand-in's mail sink: every message the SMTP server accepted, one
 * `.eml` file each under <dataDir>/mail/, named `<number>-<UTC timestamp>.eml`
 * (e.g. 000007-20261122T093012345Z.eml). This module reads it; smtp-sink.ts writes it.
 *
 * Tests that run their own stand-in pass that stand-in's mail folder as `dir`. This module
 * does not import paths.ts (its import.meta does not load under Jest): the default folder
 * is the one paths.ts picks when the process runs from the project root.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** <WORDPRESS_DATA_DIR or ./.data/wordpress>/mail, read when called. */
export function defaultMailDir(): string {
  return path.join(path.resolve(process.env.WORDPRESS_DATA_DIR ?? path.join('.data', 'wordpress')), 'mail');
}

/** A message's name: its number (at least six digits) and when it was received. */
export const MESSAGE_NAME = /^(\d{6,})-(\d{8}T\d{9}Z)$/;
const MESSAGE_FILE = /^(\d{6,}-\d{8}T\d{9}Z)\.eml$/;

export function isMessageName(name: string): boolean {
  return MESSAGE_NAME.test(name);
}

/** `20261122T093012345Z` for a date: sortable, and safe in a file name and a URL. */
export function compactTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

function parseCompactTimestamp(stamp: string): string {
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp)!;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`;
}

export function messageName(number: number, received: Date): string {
  return `${String(number).padStart(6, '0')}-${compactTimestamp(received)}`;
}

/** The number in a message name (NaN for a name that is not one). */
export function messageNumber(name: string): number {
  return Number(MESSAGE_NAME.exec(name)?.[1] ?? NaN);
}

export interface AttachmentSummary {
  filename: string | null;
  contentType: string;
  size: number;
  /** An image the HTML body shows inline (cid:), rather than a file attached to the message. */
  inline: boolean;
}

export interface MessageSummary {
  /** Also the message's path under /mailbox/. */
  name: string;
  number: number;
  /** When the sink accepted it (ISO). */
  receivedAt: string;
  /** The Date header (ISO), null when absent or not a date. */
  date: string | null;
  /** Header texts as written, e.g. 'Offerte <offerte@example.nl>'. */
  from: string;
  to: string;
  cc: string;
  replyTo: string;
  subject: string;
  /** The SMTP envelope: MAIL FROM and every RCPT TO (Bcc recipients appear only here). */
  envelope: { from: string; to: string[] };
  /** Files attached to the message (inline images not counted). */
  attachmentCount: number;
  attachments: AttachmentSummary[];
  /** Bytes of the .eml file. */
  size: number;
}

export interface Attachment extends AttachmentSummary {
  content: Buffer;
}

export interface Message extends MessageSummary {
  /** Every header line as received (encoded words not decoded), in order, names as written, folded lines joined. */
  headers: { key: string; value: string }[];
  /** The text body; null when the message has none. */
  text: string | null;
  /** The HTML body as sent (cid: images made data: URLs); null when the message has none. */
  html: string | null;
  attachmentFiles: Attachment[];
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ');
}

function headerValue(mail: ParsedMail, key: string): string | null {
  const line = mail.headerLines.find((header) => header.key === key)?.line;
  return line === undefined ? null : line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Reads back the envelope headers smtp-sink.ts puts in front of each message. */
function envelopeOf(mail: ParsedMail): MessageSummary['envelope'] {
  const from = headerValue(mail, 'return-path')?.replace(/^<|>$/g, '') ?? '';
  const to = headerValue(mail, 'x-envelope-to');
  return { from, to: to ? to.split(',').map((address) => address.trim()).filter(Boolean) : [] };
}

function summaryOf(name: string, mail: ParsedMail, size: number): MessageSummary {
  const attachments = mail.attachments.map((attachment) => ({
    filename: attachment.filename ?? null,
    contentType: attachment.contentType,
    size: attachment.size,
    inline: Boolean(attachment.related),
  }));
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null;
  return {
    name,
    number: messageNumber(name),
    receivedAt: parseCompactTimestamp(MESSAGE_NAME.exec(name)![2]!),
    date,
    from: addressText(mail.from),
    to: addressText(mail.to),
    cc: addressText(mail.cc),
    replyTo: addressText(mail.replyTo),
    subject: mail.subject ?? '',
    envelope: envelopeOf(mail),
    attachmentCount: attachments.filter((attachment) => !attachment.inline).length,
    attachments,
    size,
  };
}

export function messageFile(name: string, dir = defaultMailDir()): string {
  if (!isMessageName(name)) throw new Error(`Not a message name: ${JSON.stringify(name)}`);
  return path.join(dir, `${name}.eml`);
}

/** The raw .eml of a message, or null when there is no such message. */
export async function readRawMessage(name: string, dir = defaultMailDir()): Promise<Buffer | null> {
  if (!isMessageName(name)) return null;
  return readFile(messageFile(name, dir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/**
 * Messages never change once stored: a summary is parsed once (per folder, name and size) and kept
 * while it is among the SUMMARY_CACHE_SIZE most recently used, so memory stays flat however many
 * messages the mailbox holds.
 */
const summaries = new Map<string, MessageSummary>();
const SUMMARY_CACHE_SIZE = 1000;

function remember(key: string, summary: MessageSummary): void {
  summaries.delete(key);
  summaries.set(key, summary);
  if (summaries.size > SUMMARY_CACHE_SIZE) summaries.delete(summaries.keys().next().value!);
}

/** A parsed message with its bodies and attachments, or null when there is no such message. */
export async function readMessage(name: string, dir = defaultMailDir()): Promise<Message | null> {
  const raw = await readRawMessage(name, dir);
  if (!raw) return null;
  const mail = await simpleParser(raw, { skipTextToHtml: true });
  const summary = summaryOf(name, mail, raw.length);
  remember(`${dir}\0${name}\0${raw.length}`, summary);
  return {
    ...summary,
    headers: mail.headerLines.map(({ line }) => ({
      key: line.slice(0, line.indexOf(':')).trim(),
      value: line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim(),
    })),
    text: mail.text ?? null,
    html: typeof mail.html === 'string' ? mail.html : null,
    attachmentFiles: mail.attachments.map((attachment, index) => ({ ...summary.attachments[index]!, content: attachment.content })),
  };
}

/** Messages per page of /mailbox/ and /mailbox/messages.json. */
export const MAILBOX_PAGE_SIZE = 50;

/** How many messages of a page are parsed at once (a message may be megabytes). */
const PARSE_CONCURRENCY = 4;

/** The names of the messages in `dir`, newest (highest number) first: one readdir, no file read. */
export async function messageNames(dir = defaultMailDir()): Promise<string[]> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return entries
    .map((entry) => MESSAGE_FILE.exec(entry)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => messageNumber(b) - messageNumber(a) || b.localeCompare(a));
}

/** A message's summary, from the cache or parsed; null when the file is gone. */
async function summaryOfFile(name: string, dir: string): Promise<MessageSummary | null> {
  const info = await stat(messageFile(name, dir)).catch(() => null);
  if (!info) return null;
  const key = `${dir}\0${name}\0${info.size}`;
  const known = summaries.get(key);
  if (known) {
    remember(key, known);
    return known;
  }
  const message = await readMessage(name, dir);
  return message ? stripBodies(message) : null;
}

async function summariesOf(names: readonly string[], dir: string): Promise<MessageSummary[]> {
  const list: (MessageSummary | null)[] = [];
  for (let start = 0; start < names.length; start += PARSE_CONCURRENCY) {
    list.push(...(await Promise.all(names.slice(start, start + PARSE_CONCURRENCY).map((name) => summaryOfFile(name, dir)))));
  }
  return list.filter((summary): summary is MessageSummary => summary !== null);
}

export interface MessagePage {
  /** Messages in the mailbox. */
  total: number;
  /** 1-based. */
  page: number;
  /** At least 1, also when the mailbox is empty. */
  pages: number;
  pageSize: number;
  /** This page's messages, newest first. */
  messages: MessageSummary[];
}

/**
 * One page of the mailbox, newest first: lists the folder, then reads only the page's messages.
 * A page past the last one has no messages.
 */
export async function listMessagePage(dir = defaultMailDir(), page = 1, pageSize = MAILBOX_PAGE_SIZE): Promise<MessagePage> {
  const names = await messageNames(dir);
  const messages = await summariesOf(names.slice((page - 1) * pageSize, page * pageSize), dir);
  return { total: names.length, page, pages: Math.max(1, Math.ceil(names.length / pageSize)), pageSize, messages };
}

/** Every message in the mailbox, newest (highest number) first (for tests: it reads every message). */
export async function listMessages(dir = defaultMailDir()): Promise<MessageSummary[]> {
  return summariesOf(await messageNames(dir), dir);
}

function stripBodies(message: Message): MessageSummary {
  const { headers: _headers, text: _text, html: _html, attachmentFiles: _files, ...summary } = message;
  return summary;
}
