import type { ImageSource } from '../../ui/Image';

/** Whether Image would render this media item: it needs a media URL or processed image data. */
export function isShowableImage(image: ImageSource | null | undefined): image is ImageSource {
  return !!(image?.mediaItemUrl || image?.imageData);
}
