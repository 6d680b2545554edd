/**
 * Every accepted quotation request is stored before the endpoint answers, so no request is lost
 * when the mail server is down; `npm run quotes:resend` sends what is still unsent (resend.ts).
 *
 * Exactly once, as far as SMTP allows: a request is marked `sending` (durably) before the SMTP
 * transaction starts and `sent` or `unsent` after it. A process killed in between leaves it
 * `sending`: the mail server may or may not have taken the message (SMTP's "250 OK" after DATA
 * is the only proof, and it died with the process), so the resend reports such a request as
 * uncertain and does not mail it again unless asked. A request still `unsent` with no attempt
 * was never handed to SMTP.
 *
 * Where it is stored is a QuotationStore, chosen by configuration (config.ts, QUOTATION_STORE):
 * the endpoint and the resend logic only use the interface. The one built in is the local disk
 * (diskStore: one JSON file per request, written to a temporary name, synced and renamed, never
 * half a file), right for scripts/serve.ts and any host with a durable disk. A serverless host
 * (Netlify Functions and the like) has none: its invocations do not share a disk and lose what
 * they wrote, so there the store is a hosted one: Netlify Blobs (blobs-store.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
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
  /**
   * unsent: not mailed (yet); sending: an SMTP transaction began at `sendingSince` and its outcome
   * was not recorded; sent; spam: suspected spam (`spam` says why), never mailed.
   */
  status: 'unsent' | 'sending' | 'sent' | 'spam';
  sentAt: string | null;
  /** When the last SMTP transaction began (with status `sending`). */
  sendingSince?: string | null;
  /** Why the request is suspected spam (abuse.ts SpamSign). */
  spam?: string | null;
  /**
   * Sent quicker than the speed check's threshold, and mailed as a person's within the quick limit
   * (handle.ts): the fill time in ms the browser gave.
   */
  quickFillMs?: number | null;
  /** Stored as suspected spam for this reason, then released by a person (resend.ts releaseSpam), at `releasedAt`. */
  releasedFrom?: string | null;
  releasedAt?: string | null;
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

const TEMPORARY = /^(q-\d{13}-[0-9a-f]{12})\.json\.(\d+)\.[0-9a-f]{8}\.tmp$/;
/** A temporary file this old belongs to no write in progress, whatever process wrote it. */
const ORPHAN_AGE_MS = 5 * 60_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of writes that can no longer finish: their process is gone (killed
 * between the write and the rename) or they are older than any write takes. Their record is
 * either absent (the endpoint then never answered 200) or an older version of a record whose
 * newer one did not land; never the only copy of an answered request.
 */
export async function removeOrphanTemporaries(dir: string, now = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (!match) continue;
    const pid = Number(match[2]);
    const file = path.join(dir, name);
    const age = await stat(file).then(
      (info) => now - info.mtimeMs,
      () => null,
    );
    if (age === null) continue;
    if (pid !== process.pid && (!isRunning(pid) || age > ORPHAN_AGE_MS)) {
      await unlink(file).catch(() => undefined);
      removed.push(name);
    }
  }
  return removed;
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
  /** Removes a request (expired suspected spam only: removeExpiredSpam); nothing when it is gone already. */
  remove(id: string): Promise<void>;
}

/**
 * The local-disk store: one JSON file per request in `dir` (the default, QUOTATION_STORE=disk).
 * Its first use removes the temporary files a killed process left (removeOrphanTemporaries).
 */
export function diskStore(dir: string, log: (line: string) => void = (line) => console.error(line)): QuotationStore {
  let cleaned: Promise<void> | null = null;
  const clean = () =>
    (cleaned ??= removeOrphanTemporaries(dir).then(
      (removed) => {
        if (removed.length) log(`[quotation] removed ${removed.length} temporary file(s) of interrupted writes from ${dir}`);
      },
      () => undefined,
    ));
  return {
    location: dir,
    put: async (record) => {
      await clean();
      await writeQuotation(dir, record);
    },
    list: async () => {
      await clean();
      return listQuotations(dir);
    },
    remove: async (id) => {
      await unlink(quotationFile(dir, id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

/**
 * How long suspected spam is kept (QUOTATION_SPAM_RETENTION): a month for a person to look at it
 * and release what was a visitor's (`npm run quotes:resend -- --spam`), then it goes. With the
 * cap on what is stored (limits.ts `spam`) the spam a store holds is bounded.
 */
export const DEFAULT_SPAM_RETENTION_MS = 30 * 86_400_000;

/** Removes the suspected spam received more than `retentionMs` ago; the ids removed. */
export async function removeExpiredSpam(store: QuotationStore, retentionMs: number, now = Date.now()): Promise<string[]> {
  const expired = (await store.list()).filter((record) => record.status === 'spam' && now - Date.parse(record.receivedAt) > retentionMs);
  for (const record of expired) await store.remove(record.id);
  return expired.map((record) => record.id);
}

/** How often the endpoint looks for expired spam, per store and process. */
const SPAM_SWEEP_EVERY_MS = 10 * 60_000;
const lastSpamSweep = new Map<string, number>();

/**
 * removeExpiredSpam at most every ten minutes per store in this process (the endpoint calls it
 * after each request it stores); a failure is logged and tried again next time, never the visitor's.
 */
export async function sweepExpiredSpam(
  store: QuotationStore,
  retentionMs: number,
  now: number,
  log: (line: string) => void,
): Promise<void> {
  if (now - (lastSpamSweep.get(store.location) ?? Number.NEGATIVE_INFINITY) < SPAM_SWEEP_EVERY_MS) return;
  lastSpamSweep.set(store.location, now);
  try {
    const removed = await removeExpiredSpam(store, retentionMs, now);
    if (removed.length)
      log(`[quotation] removed ${removed.length} suspected-spam request(s) older than ${Math.round(retentionMs / 86_400_000)} days`);
  } catch (error) {
    lastSpamSweep.delete(store.location);
    log(`[quotation] expired spam could not be removed: ${(error as Error).message}`);
  }
}

/** Every request not mailed for certain: unsent, and sending (in flight, or interrupted). */
export async function listUnsent(store: QuotationStore): Promise<StoredQuotation[]> {
  return (await store.list()).filter((record) => record.status === 'unsent' || record.status === 'sending');
}

/** Marks the request as being handed to SMTP now (durably, before the transaction starts). */
export async function markSending(store: QuotationStore, record: StoredQuotation, at = new Date()): Promise<StoredQuotation> {
  const updated: StoredQuotation = { ...record, status: 'sending', sendingSince: at.toISOString() };
  await store.put(updated);
  return updated;
}

/** Records one attempt to mail the request: sent, or unsent with the reason. */
export async function recordAttempt(
  store: QuotationStore,
  record: StoredQuotation,
  result: { sent: true; at?: Date } | { sent: false; error: string },
): Promise<StoredQuotation> {
  const updated: StoredQuotation = result.sent
    ? {
        ...record,
        status: 'sent',
        sentAt: (result.at ?? new Date()).toISOString(),
        sendingSince: null,
        attempts: record.attempts + 1,
        lastError: null,
      }
    : { ...record, status: 'unsent', sendingSince: null, attempts: record.attempts + 1, lastError: result.error.slice(0, 500) };
  await store.put(updated);
  return updated;
}
