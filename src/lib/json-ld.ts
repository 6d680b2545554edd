/**
 * Structured data (schema.org JSON-LD) and its safe serialisation into a <script> tag.
 */
import { absoluteUrl } from './absolute-url';
import type { Crumb } from './breadcrumb';

export interface ListItemJsonLd {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: ListItemJsonLd[];
}

/**
 * A schema.org BreadcrumbList: positions 1..n, each with its name and absolute url. The
 * last item (the current page) may go without `item`; we give it the page url as well.
 */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], siteUrl: string): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(crumb.url, siteUrl),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body. Content comes from editors, so the
 * text must not be able to close the script element or open a comment: `<`, `>` and `&`
 * are written as \u escapes (still the same JSON), and so are U+2028/U+2029, which older
 * JavaScript parsers treat as line breaks inside strings.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A question and its answer as plain text (the build makes answerText with stripHtml). */
export interface FaqItemInput {
  question?: string | null;
  answer?: string | null;
}

/** Runs of whitespace, newlines included, as single spaces. */
function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export interface QuestionJsonLd {
  '@type': 'Question';
  name: string;
  acceptedAnswer: { '@type': 'Answer'; text: string };
}

export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: QuestionJsonLd[];
}

/**
 * A schema.org FAQPage (spec §2 repeat_faq) from plain-text questions and answers, each on one
 * line. The HTML is stripped at build time (gatsby-node's answerText), so this module and the
 * Head that uses it stay free of an HTML parser. Items without a question or an answer are
 * left out; null when none remain.
 */
export function faqPageJsonLd(items: readonly FaqItemInput[] | null | undefined): FaqPageJsonLd | null {
  const mainEntity: QuestionJsonLd[] = [];
  for (const item of items ?? []) {
    const name = oneLine(item.question);
    const text = oneLine(item.answer);
    if (!name || !text) continue;
    mainEntity.push({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } });
  }
  if (mainEntity.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity };
}
