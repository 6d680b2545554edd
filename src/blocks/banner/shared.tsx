import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Image } from '../../ui/Image';
import { BlockHeading, BlockSection, DarkPanel, fromMediaItem, isShowableImage, type BlockHeadingInfo, type MediaItem } from '../shared';
import { cssTheme } from '../../styles/theme';

/** A banner title is display-sized at either level (h1 first on the page, else h2). */
export const BannerHeading = styled(BlockHeading)`
  font-size: ${cssTheme.fontSizes.h1};
`;

interface BannerLayoutProps {
  heading: BlockHeadingInfo;
  /** The block's sectionId: the section's anchor. */
  sectionId: string | null | undefined;
  /** What follows the heading in the text column. */
  children?: ReactNode;
}

/**
 * One column on small screens, `wide` columns from lg up. minmax(0, …): a long Dutch compound
 * may not widen a column beyond the screen.
 */
const columns = (wide: string) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.xl};
  align-items: center;

  ${cssTheme.media.lg} {
    grid-template-columns: ${wide};
  }
`;

const Split = styled(BlockSection)`
  ${columns('minmax(0, 1fr) minmax(0, 1fr)')}
`;

const Visual = styled.div`
  border-radius: ${cssTheme.radii.card};
  overflow: hidden;
`;

/**
 * banner_default and banner_post: the text column (what comes above the heading, the heading,
 * what follows it) beside an image on wide screens, above it on small ones; no image column
 * when there is no image.
 */
export function SplitBanner({
  heading,
  sectionId,
  kicker,
  image,
  children,
}: BannerLayoutProps & { kicker?: ReactNode; image: MediaItem | null | undefined }) {
  return (
    <Split heading={heading} sectionId={sectionId}>
      <div>
        {kicker}
        <BannerHeading heading={heading} />
        {children}
      </div>
      {isShowableImage(image) && (
        <Visual>
          {/* A first banner's image is the page's main image (its LCP element): fetched first. */}
          <Image {...fromMediaItem(image)} loading="eager" priority={heading.level === 1} sizes="(min-width: 1024px) 50vw, 100vw" />
        </Visual>
      )}
    </Split>
  );
}

const Panel = styled(DarkPanel)`
  ${columns('minmax(0, 3fr) minmax(0, 2fr)')}
`;

/** banner_landing and banner_service: the heading and what follows it on a dark panel, `aside` beside it on wide screens. */
export function DarkBanner({ heading, sectionId, aside, children }: BannerLayoutProps & { aside?: ReactNode }) {
  return (
    <BlockSection heading={heading} sectionId={sectionId}>
      <Panel>
        <div>
          <BannerHeading heading={heading} />
          {children}
        </div>
        {aside}
      </Panel>
    </BlockSection>
  );
}
