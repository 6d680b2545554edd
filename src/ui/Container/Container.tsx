import styled, { css, type DefaultTheme } from 'styled-components';
import { cssTheme } from '../../styles/theme';

/** How wide the content may be: the page container (default), the readable text width, or px. */
export type ContainerWidth = 'container' | 'readable' | number;

/**
 * The side padding: `page` (default) is the site's 1rem; `bar` is the header bars', which
 * keep 1.5rem beside the menu button on the screens that show it (below xl) and line up
 * with the page from xl.
 */
export type ContainerGutter = 'page' | 'bar';

export interface ContainerProps {
  $width?: ContainerWidth;
  $gutter?: ContainerGutter;
}

/** The box's maximum width, padding included: the container is theme.layout.containerWidth in all. */
function maxWidth(theme: DefaultTheme, width: ContainerWidth) {
  if (width === 'container') return `${theme.layout.containerWidth}px`;
  const content = width === 'readable' ? theme.layout.readableWidth : `${width}px`;
  return `calc(${content} + 2 * ${theme.space.md})`;
}

/**
 * The page's horizontal frame: centred, at most the container width (1280 px with its side
 * padding), with the site's side padding. Header, breadcrumb, blocks and footer all line up
 * on it. Render it as any element (`as="section"`) or extend it (`styled(Container)`).
 */
export const Container = styled.div<ContainerProps>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme, $width = 'container' }) => maxWidth(theme, $width)};
  margin-inline: auto;
  padding-inline: ${cssTheme.space.md};

  ${({ theme, $gutter }) =>
    $gutter === 'bar' &&
    css`
      padding-inline: ${theme.space.lg};

      ${theme.media.xl} {
        padding-inline: ${theme.space.md};
      }
    `}
`;
