/**
 * Netlify Blobs for tests: @netlify/blobs' own BlobsServer (@netlify/blobs/server, the server
 * Netlify's CLI runs for local development: the API's routes, answered from a folder), so the real
 * client speaks to a server that answers as Netlify's API does. It runs in a child process: its
 * helpers are ES modules, which Jest's CommonJS runtime cannot require.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SERVER = `
  const { BlobsServer } = await import('@netlify/blobs/server');
  const server = new BlobsServer({ directory: process.argv[1], token: process.argv[2], logger: () => {} });
  const { port } = await server.start();
  console.log(JSON.stringify({ port }));
`;

export interface BlobsServerProcess {
  /** For getStore's apiURL (NETLIFY_BLOBS_API_URL). */
  apiURL: string;
  token: string;
  stop(): Promise<void>;
}

export async function startBlobsServer(token = 'test-token'): Promise<BlobsServerProcess> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'netlify-blobs-'));
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER, dir, token], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  return {
    apiURL: `http://127.0.0.1:${port}`,
    token,
    stop: async () => {
      child.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
