/**
 * Draws the fixture media files (no binaries are committed) and their blur
 * placeholders. Run directly (`node mocks/wordpress/media.ts`) it writes the
 * files for Storybook; the stand-in calls it at start.
 *
 * Drawing is deterministic: the same item always gives the same pixels, so a
 * stamp beside each file (`<file>.json`) says whether it must be redrawn.
 */
import { copyFile, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaArt, MediaItem, PackageLevel } from '../content/types.ts';
import { content } from '../content/index.ts';
import { drawnUploadsDir, uploadsDir } from './paths.ts';

export interface MediaFileInfo {
  fileSize: number;
  blurBase64: string;
}

/** What the drawing looks at: the art, the size, and (icons, level badges) the slug and title. */
export type DrawableItem = Pick<MediaItem, 'art' | 'width' | 'height'> & Partial<Pick<MediaItem, 'slug' | 'title'>>;

/** Bump when the drawing changes, so old files are redrawn. */
const ART_VERSION = 2;

/** Files drawn at the same time at start-up; sharp uses several threads per file already. */
const DRAW_CONCURRENCY = 4;

// ── Colours ──────────────────────────────────────────────────────────────────

function parseHex(colour: string): [number, number, number] | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number];
}

/** `a` moved a fraction `t` towards `b` (both hex colours); `a` unchanged when either is not hex. */
export function mixColour(a: string, b: string, t: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  if (!from || !to) return a;
  return `#${from.map((channel, index) => Math.round(channel + (to[index]! - channel) * t).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(colour: string): number {
  const rgb = parseHex(colour);
  return rgb ? 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] : 0;
}

/** Rounds coordinates so the SVG text (and so the file) does not depend on float noise. */
const n = (value: number) => Number(value.toFixed(2));

// ── Pictograms for 'icon' items ──────────────────────────────────────────────

/**
 * Simple line pictograms on a 100 × 100 grid, drawn with a white 7-unit stroke.
 * Elements that need a fill say so themselves.
 */
const PICTOGRAMS = {
  lock: '<rect x="24" y="44" width="52" height="38" rx="7"/><path d="M35 44V34a15 15 0 0 1 30 0v10"/><circle cx="50" cy="62" r="4" fill="#fff" stroke="none"/>',
  shield: '<path d="M50 13 80 24v23c0 20-12 32-30 40-18-8-30-20-30-40V24Z"/><path d="m37 49 9 10 18-20"/>',
  storage: '<ellipse cx="50" cy="26" rx="28" ry="10"/><path d="M22 26v48c0 6 12 10 28 10s28-4 28-10V26"/><path d="M22 50c0 6 12 10 28 10s28-4 28-10"/>',
  clock: '<circle cx="50" cy="50" r="33"/><path d="M50 30v20l13 9"/>',
  speed: '<path d="M56 13 27 56h21l-4 31 29-45H52Z" fill="#fff" stroke-width="4"/>',
  support: '<path d="M22 60v-9a28 28 0 0 1 56 0v9"/><rect x="16" y="54" width="14" height="22" rx="5" fill="#fff"/><rect x="70" y="54" width="14" height="22" rx="5" fill="#fff"/><path d="M77 76c0 8-8 11-20 11"/>',
  euro: '<path d="M72 28a26 26 0 1 0 0 44"/><path d="M20 44h36M20 57h32"/>',
  location: '<path d="M50 87S24 61 24 42a26 26 0 0 1 52 0c0 19-26 45-26 45Z"/><circle cx="50" cy="42" r="9"/>',
  server: '<rect x="20" y="18" width="60" height="26" rx="6"/><rect x="20" y="56" width="60" height="26" rx="6"/><circle cx="33" cy="31" r="4" fill="#fff" stroke="none"/><circle cx="33" cy="69" r="4" fill="#fff" stroke="none"/><path d="M50 31h18M50 69h18"/>',
  desktop: '<rect x="16" y="18" width="68" height="46" rx="6"/><path d="M50 64v16M36 82h28"/>',
  cloud: '<path d="M30 74h42a17 17 0 0 0-1-34 23 23 0 0 0-44 5 15 15 0 0 0 3 29Z"/>',
  apps: '<rect x="20" y="20" width="25" height="25" rx="5"/><rect x="55" y="20" width="25" height="25" rx="5"/><rect x="20" y="55" width="25" height="25" rx="5"/><rect x="55" y="55" width="25" height="25" rx="5" fill="#fff"/>',
  people: '<circle cx="50" cy="34" r="13"/><path d="M24 82c0-18 11-28 26-28s26 10 26 28"/>',
  growth: '<path d="m18 76 22-24 14 11 27-31"/><path d="M64 32h17v17"/>',
  phone: '<path d="M31 17h11l6 17-8 6c4 10 10 16 20 20l6-8 17 6v11c0 6-6 12-12 11-27-2-49-24-51-51-1-6 5-12 11-12Z"/>',
  mail: '<rect x="15" y="25" width="70" height="50" rx="7"/><path d="m18 30 32 24 32-24"/>',
  check: '<circle cx="50" cy="50" r="33"/><path d="m35 51 10 10 20-22"/>',
  document: '<path d="M27 13h31l16 16v58H27Z"/><path d="M58 13v16h16M38 50h26M38 62h26M38 74h15"/>',
  switch: '<path d="M20 35h58M64 21l14 14-14 14M80 65H22M36 51 22 65l14 14"/>',
} as const;

export type Pictogram = keyof typeof PICTOGRAMS;

/** First match wins: the more specific words come first ('flexibel' is growth, not 'bel'). */
const PICTOGRAM_WORDS: readonly [Pictogram, RegExp][] = [
  ['lock', /\b(slot|lock|wachtwoord|password)|versleutel|encrypt/],
  ['shield', /veilig|beveilig|secur|shield|schild|\bvpn\b|firewall|privacy|\bavg\b|gdpr/],
  ['storage', /back-?up|opslag|storage|nvme|schijf|database|snapshot|\bdata\b/],
  ['clock', /\b24|klok|\btijd|uptime|\btime\b|\buur\b/],
  ['speed', /\bsnel|speed|\bfast|performan|bliksem|turbo/],
  ['support', /support|helpdesk|\bhulp|service|ondersteun|headset/],
  ['euro', /prijs|price|euro|kosten|\bcost|voordel|budget|betaal/],
  ['location', /nederland|dutch|locatie|location|\bnl\b|lokaal/],
  ['server', /server|\bvps\b|datacenter|hosting|\brack/],
  ['desktop', /\bpc\b|desktop|werkplek|workplace|computer|laptop|scherm/],
  ['cloud', /cloud|\bwolk/],
  ['apps', /office|kantoor|microsoft|\bapps?\b|\b365\b/],
  ['people', /\bteam|mensen|persoon|people|partner|\bklant|gebruiker|\buser/],
  ['growth', /groei|schaal|flexib|scale|growth|\bgrow/],
  ['phone', /telefoon|\bbel|phone|\bcall/],
  ['mail', /mail|nieuwsbrief|newsletter|bericht/],
  ['check', /check|vink|garantie|kwaliteit|\biso\b|zeker|certific/],
  ['document', /whitepaper|document|\bpdf\b|handleiding|\bgids\b|e-?book|artikel|kennisbank/],
  ['switch', /overstap|migrat|migreer|verhuis|switch|transfer/],
];

function stableHash(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  return hash;
}

/**
 * The pictogram an icon item shows: by a keyword in its slug (the most specific name), else in
 * its title, else one picked by its slug.
 */
export function pictogramFor(item: Pick<DrawableItem, 'slug' | 'title'>): Pictogram {
  for (const words of [item.slug, item.title]) {
    const match = words && PICTOGRAM_WORDS.find(([, pattern]) => pattern.test(words.toLowerCase()));
    if (match) return match[0];
  }
  const names = Object.keys(PICTOGRAMS) as Pictogram[];
  return names[stableHash(item.slug ?? item.title ?? '') % names.length]!;
}

/** A centred square of side `size` on the w × h canvas, as a transform of the 100-unit grid. */
function square(w: number, h: number, size: number): string {
  return `translate(${n((w - size) / 2)} ${n((h - size) / 2)}) scale(${n(size / 100)})`;
}

function iconSvg(item: DrawableItem): string {
  const { width: w, height: h } = item;
  const side = Math.min(w, h);
  const pictogram = PICTOGRAMS[pictogramFor(item)];
  // A rounded gradient tile on a transparent canvas: it sits on any section background.
  return `<rect x="${n((w - side) / 2)}" y="${n((h - side) / 2)}" width="${side}" height="${side}" rx="${n(side * 0.22)}" fill="url(#g)"/>
  <rect x="${n((w - side) / 2)}" y="${n((h - side) / 2)}" width="${side}" height="${n(side / 2)}" rx="${n(side * 0.22)}" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="${square(w, h, side * 0.6)}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`;
}

// ── Level badges for 'level' items ───────────────────────────────────────────

const LEVEL_WORDS: readonly [PackageLevel, RegExp][] = [
  ['iron', /\biron\b|ijzer/],
  ['copper', /copper|koper/],
  ['bronze', /bronze|brons/],
  ['silver', /silver|zilver/],
  ['gold', /\bgold\b|\bgoud/],
  ['platinum', /platin/],
  ['diamond', /diamond|diamant/],
];

/** The package level a badge is for, from its slug or title; null when neither names one. */
export function levelFor(item: Pick<DrawableItem, 'slug' | 'title'>): PackageLevel | null {
  const words = `${item.slug ?? ''} ${item.title ?? ''}`.toLowerCase();
  return LEVEL_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;
  }).join(' ');
}

/**
 * A medal on a ribbon, on a transparent canvas. Its metal is the item's gradient
 * (the content sets from/to per level: grey iron … light-blue diamond); the
 * emblem is a star, a cut gem for diamond; pips under it count the level (1–7).
 */
function levelSvg(item: DrawableItem): string {
  const { art, width: w, height: h } = item;
  const level = levelFor(item);
  const rank = level ? LEVEL_WORDS.findIndex(([name]) => name === level) + 1 : 0;
  // Whichever way round the content gives the colours: light catches the top left, dark the edge.
  const [light, dark] = luminance(art.from) >= luminance(art.to) ? [art.from, art.to] : [art.to, art.from];
  const edge = mixColour(dark, '#000000', 0.25);
  const ribbon = mixColour(dark, '#000000', 0.15);
  const ribbonFold = mixColour(dark, '#000000', 0.4);
  const emblem =
    level === 'diamond'
      ? `<path d="M38 35h24l7 8-19 20-19-20Z" fill="#ffffff" fill-opacity="0.92" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M31 43h38M44 35l-3 8 9 20 9-20-3-8" fill="none" stroke="${edge}" stroke-width="1.2" stroke-linejoin="round"/>`
      : `<polygon points="${starPoints(50, 43, 16, 6.8)}" fill="#ffffff" fill-opacity="0.92" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>`;
  const pips = Array.from({ length: rank }, (_, index) => {
    const angle = ((90 + (index - (rank - 1) / 2) * 13) * Math.PI) / 180;
    return `<circle cx="${n(50 + 30 * Math.cos(angle))}" cy="${n(42 + 30 * Math.sin(angle))}" r="2.3" fill="#ffffff" fill-opacity="0.9"/>`;
  }).join('');
  return `<g transform="${square(w, h, Math.min(w, h))}">
    <polygon points="31,58 45,64 38,97 30,89 21,95" fill="${ribbon}"/>
    <polygon points="69,58 55,64 62,97 70,89 79,95" fill="${ribbon}"/>
    <polygon points="31,58 45,64 43,72 30,66" fill="${ribbonFold}"/>
    <polygon points="69,58 55,64 57,72 70,66" fill="${ribbonFold}"/>
    <defs><linearGradient id="metal" x1="0.15" y1="0.05" x2="0.85" y2="0.95"><stop offset="0" stop-color="${mixColour(light, '#ffffff', 0.25)}"/><stop offset="0.55" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <circle cx="50" cy="42" r="35" fill="url(#metal)" stroke="${edge}" stroke-width="3"/>
    <circle cx="50" cy="42" r="25.5" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>
    <ellipse cx="38" cy="25" rx="15" ry="6.5" transform="rotate(-32 38 25)" fill="#ffffff" fill-opacity="0.28"/>
    ${emblem}
    ${pips}
  </g>`;
}

// ── Scenes ───────────────────────────────────────────────────────────────────

function motifSvg(item: DrawableItem): string {
  const { art, width: w, height: h } = item;
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
    case 'icon':
      return iconSvg(item);
    case 'level':
      return levelSvg(item);
    default:
      return `<circle cx="${w * 0.7}" cy="${h * 0.3}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.15"/><circle cx="${w * 0.25}" cy="${h * 0.8}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.1"/>`;
  }
}

/** Motifs drawn on a transparent canvas (they bring their own shape) instead of a full gradient. */
const TRANSPARENT_MOTIFS: ReadonlySet<MediaArt['motif']> = new Set(['icon', 'level']);

export function artSvg(item: DrawableItem): string {
  const { art, width, height } = item;
  const background = TRANSPARENT_MOTIFS.has(art.motif) ? '' : '<rect width="100%" height="100%" fill="url(#g)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
  ${background}
  ${motifSvg(item)}
</svg>`;
}

// ── Files ────────────────────────────────────────────────────────────────────

/**
 * How a JPEG is encoded: 'small' (mozjpeg, the fixtures: ~120 ms for a 1600-pixel photo) or
 * 'fast' (libjpeg-turbo's defaults, ~35 ms, 1.5 × the bytes), for the thousands of generated
 * images of the build-scale bench (npm run content:generate), drawn once and kept under .data.
 */
export type JpegEncoding = 'small' | 'fast';

function fingerprint(item: MediaItem, encoding: JpegEncoding): string {
  // 'small' adds nothing, so the fixtures' existing stamps stay valid.
  return JSON.stringify({ v: ART_VERSION, art: item.art, w: item.width, h: item.height, t: item.mimeType, slug: item.slug, title: item.title, ...(encoding === 'fast' ? { e: encoding } : {}) });
}

async function blurOf(buffer: Buffer): Promise<string> {
  // Transparent icons and badges blur onto white, not onto JPEG's default black.
  const tiny = await sharp(buffer).resize(20).flatten({ background: '#ffffff' }).blur(1).jpeg({ quality: 60 }).toBuffer();
  return `data:image/jpeg;base64,${tiny.toString('base64')}`;
}

/** Writes beside the target and renames: a reader (the uploads route, another process) never sees half a file. */
async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Draws a media item's file unless an up-to-date one exists; returns its size and blur placeholder. */
/** The file `item.file` under `dir` with its stamp, when that stamp is `stamp` (the same drawing). */
async function drawnFile(dir: string, item: MediaItem, stamp: string): Promise<MediaFileInfo | null> {
  const file = path.join(dir, item.file);
  const existing = (await readFile(`${file}.json`, 'utf8').then(JSON.parse, () => null)) as { stamp: string; blurBase64: string } | null;
  if (existing?.stamp !== stamp) return null;
  const { size } = await stat(file).catch(() => ({ size: -1 }));
  return size > 0 ? { fileSize: size, blurBase64: existing.blurBase64 } : null;
}

export async function ensureMediaFile(item: MediaItem, encoding: JpegEncoding = 'small'): Promise<MediaFileInfo> {
  const file = path.join(uploadsDir, item.file);
  const stampFile = `${file}.json`;
  const stamp = fingerprint(item, encoding);
  const current = await drawnFile(uploadsDir, item, stamp);
  if (current) return current;
  await mkdir(path.dirname(file), { recursive: true });
  // Drawn already in the default data folder: the same pixels, copied (sharp is the slow part of a start).
  const drawn = uploadsDir === drawnUploadsDir ? null : await drawnFile(drawnUploadsDir, item, stamp);
  if (drawn) {
    await copyFile(path.join(drawnUploadsDir, item.file), file);
    await copyFile(path.join(drawnUploadsDir, `${item.file}.json`), stampFile);
    return drawn;
  }
  const image = sharp(Buffer.from(artSvg(item)));
  const buffer =
    item.mimeType === 'image/png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.flatten({ background: '#ffffff' }).jpeg(encoding === 'fast' ? { quality: 82 } : { quality: 82, mozjpeg: true }).toBuffer();
  await writeAtomically(file, buffer);
  const blurBase64 = await blurOf(buffer);
  await writeAtomically(stampFile, JSON.stringify({ stamp, blurBase64 }));
  return { fileSize: buffer.length, blurBase64 };
}

export interface EnsureOptions {
  encoding?: JpegEncoding;
  /** Called after each item with the number done so far (progress of a long first run). */
  onProgress?: (done: number, total: number) => void;
}

/** Ensures every item's file, a few at a time; the map keeps the items' order. */
export async function ensureAllMedia(items: readonly MediaItem[] = content.media, options: EnsureOptions = {}): Promise<Map<number, MediaFileInfo>> {
  const infos: MediaFileInfo[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      infos[index] = await ensureMediaFile(items[index]!, options.encoding);
      options.onProgress?.(++done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DRAW_CONCURRENCY, items.length) }, worker));
  return new Map(items.map((item, index) => [item.databaseId, infos[index]!]));
}

/**
 * The media items of a WORDPRESS_EXTRA_POSTS file (`npm run content:generate`): `{ posts, media }`,
 * or an older plain list of posts, which has none.
 */
export function extraMediaOf(parsed: unknown): MediaItem[] {
  if (Array.isArray(parsed)) return [];
  const media = (parsed as { media?: unknown } | null)?.media;
  return Array.isArray(media) ? (media as MediaItem[]) : [];
}

/** The generated media of a WORDPRESS_EXTRA_POSTS file, drawn ('fast') where not drawn yet. */
export function ensureExtraMedia(items: readonly MediaItem[], onProgress?: EnsureOptions['onProgress']): Promise<Map<number, MediaFileInfo>> {
  return ensureAllMedia(items, { encoding: 'fast', onProgress });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node mocks/wordpress/media.ts [--extra <posts file>]: the fixtures' files, or a generated file's.
  const extraIndex = process.argv.indexOf('--extra');
  const started = Date.now();
  if (extraIndex > 0) {
    const { readFileSync } = await import('node:fs');
    const items = extraMediaOf(JSON.parse(readFileSync(process.argv[extraIndex + 1]!, 'utf8')));
    let reported = 0;
    const files = await ensureExtraMedia(items, (done, total) => {
      if (done - reported >= 1000 || done === total) {
        reported = done;
        console.log(`[wordpress] ${done}/${total} generated media files ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    });
    console.log(`[wordpress] ${files.size} generated media files ready in ${uploadsDir} (${Date.now() - started} ms)`);
  } else {
    const files = await ensureAllMedia();
    console.log(`[wordpress] ${files.size} media files ready in ${uploadsDir} (${Date.now() - started} ms)`);
  }
}
