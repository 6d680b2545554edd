// @ts-check
// Lighthouse (mobile preset) for the benches, and the user agent of an ordinary mobile Chrome.
//
// Lighthouse sends its own user agent, which ends in 'Chrome-Lighthouse'
// (lighthouse/core/config/constants.js, userAgents.mobile), and the site reads that: isLighthouse()
// (src/lib/environment.ts) skips the fade-in animations in an audit. A visitor's phone gets them,
// so each page is also measured with Lighthouse's `emulatedUserAgent` setting set to the user
// agent Chrome on Android sends; both figures are reported side by side.
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/** @type {string | undefined} */
let userAgent;
/**
 * What Chrome on an Android phone sends (its reduced user agent, chromium.org/updates/ua-reduction:
 * "Android 10; K" and the major version only), with the version of the Chromium the benches drive.
 */
export function mobileChromeUserAgent() {
  if (!userAgent) {
    let major = '140';
    try {
      major =
        /(\d+)\./.exec(execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[1] ?? major;
    } catch {
      /* keep a recent version: the string only has to look like a phone's */
    }
    userAgent = `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
  }
  return userAgent;
}

/**
 * One Lighthouse run in a Chromium of its own; `emulatedUserAgent` replaces Lighthouse's user agent.
 * @param {string} url
 * @param {{ emulatedUserAgent?: string }} [options]
 */
export async function lighthouseOnce(url, { emulatedUserAgent } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, emulatedUserAgent ? { ...flags, emulatedUserAgent } : flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * A category's score from 0 to 100 (a null score, which Lighthouse gives a category it could not
 * score, counts as 0).
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function score(lhr, id) {
  const category = lhr.categories[id];
  if (!category) throw new Error(`the Lighthouse result has no ${id} category`);
  return Math.round((category.score ?? 0) * 100);
}

/**
 * An audit's numeric value (NaN when the audit has none).
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function numeric(lhr, id) {
  const audit = lhr.audits[id];
  if (!audit) throw new Error(`the Lighthouse result has no ${id} audit`);
  return audit.numericValue ?? NaN;
}

/**
 * Lighthouse (mobile preset) `runs` times; the figures of the median run (Lighthouse's own computeMedianRun: by FCP and TTI).
 * @param {string} url
 * @param {{ runs: number, emulatedUserAgent?: string }} options
 */
export async function runLighthouse(url, { runs, emulatedUserAgent }) {
  /** @type {import('lighthouse').Result[]} */
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseOnce(url, { emulatedUserAgent }));
  const median = computeMedianRun(results);
  const details = median.audits['network-requests']?.details;
  // The network-requests audit's table: one item per request, with the fields read here.
  const requests = /** @type {Array<{ resourceType?: string, transferSize?: number }>} */ (details?.type === 'table' ? details.items : []);
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    runs,
    userAgent: emulatedUserAgent ? 'mobile Chrome' : 'Lighthouse',
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    lcpMs: Math.round(numeric(median, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(median, 'total-blocking-time')),
    cls: +numeric(median, 'cumulative-layout-shift').toFixed(3),
    mainThreadMs: Math.round(numeric(median, 'mainthread-work-breakdown')),
    totalKB: +(numeric(median, 'total-byte-weight') / 1024).toFixed(1),
    // Scripts as they come over the wire (scripts/serve.ts compresses them, as gatsby serve does): the first-load JS.
    scriptKB: +(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1),
    scriptCount: scripts.length,
    performanceByRun: results.map((lhr) => score(lhr, 'performance')),
  };
}
