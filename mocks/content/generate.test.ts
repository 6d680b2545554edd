/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { content } from './index';
import { FIRST_MEDIA_ID, GENERATED_IMAGE, generateContent, generatedArt, generatePosts } from './generate';

const root = path.resolve(__dirname, '../..');

describe('generatePosts', () => {
  it('is deterministic: the same count and seed give the same posts', () => {
    expect(generatePosts(200)).toEqual(generatePosts(200));
    expect(generatePosts(50, 7)).not.toEqual(generatePosts(50, 8));
  });

  it('writes valid posts with unique ids and uris outside the fixture id space', () => {
    const posts = generatePosts(2000);
    const fixtureIds = new Set(
      [...content.pages, ...content.posts, ...content.media, ...content.packages, ...content.fragments].map((item) => item.databaseId),
    );
    expect(new Set(posts.map((post) => post.databaseId)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.uri)).size).toBe(posts.length);
    expect(posts.filter((post) => fixtureIds.has(post.databaseId))).toEqual([]);
    const categories = new Set(content.categories.map((category) => category.databaseId));
    for (const post of posts.slice(0, 200)) {
      expect(post.uri).toMatch(/^\/kennisbank\/[a-z0-9-]+\/$/);
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post.categories.every((id) => categories.has(id) && id !== 1)).toBe(true);
      expect(post.blocks[0]).toMatchObject({ kind: 'Banner', styletype: 'banner_post' });
    }
  });

  it('refuses counts the id ranges cannot hold', () => {
    expect(() => generatePosts(FIRST_MEDIA_ID)).toThrow(/whole number/);
    expect(() => generatePosts(1.5)).toThrow(/whole number/);
  });
});

describe('generateContent: a featured image of its own for every post', () => {
  const generated = generateContent(10_000);

  it('gives each post its own media item, with unique ids, files and urls outside every other id', () => {
    const { posts, media } = generated;
    expect(media).toHaveLength(posts.length);
    expect(posts.map((post) => post.featuredImage)).toEqual(media.map((item) => item.databaseId));
    expect(new Set(media.map((item) => item.databaseId)).size).toBe(media.length);
    expect(new Set(media.map((item) => item.file)).size).toBe(media.length);
    expect(new Set(media.map((item) => item.slug)).size).toBe(media.length);
    const taken = new Set(
      [...content.pages, ...content.posts, ...content.media, ...content.packages, ...content.fragments, ...posts].map(
        (item) => item.databaseId,
      ),
    );
    expect(media.filter((item) => taken.has(item.databaseId))).toEqual([]);
  });

  it('describes each image as the fixtures do: 1600 × 900 JPEG, alt text, date, a WordPress uploads path', () => {
    for (const [index, item] of generated.media.slice(0, 1000).entries()) {
      const post = generated.posts[index]!;
      expect(item).toMatchObject({ mimeType: 'image/jpeg', width: GENERATED_IMAGE.width, height: GENERATED_IMAGE.height, date: post.date });
      expect(item.file).toMatch(new RegExp(`^${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/[a-z0-9-]+\\.jpg$`));
      expect(item.altText).toContain(post.title);
      // The same keys as a fixture item: the stand-in serves both alike.
      expect(Object.keys(item).sort()).toEqual(Object.keys(content.media[0]!).sort());
    }
  });

  it('draws every image differently: no two share their start colour', () => {
    const colours = generated.media.map((item) => item.art.from);
    expect(new Set(colours).size).toBe(colours.length);
    expect(colours.every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true);
  });

  it('is deterministic and does not depend on how many are generated', () => {
    expect(generateContent(50)).toEqual(generateContent(50));
    expect(generateContent(20).media).toEqual(generated.media.slice(0, 20));
    expect(generatedArt(1234)).toEqual(generatedArt(1234));
    expect(generatedArt(1234)).not.toEqual(generatedArt(1235));
  });
});

describe('the generated image files (drawn by the stand-in)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'generated-media-'));
  const file = path.join(dir, 'posts.json');
  const generated = generateContent(12);

  beforeAll(() => {
    writeFileSync(file, JSON.stringify(generated));
    execFileSync(path.join(root, 'node_modules/.bin/node'), ['mocks/wordpress/media.ts', '--extra', file], {
      cwd: root,
      env: { ...process.env, WORDPRESS_DATA_DIR: dir },
      stdio: 'pipe',
    });
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are valid JPEGs of the stated size, all different', async () => {
    const hashes = new Set<string>();
    for (const item of generated.media) {
      const bytes = readFileSync(path.join(dir, 'uploads', item.file));
      const metadata = await sharp(bytes).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'jpeg',
        width: item.width,
        height: item.height,
      });
      hashes.add(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(hashes.size).toBe(generated.media.length);
  });

  it('are drawn again only when missing or changed: a second run keeps the same files', () => {
    const before = readFileSync(path.join(dir, 'uploads', generated.media[0]!.file));
    const output = execFileSync(path.join(root, 'node_modules/.bin/node'), ['mocks/wordpress/media.ts', '--extra', file], {
      cwd: root,
      env: { ...process.env, WORDPRESS_DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(output).toContain(`${generated.media.length} generated media files ready`);
    expect(readFileSync(path.join(dir, 'uploads', generated.media[0]!.file)).equals(before)).toBe(true);
  }, 60_000);
});
