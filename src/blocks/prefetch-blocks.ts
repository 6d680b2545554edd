import { blockKind } from './types';
import { preloadBlocks } from './registry';

/**
 * The blocks in a page's data (page-data.json's `result`), as data-block names: every object
 * with a GraphQL type name and a styletype, at any depth, so a Fragment block's own blocks count.
 */
export function blockNamesInData(data: unknown): string[] {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.__typename === 'string' && typeof record.styletype === 'string')
      names.add(`${blockKind(record.__typename)}/${record.styletype}`);
    Object.values(record).forEach(visit);
  };
  visit(data);
  return [...names];
}

/** Where Gatsby serves a page's data: '/' → /page-data/index/page-data.json (its loader's createPageDataUrl). */
export function pageDataUrl(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  return `/page-data/${path === '' ? 'index' : path}/page-data.json`;
}

/**
 * Called when Gatsby has prefetched a page (gatsby-browser's onPostPrefetchPathname, after its own
 * prefetch of the page's data, which the browser now has): loads the code of that page's blocks,
 * so a client-side navigation to it renders every block in its first pass. A static block's
 * chunk, not needed on the first load, arrives this way before a visitor follows a link to a
 * page that shows one. Failures are left to the navigation, which loads what it needs itself.
 */
export async function prefetchBlocksOf(pathname: string, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): Promise<void> {
  try {
    const pageData = (await fetchJson(pageDataUrl(pathname))) as { result?: unknown } | null;
    await preloadBlocks(blockNamesInData(pageData?.result));
  } catch {
    // Nothing lost: the navigation itself loads the blocks' code.
  }
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? response.json() : null;
}
