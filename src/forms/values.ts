/**
 * Form state: input names (docs/behaviour/forms.md#form-state), default values, prefill (docs/behaviour/forms.md#prefill-and-default-values)
 * and the layout rule of forms 1, 4 and 5 (docs/behaviour/forms.md#field-layout).
 */
import { gfCountryName } from './countries';
import type { FieldDefinition, FieldInput, FormDefinition, FormValue, FormValues } from './types';

/** docs/behaviour/forms.md#the-form-definition: phone maxLength 10. */
export const PHONE_MAX_LENGTH = 10;

/** `input_11` for field 11, `input_24_6` for sub-input '24.6' (docs/behaviour/forms.md#form-state; PHP turns '.' in post names into '_'). */
export function inputName(id: number | string): string {
  return `input_${String(id).replace(/\./g, '_')}`;
}

/** Field types whose sub-inputs are separate values in the state (name, address). */
export function hasSubInputValues(field: FieldDefinition): boolean {
  return (field.type === 'name' || field.type === 'address') && field.inputs.length > 0;
}

/** The sub-inputs a visitor fills in (GF's isHidden sub-inputs are not rendered, validated or sent). */
export function visibleInputs(field: FieldDefinition): FieldInput[] {
  return field.inputs.filter((input) => !input.isHidden);
}

/** Types that hold no value (display only). */
const DISPLAY_ONLY = new Set(['section', 'html', 'page']);

export function isDisplayOnly(field: FieldDefinition): boolean {
  return DISPLAY_ONLY.has(field.type);
}

/** An address field's country sub-input (24.6). */
export function isCountryInput(input: Pick<FieldInput, 'id' | 'key'>): boolean {
  return input.key === 'country' || input.id.endsWith('.6');
}

/**
 * The address sub-input GF pre-fills from the field's default province/state (24.4) and country
 * (24.6) — docs/behaviour/forms.md#prefill-and-default-values. The country as GF stores and reads it, the name of its list ('Netherlands'),
 * though WPGraphQL answers defaultCountry as the code ('NL').
 */
function addressDefault(field: FieldDefinition, input: FieldInput): string {
  if (isCountryInput(input)) return gfCountryName(input.defaultValue || field.defaultCountry);
  if (input.defaultValue) return input.defaultValue;
  if (input.key === 'state' || input.id.endsWith('.4')) return field.defaultProvince || field.defaultState;
  return '';
}

/**
 * The state before the visitor types: a multiselect starts as [], every other field as ''
 * (docs/behaviour/forms.md#form-state); name/address sub-inputs each get their own key, the address defaults included.
 */
export function defaultValues(definition: FormDefinition): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    if (isDisplayOnly(field)) continue;
    if (hasSubInputValues(field)) {
      for (const input of field.inputs) {
        values[inputName(input.id)] = field.type === 'address' ? addressDefault(field, input) : input.defaultValue;
      }
      continue;
    }
    values[inputName(field.id)] = field.type === 'multiselect' ? [] : '';
  }
  return values;
}

/** docs/behaviour/forms.md#prefill-and-default-values: the contact form whose field 14 is prefilled. */
export const PREFILL_FORM_ID = 1;
export const PREFILL_FIELD = 'input_14';
export const PREFILL_QUERY_PARAMETER = 'Ik wil graag';
export const CALLBACK_HASH = '#terugbellen';
export const CALLBACK_VALUE = 'Gebeld worden';

/** Where the visitor is: `window.location` or a test double. */
export interface PrefillLocation {
  search: string;
  hash: string;
}

/**
 * Values to merge over the defaults (docs/behaviour/forms.md#prefill-and-default-values): form 1 fills input_14 from the query parameter
 * 'Ik wil graag' (`?Ik%20wil%20graag=…` or `?Ik+wil+graag=…`), or with 'Gebeld worden' when the
 * hash is #terugbellen. Other forms: nothing.
 */
export function prefillValues(definition: FormDefinition, location: PrefillLocation | null | undefined): FormValues {
  if (definition.formId !== PREFILL_FORM_ID || !location) return {};
  const fromQuery = new URLSearchParams(location.search).get(PREFILL_QUERY_PARAMETER);
  if (fromQuery) return { [PREFILL_FIELD]: fromQuery };
  if (decodeURIComponent(location.hash) === CALLBACK_HASH) return { [PREFILL_FIELD]: CALLBACK_VALUE };
  return {};
}

/** Defaults with the prefill on top: what react-hook-form's `defaultValues` gets. */
export function initialValues(definition: FormDefinition, location?: PrefillLocation | null): FormValues {
  return { ...defaultValues(definition), ...prefillValues(definition, location) };
}

/** docs/behaviour/forms.md#field-layout: forms with the fixed two-column layout. */
export const FIXED_LAYOUT_FORM_IDS = [1, 4, 5] as const;

/** docs/behaviour/forms.md#field-layout: the fixed layout's fields in order; 14 is left out for form 1 ("14 (not for form 1)"). */
export const FIXED_LAYOUT_FIELD_IDS = [11, 15, 14, 12, 13] as const;
export const FIXED_LAYOUT_EXCEPTIONS: Record<number, number[]> = { 1: [14] };
/** The fixed layout's full-width field (the message textarea); the others pair up in two columns. */
const FULL_WIDTH_FIELD_ID = 13;

export interface LayoutRow {
  /** The fields rendered side by side in this row, in order. */
  fields: FieldDefinition[];
  /** 2: a two-column row (one column on small screens); 1: full width. */
  columns: 1 | 2;
  /** Part of the fixed layout (true) or auto-generated, one field per row (false). */
  fixed: boolean;
}

export interface FormLayout {
  kind: 'fixed' | 'auto';
  rows: LayoutRow[];
}

/**
 * How the UI places the fields (docs/behaviour/forms.md#field-layout). Forms 1, 4 and 5: the fixed two-column layout of
 * fields 11, 15, 14 (not for form 1), 12 and 13 — pairs in order, 13 full width — and those
 * fields are taken out of auto-generation; every other field of the form (consent, and for
 * form 1 field 14) follows auto-generated, one per row, so that a required field is never
 * left unrendered ("the remaining fields are hidden from auto-generation" of the design read that
 * way: form 1's required 'Ik wil graag' (14) and every form's required consent must stay fillable).
 * Other forms: every field in order, one per row. A fixed field the form lacks leaves its place
 * out. Visibility (HIDDEN, conditional logic) is for the UI to apply on top.
 */
export function formLayout(definition: FormDefinition): FormLayout {
  const auto = (field: FieldDefinition): LayoutRow => ({ fields: [field], columns: 1, fixed: false });
  if (!(FIXED_LAYOUT_FORM_IDS as readonly number[]).includes(definition.formId)) {
    return { kind: 'auto', rows: definition.fields.map(auto) };
  }
  const excluded = FIXED_LAYOUT_EXCEPTIONS[definition.formId] ?? [];
  const byId = new Map(definition.fields.map((field) => [field.id, field]));
  const fixedIds = FIXED_LAYOUT_FIELD_IDS.filter((id) => !excluded.includes(id) && byId.has(id));
  const rows: LayoutRow[] = [];
  let pair: FieldDefinition[] = [];
  const flush = () => {
    if (pair.length > 0) rows.push({ fields: pair, columns: 2, fixed: true });
    pair = [];
  };
  for (const id of fixedIds) {
    const field = byId.get(id)!;
    if (id === FULL_WIDTH_FIELD_ID) {
      flush();
      rows.push({ fields: [field], columns: 1, fixed: true });
      continue;
    }
    pair.push(field);
    if (pair.length === 2) flush();
  }
  flush();
  const placed = new Set<number>(fixedIds);
  for (const field of definition.fields) if (!placed.has(field.id)) rows.push(auto(field));
  return { kind: 'fixed', rows };
}

/** A checkbox group's state is comma-joined (docs/behaviour/forms.md#field-types): its chosen values. */
export function checkboxSelection(value: FormValue): string[] {
  if (Array.isArray(value)) return (value as unknown[]).filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof value !== 'string' || value === '') return [];
  return value.split(',').filter((item) => item !== '');
}

/**
 * The state of a checkbox group after toggling one choice, comma-joined (docs/behaviour/forms.md#field-types). Given the
 * field's choice values, the chosen ones stay in the choices' order, whatever order they were clicked in.
 */
export function toggleCheckbox(value: FormValue, choiceValue: string, checked: boolean, choiceOrder?: readonly string[]): string {
  const selection = checkboxSelection(value).filter((item) => item !== choiceValue);
  if (checked) selection.push(choiceValue);
  const ordered = choiceOrder
    ? [...choiceOrder.filter((choice) => selection.includes(choice)), ...selection.filter((item) => !choiceOrder.includes(item))]
    : selection;
  return ordered.join(',');
}

/** A value is filled in: non-blank text, a non-empty list, true, a file. */
export function isFilled(value: FormValue): boolean {
  if (value == null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value))
    return value.some((item) => (Array.isArray(item) ? item.some((cell) => isFilled(cell)) : isFilled(item as FormValue)));
  return true;
}
