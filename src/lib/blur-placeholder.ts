/**
 * blurBase64 of a media item: made at build time (gatsby-node's WpMediaItem.blurBase64
 * resolver) from the image file gatsby-source-wordpress downloaded, since no WordPress plugin
 * gives one. Image shows it until the image has loaded where it has no gatsby-plugin-image
 * data. Build-time only (sharp): never import this from a component.
 */
import sharp from 'sharp';

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
  const buffer = await sharp(input).rotate().resize({ width: BLUR_WIDTH, withoutEnlargement: true }).blur(1.5).webp({ quality: 40 }).toBuffer();
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
