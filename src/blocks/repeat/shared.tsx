import styled from 'styled-components';
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
