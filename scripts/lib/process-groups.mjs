// @ts-check
// Process groups as Linux's /proc shows them: for the reaper (reaper.mjs) and its test.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The pids of the processes in group `pgid` that have not exited (zombies left out), from
 * /proc/<pid>/stat: "pid (comm) state ppid pgrp …", comm being any text in parentheses.
 * @param {number} pgid
 */
export function livingMembers(pgid) {
  /** @type {number[]} */
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') members.push(Number(entry));
  }
  return members;
}
