import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: ${cssTheme.space.xs} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.button};
  background: ${cssTheme.colors.orangeLight};
  color: ${cssTheme.colors.orangeHover};
  font-size: ${cssTheme.fontSizes.small};
  font-weight: 700;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export interface ChipProps {
  children: ReactNode;
  className?: string;
}

/** A small label in a pill (category chips on posts and post cards). Renders nothing without content. */
export function Chip({ children, className }: ChipProps) {
  if (children == null || children === false || (typeof children === 'string' && !children.trim())) return null;
  return <Pill className={className}>{children}</Pill>;
}

/** A row of chips as a list; give it `aria-label` where the chips need a name. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
