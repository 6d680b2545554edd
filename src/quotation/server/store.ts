/**
 * Every accepted quotation request is stored before the endpoint answers, so no request is lost
 * when the mail server is down, and marked sent once the mail went out; `npm run quotes:resend`
 * sends what is still unsent (resend.ts).
 *
 * Where it is stored is a QuotationStore, chosen by configuration (config.ts, QUOTATION_STORE):
 * the endpoint and the resend logic only use the interface. The one built in is the local disk
 * (diskStore: one JSON file per request, written to a temporary name, synced and renamed, never
 * half a file), right for scripts/serve.ts and any host with a durable disk. A serverless host
 * (Netlify Functions and the like) has none: its invocations do not share a disk and lose what
 * they wrote, so there the store is a hosted one: Netlify Blobs (blobs-store.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { QuotationItem } from '../types';
import type { QuotationContact } from './fields';

export interface StoredQuotation {
  id: string;
  receivedAt: string;
  contact: QuotationContact;
  /** The items as validated (never the client's prices). */
  items: QuotationItem[];
  /** The totals the mail states, in cents, for whoever reads the file. */
  monthlyCents: number;
  onceCents: number;
  status: 'unsent' | 'sent';
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

const ID = /^q-\d{13}-[0-9a-f]{12}$/;

/** A quotation id as newQuotationId makes it (also a safe file name and blob key). */
export const isQuotationId = (id: string) => ID.test(id);

export function newQuotationId(now = new Date()): string {
  return `q-${String(now.getTime()).padStart(13, '0')}-${randomBytes(6).toString('hex')}`;
}

export function quotationFile(dir: string, id: string): string {
  if (!ID.test(id)) throw new Error(`Not a quotation id: ${id}`);
  return path.join(dir, `${id}.json`);
}

/** Writes the record durably: temporary file, fsync, rename. */
export async function writeQuotation(dir: string, record: StoredQuotation): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = quotationFile(dir, record.id);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  return file;
}

export async function readQuotation(dir: string, id: string): Promise<StoredQuotation> {
  return JSON.parse(await readFile(quotationFile(dir, id), 'utf8')) as StoredQuotation;
}

/** Every stored request, oldest first (ids start with the time). */
export async function listQuotations(dir: string): Promise<StoredQuotation[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isQuotationId)
    .sort();
  return Promise.all(ids.map((id) => readQuotation(dir, id)));
}

/**
 * Where quotation requests are kept. `put` resolves only once the record is durable (the endpoint
 * answers after it) and replaces an earlier record with the same id; `list` gives every record,
 * oldest first.
 */
export interface QuotationStore {
  /** Where, for log lines and the resend command's summary (a directory, a bucket …). */
  readonly location: string;
  put(record: StoredQuotation): Promise<void>;
  list(): Promise<StoredQuotation[]>;
}

/** The local-disk store: one JSON file per request in `dir` (the default, QUOTATION_STORE=disk). */
export function diskStore(dir: string): QuotationStore {
  return {
    location: dir,
    put: async (record) => {
      await writeQuotation(dir, record);
    },
    list: () => listQuotations(dir),
  };
}

export async function listUnsent(store: QuotationStore): Promise<StoredQuotation[]> {
  return (await store.list()).filter((record) => record.status !== 'sent');
}

/** Records one attempt to mail the request: sent, or unsent with the reason. */
export async function recordAttempt(store: QuotationStore, record: StoredQuotation, result: { sent: true; at?: Date } | { sent: false; error: string }): Promise<StoredQuotation> {
  const updated: StoredQuotation = result.sent
    ? { ...record, status: 'sent', sentAt: (result.at ?? new Date()).toISOString(), attempts: record.attempts + 1, lastError: null }
    : { ...record, status: 'unsent', attempts: record.attempts + 1, lastError: result.error.slice(0, 500) };
  await store.put(updated);
  return updated;
}
