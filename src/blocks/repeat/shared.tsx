import styled, { css } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { RichText } from '../../ui/RichText';
import { cssTheme } from '../../styles/theme';

/** The section's description, above its items. Pass `headingBase={heading.itemLevel}`. */
export const SectionIntro = styled(RichText)`
  max-width: ${cssTheme.layout.readableWidth};
  margin-bottom: ${cssTheme.space.xl};
  color: ${cssTheme.colors.textMuted};
  font-size: ${cssTheme.fontSizes.lead};
`;

/**
 * Makes an element (a card's button, an item's link) the click target of its whole card: its
 * ::after covers the nearest positioned ancestor, and keyboard focus outlines that area.
 * Add the outline's offset (and radius) where it is used.
 */
export const coversCard = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${cssTheme.colors.focus};
  }
`;

/** Text for screen readers only (it completes a link's name). */
const ArrowGlyph = styled.span`
  display: inline-block;
  font-weight: 700;
  transition: ${transitionOf(['opacity', 'transform'])};
`;

/** The right arrow that linked items show on hover (decorative). Style it through `${ArrowGlyph}`. */
export function Arrow({ className }: { className?: string }) {
  return (
    <ArrowGlyph aria-hidden="true" className={className}>
      →
    </ArrowGlyph>
  );
}
export { ArrowGlyph };
