/**
 * The site shell in the built site (that every page renders in it, axe-clean: accessibility.e2e.ts): the header works with
 * the keyboard alone (desktop submenus, the mobile menu overlay), the newsletter modal opens
 * and closes on pages and posts alike, the header turns sticky on scroll, the progress bar
 * shows during a slow navigation, the history breadcrumb goes back only within the site, and
 * unknown URLs get the Dutch 404 page.
 */
import type { Browser, Page } from 'playwright-core';
import { content } from '../mocks/content/index';
import { HEADER_HEIGHT, HEADER_HEIGHT_STICKY, NEWSLETTER_DELAY_MS } from '../src/styles/constants';
import { axeViolations, launchChromium, openPage, SITE_URL, stubThirdParties } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport = { width: 1280, height: 900 }) {
  return openPage(browser, path, { viewport });
}

/** The accessible name (or text) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName : '';
  });

// Every page renders in the shell, axe-clean, without errors: accessibility.e2e.ts (every built page, two widths).

describe('keyboard use of the header', () => {
  it('reaches the skip link, the top bar, the logo and the menu by Tab, and opens a submenu with Enter', async () => {
    const { page } = await open('/');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Naar de inhoud');
    const seen: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    expect(seen).toEqual(expect.arrayContaining(['Inlog Operator', content.settings.info.phonenumber]));
    expect(seen.some((name) => /Wolkwerk Cloud/.test(name))).toBe(true);
    // Tab on to the first submenu button and open it.
    const toggle = page.locator('header button[aria-expanded]').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const submenu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await submenu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await page.close();
  });

  it('opens the mobile menu with the keyboard, traps focus in it, closes it with Escape and returns focus', async () => {
    const { page } = await open('/', { width: 375, height: 812 });
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sluit menu' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // A modal <dialog> makes the rest of the page inert: Tab cycles through the overlay and, past
    // its end, the browser's own UI (activeElement is then <body>) — never the page behind it.
    const places = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const place = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog[open]') ? 'overlay' : `outside: ${active.outerHTML.slice(0, 80)}`;
      });
      places.add(place);
    }
    expect([...places].filter((place) => place.startsWith('outside'))).toEqual([]);
    expect(places.has('overlay')).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sluit menu' }).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('Menu');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.close();
  });
});

describe('newsletter and sticky header', () => {
  const newsletterPage = content.pages.find((page) => page.settings.showNewsletter)!;
  const post = content.posts[0]!;

  // Posts have no page settings and follow the same defaults as a content page (shellParts).
  it.each([
    ['a content page', newsletterPage.uri],
    ['a Kennisbank post', post.uri],
  ])('shows the Nieuwsbrief button after 5 s on %s; its modal opens and closes by keyboard', async (_kind, uri) => {
    const { page } = await open(uri);
    const button = page.getByRole('button', { name: 'Nieuwsbrief' });
    expect(await button.count()).toBe(0);
    await button.waitFor({ timeout: NEWSLETTER_DELAY_MS + 3000 });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: content.settings.newsletter.title });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('Nieuwsbrief');
    await page.close();
  });

  it('keeps the header at the top and makes it sticky (120 px, top bar slid away) as soon as the page scrolls', async () => {
    const { page } = await open('/');
    const header = page.getByRole('banner').first();
    const phone = header.getByRole('link', { name: content.settings.info.phonenumber });
    const placement = () =>
      header.evaluate((element) => ({
        position: getComputedStyle(element).position,
        top: element.getBoundingClientRect().top,
        height: element.getBoundingClientRect().height,
      }));
    expect(await placement()).toEqual({ position: 'fixed', top: 0, height: HEADER_HEIGHT });
    expect(await phone.isVisible()).toBe(true);

    await page.mouse.wheel(0, 400);
    const element = await header.elementHandle();
    await page.waitForFunction(({ banner, height }) => window.scrollY > 0 && banner?.getBoundingClientRect().height === height, {
      banner: element,
      height: HEADER_HEIGHT_STICKY,
    });
    // Still at the top of the viewport while the page has scrolled under it; the top bar's links are gone.
    expect(await placement()).toEqual({ position: 'fixed', top: 0, height: HEADER_HEIGHT_STICKY });
    await phone.waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('progress bar', () => {
  it('shows while a slow client-side navigation loads, and is gone once the new page is shown', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(page);
    // Which pages' data the browser has already fetched (preloaded or prefetched for visible links).
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(new URL(request.url()).pathname);
      if (match) fetched.add(match[1] === 'index' ? '/' : `/${match[1]}/`);
    });
    await page.goto(SITE_URL, { waitUntil: 'networkidle' });
    const linked = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const target = linked.find((href) => content.pages.some((candidate) => candidate.uri === href) && !fetched.has(href));
    expect(target).toBeDefined();

    // From now on every page's data and static queries take 2.5 s to arrive.
    await page.route('**/page-data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const bar = page.locator('#nprogress .bar');
    expect(await bar.count()).toBe(0);

    await page.locator(`a[href="${target}"]`).first().click();
    // Gatsby reports a navigation as slow after a second; the bar shows while the old page still stands.
    await bar.waitFor({ state: 'visible', timeout: 2500 });
    expect(new URL(page.url()).pathname).toBe('/');

    await page.waitForURL((url) => url.pathname === target, { timeout: 10_000 });
    await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 5000 });
    // A client-side navigation, not a page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
  });
});

describe('history breadcrumb', () => {
  const historyPage = content.pages.find((candidate) => candidate.settings.breadcrumb === 'history')!;

  it('goes back one step when the visitor came from a page of this site', async () => {
    const { page } = await open('/contact/');
    // The page embeds Typeform, so after the client-side navigation it is loaded in full with its own
    // CSP (src/lib/ThirdPartyPolicy.tsx): that load's 'load' event is the first one after the click.
    const reloaded = page.waitForEvent('load');
    await page.locator(`a[href="${historyPage.uri}"]:visible`).first().click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe(historyPage.uri);
    // Until React has hydrated it, 'Terug' is a plain link to its href (/), not a step back: wait for
    // React's props on the link (a visitor that fast gets the home page, which is the link's fallback).
    const back = page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Terug' });
    await page.waitForFunction(() => {
      const link = document.querySelector('nav[aria-label="Kruimelpad"] a');
      return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactProps$')));
    });
    await back.click();
    await page.waitForURL((url) => url.pathname === '/contact/');
    await page.close();
  });

  it.each([
    ['another site', 'https://www.google.nl/'],
    ['nowhere (a typed URL)', undefined],
  ])('goes to / when the visitor came from %s', async (_from, referer) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(page);
    await page.goto(SITE_URL, { waitUntil: 'networkidle' });
    // The history page opened from there by a full page load, with or without that referrer.
    await page.goto(new URL(historyPage.uri, SITE_URL).href, { waitUntil: 'networkidle', referer });
    expect(await page.evaluate(() => document.referrer)).toBe(referer ?? '');
    const entries = await page.evaluate(() => window.history.length);
    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Terug' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Forward to /, not back to the home page before it: going back would add no history entry.
    // When / embeds what the history page's policy does not allow, ThirdPartyPolicy loads it anew
    // with location.replace (the entry count stays): a read that the new load cuts off is retried.
    const historyLength = async (): Promise<number> => {
      try {
        return await page.evaluate(() => window.history.length);
      } catch (error) {
        if (!/Execution context was destroyed/.test(String(error))) throw error;
        await page.waitForLoadState('load');
        return historyLength();
      }
    };
    expect(await historyLength()).toBe(entries + 1);
    await page.close();
  });
});

describe('everything around the pages', () => {
  it('answers unknown URLs with the Dutch 404 page in the same shell', async () => {
    const { page, status } = await open('/bestaat-niet/');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pagina niet gevonden');
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('publishes sitemap.xml and robots.txt, and Head tags per page', async () => {
    const { page } = await open('/contact/');
    const contact = content.pages.find((candidate) => candidate.uri === '/contact/')!;
    expect(await page.title()).toContain(contact.seo.title.split(' | ')[0]);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(contact.seo.description);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/contact\/$/);
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBeTruthy();
    const robots = await (await fetch(new URL('/robots.txt', SITE_URL))).text();
    expect(robots).toMatch(/Sitemap: .*sitemap-index\.xml/);
    const sitemap = await (await fetch(new URL('/sitemap-0.xml', SITE_URL))).text();
    for (const item of content.pages) expect(sitemap).toContain(item.uri);
    await page.close();
  });
});
