// @ts-check
// One measured `gatsby build` for the benches (bench/kennisbank.mjs, bench/scale.mjs): wall time,
// peak memory of the build's process tree (sampled every 200 ms) and, separately, of the WordPress stand-in, Gatsby's
// own step timings and the build's output lines.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bin, root, start } from '../../scripts/lib/processes.mjs';

export const SAMPLE_MS = 200;

/**
 * Memory (bytes) of every process in the process group `pgid`, summed; 0 when gone. `start()`
 * spawns each command in a process group of its own, so this is gatsby and every worker it forks
 * (or the stand-in alone). `rss`: resident memory, what `ps` and `top` show; summed, it counts
 * pages the processes share (libraries, LMDB's memory-mapped datastore that gatsby's workers
 * all read) once per process. `pss` (the kernel's proportional set size) shares each such page
 * out among its users: the sum is what the tree really takes.
 * @param {number | undefined} pgid
 */
export function groupMemory(pgid) {
  let rss = 0;
  let pss = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      /* the process ended while we read it */
    }
  }
  return { rss, pss };
}

/**
 * Gatsby's step timings from its plain reporter (CI set): "success source and transform nodes -
 * 12.345s" → { 'source and transform nodes': 12.345 }, summed when a step repeats.
 * @param {string[]} lines
 */
export function stepTimings(lines) {
  /** @type {Record<string, number>} */
  const steps = {};
  for (const line of lines) {
    const match = /success (.+?) - ([\d.]+)s/.exec(line);
    if (!match) continue;
    // gatsby-source-wordpress names its steps " gatsby-source-wordpress  fetching nodes".
    const name = match[1]?.trim().replace(/\s+/g, ' ');
    if (name) steps[name] = +((steps[name] ?? 0) + Number(match[2])).toFixed(3);
  }
  return steps;
}

const toMB = (/** @type {number} */ bytes) => Math.round(bytes / 1024 / 1024);

/**
 * `gatsby build` against the running stand-in `wordpress` (a startWordPress() task); `cold`
 * removes .cache and public first. Fails when the build fails or the stand-in stops.
 * @param {import('../../scripts/lib/processes.mjs').WordPressTask} wordpress
 * @param {{ cold?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
export async function measuredBuild(wordpress, { cold, env = {} } = {}) {
  if (cold) for (const dir of ['.cache', 'public']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const build = start('', bin('gatsby'), ['build'], { env: { WPGRAPHQL_URL: wordpress.graphqlUrl, CI: '1', ...env }, quiet: true });
  /** @type {string[]} */
  const lines = [];
  // The step under way: the last one that finished ("success <step> - 1.2s"), so the peak can be placed.
  let afterStep = 'start';
  build.onLine((line) => {
    const plain = stripVTControlCharacters(line);
    lines.push(plain);
    const step = /success (.+?) - [\d.]+s/.exec(plain)?.[1];
    if (step) afterStep = step.trim().replace(/\s+/g, ' ');
  });
  let peak = { rss: 0, pss: 0, afterStep };
  let standInPeak = 0;
  const sample = () => {
    const memory = groupMemory(build.child.pid);
    if (memory.rss > peak.rss) peak = { ...peak, rss: memory.rss, afterStep };
    peak.pss = Math.max(peak.pss, memory.pss);
    standInPeak = Math.max(standInPeak, groupMemory(wordpress.child.pid).rss);
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const first = await Promise.race([
    build.exited.then((result) => ({ who: 'build', ...result })),
    wordpress.exited.then((result) => ({ who: 'wordpress', ...result })),
  ]);
  clearInterval(sampler);
  if (first.who !== 'build' || first.code !== 0) {
    if (first.who !== 'build') await build.stop();
    throw new Error(`gatsby build failed (${first.who}: exit code ${first.code})\n${lines.slice(-30).join('\n')}`);
  }
  return {
    buildS: (Date.now() - started) / 1000,
    peakMemoryMB: toMB(peak.rss),
    peakPssMB: toMB(peak.pss),
    peakAfterStep: peak.afterStep,
    standInPeakMemoryMB: toMB(standInPeak),
    steps: stepTimings(lines),
    lines,
  };
}

/**
 * `count` generated posts with their own featured images (npm run content:generate) in
 * .data/content/posts-<count>.json, and their image files drawn ahead into the stand-in's uploads
 * (kept under .data: drawn once, checked in about a second after). Returns the file and how long
 * the images took, so the build figures are those of a WordPress that has its uploads already.
 * @param {number} count
 */
export function prepareExtraPosts(count) {
  const file = path.join(root, '.data', 'content', `posts-${count}.json`);
  execFileSync(process.execPath, ['mocks/content/generate.ts', '--posts', String(count), '--out', file], { cwd: root, stdio: 'inherit' });
  const started = Date.now();
  execFileSync(process.execPath, ['mocks/wordpress/media.ts', '--extra', file], { cwd: root, stdio: 'inherit' });
  return { file, mediaS: (Date.now() - started) / 1000 };
}
