import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The built site under test; scripts/test.mjs builds and serves it and sets this. */
export const SITE_URL = process.env.E2E_SITE_URL || 'http://127.0.0.1:9000/';

/** Third-party embeds the site loads (docs/behaviour/calls-and-roles.md#calls-the-browser-makes: content_enclose, content_block_with_pointers video). */
export const THIRD_PARTY = {
  typeformScript: /^https:\/\/embed\.typeform\.com\//,
  vimeoPlayer: /^https:\/\/player\.vimeo\.com\//,
};

/**
 * The test machines have no internet. Third-party embeds get a harmless local answer (an empty
 * script, a blank player page) so tests see the site's own errors only; `offline` refuses them
 * instead, to test how the site copes when they cannot load.
 */
export async function stubThirdParties(target: Pick<Page, 'route'>, mode: 'stub' | 'offline' = 'stub') {
  await target.route(THIRD_PARTY.typeformScript, (route) =>
    mode === 'offline' ? route.abort('internetdisconnected') : route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await target.route(THIRD_PARTY.vimeoPlayer, (route) =>
    mode === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vimeo</title>' }),
  );
}

const AXE = createRequire(__filename).resolve('axe-core/axe.min.js');

/**
 * axe-core into the page, evaluated through the DevTools protocol (page.evaluate), which the
 * site's Content-Security-Policy does not govern; page.addScriptTag would add an inline script
 * without a hash, which the policy refuses (e2e/security-headers.e2e.ts).
 */
export async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
}

/** axe-core's run options (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter), the part the tests use. */
export interface AxeOptions {
  runOnly?: { type: 'tag'; values: string[] };
  rules?: Record<string, { enabled: boolean }>;
}

/** Every axe violation on the page, as `rule: selector`; axe's default rules unless `options` say otherwise. */
export async function axeViolations(page: Page, options?: AxeOptions): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async (runOptions) => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } };
    const result = await axe.run(document, runOptions ?? {});
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  }, options ?? null);
}

/**
 * A page of the built site in a new tab, third parties stubbed, with the page errors and console
 * errors it logs (except those `ignoreConsole` matches) and its HTTP status.
 */
export async function openPage(
  browser: Browser,
  pathname: string,
  { viewport = { width: 1280, height: 900 }, ignoreConsole }: { viewport?: { width: number; height: number }; ignoreConsole?: RegExp } = {},
) {
  const page = await browser.newPage({ viewport });
  await stubThirdParties(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignoreConsole?.test(message.text())) errors.push(`${message.text()} ${message.location().url}`);
  });
  const response = await page.goto(new URL(pathname, SITE_URL).href, { waitUntil: 'networkidle' });
  await untilHydrated(page);
  return { page, errors, status: response?.status() };
}

/**
 * Until the site has hydrated the page (Gatsby's own mark, after its first render's effects): the
 * entry scripts start only after the largest paint (src/lib/first-scripts.ts), so a test that is
 * not about the first moments waits for this before it uses the page.
 */
export const untilHydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
