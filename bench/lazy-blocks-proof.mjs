#!/usr/bin/env node
// @ts-check
// Proof that code-split blocks keep their server-rendered HTML: serves public/, holds
// back every block-* chunk for HOLD_MS, and checks on each page that (1) the HTML has every
// block's markup, (2) while the chunks are held back the blocks still show that markup,
// (3) once they arrive no element inside a block was removed or replaced (React hydrated the
// server's DOM instead of rendering it anew), and (4) the console shows no error.
//   node bench/lazy-blocks-proof.mjs
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { serveSite, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';

const PAGES = (process.env.BENCH_PAGES || '/,/diensten/vps/,/kennisbank/,/kennisbank/wat-is-een-vps/,/offerte-aanvragen/,/contact/').split(
  ',',
);
const HOLD_MS = 3000;
/** @typedef {Window & { __removed?: string[] }} ProofWindow the page, with what the init script records */
stopChildrenOnSignals();

const site = await serveSite({ port: 9000 + Math.floor(Math.random() * 900) + 100, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  for (const pathname of PAGES) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    /** @type {string[]} */
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    /** @type {string[]} */
    const held = [];
    await page.route(/\/block-[^/]*\.js$/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    // Records every element removed from inside a block, from the first byte on.
    await page.addInitScript(() => {
      const removed = /** @type {string[]} */ ([]);
      /** @type {ProofWindow} */ (window).__removed = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          // A text node has neither closest nor matches: it is skipped, as an element outside the blocks is.
          const target = /** @type {Partial<Element>} */ (record.target);
          if (!target.closest?.('[data-block]') && !target.matches?.('[data-block]')) continue;
          for (const node of record.removedNodes) {
            if (node.nodeType !== 1) continue;
            const element = /** @type {Element} */ (node);
            removed.push(`${element.tagName}.${element.className}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const html = await (await fetch(new URL(pathname, site.url))).text();
    const blocksInHtml = [...html.matchAll(/data-block="([^"]+)"/g)].map((match) => match[1]);
    await page.goto(new URL(pathname, site.url).href, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(HOLD_MS / 2);
    const whileHeld = await page.$$eval('[data-block]', (/** @type {HTMLElement[]} */ blocks) =>
      blocks.map((block) => ({
        name: block.dataset.block ?? '',
        text: block.innerText.trim().length,
        elements: block.querySelectorAll('*').length,
      })),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const after = await page.$$eval('[data-block]', (/** @type {HTMLElement[]} */ blocks) =>
      blocks.map((block) => ({
        name: block.dataset.block ?? '',
        text: block.innerText.trim().length,
        elements: block.querySelectorAll('*').length,
      })),
    );
    // The init script above set it before any of the page's own scripts ran.
    const removed = await page.evaluate(() => /** @type {string[]} */ (/** @type {ProofWindow} */ (window).__removed));
    const empty = whileHeld.filter((block) => block.elements === 0 && !block.name.startsWith('Form/'));
    const ok = blocksInHtml.length > 0 && held.length > 0 && empty.length === 0 && removed.length === 0 && errors.length === 0;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${pathname}: ${blocksInHtml.length} blocks in the HTML; held back ${held.join(', ')}`);
    console.log(`     while held: ${whileHeld.map((block) => `${block.name} (${block.elements} elements)`).join(', ')}`);
    console.log(
      `     after: ${after.map((block) => `${block.name} (${block.elements})`).join(', ')}; removed inside blocks: ${removed.length ? removed.join(', ') : 'none'}; console errors: ${errors.length ? errors.join(' | ') : 'none'}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await stopAll();
}
process.exit(failed ? 1 : 0);
