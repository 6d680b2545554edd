/**
 * Build-time image processing stays an option (src/build/image-processing.ts):
 * WORDPRESS_IMAGES=sharp is for a WordPress whose media URLs have no image service. A cold
 * `gatsby build` against the stand-in in that mode gives every image gatsby-plugin-sharp's files
 * under /static/ at the same widths as the image service (base, base/1.5, base/2.75; webp and the
 * original format) with a blurred placeholder, where the default build (the e2e build, whose
 * page data this compares with) gives the media URL with `width` and `format`.
 *
 * scripts/test.mjs runs this among the cold builds (`cold builds`), once the e2e build is made,
 * beside its Playwright tests: the build runs in a site directory of its own (coldSite) and
 * compares with the e2e build's public/ as it was built (E2E_PUBLIC). Cost: one cold build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startStandInProcess, type StandInProcess } from '../mocks/wordpress/stand-in-process';
import { coldSite, E2E_PUBLIC, gatsbyBuild, pageResult, PORT, SMTP_PORT } from './build-helpers';

interface ImageData {
  layout: string;
  width: number;
  height: number;
  images: { fallback?: { src: string; srcSet: string }; sources?: { type: string; srcSet: string }[] };
  placeholder?: { fallback: string };
}

/** Every imageData in a page's query result, in document order. */
function imagesOf(result: unknown): ImageData[] {
  const found: ImageData[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'imageData' && item) found.push(item as ImageData);
        else walk(item);
      }
    }
  };
  walk(result);
  return found;
}

const widthsOf = (srcSet: string) => srcSet.split(',').map((candidate) => Number(candidate.trim().split(/\s+/)[1]!.replace('w', '')));

const site = coldSite('image-processing');
let standIn: StandInProcess | undefined;
let serviceImages: ImageData[] = [];

beforeAll(async () => {
  serviceImages = imagesOf(pageResult('/', E2E_PUBLIC));
  site.prepare();
  standIn = await startStandInProcess({ WORDPRESS_PORT: String(PORT), WORDPRESS_SMTP_PORT: SMTP_PORT });
});

afterAll(async () => {
  await standIn?.stop();
  site.remove();
});

it('with WORDPRESS_IMAGES=sharp processes the files at build time, at the image service’s widths', async () => {
  // The default build's images come from the media URL's image service.
  expect(serviceImages.length).toBeGreaterThan(3);
  for (const image of serviceImages) expect(image.images.fallback!.src).toMatch(/\/wp-content\/uploads\/.+\?width=\d+$/);

  const build = await gatsbyBuild({ WORDPRESS_IMAGES: 'sharp' }, site.dir);
  console.log(`image-processing build (WORDPRESS_IMAGES=sharp, cold): exit ${build.code}, ${build.seconds.toFixed(1)} s`);
  expect(build.output).toContain('This is either your first build or the cache was cleared');
  expect(build.code).toBe(0);

  const sharpImages = imagesOf(pageResult('/', site.publicDir));
  expect(sharpImages).toHaveLength(serviceImages.length);
  sharpImages.forEach((image, index) => {
    const service = serviceImages[index]!;
    expect(image.images.fallback!.src).toMatch(/^\/static\/[0-9a-f]+\/[0-9a-f]+\/.+\.(jpg|png)$/);
    const [webp] = image.images.sources!;
    expect(webp!.type).toBe('image/webp');
    expect(webp!.srcSet).toMatch(/^\/static\/.+\.webp \d+w/);
    // The same layout, size and widths as from the image service (sharp may round a width by one pixel).
    expect({ layout: image.layout, width: image.width }).toEqual({ layout: service.layout, width: service.width });
    const sharpWidths = widthsOf(webp!.srcSet);
    const serviceWidths = widthsOf(service.images.sources![0]!.srcSet);
    expect(sharpWidths).toHaveLength(serviceWidths.length);
    sharpWidths.forEach((width, at) => expect(Math.abs(width - serviceWidths[at]!)).toBeLessThanOrEqual(1));
    expect(image.placeholder?.fallback).toMatch(/^data:image\/(jpeg|png|webp);base64,/);
  });
  // Every media item became an image file, and the blurred placeholders come from them.
  const report = JSON.parse(readFileSync(path.join(site.dir, '.data', 'build', 'content-report.json'), 'utf8')) as {
    counts: { mediaItems: number; imageFiles: number };
  };
  expect(report.counts.imageFiles).toBe(report.counts.mediaItems);
  const first = sharpImages[0]!.images.fallback!.src;
  expect(readFileSync(path.join(site.publicDir, first)).length).toBeGreaterThan(1000);
  expect(JSON.stringify(pageResult('/', site.publicDir))).toMatch(/"blurBase64":"data:image\/webp;base64,/);
});
