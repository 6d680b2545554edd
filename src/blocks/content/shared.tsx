import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Image, type ImageFile } from '../../ui/Image';
import { RichText } from '../../ui/RichText';
import {
  BlockHeading,
  ContentButtonList,
  fileOfMediaItem,
  fromMediaItem,
  isShowableImage,
  type BlockHeadingInfo,
  type MediaItem,
} from '../shared';
import type { BlockProps } from '../types';
import type { ContentBlock } from './fragment';
import { parsePointers } from './pointers';
import { withCustomProperties } from '../../styles/custom-properties';
import { cssTheme } from '../../styles/theme';

/** Half the container at desktop widths, the full width below lg (for the browser's choice of source). */
export const HALF_WIDTH_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';

export type ContentBlockProps = BlockProps<ContentBlock>;

/*
 * The variants of these blocks' parts are data attributes and custom properties read by static
 * rules: no function interpolations, so styled-components makes their classes once, not again on
 * every render. The variants sit in :where(), as heavy as the rules they replace.
 */

/**
 * Two columns from lg up, stacked below; a single column when there is no media
 * (`data-single`: the `singleColumn` attributes).
 */
export const Columns = styled.div`
  display: grid;
  gap: ${cssTheme.space.xl};
  align-items: center;

  &:where([data-single]) {
    max-width: ${cssTheme.layout.readableWidth};
  }

  ${cssTheme.media.lg} {
    &:where(:not([data-single])) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${cssTheme.space.xxl};
    }
  }
`;

/** The attributes of Columns: a single column when there is no media. */
export const singleColumn = (single: boolean) => ({ 'data-single': single ? '' : undefined });

/** Text column: its children keep a steady rhythm. */
export const Text = styled.div`
  min-width: 0;
  overflow-wrap: break-word;
  hyphens: auto;
  display: flex;
  flex-direction: column;
  gap: ${cssTheme.space.lg};

  & > * {
    margin: 0;
  }
`;

/**
 * A WordPress HTML field (sanitized by the data layer); nothing when it is empty. Pass
 * `headingBase={heading.itemLevel}`: its own headings then nest under the block heading.
 */
export const Description = styled(RichText)`
  & h2,
  & h3,
  & h4 {
    color: ${cssTheme.colors.navy};
    margin-top: ${cssTheme.space.lg};
  }

  & h3 {
    font-size: ${cssTheme.fontSizes.h3};
  }
`;

/**
 * The text column most content blocks have: what comes above the heading (a label), the block
 * heading, the description (its headings nested under the block heading), what the block adds
 * (pointers) and the block's buttons.
 */
export function BlockText({
  heading,
  block,
  kicker,
  children,
  className,
}: {
  heading: BlockHeadingInfo;
  block: Pick<ContentBlock, 'description' | 'links'>;
  kicker?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Text className={className}>
      {kicker}
      <BlockHeading heading={heading} />
      <Description html={block.description} headingBase={heading.itemLevel} />
      {children}
      <ContentButtonList items={block.links} />
    </Text>
  );
}

const CHECK_SIZE = '1.25rem';

const PointerItems = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.sm} ${cssTheme.space.lg};

  ${cssTheme.media.sm} {
    &:where([data-columns='2']) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  & li {
    position: relative;
    padding-left: calc(${CHECK_SIZE} + ${cssTheme.space.sm});
    font-weight: 600;
    color: ${cssTheme.colors.navy};
    overflow-wrap: break-word;
    hyphens: auto;
  }

  /* A check mark drawn in CSS: decoration, so it is not announced. */
  & li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.2em;
    width: ${CHECK_SIZE};
    height: ${CHECK_SIZE};
    border-radius: 50%;
    background: ${cssTheme.colors.orangeLight};
  }

  & li::after {
    content: '';
    position: absolute;
    left: calc(${CHECK_SIZE} * 0.36);
    top: calc(0.2em + ${CHECK_SIZE} * 0.2);
    width: calc(${CHECK_SIZE} * 0.28);
    height: calc(${CHECK_SIZE} * 0.48);
    border: solid ${cssTheme.colors.orange};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

/** The comma-separated pointers field as a list (nothing for an empty field). */
export function PointerList({ pointers, columns = 1 }: { pointers: string | null | undefined; columns?: 1 | 2 }) {
  const items = parsePointers(pointers);
  if (items.length === 0) return null;
  return (
    <PointerItems data-columns={columns}>
      {items.map((item, position) => (
        <li key={`${item}-${position}`}>{item}</li>
      ))}
    </PointerItems>
  );
}

/** A block's images as Image's props: spread them (`<Image {...images} />`). */
export interface BlockImages extends ImageFile {
  alt: string;
  mobileImage: ImageFile | null;
  position: string | null;
  mobilePosition: string | null;
}

/**
 * imageDesktop and imageMobile of a block (docs/behaviour/blocks.md#images), with their positions. A block with only
 * a mobile image shows it at every width; null when there is no image at all.
 */
export function blockImages(block: Pick<ContentBlock, 'imageDesktop' | 'imageMobile'>): BlockImages | null {
  const desktop = isShowableImage(block.imageDesktop?.image) ? block.imageDesktop!.image! : null;
  const mobile = isShowableImage(block.imageMobile?.image) ? block.imageMobile!.image! : null;
  const image = desktop ?? mobile;
  if (!image) return null;
  const position = (desktop ? block.imageDesktop?.position : block.imageMobile?.position) ?? null;
  return {
    ...fromMediaItem(image),
    mobileImage: desktop ? fileOfMediaItem(mobile) : null,
    position,
    mobilePosition: block.imageMobile?.position ?? position,
  };
}

const RATIO = '--media-ratio' as const;
const MOBILE_RATIO = '--media-mobile-ratio' as const;

/**
 * A box with a fixed aspect ratio that a cover image fills, so nothing shifts while it loads:
 * 3 / 2 below lg and 4 / 3 from lg, or the ratios given with `mediaRatios`.
 */
export const MediaBox = styled.div`
  position: relative;
  aspect-ratio: var(${MOBILE_RATIO}, var(${RATIO}, 3 / 2));
  border-radius: ${cssTheme.radii.card};
  overflow: hidden;
  background: ${cssTheme.colors.surface};

  ${cssTheme.media.lg} {
    aspect-ratio: var(${RATIO}, 4 / 3);
  }
`;

/** MediaBox's style for other ratios (CSS aspect-ratio values); the mobile one is the ratio unless given. */
export const mediaRatios = (ratio: string | undefined, mobileRatio?: string) =>
  withCustomProperties({ [RATIO]: ratio, [MOBILE_RATIO]: mobileRatio });

export function BlockImage({
  images,
  sizes = HALF_WIDTH_SIZES,
  ratio,
  mobileRatio,
  alt,
}: {
  images: BlockImages;
  sizes?: string;
  ratio?: string;
  mobileRatio?: string;
  alt?: string;
}) {
  return (
    <MediaBox style={mediaRatios(ratio, mobileRatio)}>
      <Image {...images} fit="cover" sizes={sizes} alt={alt ?? images.alt} />
    </MediaBox>
  );
}

/** Media URL mode requests small images at twice their size in CSS pixels (sharp on 2× screens). */
const REQUEST_PX_PER_REM = 32;

const THUMBNAIL_SIZE = '--thumbnail-size' as const;

const ThumbnailBox = styled.div`
  flex: none;
  width: var(${THUMBNAIL_SIZE});
  height: var(${THUMBNAIL_SIZE});

  &:where([data-round]) {
    border-radius: 50%;
    overflow: hidden;
    background: ${cssTheme.colors.surface};
  }
`;

/** A small square image (a portrait, an icon), `rem` wide; round for a portrait. */
export function Thumbnail({ image, rem, round = false, alt }: { image: MediaItem; rem: number; round?: boolean; alt?: string }) {
  const requestWidth = rem * REQUEST_PX_PER_REM;
  const props = fromMediaItem(image);
  return (
    <ThumbnailBox style={withCustomProperties({ [THUMBNAIL_SIZE]: `${rem}rem` })} data-round={round ? '' : undefined}>
      <Image {...props} alt={alt ?? props.alt} fit="cover" requestWidth={requestWidth} requestHeight={requestWidth} sizes={`${rem}rem`} />
    </ThumbnailBox>
  );
}

/** A row of a thumbnail and the text beside it. */
export const ThumbnailRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssTheme.space.md};
`;
