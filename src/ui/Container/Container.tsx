import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

/** How wide the content may be: the page container (default), the readable text width, or the USP list's width. */
export type ContainerWidth = 'container' | 'readable' | 'usp';

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

/** A content width plus the side padding: the box's maximum width. */
const withGutters = (content: string) => `calc(${content} + 2 * ${cssTheme.space.md})`;

/**
 * The page's horizontal frame: centred, at most the container width (1280 px with its side
 * padding), with the site's side padding. Header, breadcrumb, blocks and footer all line up
 * on it. Render it as any element (`as="section"`) or extend it (`styled(Container)`).
 *
 * Width and gutter are data attributes (only when not the default) with static rules, not
 * function interpolations: styled-components then makes this class, and those of the
 * components that extend it, once instead of on every render. The variants sit in :where(),
 * so they weigh no more than the base rule and an extension's own rules still win. Give width
 * and gutter as props where the container is rendered: an extension's `.attrs({ $gutter })` would
 * come too late, as Container's attrs run first.
 */
export const Container = styled.div.attrs<ContainerProps>(({ $width, $gutter }): Record<`data-${string}`, string | undefined> => ({
  'data-width': $width === 'container' ? undefined : $width,
  'data-gutter': $gutter === 'bar' ? $gutter : undefined,
}))`
  box-sizing: border-box;
  width: 100%;
  max-width: ${cssTheme.layout.containerWidth}px;
  margin-inline: auto;
  padding-inline: ${cssTheme.space.md};

  &:where([data-width='readable']) {
    max-width: ${withGutters(cssTheme.layout.readableWidth)};
  }

  &:where([data-width='usp']) {
    max-width: ${withGutters(`${cssTheme.layout.uspMaxWidth}px`)};
  }

  &:where([data-gutter='bar']) {
    padding-inline: ${cssTheme.space.lg};

    ${cssTheme.media.xl} {
      padding-inline: ${cssTheme.space.md};
    }
  }
`;
