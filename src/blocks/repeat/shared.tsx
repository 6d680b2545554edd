import { Link } from 'gatsby';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { isInternalUrl } from '../../ui/Button/button-theme';
import { RichText } from '../../ui/RichText';
import type { SectionHeading } from './headings';

const SectionRoot = styled.section<{ $maxWidth?: number | string }>`
  /* The maximum width is the content's; the padding comes on top. */
  box-sizing: content-box;
  max-width: ${({ $maxWidth, theme }) => (typeof $maxWidth === 'string' ? $maxWidth : `${$maxWidth ?? theme.layout.containerWidth}px`)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  /* Anchored sections (sectionId) land below the sticky header. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeightSticky}px;

  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

export const SectionTitle = styled.h2<{ $level: 1 | 2 }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ $level, theme }) => ($level === 1 ? theme.fontSizes.h1 : theme.fontSizes.h2)};
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** A comfortable line length for running text. */
export const READABLE_WIDTH = '48rem';

export const SectionIntro = styled(RichText)`
  max-width: ${READABLE_WIDTH};
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

/** Buttons (links) with a long Dutch word wrap inside their container instead of overflowing it. */
export const wrappingButtons = css`
  & a[data-theme] {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

/** Text for screen readers only (it completes a link's name). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const ArrowGlyph = styled.span`
  display: inline-block;
  font-weight: 700;
  transition: opacity 0.2s ease, transform 0.2s ease;
`;

/** The right arrow that linked items show on hover (decorative). Style it through `${ArrowGlyph}`. */
export function Arrow({ className }: { className?: string }) {
  return (
    <ArrowGlyph aria-hidden="true" className={className} data-arrow="">
      →
    </ArrowGlyph>
  );
}
export { ArrowGlyph };

export interface RepeatSectionProps {
  heading: SectionHeading;
  /** The anchor (sectionId); no id when empty. */
  sectionId?: string | null;
  /** The content's maximum width: px, or a CSS length (default: the container width). */
  maxWidth?: number | string;
  className?: string;
  children: ReactNode;
}

/**
 * A repeat section: a <section> with its anchor id and, when it has a heading, the heading
 * (h1 on the first section, else h2) that names it.
 */
export function RepeatSection({ heading, sectionId, maxWidth, className, children }: RepeatSectionProps) {
  const titleId = useId();
  const anchor = sectionId?.trim() || undefined;
  return (
    <SectionRoot id={anchor} aria-labelledby={heading.text ? titleId : undefined} $maxWidth={maxWidth} className={className}>
      {heading.text && (
        <SectionTitle as={`h${heading.level}`} $level={heading.level} id={titleId}>
          {heading.text}
        </SectionTitle>
      )}
      {children}
    </SectionRoot>
  );
}

export interface ItemLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A link to a site page through Gatsby's router, or a plain anchor for anything else. */
export function ItemLink({ to, className, children }: ItemLinkProps) {
  if (isInternalUrl(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
