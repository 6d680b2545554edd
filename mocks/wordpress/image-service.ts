/**
 * An image CDN in front of the media files, as the site asks for images (docs/behaviour/blocks.md#images):
 * `?width=` (and `?height=` in non-fluid mode) and `format=webp` (`fm=` is an alias).
 * Results are cached on disk, keyed by the source file's identity and the size and format of the
 * result (not the size asked for: every width above the source's gives the same file), and the
 * cache is bounded in bytes, evicting the least recently used results.
 */
import { randomBytes, createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from './http.ts';

/** Bump when the encoding changes, so cached results are made again. */
const SERVICE_VERSION = 2;
/**
 * The largest width or height that may be asked for; more (width=1e9, 4001) is a 400 that names the
 * limit, not a guess. Why 4000: the site asks for at most 1920 (gatsby-plugin-image's base width,
 * src/build/image-data.ts); WordPress scales every uploaded original down to 2560 on its longest side
 * (the `big_image_size_threshold` filter, default 2560 since 5.3,
 * https://developer.wordpress.org/reference/hooks/big_image_size_threshold/), so a size up to 4000
 * covers every original a WordPress keeps, also one whose threshold was raised to 4000 as that page's
 * example does; and a result is never larger than its source (outputSize), so the cap bounds what
 * a request can name, not what sharp decodes. Real image services cap too: Cloudflare's
 * transformations refuse more than 12,000 pixels a side or 100 megapixels
 * (https://developers.cloudflare.com/images/get-started/limits/), sharp itself 16,383 for WebP.
 * The cache is bounded separately, in bytes, least recently used first (DEFAULT_CACHE_MAX_BYTES).
 */
export const MAX_DIMENSION = 4000;
/** The cache's default bound (WORDPRESS_IMAGE_CACHE_MAX_BYTES). */
export const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;

export const OUTPUT_FORMATS = ['webp', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const FORMAT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The source files the service can transform, by extension. */
const SOURCE_FORMATS: Record<string, OutputFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};

export interface ImageParams {
  width: number | null;
  height: number | null;
  format: OutputFormat | null;
}

const PARAMETER_NAMES = ['width', 'height', 'format', 'fm'] as const;

/** A single value of a query parameter; a repeated one is a 400, not a guess. */
function single(query: URLSearchParams, name: string): string | null {
  const values = query.getAll(name);
  if (values.length > 1) throw new HttpError(400, `The parameter ${name} is given ${values.length} times; give it once.`);
  return values[0] ?? null;
}

function dimension(query: URLSearchParams, name: 'width' | 'height'): number | null {
  const raw = single(query, name);
  if (raw === null) return null;
  // Decimals are accepted and rounded: base/1.5 and base/2.75 are not always whole numbers.
  const value = /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!(value > 0)) throw new HttpError(400, `The parameter ${name} must be a positive number of pixels, not '${raw}'.`);
  const pixels = Math.max(1, Math.round(value));
  if (pixels > MAX_DIMENSION) throw new HttpError(400, `The parameter ${name} is ${raw.trim()} pixels; at most ${MAX_DIMENSION} can be asked for.`);
  return pixels;
}

/**
 * The transformation a media URL asks for, or null for the original file (no width, height,
 * format or fm; other parameters, such as cache busters, are ignored). Throws a 400 HttpError
 * with a message that names the parameter for a bad value.
 */
export function imageParams(query: URLSearchParams): ImageParams | null {
  if (!PARAMETER_NAMES.some((name) => query.has(name))) return null;
  const width = dimension(query, 'width');
  const height = dimension(query, 'height');
  const format = single(query, 'format');
  const fm = single(query, 'fm');
  if (format !== null && fm !== null && format.toLowerCase() !== fm.toLowerCase()) {
    throw new HttpError(400, `The parameters format ('${format}') and fm ('${fm}') disagree; give one of them.`);
  }
  const requested = (format ?? fm)?.trim().toLowerCase() ?? null;
  const normalised = requested === 'jpg' ? 'jpeg' : requested;
  if (normalised !== null && !(OUTPUT_FORMATS as readonly string[]).includes(normalised)) {
    throw new HttpError(400, `The format '${format ?? fm}' is not supported; use one of ${OUTPUT_FORMATS.join(', ')}.`);
  }
  return { width, height, format: normalised as OutputFormat | null };
}

/**
 * The output size for a source of `source` pixels: both sides given → that box (cropped to fill
 * it), shrunk as a whole when it is larger than the source so the aspect ratio asked for holds;
 * one side given → the other follows the source's aspect ratio. Never larger than the source.
 */
export function outputSize(source: { width: number; height: number }, params: Pick<ImageParams, 'width' | 'height'>): { width: number; height: number } {
  const { width, height } = params;
  if (width !== null && height !== null) {
    const shrink = Math.min(1, source.width / width, source.height / height);
    return { width: Math.max(1, Math.round(width * shrink)), height: Math.max(1, Math.round(height * shrink)) };
  }
  if (width !== null) {
    const target = Math.min(width, source.width);
    return { width: target, height: Math.max(1, Math.round((source.height * target) / source.width)) };
  }
  if (height !== null) {
    const target = Math.min(height, source.height);
    return { width: Math.max(1, Math.round((source.width * target) / source.height)), height: target };
  }
  return { ...source };
}

export interface TransformedImage {
  /** Where the result is cached (it may be evicted at any time: serve `data`). */
  file: string;
  data: Buffer;
  size: number;
  contentType: string;
  /** Served from the disk cache rather than made for this request. */
  cached: boolean;
}

export interface ImageCacheOptions {
  dir: string;
  /** The most the cached results may take together, in bytes; the least recently used go first. */
  maxBytes: number;
}

/**
 * What a cache folder holds: file name → bytes, in order of last use (least recent first). Built
 * from the folder once per process (ordered by mtime, which a cache hit sets to now), then kept
 * in step with every write, hit and eviction.
 */
interface CacheIndex {
  entries: Map<string, number>;
  total: number;
}
const indexes = new Map<string, Promise<CacheIndex>>();

function cacheIndex(dir: string): Promise<CacheIndex> {
  let index = indexes.get(dir);
  if (!index) {
    index = (async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = await Promise.all(
        // Temporary files belong to a write under way (here or in another process).
        names.filter((name) => !name.endsWith('.tmp')).map(async (name) => ({ name, info: await stat(path.join(dir, name)).catch(() => null) })),
      );
      const entries = new Map<string, number>();
      let total = 0;
      for (const { name, info } of files.filter((file) => file.info?.isFile()).sort((a, b) => a.info!.mtimeMs - b.info!.mtimeMs)) {
        entries.set(name, info!.size);
        total += info!.size;
      }
      return { entries, total };
    })();
    indexes.set(dir, index);
  }
  return index;
}

function forget(index: CacheIndex, name: string) {
  const size = index.entries.get(name);
  if (size === undefined) return;
  index.entries.delete(name);
  index.total -= size;
}

/**
 * Removes the least recently used results until the cache fits its bound: from the index at once
 * (so concurrent requests see the room), from the disk before the promise settles (so the folder
 * never holds more than the bound once a request has been answered).
 */
async function evict(index: CacheIndex, options: ImageCacheOptions): Promise<void> {
  const removals: Promise<unknown>[] = [];
  for (const name of index.entries.keys()) {
    if (index.total <= options.maxBytes) break;
    forget(index, name);
    removals.push(unlink(path.join(options.dir, name)).catch(() => undefined));
  }
  await Promise.all(removals);
}

/** Work under way per cache key: identical concurrent requests share one sharp run. */
const inFlight = new Map<string, Promise<TransformedImage>>();

/** sharp runs at once; a build asking for hundreds of sizes queues instead of filling memory. */
const RENDER_CONCURRENCY = 4;
let rendering = 0;
const waiting: (() => void)[] = [];

async function withRenderSlot<T>(task: () => Promise<T>): Promise<T> {
  if (rendering < RENDER_CONCURRENCY) rendering++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next in line, so no newcomer slips in between.
    const next = waiting.shift();
    if (next) next();
    else rendering--;
  }
}

/** Source sizes (after EXIF orientation) by path, file size and mtime: a cache hit needs no decode. */
const sourceSizes = new Map<string, Promise<{ width: number; height: number }>>();

function sourceSize(source: string, identity: string): Promise<{ width: number; height: number }> {
  let size = sourceSizes.get(identity);
  if (!size) {
    size = sharp(source)
      .metadata()
      .then((metadata) => metadata.autoOrient ?? { width: metadata.width, height: metadata.height });
    void size.catch(() => sourceSizes.delete(identity));
    if (sourceSizes.size >= 10_000) sourceSizes.clear();
    sourceSizes.set(identity, size);
  }
  return size;
}

async function render(source: string, size: { width: number; height: number }, format: OutputFormat): Promise<Buffer> {
  let pipeline = sharp(source).autoOrient().resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' });
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 80 });
  else pipeline = pipeline.png({ compressionLevel: 9 });
  return pipeline.toBuffer();
}

/** Another request (or process) may write the same key: each writes its own temporary file and
 * renames it over the target, which is atomic, so a reader sees one whole file or none. */
async function writeAtomically(target: string, data: Buffer) {
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * The transformed image for a source file, from the cache or made now. The key holds the
 * source's path, size and modification time, so a redrawn media file gets new results, and the
 * output's size and format, so requests that give the same image share one file.
 */
export async function transformImage(source: string, params: ImageParams, cache: ImageCacheOptions): Promise<TransformedImage> {
  const sourceFormat = SOURCE_FORMATS[path.extname(source).toLowerCase()];
  if (!sourceFormat) throw new HttpError(400, `Only JPEG, PNG and WebP images can be resized or converted, not ${path.basename(source)}.`);
  const info = await stat(source);
  const format = params.format ?? sourceFormat;
  const identity = JSON.stringify({ source, size: info.size, mtime: info.mtimeMs });
  const output = outputSize(await sourceSize(source, identity), params);
  const key = createHash('sha256')
    .update(JSON.stringify({ v: SERVICE_VERSION, identity, width: output.width, height: output.height, format }))
    .digest('hex')
    .slice(0, 40);
  const name = `${key}.${format === 'jpeg' ? 'jpg' : format}`;
  const target = path.join(cache.dir, name);
  const contentType = FORMAT_TYPES[format];
  const index = await cacheIndex(cache.dir);
  // Also trims a folder left larger than the bound (by an earlier run with a larger one).
  await evict(index, cache);

  if (index.entries.has(name)) {
    const data = await readFile(target).catch(() => null);
    if (data && data.length > 0) {
      // Most recently used now, here and (through mtime) for the index of the next process;
      // unless another request evicted it while it was read (the bytes read are whole all the same).
      if (index.entries.has(name)) {
        forget(index, name);
        index.entries.set(name, data.length);
        index.total += data.length;
        const now = new Date();
        void utimes(target, now, now).catch(() => undefined);
      }
      return { file: target, data, size: data.length, contentType, cached: true };
    }
    forget(index, name);
  }
  let work = inFlight.get(key);
  if (!work) {
    work = (async () => {
      const data = await withRenderSlot(() => render(source, output, format));
      // A result larger than the whole cache is served but not kept.
      if (data.length <= cache.maxBytes) {
        await mkdir(cache.dir, { recursive: true });
        await writeAtomically(target, data);
        forget(index, name);
        index.entries.set(name, data.length);
        index.total += data.length;
        await evict(index, cache);
      }
      return { file: target, data, size: data.length, contentType, cached: false };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  return work;
}
