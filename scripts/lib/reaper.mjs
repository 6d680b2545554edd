#!/usr/bin/env node
// @ts-check
/**
 * The reaper: stops the process groups a parent started when the parent is gone, however it went.
 *
 *   node scripts/lib/reaper.mjs <parent pid>
 *
 * scripts/lib/processes.mjs starts one per parent (`npm start`, `npm test`, the preview server …),
 * detached in a session of its own so that a `kill -9` of the parent's process group does not take
 * it along, and tells it over its stdin which children it started and which have ended:
 *
 *   start <pgid> <label>
 *   end <pgid>
 *
 * The parent never closes that pipe itself: the kernel does when the parent exits, also after a
 * SIGKILL or the OOM killer, which no handler in the parent sees. At that end of input the reaper
 * sends SIGTERM to every group still listed, SIGKILL to those still there after GRACE_MS, and exits.
 * After a normal stop the list is empty and it exits at once. (Linux's PR_SET_PDEATHSIG would do
 * this without a process, but Node cannot set it, it reaches only the direct child and not its
 * group, and macOS has no equivalent.)
 *
 * A group is listed by its leader's pid and taken off when the leader has exited: Linux gives that
 * number to no new process while any member of the group lives, but may once the group is gone, so
 * the reaper never signals a number the parent has not just said is running.
 */
import { existsSync } from 'node:fs';
import { livingMembers } from './process-groups.mjs';

const GRACE_MS = Number(process.env.REAPER_GRACE_MS || 5000);
const parent = process.argv[2] ?? '?';
/** @type {Map<number, string>} pgid → label */
const groups = new Map();

/**
 * Sends `signal` to the group; true while it exists (0 only checks).
 * @param {number} pgid
 * @param {NodeJS.Signals | 0} signal
 */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * True while the group has a member that still runs. Where /proc exists (Linux) a zombie does not
 * count: an orphan's exit status is collected by PID 1, and in a container that may never happen.
 * @param {number} pgid
 */
function groupAlive(pgid) {
  if (!existsSync('/proc/self/stat')) return signalGroup(pgid, 0);
  return livingMembers(pgid).length > 0;
}

let reaping = false;
async function reap() {
  if (reaping) return;
  reaping = true;
  const left = [...groups].filter(([pgid]) => signalGroup(pgid, 'SIGTERM'));
  if (left.length) {
    const names = left.map(([pgid, label]) => `${label || 'process'} (process group ${pgid})`).join(', ');
    console.error(`[reaper] process ${parent} ended without stopping ${names}: stopping them.`);
    const deadline = Date.now() + GRACE_MS;
    while (Date.now() < deadline && left.some(([pgid]) => groupAlive(pgid))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const [pgid] of left) signalGroup(pgid, 'SIGKILL');
  }
  process.exit(0);
}

let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\n');
  rest = lines.pop() ?? '';
  for (const line of lines) {
    const [command, pid, ...label] = line.split(' ');
    const pgid = Number(pid);
    if (!Number.isInteger(pgid) || pgid <= 1) continue;
    if (command === 'start') groups.set(pgid, label.join(' '));
    else if (command === 'end') groups.delete(pgid);
  }
});
process.stdin.on('end', () => void reap());
process.stdin.on('error', () => void reap());
