import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ImageFile } from '../ui/Image';

/**
 * What the site reads of a WordPress media item (the ImageMedia fragment's shape). In the built
 * site `imageData` (gatsby-node's WpMediaItem.imageData) is there; a media item fetched in the
 * browser brings only the URL, the size and blurBase64.
 */
export interface MediaItem {
  altText?: string | null;
  mediaItemUrl?: string | null;
  blurBase64?: string | null;
  mediaDetails?: { width?: number | null; height?: number | null } | null;
  imageData?: IGatsbyImageData | null;
}

/**
 * A media item as Image's props: its URL, size, blur placeholder and build-made sources, and its
 * alt text as `alt` ('' without one). A missing item gives props Image renders nothing for, so
 * a caller can spread the result (`<Image {...fromMediaItem(item)} />`) and override `alt`.
 */
export function fromMediaItem(item: MediaItem | null | undefined): ImageFile & { alt: string } {
  return {
    src: item?.mediaItemUrl ?? null,
    width: item?.mediaDetails?.width ?? null,
    height: item?.mediaDetails?.height ?? null,
    placeholder: item?.blurBase64 ?? null,
    imageData: item?.imageData ?? null,
    alt: item?.altText ?? '',
  };
}

/** A media item as the image file of an art-directed Image (`mobileImage`); null without an item. */
export function fileOfMediaItem(item: MediaItem | null | undefined): ImageFile | null {
  if (!item) return null;
  const { alt: _alt, ...file } = fromMediaItem(item);
  return file;
}
