import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { textOf } from '../../lib/text';
import { Container, type ContainerWidth } from '../../ui/Container';
import { blockHeading, type HeadingLevels } from './heading';
import { cssTheme } from '../../styles/theme';

export interface BlockHeadingInfo extends HeadingLevels {
  /** The heading element's id, which names the block's section; undefined when there is no heading. */
  id: string | undefined;
}

/** The block's heading (see blockHeading), with an id for the section to be named by. */
export function useBlockHeading(index: number, title: string | null | undefined, pageTitle: string | null | undefined): BlockHeadingInfo {
  const id = useId();
  const levels = blockHeading(index, title, pageTitle);
  return { ...levels, id: levels.text ? id : undefined };
}

const Title = styled.h2`
  font-size: ${cssTheme.fontSizes.h2};
  &:where(h1) {
    font-size: ${cssTheme.fontSizes.h1};
  }
  color: ${cssTheme.colors.navy};
  /* Long Dutch compounds wrap instead of overflowing. */
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** The block's h1 or h2; nothing when the block shows no heading. On a DarkPanel it is white. */
export function BlockHeading({ heading, className }: { heading: BlockHeadingInfo; className?: string }) {
  if (!heading.text) return null;
  return (
    <Title as={`h${heading.level}`} id={heading.id} className={className}>
      {heading.text}
    </Title>
  );
}

/** The background of a block's full-width band. */
export type SectionTone = 'plain' | 'surface' | 'accent';

/** How wide a block's content may be: the page container, the readable text width, or the USP list's width. */
export type SectionWidth = ContainerWidth;

/** A background that reaches the viewport's edges: painted beyond the box (border-image outset), it adds no overflow. */
const band = (color: string) => css`
  background: ${color};
  border-image: linear-gradient(${color} 0 0) fill 0 / /0 100vw;
`;

/** The tone is a data attribute with static rules (no function interpolation: the class is made once). */
const Section = styled(Container)`
  padding-block: ${cssTheme.space.xl};
  /* Anchored sections (sectionId) land below the sticky header. */
  scroll-margin-top: ${cssTheme.layout.headerHeightSticky}px;

  ${cssTheme.media.lg} {
    padding-block: ${cssTheme.space.xxl};
  }

  &:where([data-tone='surface']) {
    ${band(cssTheme.colors.surface)}
  }

  &:where([data-tone='accent']) {
    ${band(cssTheme.colors.orangeLight)}
  }
`;

export interface BlockSectionProps {
  /** The block's heading: the section is named by it (aria-labelledby) when there is one. */
  heading: Pick<BlockHeadingInfo, 'id'>;
  /** The anchor (docs/behaviour/blocks.md#section-anchor); no id when empty. */
  sectionId?: string | null;
  /** The background of the full-width band (default: none). */
  tone?: SectionTone;
  /** The content's maximum width (default: the page container). */
  width?: SectionWidth;
  className?: string;
  children: ReactNode;
}

/**
 * The <section> every block renders: its anchor, its name (the block heading), its content
 * centred at the container width (or the width given), on a full-width band when it has a tone.
 */
export function BlockSection({ heading, sectionId, tone = 'plain', width = 'container', className, children }: BlockSectionProps) {
  const anchor = textOf(sectionId) || undefined;
  return (
    <Section
      as="section"
      id={anchor}
      aria-labelledby={heading.id}
      data-tone={tone === 'plain' ? undefined : tone}
      $width={width}
      className={className}
    >
      {children}
    </Section>
  );
}
