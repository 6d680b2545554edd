/**
 * The fixture forms (mocks/content/forms.ts) as the engine's FormDefinition, for the form and
 * field stories: the same shapes normalize.ts makes of the GraphQL answer, built straight from
 * the fixtures so a story can also make single fields of every kind.
 */
import { findForm, WORDPRESS_URL } from '../../mocks/content/index.ts';
import type { GfField, GfForm } from '../../mocks/content/types.ts';
import type { FieldDefinition, FormDefinition } from '../../src/forms/types';

const upper = <T extends string>(value: string | null | undefined, fallback: T): T => (value ? (value.toUpperCase() as T) : fallback);

export function toFieldDefinition(field: GfField): FieldDefinition {
  const columns = (field.listColumns ?? []).map((text) => ({ text, value: text }));
  return {
    id: field.id,
    type: field.type,
    label: field.customLabel || field.label,
    isRequired: field.isRequired,
    errorMessage: field.errorMessage ?? '',
    placeholder: field.placeholder ?? '',
    cssClass: field.cssClass ?? '',
    maxLength: field.type === 'phone' ? Math.min(field.maxLength || 10, 10) : (field.maxLength ?? 0),
    description: field.description ?? '',
    labelHidden: field.labelPlacement === 'hidden_label' || field.labelPlacement === 'hidden',
    visibility: upper(field.visibility, 'VISIBLE'),
    conditionalLogic: field.conditionalLogic
      ? { ...field.conditionalLogic, rules: field.conditionalLogic.rules.map((rule) => ({ ...rule, fieldId: String(rule.fieldId) })) }
      : null,
    choices: (field.choices ?? []).map(({ text, value }) => ({ text, value })),
    inputs: (field.inputs ?? []).map((input) => ({
      id: input.id,
      key: input.key ?? '',
      label: input.label,
      customLabel: '',
      isHidden: input.isHidden ?? false,
      placeholder: input.placeholder ?? '',
      choices: (input.choices ?? []).map(({ text, value }) => ({ text, value })),
      defaultValue: input.key === 'country' ? (field.defaultCountry ?? '') : '',
    })),
    checkboxLabel: field.checkboxLabel ?? '',
    allowedExtensions: field.allowedExtensions ?? [],
    canAcceptMultipleFiles: field.canAcceptMultipleFiles ?? false,
    maxFileSize: field.maxFileSize ?? 0,
    maxFiles: 0,
    rangeMin: field.rangeMin ?? null,
    rangeMax: field.rangeMax ?? null,
    defaultCountry: field.defaultCountry ?? '',
    defaultProvince: field.defaultProvince ?? '',
    defaultState: field.defaultState ?? '',
    hasColumns: columns.length > 0,
    columns,
    dateFormat: field.dateFormat ?? '',
    pageNumber: 1,
  };
}

export function toFormDefinition(form: GfForm): FormDefinition {
  return {
    formId: form.databaseId,
    title: form.title,
    description: form.description ?? '',
    apiURL: `${WORDPRESS_URL}/wp-json/gf/v2/forms/${form.databaseId}`,
    fields: form.fields.map(toFieldDefinition),
    confirmations: form.confirmations.map((confirmation) => ({
      type: confirmation.type,
      isDefault: confirmation.isDefault,
      message: confirmation.message ?? '',
      url: confirmation.url ?? '',
      queryString: confirmation.queryString ?? '',
    })),
    submitButton: { text: form.submitButton?.text ?? 'Verstuur' },
    labelPlacement: 'TOP',
  };
}

/** A fixture form by id, as the engine sees it. */
export function fixtureForm(formId: number): FormDefinition {
  const form = findForm(formId);
  if (!form) throw new Error(`no fixture form ${formId}`);
  return toFormDefinition(form);
}

/** One field of a fixture form, alone in a form of its own (for the field stories). */
export function singleFieldForm(formId: number, fieldId: number, overrides: Partial<FieldDefinition> = {}): FormDefinition {
  const form = fixtureForm(formId);
  const field = form.fields.find((candidate) => candidate.id === fieldId);
  if (!field) throw new Error(`no field ${fieldId} in fixture form ${formId}`);
  return { ...form, fields: [{ ...field, ...overrides }] };
}
