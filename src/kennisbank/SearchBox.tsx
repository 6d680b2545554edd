import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { MAX_QUERY_LENGTH } from '../lib/listing-params';
import { cssTheme } from '../styles/theme';

export const SEARCH_LABEL = 'Zoeken in artikelen';

const Form = styled.form`
  display: grid;
  gap: ${cssTheme.space.sm};
`;

const Label = styled.label`
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.sm};
  align-items: center;
`;

const Input = styled.input`
  flex: 1 1 14rem;
  min-width: 0;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border: 1px solid ${cssTheme.colors.textMuted};
  border-radius: ${cssTheme.radii.small};
  font: inherit;
  color: ${cssTheme.colors.text};
  background: ${cssTheme.colors.background};

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface SearchBoxProps {
  /** The query in the URL (_q). */
  query: string;
  onSearch(query: string): void;
}

/**
 * The search box for _q (docs/behaviour/kennisbank.md#search): a search landmark whose form
 * submits on Enter; 'Wissen' clears the query. Without JavaScript the form still sends ?_q=…
 * (a GET to the same page).
 */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const inputId = useId();
  const [value, setValue] = useState(query);
  // A query from the URL (reload, back/forward, a cleared filter) shows in the box.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  const clear = () => {
    setValue('');
    onSearch('');
  };

  return (
    <Form role="search" aria-label={SEARCH_LABEL} method="get" onSubmit={submit}>
      <Label htmlFor={inputId}>{SEARCH_LABEL}</Label>
      <Row>
        <Input
          id={inputId}
          type="search"
          name="_q"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Bijvoorbeeld: back-up"
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" appearance="primary">
          Zoeken
        </Button>
        {(value || query) && (
          <Button type="button" appearance="subtle" onClick={clear}>
            Wissen
          </Button>
        )}
      </Row>
    </Form>
  );
}
