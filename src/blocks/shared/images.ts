import type { MediaItem } from '../../data/media';

export { fileOfMediaItem, fromMediaItem, type MediaItem } from '../../data/media';

/** Whether Image would render this media item: it needs a media URL or processed image data. */
export function isShowableImage(image: MediaItem | null | undefined): image is MediaItem {
  return !!(image?.mediaItemUrl || image?.imageData);
}
