/**
 * Accessibility sweep: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules (target-size
 * included) and axe's best practices on every page of the built site (every index.html in
 * public/: pages, every Kennisbank post, the 404 page), at a phone's width (390 px) and a
 * desktop's (1440 px). Each page also answers 200 (404 for /404/), renders in the shell (a
 * banner, one main#main) and logs no errors.
 *
 * The keyboard walkthroughs are in keyboard.e2e.ts; pages in a state (filters applied, a dialog
 * open, form errors shown) are checked with axe where that state is tested.
 */
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, SITE_URL, stubThirdParties, type AxeOptions } from './browser';
import { builtPages } from './site-pages';

/** WCAG 2.2 AA as axe tags it (wcag22aa holds target-size, 2.5.8), and axe's best practices. */
export const WCAG22_AA: AxeOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
};

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];
const pages = builtPages();

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('at $viewport.width px ($name)', ({ viewport }) => {
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    // One tab per width, reused page after page: a fresh one each time would double the sweep's time.
    page = await browser.newPage({ viewport });
    await stubThirdParties(page);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(`${message.text()} ${message.location().url}`);
    });
  });
  afterAll(async () => {
    await page?.close();
  });

  it('finds every page of the build (pages, posts, the 404 page)', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages).toEqual(expect.arrayContaining(['/', '/404/', '/kennisbank/', '/contact/', '/offerte-aanvragen/']));
  });

  it('would catch what it looks for: a too small target, a low contrast', async () => {
    await page.goto(SITE_URL, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'axe-probe';
      probe.innerHTML =
        '<button type="button" style="width:10px;height:10px;padding:0;border:0;margin:0">x</button><button type="button" style="width:10px;height:10px;padding:0;border:0;margin:0">y</button>' +
        '<img src="/favicon.svg" width="8" height="8"><p style="color:#eee;background:#fff">faint</p>';
      document.querySelector('main')!.prepend(probe);
    });
    const found = (await axeViolations(page, WCAG22_AA)).filter((violation) => violation.includes('#axe-probe'));
    expect(found.map((violation) => violation.split(':')[0])).toEqual(expect.arrayContaining(['target-size', 'color-contrast']));
  });

  it.each(pages)('%s is axe-clean (WCAG 2.2 AA, best practices) and renders without errors', async (uri) => {
    errors.length = 0;
    const response = await page.goto(new URL(uri, SITE_URL).href, { waitUntil: 'networkidle' });
    // /404/ itself is a file of the build (served 200); unknown paths get it with 404 (shell.e2e.ts).
    expect(response?.status()).toBe(200);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await axeViolations(page, WCAG22_AA)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
