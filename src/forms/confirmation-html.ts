/**
 * A Gravity Forms confirmation message made safe to render: it arrives from WordPress only after
 * a submission, so it is sanitized in the browser (DOMPurify, loaded with the answer) rather than
 * at build time, with the same allow-list as the build-time sanitizer (lib/html-allow-list.ts)
 * plus the `div`s of GF's wrapper. DOMPurify's default profile keeps far more than WordPress
 * text needs, and some of it reaches other origins without script: `<form action>` (a phishing
 * form), `<input type=image src>`, `srcset`, `style="background:url(…)"`; ids and classes would
 * let content restyle or clobber the page. None of that is kept here.
 */
import type { Config, DOMPurify } from 'dompurify';
import { ALLOWED_TAGS } from '../lib/html-allow-list';

export const CONFIRMATION_CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS, 'div'],
  // Links and inline images only; `target` is left out too, so no opener handling is needed.
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height'],
  // http(s), mailto and tel links and relative urls (DOMPurify's default also lets ftp, sms, cid … through).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Every attribute named on… inside a tag, renamed before the message is parsed, so the parser
 * never makes an event handler attribute: Chromium checks each one it meets against the page's
 * Content-Security-Policy (script-src-attr) and reports a violation even in an inert document
 * (a <template>'s, DOMParser's, createHTMLDocument's; measured in Chromium 156), and
 * e2e/hostile-content.build.ts fails on any report. The tag pattern skips quoted values, so an
 * attribute after a `>` inside quotes is reached too; text outside tags is left as it is. This is
 * not the sanitizing: the renamed attributes are not on the allow-list and DOMPurify removes them
 * with everything else it would remove.
 */
const TAG = /<[A-Za-z](?:[^>"']|"[^"]*"|'[^']*')*>?/g;
/** In a tag: a quoted value, or an attribute name on…. */
const PART = /("[^"]*"|'[^']*')|([\s/])(on[\w-]*)(?=[\s/>=]|$)/gi;
/**
 * In a quoted value, `on…=` only: a value can hold markup that a raw-text element (style,
 * textarea, noscript) ends early, making it a tag; words of a title are left alone.
 */
const IN_VALUE = /([\s/"'<])(on[\w-]*)(?=\s*=)/gi;
export const defuseHandlers = (html: string) =>
  html.replace(TAG, (tag) =>
    tag.replace(PART, (part, quoted: string | undefined, lead: string, name: string) =>
      quoted ? quoted.replace(IN_VALUE, '$1x-$2') : `${lead}x-${name}`,
    ),
  );

/**
 * The confirmation message with only the allowed tags, attributes and urls left.
 *
 * Parsed in the inert document of a <template> and sanitized there in place: DOMPurify's own
 * parse (DOMParser) makes a document that shares the page's Content-Security-Policy, so a
 * `<base href>` in the message would be refused by base-uri and reported as a violation while
 * merely being parsed (e2e/hostile-content.build.ts fails on any report). A template's document
 * loads nothing and runs nothing; its event handler attributes are renamed first (defuseHandlers).
 */
export function sanitizeConfirmation(purify: DOMPurify, html: string): string {
  const holder = document.createElement('template').content.ownerDocument.createElement('div');
  holder.innerHTML = defuseHandlers(html);
  purify.sanitize(holder, { ...CONFIRMATION_CONFIG, IN_PLACE: true });
  return holder.innerHTML;
}
