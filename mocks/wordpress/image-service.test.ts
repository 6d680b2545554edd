/**
 * @jest-environment node
 *
 * The image service on the media URLs (docs/behaviour/blocks.md#images: ?width=, ?height=, format=webp), against
 * a real stand-in process with its own data folder.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { content } from '../content/index';
import { imageParams, MAX_DIMENSION, outputSize, transformImage, type ImageParams } from './image-service';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

let standIn: StandInProcess;
const photo = content.media.find((item) => item.mimeType === 'image/jpeg' && item.width >= 1200 && item.width > item.height)!;
const icon = content.media.find((item) => item.mimeType === 'image/png')!;
const photoPath = `/wp-content/uploads/${photo.file}`;
let original: Buffer;

beforeAll(async () => {
  standIn = await startStandInProcess();
  original = await readFile(path.join(standIn.dataDir, 'uploads', photo.file));
}, 40_000);

afterAll(async () => {
  await standIn?.stop();
});

async function get(pathname: string, init?: RequestInit) {
  const response = await fetch(`${standIn.base}${pathname}`, init);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

const cacheDir = () => path.join(standIn.dataDir, 'cache', 'images');
const cacheFiles = () => readdir(cacheDir()).catch(() => [] as string[]);

describe('parameters (unit)', () => {
  const query = (text: string) => imageParams(new URLSearchParams(text));

  it('is the original without width, height or format, whatever else the URL has', () => {
    expect(query('')).toBeNull();
    expect(query('ver=6.4&foo=bar')).toBeNull();
  });

  it('reads and rounds sizes up to MAX_DIMENSION and normalises formats', () => {
    expect(query('width=640&format=webp')).toEqual({ width: 640, height: null, format: 'webp' });
    expect(query('width=698.18&fm=WEBP')).toEqual({ width: 698, height: null, format: 'webp' });
    expect(query(`height=${MAX_DIMENSION}&format=jpg`)).toEqual({ width: null, height: MAX_DIMENSION, format: 'jpeg' });
    expect(query('width=0.2')).toEqual({ width: 1, height: null, format: null });
    expect(() => query(`height=${MAX_DIMENSION + 1}`)).toThrow(`at most ${MAX_DIMENSION}`);
  });

  it('never makes an image larger than its source, and keeps the asked aspect ratio when both sides are given', () => {
    const source = { width: 1600, height: 1067 };
    expect(outputSize(source, { width: 640, height: null })).toEqual({ width: 640, height: 427 });
    expect(outputSize(source, { width: null, height: 200 })).toEqual({ width: 300, height: 200 });
    expect(outputSize(source, { width: 3000, height: null })).toEqual(source);
    expect(outputSize(source, { width: 3200, height: 1600 })).toEqual({ width: 1600, height: 800 });
    expect(outputSize(source, { width: 400, height: 400 })).toEqual({ width: 400, height: 400 });
  });
});

describe('the original', () => {
  it('is served byte for byte without parameters, with its size and no ETag', async () => {
    const { response, body } = await get(photoPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Number(response.headers.get('content-length'))).toBe(original.length);
    expect(body.equals(original)).toBe(true);
  });
});

describe('drawn icons and level badges', () => {
  const drawn = content.media.filter((item) => item.art.motif === 'icon' || item.art.motif === 'level');

  async function pixels(item: (typeof drawn)[number]) {
    const { response, body } = await get(`/wp-content/uploads/${item.file}`);
    expect(response.status).toBe(200);
    const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
    return { meta: await sharp(body).metadata(), at, info };
  }

  it('are PNGs of the item size, transparent in the corners and opaque in the middle', async () => {
    expect(drawn.length).toBeGreaterThan(0);
    for (const item of drawn) {
      const { meta, at } = await pixels(item);
      expect(meta).toMatchObject({ format: 'png', width: item.width, height: item.height, hasAlpha: true });
      expect(at(0, 0)[3]).toBe(0);
      expect(at(Math.floor(item.width / 2), Math.floor(item.height / 3))[3]).toBe(255);
    }
  });

  it('give each package level its own metal colour', async () => {
    const levels = drawn.filter((item) => item.art.motif === 'level');
    const rims = await Promise.all(
      levels.map(async (item) => {
        // A point on the medal's face left of the emblem (the metal, not the star).
        const { at } = await pixels(item);
        return at(Math.round(item.width * 0.27), Math.round(item.height * 0.42)).slice(0, 3).join(',');
      }),
    );
    expect(new Set(rims).size).toBe(levels.length);
  });
});

describe('resized images', () => {
  it('gives a JPEG of the requested width, the height following the aspect ratio', async () => {
    const { response, body } = await get(`${photoPath}?width=640`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: Math.round((640 * photo.height) / photo.width) });
  });

  it.each([
    ['base', 1200],
    ['base/1.5', 1200 / 1.5],
    ['base/2.75', 1200 / 2.75],
  ])('gives webp at the responsive width %s', async (_name, width) => {
    const { response, body } = await get(`${photoPath}?width=${width}&format=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: Math.round(width) });
  });

  it('accepts fm= as an alias of format=', async () => {
    const { response, body } = await get(`${photoPath}?width=320&fm=webp`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(body).metadata()).width).toBe(320);
  });

  it('crops to width × height when both are given (non-fluid mode)', async () => {
    const { body } = await get(`${photoPath}?width=400&height=300&format=webp`);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    const square = await get(`${photoPath}?width=256&height=256`);
    expect(await sharp(square.body).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });

  it('never upscales: a larger width gives the original size, a larger box keeps its ratio within the original', async () => {
    const wide = await get(`${photoPath}?width=3000&format=webp`);
    expect(await sharp(wide.body).metadata()).toMatchObject({ width: photo.width, height: photo.height });
    const huge = await get(`${photoPath}?width=${MAX_DIMENSION}`);
    expect(huge.response.status).toBe(200);
    expect((await sharp(huge.body).metadata()).width).toBe(photo.width);
    const box = await get(`${photoPath}?width=${photo.width * 2}&height=${photo.width}`);
    const meta = await sharp(box.body).metadata();
    expect(meta.width).toBe(photo.width);
    expect(meta.height).toBe(Math.round(photo.width / 2));
  });

  it('keeps a PNG icon a PNG with transparency, and converts it on request', async () => {
    const iconPath = `/wp-content/uploads/${icon.file}`;
    const png = await get(`${iconPath}?width=64`);
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(png.body).metadata()).toMatchObject({ format: 'png', width: 64, hasAlpha: true });
    const jpeg = await get(`${iconPath}?width=64&format=jpeg`);
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: 'jpeg', width: 64 });
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { body } = await get(`${photoPath}?width=500&format=webp`);
    const head = await get(`${photoPath}?width=500&format=webp`, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-type')).toBe('image/webp');
    expect(Number(head.response.headers.get('content-length'))).toBe(body.length);
    expect(head.body.length).toBe(0);
  });
});

describe('the disk cache', () => {
  it('serves the second request from the cache, byte for byte', async () => {
    const url = `${photoPath}?width=480&format=webp`;
    const before = await cacheFiles();
    const first = await get(url);
    const afterFirst = await cacheFiles();
    const made = afterFirst.filter((name) => !before.includes(name));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^[0-9a-f]{40}\.webp$/);
    expect((await readFile(path.join(cacheDir(), made[0]!))).equals(first.body)).toBe(true);

    const second = await get(url);
    expect(second.body.equals(first.body)).toBe(true);
    expect(await cacheFiles()).toEqual(afterFirst);
    await standIn.waitForOutput(/GET \/wp-content\/uploads\/\S+\?width=480&format=webp 200 [\d.]+ms image 480x- image\/webp cached/);
  });

  it('survives many identical requests at once: one cache file, no temporary files, every answer whole', async () => {
    const url = `${photoPath}?width=777&height=333&format=webp`;
    const before = await cacheFiles();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body.equals(answers[0]!.body)).toBe(true);
    }
    expect(await sharp(answers[0]!.body).metadata()).toMatchObject({ width: 777, height: 333 });
    const after = await cacheFiles();
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(after.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keys on the output size: 50 widths above the source give one file, made once', async () => {
    const iconPath = `/wp-content/uploads/${icon.file}`;
    const before = await cacheFiles();
    const answers = [];
    for (let extra = 1; extra <= 50; extra++) answers.push(await get(`${iconPath}?width=${icon.width + extra}&format=webp`));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body.equals(answers[0]!.body)).toBe(true);
    }
    expect(await sharp(answers[0]!.body).metadata()).toMatchObject({ format: 'webp', width: icon.width, height: icon.height });
    expect((await cacheFiles()).filter((name) => !before.includes(name))).toHaveLength(1);
    await standIn.waitForOutput(`?width=${icon.width + 50}&format=webp 200`);
    const made = standIn.output().match(new RegExp(`${icon.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?width=\\d+&format=webp 200 [\\d.]+ms image \\d+x- image/webp made`, 'g'));
    expect(made).toHaveLength(1);
  });

  it('left the original untouched', async () => {
    const { body } = await get(photoPath);
    expect(body.equals(original)).toBe(true);
    expect((await readFile(path.join(standIn.dataDir, 'uploads', photo.file))).equals(original)).toBe(true);
  });
});

describe('bad requests', () => {
  it.each([
    ['width=abc', /width must be a positive number/],
    ['width=-5', /width must be a positive number/],
    ['width=0', /width must be a positive number/],
    ['width=', /width must be a positive number/],
    ['height=1e3', /height must be a positive number/],
    [`width=${MAX_DIMENSION + 1}`, /width is 4001 pixels; at most 4000 can be asked for/],
    ['height=99999', /height is 99999 pixels; at most 4000/],
    ['width=100000000000000000000000000000000000000', /at most 4000/],
    ['width=10&width=20', /width is given 2 times/],
    ['format=gif', /format 'gif' is not supported; use one of webp, jpeg, png/],
    ['fm=avif', /format 'avif' is not supported/],
    ['format=webp&fm=png', /disagree/],
  ])('%s → 400 with a clear message', async (query, message) => {
    const { response, body } = await get(`${photoPath}?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(body.toString()).errors[0].message).toMatch(message);
  });

  it('answers 404 for a missing file and for stamps, also with parameters', async () => {
    expect((await get('/wp-content/uploads/nope.jpg?width=100')).response.status).toBe(404);
    expect((await get(`${photoPath}.json?width=100`)).response.status).toBe(404);
    expect((await get('/wp-content/uploads/%2e%2e/%2e%2e/package.json?width=100')).response.status).toBe(404);
  });

  it('refuses other methods', async () => {
    expect((await get(`${photoPath}?width=100`, { method: 'POST' })).response.status).toBe(405);
  });
});

describe('the cache bound', () => {
  let dir: string;
  let source: string;
  const webp = (width: number): ImageParams => ({ width, height: null, format: 'webp' });
  const cacheBytes = async (folder: string) => {
    const names = await readdir(folder).catch(() => [] as string[]);
    const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(folder, name))).size));
    return sizes.reduce((sum, size) => sum + size, 0);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
    source = path.join(dir, 'source.png');
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toFile(source);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('never holds more than its bound, and evicts the least recently used result first', async () => {
    // The sizes of four results, from a cache without a real bound.
    const sizes = [];
    for (const width of [100, 101, 102, 103]) sizes.push((await transformImage(source, webp(width), { dir: path.join(dir, 'unbounded'), maxBytes: 1e9 })).size);
    const [a, b, c] = sizes as [number, number, number, number];
    const cache = { dir: path.join(dir, 'bounded'), maxBytes: a + b + c };
    const results = new Map<number, Buffer>();
    const request = async (width: number) => {
      const image = await transformImage(source, webp(width), cache);
      results.set(width, image.data);
      expect(await cacheBytes(cache.dir)).toBeLessThanOrEqual(cache.maxBytes);
      return image;
    };
    for (const width of [100, 101, 102]) expect((await request(width)).cached).toBe(false);
    expect(await readdir(cache.dir)).toHaveLength(3);
    expect((await request(100)).cached).toBe(true);
    // 103 needs room: 101 goes (least recently used), not 100 (used again just now).
    expect((await request(103)).cached).toBe(false);
    const kept = await Promise.all((await readdir(cache.dir)).map((name) => readFile(path.join(cache.dir, name))));
    const isKept = (width: number) => kept.some((data) => data.equals(results.get(width)!));
    expect([100, 101, 103].map(isKept)).toEqual([true, false, true]);
    expect((await request(100)).cached).toBe(true);
    expect((await request(101)).cached).toBe(false);
  });

  it('serves a result larger than the whole bound without keeping it', async () => {
    const cache = { dir: path.join(dir, 'tiny'), maxBytes: 10 };
    const first = await transformImage(source, webp(200), cache);
    expect(first.cached).toBe(false);
    expect(await sharp(first.data).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150 });
    expect(await cacheBytes(cache.dir)).toBe(0);
    expect((await transformImage(source, webp(200), cache)).cached).toBe(false);
  });
});
