import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

/** A ✓ in front of each item: included features on package cards and above the carousel, a package's specs, the summary's promises. */
export const CheckList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & li::before {
    content: '✓';
    margin-right: ${cssTheme.space.sm};
    color: ${cssTheme.colors.orange};
  }
`;
