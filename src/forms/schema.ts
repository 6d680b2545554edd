/**
 * The yup schema of a form (docs/behaviour/forms.md#validation), built from its definition and the current values: only
 * fields that are rendered (visibility VISIBLE) and shown by conditional logic are validated, so
 * a conditional field's required rule applies only while its IS/IS_NOT condition holds. Keys are
 * the input names of values.ts (`input_11`, name/address sub-inputs `input_2_3`).
 *
 * Messages: the field's errorMessage when the editor set one, else the language's message
 * (messages.ts). Custom schemas per input name override the built one.
 */
import * as yup from 'yup';
import { activeFields } from './conditions';
import { messagesFor, type MessageTable } from './messages';
import type { FieldDefinition, FormDefinition, FormValue, FormValues, Language } from './types';
import { hasSubInputValues, inputName, isDisplayOnly, isFilled, PHONE_MAX_LENGTH, visibleInputs } from './values';

export { PHONE_MAX_LENGTH };

export interface SchemaOptions {
  /** Message language; nl by default (docs/behaviour/forms.md#validation-messages). */
  language?: Language;
  /** The current values, for conditional logic; without them fields with logic are judged on empty values. */
  values?: FormValues;
  /** Custom schemas by input name ('input_11', 'input_2_3'); they replace the built schema for that key. */
  overrides?: Record<string, yup.AnySchema>;
}

export type FormSchema = yup.ObjectSchema<yup.AnyObject>;

/** Address line 2 is optional in GF even when the field is required (GF_Field_Address::validate). */
const OPTIONAL_ADDRESS_KEYS = new Set(['lineTwo', 'address2']);

/** Phone: GF's maxLength setting is not offered for phone; the site caps it at 10 (docs/behaviour/forms.md#validation). */
export function phoneMaxLength(field: FieldDefinition): number {
  return field.maxLength > 0 ? Math.min(field.maxLength, PHONE_MAX_LENGTH) : PHONE_MAX_LENGTH;
}

function text(value: FormValue): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

function isBlank(value: FormValue): boolean {
  return text(value).trim() === '';
}

function isConsentGiven(value: unknown): boolean {
  return value === true || value === '1' || value === 'true' || value === 1;
}

function fileList(value: unknown): { name: string; size: number }[] {
  const items = Array.isArray(value) ? value : value == null || value === '' ? [] : [value];
  return items.filter(
    (item): item is { name: string; size: number } => typeof item === 'object' && item !== null && 'name' in item && 'size' in item,
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A string schema with the required and length rules (docs/behaviour/forms.md#validation). */
function textSchema(field: FieldDefinition, table: MessageTable, maxLength: number): yup.AnySchema {
  let schema = yup.string().default('');
  if (field.isRequired) schema = schema.trim().required(field.errorMessage || table.required);
  if (maxLength > 0) schema = schema.max(maxLength, ({ max }) => field.errorMessage || table.maxLength(max as number));
  return schema;
}

function fieldSchema(field: FieldDefinition, table: MessageTable): yup.AnySchema | null {
  const required = field.errorMessage || table.required;
  switch (field.type) {
    case 'email':
      return textSchema(field, table, 0).test('email', field.errorMessage || table.emailInvalid, (value) =>
        isBlank(value) ? true : yup.string().email().isValidSync(String(value).trim()),
      );
    case 'website':
      return textSchema(field, table, 0).test('url', field.errorMessage || table.websiteInvalid, (value) =>
        isBlank(value) ? true : yup.string().url().isValidSync(String(value).trim()),
      );
    case 'phone':
      return textSchema(field, table, phoneMaxLength(field));
    case 'number':
      return yup
        .mixed()
        .test('required', required, (value) => !field.isRequired || !isBlank(value as FormValue))
        .test(
          'number',
          field.errorMessage || table.number,
          (value) => isBlank(value as FormValue) || Number.isFinite(Number(text(value as FormValue).replace(',', '.'))),
        )
        .test(
          'min',
          field.errorMessage || table.minNumber(field.rangeMin ?? 0),
          (value) =>
            field.rangeMin == null || isBlank(value as FormValue) || !(Number(text(value as FormValue).replace(',', '.')) < field.rangeMin),
        )
        .test(
          'max',
          field.errorMessage || table.maxNumber(field.rangeMax ?? 0),
          (value) =>
            field.rangeMax == null || isBlank(value as FormValue) || !(Number(text(value as FormValue).replace(',', '.')) > field.rangeMax),
        );
    case 'consent':
      return yup.mixed().test('consent', field.errorMessage || table.consent, (value) => isConsentGiven(value));
    case 'multiselect':
      return yup
        .array()
        .of(yup.string())
        .transform((value: unknown) => (Array.isArray(value) ? value : value ? [value] : []))
        .test('required', required, (value) => !field.isRequired || (value ?? []).some((item) => item !== '' && item != null));
    case 'checkbox':
    case 'list':
      return yup.mixed().test('required', required, (value) => !field.isRequired || isFilled(value as FormValue));
    case 'fileupload':
      return yup
        .mixed()
        .test('required', required, (value) => !field.isRequired || fileList(value).length > 0)
        .test('count', field.errorMessage || table.default, (value) =>
          field.canAcceptMultipleFiles ? field.maxFiles <= 0 || fileList(value).length <= field.maxFiles : fileList(value).length <= 1,
        )
        .test(
          'extension',
          field.errorMessage || table.default,
          (value) =>
            field.allowedExtensions.length === 0 ||
            fileList(value).every((file) => field.allowedExtensions.includes(extensionOf(file.name))),
        )
        .test(
          'size',
          field.errorMessage || table.default,
          (value) => field.maxFileSize <= 0 || fileList(value).every((file) => file.size <= field.maxFileSize * 1024 * 1024),
        );
    case 'text':
    case 'textarea':
      return textSchema(field, table, field.maxLength);
    default:
      // select, radio, date, hidden and injected types: a string, required when the field is.
      return yup.mixed().test('required', required, (value) => !field.isRequired || isFilled(value as FormValue));
  }
}

/** The schemas of one field by input name: one key, or one per visible name/address sub-input. */
export function fieldSchemas(field: FieldDefinition, language: Language = 'nl'): Record<string, yup.AnySchema> {
  const table = messagesFor(language);
  if (isDisplayOnly(field)) return {};
  if (hasSubInputValues(field)) {
    const schemas: Record<string, yup.AnySchema> = {};
    for (const input of visibleInputs(field)) {
      const optional = field.type === 'address' && OPTIONAL_ADDRESS_KEYS.has(input.key);
      schemas[inputName(input.id)] = textSchema({ ...field, isRequired: field.isRequired && !optional }, table, 0);
    }
    return schemas;
  }
  const schema = fieldSchema(field, table);
  return schema ? { [inputName(field.id)]: schema } : {};
}

/** The form's schema for the current values (docs/behaviour/forms.md#validation). */
export function buildSchema(definition: FormDefinition, options: SchemaOptions = {}): FormSchema {
  const { language = 'nl', values = {}, overrides = {} } = options;
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of activeFields(definition, values)) Object.assign(shape, fieldSchemas(field, language));
  for (const [name, schema] of Object.entries(overrides)) if (name in shape) shape[name] = schema;
  return yup.object(shape);
}

/** Field-level messages of a validation run, by input name (first message per key), in the language. */
export function validationErrors(error: unknown): Record<string, string> {
  if (!(error instanceof yup.ValidationError)) return {};
  const errors: Record<string, string> = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const item of all) if (item.path && !(item.path in errors)) errors[item.path] = item.message;
  return errors;
}

/** Validates the values synchronously (all fields, not only touched ones) and returns the messages by input name. */
export function validateValues(
  definition: FormDefinition,
  values: FormValues,
  options: Omit<SchemaOptions, 'values'> = {},
): Record<string, string> {
  try {
    buildSchema(definition, { ...options, values }).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return validationErrors(error);
  }
}
