/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BLUR_WIDTH, blurPlaceholders, blurredWebpDataUri } from './blur-placeholder';

let dir: string;
let imagePath: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'blur-'));
  imagePath = path.join(dir, 'art.png');
  await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 60, b: 140 } } }).png().toFile(imagePath);
  writeFileSync(path.join(dir, 'broken.jpg'), 'not an image');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function memoryCache() {
  const store = new Map<string, unknown>();
  return { store, get: jest.fn(async (key: string) => store.get(key)), set: jest.fn(async (key: string, value: unknown) => store.set(key, value)) };
}

describe('blurredWebpDataUri', () => {
  it('makes a tiny webp data URI of the image, in its aspect ratio', async () => {
    const uri = await blurredWebpDataUri(imagePath);
    expect(uri).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const buffer = Buffer.from(uri.split(',')[1]!, 'base64');
    expect(buffer.length).toBeLessThan(1000);
    const { width, height, format } = await sharp(buffer).metadata();
    expect({ width, height, format }).toEqual({ width: BLUR_WIDTH, height: BLUR_WIDTH / 2, format: 'webp' });
  });
});

describe('blurPlaceholders', () => {
  it('draws a file once per digest and keeps the result in the cache', async () => {
    const cache = memoryCache();
    const placeholderOf = blurPlaceholders(cache);
    const file = { absolutePath: imagePath, internal: { contentDigest: 'abc' } };
    const [first, second] = await Promise.all([placeholderOf(file), placeholderOf({ ...file })]);
    expect(first).toMatch(/^data:image\/webp;base64,/);
    expect(second).toBe(first);
    expect(cache.set).toHaveBeenCalledTimes(1);
    expect([...cache.store.values()]).toEqual([first]);
  });

  it('takes a placeholder from the cache of an earlier build without reading the file', async () => {
    const cache = memoryCache();
    cache.store.set(`blur-base64-${BLUR_WIDTH}-cached`, 'data:image/webp;base64,AAAA');
    const placeholderOf = blurPlaceholders(cache);
    await expect(placeholderOf({ absolutePath: path.join(dir, 'missing.png'), internal: { contentDigest: 'cached' } })).resolves.toBe('data:image/webp;base64,AAAA');
  });

  it('gives null for no file, a file without path or digest, and a file sharp cannot read', async () => {
    const placeholderOf = blurPlaceholders(memoryCache());
    await expect(placeholderOf(null)).resolves.toBeNull();
    await expect(placeholderOf({ absolutePath: imagePath })).resolves.toBeNull();
    await expect(placeholderOf({ internal: { contentDigest: 'x' } })).resolves.toBeNull();
    await expect(placeholderOf({ absolutePath: path.join(dir, 'broken.jpg'), internal: { contentDigest: 'broken' } })).resolves.toBeNull();
  });
});
