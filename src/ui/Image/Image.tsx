import { GatsbyImage, withArtDirection, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { mediaUrl, responsiveSources } from '../../lib/media-url';
import { DEFAULT_IMAGE_WIDTH, PLACEHOLDER_HIDE_DELAY_MS } from '../../styles/constants';
import { transitionOf } from '../../styles/motion';
import { breakpoints } from '../../styles/theme';

/**
 * What Image needs of a media item (the ImageMedia fragment has this shape). In the built
 * site `localFile.childImageSharp.gatsbyImageData` is there; where only the media item is
 * known (stories, lists fetched in the browser) the URL, size and blurBase64 are used.
 */
export interface ImageSource {
  altText?: string | null;
  mediaItemUrl?: string | null;
  blurBase64?: string | null;
  mediaDetails?: { width?: number | null; height?: number | null } | null;
  localFile?: { childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null } | null;
}

/** Where a cropped image is anchored (spec §3 imageDesktop/imageMobile position). */
export type ImagePosition = 'top' | 'center' | 'bottom' | 'left' | 'right';

const OBJECT_POSITIONS: Record<ImagePosition, string> = {
  top: 'center top',
  center: 'center center',
  bottom: 'center bottom',
  left: 'left center',
  right: 'right center',
};

/** CSS object-position for a WordPress position value; anything unknown is centred. */
export function objectPosition(position: string | null | undefined): string {
  return OBJECT_POSITIONS[(position ?? 'center') as ImagePosition] ?? OBJECT_POSITIONS.center;
}

export interface ImageProps {
  image: ImageSource | null | undefined;
  /** A separate image below the md breakpoint (art direction). */
  mobileImage?: ImageSource | null;
  position?: string | null;
  mobilePosition?: string | null;
  /** Overrides the media item's alt text; '' marks a decorative image. */
  alt?: string;
  /**
   * 'intrinsic' (default) keeps the image's aspect ratio and sizes the box by it;
   * 'cover' fills the parent box (which must have a size) and crops at `position`.
   */
  fit?: 'intrinsic' | 'cover';
  /** Media URL mode: the base width of the request (default 1920). */
  width?: number;
  /** Media URL mode: a height makes the request non-fluid (`height` parameter). */
  height?: number;
  /** The rendered width, for the browser's choice among the sources. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

const MOBILE_QUERY = `(max-width: ${breakpoints.md - 1}px)`;

const frame = css<{ $fit: 'intrinsic' | 'cover'; $position: string; $mobilePosition: string }>`
  position: relative;
  overflow: hidden;
  ${({ $fit }) => ($fit === 'cover' ? 'width: 100%; height: 100%;' : 'max-width: 100%;')}

  & img {
    object-fit: cover;
    object-position: ${({ $mobilePosition }) => $mobilePosition};
  }

  ${({ theme }) => theme.media.md} {
    & img {
      object-position: ${({ $position }) => $position};
    }
  }
`;

const GatsbyFrame = styled.div<{ $fit: 'intrinsic' | 'cover'; $position: string; $mobilePosition: string }>`
  ${frame}
  & .gatsby-image-wrapper {
    ${({ $fit }) => ($fit === 'cover' ? 'width: 100%; height: 100%;' : '')}
  }
`;

const MediaFrame = styled.div<{ $fit: 'intrinsic' | 'cover'; $position: string; $mobilePosition: string; $loaded: boolean }>`
  ${frame}
  display: block;

  & picture,
  & img {
    display: block;
    width: 100%;
    height: 100%;
  }

  & img[data-placeholder] {
    position: absolute;
    inset: 0;
    filter: ${({ theme }) => theme.effects.placeholderBlur};
    transform: scale(1.1);
    transition: ${transitionOf('opacity', 'placeholderFade', 'linear')};
  }

  ${({ $loaded }) =>
    $loaded &&
    css`
      & img[data-placeholder] {
        opacity: 0;
      }
    `}
`;

/** gatsby-plugin-image data that can be rendered: a fallback src and a size (broken data falls back to the media URL). */
function gatsbyDataOf(source: ImageSource | null | undefined): IGatsbyImageData | null {
  const data = source?.localFile?.childImageSharp?.gatsbyImageData;
  if (!data?.images?.fallback?.src || !(data.width > 0) || !(data.height > 0)) return null;
  return data;
}

function sizeOf(source: ImageSource | null | undefined, width: number, height?: number) {
  const sourceWidth = source?.mediaDetails?.width ?? null;
  const sourceHeight = source?.mediaDetails?.height ?? null;
  if (height) return { width, height };
  if (sourceWidth && sourceHeight) return { width, height: Math.round((width * sourceHeight) / sourceWidth) };
  return { width, height: null };
}

/**
 * The one image component (spec §2 Images). Built-site data goes to gatsby-plugin-image
 * with its blurred placeholder; otherwise the media URL gets `width` (and `height` when not
 * fluid), webp sources at base, base/1.5 and base/2.75, and blurBase64 as placeholder until
 * the image has loaded. Width/height or the box size are always set, so nothing shifts.
 */
export function Image({
  image,
  mobileImage,
  position,
  mobilePosition,
  alt,
  fit = 'intrinsic',
  width = DEFAULT_IMAGE_WIDTH,
  height,
  sizes,
  loading = 'lazy',
  className,
}: ImageProps) {
  if (!image || (!image.mediaItemUrl && !gatsbyDataOf(image))) return null;
  const desktopPosition = objectPosition(position);
  const phonePosition = objectPosition(mobilePosition ?? position);
  const text = alt ?? image.altText ?? '';
  const desktopData = gatsbyDataOf(image);
  const mobileData = gatsbyDataOf(mobileImage);

  if (desktopData) {
    const data = mobileData ? withArtDirection(desktopData, [{ media: MOBILE_QUERY, image: mobileData }]) : desktopData;
    const style: CSSProperties | undefined = fit === 'cover' ? { width: '100%', height: '100%' } : undefined;
    return (
      <GatsbyFrame className={className} $fit={fit} $position={desktopPosition} $mobilePosition={phonePosition}>
        <GatsbyImage image={data} alt={text} loading={loading} sizes={sizes} style={style} />
      </GatsbyFrame>
    );
  }

  return (
    <MediaImage
      image={image}
      mobileImage={mobileImage?.mediaItemUrl ? mobileImage : null}
      alt={text}
      fit={fit}
      width={width}
      height={height}
      sizes={sizes}
      loading={loading}
      className={className}
      position={desktopPosition}
      mobilePosition={phonePosition}
    />
  );
}

interface MediaImageProps {
  image: ImageSource;
  mobileImage: ImageSource | null;
  alt: string;
  fit: 'intrinsic' | 'cover';
  width: number;
  height?: number;
  sizes?: string;
  loading: 'lazy' | 'eager';
  className?: string;
  position: string;
  mobilePosition: string;
}

function MediaImage({ image, mobileImage, alt, fit, width, height, sizes, loading, className, position, mobilePosition }: MediaImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const fluid = height == null;
  const size = sizeOf(image, width, height);
  const desktop = responsiveSources(image.mediaItemUrl, { width, height, fluid });
  const mobile = mobileImage ? responsiveSources(mobileImage.mediaItemUrl, { width: Math.min(width, breakpoints.md), height, fluid }) : null;

  useEffect(() => {
    const element = imageRef.current;
    // An image that finished before hydration fires no load event: hide the placeholder shortly after.
    if (element?.complete && element.naturalWidth > 0) {
      const timer = window.setTimeout(() => setLoaded(true), PLACEHOLDER_HIDE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, []);

  const aspectRatio = size.height ? `${size.width} / ${size.height}` : undefined;
  const frameStyle: CSSProperties | undefined = fit === 'intrinsic' ? { aspectRatio, width: size.width } : undefined;

  return (
    <MediaFrame className={className} style={frameStyle} $fit={fit} $position={position} $mobilePosition={mobilePosition} $loaded={loaded}>
      {image.blurBase64 && <img data-placeholder="" src={image.blurBase64} alt="" aria-hidden="true" />}
      <picture>
        {mobile && <source media={MOBILE_QUERY} type={mobile.type} srcSet={mobile.srcSet} sizes="100vw" />}
        <source type={desktop.type} srcSet={desktop.srcSet} sizes={sizes ?? desktop.sizes} />
        <img
          ref={imageRef}
          src={mediaUrl(image.mediaItemUrl, { width, height: fluid ? null : height })}
          width={size.width}
          height={size.height ?? undefined}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => setLoaded(true)}
        />
      </picture>
    </MediaFrame>
  );
}
