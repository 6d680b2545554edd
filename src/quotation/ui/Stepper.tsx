import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';

export interface StepperProps {
  /** The visible label ('Aantal', 'Extra RAM (1 GB)'). */
  label: string;
  /** The accessible name of the input when the visible label is not enough ('Aantal VPS Gold'). */
  inputLabel?: string;
  value: number;
  min: number;
  max: number;
  /** Minus; the builder decides what it means at the minimum (the amount's minus removes the line). */
  onDecrement: () => void;
  onIncrement: () => void;
  /** A number typed into the input, committed on Enter or when the input loses focus. */
  onCommit: (value: number) => void;
  /** Minus stays usable at the minimum (the amount: it removes the line). */
  decrementAtMin?: boolean;
  decrementLabel: string;
  incrementLabel: string;
  /** A note after the control ('+ € 10,00 /mnd', 'max. 4'). */
  hint?: string;
  /** The input's id, for a banner or a test to point at. */
  id?: string;
  'data-testid'?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssTheme.space.sm} ${cssTheme.space.md};
`;

const Label = styled.label`
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.text};
`;

const Hint = styled.span`
  display: block;
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};
`;

const Controls = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.button};
  background: ${cssTheme.colors.background};
  overflow: hidden;
`;

const StepButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  background: transparent;
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.lead};
  font-weight: 700;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${cssTheme.colors.surface};
  }

  &:disabled {
    color: ${cssTheme.colors.border};
    cursor: default;
  }
`;

const Input = styled.input`
  width: 3.25rem;
  border: 0;
  border-inline: 1px solid ${cssTheme.colors.border};
  text-align: center;
  font: inherit;
  font-weight: 700;
  color: ${cssTheme.colors.navy};
  background: transparent;
  appearance: textfield;

  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    appearance: none;
    margin: 0;
  }
`;

/**
 * A quantity control: minus, a number input and plus, each a real control with a Dutch name.
 * Typing is kept as a draft and committed on Enter or blur (so typing '12' does not pass
 * through '1'); an emptied input goes back to the value. The buttons step at once.
 */
export function Stepper({
  label,
  inputLabel,
  value,
  min,
  max,
  onDecrement,
  onIncrement,
  onCommit,
  decrementAtMin = false,
  decrementLabel,
  incrementLabel,
  hint,
  id,
  'data-testid': testId,
}: StepperProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  // What is typed, for the value it was typed over: a new value (a button, the reducer's clamp) drops it.
  const [typed, setTyped] = useState<{ text: string; over: number } | null>(null);
  const draft = typed && typed.over === value ? typed.text : null;
  const setDraft = (text: string | null) => setTyped(text === null ? null : { text, over: value });

  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    setDraft(null);
    if (text === '') return;
    const number = Number(text.replace(',', '.'));
    if (Number.isFinite(number)) onCommit(Math.trunc(number));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <Root data-testid={testId}>
      <Label htmlFor={inputId}>
        {label}
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </Label>
      <Controls>
        <StepButton type="button" aria-label={decrementLabel} disabled={!decrementAtMin && value <= min} onClick={onDecrement}>
          <span aria-hidden="true">−</span>
        </StepButton>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={decrementAtMin ? 0 : min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          aria-label={inputLabel}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <StepButton type="button" aria-label={incrementLabel} disabled={value >= max} onClick={onIncrement}>
          <span aria-hidden="true">+</span>
        </StepButton>
      </Controls>
    </Root>
  );
}
