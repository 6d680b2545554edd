/**
 * The site's security headers, in one place, each sent only with the responses it fits. Two
 * kinds:
 *
 * - headers for every response (RESPONSE_SECURITY_HEADERS): HSTS and nosniff. gatsby-config.ts
 *   declares them for `/*` through Gatsby's `headers` option, and the quotation Function sends
 *   them itself (apiSecurityHeaders);
 * - document headers (DOCUMENT_SECURITY_HEADERS and a Content-Security-Policy): they govern what a
 *   rendered document may do (run, load, be framed by, ask the browser for), so they mean nothing
 *   on a script, a stylesheet, JSON or an image and are sent only with HTML. The adapter step
 *   (src/build/page-security.ts) gives every HTML file of the build a rule of its own with them
 *   and its own Content-Security-Policy (the hashes of its inline scripts), and keeps them off the
 *   `/*` rule, which on a CDN also covers every asset.
 *
 * A hosting platform's header rules do not reach function responses (Netlify's `_headers` "apply
 * only to files Netlify serves from our own backing store", docs.netlify.com/routing/headers), so
 * the Function sets its own: the every-response ones, no document headers (its answers are JSON).
 *
 * Pure: no Node or browser APIs, so gatsby-config, the Function and gatsby-browser share it.
 *
 * What the policy allows, directive by directive, is exactly what the site loads:
 * - scripts: its own bundles ('self') and Gatsby's inline scripts by their sha256 hashes (no
 *   'unsafe-inline', no 'unsafe-eval'); Typeform's embed script only on a page with a Typeform;
 * - styles: 'self' and 'unsafe-inline'. styled-components writes its rules at run time into a
 *   <style> element it creates (and the server-rendered HTML carries them inline, plus React's and
 *   gatsby-plugin-image's style attributes). A static site has no per-request nonce to give it,
 *   and hashes cannot cover rules made in the browser (nor style attributes without
 *   'unsafe-hashes'), so inline styles are allowed; what CSS injection could do with that is
 *   bounded by the other directives (images, fonts and requests only from the listed origins);
 * - images: 'self', data: (the blurred placeholders and gatsby-plugin-image's sizer) and the
 *   WordPress media origin(s); fonts: 'self' (the self-hosted Inter files);
 * - requests (connect-src) and form targets: 'self' (page data, the quotation Function) and
 *   WordPress (Gravity Forms submissions and uploads go to it from the browser);
 * - frames: none, except Typeform's form and Vimeo's player on the pages that embed them;
 * - nothing may frame the site (frame-ancestors 'none'), no plugins (object-src 'none'), no
 *   <base> elsewhere (base-uri 'self').
 */

import { THIRD_PARTIES, type ThirdParty } from '../lib/third-parties.ts';

export type { ThirdParty };

/** The Content-Security-Policy directives this module writes, in the order it writes them. */
const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'form-action',
  'object-src',
  'base-uri',
  'frame-ancestors',
] as const;
export type Directive = (typeof DIRECTIVES)[number];

/**
 * What each third party needs. Typeform: the embed script from embed.typeform.com, which adds
 * its stylesheet from there and the form in an iframe from form.typeform.com
 * (src/blocks/content/typeform.ts; @typeform/embed's README, "From CDN": "the CSS is imported
 * automatically"). Vimeo: the player iframe from player.vimeo.com, which the facade opens on play
 * (src/blocks/content/vimeo.ts); the facade itself shows a WordPress image.
 */
export const THIRD_PARTY_SOURCES: Record<ThirdParty, Partial<Record<Directive, readonly string[]>>> = {
  typeform: {
    'script-src': ['https://embed.typeform.com'],
    'style-src': ['https://embed.typeform.com'],
    'frame-src': ['https://form.typeform.com'],
  },
  vimeo: { 'frame-src': ['https://player.vimeo.com'] },
};

/** The origins outside the site a build talks to, from its configuration (gatsby-config.ts). */
export interface SiteOrigins {
  /** The WordPress the browser posts Gravity Forms submissions to (siteMetadata.wordpressUrl's origin). */
  wordpress: string;
  /** Where media files come from: the WordPress origin, or a CDN in front of the uploads. */
  media: readonly string[];
}

/** A page's scripts: the hashes ('sha256-…') of the inline scripts its HTML holds. */
export interface InlineScripts {
  hashes: readonly string[];
}

export interface PolicyInput {
  origins: SiteOrigins;
  inlineScripts: InlineScripts;
  thirdParties: readonly ThirdParty[];
}

/** The origin of a URL (scheme, host, port), or null for something that is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** A Content-Security-Policy value. */
export function contentSecurityPolicy({ origins, inlineScripts, thirdParties }: PolicyInput): string {
  const sources: Record<Directive, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.hashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...origins.media],
    'font-src': ["'self'"],
    'connect-src': ["'self'", origins.wordpress],
    'frame-src': [],
    'form-action': ["'self'", origins.wordpress],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const party of THIRD_PARTIES.filter((name) => thirdParties.includes(name))) {
    for (const [directive, extra] of Object.entries(THIRD_PARTY_SOURCES[party]) as Array<[Directive, readonly string[]]>) {
      sources[directive].push(...extra);
    }
  }
  return DIRECTIVES.map((directive) => {
    const list = unique(sources[directive]);
    return `${directive} ${list.length ? list.join(' ') : "'none'"}`;
  }).join('; ');
}

type Header = { key: string; value: string };

/**
 * Sent with every response: pages, assets, redirects, error answers and the Function's JSON.
 * HSTS is about the host, not the document, so any response may set it; it is sent over plain
 * HTTP too (a static header file cannot depend on the scheme): browsers ignore it there (RFC 6797
 * §8.1), and on the HTTPS CDN it holds for two years; no includeSubDomains, since WordPress or
 * other hosts under the same domain may not all serve HTTPS. nosniff keeps a browser from running
 * or rendering a file as anything but its declared type, which matters for assets most.
 */
export const RESPONSE_SECURITY_HEADERS: readonly Header[] = [
  { key: 'strict-transport-security', value: 'max-age=63072000' },
  { key: 'x-content-type-options', value: 'nosniff' },
];

/**
 * Sent with HTML only, beside the page's Content-Security-Policy. X-Frame-Options for browsers
 * without frame-ancestors. Referrer-Policy sends only the origin to other sites (Vimeo's domain
 * privacy needs it) and the full URL within the site: it is a document's policy for its links,
 * navigations and subresource requests; a stylesheet could carry one for the requests it makes,
 * but the value is browsers' default (Fetch, "default referrer policy"), so leaving it off the
 * assets changes nothing. Permissions-Policy: no powerful feature for anyone, fullscreen,
 * autoplay and picture-in-picture for the site and Vimeo's player (the iframe's allow attribute
 * in VimeoVideo.tsx asks for them). X-XSS-Protection is switched off as OWASP advises (the old
 * XSS auditor, where it still exists, opened cross-site leaks; the CSP is the protection), since
 * Gatsby's default switches it on.
 */
export const DOCUMENT_SECURITY_HEADERS: readonly Header[] = [
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'permissions-policy',
    value: [
      'accelerometer=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'payment=()',
      'usb=()',
      'autoplay=(self "https://player.vimeo.com")',
      'fullscreen=(self "https://player.vimeo.com")',
      'picture-in-picture=(self "https://player.vimeo.com")',
    ].join(', '),
  },
  { key: 'x-xss-protection', value: '0' },
];

/** The keys (lower case) of the headers only HTML carries: the policy and DOCUMENT_SECURITY_HEADERS. */
export const DOCUMENT_HEADER_KEYS: readonly string[] = [
  'content-security-policy',
  ...DOCUMENT_SECURITY_HEADERS.map((header) => header.key),
];

/** The headers of an HTML response with the given Content-Security-Policy. */
export function documentSecurityHeaders(policy: string): Header[] {
  return [{ key: 'content-security-policy', value: policy }, ...DOCUMENT_SECURITY_HEADERS];
}

/** The headers of a Function's answer (set by the Function itself): JSON, so no document headers. */
export function apiSecurityHeaders(): Header[] {
  return [...RESPONSE_SECURITY_HEADERS];
}

/** Origins from the build's configuration: WordPress from its GraphQL URL, media from it or a list. */
export function siteOriginsFrom({ wordpressUrl, mediaOrigins }: { wordpressUrl: string; mediaOrigins?: string }): SiteOrigins {
  const wordpress = originOf(wordpressUrl);
  if (!wordpress) throw new Error(`Not an http(s) URL for WordPress: ${wordpressUrl}`);
  const media = (mediaOrigins ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const origin = originOf(value);
      if (!origin) throw new Error(`Not an http(s) origin in WORDPRESS_MEDIA_ORIGINS: ${value}`);
      return origin;
    });
  return { wordpress, media: media.length ? unique(media) : [wordpress] };
}
