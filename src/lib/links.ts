import { textOf } from './text';

/**
 * Schemes a link must never carry: they run script (`javascript:`, `vbscript:`) or smuggle a
 * document into the page's context (`data:`). Everything else (http(s), mailto, tel, relative
 * paths, anchors) is left to the browser.
 */
const UNSAFE_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'vbscript', 'data']);

/** The named references that can spell part of a scheme (letters have no named reference). */
const NAMED_REFERENCES: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', amp: '&' };

function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/**
 * Decodes the character references an editor or an attacker can hide a scheme behind
 * (`&#106;avascript:`, `javascript&colon;`, `&#x09;`), over and over, so a doubly encoded
 * reference cannot slip through either. Only used to judge the URL, never to change it.
 * (A full HTML entity decoder would add its tables to every page for letters no named
 * reference can spell.)
 */
function decodeReferences(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_match, decimal: string) => fromCodePoint(Number.parseInt(decimal, 10)))
      .replace(/&(colon|tab|newline|amp);/gi, (_match, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? '');
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The scheme a browser would read from `url`, lower-cased; null for a relative URL. Browsers
 * drop tabs and newlines anywhere in a URL and control characters and spaces around it, so
 * `" JaVa\tscript:"` is `javascript:` to them: those (and any other whitespace) are removed
 * before the scheme is read.
 */
export function urlScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers ignore in a URL
  const squeezed = decodeReferences(url).replace(/[\u0000-\u0020\u007f-\u00a0\s]+/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1];
  return scheme ? scheme.toLowerCase() : null;
}

/** Whether a URL may be rendered as a link: it has no script-running or data scheme, however it is spelled. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || !UNSAFE_SCHEMES.has(scheme);
}

/** The URL trimmed when it is text and safe to link to; null otherwise (empty, not a string, unsafe). */
export function safeUrl(value: unknown): string | null {
  const url = textOf(value);
  return url && isSafeUrl(url) ? url : null;
}

/** Internal links go through Gatsby's router; anything with a scheme, `//`, `#` only or a file stays a plain anchor. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/\.[a-z0-9]{2,5}(\?|#|$)/i.test(url);
}

/** A link field as WordPress sends it (ACF link: any part may be missing). */
export interface LinkFieldsLike {
  url?: string | null;
  title?: string | null;
  target?: string | null;
}

/** A link that can be shown: a safe url, a text, and whether it opens a new tab. */
export interface UsableLink {
  url: string;
  title: string;
  newTab: boolean;
}

/**
 * A link field as it can be shown, or null when it cannot: without a url or a text, or with
 * an unsafe url. Content that gives null is left out rather than shown empty, dead or harmful.
 */
export function usableLink(link: LinkFieldsLike | null | undefined): UsableLink | null {
  const url = safeUrl(link?.url);
  const title = textOf(link?.title);
  if (!url || !title) return null;
  return { url, title, newTab: textOf(link?.target) === '_blank' };
}
