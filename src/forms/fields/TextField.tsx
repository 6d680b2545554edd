import type { HTMLInputTypeAttribute } from 'react';
import { useFieldBinding } from './binding';
import { FieldShell } from './FieldShell';
import { validityAttributes } from './ids';
import { Input, TextArea } from './styles';
import type { FieldProps } from './types';

/** The input type and keyboard per GF type; validation itself is the schema's (the form has noValidate). */
const inputTypes: Record<
  string,
  { type: HTMLInputTypeAttribute; inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'decimal'; autoComplete?: string }
> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  website: { type: 'url', autoComplete: 'url' },
  number: { type: 'number', inputMode: 'decimal' },
  // A text input in the field's own format (dd-mm-jjjj): what GF parses, typed like any text.
  date: { type: 'text', inputMode: 'numeric' },
};

/** text, email, phone, website, number and date: one input. */
export function TextField({ field, name, id, errors, disabled }: FieldProps) {
  const { register } = useFieldBinding();
  const error = errors[name];
  const { type, inputMode, autoComplete } = inputTypes[field.type] ?? { type: 'text' };
  return (
    <FieldShell field={field} id={id} error={error}>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={field.placeholder || undefined}
        maxLength={field.maxLength > 0 ? field.maxLength : undefined}
        min={field.type === 'number' && field.rangeMin != null ? field.rangeMin : undefined}
        max={field.type === 'number' && field.rangeMax != null ? field.rangeMax : undefined}
        required={field.isRequired}
        {...validityAttributes(id, error, field.description)}
        disabled={disabled}
        $invalid={!!error}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** textarea: several lines, maxLength 0 = no limit. */
export function TextAreaField({ field, name, id, errors, disabled }: FieldProps) {
  const { register } = useFieldBinding();
  const error = errors[name];
  return (
    <FieldShell field={field} id={id} error={error}>
      <TextArea
        id={id}
        rows={5}
        placeholder={field.placeholder || undefined}
        maxLength={field.maxLength > 0 ? field.maxLength : undefined}
        required={field.isRequired}
        {...validityAttributes(id, error, field.description)}
        disabled={disabled}
        $invalid={!!error}
        {...register(name)}
      />
    </FieldShell>
  );
}
