import styled from 'styled-components';

/**
 * The short orange label in capitals above a block's heading (an eyebrow): banner_default's
 * and the content blocks' `label`. No margin of its own: the surrounding layout spaces it.
 */
export const Kicker = styled.p`
  margin: 0;
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.colors.orange};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
