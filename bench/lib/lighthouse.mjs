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

/** One Lighthouse run in a Chromium of its own; `emulatedUserAgent` replaces Lighthouse's user agent. */
export async function lighthouseOnce(url, { emulatedUserAgent } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, emulatedUserAgent ? { ...flags, emulatedUserAgent } : flags);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse (mobile preset) `runs` times; the figures of the median run (Lighthouse's own computeMedianRun: by FCP and TTI). */
export async function runLighthouse(url, { runs, emulatedUserAgent } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseOnce(url, { emulatedUserAgent }));
  const { categories, audits } = computeMedianRun(results);
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    runs,
    userAgent: emulatedUserAgent ? 'mobile Chrome' : 'Lighthouse',
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
    mainThreadMs: Math.round(audits['mainthread-work-breakdown'].numericValue),
    totalKB: +(audits['total-byte-weight'].numericValue / 1024).toFixed(1),
    // Scripts as they come over the wire (scripts/serve.ts compresses them, as gatsby serve does): the first-load JS.
    scriptKB: +(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1),
    scriptCount: scripts.length,
    performanceByRun: results.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
  };
}
