/**
 * Caching headers of the built, served site: Gatsby's recommendations
 * (https://www.gatsbyjs.com/docs/caching/) as its adapter manager computes them and scripts/serve.ts
 * sends them — hashed JS and /static/ files immutable for a year; HTML, page-data and app-data.json
 * revalidated on every use (and answerable with 304). What the local server must keep from gatsby
 * serve: the 404 page with status 404, trailing-slash redirects, the quotation endpoint.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SITE_URL } from './browser';
import { entryScriptsIn } from '../src/build/first-scripts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MUST_REVALIDATE = 'public, max-age=0, must-revalidate';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const url = (pathname: string) => new URL(pathname, SITE_URL).href;

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(pathname), { headers: { accept: 'text/html,*/*', ...headers }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

let homeHtml = '';
beforeAll(async () => {
  const home = await get('/');
  expect(home.status).toBe(200);
  homeHtml = home.body;
});

/** The home page's app bundle (so the test follows the build's hashes). */
function appBundle(): string {
  const app = entryScriptsIn(homeHtml).find((script) => /^\/app-[0-9a-f]{20}\.js$/.test(script));
  if (!app) throw new Error('the home page loads no app bundle');
  return app;
}

describe('immutable for a year', () => {
  it('a hashed JS file of the build (the app bundle)', async () => {
    const app = appBundle();
    const response = await get(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('the files under /static/ (webpack file assets, images processed at build time)', async () => {
    // Since images come from WordPress's media URLs, pages link no /static/ file, and a clean
    // build may have none: then the rule a file there would get is checked in the build's headers.
    const files = existsSync(path.join(PUBLIC, 'static'))
      ? readdirSync(path.join(PUBLIC, 'static'), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .slice(0, 5)
          .map((entry) => `/${path.relative(PUBLIC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      : [];
    for (const file of files) {
      const response = await get(file, { accept: '*/*' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    }
    if (files.length === 0) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, '.cache', 'local-serve', 'manifest.json'), 'utf8')) as {
        headerRoutes: Array<{ path: string; headers: Array<{ key: string; value: string }> }>;
      };
      expect(manifest.headerRoutes.find((route) => route.path === '/static/*')?.headers).toContainEqual({
        key: 'cache-control',
        value: IMMUTABLE,
      });
    }
  });
});

describe('revalidated on every use', () => {
  it.each(['/', '/diensten/vps/', '/page-data/index/page-data.json', '/page-data/app-data.json'])('%s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MUST_REVALIDATE);
    // Gatsby's base headers come along with the defaults.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await get('/contact/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds `cache-control: no-cache` to a conditional request (Fetch
    // standard, HTTP-network-or-cache fetch), which rightly gets a full answer, as a browser reload does.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(url('/contact/'), { headers: { accept: 'text/html', 'if-none-match': etag as string } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });
});

describe('what gatsby serve did', () => {
  it('answers a page that does not exist with the 404 page, status 404, not cached for long', async () => {
    for (const pathname of ['/bestaat-niet/', '/static/bestaat-niet.png']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.body).toContain('<html');
      expect(response.headers.get('cache-control')).toBe(MUST_REVALIDATE);
    }
  });

  it('redirects a page path without its trailing slash', async () => {
    const response = await get('/contact');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contact/');
  });

  it('still runs the quotation endpoint (a Gatsby Function), without the static caching headers', async () => {
    const response = await fetch(url('/api/package-quotation'), { method: 'POST', body: new FormData() });
    // No Origin: not a page of the site (abuse.ts).
    expect(response.status).toBe(403);
    expect(((await response.json()) as { isValid: boolean }).isValid).toBe(false);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
