/**
 * WordPress HTML (content descriptions, FAQ answers, post bodies) made safe to render with
 * dangerouslySetInnerHTML, and reduced to plain text for structured data (docs/behaviour/blocks.md#repeat_faq).
 */
import sanitizeHtml from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../lib/html-allow-list';

export interface SanitizeOptions {
  /** The WordPress site's url, e.g. 'http://127.0.0.1:8788'; links to it become site-relative. */
  wordpressUrl: string;
}

export { ALLOWED_TAGS };

const ALLOWED_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);
/** Elements whose content is dropped along with the element (not turned into text). */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg', 'math'];
/** Paths on the WordPress host that are files, not site pages: these links stay absolute. */
const WORDPRESS_FILE_PATH = /^\/wp-content\//i;
const ABSOLUTE_HTTP_URL = /^(?:https?:)?\/\//i;
/** A site-relative path ('/wp-content/…'), not a protocol-relative url ('//evil.example'). */
const SITE_RELATIVE_PATH = /^\/(?![/\\])/;
const IMAGE_DIMENSION = /^\d{1,5}$/;

function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * A link to a page of the WordPress site itself ('http://127.0.0.1:8788/contact/?a=1#b')
 * as a site-relative path ('/contact/?a=1#b'). Uploads and other links are returned as given.
 */
export function relativizeWordPressUrl(href: string, wordpressUrl: string): string {
  const trimmed = href.trim();
  if (!ABSOLUTE_HTTP_URL.test(trimmed)) return href;
  const base = parseUrl(wordpressUrl);
  if (!base) return href;
  const url = parseUrl(trimmed, base.href);
  if (!url || url.origin !== base.origin) return href;

  // WordPress may live in a sub-folder ('https://cms.example.nl/wp'): strip that prefix too.
  const basePath = base.pathname.replace(/\/+$/, '');
  let path = url.pathname;
  if (basePath) {
    if (path === basePath) path = '/';
    else if (path.startsWith(`${basePath}/`)) path = path.slice(basePath.length);
    else return href;
  }
  if (WORDPRESS_FILE_PATH.test(path)) return href;
  return `${path}${url.search}${url.hash}`;
}

/**
 * The url an inline image may load, or null: http(s) urls as given (uploads stay on the
 * WordPress host, like links to them), site-relative paths (an upload path written relative
 * to WordPress is made absolute to it, since the site does not serve uploads). Anything else
 * (javascript:, data:, protocol-relative, unparseable) is refused.
 */
export function safeImageSrc(src: string | undefined, wordpressUrl: string): string | null {
  const trimmed = src?.trim();
  if (!trimmed) return null;
  if (SITE_RELATIVE_PATH.test(trimmed)) {
    if (!WORDPRESS_FILE_PATH.test(trimmed)) return trimmed;
    const base = parseUrl(wordpressUrl);
    if (!base || !/^https?:$/.test(base.protocol)) return trimmed;
    return `${base.origin}${base.pathname.replace(/\/+$/, '')}${trimmed}`;
  }
  if (!/^https?:\/\//i.test(trimmed)) return null;
  const url = parseUrl(trimmed);
  return url && /^https?:$/.test(url.protocol) ? url.href : null;
}

/** A heading tag of sanitized html (which has no raw `<` outside tags). */
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;
const H1_TAG = /<h1(?=[\s/>])/i;

/**
 * WordPress text may hold an h1 (a pasted document, a classic-editor habit); the page already
 * has its h1, the title. Rather than drop the heading, every heading of such a text moves one
 * level down (h1→h2, h2→h3 …, h6 stays h6), keeping their relative order. RichText later
 * renumbers them under the block's own heading.
 */
function shiftHeadingsBelowH1(html: string): string {
  if (!H1_TAG.test(html)) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 1)}`);
}

function sanitizeOptions(wordpressUrl: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    // An image whose url was refused goes entirely (an <img> without src shows a broken icon).
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      img: (tagName, attribs) => {
        const attributes: sanitizeHtml.Attributes = {};
        const src = safeImageSrc(attribs.src, wordpressUrl);
        if (src) attributes.src = src;
        // Without alt a screen reader reads the file name: an image the editor gave none is decorative.
        attributes.alt = attribs.alt ?? '';
        for (const dimension of ['width', 'height'] as const) {
          const value = attribs[dimension]?.trim();
          if (value && IMAGE_DIMENSION.test(value)) attributes[dimension] = value;
        }
        // Inline images sit in long texts, mostly below the fold; srcset/sizes are not kept.
        attributes.loading = 'lazy';
        attributes.decoding = 'async';
        return { tagName, attribs: attributes };
      },
      a: (tagName, attribs) => {
        const attributes: sanitizeHtml.Attributes = { ...attribs };
        if (attributes.href !== undefined) attributes.href = relativizeWordPressUrl(attributes.href, wordpressUrl);
        const target = attributes.target?.trim().toLowerCase();
        if (target === undefined || !ALLOWED_TARGETS.has(target)) delete attributes.target;
        else attributes.target = target;
        if (target === '_blank') attributes.rel = 'noopener noreferrer';
        return { tagName, attribs: attributes };
      },
    },
  };
}

/**
 * WordPress HTML with only the allowed tags and link and image attributes left, headings below
 * h1, images lazy; '' for no input.
 */
export function sanitizeWordPressHtml(html: string | null | undefined, options: SanitizeOptions): string {
  if (!html) return '';
  return shiftHeadingsBelowH1(sanitizeHtml(html, sanitizeOptions(options.wordpressUrl)));
}

/** Tags that separate words when rendered; a space goes before each so text does not run together. */
const WORD_BREAKING_TAG =
  /<(\/?)(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|table|caption|thead|tbody|tfoot|tr|th|td|section|article|header|footer|figure|figcaption|pre)\b/gi;

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
};

/**
 * The text of an HTML fragment: tags removed (script and style content too), entities
 * decoded, newlines and runs of whitespace turned into single spaces, trimmed.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(WORD_BREAKING_TAG, ' <$1$2');
  // sanitize-html decodes entities while parsing and escapes only & < > in the text it
  // writes back; undoing exactly those gives the plain text.
  const text = sanitizeHtml(spaced, TEXT_ONLY)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}
