import type { FieldInput } from '../types';
import { inputName, visibleInputs } from '../values';
import { useFieldBinding } from './binding';
import { FieldShell } from './FieldShell';
import { errorId, validityAttributes } from './ids';
import { ErrorText, FieldWrapper, Input, Select, SubInputs, SubLabel } from './styles';
import type { FieldProps } from './types';

/** Autocomplete tokens for GF's name and address sub-input keys. */
const autoCompleteByKey: Record<string, string> = {
  prefix: 'honorific-prefix',
  first: 'given-name',
  middle: 'additional-name',
  last: 'family-name',
  suffix: 'honorific-suffix',
  street: 'address-line1',
  lineTwo: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country-name',
};

interface SubInputProps extends Omit<FieldProps, 'headingLevel'> {
  input: FieldInput;
}

/** One sub-input with its own (custom) label, placeholder, error and, for the name prefix, choices. */
function SubInput({ field, input, id: fieldId, errors, disabled }: SubInputProps) {
  const { register } = useFieldBinding();
  const name = inputName(input.id);
  const id = `${fieldId}-${input.id.replace(/\./g, '-')}`;
  const error = errors[name];
  const common = {
    id,
    required: field.isRequired,
    disabled,
    autoComplete: autoCompleteByKey[input.key],
    ...validityAttributes(id, error, undefined),
    $invalid: !!error,
    ...register(name),
  };
  return (
    <FieldWrapper>
      <SubLabel htmlFor={id}>{input.customLabel || input.label}</SubLabel>
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
      {input.choices.length > 0 ? (
        <Select {...common}>
          <option value="">{input.placeholder || 'Maak een keuze'}</option>
          {input.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.text}
            </option>
          ))}
        </Select>
      ) : (
        <Input type="text" placeholder={input.placeholder || undefined} {...common} />
      )}
    </FieldWrapper>
  );
}

/**
 * name and address: a group of sub-inputs, each its own value (`input_2_3`, `input_24_6`);
 * hidden sub-inputs are left out. A message for the whole field (the server's) shows below the legend.
 */
export function SubInputField(props: FieldProps) {
  const { field, name, id, errors } = props;
  return (
    <FieldShell field={field} id={id} error={errors[name]} group>
      <SubInputs>
        {visibleInputs(field).map((input) => (
          <SubInput key={input.id} {...props} input={input} />
        ))}
      </SubInputs>
    </FieldShell>
  );
}
