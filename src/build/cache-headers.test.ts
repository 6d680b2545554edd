import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createHeadersLookup,
  headerValue,
  IMMUTABLE,
  matchesRoutePath,
  MUST_REVALIDATE,
  toLocalServeManifest,
  type Header,
  type HeaderRoute,
} from './cache-headers';
import { detectedHostingPlatform, LOCAL_SERVE_MANIFEST, localAdapter } from './local-adapter';

// Gatsby's own constants, so the fixture below is what this Gatsby version produces.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal CommonJS module, typed by hand with the constants the fixture uses
const gatsbyConstants = require('gatsby/dist/utils/adapter/constants') as {
  BASE_HEADERS: Header[];
  MUST_REVALIDATE_HEADERS: Header[];
  PERMANENT_CACHE_CONTROL_HEADER: Header[];
};

/**
 * headerRoutes as Gatsby's getRoutesManifest (node_modules/gatsby/dist/utils/adapter/manager.js)
 * builds them: the two defaults, then one entry per route whose headers differ from the defaults,
 * holding only the differing ones (customHeaderFilter): a hashed webpack asset keeps its immutable
 * cache-control, and a `headers` entry of gatsby-config adds its header to the page it matches.
 */
const headerRoutes: HeaderRoute[] = [
  { path: '/*', headers: gatsbyConstants.MUST_REVALIDATE_HEADERS },
  { path: '/static/*', headers: gatsbyConstants.PERMANENT_CACHE_CONTROL_HEADER },
  { path: '/app-410673c7fc4e79e322c2.js', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
  { path: '/styles.3f9d1c.css', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
  { path: '/contact/', headers: [{ key: 'x-custom', value: 'contact' }] },
];
const lookup = createHeadersLookup(headerRoutes);
const cacheControl = (requestPath: string) => headerValue(lookup(requestPath), 'Cache-Control');

describe("Gatsby's caching values", () => {
  it('are the ones in this Gatsby version', () => {
    expect(headerValue(gatsbyConstants.MUST_REVALIDATE_HEADERS, 'cache-control')).toBe(MUST_REVALIDATE);
    expect(headerValue(gatsbyConstants.PERMANENT_CACHE_CONTROL_HEADER, 'cache-control')).toBe(IMMUTABLE);
  });
});

describe('matchesRoutePath', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/diensten/vps/', true],
    ['/static/*', '/static/0188b2ef/photo.webp', true],
    ['/static/*', '/static/', true],
    ['/static/*', '/staticx/a.png', false],
    ['/static/*', '/page-data/static/page-data.json', false],
    ['/contact/', '/contact', true],
    ['/contact', '/contact/', true],
    ['/contact/', '/contact/form/', false],
    ['/', '/', true],
    ['/', '/contact/', false],
    ['/kennisbank/:slug/', '/kennisbank/wat-is-een-vps/', true],
    ['/kennisbank/:slug/', '/kennisbank/', false],
    ['/kennisbank/:slug/', '/kennisbank/a/b/', false],
  ])('%s against %s: %s', (pattern, requestPath, expected) => {
    expect(matchesRoutePath(pattern, requestPath)).toBe(expected);
  });
});

describe('createHeadersLookup', () => {
  it('makes a hashed webpack asset immutable, with the base security headers of /*', () => {
    expect(cacheControl('/app-410673c7fc4e79e322c2.js')).toBe(IMMUTABLE);
    expect(cacheControl('/styles.3f9d1c.css')).toBe(IMMUTABLE);
    const headers = lookup('/app-410673c7fc4e79e322c2.js');
    for (const base of gatsbyConstants.BASE_HEADERS) expect(headerValue(headers, base.key)).toBe(base.value);
    expect(headers.filter((header) => header.key.toLowerCase() === 'cache-control')).toHaveLength(1);
  });

  it('makes everything under /static/ immutable', () => {
    expect(cacheControl('/static/0188b2ef1be087e0ccf5b5f64535cd5d/a1b2c/photo.webp')).toBe(IMMUTABLE);
  });

  it('has HTML, page-data and app-data revalidate', () => {
    for (const requestPath of [
      '/',
      '/diensten/vps/',
      '/404.html',
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
      '/page-data/sq/d/123.json',
    ]) {
      expect(cacheControl(requestPath)).toBe(MUST_REVALIDATE);
    }
  });

  it('has a JS file without a build entry (not a webpack asset) revalidate', () => {
    expect(cacheControl('/app-000000000000.js')).toBe(MUST_REVALIDATE);
  });

  it('adds a header configured for one page, with or without its trailing slash', () => {
    expect(headerValue(lookup('/contact/'), 'x-custom')).toBe('contact');
    expect(headerValue(lookup('/contact'), 'x-custom')).toBe('contact');
    expect(headerValue(lookup('/'), 'x-custom')).toBeUndefined();
    expect(cacheControl('/contact/')).toBe(MUST_REVALIDATE);
  });

  it('lets the more specific path win whatever the order of the entries', () => {
    const reversed = createHeadersLookup([...headerRoutes].reverse());
    expect(headerValue(reversed('/static/x.png'), 'cache-control')).toBe(IMMUTABLE);
    expect(headerValue(reversed('/app-410673c7fc4e79e322c2.js'), 'cache-control')).toBe(IMMUTABLE);
    expect(headerValue(reversed('/'), 'cache-control')).toBe(MUST_REVALIDATE);
  });

  it('overrides a key whatever its case', () => {
    const headers = createHeadersLookup([
      { path: '/*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      { path: '/a.js', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
    ])('/a.js');
    expect(headers).toEqual([{ key: 'cache-control', value: IMMUTABLE }]);
  });

  it('sends nothing when no entry matches', () => {
    expect(createHeadersLookup([{ path: '/static/*', headers: [{ key: 'cache-control', value: IMMUTABLE }] }])('/index.html')).toEqual([]);
  });
});

/** A routes manifest of the shape Gatsby passes to adapters (manager.js getRoutesManifest). */
const routesManifest = [
  { path: '/', type: 'static', filePath: 'public/index.html', headers: gatsbyConstants.MUST_REVALIDATE_HEADERS },
  { path: '/page-data/index/page-data.json', type: 'static', filePath: 'public/page-data/index/page-data.json', headers: [] },
  { path: '/contact/', type: 'static', filePath: 'public/contact/index.html', headers: [] },
  { path: '/404.html', type: 'static', filePath: 'public/404.html', headers: [] },
  { path: '/_gatsby/slices/_gatsby-scripts-1.html', type: 'static', filePath: 'public/_gatsby/slices/_gatsby-scripts-1.html', headers: [] },
  { path: '/app-410673c7fc4e79e322c2.js', type: 'static', filePath: 'public/app-410673c7fc4e79e322c2.js', headers: [] },
  { path: '/api/package-quotation', type: 'function', functionId: 'package-quotation-js' },
];

describe('toLocalServeManifest', () => {
  it('keeps the header routes and lists the HTML pages, not slices, assets or functions', () => {
    const manifest = toLocalServeManifest({ routesManifest, headerRoutes, trailingSlash: 'always', pathPrefix: '' });
    expect(manifest).toEqual({
      version: 1,
      trailingSlash: 'always',
      pathPrefix: '',
      headerRoutes,
      pages: ['/', '/contact/', '/404.html'],
      serverRendered: [],
    });
  });

  it('lists routes Gatsby renders on request', () => {
    const manifest = toLocalServeManifest({
      routesManifest: [...routesManifest, { path: '/dsg/', type: 'function', functionId: 'ssr-engine' }],
      headerRoutes,
      trailingSlash: 'always',
      pathPrefix: '',
    });
    expect(manifest.serverRendered).toEqual(['/dsg/']);
  });

  it('fails without header routes (a Gatsby before 5.12.10)', () => {
    expect(() => toLocalServeManifest({ routesManifest, headerRoutes: undefined, trailingSlash: 'always', pathPrefix: '' })).toThrow(
      /headerRoutes/,
    );
  });
});

describe('localAdapter', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'local-adapter-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the manifest the local server reads', async () => {
    const reporter = { info: jest.fn(), warn: jest.fn() };
    const adapter = localAdapter({ root });
    // Only the parts of Gatsby's adapt context the adapter reads.
    const context = { routesManifest, headerRoutes, trailingSlash: 'always', pathPrefix: '', reporter } as unknown as Parameters<
      typeof adapter.adapt
    >[0];
    await adapter.adapt(context);
    const written = JSON.parse(readFileSync(path.join(root, LOCAL_SERVE_MANIFEST), 'utf8'));
    expect(written).toEqual(toLocalServeManifest({ routesManifest, headerRoutes, trailingSlash: 'always', pathPrefix: '' }));
    expect(reporter.warn).not.toHaveBeenCalled();
  });
});

describe('detectedHostingPlatform', () => {
  const saved = { NETLIFY: process.env.NETLIFY, NETLIFY_LOCAL: process.env.NETLIFY_LOCAL };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it("is Netlify where Gatsby's adapters manifest detects Netlify, none on this machine", () => {
    const root = path.resolve(__dirname, '../..');
    delete process.env.NETLIFY;
    delete process.env.NETLIFY_LOCAL;
    expect(detectedHostingPlatform(root)).toBeUndefined();
    process.env.NETLIFY = 'true';
    expect(detectedHostingPlatform(root)).toBe('Netlify');
  });
});
