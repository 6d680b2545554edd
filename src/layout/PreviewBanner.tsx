import styled from 'styled-components';
import { cssTheme } from '../styles/theme';

const Banner = styled.aside`
  position: fixed;
  bottom: ${cssTheme.space.md};
  left: ${cssTheme.space.md};
  z-index: ${cssTheme.zIndex.header};
  max-width: min(24rem, calc(100vw - 2 * ${cssTheme.space.md}));
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.navy};
  color: ${cssTheme.colors.white};
  box-shadow: ${cssTheme.shadows.header};
  font-size: ${cssTheme.fontSizes.small};
  line-height: 1.4;
  pointer-events: none;

  strong {
    display: block;
    font-size: ${cssTheme.fontSizes.body};
  }
`;

/**
 * What every page of the preview server carries (src/lib/preview.ts): the page may show drafts
 * from WordPress, so nobody takes it for the live site. Fixed in a corner, over the content but
 * under every overlay, and not in the way of a click.
 */
export function PreviewBanner() {
  return (
    <Banner aria-label="Voorbeeld">
      <strong>Voorbeeld</strong>
      Niet gepubliceerd: deze pagina kan concepten uit WordPress tonen.
    </Banner>
  );
}
