import styled, { css } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { cssTheme } from '../../styles/theme';

/** One field: its label, description, error and control stacked. */
export const FieldWrapper = styled.div`
  display: grid;
  gap: ${cssTheme.space.xs};
  min-width: 0;
`;

/** A group of controls (radio, checkbox, name, address, list, consent): a fieldset without the browser's frame. */
export const FieldSet = styled.fieldset`
  display: grid;
  gap: ${cssTheme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const labelStyle = css`
  padding: 0;
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

export const Label = styled.label`
  ${labelStyle}
`;

export const Legend = styled.legend`
  ${labelStyle}
  /* A legend is not a grid item: give the gap it would have had. */
  margin-bottom: ${cssTheme.space.xs};
`;

/** The visible required mark; the control itself carries the required state for screen readers. */
export const RequiredMark = styled.span`
  margin-left: ${cssTheme.space.xs};
  color: ${cssTheme.colors.orange};
`;

export const Description = styled.div`
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};

  & p {
    margin: 0;
  }

  & a {
    color: inherit;
  }
`;

/**
 * A field's error. It appears when focus leaves the field (or on submit): role="alert" has screen
 * readers announce it as it appears (WCAG 4.1.3), not only when the field is focused again
 * through aria-describedby. An alert is read out on insertion, where a polite live region would
 * have to exist, empty, beforehand.
 */
export const ErrorText = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  font-size: ${cssTheme.fontSizes.small};
  font-weight: 700;
  color: ${cssTheme.colors.warning};
`;

export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.warning : theme.colors.textMuted)};
  border-radius: ${cssTheme.radii.small};
  font: inherit;
  color: ${cssTheme.colors.text};
  background: ${cssTheme.colors.white};
  transition: ${transitionOf('border-color')};

  &::placeholder {
    color: ${cssTheme.colors.textMuted};
  }

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
    outline-offset: 1px;
  }

  &:disabled {
    background: ${cssTheme.colors.surface};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 8rem;
  resize: vertical;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}

  &[multiple] {
    min-height: 10rem;
  }
`;

/** A checkbox or radio with its label beside it. */
export const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${cssTheme.space.sm};
  min-height: 32px;
  cursor: pointer;

  & input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    accent-color: ${cssTheme.colors.orange};
  }

  & a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** Sub-inputs (name, address) side by side where there is room. */
export const SubInputs = styled.div`
  display: grid;
  gap: ${cssTheme.space.md};

  ${cssTheme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const SubLabel = styled.label`
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.text};
`;
