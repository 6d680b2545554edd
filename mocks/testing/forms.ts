/** Builders for the engine's unit tests: a field or form with only what a test cares about. */
import type { FieldDefinition, FieldInput, FormDefinition } from '../../src/forms/types';

export function field(overrides: Partial<FieldDefinition> & Pick<FieldDefinition, 'id' | 'type'>): FieldDefinition {
  return {
    label: `Veld ${overrides.id}`,
    isRequired: false,
    errorMessage: '',
    placeholder: '',
    cssClass: '',
    maxLength: 0,
    description: '',
    labelHidden: false,
    visibility: 'VISIBLE',
    conditionalLogic: null,
    choices: [],
    inputs: [],
    checkboxLabel: '',
    content: '',
    allowedExtensions: [],
    canAcceptMultipleFiles: false,
    maxFileSize: 0,
    maxFiles: 0,
    rangeMin: null,
    rangeMax: null,
    defaultCountry: '',
    defaultProvince: '',
    defaultState: '',
    hasColumns: false,
    columns: [],
    dateFormat: '',
    pageNumber: 1,
    ...overrides,
  };
}

export function input(id: string, overrides: Partial<FieldInput> = {}): FieldInput {
  return {
    id,
    key: '',
    label: `Invoer ${id}`,
    customLabel: '',
    isHidden: false,
    placeholder: '',
    choices: [],
    defaultValue: '',
    ...overrides,
  };
}

export function form(fields: FieldDefinition[], overrides: Partial<FormDefinition> = {}): FormDefinition {
  return {
    formId: 99,
    title: 'Testformulier',
    description: '',
    apiURL: 'https://wp.example/wp-json/gf/v2/forms/99',
    fields,
    confirmations: [{ type: 'MESSAGE', isDefault: true, message: '<p>Bedankt</p>', url: '', queryString: '' }],
    submitButton: { text: 'Verstuur' },
    labelPlacement: 'TOP',
    ...overrides,
  };
}

export const choices = (...values: string[]) => values.map((value) => ({ text: value, value }));
