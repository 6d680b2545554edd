/**
 * gatsby-plugin-image data for a media item made from its media URL (docs/behaviour/blocks.md#images):
 * the image service in front of WordPress's uploads resizes on `width` and converts on
 * `format=webp` (src/lib/media-url.ts), so the build processes no image files itself.
 * gatsby-plugin-image's own `getImageData` (its src/image-utils.ts) lays out the sources from a
 * `urlBuilder`; `outputPixelDensities` of 1, 1/1.5 and 1/2.75 of the base width give the
 * responsive widths of docs/behaviour/blocks.md#images (base, base/1.5, base/2.75; widths above the source's are left out), in webp
 * with the original format as fallback.
 *
 * Used by the WpMediaItem.imageData resolver (media-images.ts) and by the stories' content shape
 * (mocks/content/gatsby-shape.ts), so both get the same data. Build-time and story code only: a
 * component importing gatsby-plugin-image at runtime would put its browser module on every page.
 */
import { getImageData, type IGatsbyImageData } from 'gatsby-plugin-image';
import { DEFAULT_IMAGE_WIDTH } from '../styles/constants';
import { mediaUrl, RESPONSIVE_DIVISORS } from '../lib/media-url';

/** The base widths the site asks for: full images, and the Kennisbank's post cards. */
export const CARD_IMAGE_WIDTH = 640;

/** What getImageData passes to gatsby-plugin-image's `outputPixelDensities`: 1/1, 1/1.5, 1/2.75. */
export const OUTPUT_PIXEL_DENSITIES: readonly number[] = RESPONSIVE_DIVISORS.map((divisor) => 1 / divisor);

/** The ImageMedia fragment's sources of the data: the media URL and the original's size. */
export interface MediaImageSource {
  url: string | null | undefined;
  width: number | null | undefined;
  height: number | null | undefined;
  /** A tiny blurred image as a data URI (blurBase64), shown until the image has loaded. */
  placeholder?: string | null;
  /** Painted behind the image when there is no placeholder. */
  backgroundColor?: string | null;
}

/**
 * Constrained layout data at `width` (default 1920, never wider than the original). Null when
 * the media item has no URL or no size: the component then falls back to the media URL alone.
 */
export function mediaImageData(source: MediaImageSource, width: number = DEFAULT_IMAGE_WIDTH): IGatsbyImageData | null {
  const { url, width: sourceWidth, height: sourceHeight, placeholder, backgroundColor } = source;
  if (!url || !(Number(sourceWidth) > 0) || !(Number(sourceHeight) > 0) || !(width > 0)) return null;
  // getImageData hands everything it does not name to gatsby-plugin-image's generateImageData,
  // which reads outputPixelDensities (image-utils.ts responsiveImageSizes); its types leave it out.
  const args: Parameters<typeof getImageData>[0] & { outputPixelDensities: number[] } = {
    baseUrl: url,
    sourceWidth: Number(sourceWidth),
    sourceHeight: Number(sourceHeight),
    width: Math.min(Math.round(width), Number(sourceWidth)),
    layout: 'constrained',
    formats: ['auto', 'webp'],
    outputPixelDensities: [...OUTPUT_PIXEL_DENSITIES],
    // The service is asked for a width only (fluid, docs/behaviour/blocks.md#images), in webp or, for the fallback, as the original.
    urlBuilder: ({ baseUrl, width: requested, format }) =>
      mediaUrl(baseUrl, { width: requested, format: format === 'webp' ? 'webp' : null }),
    pluginName: 'wolkwerk-media-url',
    ...(placeholder ? { placeholderURL: placeholder } : {}),
    ...(backgroundColor ? { backgroundColor } : {}),
  };
  return getImageData(args);
}
