import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

/* The alignment is a data attribute with a static rule (no function interpolation: the class is made once). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${cssTheme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${cssTheme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  &:where([data-align='start']) {
    align-items: start;
  }
`;

export interface CardGridProps extends ComponentPropsWithoutRef<'ul'> {
  /**
   * 'stretch' (default): the cards of a row are as tall as its tallest. 'start': each card
   * keeps its own height, so a card that opens does not stretch the others in its row.
   */
  align?: 'stretch' | 'start';
}

/**
 * Cards in a responsive grid: one column on phones, two from md, three from lg. A list, so
 * screen readers say how many cards there are; each card goes in an <li>.
 */
export function CardGrid({ align = 'stretch', ...listProps }: CardGridProps) {
  return <Grid data-align={align === 'start' ? align : undefined} {...listProps} />;
}
