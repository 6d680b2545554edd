// One measured `gatsby build` for the benches (bench/kennisbank.mjs, bench/scale.mjs): wall time,
// peak memory of the build's process tree and, separately, of the WordPress stand-in, Gatsby's
// own step timings and the build's output lines.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bin, root, start } from '../../scripts/lib/processes.mjs';

export const SAMPLE_MS = 200;

/**
 * Resident memory (bytes) of every process in the process group `pgid`, summed; 0 when gone.
 * `start()` spawns each command in a process group of its own, so this is gatsby and every
 * worker it forks (or the stand-in alone).
 */
export function groupRss(pgid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(status);
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      /* the process ended while we read it */
    }
  }
  return total;
}

/**
 * Gatsby's step timings from its plain reporter (CI set): "success source and transform nodes -
 * 12.345s" → { 'source and transform nodes': 12.345 }, summed when a step repeats.
 */
export function stepTimings(lines) {
  const steps = {};
  for (const line of lines) {
    const match = /success (.+?) - ([\d.]+)s/.exec(line);
    // gatsby-source-wordpress names its steps " gatsby-source-wordpress  fetching nodes".
    const name = match?.[1].trim().replace(/\s+/g, ' ');
    if (name) steps[name] = +((steps[name] ?? 0) + Number(match[2])).toFixed(3);
  }
  return steps;
}

const toMB = (bytes) => Math.round(bytes / 1024 / 1024);

/**
 * `gatsby build` against the running stand-in `wordpress` (a startWordPress() task); `cold`
 * removes .cache and public first. Fails when the build fails or the stand-in stops.
 */
export async function measuredBuild(wordpress, { cold, env = {} } = {}) {
  if (cold) for (const dir of ['.cache', 'public']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const build = start('', bin('gatsby'), ['build'], { env: { WPGRAPHQL_URL: wordpress.graphqlUrl, CI: '1', ...env }, quiet: true });
  const lines = [];
  build.onLine((line) => lines.push(stripVTControlCharacters(line)));
  let peak = 0;
  let standInPeak = 0;
  const sample = () => {
    peak = Math.max(peak, groupRss(build.child.pid));
    standInPeak = Math.max(standInPeak, groupRss(wordpress.child.pid));
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const first = await Promise.race([build.exited.then((result) => ({ who: 'build', ...result })), wordpress.exited.then((result) => ({ who: 'wordpress', ...result }))]);
  clearInterval(sampler);
  if (first.who !== 'build' || first.code !== 0) {
    if (first.who !== 'build') await build.stop();
    throw new Error(`gatsby build failed (${first.who}: exit code ${first.code})\n${lines.slice(-30).join('\n')}`);
  }
  return { buildS: (Date.now() - started) / 1000, peakMemoryMB: toMB(peak), standInPeakMemoryMB: toMB(standInPeak), steps: stepTimings(lines), lines };
}

/**
 * `count` generated posts with their own featured images (npm run content:generate) in
 * .data/content/posts-<count>.json, and their image files drawn ahead into the stand-in's uploads
 * (kept under .data: drawn once, checked in about a second after). Returns the file and how long
 * the images took, so the build figures are those of a WordPress that has its uploads already.
 */
export function prepareExtraPosts(count) {
  const file = path.join(root, '.data', 'content', `posts-${count}.json`);
  execFileSync(process.execPath, ['mocks/content/generate.ts', '--posts', String(count), '--out', file], { cwd: root, stdio: 'inherit' });
  const started = Date.now();
  execFileSync(process.execPath, ['mocks/wordpress/media.ts', '--extra', file], { cwd: root, stdio: 'inherit' });
  return { file, mediaS: (Date.now() - started) / 1000 };
}
