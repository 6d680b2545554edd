/**
 * `Queries.GravityFormFragment` (fragment.ts) → the engine's FormDefinition (types.ts).
 *
 * Tolerant by design (docs/behaviour/forms.md#the-form-definition): `formFields` may be a list, `{ nodes }` or `{ edges: [{ node }] }`;
 * `choices` may be a JSON string; a field's type comes from `type` (GF enum, 'TEXT') or else its
 * `__typename` ('WpTextAreaField'); ids may be numbers or strings. Label placement: a field's
 * HIDDEN (or GF's stored 'hidden_label'/'hidden') hides its label; INHERIT or none takes the
 * form's. apiURL is `{wordpressUrl}/wp-json/gf/v2/forms/{formId}` (docs/behaviour/forms.md#the-form-definition).
 */
import type {
  Choice,
  ConditionalLogic,
  ConditionalOperator,
  Confirmation,
  ConfirmationType,
  FieldDefinition,
  FieldInput,
  FieldVisibility,
  FormDefinition,
  FormLabelPlacement,
} from './types';
import { countryChoices, gfCountryName } from './countries';
import { isCountryInput, PHONE_MAX_LENGTH } from './values';

type Maybe<T> = T | null | undefined;
type RawRecord = Record<string, unknown>;

/** A field list as it may arrive (docs/behaviour/forms.md#the-form-definition). */
export type RawFieldList = Maybe<
  | ReadonlyArray<unknown>
  | { readonly nodes?: Maybe<ReadonlyArray<unknown>> }
  | { readonly edges?: Maybe<ReadonlyArray<Maybe<{ readonly node?: unknown }>>> }
>;

/** The loosest form shape normalizeForm reads; the generated fragment type fits it. */
export interface RawGravityForm {
  readonly databaseId?: Maybe<number>;
  readonly formId?: Maybe<number | string>;
  readonly title?: Maybe<string>;
  readonly description?: Maybe<string>;
  readonly labelPlacement?: Maybe<string>;
  readonly submitButton?: Maybe<{ readonly text?: Maybe<string> }>;
  readonly button?: Maybe<{ readonly text?: Maybe<string> }>;
  readonly confirmations?: Maybe<ReadonlyArray<unknown>>;
  readonly formFields?: RawFieldList;
  readonly apiURL?: Maybe<string>;
}

export interface NormalizeOptions {
  /** The WordPress base URL (siteMetadata.wordpressUrl), e.g. 'https://cms.wolkwerk.nl'. */
  wordpressUrl: string;
}

const isRecord = (value: unknown): value is RawRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** The nodes of a list, `{ nodes }` or `{ edges: [{ node }] }` (docs/behaviour/forms.md#the-form-definition). */
export function fieldNodes(formFields: RawFieldList): RawRecord[] {
  if (!formFields) return [];
  const connection: unknown = formFields;
  let list: ReadonlyArray<unknown> = [];
  if (Array.isArray(connection)) list = connection;
  else if (isRecord(connection) && Array.isArray(connection.nodes)) list = connection.nodes as unknown[];
  else if (isRecord(connection) && Array.isArray(connection.edges))
    list = (connection.edges as unknown[]).map((edge) => (isRecord(edge) ? edge.node : null));
  return list.filter(isRecord);
}

/** Choices as a list or a JSON string of one (docs/behaviour/forms.md#the-form-definition). */
export function parseChoices(raw: unknown): Choice[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((choice) => {
    const text = str(choice.text);
    return { text, value: choice.value == null ? text : str(choice.value) };
  });
}

/**
 * The types whose sub-inputs the engine reads (values.ts, body.ts). Others have none here, also
 * where the plugin answers some (an e-mail field's one input): the definition is the same
 * whether a query selected them (the build's node, quotation/server) or not (the page's fragment).
 */
const INPUT_TYPES = new Set(['name', 'checkbox']);

/** 'WpTextAreaField' → 'textarea', 'WpMultiSelectField' → 'multiselect'. */
function typeFromTypename(typename: string): string {
  return typename
    .replace(/^Wp/, '')
    .replace(/Field$/, '')
    .toLowerCase();
}

function fieldType(node: RawRecord): string {
  const type = str(node.type);
  if (type) return type.toLowerCase();
  return typeFromTypename(str(node.__typename));
}

const OPERATORS: ConditionalOperator[] = ['IS', 'IS_NOT', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'GREATER_THAN', 'LESS_THAN'];

/** GF stores operators as 'is', 'isnot', '>' …; the plugin answers IS, IS_NOT, GREATER_THAN …. */
function operator(raw: unknown): ConditionalOperator {
  const value = str(raw).toUpperCase();
  const aliases: Record<string, ConditionalOperator> = { ISNOT: 'IS_NOT', '>': 'GREATER_THAN', '<': 'LESS_THAN' };
  return aliases[value] ?? ((OPERATORS as string[]).find((item) => item === value) as ConditionalOperator) ?? 'IS';
}

function conditionalLogic(raw: unknown): ConditionalLogic | null {
  if (!isRecord(raw) || !Array.isArray(raw.rules)) return null;
  const rules = raw.rules
    .filter(isRecord)
    .map((rule) => ({ fieldId: str(rule.fieldId), operator: operator(rule.operator), value: str(rule.value) }));
  if (rules.length === 0) return null;
  return {
    actionType: str(raw.actionType).toUpperCase() === 'HIDE' ? 'HIDE' : 'SHOW',
    logicType: str(raw.logicType).toUpperCase() === 'ANY' ? 'ANY' : 'ALL',
    rules,
  };
}

function inputs(raw: unknown): FieldInput[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((input) => ({
    id: str(input.id),
    key: str(input.key),
    label: str(input.label),
    customLabel: str(input.customLabel),
    isHidden: input.isHidden === true,
    placeholder: str(input.placeholder),
    choices: parseChoices(input.choices),
    defaultValue: str(input.defaultValue),
  }));
}

/**
 * An address field's country sub-input as GF's own form renders it, a select of GF's countries
 * whose value is the name GF stores and reads (get_country_dropdown), but named in Dutch on this
 * Dutch site, the default country first (countries.ts); a default given as a code becomes the name.
 */
function addressInputs(list: FieldInput[], defaultCountry: string): FieldInput[] {
  return list.map((input) => {
    if (!isCountryInput(input)) return input;
    const choices = input.choices.length > 0 ? input.choices : countryChoices(input.defaultValue || defaultCountry);
    return { ...input, choices, defaultValue: gfCountryName(input.defaultValue) };
  });
}

function extensions(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((item) => str(item).trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

function visibility(raw: unknown): FieldVisibility {
  const value = str(raw).toUpperCase();
  return value === 'HIDDEN' || value === 'ADMINISTRATIVE' ? value : 'VISIBLE';
}

/** HIDDEN / 'hidden_label' / 'hidden' hide the label (docs/behaviour/forms.md#the-form-definition); INHERIT and the rest follow the form, which never hides. */
function labelHidden(raw: unknown): boolean {
  const value = str(raw).toLowerCase();
  return value === 'hidden' || value === 'hidden_label';
}

function formLabelPlacement(raw: unknown): FormLabelPlacement {
  const value = str(raw)
    .toUpperCase()
    .replace(/_LABEL$/, '');
  return value === 'LEFT' || value === 'RIGHT' ? value : 'TOP';
}

export function normalizeField(node: RawRecord): FieldDefinition {
  const type = fieldType(node);
  const id = num(node.databaseId) ?? num(node.id) ?? 0;
  const choices = parseChoices(node.choices);
  const maxLength = num(node.maxLength) ?? 0;
  return {
    id,
    type,
    label: str(node.label),
    isRequired: node.isRequired === true,
    errorMessage: str(node.errorMessage),
    placeholder: str(node.placeholder),
    cssClass: str(node.cssClass),
    // docs/behaviour/forms.md#the-form-definition: phone maxLength 10 (the plugin has no maxLength for phone fields).
    maxLength: type === 'phone' ? (maxLength > 0 ? Math.min(maxLength, PHONE_MAX_LENGTH) : PHONE_MAX_LENGTH) : Math.max(0, maxLength),
    description: str(node.description),
    labelHidden: labelHidden(node.labelPlacement),
    visibility: visibility(node.visibility),
    conditionalLogic: conditionalLogic(node.conditionalLogic),
    choices,
    inputs:
      type === 'address' ? addressInputs(inputs(node.inputs), str(node.defaultCountry)) : INPUT_TYPES.has(type) ? inputs(node.inputs) : [],
    checkboxLabel: str(node.checkboxLabel),
    content: str(node.content),
    allowedExtensions: extensions(node.allowedExtensions),
    canAcceptMultipleFiles: node.canAcceptMultipleFiles === true,
    maxFileSize: num(node.maxFileSize) ?? 0,
    maxFiles: num(node.maxFiles) ?? 0,
    rangeMin: num(node.rangeMin),
    rangeMax: num(node.rangeMax),
    defaultCountry: str(node.defaultCountry),
    defaultProvince: str(node.defaultProvince),
    defaultState: str(node.defaultState),
    hasColumns: node.hasColumns === true,
    columns: type === 'list' && node.hasColumns === true ? choices : [],
    dateFormat: str(node.dateFormat),
    pageNumber: num(node.pageNumber) ?? 1,
  };
}

function confirmation(raw: RawRecord): Confirmation {
  const type = str(raw.type).toUpperCase();
  return {
    type: (type === 'REDIRECT' || type === 'PAGE' ? type : 'MESSAGE') as ConfirmationType,
    isDefault: raw.isDefault === true,
    message: str(raw.message),
    url: str(raw.url),
    queryString: str(raw.queryString),
  };
}

/** `{wordpressUrl}/wp-json/gf/v2/forms/{formId}` (docs/behaviour/forms.md#the-form-definition). */
export function formApiUrl(wordpressUrl: string, formId: number): string {
  return `${wordpressUrl.replace(/\/+$/, '')}/wp-json/gf/v2/forms/${formId}`;
}

/** The engine's definition of a sourced form (docs/behaviour/forms.md#the-form-definition). */
export function normalizeForm(raw: RawGravityForm | Queries.GravityFormFragment, options: NormalizeOptions): FormDefinition {
  const form = raw as RawGravityForm;
  const formId = num(form.databaseId) ?? num(form.formId) ?? 0;
  return {
    formId,
    title: str(form.title),
    description: str(form.description),
    apiURL: form.apiURL || formApiUrl(options.wordpressUrl, formId),
    fields: fieldNodes(form.formFields).map(normalizeField),
    confirmations: (form.confirmations ?? [])
      .filter(isRecord)
      .filter((item) => item.isActive !== false)
      .map(confirmation),
    submitButton: { text: str((form.submitButton ?? form.button)?.text) },
    labelPlacement: formLabelPlacement(form.labelPlacement),
  };
}
