import styled from 'styled-components';
import { Button } from '../ui/Button';
import { cssTheme } from '../styles/theme';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${cssTheme.space.md};
  margin-top: ${cssTheme.space.xl};
`;

export interface PaginationProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Previous/next for the cursor pagination (docs/behaviour/kennisbank.md#paging); nothing when there is one page. */
export function Pagination({ hasPrevious, hasNext, onPrevious, onNext }: PaginationProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Nav aria-label="Paginering">
      <Button type="button" appearance="subtle" disabled={!hasPrevious} onClick={onPrevious}>
        <span aria-hidden="true">←</span> Vorige
      </Button>
      <Button type="button" appearance="subtle" disabled={!hasNext} onClick={onNext}>
        Volgende <span aria-hidden="true">→</span>
      </Button>
    </Nav>
  );
}
