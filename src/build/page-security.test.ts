import { createHash } from 'node:crypto';
import path from 'node:path';
import { DOCUMENT_HEADER_KEYS, DOCUMENT_SECURITY_HEADERS, RESPONSE_SECURITY_HEADERS, siteOriginsFrom } from './security-headers';
import {
  createHeadersLookup,
  headerValue,
  IMMUTABLE,
  matchesRoutePath,
  MUST_REVALIDATE,
  type Header,
  type HeaderRoute,
} from './cache-headers';
import { inlineScriptHashes, thirdPartiesIn, withPagePolicies } from './page-security';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script a browser runs, once each', () => {
    const html = [
      '<script type="module">const a=1;</script>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module">const a=1;</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('const a=1;'),
      sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/'),
      sha('\n  window.___chunkMapping="{}";\n'),
    ]);
  });
});

it('thirdPartiesIn finds a Typeform block and a Vimeo facade', () => {
  expect(thirdPartiesIn('<section data-block="Content/content_enclose">')).toEqual(['typeform']);
  expect(thirdPartiesIn('<a href="https://vimeo.com/76979871" aria-label="Video afspelen">')).toEqual(['vimeo']);
  expect(thirdPartiesIn('<p>Zie vimeo.com</p>')).toEqual([]);
});

// Gatsby's own pieces, so the rules below are what this Gatsby version hands an adapter.
/* eslint-disable @typescript-eslint/no-require-imports -- internal CommonJS modules of Gatsby and its Netlify adapter (one by a path found at run time), typed by hand with what the test uses */
const gatsbyConstants = require('gatsby/dist/utils/adapter/constants') as {
  MUST_REVALIDATE_HEADERS: Header[];
  PERMAMENT_CACHING_HEADERS: Header[];
  BASE_HEADERS: Header[];
};
const { createHeadersMatcher } = require('gatsby/dist/utils/adapter/create-headers') as {
  createHeadersMatcher: (
    headers: Array<{ source: string; headers: Header[] }>,
    pathPrefix: string,
  ) => (path: string, defaults: Header[]) => Header[];
};
// The writer of public/_headers; the package exports only its entry point, so by its file.
const { processRoutesManifest } = require(
  path.join(path.dirname(require.resolve('gatsby-adapter-netlify/package.json')), 'dist', 'route-handler.js'),
) as {
  processRoutesManifest: (
    routes: unknown[],
    headerRoutes: HeaderRoute[],
  ) => { headers: string; redirects: string; fileMovingPromise: Promise<void> };
};
/* eslint-enable @typescript-eslint/no-require-imports -- only those modules */

interface Route {
  path: string;
  type: string;
  filePath?: string;
  functionId?: string;
  headers?: Header[];
}

/**
 * headerRoutes as getRoutesManifest (node_modules/gatsby/dist/utils/adapter/manager.js) makes them:
 * the `/*` and `/static/*` defaults, then per route (functions aside) its default headers with the
 * `headers` option applied (create-headers.js), keeping those that differ from the defaults
 * (customHeaderFilter).
 */
function gatsbyHeaderRoutes(routes: readonly Route[], configHeaders: Array<{ source: string; headers: Header[] }>): HeaderRoute[] {
  const same = (a: Header, b: Header) => a.key === b.key && a.value === b.value;
  const apply = createHeadersMatcher(configHeaders, '');
  const result: HeaderRoute[] = [
    { path: '/*', headers: gatsbyConstants.MUST_REVALIDATE_HEADERS },
    { path: '/static/*', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
  ];
  for (const route of routes) {
    if (route.type === 'function') continue;
    const custom = apply(route.path, route.headers ?? []).filter(
      (header) =>
        !gatsbyConstants.MUST_REVALIDATE_HEADERS.some((base) => same(base, header)) &&
        !(route.path.startsWith('/static/') && gatsbyConstants.PERMAMENT_CACHING_HEADERS.some((base) => same(base, header))),
    );
    if (custom.length > 0) result.push({ path: route.path, headers: custom });
  }
  return result;
}

describe('withPagePolicies', () => {
  const origins = siteOriginsFrom({ wordpressUrl: 'http://127.0.0.1:8788' });
  const revalidate = gatsbyConstants.MUST_REVALIDATE_HEADERS;
  const immutable = gatsbyConstants.PERMAMENT_CACHING_HEADERS;
  // A build's routes as Gatsby lists them: pages (and their page-data), the 404 page, a slice, webpack
  // assets, a copied static file, a hashed image under /static/, a font, and the Function.
  const routes: Route[] = [
    { path: '/', type: 'static', filePath: 'public/index.html', headers: revalidate },
    { path: '/page-data/index/page-data.json', type: 'static', filePath: 'public/page-data/index/page-data.json', headers: revalidate },
    { path: '/cloudstatus/ontdekken/', type: 'static', filePath: 'public/cloudstatus/ontdekken/index.html', headers: revalidate },
    { path: '/404/', type: 'static', filePath: 'public/404/index.html', headers: revalidate },
    { path: '/404.html', type: 'static', filePath: 'public/404.html', headers: revalidate },
    {
      path: '/_gatsby/slices/_gatsby-scripts-1.html',
      type: 'static',
      filePath: 'public/_gatsby/slices/_gatsby-scripts-1.html',
      headers: revalidate,
    },
    { path: '/page-data/app-data.json', type: 'static', filePath: 'public/page-data/app-data.json', headers: revalidate },
    { path: '/app-123.js', type: 'static', filePath: 'public/app-123.js', headers: immutable },
    { path: '/styles.abc.css', type: 'static', filePath: 'public/styles.abc.css', headers: immutable },
    { path: '/robots.txt', type: 'static', filePath: 'public/robots.txt', headers: gatsbyConstants.BASE_HEADERS },
    {
      path: '/fonts/inter-latin-400.woff2',
      type: 'static',
      filePath: 'public/fonts/inter-latin-400.woff2',
      headers: gatsbyConstants.BASE_HEADERS,
    },
    { path: '/static/0188b2ef/photo.webp', type: 'static', filePath: 'public/static/0188b2ef/photo.webp', headers: immutable },
    { path: '/api/package-quotation/', type: 'function', functionId: 'package-quotation-js' },
  ];
  const html: Record<string, string> = {
    'public/index.html': '<script>window.pagePath="/";</script>',
    'public/cloudstatus/ontdekken/index.html':
      '<script>window.pagePath="/cloudstatus/ontdekken/";</script><section data-block="Content/content_enclose">',
    'public/404/index.html': '<script>window.pagePath="/404/";</script>',
    'public/404.html': '<script>window.pagePath="/404.html";</script>',
    'public/_gatsby/slices/_gatsby-scripts-1.html': '<div></div>',
  };
  // What gatsby-config declares: the every-response headers for `/*`.
  const headerRoutes = gatsbyHeaderRoutes(routes, [{ source: '/*', headers: [...RESPONSE_SECURITY_HEADERS] }]);
  const result = withPagePolicies(headerRoutes, routes, {
    siteHeaders: RESPONSE_SECURITY_HEADERS,
    documentHeaders: DOCUMENT_SECURITY_HEADERS,
    origins,
    pathPrefix: '',
    readHtml: (file) => html[file] as string,
  });
  /** As the local server answers: the more specific rule wins per key (cache-headers.ts). */
  const local = createHeadersLookup(result.headerRoutes);
  const keysOf = (headers: readonly Header[]) => headers.map((header) => header.key.toLowerCase());
  const pages = ['/', '/cloudstatus/ontdekken/', '/404/', '/404.html', '/_gatsby/slices/_gatsby-scripts-1.html'];
  const assets = [
    '/app-123.js',
    '/styles.abc.css',
    '/robots.txt',
    '/fonts/inter-latin-400.woff2',
    '/static/0188b2ef/photo.webp',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
  ];

  it("states the every-response headers once, on /*, without Gatsby's document headers; rules left empty are dropped", () => {
    expect(headerRoutes.find((route) => route.path === '/*')?.headers.map((header) => header.key)).toEqual(
      expect.arrayContaining(['x-frame-options', 'referrer-policy', 'x-xss-protection']),
    );
    expect(result.headerRoutes.find((route) => route.path === '/*')?.headers).toEqual([
      { key: 'cache-control', value: MUST_REVALIDATE },
      ...RESPONSE_SECURITY_HEADERS,
    ]);
    expect(result.headerRoutes.find((route) => route.path === '/app-123.js')?.headers).toEqual([
      { key: 'cache-control', value: IMMUTABLE },
    ]);
    expect(result.headerRoutes.find((route) => route.path === '/robots.txt')).toBeUndefined();
  });

  it('locally: an HTML file has its policy and the document headers; an asset only caching, HSTS and nosniff', () => {
    for (const page of pages) {
      const headers = local(page);
      for (const key of DOCUMENT_HEADER_KEYS) expect([page, key, headerValue(headers, key)]).toEqual([page, key, expect.any(String)]);
      expect(headerValue(headers, 'x-frame-options')).toBe('DENY');
      expect(headerValue(headers, 'x-xss-protection')).toBe('0');
      expect(headerValue(headers, 'cache-control')).toBe(MUST_REVALIDATE);
    }
    for (const asset of assets) {
      const headers = local(asset);
      expect([asset, keysOf(headers).filter((key) => DOCUMENT_HEADER_KEYS.includes(key))]).toEqual([asset, []]);
      expect(headerValue(headers, 'x-content-type-options')).toBe('nosniff');
      expect(headerValue(headers, 'strict-transport-security')).toBe('max-age=63072000');
    }
    expect(headerValue(local('/app-123.js'), 'cache-control')).toBe(IMMUTABLE);
    expect(headerValue(local('/static/0188b2ef/photo.webp'), 'cache-control')).toBe(IMMUTABLE);
  });

  it("gives each page its own policy with its scripts' hashes, Typeform only where embedded", () => {
    expect(result.pages).toBe(4);
    const home = headerValue(local('/'), 'content-security-policy') as string;
    expect(home).toContain(`'${sha('window.pagePath="/";')}'`);
    expect(home).not.toContain("unsafe-inline' https://embed");
    expect(home).not.toContain('typeform');
    const typeform = headerValue(local('/cloudstatus/ontdekken/'), 'content-security-policy') as string;
    expect(typeform).toContain('https://embed.typeform.com');
    expect(typeform).not.toContain(sha('window.pagePath="/";'));
  });

  it("in gatsby-adapter-netlify's public/_headers, where every matching rule applies: document headers on HTML only", async () => {
    const written = processRoutesManifest(routes, result.headerRoutes);
    await written.fileMovingPromise;
    // Netlify's syntax: a path line, then its indented `key: value` lines.
    const rules: HeaderRoute[] = [];
    for (const line of written.headers.split('\n').filter((text) => text.trim())) {
      if (/^\s/.test(line))
        rules.at(-1)!.headers.push({ key: line.slice(0, line.indexOf(':')).trim(), value: line.slice(line.indexOf(':') + 1).trim() });
      else rules.push({ path: decodeURI(line.trim()), headers: [] });
    }
    expect(rules).toEqual(result.headerRoutes);
    const netlify = (requestPath: string) =>
      rules.filter((rule) => matchesRoutePath(rule.path, requestPath)).flatMap((rule) => keysOf(rule.headers));
    for (const page of pages) expect([page, DOCUMENT_HEADER_KEYS.filter((key) => !netlify(page).includes(key))]).toEqual([page, []]);
    for (const asset of assets) expect([asset, netlify(asset).filter((key) => DOCUMENT_HEADER_KEYS.includes(key))]).toEqual([asset, []]);
    // A page's document headers come once: none of them also stands on `/*`.
    expect(netlify('/').filter((key) => key === 'content-security-policy')).toHaveLength(1);
    // The Function is routed (public/_redirects), and no header rule names it: it sets its own.
    expect(written.redirects).toMatch(/^\/api\/package-quotation\/\s+\/\.netlify\/functions\/package-quotation-js\s+200$/m);
    expect(rules.some((rule) => rule.path.startsWith('/api/'))).toBe(false);
  });
});
