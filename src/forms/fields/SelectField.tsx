import { useFieldBinding } from './binding';
import { FieldShell } from './FieldShell';
import { validityAttributes } from './ids';
import { Select } from './styles';
import type { FieldProps } from './types';

/** select (one choice; the placeholder is the empty first option) and multiselect (value: a list, docs/behaviour/forms.md#field-types). */
export function SelectField({ field, name, id, errors, disabled }: FieldProps) {
  const { register } = useFieldBinding();
  const error = errors[name];
  const multiple = field.type === 'multiselect';
  return (
    <FieldShell field={field} id={id} error={error}>
      <Select
        id={id}
        multiple={multiple}
        required={field.isRequired}
        {...validityAttributes(id, error, field.description)}
        disabled={disabled}
        $invalid={!!error}
        {...register(name)}
      >
        {!multiple && <option value="">{field.placeholder || 'Maak een keuze'}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
