import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, ButtonGroup } from '../../ui/Button';
import { Image, type ImageSource } from '../../ui/Image';
import { RichText } from '../../ui/RichText';
import type { ButtonItem } from '../fragments';
import type { BlockProps } from '../types';
import type { ContentBlock } from './fragment';
import { nestHeadings } from './heading-levels';
import { parsePointers } from './pointers';

/** Body text stays readable: about 70 characters a line. */
export const READABLE_WIDTH = '48rem';

/** Half the container at desktop widths, the full width below lg (for the browser's choice of source). */
export const HALF_WIDTH_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';

export type ContentBlockProps = BlockProps<ContentBlock>;

export type Tone = 'plain' | 'surface' | 'accent';

/** A full-width band (its background reaches the viewport edges); content sits in Inner. */
export const Band = styled.section<{ $tone?: Tone }>`
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'surface' ? theme.colors.surface : $tone === 'accent' ? theme.colors.orangeLight : 'transparent'};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeightSticky}px;
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;

/** Two columns from lg up, stacked below; a single column when there is no media. */
export const Columns = styled.div<{ $single?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme, $single }) =>
    $single
      ? css`
          max-width: ${READABLE_WIDTH};
        `
      : css`
          ${theme.media.lg} {
            grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
            gap: ${theme.space.xxl};
          }
        `}
`;

/** Text column: its children keep a steady rhythm. */
export const Text = styled.div`
  min-width: 0;
  overflow-wrap: break-word;
  hyphens: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  & > * {
    margin: 0;
  }
`;

export const Label = styled.p`
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.colors.orange};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const HeadingText = styled.h2<{ $level: 1 | 2 }>`
  color: ${({ theme }) => theme.colors.navy};
  font-size: ${({ theme, $level }) => ($level === 1 ? theme.fontSizes.h1 : theme.fontSizes.h2)};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const DescriptionHtml = styled(RichText)`
  & h2,
  & h3,
  & h4 {
    color: ${({ theme }) => theme.colors.navy};
    margin-top: ${({ theme }) => theme.space.lg};
  }

  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

/**
 * A WordPress HTML field (sanitized by the data layer); nothing when it is empty or not a
 * string. Its own headings are nested under `parentLevel`, the level of the heading it sits
 * under (see heading-levels.ts).
 */
export function Description({ html, parentLevel, as, className }: { html: unknown; parentLevel: number; as?: 'div' | 'blockquote'; className?: string }) {
  if (typeof html !== 'string' || !html.trim()) return null;
  // `forwardedAs`: RichText picks the element; styled-components would otherwise replace RichText itself.
  return <DescriptionHtml html={nestHeadings(html, parentLevel)} forwardedAs={as} className={className} />;
}

/** A plain-text field, trimmed; '' for null or anything that is not a string. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The heading of a content block: h1 for the first block on the page, else h2 (spec §2).
 * Without a title the first block still gives the page its h1 (the page title); further
 * down, no heading is rendered.
 */
export function useBlockHeading(title: string | null | undefined, index: number, pageTitle: string | null | undefined) {
  const id = useId();
  const level: 1 | 2 = index === 0 ? 1 : 2;
  const text = textOf(title) || (index === 0 ? textOf(pageTitle) : '');
  // What the block's text nests under: its own heading, or (without one) the page's h1.
  const outlineLevel = text ? level : 1;
  return { id: text ? id : undefined, level, text, outlineLevel };
}

export function BlockHeading({ heading, className }: { heading: ReturnType<typeof useBlockHeading>; className?: string }) {
  if (!heading.text) return null;
  return (
    <HeadingText as={heading.level === 1 ? 'h1' : 'h2'} $level={heading.level} id={heading.id} className={className}>
      {heading.text}
    </HeadingText>
  );
}

/** The section element every content block renders: its anchor (sectionId) and its name (the heading). */
export function ContentSection({
  block,
  headingId,
  tone,
  styletype,
  children,
  className,
}: {
  block: ContentBlock;
  headingId: string | undefined;
  tone?: Tone;
  styletype: string;
  children: ReactNode;
  className?: string;
}) {
  const anchor = textOf(block.sectionId);
  return (
    <Band id={anchor || undefined} aria-labelledby={headingId} $tone={tone} data-styletype={styletype} className={className}>
      {children}
    </Band>
  );
}

type Links = ContentBlock['links'];

/** The buttons whose link has a url and a text; broken items are left out. */
export function usableLinks(links: Links | readonly (ButtonItem | null)[] | null | undefined): ButtonItem[] {
  if (!Array.isArray(links)) return [];
  return (links as readonly (ButtonItem | null)[]).filter((item): item is ButtonItem => !!item?.link?.url?.trim() && !!item.link.title?.trim());
}

export function LinkButtons({ links }: { links: Links | null | undefined }) {
  const usable = usableLinks(links);
  if (usable.length === 0) return null;
  return (
    <ButtonGroup>
      {usable.map((item, position) => (
        <Button key={`${item.link?.url}-${position}`} link={item.link} theme={item.theme} />
      ))}
    </ButtonGroup>
  );
}

const CHECK_SIZE = '1.25rem';

const PointerItems = styled.ul<{ $columns: 1 | 2 }>`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  ${({ theme, $columns }) =>
    $columns === 2 &&
    css`
      ${theme.media.sm} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    `}

  & li {
    position: relative;
    padding-left: calc(${CHECK_SIZE} + ${({ theme }) => theme.space.sm});
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
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
    background: ${({ theme }) => theme.colors.orangeLight};
  }

  & li::after {
    content: '';
    position: absolute;
    left: calc(${CHECK_SIZE} * 0.36);
    top: calc(0.2em + ${CHECK_SIZE} * 0.2);
    width: calc(${CHECK_SIZE} * 0.28);
    height: calc(${CHECK_SIZE} * 0.48);
    border: solid ${({ theme }) => theme.colors.orange};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

/** The comma-separated pointers field as a list (nothing for an empty field). */
export function PointerList({ pointers, columns = 1 }: { pointers: string | null | undefined; columns?: 1 | 2 }) {
  const items = parsePointers(pointers);
  if (items.length === 0) return null;
  return (
    <PointerItems $columns={columns} data-pointers="">
      {items.map((item, position) => (
        <li key={`${item}-${position}`}>{item}</li>
      ))}
    </PointerItems>
  );
}

/** Whether Image would render this media item (it renders nothing without a url or image data). */
export function isShowable(image: ImageSource | null | undefined): image is ImageSource {
  return !!(image?.mediaItemUrl || image?.localFile?.childImageSharp?.gatsbyImageData);
}

export interface BlockImages {
  image: ImageSource;
  mobileImage: ImageSource | null;
  position: string | null;
  mobilePosition: string | null;
}

/**
 * imageDesktop and imageMobile of a block (spec §3), with their positions. A block with only
 * a mobile image shows it at every width; null when there is no image at all.
 */
export function blockImages(block: Pick<ContentBlock, 'imageDesktop' | 'imageMobile'>): BlockImages | null {
  const desktop = isShowable(block.imageDesktop?.image) ? block.imageDesktop!.image! : null;
  const mobile = isShowable(block.imageMobile?.image) ? block.imageMobile!.image! : null;
  const image = desktop ?? mobile;
  if (!image) return null;
  const position = (desktop ? block.imageDesktop?.position : block.imageMobile?.position) ?? null;
  return {
    image,
    mobileImage: desktop ? mobile : null,
    position,
    mobilePosition: block.imageMobile?.position ?? position,
  };
}

/** A box with a fixed aspect ratio that a cover image fills, so nothing shifts while it loads. */
export const MediaBox = styled.div<{ $ratio?: string; $mobileRatio?: string }>`
  position: relative;
  aspect-ratio: ${({ $mobileRatio, $ratio }) => $mobileRatio ?? $ratio ?? '3 / 2'};
  border-radius: ${({ theme }) => theme.radii.card};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    aspect-ratio: ${({ $ratio }) => $ratio ?? '4 / 3'};
  }
`;

export function BlockImage({ images, sizes = HALF_WIDTH_SIZES, ratio, mobileRatio, alt }: { images: BlockImages; sizes?: string; ratio?: string; mobileRatio?: string; alt?: string }) {
  return (
    <MediaBox $ratio={ratio} $mobileRatio={mobileRatio}>
      <Image
        image={images.image}
        mobileImage={images.mobileImage}
        position={images.position}
        mobilePosition={images.mobilePosition}
        fit="cover"
        sizes={sizes}
        alt={alt}
      />
    </MediaBox>
  );
}
