/**
 * What a visitor filled in, as a person reads it: every field the visitor saw and filled, in the
 * form's order, with its label and its value as text (a choice's text rather than its value, the
 * parts of a name or address together). For a mail or a log of a submission, where the form's
 * definition, not a hand-written list, decides what is there.
 */
import { activeFields } from './conditions';
import type { Choice, FieldDefinition, FormDefinition, FormValue, FormValues } from './types';
import { checkboxSelection, hasSubInputValues, inputName, isDisplayOnly, visibleInputs } from './values';

export interface FilledField {
  /** The field's GF id. */
  id: number;
  type: string;
  label: string;
  /** One line, or several for a paragraph or a list. */
  value: string;
}

/** A field's label as a person reads it; a field without one is named by its id. */
export const fieldLabel = (field: Pick<FieldDefinition, 'id' | 'label'>): string => field.label.trim() || `Veld ${field.id}`;

/** What the visitor sees for a consent that is given. */
export const CONSENT_GIVEN = 'Ja';

function text(value: FormValue): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
}

const choiceText = (choices: readonly Choice[], value: string) => choices.find((choice) => choice.value === value)?.text ?? value;

function listText(field: FieldDefinition, value: FormValue): string {
  if (!Array.isArray(value)) return text(value);
  const columns = field.hasColumns ? field.columns : [];
  const rows = (value as unknown[]).map((row) => {
    const cells = (Array.isArray(row) ? row : [row]).map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
    if (columns.length === 0) return cells.join(', ');
    return cells
      .map((cell, index) => (cell ? `${columns[index]?.text ?? ''}: ${cell}`.replace(/^: /, '') : ''))
      .filter(Boolean)
      .join('; ');
  });
  return rows.filter(Boolean).join('\n');
}

function fieldText(field: FieldDefinition, values: FormValues): string {
  if (hasSubInputValues(field)) {
    const parts = visibleInputs(field)
      .map((input) => text(values[inputName(input.id)]))
      .filter(Boolean);
    return parts.join(field.type === 'address' ? ', ' : ' ');
  }
  const value = values[inputName(field.id)];
  switch (field.type) {
    case 'consent':
      return value === true || value === '1' || value === 'true' ? CONSENT_GIVEN : '';
    case 'checkbox':
      return checkboxSelection(value)
        .map((item) => choiceText(field.choices, item))
        .join(', ');
    case 'multiselect':
      return (Array.isArray(value) ? (value as unknown[]) : [value])
        .filter((item): item is string => typeof item === 'string' && item !== '')
        .map((item) => choiceText(field.choices, item))
        .join(', ');
    case 'select':
    case 'radio':
      return text(value) && choiceText(field.choices, text(value));
    case 'list':
      return listText(field, value);
    case 'fileupload':
      return '';
    default:
      return text(value);
  }
}

/** Every filled field the visitor could see (visibility and conditional logic applied), in order. */
export function filledFields(definition: FormDefinition, values: FormValues): FilledField[] {
  return activeFields(definition, values)
    .filter((field) => !isDisplayOnly(field))
    .map((field) => ({ id: field.id, type: field.type, label: fieldLabel(field), value: fieldText(field, values) }))
    .filter((field) => field.value !== '');
}
