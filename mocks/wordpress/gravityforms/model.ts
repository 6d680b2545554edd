/**
 * The fixture forms (mocks/content/forms.ts) as WPGraphQL for Gravity Forms objects:
 * GfForm nodes and their form fields.
 */
import type { GfField, GfForm } from '../../content/types.ts';
import { listConnection, type ConnectionArgs } from '../connection.ts';
import { FORM_FIELD_TYPES } from './schema.ts';

const upper = (value: string | null | undefined) => (value ? value.toUpperCase() : null);
const LABEL_PLACEMENT: Record<string, string> = { top_label: 'TOP', hidden_label: 'HIDDEN_LABEL', hidden: 'HIDDEN' };

const fieldNode = (field: GfField) => ({
  ...field,
  __typename: FORM_FIELD_TYPES[field.type]?.typename ?? 'TextField',
  databaseId: field.id,
  type: upper(field.type),
  labelPlacement: field.labelPlacement ? LABEL_PLACEMENT[field.labelPlacement] ?? 'TOP' : 'TOP',
  visibility: upper(field.visibility ?? 'visible'),
  inputs: field.inputs?.map((input) => ({ ...input, id: Number(input.id) })) ?? null,
  // A list field's columns are its choices, as in Gravity Forms.
  ...(field.type === 'list'
    ? { hasColumns: (field.listColumns?.length ?? 0) > 0, choices: field.listColumns?.map((column) => ({ text: column, value: column })) ?? null }
    : {}),
});

export const formNode = (form: GfForm) => ({
  __typename: 'GfForm',
  id: Buffer.from(`gf_form:${form.databaseId}`).toString('base64'),
  databaseId: form.databaseId,
  title: form.title,
  description: form.description ?? null,
  cssClass: form.cssClass ?? null,
  isActive: true,
  formFields: (args: ConnectionArgs) => listConnection(args, form.fields.map(fieldNode)),
  confirmations: form.confirmations,
  submitButton: form.submitButton,
});
