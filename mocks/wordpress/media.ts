/**
 * Draws the fixture media files (no binaries are committed) and their blur
 * placeholders. Run directly (`node mocks/wordpress/media.ts`) it writes the
 * files for Storybook; the stand-in calls it at start.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaArt, MediaItem } from '../content/types.ts';
import { content } from '../content/index.ts';
import { uploadsDir } from './paths.ts';

export interface MediaFileInfo {
  fileSize: number;
  blurBase64: string;
}

/** Bump when the drawing changes, so old files are redrawn. */
const ART_VERSION = 1;

function motifSvg(art: MediaArt, width: number, height: number): string {
  const w = width;
  const h = height;
  switch (art.motif) {
    case 'servers':
      return Array.from({ length: 5 }, (_, column) => {
        const x = w * (0.1 + column * 0.17);
        const racks = Array.from({ length: 8 }, (_, row) => {
          const y = h * (0.18 + row * 0.08);
          const led = row % 3 === 0 ? '#34d399' : '#60a5fa';
          return `<rect x="${x}" y="${y}" width="${w * 0.13}" height="${h * 0.06}" rx="6" fill="#ffffff" fill-opacity="0.12"/>
            <circle cx="${x + w * 0.115}" cy="${y + h * 0.03}" r="${h * 0.008}" fill="${led}"/>`;
        }).join('');
        return `<rect x="${x - w * 0.01}" y="${h * 0.15}" width="${w * 0.15}" height="${h * 0.7}" rx="10" fill="#000000" fill-opacity="0.25"/>${racks}`;
      }).join('');
    case 'cloud':
      return `<g fill="#ffffff" fill-opacity="0.85"><circle cx="${w * 0.42}" cy="${h * 0.5}" r="${h * 0.16}"/><circle cx="${w * 0.55}" cy="${h * 0.42}" r="${h * 0.2}"/><circle cx="${w * 0.66}" cy="${h * 0.52}" r="${h * 0.14}"/><rect x="${w * 0.4}" y="${h * 0.5}" width="${w * 0.28}" height="${h * 0.16}" rx="${h * 0.08}"/></g>`;
    case 'desktop':
      return `<rect x="${w * 0.28}" y="${h * 0.2}" width="${w * 0.44}" height="${h * 0.45}" rx="16" fill="#ffffff" fill-opacity="0.9"/><rect x="${w * 0.45}" y="${h * 0.65}" width="${w * 0.1}" height="${h * 0.1}" fill="#ffffff" fill-opacity="0.7"/><rect x="${w * 0.38}" y="${h * 0.75}" width="${w * 0.24}" height="${h * 0.03}" rx="6" fill="#ffffff" fill-opacity="0.7"/>`;
    case 'office':
      return Array.from({ length: 3 }, (_, i) => `<rect x="${w * (0.14 + i * 0.26)}" y="${h * 0.3}" width="${w * 0.2}" height="${h * 0.3}" rx="12" fill="#ffffff" fill-opacity="0.85"/><rect x="${w * (0.14 + i * 0.26)}" y="${h * 0.64}" width="${w * 0.2}" height="${h * 0.04}" rx="6" fill="#ffffff" fill-opacity="0.5"/>`).join('');
    case 'people':
      return Array.from({ length: 3 }, (_, i) => `<circle cx="${w * (0.3 + i * 0.2)}" cy="${h * 0.38}" r="${h * 0.09}" fill="#ffffff" fill-opacity="0.9"/><rect x="${w * (0.3 + i * 0.2) - h * 0.14}" y="${h * 0.5}" width="${h * 0.28}" height="${h * 0.26}" rx="${h * 0.12}" fill="#ffffff" fill-opacity="0.75"/>`).join('');
    default:
      return `<circle cx="${w * 0.7}" cy="${h * 0.3}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.15"/><circle cx="${w * 0.25}" cy="${h * 0.8}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.1"/>`;
  }
}

export function artSvg(item: Pick<MediaItem, 'art' | 'width' | 'height'>): string {
  const { art, width, height } = item;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${motifSvg(art, width, height)}
</svg>`;
}

function fingerprint(item: MediaItem): string {
  return JSON.stringify({ v: ART_VERSION, art: item.art, w: item.width, h: item.height, t: item.mimeType });
}

async function blurOf(file: string): Promise<string> {
  const tiny = await sharp(file).resize(20).blur(1).jpeg({ quality: 60 }).toBuffer();
  return `data:image/jpeg;base64,${tiny.toString('base64')}`;
}

/** Draws a media item's file unless an up-to-date one exists; returns its size and blur placeholder. */
export async function ensureMediaFile(item: MediaItem): Promise<MediaFileInfo> {
  const file = path.join(uploadsDir, item.file);
  const stampFile = `${file}.json`;
  const stamp = fingerprint(item);
  const existing = await readFile(stampFile, 'utf8').then(JSON.parse, () => null) as { stamp: string; blurBase64: string } | null;
  if (existing?.stamp === stamp) {
    const { size } = await stat(file).catch(() => ({ size: -1 }));
    if (size > 0) return { fileSize: size, blurBase64: existing.blurBase64 };
  }
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(artSvg(item)));
  const buffer = item.mimeType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await writeFile(file, buffer);
  const blurBase64 = await blurOf(file);
  await writeFile(stampFile, JSON.stringify({ stamp, blurBase64 }));
  return { fileSize: buffer.length, blurBase64 };
}

export async function ensureAllMedia(items: readonly MediaItem[] = content.media): Promise<Map<number, MediaFileInfo>> {
  const result = new Map<number, MediaFileInfo>();
  for (const item of items) result.set(item.databaseId, await ensureMediaFile(item));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const files = await ensureAllMedia();
  console.log(`[wordpress] ${files.size} media files ready in ${uploadsDir} (${Date.now() - started} ms)`);
}
