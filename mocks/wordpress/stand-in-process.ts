/**
 * For tests: the stand-in as a real child process (as gatsby-source-wordpress and the
 * quotation function meet it) on free loopback ports, with its own temporary data folder.
 * The ports are read from its ready line:
 *   [wordpress] stand-in ready at http://127.0.0.1:<port>/graphql (schemaMd5 …) smtp 127.0.0.1:<port>
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface StandInProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  smtpHost: string;
  smtpPort: number;
  /** Its WORDPRESS_DATA_DIR: a new temporary folder unless `env` names one. */
  dataDir: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once its output matches (log lines arrive a little after the answer they describe). */
  waitForOutput(pattern: RegExp | string, timeoutMs?: number): Promise<void>;
  /** Stops it (SIGTERM) and removes the data folder if this helper made it. */
  stop(): Promise<void>;
}

/** `env` is added to the child's environment (e.g. WORDPRESS_DATA_DIR to restart on the data of another). */
export async function startStandInProcess(env: Record<string, string> = {}): Promise<StandInProcess> {
  const ownDataDir = env.WORDPRESS_DATA_DIR === undefined;
  const dataDir = env.WORDPRESS_DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'wordpress-stand-in-')));
  const removeDataDir = () => (ownDataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve());
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['mocks/wordpress/server.ts'], {
    cwd: root,
    env: { ...process.env, WORDPRESS_PORT: '0', WORDPRESS_SMTP_PORT: '0', ...env, WORDPRESS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const output = () => log.join('');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stand-in did not start:\n${output()}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      log.push(chunk.toString());
      const match = /stand-in ready at (http:\/\/[^/\s]+)\/graphql\b.* smtp ([\d.]+):(\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stand-in exited with ${code}:\n${output()}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await removeDataDir();
    throw error;
  });
  return {
    child,
    base: ready[1]!,
    smtpHost: ready[2]!,
    smtpPort: Number(ready[3]),
    dataDir,
    output,
    async waitForOutput(pattern, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      const seen = () => (typeof pattern === 'string' ? output().includes(pattern) : pattern.test(output()));
      while (!seen()) {
        if (Date.now() > deadline) throw new Error(`the stand-in did not print ${pattern} within ${timeoutMs} ms:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await removeDataDir();
    },
  };
}
