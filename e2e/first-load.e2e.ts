/**
 * The first load's order (src/lib/first-scripts.ts, gatsby-browser.tsx's replaceHydrateFunction):
 * every page type paints its largest element before the entry scripts are even requested, and
 * paints it without them; a tap that comes before the scripts have run, or while React hydrates
 * the page (time-sliced, under a phone's 4× slower CPU), takes effect once the page has hydrated.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { poll } from '../mocks/testing/expect-helpers';
import { launchChromium, SITE_URL, stubThirdParties, untilHydrated } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** One page of each type, as the bench measures them. */
const PAGE_TYPES = ['/', '/diensten/vps/', '/kennisbank/', '/kennisbank/wat-is-een-vps/', '/offerte-aanvragen/', '/contact/'];

/** Gatsby's entry bundles. */
const ENTRY_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/** React's hydration errors in a production build and their development wording. */
const REACT_ERROR = /Minified React error|hydrat|did not match/i;

/** A phone: its viewport and touch, and (when `slowCpu`) its 4× slower CPU, as the bench emulates it. */
async function phone(slowCpu = true): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await stubThirdParties(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  if (slowCpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp, errors };
}

/** Holds the entry scripts back until `release` is called. */
async function holdEntryScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `uri` while the entry scripts are held: until its HTML is parsed, not its `load` event. The
 * loader adds the entry scripts at the latest 3 s in; on a busy machine that can come before `load`,
 * which then waits on the held scripts and would never come before `release`.
 */
const openHeld = (page: Page, uri: string) => page.goto(new URL(uri, SITE_URL).href, { waitUntil: 'domcontentloaded' });

const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length > 0);

describe('the largest paint', () => {
  it.each(PAGE_TYPES)('%s: is painted before the entry scripts are requested, and without them', async (uri) => {
    const { context, page, errors } = await phone(false);
    // The page's LCP entries, as the page itself sees them, from the first byte on.
    await page.addInitScript(() => {
      const seen: { startTime: number; tag: string }[] = [];
      Object.assign(window, { lcpEntries: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { element?: Element | null }[])
          seen.push({ startTime: entry.startTime, tag: (entry as { element?: Element | null }).element?.tagName ?? '' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const release = await holdEntryScripts(page);
    await openHeld(page, uri);
    // Without the entry scripts, the largest element is painted and visible.
    await page.waitForFunction(() => (window as unknown as { lcpEntries: unknown[] }).lcpEntries.length > 0);
    await page.waitForTimeout(300);
    expect(await hydrated(page)).toBe(false);
    const [withoutScripts] = await page.evaluate(() =>
      (window as unknown as { lcpEntries: { startTime: number; tag: string }[] }).lcpEntries.slice(-1),
    );
    release();
    await untilHydrated(page);
    await page.waitForTimeout(500);
    const { last, scriptsRequested } = await page.evaluate((pattern) => {
      const entries = (window as unknown as { lcpEntries: { startTime: number; tag: string }[] }).lcpEntries;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { last: entries[entries.length - 1]!, scriptsRequested: Math.min(...scripts) };
    }, ENTRY_SCRIPT.source);
    // Hydration painted nothing larger: the largest paint is the one made without scripts, and it
    // came before the first entry script was asked for.
    expect({ uri, last }).toEqual({ uri, last: withoutScripts });
    expect({ uri, paintedFirst: last.startTime < scriptsRequested }).toEqual({ uri, paintedFirst: true });
    expect({ uri, errors: errors.filter((message) => REACT_ERROR.test(message)) }).toEqual({ uri, errors: [] });
    await context.close();
  });
});

/** A control of a page type and what its tap does once it has taken effect. */
interface Tap {
  name: string;
  uri: string;
  control: (page: Page) => ReturnType<Page['locator']>;
  tookEffect: (page: Page) => Promise<boolean>;
}

const TAPS: Tap[] = [
  {
    name: "the header's Menu",
    uri: '/',
    control: (page) => page.getByRole('button', { name: 'Menu' }),
    tookEffect: (page) => page.getByRole('button', { name: 'Sluit menu' }).isVisible(),
  },
  {
    name: 'a FAQ question',
    uri: '/diensten/vps/',
    control: (page) => page.locator('[data-block="Repeat/repeat_faq"] button[aria-expanded]').nth(1),
    tookEffect: async (page) =>
      (await page.locator('[data-block="Repeat/repeat_faq"] button[aria-expanded]').nth(1).getAttribute('aria-expanded')) === 'true',
  },
  {
    name: 'a Kennisbank filter',
    uri: '/kennisbank/',
    control: (page) => page.getByRole('group', { name: 'Filter artikelen:' }).getByRole('button').first(),
    tookEffect: async (page) =>
      (await page.getByRole('group', { name: 'Filter artikelen:' }).getByRole('button').first().getAttribute('aria-pressed')) === 'true',
  },
];

describe('a tap on a phone (4× slower CPU) is not lost', () => {
  it.each(TAPS)(
    '$name, tapped before the scripts have run, takes effect once the page has hydrated',
    async ({ uri, control, tookEffect }) => {
      const { context, page, errors } = await phone();
      const release = await holdEntryScripts(page);
      await openHeld(page, uri);
      await control(page).scrollIntoViewIfNeeded();
      await control(page).tap();
      expect(await hydrated(page)).toBe(false);
      expect(await tookEffect(page)).toBe(false);
      release();
      await untilHydrated(page);
      await poll(async () => ((await tookEffect(page)) ? true : undefined), `the effect of the tap on ${uri}`);
      expect(errors.filter((message) => REACT_ERROR.test(message))).toEqual([]);
      await context.close();
    },
  );

  it.each(TAPS)('$name, tapped while React hydrates the page, takes effect once it has', async ({ uri, control, tookEffect }) => {
    const { context, page, errors } = await phone();
    // The moment React starts hydrating (the loader is told so), the control is clicked from
    // inside the page: the first of React's time slices has run, the page is not hydrated yet.
    await page.addInitScript(() => {
      let loader: { hydrating(): void } | undefined;
      Object.defineProperty(window, '___firstScripts', {
        configurable: true,
        get: () => loader,
        set: (value: { hydrating(): void }) => {
          const hydrating = value.hydrating;
          value.hydrating = () => {
            hydrating();
            setTimeout(() => {
              const target = (window as unknown as { tapTarget?: HTMLElement }).tapTarget;
              Object.assign(window, { tappedWhileHydrating: performance.getEntriesByName('onInitialClientRender').length === 0 });
              target?.click();
            }, 0);
          };
          loader = value;
        },
      });
    });
    const release = await holdEntryScripts(page);
    await openHeld(page, uri);
    await control(page).scrollIntoViewIfNeeded();
    await control(page).evaluate((element) => Object.assign(window, { tapTarget: element }));
    release();
    await untilHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { tappedWhileHydrating?: boolean }).tappedWhileHydrating)).toBe(true);
    await poll(async () => ((await tookEffect(page)) ? true : undefined), `the effect of the tap on ${uri}`);
    expect(errors.filter((message) => REACT_ERROR.test(message))).toEqual([]);
    await context.close();
  });
});
