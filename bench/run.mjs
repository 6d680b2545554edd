#!/usr/bin/env node
// @ts-check
// `npm run bench`: build time (cold and warm), page weight and Lighthouse (mobile, the median of
// BENCH_RUNS runs, default 3) of every page type of the built site on the embedded WordPress
// stand-in, and the same Lighthouse figures of the floor (bench/floor: a one-page Gatsby 5 +
// React 18 site without plugins) and of the peer (Gatsby's official WordPress blog starter built
// against the same stand-in, bench/peer.mjs: BENCH_PEER=<git URL or local clone>, default GitHub)
// built and measured in the same run, with ours set against both and judged by the speed goals
// (bench/lib/goals.mjs: performance, TBT, CLS, main-thread work, first-load JS, LCP). Prints
// Markdown tables for docs/performance.md and writes bench/results/latest.json. Figures, not pass/fail:
// nothing here is asserted.
//   BENCH_PAGES=/,/contact/ npm run bench   other pages; BENCH_RUNS=1 for a quick look
//   npm run bench -- --posts 30,1000,10000   build scale: cold, warm and incremental builds with that
//                                            many generated posts, each with its own image (bench/scale.mjs)
//   npm run bench -- --kennisbank --sizes 0,1000,10000   the Kennisbank at scale (bench/kennisbank.mjs)
//   npm run bench -- --load [--duration 30] [--connections 50]   load test of the quotation endpoint and
//                                            the stand-in's form submissions (bench/load.mjs)
//   npm run bench -- --goals                 the goals table of the last run (bench/results/latest.json)
//   npm run bench -- --profile               where each page type's main-thread time goes under 4× CPU
//                                            throttling (chunks, React, styled-components, rendering, GC,
//                                            the LCP's phases) and the latency of a tap right after load
//                                            (bench/profile.mjs; --interactions for the taps alone)
// Lighthouse runs twice per page: with its own user agent (the site's isLighthouse() then skips its
// fade-ins) and with the user agent of Chrome on Android (bench/lib/lighthouse.mjs).
import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { buildSite, root, serveSite, startWordPress, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';
import { benchKennisbank } from './kennisbank.mjs';
import { benchLoad } from './load.mjs';
import { goalsTable, judgeGoals, judgeTaps, tapsTable } from './lib/goals.mjs';
import { mobileChromeUserAgent, runLighthouse as runLighthouseRuns } from './lib/lighthouse.mjs';
import { benchPeer } from './peer.mjs';
import { benchProfile, tapEach } from './profile.mjs';
import { benchScale } from './scale.mjs';

/** One page of each type: home, a service page (price carousel), the Kennisbank overview, a post, the quotation page, the contact page (a form). */
const PAGES = (process.env.BENCH_PAGES || '/,/diensten/vps/,/kennisbank/,/kennisbank/wat-is-een-vps/,/offerte-aanvragen/,/contact/').split(
  ',',
);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const FLOOR_DIR = path.join(root, 'bench', 'floor');

/**
 * @typedef {Awaited<ReturnType<typeof runLighthouseRuns>>} LighthouseFigures
 * @typedef {import('./lib/goals.mjs').MeasuredPage & { lighthouseChromeUa?: LighthouseFigures | null }} GoalsPage
 */

stopChildrenOnSignals();

/**
 * @param {import('../scripts/lib/processes.mjs').WordPressTask} wordpress
 * @param {{ cold: boolean }} options
 */
async function timedBuild(wordpress, { cold }) {
  if (cold) for (const dir of ['.cache', 'public']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const code = await buildSite({ graphqlUrl: wordpress.graphqlUrl, wordpress, quiet: true });
  if (code !== 0) throw new Error(`gatsby build failed (exit code ${code})`);
  return (Date.now() - started) / 1000;
}

/**
 * Bytes on the wire for a first visit, by resource type (Playwright, no cache).
 * @param {string} url
 */
async function pageWeight(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  /** @type {Record<string, number>} */
  const byType = {};
  /** @type {Map<string, string>} */
  const types = new Map();
  client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  client.on('Network.loadingFinished', (event) => {
    const type = (types.get(event.requestId) || 'Other').toLowerCase();
    byType[type] = (byType[type] || 0) + event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
  return {
    totalKB: +(total / 1024).toFixed(1),
    byTypeKB: Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, +(bytes / 1024).toFixed(1)])),
  };
}

/** Lighthouse with its own user agent, the median of RUNS runs (bench/lib/lighthouse.mjs). */
const runLighthouse = (/** @type {string} */ url) => runLighthouseRuns(url, { runs: RUNS });
/** The same with the user agent of Chrome on an Android phone: the site's isLighthouse() is off, its fade-ins run. */
const runLighthouseChromeUa = (/** @type {string} */ url) =>
  runLighthouseRuns(url, { runs: RUNS, emulatedUserAgent: mobileChromeUserAgent() });

/** The floor: bench/floor built (cold) and served beside ours, its one page measured the same way. */
async function benchFloor() {
  for (const dir of ['.cache', 'public']) rmSync(path.join(FLOOR_DIR, dir), { recursive: true, force: true });
  const code = await buildSite({ quiet: true, cwd: FLOOR_DIR });
  if (code !== 0) throw new Error(`the floor site's gatsby build failed (exit code ${code})`);
  const site = await serveSite({ port: 9003, host: '127.0.0.1', quiet: true, cwd: FLOOR_DIR });
  const lighthouseResult = await runLighthouse(site.url);
  await site.stop();
  return { path: '/', site: 'floor', lighthouse: lighthouseResult };
}

/**
 * @param {string} label
 * @param {LighthouseFigures} lh
 */
function lighthouseRow(label, lh) {
  return `| ${label} | ${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo} | ${(lh.lcpMs / 1000).toFixed(2)} s | ${lh.tbtMs} ms | ${lh.cls} | ${(lh.mainThreadMs / 1000).toFixed(2)} s | ${lh.totalKB} kB | ${lh.scriptKB} kB (${lh.scriptCount}) |`;
}

async function main() {
  const env = { WORDPRESS_SMTP_PORT: '0' };
  const wordpress = await startWordPress({ port: 8790, quiet: true, env });
  const coldBuildS = await timedBuild(wordpress, { cold: true });
  const warmBuildS = await timedBuild(wordpress, { cold: false });
  const site = await serveSite({ port: 9002, host: '127.0.0.1', quiet: true });
  const pages = [];
  for (const pathname of PAGES) {
    const url = new URL(pathname, site.url).href;
    pages.push({
      path: pathname,
      weight: await pageWeight(url),
      lighthouse: await runLighthouse(url),
      lighthouseChromeUa: await runLighthouseChromeUa(url),
    });
  }
  // The taps of the INP goal, scripted in the same build (bench/profile.mjs).
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const interactions = await tapEach(browser, site.url).finally(() => browser.close());
  await site.stop();
  const peer = await benchPeer({ wordpress, measure: runLighthouse });
  await wordpress.stop();
  const floor = process.env.BENCH_FLOOR === '0' ? null : await benchFloor();
  await stopAll();
  const result = {
    date: new Date().toISOString(),
    machine: '2 cores, 24 GiB',
    lighthouseRuns: RUNS,
    coldBuildS,
    warmBuildS,
    pages,
    interactions,
    floor,
    peer,
  };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);

  console.log(
    `\n| measure | value |\n|---|---|\n| cold build (no .cache) | ${coldBuildS.toFixed(0)} s |\n| warm build | ${warmBuildS.toFixed(0)} s |`,
  );
  for (const page of pages)
    console.log(
      `| ${page.path}: first-visit weight (Playwright, until idle) | ${page.weight.totalKB} kB (script ${page.weight.byTypeKB.script ?? 0} kB) |`,
    );
  console.log(`\nLighthouse mobile, median of ${RUNS} run(s):\n`);
  console.log(
    '| page | perf / a11y / best practices / SEO | LCP | TBT | CLS | main-thread work | total bytes | first-load JS (wire, scripts) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  if (floor) console.log(lighthouseRow('floor: one-page Gatsby 5 + React 18', floor.lighthouse));
  for (const page of peer?.pages ?? []) console.log(lighthouseRow(`peer (WordPress blog starter) ${page.path}`, page.lighthouse));
  for (const page of pages) console.log(lighthouseRow(page.path, page.lighthouse));
  console.log(
    `\nThe same pages with the user agent of Chrome on Android (\`${mobileChromeUserAgent()}\`): the site's fade-ins run, as on a phone:\n`,
  );
  console.log(
    '| page | perf / a11y / best practices / SEO | LCP | TBT | CLS | main-thread work | total bytes | first-load JS (wire, scripts) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of pages) console.log(lighthouseRow(page.path, page.lighthouseChromeUa));
  if (floor || peer) printGoals(pages, floor, peer);
  printTaps(interactions);
}

/**
 * The taps against the INP goal (bench/lib/goals.mjs).
 * @param {import('./lib/goals.mjs').Tap[] | undefined} interactions
 */
function printTaps(interactions) {
  if (!interactions?.length) return;
  console.log(
    '\nA tap on each control under 4× CPU (Event Timing, median of the runs), while the page hydrates, at the load event and idle:\n',
  );
  console.log(tapsTable(judgeTaps(interactions)));
}

/**
 * Ours against the floor and the peer, judged by the speed goals (bench/lib/goals.mjs).
 * @param {GoalsPage[]} pages
 * @param {{ lighthouse: LighthouseFigures } | null} floor
 * @param {import('./lib/goals.mjs').Peer | null} peer
 */
function printGoals(pages, floor, peer) {
  console.log('\nThe speed goals (bench/lib/goals.mjs), both user agents, against the floor and the peer of the same run:\n');
  console.log(goalsTable(judgeGoals(pages, floor, peer)));
}

/** `npm run bench -- --goals`: the goals table of the last run (bench/results/latest.json), without measuring again. */
async function printLastGoals() {
  const last = JSON.parse(readFileSync(path.join(root, 'bench', 'results', 'latest.json'), 'utf8'));
  console.log(`bench/results/latest.json: ${last.date}, ${last.machine}, median of ${last.lighthouseRuns}`);
  printGoals(last.pages, last.floor, last.peer);
  printTaps(last.interactions);
}

const mode = process.argv.includes('--goals')
  ? printLastGoals
  : process.argv.includes('--profile') || process.argv.includes('--interactions')
    ? benchProfile
    : process.argv.includes('--load')
      ? benchLoad
      : process.argv.includes('--kennisbank')
        ? benchKennisbank
        : process.argv.includes('--posts')
          ? benchScale
          : main;
mode(process.argv).catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
