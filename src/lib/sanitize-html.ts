/**
 * WordPress HTML (content descriptions, FAQ answers, post bodies) made safe to render with
 * dangerouslySetInnerHTML, and reduced to plain text for structured data (spec §2 repeat_faq).
 */
import sanitizeHtml from 'sanitize-html';

export interface SanitizeOptions {
  /** The WordPress site's url, e.g. 'http://127.0.0.1:8788'; links to it become site-relative. */
  wordpressUrl: string;
}

/** The tags WordPress editors produce in rich-text fields. */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'sub',
  'sup',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ALLOWED_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);
/** Elements whose content is dropped along with the element (not turned into text). */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg', 'math'];
/** Paths on the WordPress host that are files, not site pages: these links stay absolute. */
const WORDPRESS_FILE_PATH = /^\/wp-content\//i;
const ABSOLUTE_HTTP_URL = /^(?:https?:)?\/\//i;

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

function sanitizeOptions(wordpressUrl: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    transformTags: {
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

/** WordPress HTML with only the allowed tags and link attributes left; '' for no input. */
export function sanitizeWordPressHtml(html: string | null | undefined, options: SanitizeOptions): string {
  if (!html) return '';
  return sanitizeHtml(html, sanitizeOptions(options.wordpressUrl));
}

/** Tags that separate words when rendered; a space goes before each so text does not run together. */
const WORD_BREAKING_TAG = /<(\/?)(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|table|caption|thead|tbody|tfoot|tr|th|td|section|article|header|footer|figure|figcaption|pre)\b/gi;

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
