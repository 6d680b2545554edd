/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { storedQuotation } from '../../../mocks/testing/quotation';
import {
  diskStore,
  listQuotations,
  listUnsent,
  newQuotationId,
  quotationFile,
  readQuotation,
  recordAttempt,
  writeQuotation,
} from './store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quotation-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const record = (id: string) => storedQuotation(id);

describe('the request store', () => {
  it('writes a request in full and reads it back; no temporary file stays', async () => {
    const id = newQuotationId(new Date(Date.UTC(2026, 10, 23)));
    await writeQuotation(path.join(dir, 'nested'), record(id));
    expect(await readQuotation(path.join(dir, 'nested'), id)).toEqual(record(id));
    expect(await readdir(path.join(dir, 'nested'))).toEqual([`${id}.json`]);
  });

  it('lists oldest first, ignores other files, and an absent folder is empty', async () => {
    const older = newQuotationId(new Date(1_000_000_000_000));
    const newer = newQuotationId(new Date(1_700_000_000_000));
    await writeQuotation(dir, record(newer));
    await writeQuotation(dir, record(older));
    await writeFile(path.join(dir, 'notes.json'), '{}');
    expect((await listQuotations(dir)).map((stored) => stored.id)).toEqual([older, newer]);
    expect(await listQuotations(path.join(dir, 'missing'))).toEqual([]);
  });

  it('marks attempts: unsent with the reason, then sent', async () => {
    const id = newQuotationId();
    await writeQuotation(dir, record(id));
    const failed = await recordAttempt(diskStore(dir), record(id), { sent: false, error: 'connect ECONNREFUSED' });
    expect(failed).toMatchObject({ status: 'unsent', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect((await listUnsent(diskStore(dir))).map((stored) => stored.id)).toEqual([id]);
    const sent = await recordAttempt(diskStore(dir), failed, { sent: true, at: new Date('2026-11-23T11:00:00Z') });
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: '2026-11-23T11:00:00.000Z' });
    expect(await readQuotation(dir, id)).toEqual(sent);
    expect(await listUnsent(diskStore(dir))).toEqual([]);
  });

  it('refuses ids that could leave the folder', () => {
    expect(() => quotationFile(dir, '../../etc/passwd')).toThrow('Not a quotation id');
    expect(newQuotationId()).toMatch(/^q-\d{13}-[0-9a-f]{12}$/);
  });
});

describe('temporary files of interrupted writes', () => {
  it('are removed on the store’s first use when their process is gone; a live write’s are kept', async () => {
    const { mkdtemp, readdir, rm, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { diskStore, newQuotationId } = await import('./store');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quotation-orphans-'));
    try {
      const id = newQuotationId();
      // A pid no process has (above the kernel's pid_max), as a killed endpoint leaves it; and this process's own.
      const orphan = `${id}.json.4194399.0a1b2c3d.tmp`;
      const live = `${id}.json.${process.pid}.0a1b2c3e.tmp`;
      await writeFile(path.join(dir, orphan), '{"half":');
      await writeFile(path.join(dir, live), '{"half":');
      const lines: string[] = [];
      expect(await diskStore(dir, (line) => lines.push(line)).list()).toEqual([]);
      expect((await readdir(dir)).sort()).toEqual([live]);
      expect(lines).toEqual([`[quotation] removed 1 temporary file(s) of interrupted writes from ${dir}`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
