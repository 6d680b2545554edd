// @ts-check
// `npm run bench -- --profile`: where each page type's main-thread time goes while it loads on a
// phone-like browser, and how fast it answers a tap right after its load event: what to measure
// before changing anything for speed, and again after. Figures, not pass/fail.
//
// Load profile, per page of PAGES (the median of BENCH_RUNS runs, default 3): a fresh Chromium
// context (no cache) at 412 × 823, touch, the user agent of Chrome on Android, 4× CPU throttling
// (CDP Emulation.setCPUThrottlingRate, what Lighthouse's devtools throttling uses), no network
// throttling (the site and the stand-in on loopback), traced from navigation until the network has
// been idle and one more second. From the trace (bench/lib/trace-model.mjs):
//   - main-thread time by kind (Lighthouse's task groups): script evaluation, parse & compile,
//     style, layout, paint & composite, HTML parsing, GC, other; long tasks and their blocking time;
//   - per script (chunk, named from public/webpack.stats.json): compile on the main thread,
//     evaluation (its EvaluateScript), background parse, and the sampled JS time of its functions;
//   - the sampled JS time (V8's CPU profiler in the trace) by package through the build's hidden
//     source maps (.data/source-maps/): react-dom (self, and inclusive = React's render/hydration
//     work with the components it calls), styled-components and stylis, the site's own folders;
//   - the LCP: the trace's candidate, the element, and its phases from the page's own
//     Performance entries (bench/lib/page-metrics.mjs, as web-vitals' attribution computes them);
//   - per first-load chunk: its size and what it holds (bytes per package from its source map:
//     the stats Gatsby writes list no modules).
// Interactions (also with --interactions alone): at 390 px, 4× CPU, the moment the load event has
// fired, Playwright taps one control of a page type and the page's Event Timing entries (INP's
// measurement: PerformanceObserver 'event', durationThreshold 16, and 'first-input') give the
// latency to the next paint; the time until the control's effect is in the DOM is measured too
// (a tap before hydration can wait for React or for a chunk, or be lost).
//
// Writes bench/results/profile.json (a summary; the raw traces go to .data/bench/profile/, which
// git ignores). Builds the site first (stand-in on 8792, site on 9005: neither npm start's nor npm
// test's ports); `--no-build` reuses public/ of a previous profile build.
//   BENCH_PAGES=/ BENCH_RUNS=1 npm run bench -- --profile --no-build
//   BENCH_LIGHTHOUSE=0 leaves out the Lighthouse comparison of the two user agents.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { buildSite, root, serveSite, startWordPress, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';
import { describeChunk, groupsByFile } from './lib/chunks.mjs';
import { frameClassifier } from './lib/frames.mjs';
import { mobileChromeUserAgent, runLighthouse } from './lib/lighthouse.mjs';
import { interactionsOf, lcpPhases } from './lib/page-metrics.mjs';
import { kBCell, markdownTable, median, medianOfRuns, msCell, topEntries } from './lib/profile-report.mjs';
import { ownerOf, SourceMapIndex } from './lib/source-map.mjs';
import {
  attributeSamples,
  cpuProfileOf,
  eventsOf,
  findPageThread,
  GROUP_LABELS,
  lcpFromTrace,
  mainThreadBreakdown,
  SPECIAL_FRAMES,
} from './lib/trace-model.mjs';

/**
 * What pageProbe records in the page (window.__benchProbe) and watchEffect leaves there (window.__benchEffect).
 * @typedef {{ name: string, startTime: number, duration: number, processingStart: number, processingEnd: number, interactionId?: number, target: string | null }} PlainEventEntry
 * @typedef {{ startTime: number, url: string, size: number, element: string | null, tag: string | null }} LcpEntry
 * @typedef {{
 *   lcp: LcpEntry | null, events: PlainEventEntry[], firstInput: PlainEventEntry | null, inputAt: number | null,
 *   tappedBeforeHydrated?: boolean, hydratingAt?: number,
 * }} Probe
 * @typedef {Window & { __benchProbe?: Probe, __benchEffect?: number | false | null }} BenchWindow
 * @typedef {'hydrating' | 'load' | 'idle'} TapMoment
 * @typedef {{
 *   file: string, groups: string[], beforeLoad: boolean, bytes: number, wireBytes: number, compileMs: number,
 *   evaluateMs: number, backgroundParseMs: number, sampledMs: number, packages?: Record<string, number>,
 * }} ChunkFigures
 */

const PAGES = (process.env.BENCH_PAGES || '/,/diensten/vps/,/kennisbank/,/kennisbank/wat-is-een-vps/,/offerte-aanvragen/,/contact/').split(
  ',',
);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const STAND_IN_PORT = 8792;
const SITE_PORT = 9005;
const CPU_SLOWDOWN = 4;
const TRACE_DIR = path.join(root, '.data', 'bench', 'profile');
const SOURCE_MAPS = path.join(root, '.data', 'source-maps');

/**
 * The trace categories: Lighthouse's own (lighthouse/core/gather/gatherers/trace.js,
 * getDefaultTraceCategories; the screenshots left out) and the V8 sampling profiler
 * (disabled-by-default-v8.cpu_profiler: Profile/ProfileChunk events), which Lighthouse leaves out.
 */
const TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'toplevel',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-v8.cpu_profiler',
];

/** The phone the profile pretends to be: Lighthouse's mobile screen (412 × 823, DPR 1.75), touch, Chrome on Android's user agent. */
const phone = (width = 412, height = 823) => ({
  viewport: { width, height },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: mobileChromeUserAgent(),
});

/**
 * Injected before any of the page's scripts: the LCP entries and the Event Timing entries as they
 * come (buffered: true also hands over those before the observer), and the time of the first
 * pointerdown (the event's timeStamp is the input's hardware time, what Event Timing's startTime is).
 */
function pageProbe() {
  /** @type {Probe} */
  const probe = { lcp: null, events: [], firstInput: null, inputAt: null };
  /** @type {BenchWindow} */ (window).__benchProbe = probe;
  /** @type {(element: Element | null | undefined) => string | null} */
  const describe = (element) => {
    if (!element) return null;
    // An image by its file (its alt text may be empty), anything else by its label or first words.
    const src = /** @type {Partial<HTMLImageElement>} */ (element).currentSrc || element.getAttribute?.('src');
    const label =
      (src && src.split('?')[0]?.split('/').pop()) ||
      element.getAttribute?.('aria-label') ||
      element.textContent?.trim().slice(0, 40) ||
      '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${label ? ` “${label}”` : ''}`;
  };
  /** @type {(entry: PerformanceEventTiming & { interactionId?: number }) => PlainEventEntry} */
  const plain = (entry) => ({
    name: entry.name,
    startTime: entry.startTime,
    duration: entry.duration,
    processingStart: entry.processingStart,
    processingEnd: entry.processingEnd,
    interactionId: entry.interactionId,
    // An event's target is an element (or none).
    target: describe(/** @type {Element | null} */ (entry.target)),
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LargestContentfulPaint[]} */ (list.getEntries()))
        probe.lcp = {
          startTime: entry.startTime,
          url: entry.url,
          size: entry.size,
          element: describe(entry.element),
          tag: entry.element?.tagName.toLowerCase() ?? null,
        };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => probe.events.push(.../** @type {PerformanceEventTiming[]} */ (list.getEntries()).map(plain))).observe(
      // durationThreshold is Event Timing's own option, which TypeScript's DOM types do not list yet.
      /** @type {PerformanceObserverInit} */ ({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      }),
    );
    new PerformanceObserver((list) => {
      // The observer is called with at least one entry.
      probe.firstInput = plain(/** @type {PerformanceEventTiming} */ (list.getEntries()[0]));
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    /* a browser without these entry types: the figures stay empty */
  }
  window.addEventListener(
    'pointerdown',
    (event) => {
      probe.inputAt ??= event.timeStamp;
      probe.tappedBeforeHydrated ??= performance.getEntriesByName('onInitialClientRender').length === 0;
    },
    { capture: true },
  );
  // When the site starts hydrating: the inline loader is told so (src/lib/first-scripts.ts).
  /** @type {{ hydrating: () => void } | undefined} */
  let loader;
  Object.defineProperty(window, '___firstScripts', {
    configurable: true,
    get: () => loader,
    set: (/** @type {{ hydrating: () => void }} */ value) => {
      const hydrating = value.hydrating;
      value.hydrating = () => {
        probe.hydratingAt ??= performance.now();
        hydrating();
      };
      loader = value;
    },
  });
}

/**
 * What the page measured itself after load: navigation timing, its scripts (resource timing) and the LCP with its phases.
 * @param {import('playwright-core').Page} page
 */
async function pageMeasures(page) {
  return page.evaluate(() => {
    // pageProbe ran before the page's scripts; a loaded page has its navigation entry.
    const probe = /** @type {Probe} */ (/** @type {BenchWindow} */ (window).__benchProbe);
    const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const lcpUrl = probe.lcp?.url;
    const lcpResource = lcpUrl ? resources.find((entry) => entry.name === lcpUrl) : null;
    return {
      ttfb: navigation.responseStart,
      domContentLoaded: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventEnd,
      lcp: probe.lcp,
      lcpResource: lcpResource
        ? { startTime: lcpResource.startTime, requestStart: lcpResource.requestStart, responseEnd: lcpResource.responseEnd }
        : null,
      scripts: resources
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => ({
          url: entry.name,
          transferSize: entry.transferSize,
          decodedBodySize: entry.decodedBodySize,
          responseEnd: entry.responseEnd,
        })),
    };
  });
}

/** Source maps and chunk names of the build, read once; frames described through them. */
function buildIndex() {
  const stats = JSON.parse(readFileSync(path.join(root, 'public', 'webpack.stats.json'), 'utf8'));
  const groups = groupsByFile(stats);
  /** @type {Map<string, SourceMapIndex | null>} */
  const maps = new Map();
  const mapOf = (/** @type {string} */ file) => {
    let index = maps.get(file);
    if (index === undefined) {
      const mapPath = path.join(SOURCE_MAPS, `${file}.map`);
      index = existsSync(mapPath) ? new SourceMapIndex(JSON.parse(readFileSync(mapPath, 'utf8'))) : null;
      maps.set(file, index);
    }
    return index;
  };
  // A package that ships minified code with its own source map (styled-components' dist does) is
  // looked up once more, so its time shows by its own modules (sheet rehydration, style generation…).
  /** @type {Map<string, SourceMapIndex | null>} */
  const packageMaps = new Map();
  const packageMapOf = (/** @type {string} */ source) => {
    let index = packageMaps.get(source);
    if (index === undefined) {
      const mapPath = path.join(root, `${source}.map`);
      index = null;
      try {
        if (source.startsWith('node_modules/') && existsSync(mapPath))
          index = new SourceMapIndex(JSON.parse(readFileSync(mapPath, 'utf8')));
      } catch {
        /* not a v3 map: the package's file is as deep as it goes */
      }
      packageMaps.set(source, index);
    }
    return index;
  };
  const classify = frameClassifier({ groups, mapOf, packageMapOf });
  /** @type {Map<string, Record<string, number> | null>} */
  const contents = new Map();
  /** A chunk file's bytes per package (its minified code, apportioned by its source map). */
  const contentsOf = (/** @type {string} */ file) => {
    let byOwner = contents.get(file);
    if (byOwner === undefined) {
      const map = mapOf(file);
      const codePath = path.join(root, 'public', file);
      byOwner = null;
      if (map && existsSync(codePath)) {
        /** @type {Record<string, number>} */
        const owners = {};
        for (const [source, bytes] of map.bytesBySource(readFileSync(codePath, 'utf8'))) {
          const owner = source === '(unmapped)' ? 'webpack (runtime)' : ownerOf(source);
          owners[owner] = (owners[owner] ?? 0) + bytes;
        }
        byOwner = owners;
      }
      contents.set(file, byOwner);
    }
    return byOwner;
  };
  return { groups, classify, contentsOf };
}

/**
 * One traced load of `url`; the trace is written to .data/bench/profile/.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {ReturnType<typeof buildIndex>} index
 * @param {string} traceName
 */
async function profileOnce(browser, url, index, traceName) {
  const context = await browser.newContext(phone());
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(1000);
  const measures = await pageMeasures(page);
  const buffer = await browser.stopTracing();
  await context.close();
  mkdirSync(TRACE_DIR, { recursive: true });
  writeFileSync(path.join(TRACE_DIR, traceName), buffer);
  return analyse(eventsOf(JSON.parse(buffer.toString('utf8'))), url, measures, index);
}

/**
 * One run's figures from its trace and the page's own measures.
 * @param {import('./lib/trace-model.mjs').TraceEvent[]} events
 * @param {string} url
 * @param {Awaited<ReturnType<typeof pageMeasures>>} measures
 * @param {ReturnType<typeof buildIndex>} index
 */
function analyse(events, url, measures, index) {
  const thread = findPageThread(events, url);
  const main = mainThreadBreakdown(events, { pid: thread.pid, tid: thread.tid, start: thread.navigationStart });
  const samples = attributeSamples(cpuProfileOf(events, thread), { start: thread.navigationStart, classify: index.classify });
  const traceLcp = lcpFromTrace(events, thread);
  const lcpTime = measures.lcp?.startTime ?? traceLcp?.ms ?? null;
  const sum = (/** @type {Record<string, number>} */ table, /** @type {string[]} */ keys) =>
    keys.reduce((total, key) => total + (table[key] ?? 0), 0);
  const styling = ['styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/unitless', '@emotion/memoize'];
  const site = Object.keys(samples.self.byOwner).filter((owner) => owner.startsWith('site: '));
  /** @type {Record<string, ChunkFigures>} */
  const chunks = {};
  for (const script of measures.scripts) {
    const chunk = describeChunk(script.url, index.groups);
    if (!chunk) continue;
    const costs = main.scripts[script.url];
    chunks[chunk.name] = {
      file: chunk.file,
      groups: chunk.groups,
      beforeLoad: script.responseEnd <= measures.load,
      bytes: script.decodedBodySize,
      wireBytes: script.transferSize,
      compileMs: costs?.compileMs ?? 0,
      evaluateMs: costs?.evaluateMs ?? 0,
      backgroundParseMs: costs?.backgroundParseMs ?? 0,
      sampledMs: samples.self.byChunk[chunk.name] ?? 0,
    };
  }
  return {
    loadMs: measures.load,
    /** @type {{ totalMs: number, longTasks: number, blockingMs: number } & Record<string, number>} the self time of each group beside these */
    mainThread: { totalMs: main.totalMs, ...main.groups, longTasks: main.longTaskCount, blockingMs: main.blockingMs },
    js: {
      sampledMs: samples.totalMs,
      // Samples in JavaScript functions: all but V8's pseudo-frames (native work, idle, GC) and native functions.
      jsMs: Object.entries(samples.self.byOwner).reduce((total, [owner, value]) => (owner.startsWith('(') ? total : total + value), 0),
      reactDomSelfMs: sum(samples.self.byOwner, ['react-dom', 'scheduler']),
      reactInclusiveMs: samples.inclusive['react-dom'] ?? 0,
      styledSelfMs: sum(samples.self.byOwner, styling),
      styledInclusiveMs: Math.max(...styling.map((owner) => samples.inclusive[owner] ?? 0)),
      siteSelfMs: sum(samples.self.byOwner, site),
      gatsbySelfMs: sum(samples.self.byOwner, ['gatsby (runtime)', 'gatsby', 'webpack (runtime)', '@gatsbyjs/reach-router']),
      moduleTopLevelMs: samples.self.byOwner['module top-level code'] ?? 0,
      gcSampledMs: samples.self.byOwner['(garbage collector)'] ?? 0,
      programMs: samples.self.byOwner['(program)'] ?? 0,
    },
    selfByOwner: samples.self.byOwner,
    // The modules whose own functions took the most samples (V8's pseudo-frames left out).
    bySource: Object.fromEntries(
      Object.entries(samples.self.bySource).filter(([source]) => !SPECIAL_FRAMES.has(source) && source !== '(native)'),
    ),
    styledBySource: Object.fromEntries(
      Object.entries(samples.self.bySource).filter(([source]) => styling.some((owner) => source.startsWith(`node_modules/${owner}`))),
    ),
    chunks,
    lcp: {
      ms: lcpTime,
      traceMs: traceLcp?.ms ?? null,
      type: traceLcp?.type ?? (measures.lcp?.url ? 'image' : 'text'),
      element: measures.lcp?.element ?? traceLcp?.nodeName ?? null,
      url: measures.lcp?.url || null,
      ...(lcpTime === null ? {} : lcpPhases({ ttfb: measures.ttfb, lcpTime, resource: measures.lcpResource })),
    },
  };
}

/**
 * The taps: one control per page type, as the e2e tests find them (e2e/shell, keyboard, kennisbank
 * and quotation tests). `effect` runs in the page (with what `before` read there) on every animation
 * frame after the tap: the time (performance.now()) once the tap has done what it should, else false.
 * @type {Array<{
 *   id: string, label: string, path: string,
 *   target: (page: import('playwright-core').Page) => import('playwright-core').Locator,
 *   before?: () => number | null,
 *   effect(before: number | null): number | false,
 * }>}
 */
const INTERACTIONS = [
  {
    id: 'menu',
    label: 'header menu button (mobile menu)',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    effect: () =>
      [...document.querySelectorAll('button')].some(
        (button) =>
          (button.getAttribute('aria-label') || button.textContent || '').trim() === 'Sluit menu' && button.getClientRects().length > 0,
      ) && performance.now(),
  },
  {
    id: 'faq',
    label: 'FAQ question (accordion)',
    path: '/diensten/vps/',
    // The first question is open from the start; the second one opens.
    target: (page) => page.locator('[data-block="Repeat/repeat_faq"] button[aria-controls]').nth(1),
    effect: () =>
      document.querySelectorAll('[data-block="Repeat/repeat_faq"] button[aria-controls]')[1]?.getAttribute('aria-expanded') === 'true' &&
      performance.now(),
  },
  {
    id: 'carousel',
    label: 'price carousel arrow (Swiper)',
    path: '/diensten/vps/',
    target: (page) => page.getByRole('button', { name: 'Volgende pakketten', exact: true }),
    before: () => document.querySelector('[aria-roledescription="pakket"]')?.getBoundingClientRect().left ?? null,
    effect: (before) =>
      (document.querySelector('[aria-roledescription="pakket"]')?.getBoundingClientRect().left ?? before) !== before && performance.now(),
  },
  {
    id: 'kennisbank-filter',
    label: 'Kennisbank filter chip',
    path: '/kennisbank/',
    target: (page) => page.getByRole('group', { name: 'Filter artikelen:' }).getByRole('button').first(),
    effect: () =>
      document.querySelector('[role="group"] button[aria-pressed]')?.getAttribute('aria-pressed') === 'true' && performance.now(),
  },
  {
    id: 'quotation-add',
    label: "quotation builder: a package's 'toevoegen'",
    path: '/offerte-aanvragen/',
    target: (page) => page.locator('button[aria-label$=" toevoegen"]').filter({ visible: true }).first(),
    before: () => document.querySelectorAll('article[data-package-id]').length,
    effect: (/** @type {number} */ before) => document.querySelectorAll('article[data-package-id]').length > before && performance.now(),
  },
];

/**
 * Runs in the page: checks `effect` on every animation frame until it gives a time, kept in window.__benchEffect.
 * @param {(before: number | null) => number | false} effect
 * @param {number | null} before
 */
function watchEffect(effect, before) {
  const page = /** @type {BenchWindow} */ (window);
  page.__benchEffect = null;
  const check = () => {
    const at = effect(before);
    if (at) page.__benchEffect = at;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * One tap in a fresh page: `when` 'hydrating' taps the control (scrolled into view first) the
 * moment React has started to hydrate the page, 'load' the moment the load event has fired
 * (Playwright's tap still scrolls the control into view and waits until it stands still, which a
 * fading-in section delays: the delay is reported), 'idle' once the network has been idle for a second
 * (hydration and the lazy chunks done: the latency a visitor gets later on). The Event Timing
 * figures of the tap and the time until its effect is in the DOM; a tap with no effect within
 * 5 s was lost (the control was not hydrated or its code not loaded yet).
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl
 * @param {(typeof INTERACTIONS)[number]} interaction
 * @param {TapMoment} when
 */
async function interactOnce(browser, siteUrl, interaction, when) {
  // 390 px: the narrow phone the mobile menu and the e2e tests use.
  const context = await browser.newContext(phone(390, 844));
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(new URL(interaction.path, siteUrl).href, { waitUntil: when === 'hydrating' ? 'domcontentloaded' : 'load' });
    let box = null;
    if (when === 'hydrating') {
      await interaction.target(page).scrollIntoViewIfNeeded();
      box = await interaction.target(page).boundingBox();
      await page.waitForFunction(
        () => /** @type {Probe} */ (/** @type {BenchWindow} */ (window).__benchProbe).hydratingAt !== undefined,
        null,
        {
          polling: 'raf',
          timeout: 15_000,
        },
      );
    }
    if (when === 'idle') {
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(1000);
    }
    const target = interaction.target(page);
    const before = interaction.before ? await page.evaluate(interaction.before) : null;
    // The effect is watched from before the tap, on every animation frame, so its time is that of
    // the first frame that has it (polling after the tap would add a round trip). A string: the
    // site's CSP forbids eval in the page, DevTools' own evaluation is not subject to it.
    await page.evaluate(`(${watchEffect})(${interaction.effect}, ${JSON.stringify(before)})`);
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    else await target.tap({ timeout: 10_000 });
    const effectAt = await page
      .waitForFunction(() => /** @type {BenchWindow} */ (window).__benchEffect, null, { timeout: 5_000 })
      // It resolves once the value is truthy: a time.
      .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()))
      .catch(() => null);
    // Event Timing entries are queued after the frame that follows the handlers: let them arrive.
    await page.waitForTimeout(500);
    const probe = await page.evaluate(() => {
      // pageProbe ran before the page's scripts; a loaded page has its navigation entry.
      const recorded = /** @type {Probe} */ (/** @type {BenchWindow} */ (window).__benchProbe);
      return {
        events: recorded.events,
        firstInput: recorded.firstInput,
        inputAt: recorded.inputAt,
        tappedBeforeHydrated: recorded.tappedBeforeHydrated,
        load: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).loadEventEnd,
      };
    });
    const interactions = interactionsOf([...probe.events, ...(probe.firstInput ? [probe.firstInput] : [])]);
    const worst = interactions.reduce(
      (/** @type {(typeof interactions)[number] | null} */ max, entry) => (!max || entry.durationMs > max.durationMs ? entry : max),
      null,
    );
    return {
      tapAfterLoadMs: probe.inputAt === null ? null : probe.inputAt - probe.load,
      // A first input is always reported (first-input has no threshold): its duration stands in when no event passed 16 ms.
      latencyMs: worst?.durationMs ?? probe.firstInput?.duration ?? null,
      inputDelayMs: worst?.inputDelayMs ?? null,
      processingMs: worst?.processingMs ?? null,
      presentationDelayMs: worst?.presentationDelayMs ?? null,
      slowEvents: probe.events.length,
      maxEventMs: Math.max(0, ...probe.events.map((entry) => entry.duration)),
      effectMs: effectAt === null || probe.inputAt === null ? null : effectAt - probe.inputAt,
      effective: effectAt !== null,
      beforeHydrated: probe.tappedBeforeHydrated === true,
    };
  } finally {
    await context.close();
  }
}

/**
 * RUNS taps of one control at one moment, folded into medians (the effect's time over the taps that had one).
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl
 * @param {(typeof INTERACTIONS)[number]} interaction
 * @param {TapMoment} when
 */
async function interactionRuns(browser, siteUrl, interaction, when) {
  /** @type {Array<Awaited<ReturnType<typeof interactOnce>>>} */
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await interactOnce(browser, siteUrl, interaction, when));
  const worked = runs.filter((run) => run.effective);
  return {
    id: interaction.id,
    label: interaction.label,
    path: interaction.path,
    when,
    ...medianOfRuns(runs),
    effectMs: median(worked.map((run) => run.effectMs)),
    worked: `${worked.length}/${RUNS}`,
    beforeHydrated: `${runs.filter((run) => run.beforeHydrated).length}/${RUNS}`,
    maxOfRunsMs: Math.max(...runs.map((run) => run.latencyMs ?? 0)),
  };
}

/**
 * Every control tapped RUNS times at each moment (while React hydrates, at the load event, idle), in a browser of the caller's.
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl
 */
export async function tapEach(browser, siteUrl) {
  /** @type {Array<Awaited<ReturnType<typeof interactionRuns>>>} */
  const interactions = [];
  for (const interaction of INTERACTIONS) {
    for (const when of TAP_MOMENTS) interactions.push(await interactionRuns(browser, siteUrl, interaction, when));
    console.log(`tapped ${interaction.id} (${RUNS} run(s) while hydrating, at load and when idle)`);
  }
  return interactions;
}

/** @type {TapMoment[]} */
const TAP_MOMENTS = ['hydrating', 'load', 'idle'];

const slug = (/** @type {string} */ pathname) => pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';

/**
 * @typedef {{
 *   date: string, machine: string, loadAverage: { atStart: number[], atEnd?: number[] }, runs: number, cpuSlowdown: number,
 *   userAgent: string, pages: Array<{ path: string } & ReturnType<typeof analyse>>,
 *   interactions: Awaited<ReturnType<typeof tapEach>>,
 *   lighthouse: Array<{ path: string, lighthouseUa: LighthouseFigures, chromeUa: LighthouseFigures }>,
 * }} ProfileResult
 * @typedef {Awaited<ReturnType<typeof runLighthouse>>} LighthouseFigures
 */

/** @param {string[]} argv */
export async function benchProfile(argv) {
  stopChildrenOnSignals();
  const profile = argv.includes('--profile');
  const lighthouse = profile && process.env.BENCH_LIGHTHOUSE !== '0';
  const wordpress = await startWordPress({ port: STAND_IN_PORT, quiet: true, env: { WORDPRESS_SMTP_PORT: '0' } });
  // The pages' images come from the stand-in's media URL, so a reused build must have been made against this port.
  const reuse =
    argv.includes('--no-build') &&
    existsSync(path.join(root, 'public', 'index.html')) &&
    readFileSync(path.join(root, 'public', 'index.html'), 'utf8').includes(`:${STAND_IN_PORT}/`);
  if (!reuse) {
    const code = await buildSite({ graphqlUrl: wordpress.graphqlUrl, wordpress, quiet: true, env: { CI: '1' } });
    if (code !== 0) throw new Error(`gatsby build failed (exit code ${code})`);
  }
  const site = await serveSite({ port: SITE_PORT, host: '127.0.0.1', quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // The machine's load average beside the figures: other work on a 2-core machine shows in every one of them.
  /** @type {ProfileResult} */
  const result = {
    date: new Date().toISOString(),
    machine: '2 cores, 24 GiB',
    loadAverage: { atStart: loadavg().map((value) => +value.toFixed(2)) },
    runs: RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    userAgent: mobileChromeUserAgent(),
    pages: [],
    interactions: [],
    lighthouse: [],
  };
  try {
    if (profile) {
      const index = buildIndex();
      for (const pathname of PAGES) {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await profileOnce(browser, new URL(pathname, site.url).href, index, `${slug(pathname)}-${run + 1}.json`));
        const page = medianOfRuns(runs);
        // What each chunk holds, once per chunk: the build is the same for every run.
        for (const chunk of Object.values(page.chunks))
          chunk.packages = Object.fromEntries(topEntries(index.contentsOf(chunk.file) ?? {}, 6));
        page.selfByOwner = Object.fromEntries(topEntries(page.selfByOwner, 12));
        page.styledBySource = Object.fromEntries(topEntries(page.styledBySource, 8));
        page.bySource = Object.fromEntries(topEntries(page.bySource, 10));
        result.pages.push({ path: pathname, ...page });
        console.log(`profiled ${pathname} (${RUNS} run(s))`);
      }
    }
    result.interactions = await tapEach(browser, site.url);
  } finally {
    await browser.close();
  }
  if (lighthouse) {
    for (const pathname of PAGES) {
      const url = new URL(pathname, site.url).href;
      result.lighthouse.push({
        path: pathname,
        lighthouseUa: await runLighthouse(url, { runs: RUNS }),
        chromeUa: await runLighthouse(url, { runs: RUNS, emulatedUserAgent: mobileChromeUserAgent() }),
      });
      console.log(`Lighthouse ${pathname} (${RUNS} run(s) per user agent)`);
    }
  }
  await site.stop();
  await wordpress.stop();
  await stopAll();
  result.loadAverage.atEnd = loadavg().map((value) => +value.toFixed(2));
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const file = path.join(root, 'bench', 'results', profile ? 'profile.json' : 'interactions.json');
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${report(result)}\n\nwritten to ${path.relative(root, file)}; traces in ${path.relative(root, TRACE_DIR)}/`);
}

/**
 * The Markdown tables of a profile result.
 * @param {ProfileResult} result
 */
export function report(result) {
  const out = [
    `Profile: ${result.cpuSlowdown}× CPU, mobile viewport, Chrome on Android's user agent, median of ${result.runs} run(s); load average (1/5/15 min) ${result.loadAverage.atStart.join(' / ')} at the start, ${result.loadAverage.atEnd?.join(' / ') ?? '–'} at the end.`,
  ];
  if (result.pages.length) {
    out.push(
      '\nMain thread from navigation until the network is idle + 1 s (trace events, self time by kind):\n',
      markdownTable(
        ['page', 'load event', 'main thread', ...Object.values(GROUP_LABELS), 'long tasks (blocking)'],
        result.pages.map((page) => [
          page.path,
          msCell(page.loadMs),
          msCell(page.mainThread.totalMs),
          ...Object.keys(GROUP_LABELS).map((group) => msCell(page.mainThread[group])),
          `${page.mainThread.longTasks} (${msCell(page.mainThread.blockingMs)})`,
        ]),
      ),
      '\nJavaScript by owner (V8 samples mapped through the source maps; self = in its own functions, incl. = anything on the stack below it):\n',
      markdownTable(
        [
          'page',
          'sampled',
          'in JS functions',
          'native (program)',
          'react-dom self',
          'React render/hydration incl.',
          'styled-components + stylis self',
          'styled incl.',
          'site code self',
          "modules' top-level code",
          'Gatsby/webpack runtime self',
          'GC (samples)',
        ],
        result.pages.map((page) => [
          page.path,
          msCell(page.js.sampledMs),
          msCell(page.js.jsMs),
          msCell(page.js.programMs),
          msCell(page.js.reactDomSelfMs),
          msCell(page.js.reactInclusiveMs),
          msCell(page.js.styledSelfMs),
          msCell(page.js.styledInclusiveMs),
          msCell(page.js.siteSelfMs),
          msCell(page.js.moduleTopLevelMs),
          msCell(page.js.gatsbySelfMs),
          msCell(page.js.gcSampledMs),
        ]),
      ),
      '\nLCP and its phases (web-vitals attribution: TTFB, resource load delay, resource load, element render delay):\n',
      markdownTable(
        ['page', 'LCP', 'element', 'TTFB', 'load delay', 'load time', 'render delay'],
        result.pages.map((page) => [
          page.path,
          msCell(page.lcp.ms),
          `${page.lcp.type}: ${page.lcp.element ?? '–'}`.replace(/\|/g, '\\|'),
          msCell(page.lcp.ttfbMs),
          msCell(page.lcp.resourceLoadDelayMs),
          msCell(page.lcp.resourceLoadMs),
          msCell(page.lcp.elementRenderDelayMs),
        ]),
      ),
    );
    for (const page of result.pages) {
      const chunks = Object.entries(page.chunks).sort(
        (a, b) => Number(b[1].beforeLoad) - Number(a[1].beforeLoad) || b[1].bytes - a[1].bytes,
      );
      out.push(
        `\n${page.path}: scripts (★ = finished before the load event), main-thread compile and evaluation, sampled JS in the chunk's functions, largest packages in it:\n`,
        markdownTable(
          ['chunk', 'size (wire)', 'bg parse', 'compile', 'evaluate', 'JS self', 'contents (minified bytes)'],
          chunks.map(([name, chunk]) => [
            `${chunk.beforeLoad ? '★ ' : ''}${name}${chunk.groups.length && !chunk.groups.includes(name) ? ` (${chunk.groups.slice(0, 3).join(', ')}${chunk.groups.length > 3 ? ', …' : ''})` : ''}`,
            `${kBCell(chunk.bytes)} (${kBCell(chunk.wireBytes)})`,
            msCell(chunk.backgroundParseMs),
            msCell(chunk.compileMs),
            msCell(chunk.evaluateMs),
            msCell(chunk.sampledMs),
            Object.entries(chunk.packages ?? {})
              .map(([owner, bytes]) => `${owner} ${kBCell(bytes)}`)
              .join(', ') || 'no source map',
          ]),
        ),
      );
      out.push(
        `\n${page.path}: sampled self time by owner: ${Object.entries(page.selfByOwner)
          .map(([owner, value]) => `${owner} ${msCell(value)}`)
          .join(', ')}`,
      );
      out.push(
        `${page.path}: by module: ${Object.entries(page.bySource)
          .map(([source, value]) => `${source.replace(/^node_modules\//, '')} ${msCell(value)}`)
          .join(', ')}`,
      );
      if (Object.keys(page.styledBySource).length)
        out.push(
          `${page.path}: styled-components by module: ${Object.entries(page.styledBySource)
            .map(([source, value]) => `${source.replace(/^node_modules\//, '')} ${msCell(value)}`)
            .join(', ')}`,
        );
    }
  }
  if (result.interactions.length) out.push(...tapsReport(result));
  if (result.lighthouse.length) {
    out.push(
      `\nLighthouse mobile, median of ${result.runs} run(s), with its own user agent (fade-ins skipped) and Chrome on Android's (fade-ins run):\n`,
      markdownTable(
        ['page', 'perf (LH UA / Chrome UA)', 'LCP', 'TBT', 'CLS', 'main-thread work'],
        result.lighthouse.map(({ path: pathname, lighthouseUa: a, chromeUa: b }) => [
          pathname,
          `${a.performance} / ${b.performance}`,
          `${(a.lcpMs / 1000).toFixed(2)} / ${(b.lcpMs / 1000).toFixed(2)} s`,
          `${a.tbtMs} / ${b.tbtMs} ms`,
          `${a.cls} / ${b.cls}`,
          `${(a.mainThreadMs / 1000).toFixed(2)} / ${(b.mainThreadMs / 1000).toFixed(2)} s`,
        ]),
      ),
    );
  }
  return out.join('\n');
}

/**
 * The taps' table of a profile result: each control while hydrating, at load and idle.
 * @param {ProfileResult} result
 */
function tapsReport(result) {
  return [
    `\nA tap while React hydrates the page, at the load event and once the page is idle (390 px, ${result.cpuSlowdown}× CPU; Event Timing, median of ${result.runs} run(s)):\n`,
    markdownTable(
      [
        'control',
        'page',
        'tapped',
        'tap after load',
        'latency (to next paint)',
        'input delay',
        'processing',
        'presentation',
        'max of runs',
        'effect in DOM after',
        'worked',
        'before hydrated',
      ],
      result.interactions.map((entry) => [
        entry.label,
        entry.path,
        { hydrating: 'while hydrating', load: 'at load', idle: 'idle' }[entry.when],
        msCell(entry.tapAfterLoadMs),
        msCell(entry.latencyMs),
        msCell(entry.inputDelayMs),
        msCell(entry.processingMs),
        msCell(entry.presentationDelayMs),
        msCell(entry.maxOfRunsMs),
        msCell(entry.effectMs),
        entry.worked,
        entry.beforeHydrated ?? '–',
      ]),
    ),
  ];
}
