/**
 * Hostile content (issue 15): the site built from content with classic XSS payloads in every
 * field the content model marks as HTML, in every text field, link and Gravity Forms text
 * (mocks/content/hostile.ts, served by the stand-in with WORDPRESS_CONTENT), served, and every
 * page visited in Chromium: nothing runs and nothing reaches another origin.
 *
 * - no dialog (every payload that runs calls alert('xss:<id>'));
 * - no request leaves for an origin other than the site and the stand-in (every request is routed:
 *   those to other origins are recorded and refused; the payloads' loads go to attacker.invalid);
 * - no page error;
 * - the DOM holds nothing that could run or load elsewhere (mocks/content/hostile-dom.ts: on*
 *   attributes, script urls, foreign resource urls, script/iframe/object/embed/base/meta refresh…);
 * - forms sent with the payloads in labels and descriptions: the MESSAGE confirmation (the kit)
 *   shows sanitized, the REDIRECT one (a javascript: url) is refused and the form confirms itself.
 *
 * scripts/test.mjs runs this after the e2e build and the Playwright tests (as part of `builds`),
 * with the stand-in on the same port as that build. The warm .cache and public/ of that build are
 * moved aside for a cold build and put back afterwards. Cost: one cold build and a visit of every page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { hostileContent, TEXT_PAYLOAD, XSS_PAYLOADS } from '../mocks/content/hostile';
import { findDangerousMarkup } from '../mocks/content/hostile-dom';
import { content, FORM } from '../mocks/content/index';
import { startStandInProcess, type StandInProcess } from '../mocks/wordpress/stand-in-process';
import { launchChromium, THIRD_PARTY } from './browser';
import { gatsbyBuild, PORT, root, SMTP_PORT, warmBuildAside } from './build-helpers';
import { builtPages } from './site-pages';

const warm = warmBuildAside('hostile-content');
const WORDPRESS_ORIGIN = `http://127.0.0.1:${PORT}`;
/** The embeds the fixture pages use (typeform_id, vimeo_url are not HTML fields: they stay). */
const EMBED_ORIGINS = ['https://embed.typeform.com', 'https://player.vimeo.com'];
/** Gatsby's own inline scripts (its html.js / gatsby-ssr output, gatsby-plugin-image's loader). */
const GATSBY_INLINE_SCRIPTS = ['^window\\.___webpackCompilationHash=', '^window\\.pagePath=|/\\*\\s*<!\\[CDATA\\[\\s*\\*/window\\.pagePath=', '^const e="undefined"!=typeof HTMLImageElement', 'window\\.___chunkMapping='];

let standIn: StandInProcess | undefined;
let site: ChildProcess | undefined;
let siteUrl = '';
let browser: Browser | undefined;
let contentDir = '';
const timings: string[] = [];

/** A free loopback port for the site. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function serve(port: number): Promise<ChildProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return child;
    } catch {
      if (child.exitCode !== null || Date.now() > until) throw new Error('scripts/serve.ts did not answer');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

interface Watch {
  dialogs: string[];
  foreign: string[];
  errors: string[];
}

/** A tab that records dialogs, page errors and every request to an origin that is neither the site's nor the stand-in's (refused). */
async function watchedPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; watch: Watch }> {
  const page = await browser!.newPage({ viewport });
  const watch: Watch = { dialogs: [], foreign: [], errors: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  const local = [new URL(siteUrl).origin, WORDPRESS_ORIGIN];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    const origin = new URL(url).origin;
    if (local.includes(origin)) return route.continue();
    // The fixture embeds get a harmless answer, as in the other e2e tests; anything else is recorded.
    if (THIRD_PARTY.typeformScript.test(url)) return route.fulfill({ contentType: 'text/javascript', body: '' });
    if (THIRD_PARTY.vimeoPlayer.test(url)) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vimeo</title>' });
    watch.foreign.push(url);
    return route.abort('blockedbyclient');
  });
  return { page, watch };
}

const scan = (page: Page) =>
  page.evaluate(findDangerousMarkup, { origins: [new URL(siteUrl).origin, WORDPRESS_ORIGIN, ...EMBED_ORIGINS], inlineScripts: GATSBY_INLINE_SCRIPTS });

beforeAll(async () => {
  const hostile = hostileContent(content);
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'hostile-content-'));
  const file = path.join(contentDir, 'content.json');
  writeFileSync(file, JSON.stringify(hostile.content));
  timings.push(`${hostile.filled.length} fields with payloads (${XSS_PAYLOADS.length} vectors per HTML field)`);
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}/`;
  warm.putAside();
  standIn = await startStandInProcess({
    WORDPRESS_PORT: String(PORT),
    WORDPRESS_SMTP_PORT: SMTP_PORT,
    WORDPRESS_CONTENT: file,
    WORDPRESS_CORS_ORIGINS: `http://127.0.0.1:${port}`,
  });
  const build = await gatsbyBuild();
  timings.push(`cold build: exit ${build.code}, ${build.seconds.toFixed(1)} s`);
  if (build.code !== 0) throw new Error(`the build of the hostile content failed:\n${build.output.slice(-3000)}`);
  site = await serve(port);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.kill('SIGTERM');
  await standIn?.stop();
  warm.restore();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
  console.log(`hostile-content:\n  ${timings.join('\n  ')}`);
});

it('builds every page, and on none of them does a payload run, load from elsewhere or survive in the DOM', async () => {
  const pages = builtPages();
  // Every fixture page and post has its page (nothing dropped for its hostile content).
  const missing = [...content.pages, ...content.posts].map((item) => item.uri).filter((uri) => !pages.includes(uri));
  expect(missing).toEqual([]);
  const started = Date.now();
  const problems: string[] = [];
  const { page, watch } = await watchedPage();
  for (const uri of pages) {
    await page.goto(new URL(uri, siteUrl).href, { waitUntil: 'networkidle' });
    // Handlers that need a user: focus moves through the page, the pointer over its middle.
    for (let tab = 0; tab < 5; tab += 1) await page.keyboard.press('Tab');
    await page.mouse.move(640, 450);
    const found = await scan(page);
    for (const item of [...watch.dialogs, ...watch.foreign, ...watch.errors, ...found]) problems.push(`${uri}: ${item}`);
    watch.dialogs.length = 0;
    watch.foreign.length = 0;
    watch.errors.length = 0;
  }
  await page.close();
  timings.push(`${pages.length} pages visited in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(problems).toEqual([]);
});

it('prints the payloads as text where the content model has text (titles, labels), not as markup', async () => {
  const { page, watch } = await watchedPage();
  await page.goto(new URL('/contact/', siteUrl).href, { waitUntil: 'networkidle' });
  // Block titles and form labels hold TEXT_PAYLOAD: it shows as the characters it has.
  expect(await page.locator('main').textContent()).toContain(TEXT_PAYLOAD);
  expect(await page.locator('main form label').first().textContent()).toContain(TEXT_PAYLOAD);
  const post = content.posts[0]!;
  await page.goto(new URL(post.uri, siteUrl).href, { waitUntil: 'networkidle' });
  expect(await page.locator('h1').textContent()).toContain(TEXT_PAYLOAD);
  // In the JSON-LD too, as a string (a </script> in it would have ended the script early).
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.length).toBeGreaterThan(0);
  expect(jsonLd.map((text) => JSON.stringify(JSON.parse(text))).join('\n')).toContain(JSON.stringify(TEXT_PAYLOAD).slice(1, -1));
  expect(watch.dialogs).toEqual([]);
  await page.close();
});

describe('forms sent with payloads in their labels, descriptions and confirmations', () => {
  const SUBMISSIONS = /\/wp-json\/gf\/v2\/forms\/(\d+)\/submissions\/?$/;

  it('the contact form (a MESSAGE confirmation holding the kit) shows its confirmation without anything running', async () => {
    const { page, watch } = await watchedPage();
    await page.goto(new URL('/contact/', siteUrl).href, { waitUntil: 'networkidle' });
    const form = page.locator(`main form.gform-${FORM.contact}`);
    await form.locator('[name="input_11"]').fill('Eva de Tester');
    await form.locator('[name="input_12"]').fill('eva@example.nl');
    await form.locator('[name="input_13"]').fill('Een vraag');
    await form.locator('[name="input_14"]').selectOption('Een offerte');
    await form.locator('[name="input_16"]').check();
    const answer = page.waitForResponse((response) => SUBMISSIONS.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    expect((await answer).status()).toBe(200);
    // The kit's first marker is text in a <p> of it: the confirmation is there.
    await page.getByText(`[${XSS_PAYLOADS[0]!.id}]`).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator(`main form.gform-${FORM.contact}`).count()).toBe(0);
    expect([...watch.dialogs, ...watch.foreign, ...watch.errors, ...(await scan(page))]).toEqual([]);
    await page.close();
  });

  it('the callback form (a REDIRECT confirmation to a javascript: url) does not follow it and confirms itself', async () => {
    const { page, watch } = await watchedPage();
    const pageUrl = new URL('/terugbellen/', siteUrl).href;
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const form = page.locator(`main form.gform-${FORM.callback}`);
    await form.locator('[name="input_11"]').fill('Eva de Tester');
    await form.locator('[name="input_15"]').fill('0612345678');
    // The fixture pre-selects a choice (isSelected), which the site's form query does not read: pick one.
    await form.locator('[name="input_14"]').first().check();
    await form.locator('[name="input_16"]').check();
    const answer = page.waitForResponse((response) => SUBMISSIONS.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    const body = (await (await answer).json()) as { confirmation_type: string; confirmation_redirect: string };
    expect(body).toMatchObject({ confirmation_type: 'redirect', confirmation_redirect: expect.stringMatching(/^javascript:/) });
    await page.getByText('Bedankt, het formulier is verstuurd.').waitFor();
    expect(page.url()).toBe(pageUrl);
    expect([...watch.dialogs, ...watch.foreign, ...watch.errors, ...(await scan(page))]).toEqual([]);
    await page.close();
  });
});
