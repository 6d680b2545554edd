/**
 * Stories see exactly what the site sees: for every page and post the build made, the blocks in
 * its page data (public/page-data/<path>/page-data.json, what the Page and Post templates'
 * queries returned) equal what the story fixtures give for the same fixture page or post
 * (mocks/content/gatsby-shape.ts) — every field, null, empty string and list order.
 * Only image processing differs by nature (sharp's files and placeholders against URL-built
 * ones): media items are compared by alt text, file path, dimensions, layout and aspect ratio.
 * A fragment that gains a field without the fixture shape following fails here (and in tsc).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toGatsbyBlock, type TopLevelOwner } from '../mocks/content/gatsby-shape';
import { content } from '../mocks/content/index';
import type { Block } from '../mocks/content/types';

const PAGE_DATA = path.join(__dirname, '..', 'public', 'page-data');

interface PageData {
  componentChunkName: string;
  path: string;
  result: {
    data: {
      wpPage?: { flexContent: { flex: unknown[] | null } | null } | null;
      wpPost?: { flexContent: { flex: unknown[] | null } | null } | null;
    };
  };
}

/** Where Gatsby writes a path's page data: '/' → index, '/diensten/vps/' → diensten/vps. */
function pageDataFile(uri: string) {
  const trimmed = uri.replace(/^\/+|\/+$/g, '');
  return path.join(PAGE_DATA, trimmed === '' ? 'index' : trimmed, 'page-data.json');
}

function readPageData(file: string): PageData {
  return JSON.parse(readFileSync(file, 'utf8')) as PageData;
}

/** Every page-data.json under public/page-data. */
function allPageData(dir = PAGE_DATA): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allPageData(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });
}

const TEMPLATES: Record<string, TopLevelOwner> = {
  'component---src-templates-page-tsx': 'Page',
  'component---src-templates-post-tsx': 'Post',
};

/** An object as the ImageMedia fragment selects it. */
function isMediaItem(value: object): value is { mediaItemUrl: unknown } {
  return 'mediaItemUrl' in value;
}

/** The widths and URL paths of a srcSet ('url 640w, …'), without the host the build puts in front. */
function srcSetSummary(srcSet: unknown) {
  if (typeof srcSet !== 'string') return srcSet;
  return srcSet.split(',').map((candidate) => {
    const [url = '', width = ''] = candidate.trim().split(/\s+/);
    const parsed = new URL(url, 'http://site.invalid');
    return `${parsed.pathname}${parsed.search} ${width}`;
  });
}

/**
 * gatsby-plugin-image data, reduced to what both sides must agree on: layout, size, the
 * candidates of every source (paths, widths, formats) and whether there is a placeholder.
 */
function imageSummary(data: unknown) {
  if (!data || typeof data !== 'object') return data;
  const { layout, width, height, images, placeholder } = data as {
    layout?: unknown;
    width?: unknown;
    height?: unknown;
    images?: { fallback?: { srcSet?: unknown; sizes?: unknown }; sources?: { type?: unknown; srcSet?: unknown }[] };
    placeholder?: { fallback?: unknown };
  };
  return {
    layout,
    width,
    height: typeof height === 'number' ? Math.round(height) : height,
    fallback: srcSetSummary(images?.fallback?.srcSet),
    sources: images?.sources?.map((source) => ({ type: source.type, srcSet: srcSetSummary(source.srcSet) })),
    placeholder: typeof placeholder?.fallback === 'string' && placeholder.fallback.startsWith('data:image/'),
  };
}

/**
 * A media item with the parts image processing decides normalised: the media URL's path
 * (the build has the WordPress host in front), whether there is a blurred placeholder, and the
 * gatsby-plugin-image data summarised (imageSummary). Every other field stays as it is.
 */
function normaliseMedia(media: Record<string, unknown>) {
  const { mediaItemUrl, blurBase64, imageData, ...rest } = media;
  return {
    ...normaliseObject(rest),
    mediaItemUrl: typeof mediaItemUrl === 'string' ? new URL(mediaItemUrl, 'http://site.invalid').pathname : mediaItemUrl,
    blurBase64: typeof blurBase64 === 'string' && blurBase64.startsWith('data:image/') ? '(a blurred placeholder)' : blurBase64,
    imageData: imageSummary(imageData),
  };
}

/**
 * A deep copy of an object with media items normalised, and the Kennisbank manifest's version
 * (a digest of the listing files, image processing included) replaced by whether there is one;
 * everything else, undefined included, kept as it is.
 */
function normaliseObject(value: object): Record<string, unknown> {
  if (isMediaItem(value)) return normaliseMedia(value as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'listingManifest' && item && typeof item === 'object'
        ? { ...(normalise(item) as object), version: typeof (item as { version?: unknown }).version === 'string' ? '(a version)' : null }
        : normalise(item),
    ]),
  );
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') return normaliseObject(value);
  return value;
}

const documents = [
  ...content.pages.map((page) => ({ owner: 'Page' as const, uri: page.uri, blocks: page.blocks })),
  ...content.posts.map((post) => ({ owner: 'Post' as const, uri: post.uri, blocks: post.blocks })),
];

/** What a story gets for a fixture page's or post's blocks. */
const storyBlocks = (blocks: readonly Block[], owner: TopLevelOwner) => blocks.map((block) => toGatsbyBlock(block, owner));

it('built a page for every fixture page and post, and no page or post without a fixture', () => {
  const built = allPageData()
    .map(readPageData)
    .filter((data) => data.componentChunkName in TEMPLATES)
    .map((data) => `${TEMPLATES[data.componentChunkName]} ${data.path}`)
    .sort();
  expect(built).toEqual(documents.map(({ owner, uri }) => `${owner} ${uri}`).sort());
});

describe.each(documents)('$owner $uri', ({ owner, uri, blocks }) => {
  it('has in its page data exactly the blocks the story fixtures give', () => {
    const file = pageDataFile(uri);
    expect(existsSync(file)).toBe(true);
    const data = readPageData(file).result.data;
    const node = owner === 'Page' ? data.wpPage : data.wpPost;
    const built = node?.flexContent?.flex ?? [];
    expect(built).toHaveLength(blocks.length);
    // In a failure's diff, '- Expected' is the built site's page data and '+ Received' what the stories get.
    expect(normalise(storyBlocks(blocks, owner))).toStrictEqual(normalise(built));
  });
});
