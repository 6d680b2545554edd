/**
 * GET /wp-content/uploads/…: the media files. The plain URL serves the original exactly
 * (gatsby-source-wordpress downloads it); with width, height and/or format (fm) the image
 * service answers a resized or converted copy (see image-service.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { HttpError, type Route } from './http.ts';
import { DEFAULT_CACHE_MAX_BYTES, imageParams, transformImage, type ImageCacheOptions } from './image-service.ts';
import { dataDir, uploadsDir } from './paths.ts';

/** Resized and converted images, made once: <dataDir>/cache/images/<key>.<ext>. */
export const imageCacheDir = path.join(dataDir, 'cache', 'images');

/** WORDPRESS_IMAGE_CACHE_MAX_BYTES: the most the resized images may take on disk, default 256 MiB. */
export function imageCacheMaxBytes(raw = process.env.WORDPRESS_IMAGE_CACHE_MAX_BYTES): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CACHE_MAX_BYTES;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`WORDPRESS_IMAGE_CACHE_MAX_BYTES must be a whole number of bytes, not '${raw}'.`);
  return value;
}

const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export const UPLOADS_PREFIX = '/wp-content/uploads/';

/** The file under uploadsDir that a URL path names, or a 4xx. */
export function uploadFile(url: URL): string {
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(UPLOADS_PREFIX.length));
  } catch {
    throw new HttpError(400, 'The media path is not valid URL encoding.');
  }
  const file = path.resolve(uploadsDir, relative);
  // Stamps (.json) and half-written files (.tmp) beside the media are not media.
  if (!file.startsWith(uploadsDir + path.sep) || /\.(json|tmp)$/.test(relative)) throw new HttpError(404, `No media file at ${url.pathname}.`);
  return file;
}

/** A file (streamed) or bytes already in memory. */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string | Buffer, headers: http.OutgoingHttpHeaders): Promise<void> {
  res.writeHead(200, { ...headers, 'Access-Control-Allow-Origin': '*' });
  if (req.method === 'HEAD' || typeof file !== 'string') {
    res.end(req.method === 'HEAD' ? undefined : file);
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).on('end', resolve).pipe(res);
  });
}

export function uploadsRoute(cache: ImageCacheOptions = { dir: imageCacheDir, maxBytes: imageCacheMaxBytes() }): Route {
  return {
    name: 'uploads',
    matches: (url) => url.pathname.startsWith(UPLOADS_PREFIX),
    async handle({ req, res, url, note }) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} is not allowed on media files.`);
      const file = uploadFile(url);
      const params = imageParams(url.searchParams);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new HttpError(404, `No media file at ${url.pathname}.`);
      if (params) {
        const image = await transformImage(file, params, cache);
        note(` image ${params.width ?? '-'}x${params.height ?? '-'} ${image.contentType} ${image.cached ? 'cached' : 'made'}`);
        // The URL names the exact result (and the cache key holds the source's mtime): it never changes.
        // From memory: the cache file may be evicted by another request before a stream opens it.
        await sendFile(req, res, image.data, {
          'Content-Type': image.contentType,
          'Content-Length': image.size,
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
        return;
      }
      // No ETag on purpose: the plugin would send If-None-Match on the next build.
      await sendFile(req, res, file, {
        'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'public, max-age=3600',
      });
    },
  };
}
