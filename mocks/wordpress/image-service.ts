/**
 * An image CDN in front of the media files, as the site asks for images (spec §2 Images):
 * `?width=` (and `?height=` in non-fluid mode) and `format=webp` (`fm=` is an alias).
 * Results are cached on disk, keyed by the source file's identity and the parameters.
 */
import { randomBytes, createHash } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from './http.ts';

/** Bump when the encoding changes, so cached results are made again. */
const SERVICE_VERSION = 1;
export const MAX_DIMENSION = 4000;

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
  return Math.min(MAX_DIMENSION, Math.max(1, Math.round(value)));
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
  file: string;
  size: number;
  contentType: string;
  /** Served from the disk cache rather than made for this request. */
  cached: boolean;
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

async function render(source: string, params: ImageParams, format: OutputFormat, target: string): Promise<number> {
  const image = sharp(source).autoOrient();
  const metadata = await image.metadata();
  const oriented = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  const size = outputSize(oriented, params);
  let pipeline = image.resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' });
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 80 });
  else pipeline = pipeline.png({ compressionLevel: 9 });
  const data = await pipeline.toBuffer();
  // Another request (or process) may write the same key: each writes its own temporary file
  // and renames it over the target, which is atomic, so a reader sees one whole file or none.
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return data.length;
}

/**
 * The transformed image for a source file, from the cache or made now. The key holds the
 * source's path, size and modification time, so a redrawn media file gets new results.
 */
export async function transformImage(source: string, params: ImageParams, cacheDir: string): Promise<TransformedImage> {
  const sourceFormat = SOURCE_FORMATS[path.extname(source).toLowerCase()];
  if (!sourceFormat) throw new HttpError(400, `Only JPEG, PNG and WebP images can be resized or converted, not ${path.basename(source)}.`);
  const info = await stat(source);
  const format = params.format ?? sourceFormat;
  const key = createHash('sha256')
    .update(JSON.stringify({ v: SERVICE_VERSION, source, size: info.size, mtime: info.mtimeMs, width: params.width, height: params.height, format }))
    .digest('hex')
    .slice(0, 40);
  const target = path.join(cacheDir, `${key}.${format === 'jpeg' ? 'jpg' : format}`);
  const contentType = FORMAT_TYPES[format];

  const cached = await stat(target).catch(() => null);
  if (cached?.isFile() && cached.size > 0) {
    return { file: target, size: cached.size, contentType, cached: true };
  }
  let work = inFlight.get(key);
  if (!work) {
    work = (async () => {
      await mkdir(cacheDir, { recursive: true });
      const size = await withRenderSlot(() => render(source, params, format, target));
      return { file: target, size, contentType, cached: false };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  return work;
}
