/**
 * What the data layer makes of WordPress field values: the build's createResolvers (resolvers.ts)
 * call these for every HTML field, link field and FAQ answer, and the fixture shape
 * (mocks/content/gatsby-shape.ts) calls the same functions, so stories and tests see exactly the
 * values the built site gets (e2e/fixtures.e2e.ts compares the two).
 */
import { isSafeUrl } from '../lib/links';
import { relativizeWordPressUrl, sanitizeWordPressHtml, stripHtml } from './sanitize-html';

/** A field holding WordPress HTML: sanitized, links to WordPress site-relative; '' for none. */
export function htmlFieldValue(value: string | null | undefined, wordpressUrl: string): string {
  return sanitizeWordPressHtml(value, { wordpressUrl });
}

/**
 * The url of an ACF link field (buttons, menus, service cards): links to WordPress pages
 * site-relative; a url with a script-running or data scheme (`javascript:`, `data:`,
 * `vbscript:`, however spelled) becomes null, as a missing one is (Link refuses them too).
 */
export function linkFieldUrl(url: string | null | undefined, wordpressUrl: string): string | null {
  return url == null || !isSafeUrl(url) ? null : relativizeWordPressUrl(url, wordpressUrl);
}

/** answerText of a FAQ item: the plain text of its (raw) answer, for the FAQPage JSON-LD. */
export function faqAnswerText(answer: string | null | undefined): string {
  return stripHtml(answer);
}
