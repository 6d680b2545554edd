/**
 * Where accepted Gravity Forms entries live, and nothing is lost once the visitor saw "valid":
 *
 *   <dataDir>/entries/form-<formId>.jsonl                          one JSON line per entry
 *   <dataDir>/entries/uploads/form-<formId>/<entryId>/<safe-name>  its uploaded files
 *   <dataDir>/entries/uploads/.incoming/<request>/                 files of a request still being read
 *
 * Files are written (and fsync'ed) into .incoming while the request streams in, renamed into the
 * entry's folder once the submission is valid, and the folders are fsync'ed; then the entry line
 * is appended and fsync'ed. Only after that does the route answer 200. Entry ids are global, as
 * in GF's wp_gf_entry table, and continue after a restart from the highest id on disk (lines and
 * upload folders both count, so a crash between the two never reuses an id).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EntryValue } from './validate.ts';

export interface StoredFile {
  fieldId: number;
  /** The name the browser sent. */
  originalName: string;
  /** The sanitised name it was stored under. */
  name: string;
  /** Relative to the data directory, with forward slashes. */
  path: string;
  size: number;
  mimeType: string;
}

export interface EntryRecord {
  id: number;
  form_id: number;
  /** ISO 8601, UTC. */
  date_created: string;
  /** By field id; fileupload fields hold the stored paths. */
  values: Record<string, EntryValue>;
  files: StoredFile[];
  source?: { origin?: string; user_agent?: string; ip?: string };
}

/** A file of a valid submission, still in .incoming. */
export interface IncomingFile {
  fieldId: number;
  originalName: string;
  /** Its sanitised, per-request unique name (also its name in the entry folder). */
  name: string;
  tempPath: string;
  size: number;
  mimeType: string;
}

const MAX_NAME_LENGTH = 100;

/** A file name safe to put on disk: no directories, no leading dots, only [A-Za-z0-9._-], accents dropped. */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let safe = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .replace(/[.-]+$/, '');
  if (safe.length > MAX_NAME_LENGTH) {
    const dot = safe.lastIndexOf('.');
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return safe || 'bestand';
}

/** `name` made unique among `taken` as GF does it: report.pdf, report1.pdf, report2.pdf … */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let counter = 1; taken.has(candidate.toLowerCase()); counter += 1) candidate = `${stem}${counter}${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** mkdir -p that fsyncs each parent whose listing changed, so the new folders survive a crash. */
async function makeDurableDir(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    if (await stat(current).then(() => true, () => false)) break;
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing) {
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await fsyncPath(path.dirname(folder));
  }
}

export interface EntryStore {
  readonly entriesDir: string;
  readonly uploadsDir: string;
  readonly incomingDir: string;
  /** A fresh folder for one request's files; remove it with discardIncoming. */
  createIncoming(): Promise<string>;
  discardIncoming(dir: string): Promise<void>;
  /** Stores a valid entry durably and returns it; `values` get the stored paths of fileupload fields. */
  add(
    formId: number,
    values: Record<string, EntryValue>,
    files: IncomingFile[],
    source?: EntryRecord['source'],
  ): Promise<EntryRecord>;
  /** The stored entries of a form, oldest first (a torn last line is skipped). */
  list(formId: number): Promise<EntryRecord[]>;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function entriesFile(dataDir: string, formId: number): string {
  return path.join(dataDir, 'entries', `form-${formId}.jsonl`);
}

function parseLines(text: string): EntryRecord[] {
  const entries: EntryRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as EntryRecord;
      if (entry && typeof entry.id === 'number') entries.push(entry);
    } catch {
      // a line torn by a crash before its fsync: it was never acknowledged
    }
  }
  return entries;
}

export function createEntryStore(dataDir: string): EntryStore {
  const entriesDir = path.join(dataDir, 'entries');
  const uploadsDir = path.join(entriesDir, 'uploads');
  const incomingDir = path.join(uploadsDir, '.incoming');
  mkdirSync(incomingDir, { recursive: true });
  // Leftovers of requests that were being read when a process died (folders are named <pid>-…).
  for (const name of readdirSync(incomingDir)) {
    const pid = Number(name.split('-')[0]);
    if (pid === process.pid || !isAlive(pid)) rmSync(path.join(incomingDir, name), { recursive: true, force: true });
  }

  let lastId: number | undefined;
  /** One entry at a time: ids stay unique and lines never interleave. */
  let queue: Promise<unknown> = Promise.resolve();

  async function highestIdOnDisk(): Promise<number> {
    let highest = 0;
    const names = await readdir(entriesDir).catch(() => [] as string[]);
    for (const name of names.filter((candidate) => /^form-\d+\.jsonl$/.test(candidate))) {
      for (const entry of parseLines(await readFile(path.join(entriesDir, name), 'utf8'))) highest = Math.max(highest, entry.id);
    }
    const formDirs = await readdir(uploadsDir).catch(() => [] as string[]);
    for (const formDir of formDirs.filter((candidate) => /^form-\d+$/.test(candidate))) {
      for (const entryDir of await readdir(path.join(uploadsDir, formDir)).catch(() => [] as string[])) {
        if (/^\d+$/.test(entryDir)) highest = Math.max(highest, Number(entryDir));
      }
    }
    return highest;
  }

  async function appendLine(file: string, line: string): Promise<void> {
    const existed = await stat(file).then((info) => info.size, () => -1);
    const handle = await open(file, 'a+');
    try {
      let prefix = '';
      if (existed > 0) {
        // A crash may have torn the last line: start ours on a line of its own.
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, existed - 1);
        if (last[0] !== 0x0a) prefix = '\n';
      }
      await handle.write(`${prefix}${line}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (existed < 0) await fsyncPath(path.dirname(file));
  }

  async function add(
    formId: number,
    values: Record<string, EntryValue>,
    files: IncomingFile[],
    source?: EntryRecord['source'],
  ): Promise<EntryRecord> {
    await makeDurableDir(entriesDir);
    lastId = Math.max(lastId ?? (await highestIdOnDisk()), 0) + 1;
    const id = lastId;
    const stored: StoredFile[] = [];
    if (files.length > 0) {
      const formDir = path.join(uploadsDir, `form-${formId}`);
      const entryDir = path.join(formDir, String(id));
      await makeDurableDir(formDir);
      await mkdir(entryDir);
      for (const file of files) {
        // The content was fsync'ed when written; rename keeps it and the folder fsync keeps the name.
        await rename(file.tempPath, path.join(entryDir, file.name));
        stored.push({
          fieldId: file.fieldId,
          originalName: file.originalName,
          name: file.name,
          path: path.relative(dataDir, path.join(entryDir, file.name)).split(path.sep).join('/'),
          size: file.size,
          mimeType: file.mimeType,
        });
      }
      await fsyncPath(entryDir);
      await fsyncPath(formDir);
    }
    const entryValues = { ...values };
    for (const fieldId of new Set(stored.map((file) => file.fieldId))) {
      entryValues[String(fieldId)] = stored.filter((file) => file.fieldId === fieldId).map((file) => file.path);
    }
    const entry: EntryRecord = {
      id,
      form_id: formId,
      date_created: new Date().toISOString(),
      values: entryValues,
      files: stored,
      ...(source ? { source } : {}),
    };
    await appendLine(entriesFile(dataDir, formId), JSON.stringify(entry));
    return entry;
  }

  return {
    entriesDir,
    uploadsDir,
    incomingDir,
    async createIncoming() {
      const dir = path.join(incomingDir, `${process.pid}-${Date.now()}-${randomBytes(6).toString('hex')}`);
      await mkdir(dir, { recursive: true });
      return dir;
    },
    async discardIncoming(dir) {
      await rm(dir, { recursive: true, force: true });
    },
    add(formId, values, files, source) {
      const result = queue.then(() => add(formId, values, files, source));
      queue = result.catch(() => undefined);
      return result;
    },
    async list(formId) {
      const text = await readFile(entriesFile(dataDir, formId), 'utf8').catch(() => '');
      return parseLines(text);
    },
  };
}
