import type { Browser, Page } from 'playwright-core';
import { findMedia, findPage } from '../mocks/content/index';
import { findBlock } from '../mocks/content/select';
import { colors } from '../src/styles/theme';
import { hexToRgb } from '../mocks/testing/colors';
import { injectAxe, launchChromium, SITE_URL, stubThirdParties } from './browser';

const home = findPage('/')!;
const banner = findBlock(home.blocks, 'Banner', 'banner_default');
const featured = findMedia(home.featuredImage)!;

let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const failedRequests: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await stubThirdParties(page);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.url()} ${response.status()}`);
  });
  const response = await page.goto(SITE_URL, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe('the home page built from the WordPress stand-in', () => {
  it('is Dutch and titled after the WordPress page', async () => {
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    expect(await page.title()).toBe(home.seo.title);
  });

  it('shows the banner_default block: label, title and buttons in their theme colours', async () => {
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(banner.title);
    expect(await page.getByText(banner.label!, { exact: true }).isVisible()).toBe(true);
    for (const item of banner.links!) {
      const button = page.getByRole('main').getByRole('link', { name: item.link!.title });
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute('href')).toBe(item.link!.url);
      // Every variant's border is its colour (orange, blue …), on the light banner as built.
      const borders: Record<string, string> = {
        orange: colors.orange,
        orange_outlined: colors.orange,
        white_outlined: colors.white,
        blue_outlined: colors.blue,
      };
      const colour = borders[item.theme ?? ''] ?? colors.black;
      expect(await button.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(hexToRgb(colour));
    }
  });

  it('renders the featured image with gatsby-plugin-image, loaded, over a blurred placeholder', async () => {
    const wrapper = page.locator('[data-gatsby-image-wrapper]').first();
    const placeholder = wrapper.locator('img[data-placeholder-image]');
    expect(await placeholder.getAttribute('src')).toMatch(/^data:image\/(jpeg|png|webp);base64,/);
    const image = wrapper.getByRole('img', { name: featured.altText });
    await image.waitFor();
    await page.waitForFunction((alt) => {
      const element = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return !!element && element.complete && element.naturalWidth > 0;
    }, featured.altText);
    // The image comes from the media URL, resized and converted by the stand-in's image service (docs/behaviour/blocks.md#images).
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/wp-content\/uploads\/.+\.jpg\?width=\d+&format=webp$/,
    );
  });

  it('has no accessibility violations (axe)', async () => {
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      type AxeResult = { violations: { id: string; nodes: { target: string[]; failureSummary: string }[] }[] };
      const result = await (window as unknown as { axe: { run: () => Promise<AxeResult> } }).axe.run();
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary}`),
      );
    });
    expect(violations).toEqual([]);
  });

  it('goes to another page through the client router when a button is clicked', async () => {
    const target = banner.links!.map((item) => item.link!).find((link) => findPage(link.url))!;
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole('main').getByRole('link', { name: target.title }).click();
    await page.waitForURL(`**${target.url}`);
    await page.getByRole('heading', { level: 1, name: findBlock(findPage(target.url)!.blocks, 'Banner').title! }).waitFor();
    // No full reload: the marker set on the old document survives (Gatsby's <Link>).
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('is complete without JavaScript: server-rendered HTML carries the content and every style', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto(SITE_URL);
    expect(await staticPage.getByRole('heading', { level: 1 }).textContent()).toBe(banner.title);
    // The global style (body margin 0) is in the HTML, so nothing shifts when the JavaScript arrives.
    expect(await staticPage.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await context.close();
  });

  it('logged no console errors and loaded every resource', () => {
    expect({ consoleErrors, failedRequests }).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
