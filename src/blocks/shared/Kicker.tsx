import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

/**
 * The short orange label in capitals above a block's heading (an eyebrow): banner_default's
 * and the content blocks' `label`. No margin of its own: the surrounding layout spaces it.
 */
export const Kicker = styled.p`
  margin: 0;
  overflow-wrap: break-word;
  color: ${cssTheme.colors.orange};
  font-size: ${cssTheme.fontSizes.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
