import styled, { css } from 'styled-components';
import { cssTheme } from '../../styles/theme';

/** A list without bullets whose items stack with a small gap: the package options, the summary's lines. */
export const StackedList = styled.ul`
  display: grid;
  gap: ${cssTheme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The builder's small outlined buttons ('Toevoegen', the drawer's toggle), in the given colour. */
export const outlinedButton = (colour: string) => css`
  min-height: 2.75rem;
  padding: 0 ${cssTheme.space.md};
  border: 2px solid ${colour};
  border-radius: ${cssTheme.radii.button};
  background: ${cssTheme.colors.background};
  color: ${colour};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
