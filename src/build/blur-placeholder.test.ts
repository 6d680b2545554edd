/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BLUR_WIDTH, blurPlaceholders, blurredWebpDataUri, renditionPlaceholders } from './blur-placeholder';

let dir: string;
let imagePath: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'blur-'));
  imagePath = path.join(dir, 'art.png');
  await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 60, b: 140 } } })
    .png()
    .toFile(imagePath);
  writeFileSync(path.join(dir, 'broken.jpg'), 'not an image');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function memoryCache() {
  const store = new Map<string, unknown>();
  return {
    store,
    get: jest.fn(async (key: string) => store.get(key)),
    set: jest.fn(async (key: string, value: unknown) => store.set(key, value)),
  };
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
    await expect(placeholderOf({ absolutePath: path.join(dir, 'missing.png'), internal: { contentDigest: 'cached' } })).resolves.toBe(
      'data:image/webp;base64,AAAA',
    );
  });

  it('gives null for no file, a file without path or digest, and a file sharp cannot read', async () => {
    const placeholderOf = blurPlaceholders(memoryCache());
    await expect(placeholderOf(null)).resolves.toBeNull();
    await expect(placeholderOf({ absolutePath: imagePath })).resolves.toBeNull();
    await expect(placeholderOf({ internal: { contentDigest: 'x' } })).resolves.toBeNull();
    await expect(placeholderOf({ absolutePath: path.join(dir, 'broken.jpg'), internal: { contentDigest: 'broken' } })).resolves.toBeNull();
  });
});

describe('renditionPlaceholders', () => {
  const url = 'http://wordpress.test/wp-content/uploads/rack.jpg';
  let rendition: Buffer;

  beforeAll(async () => {
    rendition = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .webp()
      .toBuffer();
  });

  function serviceFetch(status = 200) {
    return jest.fn(async (input: RequestInfo | URL) => {
      void input;
      return new Response(status === 200 ? new Uint8Array(rendition) : 'Not found', { status });
    }) as jest.Mock & typeof fetch;
  }

  it('asks the image service for a 20-pixel webp once per image and keeps the result', async () => {
    const cache = memoryCache();
    const fetchImpl = serviceFetch();
    const placeholderOf = renditionPlaceholders({ cache, fetch: fetchImpl });
    const item = { mediaItemUrl: url, internal: { contentDigest: 'a' } };
    const [first, second] = await Promise.all([placeholderOf(item), placeholderOf({ ...item })]);
    expect(first).toMatch(/^data:image\/webp;base64,/);
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(`${url}?width=${BLUR_WIDTH}&format=webp`);

    // A later build finds it in the cache and asks the service nothing.
    const again = renditionPlaceholders({ cache, fetch: fetchImpl });
    expect(await again(item)).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // A changed media item (same URL, new digest) is drawn again.
    await again({ ...item, internal: { contentDigest: 'b' } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives no placeholder, and says why, when the service cannot give the image', async () => {
    const onError = jest.fn();
    const placeholderOf = renditionPlaceholders({ cache: memoryCache(), fetch: serviceFetch(404), onError });
    expect(await placeholderOf({ mediaItemUrl: url })).toBeNull();
    expect(onError).toHaveBeenCalledWith(url, expect.objectContaining({ message: expect.stringContaining('answered 404') }));
  });

  it('gives no placeholder for an answer that is not an image, or a URL that is not http', async () => {
    const notAnImage = jest.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect(await renditionPlaceholders({ cache: memoryCache(), fetch: notAnImage })({ mediaItemUrl: url })).toBeNull();
    const fetchImpl = serviceFetch();
    expect(
      await renditionPlaceholders({ cache: memoryCache(), fetch: fetchImpl })({ mediaItemUrl: 'data:image/png;base64,AA' }),
    ).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks at most `concurrency` renditions at once', async () => {
    let open = 0;
    let most = 0;
    const slow = jest.fn(async () => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return new Response(new Uint8Array(rendition), { status: 200 });
    }) as unknown as typeof fetch;
    const placeholderOf = renditionPlaceholders({ cache: memoryCache(), fetch: slow, concurrency: 3 });
    await Promise.all(Array.from({ length: 12 }, (_, index) => placeholderOf({ mediaItemUrl: `${url}?n=${index}` })));
    expect(most).toBe(3);
  });
});
