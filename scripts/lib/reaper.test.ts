/**
 * @jest-environment node
 *
 * A parent killed outright leaves nothing behind (scripts/lib/reaper.mjs): a parent script starts a
 * long-running child through scripts/lib/processes.mjs, as `npm start` starts the stand-in and the
 * site server (detached, in a process group of its own), the child listening on a port and with a
 * grandchild in its group; the parent's whole process group gets `kill -9`. Within a few seconds
 * the child's group has no living process left and its port is free, also when a member ignores
 * SIGTERM. A parent that stops its children itself ends its reaper at once. Linux only: the test
 * reads process groups from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { livingMembers } from './process-groups.mjs';

const processes = pathToFileURL(path.join(__dirname, 'processes.mjs')).href;
const GRACE_MS = 1000;

/**
 * The child: an HTTP server on a free port, with a grandchild in its process group; with
 * `stubborn` both ignore SIGTERM. It prints `child <port> <grandchild pid>`.
 */
const childCode = (stubborn: boolean) => `
  const { spawn } = require('node:child_process');
  ${stubborn ? "process.on('SIGTERM', () => {});" : ''}
  const grandchild = spawn(process.execPath, ['-e', "${stubborn ? "process.on('SIGTERM', () => {}); " : ''}setInterval(() => {}, 1000)"], { stdio: 'ignore' });
  const server = require('node:http').createServer().listen(0, '127.0.0.1', () => {
    console.log('child ' + server.address().port + ' ' + grandchild.pid);
  });
`;

/** The parent: starts the child through processes.mjs; `then` runs once the child is listening. */
const parentCode = (stubborn: boolean, then = '') => `
  import { start, stopAll } from ${JSON.stringify(processes)};
  const task = start('listener', process.execPath, ['-e', ${JSON.stringify(childCode(stubborn))}], { quiet: true });
  task.onLine(async (line) => {
    if (!line.startsWith('child ')) return;
    console.log('ready ' + task.child.pid + ' ' + line.split(' ').slice(1).join(' '));
    ${then}
  });
`;

interface Started {
  parent: ChildProcess;
  childPid: number;
  port: number;
  grandchildPid: number;
  output: () => string;
}

/** Runs a parent script in a process group of its own (as a terminal runs `npm start`). */
async function startParent(code: string): Promise<Started> {
  const parent = spawn(process.execPath, ['--input-type=module', '-e', code], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REAPER_GRACE_MS: String(GRACE_MS) },
  });
  let output = '';
  parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  parent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the parent did not start its child:\n${output}`)), 15_000);
    parent.stdout!.on('data', () => {
      const match = /ready (\d+) (\d+) (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    parent.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the parent exited (${code}) before its child was ready:\n${output}`));
    });
  });
  return { parent, childPid: Number(ready[1]), port: Number(ready[2]), grandchildPid: Number(ready[3]), output: () => output };
}

/** The reaper processes.mjs started for `parentPid` (`node …/reaper.mjs <parentPid>`), from /proc. */
function reapersOf(parentPid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        return (
          args.some((arg) => arg.endsWith('reaper.mjs')) && args.includes(String(parentPid)) && livingMembers(Number(entry)).length > 0
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Polls until `check` holds; how long it took, or throws after `timeoutMs`. */
async function within(timeoutMs: number, what: string, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const killGroup = (pgid: number) => {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    /* gone */
  }
};

const onLinux = process.platform === 'linux' ? describe : describe.skip;

const started: Started[] = [];
afterEach(() => {
  // Whatever a failed test left: the parents' and the children's groups.
  for (const { parent, childPid } of started.splice(0)) {
    killGroup(parent.pid!);
    killGroup(childPid);
  }
});

onLinux('a parent killed with kill -9', () => {
  it.each([
    ['children that stop on SIGTERM', false],
    ['children that ignore SIGTERM (SIGKILL after the grace period)', true],
  ])(
    'leaves no process of its child group and no port behind: %s',
    async (_name, stubborn) => {
      const run = await startParent(parentCode(stubborn));
      started.push(run);
      const { parent, childPid, port, grandchildPid } = run;
      // The child runs in a group of its own, with its grandchild, and holds its port.
      expect(livingMembers(childPid).sort()).toEqual([childPid, grandchildPid].sort());
      expect(await portFree(port)).toBe(false);
      expect(reapersOf(parent.pid!)).toHaveLength(1);

      const exited = new Promise((resolve) => parent.once('exit', resolve));
      // The whole process group of the parent, as a terminal's or an OOM kill would leave it: no handler runs.
      process.kill(-parent.pid!, 'SIGKILL');
      await exited;

      const limit = (stubborn ? GRACE_MS : 0) + 5000;
      const gone = await within(limit, `the child's process group ${childPid} gone`, () => livingMembers(childPid).length === 0);
      await within(1000, `port ${port} free`, () => portFree(port));
      await within(2000, 'the reaper ended', () => reapersOf(parent.pid!).length === 0);
      if (stubborn) expect(gone).toBeGreaterThanOrEqual(GRACE_MS - 100);
      expect(run.output()).toContain(`[reaper] process ${parent.pid} ended without stopping listener (process group ${childPid})`);
    },
    20_000,
  );
});

onLinux('a parent that stops its children itself', () => {
  it('ends its reaper as it exits, with nothing left to stop', async () => {
    const run = await startParent(parentCode(false, 'await stopAll(); process.exit(0);'));
    started.push(run);
    const { parent, childPid } = run;
    await new Promise((resolve) => (parent.exitCode === null ? parent.once('exit', resolve) : resolve(undefined)));
    await within(2000, 'the reaper ended', () => reapersOf(parent.pid!).length === 0);
    expect(livingMembers(childPid)).toEqual([]);
    expect(run.output()).not.toContain('[reaper]');
  }, 20_000);
});
