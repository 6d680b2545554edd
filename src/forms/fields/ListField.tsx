import { useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { FormValue } from '../types';
import { useFieldBinding, valueProps } from './binding';
import { FieldShell } from './FieldShell';
import { validityAttributes } from './ids';
import { Input } from './styles';
import type { FieldProps } from './types';
import { cssTheme } from '../../styles/theme';

const Rows = styled.div`
  display: grid;
  gap: ${cssTheme.space.sm};
`;

const Row = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)) auto auto;
  gap: ${cssTheme.space.sm};
  align-items: center;
`;

const ColumnHeads = styled(Row)`
  font-size: ${cssTheme.fontSizes.small};
  font-weight: 700;
  color: ${cssTheme.colors.text};
`;

const RowButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${cssTheme.colors.textMuted};
  border-radius: 50%;
  font: inherit;
  font-size: ${cssTheme.fontSizes.lead};
  line-height: 1;
  color: ${cssTheme.colors.navy};
  background: ${cssTheme.colors.white};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Keeps a row's place when it has no button (the first row has no remove, only the last an add). */
const Spacer = styled.span`
  width: 44px;
`;

/** The rows in the state: one column is a list of strings, several columns a list of cell lists. */
function rowsOf(value: FormValue, columns: number): string[][] {
  const rows = Array.isArray(value) ? (value as unknown[]).map((row) => (Array.isArray(row) ? row.map(String) : [String(row ?? '')])) : [];
  const filled = rows.length > 0 ? rows : [Array<string>(columns).fill('')];
  return filled.map((row) => Array.from({ length: columns }, (_, index) => row[index] ?? ''));
}

/**
 * list: rows of one or more columns (docs/behaviour/forms.md#field-types). A plus on the last row adds a row, every row
 * but the first can be removed; focus follows so the keyboard never loses its place.
 */
export function ListField({ field, name, id, errors, disabled }: FieldProps) {
  const bound = useFieldBinding().useField(name);
  const { value, onChange, ref } = bound;
  const container = useRef<HTMLDivElement>(null);
  const error = errors[name];
  const columns = field.hasColumns && field.columns.length > 0 ? field.columns : [];
  const columnCount = Math.max(1, columns.length);
  const rows = rowsOf(value as FormValue, columnCount);

  const commit = (next: string[][]) => onChange(columns.length > 0 ? next : next.map((row) => row[0] ?? ''));
  const focusRow = (index: number) =>
    requestAnimationFrame(() => container.current?.querySelectorAll<HTMLInputElement>(`[data-row="${index}"]`)[0]?.focus());
  const setCell = (rowIndex: number, columnIndex: number, value: string) =>
    commit(rows.map((row, index) => (index === rowIndex ? row.map((cell, cellIndex) => (cellIndex === columnIndex ? value : cell)) : row)));
  const addRow = () => {
    commit([...rows, Array<string>(columnCount).fill('')]);
    focusRow(rows.length);
  };
  const removeRow = (rowIndex: number) => {
    commit(rows.filter((_, index) => index !== rowIndex));
    focusRow(rowIndex - 1);
  };

  const cellLabel = (columnIndex: number, rowIndex: number) => `${columns[columnIndex]?.text ?? field.label}, regel ${rowIndex + 1}`;

  return (
    <FieldShell field={field} id={id} error={error} group>
      <Rows ref={container}>
        {columns.length > 0 && (
          <ColumnHeads $columns={columnCount} aria-hidden="true">
            {columns.map((column) => (
              <span key={column.value}>{column.text}</span>
            ))}
          </ColumnHeads>
        )}
        {rows.map((row, rowIndex) => (
          // Rows have no identity of their own but their place.
          <Row key={rowIndex} $columns={columnCount}>
            {row.map((cell, columnIndex) => {
              const cellId = `${id}-${rowIndex}-${columnIndex}`;
              return (
                <span key={columnIndex}>
                  <VisuallyHidden as="label" htmlFor={cellId}>
                    {cellLabel(columnIndex, rowIndex)}
                  </VisuallyHidden>
                  <Input
                    id={cellId}
                    data-row={rowIndex}
                    type="text"
                    placeholder={field.placeholder || undefined}
                    {...valueProps(bound, cell, (next) => setCell(rowIndex, columnIndex, next))}
                    ref={rowIndex === 0 && columnIndex === 0 ? ref : undefined}
                    disabled={disabled}
                    {...validityAttributes(id, error, field.description)}
                    $invalid={!!error}
                  />
                </span>
              );
            })}
            {rowIndex > 0 ? (
              <RowButton
                id={`${id}-${rowIndex}-remove`}
                type="button"
                onClick={() => removeRow(rowIndex)}
                disabled={disabled}
                aria-label={`Regel ${rowIndex + 1} verwijderen`}
              >
                −
              </RowButton>
            ) : (
              <Spacer />
            )}
            {rowIndex === rows.length - 1 ? (
              <RowButton id={`${id}-add`} type="button" onClick={addRow} disabled={disabled} aria-label="Regel toevoegen">
                +
              </RowButton>
            ) : (
              <Spacer />
            )}
          </Row>
        ))}
      </Rows>
    </FieldShell>
  );
}
