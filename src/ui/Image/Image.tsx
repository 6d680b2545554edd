import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { mediaUrl, responsiveSources } from '../../lib/media-url';
import { DEFAULT_IMAGE_WIDTH, PLACEHOLDER_HIDE_DELAY_MS } from '../../styles/constants';
import { transitionOf } from '../../styles/motion';
import { breakpoints, cssTheme } from '../../styles/theme';

/**
 * One image file: its URL, its own size, a placeholder, and the responsive sources a build may
 * have made of it. Every field may be missing; Image renders nothing without a URL or sources.
 */
export interface ImageFile {
  /** The original's URL; the image service resizes it on `width` and `height` and converts it with `format`. */
  src?: string | null;
  /** The file's own size in pixels: it gives the box its aspect ratio, so nothing shifts while it loads. */
  width?: number | null;
  height?: number | null;
  /** A tiny blurred image (a data URI), shown until the image has loaded. */
  placeholder?: string | null;
  /** Responsive sources the build made (gatsby-plugin-image data): rendered instead of `src` when complete. */
  imageData?: IGatsbyImageData | null;
}

/** Where a cropped image is anchored. */
export type ImagePosition = 'top' | 'center' | 'bottom' | 'left' | 'right';

const OBJECT_POSITIONS: Record<ImagePosition, string> = {
  top: 'center top',
  center: 'center center',
  bottom: 'center bottom',
  left: 'left center',
  right: 'right center',
};

/** The position a value names; anything unknown is centred. */
function positionOf(position: string | null | undefined): ImagePosition {
  return position && Object.hasOwn(OBJECT_POSITIONS, position) ? (position as ImagePosition) : 'center';
}

/** CSS object-position for a position; anything unknown is centred. */
export function objectPosition(position: string | null | undefined): string {
  return OBJECT_POSITIONS[positionOf(position)];
}

export interface ImageProps extends ImageFile {
  /** The text alternative; '' marks a decorative image. */
  alt: string;
  /** A separate image below the md breakpoint (art direction). */
  mobileImage?: ImageFile | null;
  /** Where a cropped image is anchored (an ImagePosition; anything else is centred). */
  position?: string | null;
  /** The same below the md breakpoint; `position` when not given. */
  mobilePosition?: string | null;
  /**
   * 'intrinsic' (default) keeps the image's aspect ratio and sizes the box by it;
   * 'cover' fills the parent box (which must have a size) and crops at `position`.
   */
  fit?: 'intrinsic' | 'cover';
  /** Without build-made sources: the base width asked of the image service (default 1920). */
  requestWidth?: number;
  /** Without build-made sources: a height makes the request non-fluid (`height` parameter), cropping to it. */
  requestHeight?: number;
  /** The rendered width, for the browser's choice among the sources. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /**
   * The page's main image (its likely LCP element, a first banner's): loaded eagerly and fetched
   * with high priority (`fetchpriority="high"`), ahead of the other images and scripts.
   */
  priority?: boolean;
  className?: string;
}

const MOBILE_QUERY = `(max-width: ${breakpoints.md - 1}px)`;

interface FrameState {
  fit: 'intrinsic' | 'cover';
  position: ImagePosition;
  mobilePosition: ImagePosition;
  loaded: boolean;
}

/**
 * Fit, positions and the loaded state are data attributes on the frame, read by static rules:
 * no function interpolations, so styled-components makes the frames' classes once, not again for
 * every image on every render (and once more when it has loaded). The variants sit in :where(),
 * so they weigh what the rules they replace weighed.
 */
function frameAttributes({ fit, position, mobilePosition, loaded }: FrameState) {
  return {
    'data-fit': fit,
    'data-position': position,
    'data-mobile-position': mobilePosition,
    'data-loaded': loaded ? '' : undefined,
  };
}

/** The object-position rules of one attribute, for every position. */
const positionRules = (attribute: string) =>
  Object.entries(OBJECT_POSITIONS)
    .map(([name, value]) => `&:where([${attribute}='${name}']) img { object-position: ${value}; }`)
    .join('\n');

/** A frame that is loaded: its placeholder (the selector given) fades out. */
const loadedRule = (placeholder: string) => `&:where([data-loaded]) ${placeholder} { opacity: 0; }`;

const frame = css`
  position: relative;
  overflow: hidden;

  &:where([data-fit='cover']) {
    width: 100%;
    height: 100%;
  }

  &:where([data-fit='intrinsic']) {
    max-width: 100%;
  }

  & img {
    object-fit: cover;
  }

  ${positionRules('data-mobile-position')}

  ${cssTheme.media.md} {
    ${positionRules('data-position')}
  }
`;

/**
 * The layout gatsby-plugin-image gives its wrapper (the global style its gatsby-ssr.js adds, and
 * the inline fallback of getWrapperProps in its src/components/hooks.ts), written here so the
 * stories and tests, which have no gatsby-ssr, look as the site does. The placeholder lies under
 * the image: an image that has not loaded paints nothing, so the blur shows through without any
 * script, and the image covers it as soon as it arrives; after load it fades out.
 */
const GatsbyFrame = styled.div`
  ${frame}
  & .gatsby-image-wrapper {
    position: relative;
    overflow: hidden;
  }

  &:where([data-fit='cover']) .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }

  & .gatsby-image-wrapper-constrained {
    display: inline-block;
    vertical-align: top;
  }

  & .gatsby-image-wrapper > img,
  & .gatsby-image-wrapper > picture > img,
  & [data-placeholder-image] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    margin: 0;
    padding: 0;
  }

  & [data-placeholder-image] {
    transition: ${transitionOf('opacity', 'placeholderFade', 'linear')};
  }

  ${loadedRule('[data-placeholder-image]')}
`;

const MediaFrame = styled.div`
  ${frame}
  display: block;

  & picture,
  & img {
    display: block;
    width: 100%;
    height: 100%;
  }

  /*
   * Positioned, so the image paints over the placeholder (which is positioned and comes first)
   * as soon as its bytes arrive, without waiting for a script to hide the placeholder.
   */
  & picture {
    position: relative;
  }

  & img[data-placeholder] {
    position: absolute;
    inset: 0;
    filter: ${cssTheme.effects.placeholderBlur};
    transform: scale(1.1);
    transition: ${transitionOf('opacity', 'placeholderFade', 'linear')};
  }

  ${loadedRule('img[data-placeholder]')}
`;

/** gatsby-plugin-image data that can be rendered: a fallback src and a size (broken data falls back to the URL). */
function gatsbyDataOf(source: ImageFile | null | undefined): IGatsbyImageData | null {
  const data = source?.imageData;
  if (!data?.images?.fallback?.src || !(data.width > 0) || !(data.height > 0)) return null;
  return data;
}

function sizeOf(source: ImageFile, width: number, height?: number) {
  const sourceWidth = source.width ?? null;
  const sourceHeight = source.height ?? null;
  if (height) return { width, height };
  if (sourceWidth && sourceHeight) return { width, height: Math.round((width * sourceHeight) / sourceWidth) };
  return { width, height: null };
}

/**
 * The one image component (docs/behaviour/blocks.md#images). Build-made sources go to gatsby-plugin-image's
 * markup with their blurred placeholder; otherwise `src` gets `requestWidth` (and
 * `requestHeight` when not fluid), webp sources at base, base/1.5 and base/2.75, and the
 * placeholder until the image has loaded. Width/height or the box size are always set, so
 * nothing shifts.
 */
export function Image({
  src,
  width: fileWidth,
  height: fileHeight,
  placeholder,
  imageData,
  mobileImage,
  position,
  mobilePosition,
  alt,
  fit = 'intrinsic',
  requestWidth = DEFAULT_IMAGE_WIDTH,
  requestHeight,
  sizes,
  loading: requestedLoading = 'lazy',
  priority = false,
  className,
}: ImageProps) {
  const image: ImageFile = { src, width: fileWidth, height: fileHeight, placeholder, imageData };
  const desktopData = gatsbyDataOf(image);
  if (!src && !desktopData) return null;
  const desktopPosition = positionOf(position);
  const phonePosition = positionOf(mobilePosition ?? position);
  const mobileData = gatsbyDataOf(mobileImage);

  // What both renderings take alike.
  const loading = priority ? 'eager' : requestedLoading;
  const shared = { alt, fit, sizes, loading, priority, className, position: desktopPosition, mobilePosition: phonePosition };
  if (desktopData) {
    const data = mobileData ? withMobileImage(desktopData, mobileData) : desktopData;
    // Another image in the same place (a client-side navigation) starts again from its placeholder.
    return <GatsbyDataImage key={data.images.fallback?.src} data={data} {...shared} />;
  }

  return (
    <MediaImage image={image} mobileImage={mobileImage?.src ? mobileImage : null} width={requestWidth} height={requestHeight} {...shared} />
  );
}

interface MediaImageProps {
  image: ImageFile;
  mobileImage: ImageFile | null;
  alt: string;
  fit: 'intrinsic' | 'cover';
  width: number;
  height?: number;
  sizes?: string;
  loading: 'lazy' | 'eager';
  priority: boolean;
  className?: string;
  position: ImagePosition;
  mobilePosition: ImagePosition;
}

/**
 * `fetchpriority="high"` for the page's main image. Written in lower case: React 18 does not
 * know the camel-cased `fetchPriority` prop (it warns) but passes a lower-case attribute through.
 */
function fetchPriorityOf(priority: boolean): Record<string, string> {
  return priority ? { fetchpriority: 'high' } : {};
}

/**
 * Whether the image has loaded, for hiding its placeholder: from its load event, or, for an image
 * that finished before hydration (which fires no load event), shortly after mount.
 */
function useImageLoaded() {
  const imageRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.naturalWidth > 0) {
      const timer = window.setTimeout(() => setLoaded(true), PLACEHOLDER_HIDE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, []);

  return { imageRef, loaded, onLoad: () => setLoaded(true) };
}

type GatsbyImageSources = IGatsbyImageData['images']['sources'];

/**
 * gatsby-plugin-image's withArtDirection (src/components/hooks.ts) for our one case: the mobile
 * image's sources and fallback below the md breakpoint, then the desktop ones. Written out
 * because any runtime import from gatsby-plugin-image puts its whole browser module (GatsbyImage
 * and its import() of lazy-hydrate) in the commons chunk of every page: gatsby-source-wordpress's
 * gatsby-browser.js import()s the package too, so the module is shared; types cost nothing.
 */
function withMobileImage(desktop: IGatsbyImageData, mobile: IGatsbyImageData): IGatsbyImageData {
  const { images, placeholder } = desktop;
  const mobileSources = [
    ...(mobile.images.sources ?? []).map((source) => ({ ...source, media: MOBILE_QUERY })),
    ...(mobile.images.fallback?.srcSet ? [{ media: MOBILE_QUERY, srcSet: mobile.images.fallback.srcSet }] : []),
  ];
  return {
    ...desktop,
    images: { ...images, sources: [...mobileSources, ...(images.sources ?? [])] },
    placeholder: placeholder && {
      ...placeholder,
      sources: [
        ...(mobile.placeholder?.fallback ? [{ media: MOBILE_QUERY, srcSet: mobile.placeholder.fallback }] : []),
        ...(placeholder.sources ?? []),
      ],
    },
  };
}

/** What gatsby-plugin-image's Picture (src/components/picture.tsx) renders: <picture> with sources, or the bare <img>. */
function pictureOf(sources: GatsbyImageSources, sizes: string | undefined, image: ReactNode) {
  if (!sources?.length) return image;
  return (
    <picture>
      {sources.map(({ media, type, srcSet }) => (
        <source key={`${media}-${type}-${srcSet}`} media={media} type={type} srcSet={withoutNewLines(srcSet)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/** sharp's srcSets are joined with ",\n"; gatsby-image.server.tsx strips the newlines as well. */
function withoutNewLines(srcSet: string | undefined) {
  return srcSet?.replace(/\n/g, '');
}

/** The box of a gatsby-plugin-image layout: getSizer in its src/components/layout-wrapper.tsx. */
function sizerOf({ layout, width, height }: IGatsbyImageData) {
  if (layout === 'fullWidth') return <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />;
  if (layout !== 'constrained') return null;
  const svg = `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;
  return (
    <div style={{ maxWidth: width, display: 'block' }}>
      <img alt="" role="presentation" aria-hidden="true" src={svg} style={{ maxWidth: '100%', display: 'block', position: 'static' }} />
    </div>
  );
}

interface GatsbyDataImageProps {
  data: IGatsbyImageData;
  alt: string;
  fit: 'intrinsic' | 'cover';
  sizes?: string;
  loading: 'lazy' | 'eager';
  priority: boolean;
  className?: string;
  position: ImagePosition;
  mobilePosition: ImagePosition;
}

/**
 * gatsby-plugin-image data rendered as its GatsbyImage renders it on the server
 * (src/components/gatsby-image.server.tsx: wrapper, sizer, placeholder, picture), by React on
 * both sides. Not GatsbyImage itself: in the browser it is GatsbyImageHydrator
 * (dist/gatsby-image.browser.modern.js → src/components/gatsby-image.browser.tsx), which renders
 * an empty wrapper and, in an effect on every mount, import()s ./lazy-hydrate
 * (dist/lazy-hydrate-93db2ca8.js) to build the image markup with react-dom/server's
 * renderToStaticMarkup and set it as innerHTML — so every page with an image downloaded a
 * server renderer (a 21 kB gzipped chunk). Here the <img> carries src, srcSet and
 * loading="lazy" from the start (native lazy loading, which the plugin's own inline scripts
 * fall back to), and the placeholder is hidden once it has loaded.
 */
function GatsbyDataImage({ data, alt, fit, sizes, loading, priority, className, position, mobilePosition }: GatsbyDataImageProps) {
  const { imageRef, loaded, onLoad } = useImageLoaded();
  const { layout, width, height, images, placeholder, backgroundColor } = data;
  const imageSizes = sizes || images.fallback?.sizes;
  const wrapperStyle: CSSProperties = layout === 'fixed' ? { width, height } : {};
  if (fit === 'cover') Object.assign(wrapperStyle, { width: '100%', height: '100%' });

  return (
    <GatsbyFrame className={className} {...frameAttributes({ fit, position, mobilePosition, loaded })}>
      <div
        data-gatsby-image-wrapper=""
        className={layout === 'constrained' ? 'gatsby-image-wrapper gatsby-image-wrapper-constrained' : 'gatsby-image-wrapper'}
        style={wrapperStyle}
      >
        {sizerOf(data)}
        {placeholder?.fallback
          ? pictureOf(
              placeholder.sources,
              undefined,
              <img
                data-placeholder-image=""
                src={placeholder.fallback}
                alt=""
                aria-hidden="true"
                decoding="async"
                style={{ backgroundColor }}
              />,
            )
          : backgroundColor && <div data-placeholder-image="" aria-hidden="true" style={{ backgroundColor }} />}
        {pictureOf(
          images.sources,
          imageSizes,
          <img
            ref={imageRef}
            src={images.fallback?.src}
            srcSet={withoutNewLines(images.fallback?.srcSet)}
            sizes={imageSizes}
            width={layout === 'fixed' ? width : undefined}
            height={layout === 'fixed' ? height : undefined}
            alt={alt}
            loading={loading}
            {...fetchPriorityOf(priority)}
            decoding="async"
            onLoad={onLoad}
          />,
        )}
      </div>
    </GatsbyFrame>
  );
}

function MediaImage({
  image,
  mobileImage,
  alt,
  fit,
  width,
  height,
  sizes,
  loading,
  priority,
  className,
  position,
  mobilePosition,
}: MediaImageProps) {
  const { imageRef, loaded, onLoad } = useImageLoaded();
  const fluid = height == null;
  const size = sizeOf(image, width, height);
  const desktop = responsiveSources(image.src, { width, height, fluid });
  const mobile = mobileImage ? responsiveSources(mobileImage.src, { width: Math.min(width, breakpoints.md), height, fluid }) : null;

  const aspectRatio = size.height ? `${size.width} / ${size.height}` : undefined;
  const frameStyle: CSSProperties | undefined = fit === 'intrinsic' ? { aspectRatio, width: size.width } : undefined;

  return (
    <MediaFrame className={className} style={frameStyle} {...frameAttributes({ fit, position, mobilePosition, loaded })}>
      {image.placeholder && <img data-placeholder="" src={image.placeholder} alt="" aria-hidden="true" />}
      <picture>
        {mobile && <source media={MOBILE_QUERY} type={mobile.type} srcSet={mobile.srcSet} sizes="100vw" />}
        <source type={desktop.type} srcSet={desktop.srcSet} sizes={sizes ?? desktop.sizes} />
        <img
          ref={imageRef}
          src={mediaUrl(image.src, { width, height: fluid ? null : height })}
          width={size.width}
          height={size.height ?? undefined}
          alt={alt}
          loading={loading}
          {...fetchPriorityOf(priority)}
          decoding="async"
          onLoad={onLoad}
        />
      </picture>
    </MediaFrame>
  );
}

/** An image's placeholder in either rendering (the URL's, the build-made sources'). */
const PLACEHOLDER_SELECTOR = 'img[data-placeholder], img[data-placeholder-image]';

/**
 * Hides the placeholders of images rendered as HTML that React does not own (a static block's
 * server markup kept on the first load) once each image has loaded, as Image does for its own:
 * the image already paints over its placeholder, and hiding it keeps a transparent image's
 * background clear. Returns the clean-up.
 */
export function revealImagesInside(root: ParentNode): () => void {
  const cleanups: (() => void)[] = [];
  for (const placeholder of root.querySelectorAll<HTMLImageElement>(PLACEHOLDER_SELECTOR)) {
    const frame = placeholder.closest('[data-gatsby-image-wrapper]') ?? placeholder.parentElement;
    const image = frame?.querySelector<HTMLImageElement>(
      'img:not([data-placeholder]):not([data-placeholder-image]):not([role="presentation"])',
    );
    if (!image) continue;
    const hide = () => {
      placeholder.style.opacity = '0';
    };
    if (image.complete && image.naturalWidth > 0) {
      const timer = window.setTimeout(hide, PLACEHOLDER_HIDE_DELAY_MS);
      cleanups.push(() => window.clearTimeout(timer));
    } else {
      image.addEventListener('load', hide, { once: true });
      cleanups.push(() => image.removeEventListener('load', hide));
    }
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
