import { css } from 'styled-components';
import { cssTheme } from '../../styles/theme';

/**
 * What the header's icon-and-word buttons share ('Menu', 'Sluit menu', 'Terug'): one line of
 * bold navy text beside the icon, at least 44 px high for touch; each adds its own frame.
 */
export const iconTextButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${cssTheme.space.sm};
  min-height: 44px;
  background: transparent;
  color: ${cssTheme.colors.navy};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
