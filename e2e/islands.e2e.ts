/**
 * Islands (src/blocks/kinds.ts, src/islands/StaticIsland.tsx): on the first load of a page, a
 * static block keeps the server's HTML and its chunk is not requested; interactive blocks
 * hydrate; no page logs a hydration error; a client-side navigation renders every block kind;
 * the page's main image is visible before the app's JavaScript has run.
 */
import type { Browser, Page } from 'playwright-core';
import { blockChunk, blockNamesIn } from '../src/blocks/block-chunks';
import { isStaticBlock } from '../src/blocks/kinds';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../mocks/content/index';
import { thirdPartiesInData } from '../src/lib/third-parties';
import { launchChromium, SITE_URL, stubThirdParties } from './browser';
import { carouselGeometry } from '../stories/packages/packages-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const URIS = [...content.pages.map((page) => page.uri), content.posts[0]!.uri];

/** A page's data as the build wrote it (public/page-data), what ThirdPartyPolicy reads. */
function pageData(uri: string): unknown {
  const trimmed = uri.replace(/^\/+|\/+$/g, '');
  const file = path.join(__dirname, '..', 'public', 'page-data', trimmed === '' ? 'index' : trimmed, 'page-data.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { result: { data: unknown } }).result.data;
}

/** A chunk's file name → the chunk (block-banner-5e6f.js → block-banner). */
const chunkOfFile = (url: string) => /\/(block-[a-z-]+?)-[0-9a-f]{6,}\.js$/.exec(new URL(url).pathname)?.[1];

/** React's hydration errors in a production build (minified #418, #423, #425) and their development wording. */
const HYDRATION_ERROR = /Minified React error #4(18|19|21|22|23|25)|hydrat|did not match/i;

/** Console errors and warnings, page errors and the block chunks requested, from before the first byte. */
function watch(page: Page) {
  const messages: string[] = [];
  const chunks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('request', (request) => {
    const chunk = chunkOfFile(request.url());
    if (chunk) chunks.push(chunk);
  });
  return { messages, chunks };
}

/**
 * Holds back what loads block code for the pages Gatsby prefetches (gatsby-browser.tsx), which
 * starts a few seconds after the load: the first-load tests see only what the first load asks for.
 */
const withoutBlockPrefetch = (page: Page) => page.route(/\/prefetch-blocks-[0-9a-f]+\.js$/, (route) => route.abort());

/** Waits until Gatsby has rendered the first time (its own mark) and the network is quiet. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  await page.waitForLoadState('networkidle');
}

describe('the first load of every page', () => {
  it.each(URIS)(
    '%s: static blocks keep their HTML and load no code of their own, interactive ones hydrate, nothing logs a hydration error',
    async (uri) => {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await stubThirdParties(page);
      await withoutBlockPrefetch(page);
      const { messages, chunks } = watch(page);
      // Every element removed inside a block from the first byte on: hydration keeps the server's DOM.
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedInBlocks: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            if (!(record.target instanceof Element) || !record.target.closest('[data-island="static"]')) continue;
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(new URL(uri, SITE_URL).href);
      const html = (await response!.text()) ?? '';
      await hydrated(page);

      const names = blockNamesIn(html);
      const staticNames = names.filter(isStaticBlock);
      const neededChunks = new Set(names.filter((name) => !isStaticBlock(name)).map(blockChunk));
      const staticOnlyChunks = [...new Set(staticNames.map(blockChunk))].filter((chunk) => chunk && !neededChunks.has(chunk));
      expect({ uri, requested: chunks.filter((chunk) => staticOnlyChunks.includes(chunk)) }).toEqual({ uri, requested: [] });
      // Nor preloaded: the head names no static-only chunk.
      const preloads = await page
        .locator('head link[rel="preload"][as="script"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect({
        uri,
        preloaded: preloads
          .map((href) => chunkOfFile(new URL(href, SITE_URL).href))
          .filter((chunk) => chunk && staticOnlyChunks.includes(chunk)),
      }).toEqual({ uri, preloaded: [] });

      // Each static block still shows its server HTML, untouched (a post's 'Lees ook' is a static island too, outside the blocks).
      const islands = await page
        .locator('[data-block] [data-island="static"]')
        .evaluateAll((elements) => elements.map((element) => element.children.length > 0 && (element.textContent ?? '').trim().length > 0));
      const staticBlocksInHtml = Array.from(html.matchAll(/\sdata-block="([^"]+)"/g)).filter((match) => isStaticBlock(match[1]!)).length;
      expect({ uri, islands: islands.length }).toEqual({ uri, islands: staticBlocksInHtml });
      expect({ uri, empty: islands.filter((filled) => !filled).length }).toEqual({ uri, empty: 0 });
      expect({ uri, removed: await page.evaluate(() => (window as unknown as { removedInBlocks: string[] }).removedInBlocks) }).toEqual({
        uri,
        removed: [],
      });

      // Every interactive block's chunk arrived, so it is hydrated.
      for (const chunk of neededChunks)
        if (chunk) expect({ uri, chunk, requested: chunks.includes(chunk) }).toEqual({ uri, chunk, requested: true });
      expect({ uri, hydrationErrors: messages.filter((message) => HYDRATION_ERROR.test(message)) }).toEqual({ uri, hydrationErrors: [] });
      await page.close();
    },
  );

  it('a page of static blocks only requests no block chunk at all', async () => {
    const onlyStatic = content.pages.find(
      (candidate) =>
        candidate.blocks.length > 1 &&
        candidate.blocks.every((block) => isStaticBlock(`${block.kind}/${'styletype' in block ? block.styletype : ''}`)),
    );
    expect(onlyStatic).toBeDefined();
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await stubThirdParties(page);
    await withoutBlockPrefetch(page);
    const { chunks } = watch(page);
    await page.goto(new URL(onlyStatic!.uri, SITE_URL).href);
    await hydrated(page);
    expect({ uri: onlyStatic!.uri, chunks }).toEqual({ uri: onlyStatic!.uri, chunks: [] });
    await page.close();
  });

  it("prefetches a static block's code with the pages Gatsby prefetches, and follows its internal links through the router, without a page load", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(page);
    const { chunks } = watch(page);
    await page.goto(SITE_URL);
    await hydrated(page);
    // Not part of the first load; fetched once Gatsby has prefetched the pages linked in view (its loader waits 3 s, then idles).
    expect(chunks).not.toContain('block-banner');
    await page.waitForRequest((request) => chunkOfFile(request.url()) === 'block-banner', { timeout: 15_000 });
    const link = page.locator('[data-island="static"] a[href^="/"]:visible').first();
    const href = (await link.getAttribute('href'))!;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await page.waitForURL((url) => url.pathname === new URL(href, SITE_URL).pathname);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
  });
});

describe('a client-side navigation', () => {
  it('renders every block kind: each page reached through the router shows all its blocks, with no error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(page);
    const { messages } = watch(page);
    await page.goto(SITE_URL);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const rendered = new Set<string>();
    const reloaded: string[] = [];
    // The third parties the current document's policy allows; a page that needs another is
    // loaded from the server with its own policy (src/lib/ThirdPartyPolicy.tsx).
    let allowed = thirdPartiesInData(pageData('/'));
    for (const uri of URIS.filter((candidate) => candidate !== '/').concat('/')) {
      const needed = thirdPartiesInData(pageData(uri));
      const reloads = needed.some((party) => !allowed.includes(party));
      const loaded = reloads ? page.waitForEvent('load') : null;
      // The last page's blocks are marked: the next page's are new elements (keyed by page).
      await page.evaluate((target) => {
        for (const element of document.querySelectorAll('main [data-block]')) element.setAttribute('data-previous-page', '');
        (window as unknown as { ___navigate: (to: string) => void }).___navigate(target);
      }, uri);
      await page.waitForURL((url) => url.pathname === uri);
      if (loaded) {
        await loaded;
        reloaded.push(uri);
        allowed = needed;
        await hydrated(page);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        continue;
      }
      expect({ uri, sameDocument: await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument) }).toEqual({
        uri,
        sameDocument: true,
      });
      // Rendered by React in this document: every block gets its content (a block whose code had
      // not been prefetched shows once its chunk arrives), and no static block keeps an empty shell.
      const filledBlocks = () =>
        page.locator('main [data-block]').evaluateAll((elements) =>
          elements.map((element) => ({
            name: element.getAttribute('data-block')!,
            filled:
              !element.hasAttribute('data-previous-page') && element.children.length > 0 && (element.textContent ?? '').trim().length > 0,
          })),
        );
      await page
        .waitForFunction(
          () => {
            const blocks = [...document.querySelectorAll('main [data-block]')];
            return (
              blocks.length > 0 &&
              blocks.every(
                (element) =>
                  !element.hasAttribute('data-previous-page') &&
                  element.children.length > 0 &&
                  (element.textContent ?? '').trim().length > 0,
              )
            );
          },
          undefined,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      const blocks = await filledBlocks();
      expect({ uri, empty: blocks.filter((block) => !block.filled).map((block) => block.name) }).toEqual({ uri, empty: [] });
      for (const block of blocks) rendered.add(block.name);
    }

    const fixtureNames = new Set(
      [...content.pages, content.posts[0]!].flatMap((entry) =>
        entry.blocks.map((block) => `${block.kind}/${'styletype' in block ? (block.styletype ?? '') : ''}`),
      ),
    );
    const onReloadedPagesOnly = [...fixtureNames].filter((name) => !rendered.has(name));
    // Only the blocks that live on pages loaded afresh (the embeds) were not rendered by the router.
    const embedPages = content.pages.filter((candidate) => reloaded.includes(candidate.uri));
    for (const name of onReloadedPagesOnly) {
      expect({
        name,
        onAnEmbedPage: embedPages.some((candidate) =>
          candidate.blocks.some((block) => `${block.kind}/${'styletype' in block ? block.styletype : ''}` === name),
        ),
      }).toEqual({ name, onAnEmbedPage: true });
    }
    expect([...rendered].filter(isStaticBlock).length).toBeGreaterThan(3);
    expect(messages.filter((message) => HYDRATION_ERROR.test(message) || /Minified React error/.test(message))).toEqual([]);
    await page.close();
  });
});

describe('the main image', () => {
  it.each([
    ['with JavaScript disabled', { javaScriptEnabled: false, blockApp: false }],
    ["before hydration (the app's chunk held back)", { javaScriptEnabled: true, blockApp: true }],
  ])(
    'is painted %s: on top of its placeholder, fully opaque, the same pixels as after hydration',
    async (_when, { javaScriptEnabled, blockApp }) => {
      const viewport = { width: 1280, height: 900 };
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const page = await context.newPage();
      await stubThirdParties(page);
      if (blockApp) await page.route(/\/app-[0-9a-f]+\.js$/, (route) => route.abort());
      await page.goto(SITE_URL);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      if (blockApp) expect(await page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length)).toBe(0);
      // What a visitor sees at the image's centre is the image itself, not the blur placeholder.
      const centre = (target: Page) =>
        target
          .locator('img[fetchpriority="high"]')
          .first()
          .evaluate((img) => {
            const box = img.getBoundingClientRect();
            const x = Math.round(box.left + box.width / 2);
            const y = Math.round(box.top + box.height / 2);
            let opacity = 1;
            for (let element: Element | null = img; element; element = element.parentElement)
              opacity *= Number(getComputedStyle(element).opacity);
            return {
              onTop: document.elementFromPoint(x, y) === img,
              opacity,
              visibility: getComputedStyle(img).visibility,
              clip: { x: x - 24, y: y - 24, width: 48, height: 48 },
            };
          });
      const before = await centre(page);
      expect({ onTop: before.onTop, opacity: before.opacity, visibility: before.visibility }).toEqual({
        onTop: true,
        opacity: 1,
        visibility: 'visible',
      });
      const pixelsBefore = await page.screenshot({ clip: before.clip });

      // The same pixels once the site has hydrated (and hidden the placeholder under the image).
      const hydratedPage = await browser.newPage({ viewport });
      await stubThirdParties(hydratedPage);
      await hydratedPage.goto(SITE_URL);
      await hydrated(hydratedPage);
      await hydratedPage.waitForTimeout(600);
      const after = await centre(hydratedPage);
      expect(after).toEqual(before);
      expect((await hydratedPage.screenshot({ clip: after.clip })).equals(pixelsBefore)).toBe(true);
      await hydratedPage.close();
      await context.close();
    },
  );
});

describe('interactive islands', () => {
  /** Whether React has hydrated an element: it has its fiber then (react-dom's internal key). */
  const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const isHydrated = (selector: string) => (target: Page) => target.locator(selector).first().evaluate(hasFiber);
  const untilHydrated = async (target: Page, selector: string) =>
    target.waitForFunction(hasFiber, await target.locator(selector).first().elementHandle());
  /** /diensten/vps/ at a phone's size, third parties stubbed, its console watched (`prepare` runs before it loads). */
  const openVps = async (options: Parameters<Browser['newPage']>[0] = {}, prepare?: (page: Page) => Promise<unknown>) => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, ...options });
    await stubThirdParties(page);
    const { messages } = watch(page);
    await prepare?.(page);
    await page.goto(new URL('/diensten/vps/', SITE_URL).href);
    const reactErrors = () => messages.filter((message) => HYDRATION_ERROR.test(message) || /Minified React error/.test(message));
    return { page, reactErrors };
  };
  const FAQ_QUESTION = '[data-block="Repeat/repeat_faq"] button[aria-expanded]';
  const COOKIES_BUTTON = 'footer button[aria-haspopup="dialog"]';
  const PRICES = '[data-block="Posts/posts_package_prices"]';

  it('below the fold wait: hydrated are the header, not the FAQ or the footer; a link to a place on the page hydrates them first, in place', async () => {
    const { page, reactErrors } = await openVps();
    await hydrated(page);
    const question = page.locator(FAQ_QUESTION).first();
    await question.evaluate((element) => Object.assign(window, { serverQuestion: element }));
    // Hydrated above the fold: the header; not yet below it: the FAQ and the footer.
    expect(await isHydrated('header button')(page)).toBe(true);
    expect(await isHydrated(FAQ_QUESTION)(page)).toBe(false);
    expect(await isHydrated(COOKIES_BUTTON)(page)).toBe(false);

    // The skip link changes the router's location, which would reach the dehydrated islands:
    // they hydrate first, in place, and then the link is followed.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#main');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await isHydrated(FAQ_QUESTION)(page)).toBe(true);
    expect(await question.evaluate((element) => element === (window as unknown as { serverQuestion: Element }).serverQuestion)).toBe(true);
    expect(await isHydrated(COOKIES_BUTTON)(page)).toBe(true);
    expect(reactErrors()).toEqual([]);
    await page.close();
  });

  it('hydrate when scrolled near, in place', async () => {
    const { page, reactErrors } = await openVps();
    await hydrated(page);
    const question = page.locator(FAQ_QUESTION).first();
    await question.evaluate((element) => Object.assign(window, { serverQuestion: element }));
    expect(await isHydrated(FAQ_QUESTION)(page)).toBe(false);
    await question.scrollIntoViewIfNeeded();
    await untilHydrated(page, FAQ_QUESTION);
    // The same element the server sent, now React's.
    expect(await question.evaluate((element) => element === (window as unknown as { serverQuestion: Element }).serverQuestion)).toBe(true);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await untilHydrated(page, COOKIES_BUTTON);
    expect(reactErrors()).toEqual([]);
    await page.close();
  });

  it.each([
    // The second question (the first starts open) opens.
    [
      'a FAQ question',
      'block-repeat',
      `:nth-match(${FAQ_QUESTION}, 2)`,
      { selector: FAQ_QUESTION, index: 1, attribute: 'aria-expanded', value: 'true' },
    ],
    // The carousel moves on from its first slide, so 'previous' is no longer disabled.
    [
      "the price carousel's next arrow",
      'block-posts-prices',
      `${PRICES} button[aria-label="Volgende pakketten"]`,
      { selector: `${PRICES} button[aria-label="Vorige pakketten"]`, index: 0, attribute: 'disabled', value: null },
    ],
  ])(
    'a tap on %s before its island has hydrated is not lost: it takes effect once the code has arrived',
    async (_name, chunk, selector, effect) => {
      // The block's code arrives late, as on a slow connection: only once the tap has been made
      // (a fixed delay raced the tap, and the carousel's native row answers at once once hydrated).
      let arrive!: () => void;
      const tapped = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const { page, reactErrors } = await openVps({ hasTouch: true }, (target) =>
        target.route(
          (url) => chunkOfFile(url.href) === chunk,
          async (route) => {
            await tapped;
            await route.continue();
          },
        ),
      );
      await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
      const control = page.locator(selector).first();
      await control.scrollIntoViewIfNeeded();
      expect(await isHydrated(selector)(page)).toBe(false);
      await control.tap();
      // The effect: an attribute of an element of the block has the given value.
      const tookEffect = ({ selector: of, index, attribute, value }: typeof effect) =>
        document.querySelectorAll(of)[index]?.getAttribute(attribute) === value;
      expect(await page.evaluate(tookEffect, effect)).toBe(false);
      arrive();
      await page.waitForFunction(tookEffect, effect, { timeout: 10_000 });
      expect(await isHydrated(selector)(page)).toBe(true);
      expect(reactErrors()).toEqual([]);
      await page.close();
    },
  );
});

describe('the price carousel before and after Swiper', () => {
  const PRICES = '[data-block="Posts/posts_package_prices"]';
  /** Slides per view at each width (docs/behaviour/packages-and-quotation.md#price-carousel: 1.7 below 640 px, 2.4, 2.8, 3.7 and 4.7 from 640, 768, 1024 and 1280). */
  const WIDTHS = [
    [375, 1.7],
    [640, 2.4],
    [768, 2.8],
    [1024, 3.7],
    [1280, 4.7],
  ] as const;
  /** Swiper's chunks (unnamed, split from the block's): the scripts that hold Swiper's own option names. */
  const isSwiperChunk = (script: string) => script.includes('slidesPerGroupSkip') || script.includes('paginationDisabledClass');

  /** /diensten/vps/ at a width, with Swiper's chunks held back until `releaseSwiper()`: the carousel stays the native row. */
  const openHeldBack = async (width: number) => {
    const page = await browser.newPage({ viewport: { width, height: 900 }, hasTouch: true });
    await stubThirdParties(page);
    const { messages } = watch(page);
    let releaseSwiper!: () => void;
    const released = new Promise<void>((resolve) => {
      releaseSwiper = resolve;
    });
    await page.route(
      (url) => url.origin === new URL(SITE_URL).origin && url.pathname.endsWith('.js'),
      async (route) => {
        const response = await route.fetch();
        if (isSwiperChunk(await response.text())) await released;
        await route.fulfill({ response });
      },
    );
    await page.goto(new URL('/diensten/vps/', SITE_URL).href);
    const carousel = page.locator(`${PRICES} [aria-roledescription="carrousel"]`);
    await carousel.scrollIntoViewIfNeeded();
    // Hydrated (the next arrow is React's), Swiper not there.
    await page.waitForFunction(
      (selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber$')),
      `${PRICES} button[aria-label="Volgende pakketten"]`,
    );
    return { page, carousel, releaseSwiper, messages };
  };

  /** Closes a page whose scripts go through the route above: a request still in flight (Gatsby prefetches later pages' code) is dropped quietly. */
  const close = async (page: Page) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  };

  /** A finger dragged across the row between 80 % and 20 % of its width, to the left (onwards) or back (touch events through Chromium's input pipeline). */
  const swipe = async (page: Page, box: { x: number; y: number; width: number; height: number }, direction: 'left' | 'right' = 'left') => {
    const client = await page.context().newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const [from, to] = [0.8, 0.2].map((at) => Math.round(box.x + box.width * at)) as [number, number];
    const [start, end] = direction === 'left' ? [from, to] : [to, from];
    const stepPx = start > end ? -10 : 10;
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
    for (let x = start + stepPx; Math.abs(x - end) >= 10; x += stepPx)
      await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: end, y }] });
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await client.detach();
  };

  it.each(WIDTHS)(
    'at %i px shows %f slides per view before Swiper and after; a swipe moves the native row; Swiper takes over where it rests, no slide moving',
    async (width, perView) => {
      const { page, carousel, releaseSwiper, messages } = await openHeldBack(width);
      const before = await carousel.evaluate(carouselGeometry);
      expect(before).toMatchObject({ swiper: false, overflowX: 'auto', gap: expect.closeTo(16, 0) });
      expect(before.perView).toBeCloseTo(perView, 1);

      // A finger swipes the row to the left: it moves and snaps to a slide.
      const box = (await carousel.boundingBox())!;
      await swipe(page, box);
      const rested = async () => {
        let last = await carousel.evaluate((row) => row.scrollLeft);
        for (;;) {
          await page.waitForTimeout(200);
          const now = await carousel.evaluate((row) => row.scrollLeft);
          if (now === last) return now;
          last = now;
        }
      };
      expect(await rested()).toBeGreaterThan(0);
      const swiped = await carousel.evaluate(carouselGeometry);
      expect(swiped.swiper).toBe(false);
      expect(swiped.firstVisible.index).toBeGreaterThan(0);
      // Snapped: the first visible slide starts at the row's left edge, or the row is at its end.
      expect(Math.abs(swiped.firstVisible.left - box.x) < 1 || swiped.atEnd).toBe(true);

      // Every frame from here on records where that slide is, until Swiper has started and settled.
      await carousel.evaluate((row, index) => {
        const frames: { left: number; width: number; swiper: boolean }[] = [];
        Object.assign(window, { carouselFrames: frames });
        const slide = row.querySelectorAll('.swiper-slide')[index]!;
        const record = () => {
          const rect = slide.getBoundingClientRect();
          frames.push({ left: rect.left, width: rect.width, swiper: row.classList.contains('swiper-initialized') });
          if (frames.filter((frame) => frame.swiper).length < 20) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      }, swiped.firstVisible.index);
      releaseSwiper();
      await page.waitForFunction(() => {
        const frames = (window as unknown as { carouselFrames: { swiper: boolean }[] }).carouselFrames;
        return frames.filter((frame) => frame.swiper).length >= 20;
      });
      const frames = await page.evaluate(() => (window as unknown as { carouselFrames: { left: number; width: number }[] }).carouselFrames);
      for (const frame of frames) {
        expect(Math.abs(frame.left - swiped.firstVisible.left)).toBeLessThan(1);
        expect(Math.abs(frame.width - swiped.firstVisible.width)).toBeLessThan(1);
      }
      const after = await carousel.evaluate(carouselGeometry);
      expect(after).toMatchObject({ swiper: true, overflowX: 'hidden', firstVisible: { index: swiped.firstVisible.index } });
      expect(after.perView).toBeCloseTo(perView, 1);
      // Swiper's own view of it: the arrows show the row is no longer at its start.
      expect(await page.locator(`${PRICES} button[aria-label="Vorige pakketten"]`).isDisabled()).toBe(false);
      // A finger now moves Swiper (a horizontal pan is Swiper's: touch-action pan-y), back towards the start.
      await swipe(page, box, 'right');
      const until = Date.now() + 5000;
      while ((await carousel.evaluate(carouselGeometry)).firstVisible.index >= after.firstVisible.index && Date.now() < until)
        await page.waitForTimeout(100);
      expect((await carousel.evaluate(carouselGeometry)).firstVisible.index).toBeLessThan(after.firstVisible.index);
      expect(messages.filter((message) => HYDRATION_ERROR.test(message) || /Minified React error/.test(message))).toEqual([]);
      await close(page);
    },
  );

  it('before Swiper, an arrow scrolls the native row one slide, and Swiper then starts at that slide', async () => {
    const { page, carousel, releaseSwiper } = await openHeldBack(412);
    const next = page.locator(`${PRICES} button[aria-label="Volgende pakketten"]`);
    const previous = page.locator(`${PRICES} button[aria-label="Vorige pakketten"]`);
    expect(await previous.isDisabled()).toBe(true);
    await next.tap();
    await page.waitForFunction((row) => row!.scrollLeft > 0, await carousel.elementHandle());
    await previous.waitFor({ state: 'visible' });
    await page.waitForFunction(
      (selector) => !document.querySelector<HTMLButtonElement>(selector)!.disabled,
      `${PRICES} button[aria-label="Vorige pakketten"]`,
    );
    // Two more taps, the second while the row still scrolls: two slides further, none lost.
    await next.tap();
    await next.tap();
    await page.waitForTimeout(800);
    const native = await carousel.evaluate(carouselGeometry);
    expect(native).toMatchObject({ swiper: false, firstVisible: { index: 3 } });
    releaseSwiper();
    await page.locator(`${PRICES} .swiper-initialized`).waitFor();
    await page.waitForTimeout(300);
    const after = await carousel.evaluate(carouselGeometry);
    expect(after.firstVisible.index).toBe(3);
    expect(Math.abs(after.firstVisible.left - native.firstVisible.left)).toBeLessThan(1);
    await close(page);
  });

  it('without JavaScript the server HTML is the same scroll-snap row, swipeable with a finger', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 }, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await stubThirdParties(page);
    await page.goto(new URL('/diensten/vps/', SITE_URL).href);
    const carousel = page.locator(`${PRICES} [aria-roledescription="carrousel"]`);
    await carousel.scrollIntoViewIfNeeded();
    const before = await carousel.evaluate(carouselGeometry);
    expect(before.perView).toBeCloseTo(1.7, 1);
    expect(
      await carousel.evaluate((row) => {
        const style = getComputedStyle(row);
        const slide = getComputedStyle(row.querySelector('.swiper-slide')!);
        // touch-action: pan-x pan-y pinch-zoom reads back as its short form, manipulation.
        return { snap: style.scrollSnapType, scrollbar: style.scrollbarWidth, align: slide.scrollSnapAlign, touch: style.touchAction };
      }),
    ).toEqual({ snap: 'x mandatory', scrollbar: 'none', align: 'start', touch: 'manipulation' });
    const box = (await carousel.boundingBox())!;
    await swipe(page, box);
    await page.waitForTimeout(800);
    const swiped = await carousel.evaluate(carouselGeometry);
    expect(swiped.firstVisible.index).toBeGreaterThan(0);
    expect(Math.abs(swiped.firstVisible.left - box.x)).toBeLessThan(1);
    await context.close();
  });
});
