// @ts-check
// Child-process helpers shared by `npm start` (scripts/start.mjs) and `npm test` (scripts/test.mjs).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);

export const STAND_IN_PORT = Number(process.env.WORDPRESS_PORT || 8788);
export const SITE_PORT = Number(process.env.PORT || 9000);

/** Environment for every tool: no telemetry, no update checks (machines have no internet). */
export const quietEnv = {
  GATSBY_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  CHROMATIC_TELEMETRY: '0',
  BROWSERSLIST_IGNORE_OLD_DATA: '1',
};

/** @type {Set<import('node:child_process').ChildProcess>} */
/**
 * @typedef {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} StartOptions
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 */

const children = new Set();

/** @type {import('node:child_process').ChildProcess | null | undefined} */
let reaper;

/**
 * Tells this process's reaper (scripts/lib/reaper.mjs, started with the first child) that a process
 * group started or ended. The reaper stops the groups still running once this process is gone, also
 * when it was killed outright (`kill -9`, the OOM killer) and none of its handlers ran; children
 * live in groups of their own, so nothing else would stop them.
 * @param {string} line
 */
function tellReaper(line) {
  if (reaper === undefined) {
    try {
      reaper = spawn(process.execPath, [fileURLToPath(new URL('./reaper.mjs', import.meta.url)), String(process.pid)], {
        // stderr shared: its one line, when it has to stop something, is for whoever watched this process.
        stdio: ['pipe', 'ignore', 'inherit'],
        // Its own session: a signal to this process's group (Ctrl-C, `kill -9 -<pgid>`) does not reach it.
        detached: true,
      });
      reaper.on('error', () => (reaper = null));
      reaper.stdin?.on('error', () => undefined);
      // Neither the reaper nor its pipe keeps this process alive; the pipe closes when this process exits.
      reaper.unref();
      /** @type {import('node:net').Socket} */ (reaper.stdin).unref();
    } catch {
      reaper = null;
    }
  }
  reaper?.stdin?.write(`${line}\n`);
}

/**
 * Spawns a command in its own process group so the whole tree it starts can be
 * stopped at once. Output is passed through, each line prefixed with `label`.
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {StartOptions} [options]
 */
export function start(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...quietEnv, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  if (child.pid) tellReaper(`start ${child.pid} ${label || path.basename(command)}`);
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (child.pid) tellReaper(`end ${child.pid}`);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      children.delete(child);
      console.error(`[${label}] could not start ${command}: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
  });
  /** @type {Array<(line: string) => void>} */
  const listeners = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!options.quiet) process.stdout.write(line.startsWith('[') || !label ? `${line}\n` : `[${label}] ${line}\n`);
        for (const listener of listeners) listener(line);
      }
    });
  }
  return {
    child,
    exited,
    onLine: (/** @type {(line: string) => void} */ listener) => listeners.push(listener),
    stop: () => stopTree(child),
  };
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 * @returns {Promise<void>}
 */
function stopTree(child, signal = 'SIGTERM') {
  const pid = child.pid;
  // No pid: it never started (its 'error' event said so), so there is no group to stop.
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopTree(child)));
}

/**
 * Runs a command to its end; resolves with its exit code.
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {StartOptions} [options]
 */
export async function run(label, command, args, options = {}) {
  const task = start(label, command, args, options);
  const { code, signal } = await task.exited;
  return code ?? (signal ? 1 : 0);
}

/**
 * Polls a URL until it answers (any HTTP status), or fails after `timeoutMs`, or once `exited` settles.
 * @param {string} url
 * @param {{ timeoutMs?: number, exited?: Promise<unknown> }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  exited?.then(() => {
    stopped = true;
  });
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * True when nothing listens on `port` of `host` (a moment later something may).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Starts the embedded WordPress stand-in and waits for its own "ready" line (not just any
 * answer on the port: another process may hold it). Fails when it exits first. `port` 0 (and
 * WORDPRESS_SMTP_PORT 0 in `env`) takes a free one; the ready line says which: `graphqlUrl`, `smtpPort`.
 * @param {{ port?: number, quiet?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
export async function startWordPress({ port = STAND_IN_PORT, quiet = false, env = {} } = {}) {
  const task = start('wordpress', process.execPath, ['mocks/wordpress/server.ts'], {
    env: { WORDPRESS_PORT: String(port), ...env },
    quiet,
  });
  /** @type {string[]} */
  const output = [];
  /** @type {{ graphqlUrl: string, smtpPort: number }} */
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the WordPress stand-in did not start within 60 s')), 60_000);
    task.onLine((line) => {
      output.push(line);
      const match = /stand-in ready at (\S+).* smtp \S+:(\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        // Both groups are required by the pattern, so a match has them.
        resolve({ graphqlUrl: /** @type {string} */ (match[1]), smtpPort: Number(match[2]) });
      }
    });
    task.exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the WordPress stand-in could not start (exit code ${code}):\n${output.slice(-5).join('\n')}`));
    });
  });
  return { ...task, ...ready };
}

/** @typedef {Awaited<ReturnType<typeof startWordPress>>} WordPressTask the running stand-in */

/**
 * `gatsby build` against a WordPress GraphQL URL. When `wordpress` (the stand-in task)
 * exits during the build, the build is stopped at once with a clear message instead of
 * waiting for the plugin's request time-outs.
 * @param {{ graphqlUrl?: string, wordpress?: { exited: Promise<Exit> }, quiet?: boolean, env?: NodeJS.ProcessEnv, cwd?: string }} options
 */
export async function buildSite({ graphqlUrl, wordpress, quiet = false, env = {}, cwd }) {
  const build = start('', bin('gatsby'), ['build'], { env: { WPGRAPHQL_URL: graphqlUrl, ...env }, quiet, cwd });
  if (!wordpress) {
    const { code } = await build.exited;
    return code ?? 1;
  }
  const first = await Promise.race([
    build.exited.then((r) => ({ who: 'build', ...r })),
    wordpress.exited.then((r) => ({ who: 'wordpress', ...r })),
  ]);
  if (first.who === 'wordpress') {
    await build.stop();
    console.error(
      `\n✖ The WordPress stand-in stopped during the build (${first.signal ?? `exit code ${first.code}`}), so the build was stopped: ` +
        'Gatsby needs WordPress for the whole build (sourcing and image processing). Run the command again.',
    );
    return 1;
  }
  return first.code ?? 1;
}

/**
 * The built site (static files, Gatsby Functions and the build's caching headers) served by
 * scripts/serve.ts on the site port; `env` reaches its Gatsby Functions (the quotation endpoint's
 * SMTP_URL). `cwd` is the site directory (bench/floor for the floor site).
 * @param {{ port?: number, host?: string, quiet?: boolean, env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export async function serveSite({ port = SITE_PORT, host = '127.0.0.1', quiet = false, env = {}, cwd } = {}) {
  const task = start('serve', process.execPath, [path.join(root, 'scripts', 'serve.ts'), '--port', String(port), '--host', host], {
    quiet,
    env,
    cwd,
  });
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`;
  await waitForUrl(url, { exited: task.exited, timeoutMs: 60_000 });
  return { ...task, url };
}

let stopping = false;
/** True once Ctrl-C (or SIGTERM) was received: children exiting then is expected. */
export const isStopping = () => stopping;

/** Stops every child on Ctrl-C or termination, then exits. */
export function stopChildrenOnSignals() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping ${children.size} process(es)…`);
      await stopAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}
