/**
 * Editors' previews, end to end (README.md#editors): the stand-in plays WordPress with WPGatsby's
 * preview settings pointing at the preview server (`npm run preview-server`: gatsby develop behind
 * scripts/lib/preview-front.ts). For a draft page, a draft post, a package's draft price and a page
 * with a form: the draft is saved in WordPress (its REST API), the Preview button is pressed (the
 * stand-in posts WPGatsby's webhook with its JWT and answers the redirect to the Content Sync URL),
 * the Content Sync page waits for the node manifest and sends the browser to the draft's page, where
 * the draft's text shows with the 'Voorbeeld' note and noindex. The refresh endpoint refuses requests
 * without the secret, at the front and at develop itself; the published content stays as it was.
 * Beside it, the e2e build stays whole: served as `npm start` serves it, its Kennisbank search
 * index and its contact form work while develop runs, and develop wrote nothing into it.
 *
 * scripts/test.mjs runs this after the e2e build and the Playwright tests. develop runs in a site
 * directory of its own (PREVIEW_DIR, made cold for this test). Cost: one cold `gatsby develop`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { content, findPage, packagesOfType } from '../mocks/content/index.ts';
import type { Page as FixturePage } from '../mocks/content/types.ts';
import { autosave, createDraft, previewClick, update } from '../mocks/testing/wordpress-preview';
import { acfRestOf } from '../mocks/wordpress/editor';
import { startStandInProcess, type StandInProcess } from '../mocks/wordpress/stand-in-process';
import { sessionCookie, signPreviewLink } from '../scripts/lib/preview-session';
import { loadSearchIndex, searchPositions } from '../src/kennisbank/listing/search';
import { launchChromium, stubThirdParties } from './browser';
import { PORT, root, SMTP_PORT } from './build-helpers';
import { startHost, stopHost, type Host } from './function-host-process';
import { isSubmission } from './site-pages';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const FRONT_PORT = 9102 + offset;
const DEVELOP_PORT = 9103 + offset;
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;
const SECRET = 'preview-secret-of-the-e2e-test';
/** develop's site directory for this test (scripts/lib/site-dir.ts), removed before and after: cold. */
const PREVIEW_DIR = path.join(root, '.data', 'preview-e2e');

let standIn: StandInProcess | undefined;
let server: ChildProcess | undefined;
let serverOutput = '';
let browser: Browser | undefined;
let page: Page;
/** The draft post the preview test made: the 'who sees drafts' tests look for it. */
let draftPost: { id: number; title: string } | undefined;

/** The preview server's whole process group (it starts gatsby develop and its workers). */
function stopServer() {
  if (!server?.pid || server.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server!.once('exit', () => resolve());
    process.kill(-server!.pid!, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-server!.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000).unref();
  });
}

function startPreviewServer(graphqlUrl: string): Promise<void> {
  server = spawn(path.join(root, 'node_modules/.bin/node'), ['scripts/preview-server.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      WPGRAPHQL_URL: graphqlUrl,
      PREVIEW_SECRET: SECRET,
      PREVIEW_PORT: String(FRONT_PORT),
      PREVIEW_DEVELOP_PORT: String(DEVELOP_PORT),
      PREVIEW_PUBLIC_URL: FRONT,
      PREVIEW_TIMEOUT_SECONDS: '90',
      PREVIEW_DIR,
      GATSBY_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
      BROWSERSLIST_IGNORE_OLD_DATA: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      serverOutput += chunk.toString('utf8');
      if (serverOutput.includes('Previews are served at')) resolve();
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.once('exit', (code) => reject(new Error(`the preview server stopped (exit ${code}):\n${serverOutput.slice(-3000)}`)));
  });
}

/** GraphQL as a visitor's build asks: no preview token. */
async function published<T>(query: string): Promise<T> {
  const response = await fetch(`${standIn!.base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The Preview button: the Content Sync URL WordPress's preview page sends the browser to. */
async function pressPreview(databaseId: number): Promise<string> {
  const url = await previewClick(standIn!.base, databaseId);
  expect(url).toMatch(new RegExp(`^${FRONT}/__preview-link/[\\w.-]+/gatsby-source-wordpress/${databaseId}`));
  return url;
}

/** A fixture page with one block's title changed, as the whole form of the classic screen sends it. */
function withBlockTitle(page: FixturePage, index: number, title: string): FixturePage {
  const copy = structuredClone(page);
  (copy.blocks[index] as { title: string }).title = title;
  return copy;
}

/** The published page as the e2e build made it. */
const builtHtml = (uri: string) => readFileSync(path.join(root, 'public', uri, 'index.html'), 'utf8');

/** The Cookie header of the session the front gave for a signed link (an editor's browser has one). */
let session = '';

/** A request to the front as the editor's browser makes it, with the session. */
const asEditor = (pathname: string, init: RequestInit = {}) =>
  fetch(`${FRONT}${pathname}`, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: session } });

/**
 * Follows the Content Sync URL in the browser until it lands on the draft's page; returns that page's
 * path and search. The signed link gives a session and goes on to the Content Sync page, whose first
 * answer, straight after the webhook, is the Dutch waiting page.
 */
async function followContentSync(url: string): Promise<string> {
  const entry = await fetch(url, { redirect: 'manual' });
  expect(entry.status).toBe(302);
  session = String(entry.headers.get('set-cookie')).split(';')[0]!;
  expect(session).toMatch(/^preview_session=/);
  const contentSync = entry.headers.get('location')!;
  expect(contentSync).toMatch(/^\/gatsby-source-wordpress\/\d+/);
  const first = await asEditor(contentSync, { redirect: 'manual' });
  const firstText = await first.text();
  // The draft is not built yet a moment after the webhook: the waiting page (a 302 if it already is).
  expect([200, 302]).toContain(first.status);
  if (first.status === 200) expect(firstText).toContain('Voorbeeld wordt gemaakt…');
  await page.goto(url);
  await page.waitForURL((landed) => !landed.pathname.startsWith('/gatsby-source-wordpress/'), { timeout: 90_000 });
  const landed = new URL(page.url());
  return landed.pathname + landed.search;
}

/** What every preview page shows: the note, and noindex in the head and the headers. */
async function expectPreviewMarks() {
  await expect(page.getByRole('complementary', { name: 'Voorbeeld' }).isVisible()).resolves.toBe(true);
  await page.waitForFunction(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex');
}

beforeAll(async () => {
  rmSync(PREVIEW_DIR, { recursive: true, force: true });
  standIn = await startStandInProcess({
    WORDPRESS_PREVIEW_WEBHOOK: `${FRONT}/__refresh`,
    WORDPRESS_BUILDS_WEBHOOK: `${FRONT}/__refresh`,
    WORDPRESS_CONTENT_SYNC_URL: FRONT,
    WORDPRESS_PREVIEW_SECRET: SECRET,
  });
  const started = Date.now();
  await startPreviewServer(`${standIn.base}/graphql`);
  console.log(`preview server (gatsby develop, cold) ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  browser = await launchChromium();
  page = await browser.newPage();
}, 15 * 60_000);

afterAll(async () => {
  await browser?.close();
  await stopServer();
  await standIn?.stop();
  rmSync(PREVIEW_DIR, { recursive: true, force: true });
}, 60_000);

describe('the refresh endpoint', () => {
  it('refuses a refresh without the secret, at the front and at gatsby develop itself', async () => {
    const body = JSON.stringify({ refreshing: true });
    for (const headers of [{}, { Authorization: 'wrong' }] as Record<string, string>[]) {
      const front = await fetch(`${FRONT}/__refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      expect(front.status).toBe(403);
      // Behind the front, develop checks the same secret (GATSBY_REFRESH_TOKEN).
      const develop = await fetch(`http://127.0.0.1:${DEVELOP_PORT}/__refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      expect(develop.status).toBe(403);
    }
    // develop's GraphQL endpoint, whose answers carry the token, is closed at the front: to a stranger
    // (no session) and to an editor alike.
    const graphql = (cookie: string) =>
      fetch(`${FRONT}/___graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: '{"query":"{ site { id } }"}',
      });
    expect((await graphql('')).status).toBe(401);
    const editor = sessionCookie(SECRET, 1, Math.floor(Date.now() / 1000), false).split(';')[0]!;
    expect((await graphql(editor)).status).toBe(404);
    expect(serverOutput).toContain('refused a refresh');
  });
});

describe('a preview', () => {
  it('of a published page with a parent page: its autosave shows, title and banner, and the page as published stays', async () => {
    const vps = findPage('/diensten/vps/')!;
    expect(vps.parent).toBeTruthy();
    const title = 'VPS (concept van de redactie)';
    const banner = 'Een nieuwe bannertitel uit het concept';
    await autosave(standIn!.base, 'pages', vps.databaseId, { title, acf: acfRestOf('page', withBlockTitle(vps, 0, banner)) });
    expect(await followContentSync(await pressPreview(vps.databaseId))).toBe('/diensten/vps/');
    await page.getByRole('heading', { level: 1, name: banner }).waitFor();
    // The page's own title is in its data (this page's breadcrumb shows the path, its document title the SEO plugin's).
    const data = (await (await asEditor('/page-data/diensten/vps/page-data.json')).json()) as {
      result: { data: { wpPage: { title: string } } };
    };
    expect(data.result.data.wpPage.title).toBe(title);
    await expectPreviewMarks();

    const live = await published<{ page: { title: string } }>(`{ page(id: ${vps.databaseId}, idType: DATABASE_ID) { title } }`);
    expect(live.page.title).toBe(vps.title);
    expect(builtHtml('diensten/vps')).not.toContain(banner);
  });

  it('of a new draft post: it gets a page of its own on the preview server only', async () => {
    const source = content.posts[0]!;
    const title = 'Concept: previews zonder Gatsby Cloud';
    const draft = await createDraft(standIn!.base, 'posts', { title, excerpt: 'Nog niet gepubliceerd.', acf: acfRestOf('post', source) });
    expect(draft.status).toBe('draft');
    draftPost = { id: draft.id, title };
    // gatsby-source-wordpress gives a draft's `/?p=<id>` a path of its own (update.js normalizeUri).
    expect(await followContentSync(await pressPreview(draft.id))).toBe(`/generated-preview-path/post/${draft.id}/`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectPreviewMarks();

    const live = await published<{ post: unknown; posts: { nodes: { databaseId: number }[] } }>(
      `{ post(id: ${draft.id}, idType: DATABASE_ID) { title } posts(first: 100) { nodes { databaseId } } }`,
    );
    expect(live.post).toBeNull();
    expect(live.posts.nodes.length).toBe(content.posts.length);
    expect(live.posts.nodes.map((node) => node.databaseId)).not.toContain(draft.id);
  });

  it("of a package's draft price: the quotation page with that package chosen shows it", async () => {
    const pkg = packagesOfType('vps')[0]!;
    expect(pkg.info.priceFrom).not.toBe(123.45);
    await autosave(standIn!.base, 'package', pkg.databaseId, { acf: { ...acfRestOf('package', pkg), price_from: 123.45 } });
    const landed = await followContentSync(await pressPreview(pkg.databaseId));
    expect(landed).toBe(`/offerte-aanvragen/?Pakket=${encodeURIComponent(pkg.title)}`);
    await page.getByText('123,45').first().waitFor();
    await expectPreviewMarks();

    const live = await published<{ package: { info: { priceFrom: number } } }>(
      `{ package(id: ${pkg.databaseId}, idType: DATABASE_ID) { info { priceFrom } } }`,
    );
    expect(live.package.info.priceFrom).toBe(pkg.info.priceFrom);
  });

  it('of a page with a form: the draft heading, and the form is there to fill in', async () => {
    const contact = findPage('/contact/')!;
    const heading = 'Kom langs in Utrecht (concept)';
    await autosave(standIn!.base, 'pages', contact.databaseId, { acf: acfRestOf('page', withBlockTitle(contact, 1, heading)) });
    expect(await followContentSync(await pressPreview(contact.databaseId))).toBe('/contact/');
    await page.getByRole('heading', { name: heading }).waitFor();
    const form = page.locator('main form').first();
    await form.waitFor();
    expect(await form.getByRole('textbox').count()).toBeGreaterThan(1);
    expect(await form.getByRole('button').count()).toBeGreaterThan(0);
    await expectPreviewMarks();
  });
});

describe('who sees drafts', () => {
  /** Requests as a browser WordPress did not send makes them: no session. */
  const anonymous = (pathname: string) => fetch(`${FRONT}${pathname}`, { redirect: 'manual' });

  it("shows a stranger who enumerates the preview paths nothing of the draft, and develop's files neither", async () => {
    expect(draftPost).toBeDefined();
    const { id, title } = draftPost!;
    const found: number[] = [];
    for (let candidate = id - 2; candidate <= id + 2; candidate += 1) {
      const pathname = `/generated-preview-path/post/${candidate}/`;
      const stranger = await anonymous(pathname);
      expect({ pathname, status: stranger.status }).toEqual({ pathname, status: 401 });
      const text = await stranger.text();
      expect(text).not.toContain(title);
      expect(text).toContain('Open het voorbeeld vanuit WordPress');
      expect(stranger.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      if ((await (await asEditor(`/page-data${pathname}page-data.json`)).text()).includes(title)) found.push(candidate);
    }
    // The path is real: the editor's session finds the draft there.
    expect(found).toEqual([id]);

    const html = await (await asEditor(`/generated-preview-path/post/${id}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const pathname of [
      `/page-data/generated-preview-path/post/${id}/page-data.json`,
      '/page-data/app-data.json',
      ...scripts,
      `${scripts[0]}.map`,
      '/socket.io/?EIO=4&transport=polling',
      `/__preview-status/${encodeURIComponent(`${id}2026-01-01 00:00:00`)}`,
    ]) {
      const stranger = await anonymous(pathname);
      expect({ pathname, status: stranger.status }).toEqual({ pathname, status: 401 });
      expect(await stranger.text()).not.toContain(title);
    }
  });

  it("refuses a forged, an expired and another post's signed link, and no session comes of it", async () => {
    const { id } = draftPost!;
    const now = Math.floor(Date.now() / 1000);
    const contentSync = `/gatsby-source-wordpress/${id}${encodeURIComponent('2026-01-01 00:00:00')}/${id}`;
    for (const token of [
      signPreviewLink('not-the-secret-of-this-server', { user: 1, post: id, expires: now + 600 }),
      signPreviewLink(SECRET, { user: 1, post: id, expires: now - 1 }),
      signPreviewLink(SECRET, { user: 1, post: id + 1, expires: now + 600 }),
    ]) {
      const answer = await anonymous(`/__preview-link/${token}${contentSync}`);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(serverOutput).toContain('refused a preview link');
  });
});

/** Waits until the preview server's data of the page at `uri` has `title` (WordPress's publish reached develop). */
async function publishedOnPreviewServer(uri: string, title: string, timeoutMs = 60_000) {
  const pageData = `/page-data/${uri.replace(/^\/|\/$/g, '')}/page-data.json`;
  const started = Date.now();
  for (;;) {
    const text = await asEditor(pageData)
      .then((answer) => answer.text())
      .catch(() => '');
    if (text.includes(title)) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`"${title}" did not reach the preview server's ${pageData}:\n${serverOutput.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Kills gatsby develop's whole process group outright, as a crash or an out-of-memory kill would. */
function killDevelop() {
  const pids = execFileSync('pgrep', ['-f', `gatsby develop --host 127.0.0.1 --port ${DEVELOP_PORT}`], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const group = Number(execFileSync('ps', ['-o', 'pgid=', '-p', pids[0]!], { encoding: 'utf8' }).trim());
  process.kill(-group, 'SIGKILL');
}

describe('a publish', () => {
  it("reaches the preview server through WPGatsby's webhooks, without a preview", async () => {
    const post = content.posts[1]!;
    const title = 'Gepubliceerd: de voorbeeldserver volgt';
    await update(standIn!.base, 'posts', post.databaseId, { title });
    // Run alone, this test has no session from a preview: the one the front would give user 1.
    session ||= sessionCookie(SECRET, 1, Math.floor(Date.now() / 1000), false).split(';')[0]!;
    const started = Date.now();
    await publishedOnPreviewServer(post.uri!, title);
    console.log(`publish reached the preview server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});

describe('no publish lost', () => {
  it('when a Preview click follows a publish at once, both reach the preview server', async () => {
    const post = content.posts[2]!;
    const title = 'Gepubliceerd vlak voor een voorbeeld';
    const draft = await createDraft(standIn!.base, 'posts', {
      title: 'Concept vlak na een publicatie',
      excerpt: 'Nog niet gepubliceerd.',
      acf: acfRestOf('post', content.posts[0]!),
    });
    // The publish's webhooks, then the click's, while develop sources the first.
    await update(standIn!.base, 'posts', post.databaseId, { title });
    const preview = await pressPreview(draft.id);
    expect(await followContentSync(preview)).toBe(`/generated-preview-path/post/${draft.id}/`);
    await page.getByRole('heading', { level: 1, name: 'Concept vlak na een publicatie' }).waitFor();
    await publishedOnPreviewServer(post.uri!, title);
  });

  it('when gatsby develop crashes in the middle, a publish and the Preview clicks made while it starts again all arrive', async () => {
    const post = content.posts[3]!;
    const title = 'Gepubliceerd terwijl develop opnieuw start';
    const titles = ['Concept terwijl develop opnieuw start', 'Tweede concept terwijl develop opnieuw start'];
    const drafts = await Promise.all(
      titles.map((draftTitle) =>
        createDraft(standIn!.base, 'posts', {
          title: draftTitle,
          excerpt: 'Nog niet gepubliceerd.',
          acf: acfRestOf('post', content.posts[0]!),
        }),
      ),
    );
    const restarts = serverOutput.split('Previews are served at').length;
    killDevelop();
    // While develop starts again (a cold start of its process on the warm cache), the front holds
    // the clicks and the publish, and sends them one at a time once it runs.
    const first = await pressPreview(drafts[0]!.id);
    await update(standIn!.base, 'posts', post.databaseId, { title });
    const second = await pressPreview(drafts[1]!.id);
    const started = Date.now();
    while (serverOutput.split('Previews are served at').length === restarts) {
      if (Date.now() - started > 180_000) throw new Error(`develop did not start again:\n${serverOutput.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(`develop ran again ${((Date.now() - started) / 1000).toFixed(0)} s after it was killed`);
    expect(serverOutput).toContain('gatsby develop stopped');
    // The front kept the clicks: held (it knew develop was down) or kept when develop's socket closed.
    expect(serverOutput).toMatch(/held a refresh until gatsby develop runs|did not take a preview refresh \(.*\); it is kept/);
    for (const [index, url] of [first, second].entries()) {
      expect(await followContentSync(url)).toBe(`/generated-preview-path/post/${drafts[index]!.id}/`);
      await page.getByRole('heading', { level: 1, name: titles[index] }).waitFor();
    }
    await publishedOnPreviewServer(post.uri!, title);
  });
});

// ── The site `npm start` serves, beside the preview server ─────────────────────────────────────
// develop runs in a site directory of its own, so the e2e build (public/, .cache/) in the checkout
// is what it was: served by scripts/serve.ts with the stand-in it was built from, as `npm start`
// serves it, while the preview server runs.

/** Before the preview server started (this file's beforeAll): nothing in the e2e build may be newer. */
const beforePreviewServer = Date.now();

/** Every file below `dir` changed since `since` (ms), as paths relative to the checkout. */
function changedSince(dir: string, since: number): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).mtimeMs > since)
    .map((file) => path.relative(root, file));
}

describe('the site npm start serves, beside the preview server', () => {
  let site: Host | undefined;
  let builtWordPress: StandInProcess | undefined;

  beforeAll(async () => {
    site = await startHost({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });
    // The WordPress the e2e build was made from (its form submissions go there), letting the served site post.
    builtWordPress = await startStandInProcess({
      WORDPRESS_PORT: String(PORT),
      WORDPRESS_SMTP_PORT: SMTP_PORT,
      WORDPRESS_CORS_ORIGINS: site.url,
    });
  }, 60_000);

  afterAll(async () => {
    await stopHost(site);
    await builtWordPress?.stop();
  });

  it("keeps the e2e build as it was: develop's output is in its own directory", () => {
    expect(existsSync(path.join(PREVIEW_DIR, 'public', '__node-manifests'))).toBe(true);
    expect(existsSync(path.join(root, 'public', '__node-manifests'))).toBe(false);
    expect([
      ...changedSince(path.join(root, 'public'), beforePreviewServer),
      ...changedSince(path.join(root, '.cache'), beforePreviewServer),
    ]).toEqual([]);
  });

  it("answers the Kennisbank's search index with every post", async () => {
    const pageData = (await (await fetch(`${site!.url}/page-data/kennisbank/page-data.json`)).json()) as unknown;
    const version = /"listingManifest":\{"version":"([0-9a-f]+)"/.exec(JSON.stringify(pageData))?.[1];
    expect(version).toBeTruthy();
    const response = await fetch(`${site!.url}/kennisbank-data/${version}/search.json`);
    expect(response.status).toBe(200);
    const index = loadSearchIndex(await response.text());
    expect(index.documentCount).toBe(content.posts.length);
    expect(searchPositions(index, 'back-up', []).length).toBeGreaterThan(0);
  });

  it('sends the contact form', async () => {
    const visitor = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(visitor);
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    expect((await visitor.goto(`${site!.url}/contact/`))?.status()).toBe(200);
    const form = visitor.locator('main form.gform-1');
    await form.getByLabel(/^Naam\b/).fill('Eva naast de voorbeeldserver');
    await form.getByLabel(/^E-mailadres\b/).fill('eva.naast@example.nl');
    await form.getByLabel(/^Bericht\b/).fill('Werkt het formulier terwijl de voorbeeldserver draait?');
    await form.getByLabel(/^Ik wil graag\b/).selectOption('Een offerte');
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
    const submission = visitor.waitForResponse(isSubmission);
    await form.getByRole('button', { name: 'Verstuur' }).click();
    const response = await submission;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { is_valid: boolean }).is_valid).toBe(true);
    await visitor.getByText('Bedankt voor je bericht!').waitFor();
    expect(errors).toEqual([]);
    await visitor.close();
  });
});
