/**
 * Per-page Content-Security-Policy, made at the end of `gatsby build` and handed to whichever
 * adapter runs (the local one for scripts/serve.ts, gatsby-adapter-netlify for public/_headers).
 *
 * Why here: Gatsby writes inline scripts into every page (window.pagePath, the chunk mapping, the
 * webpack compilation hash, gatsby-plugin-image's loading script), and one of them differs per page.
 * The policy allows them by their sha256 hashes, which exist only once the HTML is written; the
 * `headers` option of gatsby-config is read before. Gatsby calls the adapter's adapt() after the
 * HTML is written (node_modules/gatsby/dist/commands/build.js: adapterManager.adapt() comes last,
 * after the pages' HTML and onPostBuild), and hands it `headerRoutes`, the headers per path it computed from its
 * defaults and the `headers` option (node_modules/gatsby/dist/utils/adapter/manager.js,
 * getRoutesManifest). withPageSecurityPolicies wraps an adapter so that, before it sees them:
 *
 * 1. the site-wide security headers gatsby-config declared for `/*` (src/lib/security-headers.ts)
 *    are stated once, on Gatsby's `/*` rule, instead of on each of the hundreds of rules Gatsby
 *    makes for single files (it repeats a `/*` header on every file's rule, since it differs from
 *    its defaults); rules left without headers are dropped;
 * 2. every HTML page gets a rule of its own with its Content-Security-Policy: the hashes of its
 *    inline scripts, and Typeform or Vimeo only when the page embeds them.
 *
 * gatsby-adapter-netlify writes headerRoutes to public/_headers in order (route-handler.js,
 * processRoutesManifest), so the page rules follow the `/*` rule; local-adapter.ts writes them for
 * scripts/lib/cache-headers.ts, where the more specific path wins per header key.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IAdapter } from 'gatsby';
import { contentSecurityPolicy, type SiteOrigins, type ThirdParty } from '../../src/lib/security-headers';
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
  /** The headers gatsby-config declares for `/*` (siteSecurityHeaders). */
  siteHeaders: readonly Header[];
  origins: SiteOrigins;
  /** The site directory (public/ is read from it). */
  root?: string;
}

interface StaticRoute {
  path: string;
  type: string;
  filePath?: string;
}

/**
 * headerRoutes with the site-wide headers on the `/*` rule only and a CSP rule per HTML page
 * (see the top of this file). `readHtml` reads a page's file (relative to the site directory).
 */
export function withPagePolicies(
  headerRoutes: readonly HeaderRoute[],
  routes: readonly StaticRoute[],
  { siteHeaders, origins, pathPrefix, readHtml }: { siteHeaders: readonly Header[]; origins: SiteOrigins; pathPrefix: string; readHtml: (filePath: string) => string },
): { headerRoutes: HeaderRoute[]; pages: number } {
  const everything = `${pathPrefix}/*`;
  const siteKeys = new Set(siteHeaders.map((header) => header.key.toLowerCase()));
  const result: HeaderRoute[] = [];
  for (const route of headerRoutes) {
    if (route.path === everything) {
      // Gatsby's defaults for `/*` (cache-control and its base headers), the site's on top.
      result.push({ path: route.path, headers: [...route.headers.filter((header) => !siteKeys.has(header.key.toLowerCase())), ...siteHeaders] });
      continue;
    }
    const headers = route.headers.filter((header) => !siteHeaders.some((site) => sameHeader(site, header)));
    if (headers.length > 0) result.push({ path: route.path, headers });
  }
  let pages = 0;
  for (const route of routes) {
    if (route.type !== 'static' || !route.filePath?.endsWith('.html') || route.path.startsWith(`${pathPrefix}/_gatsby/`)) continue;
    const policy = { key: 'content-security-policy', value: pagePolicy(readHtml(route.filePath), origins) };
    const existing = result.find((entry) => entry.path === route.path);
    if (existing) existing.headers = [...existing.headers.filter((header) => header.key.toLowerCase() !== policy.key), policy];
    else result.push({ path: route.path, headers: [policy] });
    pages += 1;
  }
  return { headerRoutes: result, pages };
}

/** The adapter with per-page policies: its adapt() sees withPagePolicies' headerRoutes. */
export function withPageSecurityPolicies(adapter: IAdapter, { siteHeaders, origins, root = process.cwd() }: PageSecurityOptions): IAdapter {
  return {
    ...adapter,
    adapt(context) {
      const started = performance.now();
      const { headerRoutes, pages } = withPagePolicies(context.headerRoutes ?? [], context.routesManifest, {
        siteHeaders,
        origins,
        pathPrefix: context.pathPrefix,
        readHtml: (filePath) => readFileSync(path.join(root, filePath), 'utf8'),
      });
      context.reporter.info(`security headers: a Content-Security-Policy for each of ${pages} pages, ${headerRoutes.length} header rules in all (${Math.round(performance.now() - started)} ms)`);
      // The context's getters compute Gatsby's manifests on first access; pass them on as they are.
      const wrapped = Object.create(context, { headerRoutes: { value: headerRoutes, enumerable: true } }) as typeof context;
      return adapter.adapt(wrapped);
    },
  };
}
