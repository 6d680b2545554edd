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
 * The confirmation message with only the allowed tags, attributes and urls left.
 *
 * Parsed in the inert document of a <template> and sanitized there in place: DOMPurify's own
 * parse (DOMParser) makes a document that shares the page's Content-Security-Policy, so a
 * `<base href>` in the message would be refused by base-uri and reported as a violation while
 * merely being parsed (e2e/hostile-content.build.ts fails on any report). A template's document
 * has no policy, loads nothing and runs nothing.
 */
export function sanitizeConfirmation(purify: DOMPurify, html: string): string {
  const holder = document.createElement('template').content.ownerDocument.createElement('div');
  holder.innerHTML = html;
  purify.sanitize(holder, { ...CONFIRMATION_CONFIG, IN_PLACE: true });
  return holder.innerHTML;
}
