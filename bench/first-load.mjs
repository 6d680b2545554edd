#!/usr/bin/env node
// @ts-check
// First-load JavaScript of each page type of the built site (public/), without Lighthouse: every
// script a first visit loads (no cache, mobile viewport) until the network is idle, with its bytes
// on the wire (gatsby serve compresses them; CDP encodedDataLength, as `npm run bench` and the
// forms e2e test count them), and which of them the HTML names (<script>) and which load later
// (lazy chunks). A quick check of a build's code splitting; `npm run bench` gives the full picture.
//   node bench/first-load.mjs [--port 9137] [--json out.json]   BENCH_PAGES=/,/contact/ for other pages
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { serveSite, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';

const PAGES = (process.env.BENCH_PAGES || '/,/diensten/vps/,/kennisbank/,/kennisbank/wat-is-een-vps/,/offerte-aanvragen/,/contact/').split(
  ',',
);
/**
 * @template T
 * @param {string} name
 * @param {T} fallback
 */
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const port = Number(option('--port', 9000 + Math.floor(Math.random() * 900) + 100));
const jsonOut = option('--json', null);

stopChildrenOnSignals();

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function firstLoad(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  // No third parties (Typeform, Vimeo): only the site's own scripts count.
  await page.route(
    (target) => !target.href.startsWith(new URL(url).origin),
    (route) => route.abort(),
  );
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  /** @type {Map<string, { url: string, bytes: number }>} */
  const scripts = new Map();
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
  });
  client.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const inHtml = new Set(await page.$$eval('script[src]', (/** @type {HTMLScriptElement[]} */ tags) => tags.map((tag) => tag.src)));
  await page.close();
  const list = [...scripts.values()].map((script) => ({
    file: new URL(script.url).pathname.slice(1),
    kB: +(script.bytes / 1024).toFixed(1),
    inHtml: inHtml.has(script.url),
  }));
  const total = list.reduce((sum, script) => sum + script.kB, 0);
  return { totalKB: +total.toFixed(1), files: list.length, scripts: list, errors };
}

const site = await serveSite({ port, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** @type {Record<string, Awaited<ReturnType<typeof firstLoad>>>} */
const results = {};
try {
  for (const pathname of PAGES) results[pathname] = await firstLoad(browser, new URL(pathname, site.url).href);
} finally {
  await browser.close();
  await stopAll();
}
for (const [pathname, result] of Object.entries(results)) {
  console.log(
    `${pathname}: ${result.totalKB} kB in ${result.files} scripts${result.errors.length ? ` — console errors: ${result.errors.join(' | ')}` : ''}`,
  );
  for (const script of result.scripts)
    console.log(`    ${String(script.kB).padStart(6)} kB  ${script.inHtml ? 'html' : 'lazy'}  ${script.file}`);
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
