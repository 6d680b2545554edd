/**
 * Security headers of the built, served site, each fitting the response: every kind of answer
 * carries HSTS and nosniff, and only HTML the document headers (Content-Security-Policy,
 * Referrer-Policy, Permissions-Policy, X-Frame-Options) of src/build/security-headers.ts; each
 * page's policy allows its inline scripts by hash (no 'unsafe-inline', no 'unsafe-eval') and
 * Typeform or Vimeo only where the page embeds them; and using every page type — the carousel, the
 * quotation builder, a form submitted, the Vimeo player opened, the Typeform page, client-side
 * navigation — logs no CSP violation.
 *
 * Violations are caught in the page (a `securitypolicyviolation` listener installed before any
 * page script runs) and in the console (Chromium logs each refused load or inline script there).
 * Third parties are answered locally (browser.ts stubThirdParties): the policy is checked before a
 * request leaves the page, so a stub does not hide a violation.
 */
import type { Browser, Page } from 'playwright-core';
import { DOCUMENT_HEADER_KEYS } from '../src/build/security-headers';
import { FONT_FILES } from '../src/styles/font-files';
import { launchChromium, SITE_URL, stubThirdParties } from './browser';
import { stamp } from '../mocks/testing/expect-helpers';
import { entryScriptsIn } from '../src/build/first-scripts';

const url = (pathname: string) => new URL(pathname, SITE_URL).href;

async function get(pathname: string, init: RequestInit = {}) {
  const response = await fetch(url(pathname), {
    redirect: 'manual',
    ...init,
    headers: { accept: 'text/html,*/*', ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** A policy as directive → sources. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    (policy as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The headers every answer must carry, whatever it is. */
function expectResponseHeaders(headers: Headers) {
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

/** An answer that is not HTML: the every-response headers, none of the document headers. */
function expectNoDocumentHeaders(headers: Headers) {
  expectResponseHeaders(headers);
  expect(DOCUMENT_HEADER_KEYS.filter((key) => headers.has(key))).toEqual([]);
}

/** The headers of an HTML answer: the every-response ones and the document headers. */
function expectDocumentHeaders(headers: Headers) {
  expectResponseHeaders(headers);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  const policy = directives(headers.get('content-security-policy'));
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
  return policy;
}

/** A page's policy: its scripts by 'self' and hashes only. */
function expectPagePolicy(headers: Headers) {
  const policy = expectDocumentHeaders(headers);
  expect(policy['script-src']).toContain("'self'");
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']!.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(3);
  expect(policy['object-src']).toEqual(["'none'"]);
  return policy;
}

describe('every kind of answer carries the security headers that fit it', () => {
  let homeHtml = '';
  beforeAll(async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    homeHtml = home.body;
  });

  it('an HTML page: its own policy, Typeform not allowed, Vimeo allowed (the home page embeds a video)', async () => {
    const home = await get('/');
    const policy = expectPagePolicy(home.headers);
    expect(policy['frame-src']).toEqual(['https://player.vimeo.com']);
    expect(JSON.stringify(policy)).not.toContain('typeform');
    // WordPress (the stand-in of this build) for images and form submissions.
    const wordpress = /<link rel="preconnect" href="(http[^"]+)"/.exec(homeHtml)?.[1];
    expect(policy['img-src']).toContain(wordpress);
    expect(policy['connect-src']).toContain(wordpress);
  });

  it('the Typeform page allows Typeform; a page without embeds allows no frame at all', async () => {
    const typeform = directives((await get('/cloudstatus/ontdekken/')).headers.get('content-security-policy'));
    expect(typeform['script-src']).toContain('https://embed.typeform.com');
    expect(typeform['frame-src']).toEqual(['https://form.typeform.com']);
    const contact = directives((await get('/contact/')).headers.get('content-security-policy'));
    expect(contact['frame-src']).toEqual(["'none'"]);
    expect(contact['script-src']).not.toContain('https://embed.typeform.com');
  });

  it.each(['/page-data/index/page-data.json', '/page-data/app-data.json', '/robots.txt', '/favicon.svg', FONT_FILES[0]!.url])(
    '%s: no document headers',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expectNoDocumentHeaders(response.headers);
    },
  );

  it('a hashed JS file: immutable, no document headers', async () => {
    const app = entryScriptsIn(homeHtml).find((script) => /^\/app-[0-9a-f]{20}\.js$/.test(script));
    const response = await get(app as string, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expectNoDocumentHeaders(response.headers);
  });

  it('the 404 page: the policy of the 404 page', async () => {
    const response = await get('/bestaat-niet/');
    expect(response.status).toBe(404);
    expectPagePolicy(response.headers);
  });

  it('a redirect: no document headers', async () => {
    const response = await get('/contact');
    expect(response.status).toBe(301);
    expectNoDocumentHeaders(response.headers);
  });

  it('the quotation Function: JSON, no document headers', async () => {
    const response = await get('/api/package-quotation', { method: 'POST', body: new FormData() });
    // No Origin: not a page of the site (abuse.ts).
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectNoDocumentHeaders(response.headers);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Watched {
  page: Page;
  /** Every CSP violation the page reported, and every console message about the policy or an error. */
  problems: () => Promise<string[]>;
}

/** A page of the site, third parties stubbed, with a violation listener installed before any script of it runs. */
async function watch(pathname: string): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await stubThirdParties(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      logged.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  const response = await page.goto(url(pathname), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return {
    page,
    problems: async () => {
      // The listener lives in the document: after a reload it starts again, which is what the page asked for.
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      return [...violations, ...logged];
    },
  };
}

describe('no page logs a CSP violation', () => {
  it('(the watch sees one: an inline script without a hash is refused and reported)', async () => {
    const { page, problems } = await watch('/contact/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    expect((await problems()).join('\n')).toMatch(/script-src-elem blocked inline/);
    await page.close();
  });

  it('the home page, with the Vimeo player opened', async () => {
    const { page, problems } = await watch('/');
    const player = page.waitForRequest(/^https:\/\/player\.vimeo\.com\//);
    await page
      .getByRole('link', { name: /^Video afspelen/ })
      .first()
      .click();
    await player;
    await page.locator('iframe[src^="https://player.vimeo.com/"]').waitFor();
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('a service page with the price carousel, moved on', async () => {
    const { page, problems } = await watch('/diensten/vps/');
    const carousel = page.locator('[data-block="Posts/posts_package_prices"]');
    await carousel.scrollIntoViewIfNeeded();
    // Swiper is loaded on mount; its slides move once it is there.
    await carousel.locator('.swiper-initialized').waitFor();
    await carousel.getByRole('button', { name: 'Volgende pakketten' }).click();
    await page.waitForTimeout(500);
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('the Kennisbank overview and a post', async () => {
    for (const pathname of ['/kennisbank/', '/kennisbank/wat-is-een-vps/']) {
      const { page, problems } = await watch(pathname);
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
      expect(await problems()).toEqual([]);
      await page.close();
    }
  });

  it('the quotation page, with the builder used and its dialog open', async () => {
    const { page, problems } = await watch('/offerte-aanvragen/?Pakket=VPS%20Bronze');
    await page.getByTestId('quotation-builder').waitFor();
    const row = page.getByRole('article', { name: 'VPS Bronze', exact: true });
    await row.waitFor();
    await row.getByLabel('Operating system').selectOption('debian');
    await row.getByRole('button', { name: 'Extra RAM (1 GB): één meer', exact: true }).click();
    await page.getByTestId('quotation-summary').getByRole('button', { name: 'Mail mij de offerte' }).click();
    await page.getByRole('dialog', { name: 'Mail mij de offerte' }).locator('form').waitFor();
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('the contact page, with the form submitted to WordPress', async () => {
    const { page, problems } = await watch('/contact/');
    const form = page.locator('main form.gform-1');
    await form.waitFor();
    const id = stamp();
    await form.getByLabel(/^Naam\b/).fill(`Csp Tester ${id}`);
    await form.getByLabel(/^E-mailadres\b/).fill(`csp.${id}@example.nl`);
    await form.getByLabel(/^Bericht\b/).fill('Een bericht om het beleid te testen.');
    await form.getByLabel(/^Ik wil graag\b/).selectOption('Meer informatie');
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
    const submission = page.waitForResponse(
      (response) => /\/wp-json\/gf\/v2\/forms\/1\/submissions/.test(response.url()) && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Verstuur' }).click();
    expect((await submission).status()).toBe(200);
    await page.getByText('Bedankt voor je bericht!').waitFor();
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('the Typeform page loads the embed script', async () => {
    const page = await watch('/cloudstatus/ontdekken/');
    // The stub answers an empty script, so the block shows its link; what matters is that the request was allowed.
    expect(
      await page.page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.startsWith('https://embed.typeform.com/')),
      ),
    ).toBe(true);
    expect(await page.problems()).toEqual([]);
    await page.page.close();
  });

  it('arriving at the Typeform page by client-side navigation from a page without it loads it afresh, with its policy', async () => {
    const { page } = await watch('/contact/');
    const script = page.waitForRequest(/^https:\/\/embed\.typeform\.com\//);
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/cloudstatus/ontdekken/'));
    await reloaded;
    await script;
    expect(new URL(page.url()).pathname).toBe('/cloudstatus/ontdekken/');
    await page.close();
  });
});
