/**
 * The fixture content in the shape Gatsby's data layer gives it to components
 * (gatsby-source-wordpress prefixes type names with Wp), so stories and tests
 * pass fixtures straight into components typed by their GraphQL fragments.
 */
import { getImageData, type IGatsbyImageData, type Layout } from 'gatsby-plugin-image';
import type { Block, MediaItem } from './types.ts';

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A fixture block as the FlexContentBlock fragment returns it (scalar and link fields). */
export function toGatsbyBlock(block: Block, owner: 'Page' | 'Post' | 'FlexFragment' = 'Page') {
  const { kind, ...fields } = block;
  const remoteType = `${owner}_Flexcontent_Flex_${kind}`;
  return {
    __typename: `Wp${remoteType}` as const,
    fieldGroupName: lowerFirst(remoteType),
    label: null,
    title: null,
    description: null,
    links: null,
    ...fields,
  };
}

/** Where the stand-in (and Storybook's static dir) serves a media file. */
export function mediaPath(item: MediaItem): string {
  return `/wp-content/uploads/${item.file}`;
}

/**
 * GatsbyImage data for a fixture media item without build-time processing: the image
 * URL with a width parameter (the stand-in and image services resize on it) and the
 * art's first colour as placeholder.
 */
export function toGatsbyImage(item: MediaItem, options: { width?: number; layout?: Layout } = {}): IGatsbyImageData {
  return getImageData({
    baseUrl: mediaPath(item),
    sourceWidth: item.width,
    sourceHeight: item.height,
    width: options.width ?? 960,
    layout: options.layout ?? 'constrained',
    backgroundColor: item.art.from,
    urlBuilder: ({ baseUrl, width }) => `${baseUrl}?width=${width}`,
  });
}
