/**
 * The HTTP headers (caching above all) of the built site, as Gatsby computes them for hosting
 * adapters, and the lookup the local production server (scripts/serve.ts) answers requests with.
 *
 * Gatsby's adapter manager (node_modules/gatsby/dist/utils/adapter/manager.js, getRoutesManifest)
 * hands every adapter `headerRoutes`: two defaults, `/*` → `public, max-age=0, must-revalidate`
 * and `/static/*` → `public, max-age=31536000, immutable` (constants.js), then one entry per route
 * whose headers differ from those defaults: the hashed webpack assets (app-…js, …css) with the
 * immutable cache-control, and whatever the `headers` option of gatsby-config adds. HTML,
 * page-data/*.json and app-data.json keep the `/*` default (revalidate); every entry also carries
 * Gatsby's base security headers. gatsby-adapter-netlify writes exactly this list to public/_headers
 * (packages/gatsby-adapter-netlify/src/route-handler.ts, processRoutesManifest); the local adapter
 * (local-adapter.ts) writes it to a manifest this module reads.
 *
 * Precedence follows Gatsby's headers documentation
 * (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/headers/): all entries whose path
 * matches apply, and for one header key the more specific path wins (an exact path over a wildcard,
 * `/static/*` over `/*`). Header keys compare case-insensitively.
 */

/** A header as Gatsby's adapter API passes it. */
export interface Header {
  key: string;
  value: string;
}

/** An entry of Gatsby's `headerRoutes`: a path pattern and the headers for it. */
export interface HeaderRoute {
  path: string;
  headers: Header[];
}

/** What the local adapter writes after `gatsby build` and the local server reads. */
export interface LocalServeManifest {
  /** Bumped when the shape changes, so a server never misreads an older build's file. */
  version: 1;
  trailingSlash: 'always' | 'never' | 'ignore';
  pathPrefix: string;
  headerRoutes: HeaderRoute[];
  /** Paths of the statically built pages (HTML routes), for the trailing-slash redirects. */
  pages: string[];
  /** Paths Gatsby renders on request (DSG/SSR, its "ssr-engine" function): the local server cannot. */
  serverRendered: string[];
}

/** The caching values of Gatsby's adapter constants (node_modules/gatsby/dist/utils/adapter/constants.js). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MUST_REVALIDATE = 'public, max-age=0, must-revalidate';

/** The same path with or without a trailing slash (Gatsby normalises them alike), root excepted. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const isPattern = (path: string): boolean => path.includes('*') || /(^|\/):/.test(path);

/**
 * Whether a Gatsby route pattern matches a request path: `*` as a segment matches the rest of the
 * path (also nothing: `/static/*` matches `/static/`), `:name` one non-empty segment, anything else
 * itself. Trailing slashes do not matter.
 */
export function matchesRoutePath(pattern: string, path: string): boolean {
  const patternSegments = withoutTrailingSlash(pattern).split('/');
  const pathSegments = withoutTrailingSlash(path).split('/');
  for (let index = 0; index < patternSegments.length; index += 1) {
    const segment = patternSegments[index] as string;
    if (segment === '*') return true;
    const actual = pathSegments[index];
    if (actual === undefined) return false;
    if (segment.startsWith(':')) {
      if (actual === '') return false;
    } else if (segment !== actual) {
      return false;
    }
  }
  return patternSegments.length === pathSegments.length;
}

/** Higher is more specific: static segments count most, a trailing wildcard least. */
function specificity(pattern: string): number {
  return withoutTrailingSlash(pattern)
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 2 : 3), 1);
}

/**
 * A lookup from request path to the headers to send, built once from `headerRoutes`: exact paths
 * in a map, patterns tried in order of specificity (least specific first, so a more specific one
 * overrides a key), then the exact entry last.
 */
export function createHeadersLookup(headerRoutes: readonly HeaderRoute[]): (path: string) => Header[] {
  const exact = new Map<string, Header[][]>();
  const patterns: HeaderRoute[] = [];
  for (const route of headerRoutes) {
    if (isPattern(route.path)) {
      patterns.push(route);
    } else {
      const key = withoutTrailingSlash(route.path);
      exact.set(key, [...(exact.get(key) ?? []), route.headers]);
    }
  }
  // Array.prototype.sort is stable: equally specific patterns keep Gatsby's order.
  patterns.sort((a, b) => specificity(a.path) - specificity(b.path));

  return (path) => {
    const byKey = new Map<string, Header>();
    const apply = (headers: readonly Header[]) => {
      for (const header of headers) byKey.set(header.key.toLowerCase(), header);
    };
    for (const route of patterns) if (matchesRoutePath(route.path, path)) apply(route.headers);
    for (const headers of exact.get(withoutTrailingSlash(path)) ?? []) apply(headers);
    return [...byKey.values()];
  };
}

/** The value of one header (case-insensitive key) in a list, if there. */
export function headerValue(headers: readonly Header[], key: string): string | undefined {
  return headers.find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;
}

/** The parts of Gatsby's adapt context (IAdaptContext) the local manifest is made of. */
export interface AdaptInput {
  routesManifest: ReadonlyArray<{ path: string; type: string; filePath?: string; functionId?: string }>;
  headerRoutes: readonly HeaderRoute[] | undefined;
  trailingSlash: LocalServeManifest['trailingSlash'];
  pathPrefix: string;
}

/** Turns Gatsby's adapt context into the manifest the local server reads. */
export function toLocalServeManifest({ routesManifest, headerRoutes, trailingSlash, pathPrefix }: AdaptInput): LocalServeManifest {
  if (!headerRoutes) throw new Error('Gatsby passed no headerRoutes to the adapter (Gatsby 5.12.10 or later is needed)');
  const pages: string[] = [];
  const serverRendered: string[] = [];
  for (const route of routesManifest) {
    if (route.type === 'static' && route.filePath?.endsWith('.html') && !route.path.startsWith(`${pathPrefix}/_gatsby/`)) {
      pages.push(route.path);
    } else if (route.type === 'function' && route.functionId === 'ssr-engine') {
      serverRendered.push(route.path);
    }
  }
  return { version: 1, trailingSlash, pathPrefix, headerRoutes: [...headerRoutes], pages, serverRendered };
}
