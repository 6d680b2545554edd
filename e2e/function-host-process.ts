/**
 * A Function host of a test's own: scripts/serve.ts on the build the e2e step made, started on a
 * free port with the test's settings (its own request store, SMTP_URL, limits), as `npm start`
 * runs it. For the tests that kill it or configure it apart from the shared e2e server
 * (faults.e2e.ts, quotation-abuse.e2e.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const NODE = path.join(ROOT, 'node_modules/.bin/node');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Host {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  /** What it printed (its log lines: refusals, errors). */
  output: () => string;
}

/** scripts/serve.ts with these settings over the caller's environment. */
export async function startHost(env: Record<string, string>): Promise<Host> {
  const port = await freePort();
  const child = spawn(NODE, ['scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.ts exited:\n${output}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return { child, url, exited, output: () => output };
    } catch {
      if (Date.now() > deadline) throw new Error(`scripts/serve.ts did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function stopHost(host: Host | undefined) {
  if (!host || host.child.exitCode !== null || host.child.signalCode !== null) return;
  host.child.kill('SIGTERM');
  await host.exited;
}

/**
 * `npm run quotes:resend -- <args>` with these settings over the caller's environment: its exit code
 * and output. Asynchronous: the SMTP server it mails to may run in the test's own process.
 */
export async function quotesResend(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const child = spawn(NODE, ['scripts/quotes-resend.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}
