import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

/**
 * A disclosure's button laid out as a full-width row: the label at the start, the open/closed
 * sign (a chevron, a plus) at the far end. Unstyled otherwise (no border, no background, the
 * surrounding font and colour), so each disclosure adds only its own size and colours.
 */
export const DisclosureRow = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssTheme.space.md};
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;
