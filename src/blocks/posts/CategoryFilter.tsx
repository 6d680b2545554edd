import { useId } from 'react';
import styled from 'styled-components';
import { transitionOf } from '../../styles/motion';
import type { ListingCategory } from './listing/types';

/** The heading above the filter buttons (spec §2 PostsBlog). */
export const FILTER_HEADING = 'Filter artikelen:';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
  color: ${({ theme }) => theme.colors.navy};
`;

const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Toggle = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.orange};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.orangeHover};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  cursor: pointer;
  transition: ${transitionOf(['background-color', 'color'])};

  &:hover {
    background: ${({ theme }) => theme.colors.orangeLight};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.orange};
    color: ${({ theme }) => theme.colors.white};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface CategoryFilterProps {
  categories: readonly ListingCategory[];
  /** The slugs of the chosen categories. */
  selected: readonly string[];
  onToggle(slug: string): void;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The category filter (spec §2, §4): one toggle button per category (aria-pressed); several
 * chosen show posts in any of them. Renders nothing when there is nothing to filter on.
 */
export function CategoryFilter({ categories, selected, onToggle, headingLevel = 2 }: CategoryFilterProps) {
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <Group role="group" aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {FILTER_HEADING}
      </Heading>
      <Options>
        {categories.map((category) => (
          <li key={category.databaseId}>
            <Toggle type="button" aria-pressed={selected.includes(category.slug)} onClick={() => onToggle(category.slug)}>
              {category.name}
            </Toggle>
          </li>
        ))}
      </Options>
    </Group>
  );
}
