/**
 * The document headers of every HTML file (its own Content-Security-Policy and the other
 * document-only headers of src/build/security-headers.ts), made at the end of `gatsby build` and
 * handed to whichever adapter runs (the local one for scripts/serve.ts, gatsby-adapter-netlify for
 * public/_headers).
 *
 * Why here: Gatsby writes inline scripts into every page (window.pagePath, the chunk mapping, the
 * webpack compilation hash, gatsby-plugin-image's loading script), and one of them differs per page.
 * The policy allows them by their sha256 hashes, which exist only once the HTML is written; the
 * `headers` option of gatsby-config is read before. Gatsby calls the adapter's adapt() after the
 * HTML is written (node_modules/gatsby/dist/commands/build.js: adapterManager.adapt() comes last,
 * after the pages' HTML and onPostBuild), and hands it `headerRoutes`, the headers per path it
 * computed (node_modules/gatsby/dist/utils/adapter/manager.js, getRoutesManifest): a `/*` rule with
 * its defaults (cache-control plus BASE_HEADERS of constants.js, which include the document
 * headers x-frame-options, referrer-policy and x-xss-protection), a `/static/*` rule, and a rule
 * per route whose headers differ from those defaults (create-headers.js applies the `headers`
 * option to each route; customHeaderFilter keeps what differs).
 *
 * How the rules reach a host: gatsby-adapter-netlify writes headerRoutes to public/_headers in
 * order, one Netlify rule per entry with its path as it is (node_modules/gatsby-adapter-netlify/
 * dist/route-handler.js, processRoutesManifest and buildHeaderString). Netlify applies every rule
 * whose path matches a request, `/*` to everything it serves (pages, JS, CSS, fonts, images,
 * page-data), and a more specific rule adds to it rather than taking a header away; a page's rule
 * (`/contact/`) matches that path only. local-adapter.ts writes the same list for
 * src/build/cache-headers.ts, where the more specific path wins per header key. So a header
 * meant for HTML only must not stand on `/*` at all, but on each HTML file's own rule.
 * withPageSecurityPolicies wraps an adapter so that, before it sees them:
 *
 * 1. the `/*` rule holds Gatsby's caching default and the headers for every response
 *    (gatsby-config declares them for `/*`), not Gatsby's document headers; those site headers
 *    are stated once there instead of on each of the hundreds of rules Gatsby makes for single
 *    files (it repeats a `/*` header on every file's rule, since it differs from its defaults);
 *    rules left without headers are dropped;
 * 2. every HTML file (the pages, the 404 page, Gatsby's slice files) gets a rule of its own with
 *    the document headers: its Content-Security-Policy (the hashes of its inline scripts, Typeform
 *    or Vimeo only when the page embeds them) and the document-only headers.
 *
 * What this cannot reach on Netlify: a path with no file, which Netlify answers with 404.html,
 * gets the headers of the path asked for, only `/*` (docs/caching-and-security.md, "Security headers").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IAdapter } from 'gatsby';
import { contentSecurityPolicy, type SiteOrigins, type ThirdParty } from './security-headers';
import type { Header, HeaderRoute } from './cache-headers';

/** Script types a browser runs (classic and module); others (application/ld+json …) are data blocks, which CSP leaves alone. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The sha256 sources ('sha256-…') of every inline script a browser would run in this HTML, in
 * document order without repeats. The hash is over the element's text exactly as written
 * (CSP Level 3, "Does element match source list for type and source"), whitespace included.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // The HTML parser ends a script element's text at the first `</script`, whatever precedes it.
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
  for (const [, attributes = '', text = ''] of html.matchAll(scripts)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    const hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * The third parties a page's HTML embeds: Typeform where a content_enclose block is (its
 * `data-block` name, which every block carries), Vimeo where the video facade links to a Vimeo
 * video (VimeoVideo.tsx renders the video's vimeo.com link until it is played).
 */
export function thirdPartiesIn(html: string): ThirdParty[] {
  const found: ThirdParty[] = [];
  if (html.includes('data-block="Content/content_enclose"')) found.push('typeform');
  if (/<a\b[^>]*\bhref="https:\/\/(?:www\.)?vimeo\.com\/\d/i.test(html)) found.push('vimeo');
  return found;
}

/** A page's Content-Security-Policy, from its built HTML. */
export function pagePolicy(html: string, origins: SiteOrigins): string {
  return contentSecurityPolicy({ origins, inlineScripts: { hashes: inlineScriptHashes(html) }, thirdParties: thirdPartiesIn(html) });
}

const sameHeader = (a: Header, b: Header) => a.key.toLowerCase() === b.key.toLowerCase() && a.value === b.value;

export interface PageSecurityOptions {
  /** The headers gatsby-config declares for `/*`, every response's (RESPONSE_SECURITY_HEADERS). */
  siteHeaders: readonly Header[];
  /** The headers HTML carries besides its policy (DOCUMENT_SECURITY_HEADERS). */
  documentHeaders: readonly Header[];
  origins: SiteOrigins;
  /** The site directory (public/ is read from it). */
  root?: string;
}

interface StaticRoute {
  path: string;
  type: string;
  filePath?: string;
}

const POLICY_KEY = 'content-security-policy';

/**
 * headerRoutes with the site-wide headers on the `/*` rule only, no document header there, and a
 * rule with the document headers per HTML file (see the top of this file). `readHtml` reads a
 * file (relative to the site directory). `pages` counts the HTML routes but Gatsby's slices.
 */
export function withPagePolicies(
  headerRoutes: readonly HeaderRoute[],
  routes: readonly StaticRoute[],
  {
    siteHeaders,
    documentHeaders,
    origins,
    pathPrefix,
    readHtml,
  }: {
    siteHeaders: readonly Header[];
    documentHeaders: readonly Header[];
    origins: SiteOrigins;
    pathPrefix: string;
    readHtml: (filePath: string) => string;
  },
): { headerRoutes: HeaderRoute[]; pages: number } {
  const everything = `${pathPrefix}/*`;
  const siteKeys = new Set(siteHeaders.map((header) => header.key.toLowerCase()));
  const documentKeys = new Set([POLICY_KEY, ...documentHeaders.map((header) => header.key.toLowerCase())]);
  const result: HeaderRoute[] = [];
  for (const route of headerRoutes) {
    if (route.path === everything) {
      // Gatsby's defaults for `/*` (cache-control, nosniff) without its document headers, the site's on top.
      const defaults = route.headers.filter(
        (header) => !siteKeys.has(header.key.toLowerCase()) && !documentKeys.has(header.key.toLowerCase()),
      );
      result.push({ path: route.path, headers: [...defaults, ...siteHeaders] });
      continue;
    }
    const headers = route.headers.filter((header) => !siteHeaders.some((site) => sameHeader(site, header)));
    if (headers.length > 0) result.push({ path: route.path, headers });
  }
  let pages = 0;
  for (const route of routes) {
    if (route.type !== 'static' || !route.filePath?.endsWith('.html')) continue;
    const own = [{ key: POLICY_KEY, value: pagePolicy(readHtml(route.filePath), origins) }, ...documentHeaders];
    const ownKeys = new Set(own.map((header) => header.key.toLowerCase()));
    const existing = result.find((entry) => entry.path === route.path);
    if (existing) existing.headers = [...existing.headers.filter((header) => !ownKeys.has(header.key.toLowerCase())), ...own];
    else result.push({ path: route.path, headers: own });
    if (!route.path.startsWith(`${pathPrefix}/_gatsby/`)) pages += 1;
  }
  return { headerRoutes: result, pages };
}

/** The adapter with per-page policies: its adapt() sees withPagePolicies' headerRoutes. */
export function withPageSecurityPolicies(
  adapter: IAdapter,
  { siteHeaders, documentHeaders, origins, root = process.cwd() }: PageSecurityOptions,
): IAdapter {
  return {
    ...adapter,
    adapt(context) {
      const started = performance.now();
      const { headerRoutes, pages } = withPagePolicies(context.headerRoutes ?? [], context.routesManifest, {
        siteHeaders,
        documentHeaders,
        origins,
        pathPrefix: context.pathPrefix,
        readHtml: (filePath) => readFileSync(path.join(root, filePath), 'utf8'),
      });
      context.reporter.info(
        `security headers: a Content-Security-Policy for each of ${pages} pages, ${headerRoutes.length} header rules in all (${Math.round(performance.now() - started)} ms)`,
      );
      // The context's getters compute Gatsby's manifests on first access; pass them on as they are.
      const wrapped = Object.create(context, { headerRoutes: { value: headerRoutes, enumerable: true } }) as typeof context;
      return adapter.adapt(wrapped);
    },
  };
}
