import { css } from 'styled-components';
import { cssTheme } from './theme';

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
