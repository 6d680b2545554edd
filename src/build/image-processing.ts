/**
 * Where the built site's images come from, chosen by WORDPRESS_IMAGES:
 * - `service` (default): from the media URL. The image service in front of WordPress's uploads
 *   resizes on `width` and converts on `format=webp` (docs/behaviour/blocks.md#images; the stand-in has one,
 *   mocks/wordpress/image-service.ts; in production a CDN or a WordPress image plugin such as
 *   Jetpack's Photon does it). The build downloads and processes no image files:
 *   gatsby-plugin-image data is laid out from the URL (src/build/image-data.ts) and the blurred
 *   placeholder is drawn from a 20-pixel rendition, cached across builds.
 * - `sharp`: for a WordPress whose media URLs have no image service (a plain WordPress answers
 *   every `?width=` with the original file). gatsby-source-wordpress downloads each media item's
 *   file and gatsby-plugin-sharp makes the widths and the placeholder at build time: about
 *   0.25 s per distinct image on two cores, cached in .cache.
 * An environment variable read once (sources.ts) for gatsby-config (createFileNodes) and the
 * imageData and blurBase64 resolvers (media-images.ts). Changing it changes a plugin option, so
 * the next build is cold.
 */
export type ImageProcessing = 'service' | 'sharp';

export const IMAGE_PROCESSING_VALUES: readonly ImageProcessing[] = ['service', 'sharp'];

export function imageProcessingFromEnv(env: NodeJS.ProcessEnv = process.env): ImageProcessing {
  const value = (env.WORDPRESS_IMAGES ?? '').trim().toLowerCase();
  if (value === '') return 'service';
  if ((IMAGE_PROCESSING_VALUES as readonly string[]).includes(value)) return value as ImageProcessing;
  throw new Error(
    `WORDPRESS_IMAGES is '${env.WORDPRESS_IMAGES}'; it must be 'service' (images from the media URL's image service, the default) or 'sharp' (build-time processing, for a WordPress without an image service).`,
  );
}
