/**
 * Absolute URLs for canonical links, Open Graph and JSON-LD, from `siteMetadata.siteUrl`.
 */

/** 'https://example.nl/' or 'https://example.nl' → 'https://example.nl'. */
export function trimSiteUrl(siteUrl: string): string {
  return siteUrl.trim().replace(/\/+$/, '');
}

/**
 * A site path or url made absolute: '/diensten/' → 'https://example.nl/diensten/'.
 * Absolute http(s) urls are kept; protocol-relative ones get https.
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  const value = pathOrUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  const base = trimSiteUrl(siteUrl);
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}

/**
 * The canonical url of a page: absolute, without query and hash, with a trailing slash
 * (the site's `trailingSlash: 'always'`). A file path ('/404.html') keeps its name.
 */
export function canonicalUrl(pathname: string, siteUrl: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  const lastSegment = withLeading.split('/').pop() ?? '';
  const withTrailing = withLeading.endsWith('/') || lastSegment.includes('.') ? withLeading : `${withLeading}/`;
  return absoluteUrl(withTrailing, siteUrl);
}
