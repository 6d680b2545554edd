/**
 * A Kennisbank post in the built site (docs/behaviour/kennisbank.md#post-pages): Article
 * JSON-LD beside the BreadcrumbList, Open Graph article tags with the featured image, and
 * 'Lees ook' with related posts, all in the HTML itself (no JavaScript needed).
 */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { content, findMedia, findPost } from '../mocks/content/index';
import { launchChromium, openPage, SITE_URL } from './browser';
import { newestFirst } from '../mocks/testing/expect-helpers';

const POST_URI = '/kennisbank/snapshot-of-back-up/';
const post = findPost(POST_URI)!;
const EXCLUDED_CATEGORY_ID = 1;

/** What the page must suggest: up to 3 sharing a (real) category, newest first, then the newest others. */
function expectedRelated(uri: string): string[] {
  const current = findPost(uri)!;
  const categoryIds = current.categories.filter((id) => id !== EXCLUDED_CATEGORY_ID);
  const others = content.posts.filter((other) => other.uri !== uri).sort(newestFirst);
  const sameCategory = others.filter((other) => other.categories.some((id) => categoryIds.includes(id)));
  const picked = [...sameCategory, ...others].filter((other, index, list) => list.indexOf(other) === index);
  return picked.slice(0, 3).map((other) => other.title);
}

/** The HTML as served, before any script runs. */
async function staticHtml(pathname: string): Promise<string> {
  const response = await fetch(new URL(pathname, SITE_URL));
  expect(response.status).toBe(200);
  return response.text();
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Text as React writes it into HTML, decoded. */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function metaOf(html: string, key: string): string | null {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .find((element) => element.includes(`property="${key}"`) || element.includes(`name="${key}"`));
  const value = tag?.match(/content="([^"]*)"/)?.[1];
  return value === undefined ? null : decode(value);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('a Kennisbank post in the HTML as served', () => {
  let html: string;

  beforeAll(async () => {
    html = await staticHtml(POST_URI);
  });

  it('has Article JSON-LD (headline, dates, author, featured image, publisher) beside the BreadcrumbList', () => {
    const data = jsonLdOf(html);
    const article = data.find((item) => item['@type'] === 'Article');
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(article).toBeDefined();
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      datePublished: `${post.date}Z`,
      dateModified: `${post.modified}Z`,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: 'Wolkwerk Cloud' },
    });
    const { '@id': id } = article!.mainEntityOfPage as { '@id': string };
    expect(new URL(id).pathname).toBe(POST_URI);
    const image = article!.image as { url: string; width: number; height: number };
    // The featured image in its own format (not webp), from the media URL's image service at the data's width.
    expect(image.url).toMatch(/^https?:\/\/.+\.(jpe?g|png)(\?width=\d+)?$/);
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBeGreaterThan(0);
    expect(JSON.stringify(article)).not.toMatch(/undefined|null/);
    expect((breadcrumb!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Kennisbank', post.title]);
  });

  it('has Open Graph article tags with the featured image at its size, and a large Twitter card', async () => {
    const image = metaOf(html, 'og:image');
    expect(image).toMatch(/^https?:\/\//);
    expect(metaOf(html, 'og:image:width')).toMatch(/^[1-9]\d*$/);
    expect(metaOf(html, 'og:image:height')).toMatch(/^[1-9]\d*$/);
    expect(metaOf(html, 'og:image:alt')).toBe(findMedia(post.featuredImage)!.altText);
    expect(metaOf(html, 'article:published_time')).toBe(`${post.date}Z`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // The image is served, at the size the tags give.
    const served = await fetch(image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|png)/);
    const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([width, height]).toEqual([Number(metaOf(html, 'og:image:width')), Number(metaOf(html, 'og:image:height'))]);
  });

  it("ends with 'Lees ook': three posts sharing a category, newest first, as links", () => {
    const section = html.match(/<section[^>]*data-testid="related-posts"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(section).toContain('Lees ook');
    const titles = [...section.matchAll(/<h3[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a><\/h3>/g)].map((match) => ({
      href: match[1],
      title: decode(match[2]!),
    }));
    expect(titles.map((item) => item.title)).toEqual(expectedRelated(POST_URI));
    expect(titles.every((item) => item.href?.startsWith('/kennisbank/') && item.href !== POST_URI)).toBe(true);
  });
});

describe('a Kennisbank post in the browser', () => {
  it("shows 'Lees ook' after the content and follows a related post", async () => {
    const { page, errors, status } = await openPage(browser, POST_URI);
    expect(status).toBe(200);
    const section = page.getByRole('region', { name: 'Lees ook' });
    expect(await section.getByRole('heading', { level: 2, name: 'Lees ook' }).isVisible()).toBe(true);
    const expected = expectedRelated(POST_URI);
    expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected);
    await section.getByRole('link', { name: expected[0] }).click();
    await page.waitForURL((url) => url.pathname !== POST_URI);
    const next = content.posts.find((other) => other.title === expected[0])!;
    expect(new URL(page.url()).pathname).toBe(next.uri);
    // The address changes before React has rendered the next post: wait for its h1, then read its 'Lees ook'.
    await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
    await page.getByRole('region', { name: 'Lees ook' }).waitFor();
    expect(await page.getByRole('region', { name: 'Lees ook' }).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      expectedRelated(next.uri),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
