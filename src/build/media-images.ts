import { generateImageData } from 'gatsby-plugin-sharp';
import { blurPlaceholders, renditionPlaceholders, type ImageFile, type MediaItemSource } from './blur-placeholder';
import type { KeyValueCache, NodeModel } from './gatsby-api';
import { mediaImageData, OUTPUT_PIXEL_DENSITIES } from './image-data';
import { IMAGE_PROCESSING } from './sources';

/** A WpMediaItem node as the image resolvers read it. */
type MediaItemNode = MediaItemSource & {
  localFile?: { id?: string } | null;
  mediaDetails?: { width?: number | null; height?: number | null } | null;
};

/**
 * A media item's blurBase64 and gatsby-plugin-image data, as WORDPRESS_IMAGES asks
 * (src/build/image-processing.ts): from the media URL and a 20-pixel rendition of the image
 * service (default), or from the downloaded file with gatsby-plugin-sharp. Both at the widths of
 * docs/behaviour/blocks.md#images (base, base/1.5, base/2.75) in webp with the original format as fallback.
 */
export function mediaItemImages({
  cache,
  reporter,
  pathPrefix,
}: {
  cache: KeyValueCache;
  reporter: { warn(message: string): void };
  pathPrefix: string;
}) {
  let failures = 0;
  const fromRendition = renditionPlaceholders({
    cache,
    onError: (url, error) => {
      failures += 1;
      // The first few by name, then one count: a missing image must not flood the build's output.
      if (failures <= 5) reporter.warn(`No blurred placeholder for ${url}: ${error.message}`);
      else if (failures === 6) reporter.warn('More images without a blurred placeholder; their names are left out.');
    },
  });
  const fromFile = blurPlaceholders(cache);
  const fileOf = (source: MediaItemNode, context: { nodeModel: NodeModel }) => {
    const fileId = source.localFile?.id;
    return fileId ? ((context.nodeModel.getNodeById({ id: fileId, type: 'File' }) as ImageFile | null) ?? null) : null;
  };
  const blurBase64 = (source: MediaItemNode, context: { nodeModel: NodeModel }) =>
    IMAGE_PROCESSING === 'sharp' ? fromFile(fileOf(source, context)) : fromRendition(source);
  return {
    blurBase64,
    async imageData(source: MediaItemNode, width: number, context: { nodeModel: NodeModel }) {
      if (IMAGE_PROCESSING === 'sharp') {
        const file = fileOf(source, context);
        if (!file) return null;
        // Never wider than the original, as from the image service (gatsby-plugin-sharp would give the asked width).
        const originalWidth = Number(source.mediaDetails?.width) || width;
        const args = {
          layout: 'constrained' as const,
          width: Math.min(width, originalWidth),
          placeholder: 'blurred' as const,
          formats: ['auto' as const, 'webp' as const],
          outputPixelDensities: [...OUTPUT_PIXEL_DENSITIES],
        };
        return (await generateImageData({ file, args, pathPrefix, reporter, cache })) ?? null;
      }
      const placeholder = await blurBase64(source, context);
      return mediaImageData(
        { url: source.mediaItemUrl, width: source.mediaDetails?.width, height: source.mediaDetails?.height, placeholder },
        width,
      );
    },
  };
}
