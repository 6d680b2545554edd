import { useId } from 'react';
import styled from 'styled-components';
import { transitionOf } from '../styles/motion';
import { ChipList } from '../ui/Chip';
import type { ListingCategory } from './listing/types';
import { cssTheme } from '../styles/theme';

/** The heading above the filter buttons (docs/behaviour/kennisbank.md#filters). */
export const FILTER_HEADING = 'Filter artikelen:';

const Group = styled.div`
  display: grid;
  gap: ${cssTheme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${cssTheme.fontSizes.body};
  color: ${cssTheme.colors.navy};
`;

const Toggle = styled.button`
  padding: ${cssTheme.space.xs} ${cssTheme.space.md};
  border: 2px solid ${cssTheme.colors.orange};
  border-radius: ${cssTheme.radii.button};
  background: ${cssTheme.colors.background};
  color: ${cssTheme.colors.orangeHover};
  font: inherit;
  font-size: ${cssTheme.fontSizes.small};
  font-weight: 700;
  cursor: pointer;
  transition: ${transitionOf(['background-color', 'color'])};

  &:hover {
    background: ${cssTheme.colors.orangeLight};
  }

  &[aria-pressed='true'] {
    background: ${cssTheme.colors.orange};
    color: ${cssTheme.colors.white};
  }

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
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
 * The category filter (docs/behaviour/kennisbank.md#filters): one toggle button per category (aria-pressed); several
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
      <ChipList>
        {categories.map((category) => (
          <li key={category.databaseId}>
            <Toggle type="button" aria-pressed={selected.includes(category.slug)} onClick={() => onToggle(category.slug)}>
              {category.name}
            </Toggle>
          </li>
        ))}
      </ChipList>
    </Group>
  );
}
