/**
 * blurBase64 of a media item, made at build time (the WpMediaItem.blurBase64 resolver,
 * media-images.ts) since no WordPress plugin gives one: from a tiny rendition the image service
 * makes of the media URL (the default, WORDPRESS_IMAGES=service), or from the image file
 * gatsby-source-wordpress downloaded (WORDPRESS_IMAGES=sharp). Either way cached across builds
 * (Gatsby's cache), so an image is drawn once. Image shows it until the image has loaded.
 * Build-time only (sharp): never import this from a component.
 */
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { mediaUrl } from '../lib/media-url';

/** Width in pixels of the placeholder: a few hundred bytes as webp, stretched and blurred further by CSS. */
export const BLUR_WIDTH = 20;

/** What the placeholder needs of a Gatsby File node. */
export interface ImageFile {
  absolutePath?: string | null;
  internal?: { contentDigest?: string | null } | null;
}

/** Gatsby's cache (the `cache` helper of every Node API), or anything with its get and set. */
export interface PlaceholderCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** A tiny blurred webp of an image as a data URI. Throws when sharp cannot read the file. */
export async function blurredWebpDataUri(input: string | Buffer): Promise<string> {
  const buffer = await sharp(input)
    .rotate()
    .resize({ width: BLUR_WIDTH, withoutEnlargement: true })
    .blur(1.5)
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${buffer.toString('base64')}`;
}

/**
 * A placeholder maker with its cache: results are kept by file digest in `cache` (across
 * builds) and in memory while they are made, so an image selected by many blocks is drawn once.
 * A file sharp cannot read (a truncated download, a format it lacks) gets null: no placeholder.
 */
export function blurPlaceholders(cache: PlaceholderCache) {
  const pending = new Map<string, Promise<string | null>>();
  return function placeholderOf(file: ImageFile | null | undefined): Promise<string | null> {
    const digest = file?.internal?.contentDigest;
    const absolutePath = file?.absolutePath;
    if (!absolutePath || !digest) return Promise.resolve(null);
    const key = `blur-base64-${BLUR_WIDTH}-${digest}`;
    let made = pending.get(key);
    if (!made) {
      made = (async () => {
        const cached = await cache.get(key);
        if (typeof cached === 'string') return cached;
        try {
          const uri = await blurredWebpDataUri(absolutePath);
          await cache.set(key, uri);
          return uri;
        } catch {
          return null;
        }
      })();
      pending.set(key, made);
    }
    return made;
  };
}

/** What the rendition placeholder needs of a media item node. */
export interface MediaItemSource {
  mediaItemUrl?: string | null;
  /** The node's digest: a changed media item (a replaced file keeps its URL) is drawn again. */
  internal?: { contentDigest?: string | null } | null;
}

export interface RenditionOptions {
  cache: PlaceholderCache;
  fetch?: typeof fetch;
  /** Requests to the image service at once (a build resolves thousands of images together). */
  concurrency?: number;
  /** Called once per image that got no placeholder, with why. */
  onError?: (url: string, error: Error) => void;
}

/**
 * A placeholder maker for the image service: the media URL at BLUR_WIDTH pixels in webp (the
 * service's `width` and `format` parameters, docs/behaviour/blocks.md#images), blurred like the file path's. Kept in
 * `cache` by URL and node digest, and in memory while it is made. An image the service cannot give
 * (a 404, a network error, not an image) gets null: no placeholder, the image still shows.
 */
export function renditionPlaceholders({
  cache,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  concurrency = 8,
  onError,
}: RenditionOptions) {
  const limit = pLimit(concurrency);
  const pending = new Map<string, Promise<string | null>>();
  return function placeholderOf(item: MediaItemSource | null | undefined): Promise<string | null> {
    const url = item?.mediaItemUrl;
    if (!url || !/^https?:\/\//i.test(url)) return Promise.resolve(null);
    const key = `blur-rendition-${BLUR_WIDTH}-${createHash('sha256')
      .update(`${url}\n${item.internal?.contentDigest ?? ''}`)
      .digest('hex')}`;
    let made = pending.get(key);
    if (!made) {
      made = (async () => {
        const cached = await cache.get(key);
        if (typeof cached === 'string') return cached;
        const rendition = mediaUrl(url, { width: BLUR_WIDTH, format: 'webp' });
        try {
          const response = await limit(() => fetchImpl(rendition));
          if (!response.ok) throw new Error(`the image service answered ${response.status} for ${rendition}`);
          const uri = await blurredWebpDataUri(Buffer.from(await response.arrayBuffer()));
          await cache.set(key, uri);
          return uri;
        } catch (error) {
          onError?.(url, error instanceof Error ? error : new Error(String(error)));
          return null;
        }
      })();
      pending.set(key, made);
    }
    return made;
  };
}
