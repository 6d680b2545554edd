/**
 * @jest-environment node
 *
 * Entry storage: safe names, ids that keep rising across restarts, torn lines, leftovers.
 */
import { mkdtempSync } from 'node:fs';
import { appendFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEntryStore, entriesFile, safeFileName, uniqueName } from './entries';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gf-entries-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('safeFileName', () => {
  it.each([
    ['rapport.pdf', 'rapport.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['.htaccess', 'htaccess'],
    ['..', 'bestand'],
    ['', 'bestand'],
    ['Offerte Één & Co (1).PDF', 'Offerte-Een-Co-1-.PDF'],
    ['a\u0000b.pdf', 'a-b.pdf'],
    ['plan..pdf', 'plan.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps the extension when it shortens a long name', () => {
    const name = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('uniqueName numbers duplicates, case-insensitively', () => {
    const taken = new Set<string>();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'b'].map((name) => uniqueName(name, taken))).toEqual(['a.pdf', 'A1.pdf', 'a2.pdf', 'b']);
  });
});

describe('createEntryStore', () => {
  it('appends one JSON line per entry, with ids that continue after a restart', async () => {
    const first = createEntryStore(dataDir);
    const one = await first.add(1, { '11': 'Jan' }, []);
    const two = await first.add(4, { '11': 'Piet' }, []);
    expect([one.id, two.id]).toEqual([1, 2]);

    const restarted = createEntryStore(dataDir);
    expect((await restarted.add(1, { '11': 'Klaas' }, [])).id).toBe(3);
    expect((await restarted.list(1)).map((entry) => entry.values['11'])).toEqual(['Jan', 'Klaas']);
    const lines = (await readFile(entriesFile(dataDir, 1), 'utf8')).split('\n');
    expect(lines).toHaveLength(3); // two lines and the final newline
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: 1, form_id: 1, values: { '11': 'Jan' }, files: [] });
    expect(new Date(JSON.parse(lines[0]!).date_created).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never reuses an id whose upload folder exists without a line (crash between the two)', async () => {
    await mkdir(path.join(dataDir, 'entries', 'uploads', 'form-7', '41'), { recursive: true });
    expect((await createEntryStore(dataDir).add(7, {}, [])).id).toBe(42);
  });

  it('starts a torn last line’s successor on a new line, and skips the torn one when reading', async () => {
    await mkdir(path.join(dataDir, 'entries'), { recursive: true });
    await writeFile(entriesFile(dataDir, 3), '{"id":5,"form_id":3,"values":{},"files":[]}\n{"id":6,"form_id":3,"val');
    const store = createEntryStore(dataDir);
    expect((await store.add(3, { '1': 'a@b.nl' }, [])).id).toBe(6);
    expect((await store.list(3)).map((entry) => entry.id)).toEqual([5, 6]);
  });

  it('gives concurrent entries distinct ids and whole lines', async () => {
    const store = createEntryStore(dataDir);
    const entries = await Promise.all(Array.from({ length: 25 }, (_, index) => store.add(1, { '13': `bericht ${index}` }, [])));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(25);
    expect(await store.list(1)).toHaveLength(25);
  });

  it('moves incoming files into the entry’s folder and records their paths', async () => {
    const store = createEntryStore(dataDir);
    const incoming = await store.createIncoming();
    await writeFile(path.join(incoming, 'plan.pdf'), '%PDF-1.4');
    const entry = await store.add(7, { '2': { '2.3': 'Jan' } }, [
      { fieldId: 16, originalName: 'Plan.pdf', name: 'plan.pdf', tempPath: path.join(incoming, 'plan.pdf'), size: 8, mimeType: 'application/pdf' },
    ]);
    await store.discardIncoming(incoming);
    expect(entry.values['16']).toEqual([`entries/uploads/form-7/${entry.id}/plan.pdf`]);
    expect(await readFile(path.join(dataDir, entry.files[0]!.path), 'utf8')).toBe('%PDF-1.4');
    expect(await readdir(store.incomingDir)).toEqual([]);
  });

  it('removes leftovers of dead processes from .incoming at start', async () => {
    const incoming = path.join(dataDir, 'entries', 'uploads', '.incoming');
    await mkdir(path.join(incoming, '999999999-1-dead'), { recursive: true });
    await appendFile(path.join(incoming, '999999999-1-dead', 'half.pdf'), 'half');
    await mkdir(path.join(incoming, `${process.ppid}-1-alive`), { recursive: true });
    createEntryStore(dataDir);
    expect(await readdir(incoming)).toEqual([`${process.ppid}-1-alive`]);
  });
});
