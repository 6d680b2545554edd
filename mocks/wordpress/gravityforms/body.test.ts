/**
 * @jest-environment node
 *
 * The multipart limits of body.ts at small sizes, over real HTTP: readSubmissionBody behind a
 * server in this process on a free port, with its own entry store and tiny limits (1 file,
 * 3 fields, 10 kB a file), answering as route.ts does. The same limits at their default sizes,
 * through the stand-in process and its request log, are in route.test.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { GfForm } from '../../content/types';
import { HttpError, sendJson } from '../http';
import { DEFAULT_LIMITS, discardRest, readSubmissionBody } from './body';
import { createEntryStore } from './entries';

const FORM: GfForm = {
  databaseId: 1,
  title: 'Klein formulier',
  fields: [
    { id: 1, type: 'text', label: 'Naam', isRequired: false },
    { id: 2, type: 'fileupload', label: 'Bijlage', isRequired: false, allowedExtensions: ['pdf'], maxFileSize: 1 },
  ],
  confirmations: [],
  submitButton: { text: 'Verstuur' },
};

let dataDir: string;
let server: http.Server;
let url: string;
const incoming = () => readdir(path.join(dataDir, 'entries', 'uploads', '.incoming'));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gf-body-test-'));
  const store = createEntryStore(dataDir);
  const limits = { ...DEFAULT_LIMITS, maxFiles: 1, maxFields: 3, maxFileBytes: 10_000 };
  server = http.createServer((req, res) => {
    readSubmissionBody(req, FORM, store, limits).then(
      async (body) => {
        if (body.incomingDir) await store.discardIncoming(body.incomingDir);
        sendJson(res, 200, { values: body.values, files: Object.values(body.files).flat().map((file) => [file.name, file.size]) });
      },
      (error: HttpError) => {
        discardRest(req);
        sendJson(res, error.status, error.body);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/gf/v2/forms/1/submissions`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function post(data: FormData): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', body: data, signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function parts(files: Array<[string, number]>, fields: number): FormData {
  const data = new FormData();
  for (const [name, size] of files) data.append('input_2', new Blob([new Uint8Array(size)]), name);
  for (let index = 0; index < fields; index += 1) data.append('input_1', `veld ${index}`);
  return data;
}

describe('multipart limits', () => {
  it('exactly as many files and fields as allowed: answered as usual, the file stored', async () => {
    const answer = await post(parts([['a.pdf', 100]], 3));
    expect(answer).toEqual({ status: 200, body: { values: { input_1: 'veld 2' }, files: [['a.pdf', 100]] } });
    expect(await incoming()).toEqual([]);
  });

  it('one file too many: 413 at once, nothing left in .incoming', async () => {
    const answer = await post(parts([['a.pdf', 100], ['b.pdf', 100]], 0));
    expect(answer).toEqual({ status: 413, body: { code: 'rest_payload_too_large', message: 'Too many files: at most 1.', data: { status: 413, limit: 1 } } });
    expect(await incoming()).toEqual([]);
  });

  it('a file, then one field too many: 413 at once, nothing left in .incoming', async () => {
    const answer = await post(parts([['a.pdf', 100]], 4));
    expect(answer).toEqual({ status: 413, body: { code: 'rest_payload_too_large', message: 'Too many fields: at most 3.', data: { status: 413, limit: 3 } } });
    expect(await incoming()).toEqual([]);
  });

  it('a file over the size limit (busboy’s file limit): 413 naming it, its partial copy removed', async () => {
    const answer = await post(parts([['groot.pdf', 50_000]], 1));
    expect(answer).toEqual({
      status: 413,
      body: { code: 'rest_payload_too_large', message: 'The file groot.pdf is larger than 9.8 kB (10000 bytes).', data: { status: 413, limit: 10_000 } },
    });
    expect(await incoming()).toEqual([]);
  });

  it('still answers after all of that', async () => {
    expect((await post(parts([['c.pdf', 10]], 1))).status).toBe(200);
  });
});
