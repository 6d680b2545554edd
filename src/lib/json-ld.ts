/**
 * Structured data (schema.org JSON-LD) and its safe serialisation into a <script> tag.
 */
import { absoluteUrl, canonicalUrl } from './absolute-url';
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
 * A schema.org FAQPage (docs/behaviour/blocks.md#repeat_faq) from plain-text questions and answers, each on one
 * line. The HTML is stripped at build time (the answerText resolver, src/build/resolvers.ts), so
 * this module and the Head that uses it stay free of an HTML parser. Items without a question or an
 * answer are left out; null when none remain.
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

/** An image for structured data and Open Graph: an absolute url with its size when known. */
export interface ImageObjectJsonLd {
  '@type': 'ImageObject';
  url: string;
  width?: number;
  height?: number;
}

export interface PersonJsonLd {
  '@type': 'Person';
  name: string;
}

export interface OrganizationJsonLd {
  '@type': 'Organization';
  name: string;
  url: string;
  logo?: ImageObjectJsonLd;
}

export interface ArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  url: string;
  datePublished?: string;
  dateModified?: string;
  author?: PersonJsonLd;
  image?: ImageObjectJsonLd;
  publisher: OrganizationJsonLd;
}

/** An image as a site path or url, with the size WordPress or sharp gave it (null when unknown). */
export interface JsonLdImageInput {
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ArticleInput {
  /** The post's title (plain text). */
  headline?: string | null;
  /** The post's path ('/kennisbank/…/') or url. */
  pathname: string;
  /** WPGraphQL's dateGmt / modifiedGmt (GMT without a zone) or any ISO 8601 date. */
  datePublished?: string | null;
  dateModified?: string | null;
  /** recap.author: a person's name. */
  author?: string | null;
  image?: JsonLdImageInput | null;
  publisher: { name: string; logo?: JsonLdImageInput | null };
}

/** Google's headline limit for Article rich results. */
export const ARTICLE_HEADLINE_MAX = 110;

const positiveSize = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

/** An ImageObject with an absolute url and width/height only when known; null without a url. */
export function imageObjectJsonLd(image: JsonLdImageInput | null | undefined, siteUrl: string): ImageObjectJsonLd | null {
  const url = image?.url?.trim();
  if (!url) return null;
  const width = positiveSize(image?.width);
  const height = positiveSize(image?.height);
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(url, siteUrl),
    ...(width !== undefined && height !== undefined ? { width, height } : {}),
  };
}

/**
 * An ISO 8601 date-time with a time zone, or null for anything that is not a date.
 * WPGraphQL's dateGmt and modifiedGmt have no zone ('2026-11-18T14:30:00'): they are UTC.
 */
export function isoDateTime(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text)) return null;
  const withTime = text.includes('T') ? text : `${text}T00:00:00`;
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(withTime) ? withTime : `${withTime}Z`;
  return Number.isNaN(Date.parse(withZone)) ? null : withZone;
}

/** Text of at most `max` characters: cut at the last word that fits, with an ellipsis. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(text[max - 1] === ' ' || lastSpace <= 0 ? cut : cut.slice(0, lastSpace)).trimEnd()}…`;
}

/**
 * A schema.org Article for a Kennisbank post (Google's Article structured data): headline,
 * dates, author as a Person, the featured image, and the organisation as publisher. What the
 * post does not have (no author, no image, an unparsable date) is left out, never written as
 * 'undefined' or an empty string.
 */
export function articleJsonLd(input: ArticleInput, siteUrl: string): ArticleJsonLd {
  const url = canonicalUrl(input.pathname, siteUrl);
  const headline = oneLine(input.headline);
  const datePublished = isoDateTime(input.datePublished);
  const dateModified = isoDateTime(input.dateModified);
  const author = oneLine(input.author);
  const image = imageObjectJsonLd(input.image, siteUrl);
  const logo = imageObjectJsonLd(input.publisher.logo, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: shortened(headline, ARTICLE_HEADLINE_MAX),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    ...(author ? { author: { '@type': 'Person', name: author } } : {}),
    ...(image ? { image } : {}),
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      url: absoluteUrl('/', siteUrl),
      ...(logo ? { logo } : {}),
    },
  };
}
