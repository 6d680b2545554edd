#!/usr/bin/env node
// `npm run bench`: build time (cold and warm), page weight and Lighthouse (mobile) of the
// built site on the embedded WordPress stand-in. Prints a Markdown table for the README and
// writes bench/results/latest.json (or posts-N.json). Figures, not pass/fail: nothing here is asserted.
//   npm run bench -- --posts 10000   adds 10,000 generated posts (npm run content:generate)
//   npm run bench -- --kennisbank --sizes 0,1000,10000   the Kennisbank at scale (bench/kennisbank.mjs)
import { execFileSync } from 'node:child_process';
import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { buildSite, root, serveSite, startWordPress, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';
import { benchKennisbank } from './kennisbank.mjs';

const PAGES = (process.env.BENCH_PAGES || '/,/diensten/vps/,/kennisbank/wat-is-een-vps/').split(',');
const postsIndex = process.argv.indexOf('--posts');
const EXTRA_POSTS = postsIndex > 0 ? Number(process.argv[postsIndex + 1]) : 0;

stopChildrenOnSignals();

async function timedBuild(wordpress, { cold }) {
  if (cold) for (const dir of ['.cache', 'public']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const code = await buildSite({ graphqlUrl: wordpress.graphqlUrl, wordpress, quiet: true });
  if (code !== 0) throw new Error(`gatsby build failed (exit code ${code})`);
  return (Date.now() - started) / 1000;
}

/** Bytes on the wire for a first visit, by resource type (Playwright, no cache). */
async function pageWeight(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const byType = {};
  const types = new Map();
  client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  client.on('Network.loadingFinished', (event) => {
    const type = (types.get(event.requestId) || 'Other').toLowerCase();
    byType[type] = (byType[type] || 0) + event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
  return { totalKB: +(total / 1024).toFixed(1), byTypeKB: Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, +(bytes / 1024).toFixed(1)])) };
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const env = { WORDPRESS_SMTP_PORT: '0' };
  if (EXTRA_POSTS) {
    const file = path.join(root, '.data', 'content', `posts-${EXTRA_POSTS}.json`);
    execFileSync(process.execPath, ['mocks/content/generate.ts', '--posts', String(EXTRA_POSTS), '--out', file], { cwd: root, stdio: 'inherit' });
    env.WORDPRESS_EXTRA_POSTS = file;
  }
  const wordpress = await startWordPress({ port: 8790, quiet: true, env });
  const coldBuildS = await timedBuild(wordpress, { cold: true });
  const warmBuildS = await timedBuild(wordpress, { cold: false });
  const site = await serveSite({ port: 9002, host: '127.0.0.1', quiet: true });
  const pages = [];
  for (const pathname of PAGES) {
    const url = new URL(pathname, site.url).href;
    pages.push({ path: pathname, weight: await pageWeight(url), lighthouse: await runLighthouse(url) });
  }
  await stopAll();
  const result = { date: new Date().toISOString(), machine: '2 cores, 24 GiB', extraPosts: EXTRA_POSTS, coldBuildS, warmBuildS, pages };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', EXTRA_POSTS ? `posts-${EXTRA_POSTS}.json` : 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);

  const label = EXTRA_POSTS ? ` (+${EXTRA_POSTS} posts)` : '';
  console.log(`\n| measure | value |\n|---|---|\n| cold build (no .cache)${label} | ${coldBuildS.toFixed(0)} s |\n| warm build${label} | ${warmBuildS.toFixed(0)} s |`);
  for (const page of pages) {
    const lh = page.lighthouse;
    console.log(`| ${page.path}: first-visit weight | ${page.weight.totalKB} kB (script ${page.weight.byTypeKB.script ?? 0} kB) |`);
    console.log(`| ${page.path}: Lighthouse mobile perf / a11y / best practices / SEO | ${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo} |`);
    console.log(`| ${page.path}: LCP / TBT / CLS | ${lh.lcpMs} ms / ${lh.tbtMs} ms / ${lh.cls} |`);
  }
}

(process.argv.includes('--kennisbank') ? benchKennisbank(process.argv) : main()).catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
