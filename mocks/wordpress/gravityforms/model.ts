/**
 * The fixture forms (mocks/content/forms.ts) as WPGraphQL for Gravity Forms v0.12.6 answers them
 * (gravityforms/schema.graphql): GfForm nodes, their fields typed per Gravity Forms field type, and
 * choices and inputs typed per field type. The fixtures hold what Gravity Forms stores (a form's
 * fields with GF's own property names and values); this module maps them as the plugin does:
 * enum values from GF's stored strings (src/Type/Enum/*.php), defaults from the resolvers of
 * src/Type/WPInterface/FieldSetting/*.php (an empty labelPlacement is INHERIT, maxLength is 0 …).
 */
import type { GfChoice, GfField, GfFieldType, GfForm, GfInput } from '../../content/types.ts';
import { listConnection, type ConnectionArgs } from '../connection.ts';
import { GF_COUNTRIES } from '../../../src/forms/countries.ts';

/** GraphQL type of each Gravity Forms field type (src/Registry/FormFieldRegistry.php). */
export const FIELD_TYPENAMES: Record<GfFieldType, string> = {
  address: 'AddressField',
  checkbox: 'CheckboxField',
  consent: 'ConsentField',
  date: 'DateField',
  email: 'EmailField',
  fileupload: 'FileUploadField',
  list: 'ListField',
  multiselect: 'MultiSelectField',
  name: 'NameField',
  number: 'NumberField',
  phone: 'PhoneField',
  radio: 'RadioField',
  section: 'SectionField',
  select: 'SelectField',
  text: 'TextField',
  textarea: 'TextAreaField',
  website: 'WebsiteField',
  html: 'HtmlField',
};

/** <Type>FieldChoice (src/Registry/FieldChoiceRegistry.php): the field types with choices. */
const CHOICE_TYPENAMES: Partial<Record<GfFieldType, string>> = {
  checkbox: 'CheckboxFieldChoice',
  list: 'ListFieldChoice',
  multiselect: 'MultiSelectFieldChoice',
  radio: 'RadioFieldChoice',
  select: 'SelectFieldChoice',
};

/** <Type>InputProperty (src/Registry/FieldInputRegistry.php): the field types with inputs. */
const INPUT_TYPENAMES: Partial<Record<GfFieldType, string>> = {
  address: 'AddressInputProperty',
  checkbox: 'CheckboxInputProperty',
  date: 'DateInputProperty',
  email: 'EmailInputProperty',
  name: 'NameInputProperty',
};

/** FormFieldLabelPlacementEnum: GF's stored value → enum value; empty is INHERIT (FieldWithLabelPlacement.php). */
const LABEL_PLACEMENT: Record<string, string> = {
  top_label: 'TOP',
  left_label: 'LEFT',
  right_label: 'RIGHT',
  inherit: 'INHERIT',
  hidden_label: 'HIDDEN',
  // The fixtures' older spelling of hidden_label.
  hidden: 'HIDDEN',
};

/**
 * AddressFieldCountryEnum and AddressFieldProvinceEnum as WPGraphQL for Gravity Forms v0.12.6
 * registers them: each value's internal value is the name Gravity Forms stores (the country name of
 * GF_Field_Address::get_default_countries(), the province of get_canadian_provinces()), and the
 * fields have no resolver of their own. graphql-php serializes a stored value by that lookup: null
 * answers null, a name answers its enum value, anything else — '' included — fails the field
 * ('Expected a value of type "…" but received: …'), which the stand-in does alike.
 */
/** WPEnumType::get_safe_name: upper case, non-alphanumerics to underscores. */
const safeName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
const COUNTRY_ENUM = new Map(GF_COUNTRIES.map(([code, name]) => [name, safeName(code)]));

/** Canadian provinces, GF_Field_Address::get_canadian_provinces(). */
const CANADIAN_PROVINCES = [
  'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Northwest Territories',
  'Nova Scotia', 'Nunavut', 'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Yukon',
];
const PROVINCE_ENUM = new Map(CANADIAN_PROVINCES.map((name) => [name, safeName(name)]));

/** A stored value serialized by an enum whose internal values are names (see COUNTRY_ENUM). */
function enumByName(typeName: string, values: ReadonlyMap<string, string>) {
  return (value: string | null | undefined): string | null => {
    if (value == null) return null;
    const name = values.get(value);
    if (name === undefined) throw new Error(`Expected a value of type "${typeName}" but received: ${value === '' ? '(empty string)' : value}`);
    return name;
  };
}
const countryEnum = enumByName('AddressFieldCountryEnum', COUNTRY_ENUM);
const provinceEnum = enumByName('AddressFieldProvinceEnum', PROVINCE_ENUM);

const choiceNode = (typename: string) => (choice: GfChoice) => ({
  __typename: typename,
  text: choice.text,
  value: choice.value,
  isSelected: choice.isSelected ?? false,
  ...(typename === 'RadioFieldChoice' ? { isOtherChoice: false } : {}),
});

/** A sub-input: `id` is the Float '<fieldId>.<n>'; the per-setting properties as the input type has them. */
const inputNode = (typename: string) => (input: GfInput) => {
  const common = { __typename: typename, id: Number(input.id), label: input.label };
  if (typename === 'CheckboxInputProperty') return { ...common, name: input.name ?? null };
  return {
    ...common,
    autocompleteAttribute: null,
    customLabel: null,
    defaultValue: null,
    placeholder: input.placeholder ?? null,
    ...(typename === 'DateInputProperty' ? {} : { name: input.name ?? null }),
    ...(typename === 'NameInputProperty' || typename === 'AddressInputProperty'
      ? { key: input.key ?? null, isHidden: input.isHidden ?? false }
      : {}),
    ...(typename === 'NameInputProperty'
      ? { hasChoiceValue: false, choices: input.choices?.length ? input.choices.map(choiceNode('NameFieldChoice')) : null }
      : {}),
  };
};

/** The choices of a field (null when it has none, as FieldWithChoices.php answers). */
function choices(field: GfField): GfChoice[] | null {
  if (field.type === 'list') return field.listColumns?.length ? field.listColumns.map((column) => ({ text: column, value: column })) : null;
  return field.choices?.length ? field.choices : null;
}

/** The inputs of a field; an email field without confirmation has one, with the field's id (FieldWithInputs.php). */
function inputs(field: GfField): GfInput[] | null {
  if (field.type === 'email') return [{ id: String(field.id), label: field.label, placeholder: field.placeholder ?? null }];
  return field.inputs?.length ? field.inputs : null;
}

/** GF_Field_Section and GF_Field_HTML set `$displayOnly` (includes/fields/class-gf-field-section.php, -html.php): no value, no entry. */
export const isDisplayOnly = (field: GfField) => field.type === 'section' || field.type === 'html';

export function fieldNode(field: GfField) {
  const typename = FIELD_TYPENAMES[field.type];
  const fieldChoices = choices(field);
  const choiceType = CHOICE_TYPENAMES[field.type];
  const inputType = INPUT_TYPENAMES[field.type];
  const fieldInputs = inputs(field);
  return {
    __typename: typename,
    // FormField (src/Type/WPInterface/FormField.php)
    id: field.id,
    databaseId: field.id,
    type: field.type.toUpperCase(),
    inputType: null,
    displayOnly: isDisplayOnly(field),
    visibility: (field.visibility ?? 'visible').toUpperCase(),
    pageNumber: 1,
    // What Gravity Forms' editor stores for a full-width field.
    layoutGridColumnSpan: 12,
    layoutSpacerGridColumnSpan: null,
    // The settings; graphql-js answers only those the field's type declares.
    label: field.label,
    adminLabel: null,
    labelPlacement: field.labelPlacement ? (LABEL_PLACEMENT[field.labelPlacement] ?? 'INHERIT') : 'INHERIT',
    descriptionPlacement: 'INHERIT',
    subLabelPlacement: 'INHERIT',
    description: field.description ?? null,
    cssClass: field.cssClass ?? null,
    isRequired: field.isRequired,
    errorMessage: field.errorMessage ?? null,
    conditionalLogic: field.conditionalLogic ?? null,
    placeholder: field.placeholder ?? null,
    defaultValue: null,
    maxLength: field.maxLength ?? 0,
    size: 'LARGE',
    inputName: null,
    canPrepopulate: false,
    shouldAllowDuplicates: true,
    hasAutocomplete: false,
    autocompleteAttribute: null,
    hasEnhancedUI: false,
    hasRichTextEditor: false,
    hasEmailConfirmation: false,
    hasSelectAll: false,
    hasOtherChoice: false,
    hasChoiceValue: (field.choices ?? []).some((choice) => choice.value !== choice.text),
    choices: fieldChoices && choiceType ? fieldChoices.map(choiceNode(choiceType)) : null,
    inputs: fieldInputs && inputType ? fieldInputs.map(inputNode(inputType)) : null,
    // html: content as stored (FieldSetting/FieldWithContent.php); hasMargins = empty(disableMargins) (FieldWithDisableMargins.php)
    content: field.content ?? null,
    hasMargins: true,
    // consent
    checkboxLabel: field.checkboxLabel ?? null,
    // fileupload
    allowedExtensions: field.allowedExtensions?.length ? field.allowedExtensions : null,
    maxFileSize: field.maxFileSize ?? null,
    canAcceptMultipleFiles: field.canAcceptMultipleFiles ?? false,
    maxFiles: null,
    // date: dmy → DMY …; a date picker has no inputs
    dateFormat: field.dateFormat ? field.dateFormat.toUpperCase() : null,
    dateType: 'PICKER',
    // number
    rangeMin: field.rangeMin ?? null,
    rangeMax: field.rangeMax ?? null,
    numberFormat: 'DECIMAL_DOT',
    // phone: the fixtures' numbers are Dutch, not (###) ###-####
    phoneFormat: 'INTERNATIONAL',
    // address
    addressType: 'INTERNATIONAL',
    // Resolved when asked for: a value the enum lacks fails the field, as in the plugin.
    defaultCountry: () => countryEnum(field.defaultCountry),
    defaultProvince: () => provinceEnum(field.defaultProvince),
    defaultState: () => provinceEnum(field.defaultState),
    // list: the columns are its choices, as in Gravity Forms
    hasColumns: (field.listColumns?.length ?? 0) > 0,
    maxRows: null,
  };
}

export const formNode = (form: GfForm) => ({
  __typename: 'GfForm',
  id: Buffer.from(`gf_form:${form.databaseId}`).toString('base64'),
  databaseId: form.databaseId,
  title: form.title,
  description: form.description ?? null,
  cssClass: form.cssClass ?? null,
  isActive: true,
  isTrash: false,
  // Gravity Forms' defaults for a new form (src/Model/Form.php passes them through).
  labelPlacement: 'TOP',
  descriptionPlacement: 'BELOW',
  subLabelPlacement: 'BELOW',
  requiredIndicator: 'TEXT',
  customRequiredIndicator: null,
  hasConditionalLogicAnimation: false,
  hasHoneypot: false,
  hasValidationSummary: false,
  markupVersion: 2,
  nextFieldId: Math.max(0, ...form.fields.map((field) => field.id)) + 1,
  version: '2.8.7',
  formFields: (args: ConnectionArgs) => listConnection(args, form.fields.map(fieldNode)),
  confirmations: form.confirmations.map((confirmation) => ({
    conditionalLogic: null,
    isActive: true,
    isAutoformatted: true,
    pageId: null,
    message: null,
    url: null,
    queryString: null,
    ...confirmation,
  })),
  submitButton: {
    conditionalLogic: null,
    imageUrl: null,
    layoutGridColumnSpan: null,
    location: 'BOTTOM',
    type: 'TEXT',
    width: 'AUTO',
    ...form.submitButton,
  },
});
