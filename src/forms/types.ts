/**
 * The Gravity Forms engine's own, normalized model of a form (docs/behaviour/forms.md#the-form-definition). `normalizeForm`
 * (normalize.ts) turns the GraphQL shape of WPGraphQL for Gravity Forms 0.12.6 into these types;
 * everything else in src/forms/ (values, conditions, schema, body, submit) and the React UI
 * works on them only, so the UI never sees the plugin's nullable, union-typed GraphQL shapes.
 */

/**
 * A field's Gravity Forms type in lower case, as GF stores it (`$field->type`): text, email,
 * phone, textarea, consent, select, multiselect, fileupload, date, section, checkbox, radio,
 * number, name, address, website, list, html, hidden, page … Extra types can be injected by the
 * caller, so any string is accepted.
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'consent'
  | 'select'
  | 'multiselect'
  | 'fileupload'
  | 'date'
  | 'section'
  | 'checkbox'
  | 'radio'
  | 'number'
  | 'name'
  | 'address'
  | 'website'
  | 'list'
  | 'html'
  | 'hidden'
  | (string & {});

/** GF's field visibility: HIDDEN and ADMINISTRATIVE fields are not rendered. */
export type FieldVisibility = 'VISIBLE' | 'HIDDEN' | 'ADMINISTRATIVE';

/** The form's label placement (`FormLabelPlacementEnum`). */
export type FormLabelPlacement = 'TOP' | 'LEFT' | 'RIGHT';

export type ConditionalActionType = 'SHOW' | 'HIDE';
export type ConditionalLogicType = 'ALL' | 'ANY';
/** `FormRuleOperatorEnum`; IS and IS_NOT and the others are evaluated as GF does (docs/behaviour/forms.md#conditional-logic). */
export type ConditionalOperator = 'IS' | 'IS_NOT' | 'CONTAINS' | 'STARTS_WITH' | 'ENDS_WITH' | 'GREATER_THAN' | 'LESS_THAN';

export interface ConditionalRule {
  /** The field the rule reads; a sub-input such as '24.6' is kept as its string id. */
  fieldId: string;
  operator: ConditionalOperator;
  value: string;
}

export interface ConditionalLogic {
  actionType: ConditionalActionType;
  logicType: ConditionalLogicType;
  rules: ConditionalRule[];
}

export interface Choice {
  text: string;
  value: string;
}

/** A sub-input of a name, address, email, checkbox (…) field. */
export interface FieldInput {
  /** GF's input id as a string: '24.6', '7.1'. */
  id: string;
  /** The sub-input's key for name/address ('first', 'last', 'country' …); '' when GF has none. */
  key: string;
  label: string;
  /** The editor's custom label; '' when none. The UI shows `customLabel || label`. */
  customLabel: string;
  isHidden: boolean;
  placeholder: string;
  /** Name prefix choices; [] when none. */
  choices: Choice[];
  /** A default value (address 24.4 province/state, 24.6 country — docs/behaviour/forms.md#prefill-and-default-values); '' when none. */
  defaultValue: string;
}

export interface FieldDefinition {
  /** GF field id (`$field->id`). */
  id: number;
  type: FieldType;
  label: string;
  isRequired: boolean;
  /** The editor's validation message; '' when none (then the language's message applies). */
  errorMessage: string;
  placeholder: string;
  cssClass: string;
  /** 0 = no limit. Phone fields get 10 (docs/behaviour/forms.md#the-form-definition) unless the field says less. */
  maxLength: number;
  /** May hold HTML, sanitized at build time. */
  description: string;
  /** The label is visually hidden (field labelPlacement HIDDEN); it stays for screen readers. */
  labelHidden: boolean;
  visibility: FieldVisibility;
  conditionalLogic: ConditionalLogic | null;
  /** select, multiselect, radio, checkbox and list columns; [] otherwise. */
  choices: Choice[];
  /** Sub-inputs (name, address, checkbox); [] otherwise (normalize.ts INPUT_TYPES). */
  inputs: FieldInput[];
  /** The consent field's checkbox label (may hold HTML, sanitized at build time). */
  checkboxLabel: string;
  /** The html field's content (HTML, sanitized at build time); '' for other fields. */
  content: string;
  /** fileupload: lower-case extensions without dots; [] = any. */
  allowedExtensions: string[];
  canAcceptMultipleFiles: boolean;
  /** fileupload: maximum size in MB; 0 = the server's limit. */
  maxFileSize: number;
  /** fileupload: maximum number of files; 0 = no limit. */
  maxFiles: number;
  /** number: inclusive bounds; null when not set. */
  rangeMin: number | null;
  rangeMax: number | null;
  /** address: the country code the form defaults to ('' when none). */
  defaultCountry: string;
  defaultProvince: string;
  defaultState: string;
  /** list: has several columns (then `columns` names them). */
  hasColumns: boolean;
  columns: Choice[];
  /** date: GF date format (MDY, DMY …); '' when not a date field. */
  dateFormat: string;
  /** Multi-page forms: the page this field is on (1 for single-page forms). */
  pageNumber: number;
}

export type ConfirmationType = 'MESSAGE' | 'REDIRECT' | 'PAGE';

export interface Confirmation {
  type: ConfirmationType;
  isDefault: boolean;
  /** MESSAGE: HTML. */
  message: string;
  /** REDIRECT: the target url. */
  url: string;
  /** REDIRECT: GF query string with merge tags, e.g. 'naam={Naam:11}&dienst={Dienst:14}'. */
  queryString: string;
}

export interface FormDefinition {
  formId: number;
  title: string;
  description: string;
  /** `{wordpressUrl}/wp-json/gf/v2/forms/{formId}` (docs/behaviour/forms.md#the-form-definition). */
  apiURL: string;
  fields: FieldDefinition[];
  confirmations: Confirmation[];
  submitButton: { text: string };
  labelPlacement: FormLabelPlacement;
}

/** A file chosen in a fileupload field. `File` in the browser; any Blob with a name in tests. */
export type FileValue = File;

/**
 * One value in the form state. Strings for most fields (a checkbox group is comma-joined —
 * docs/behaviour/forms.md#field-types), string[] for multiselect, boolean for consent, list rows as string[] (single
 * column) or string[][] (columns), files as File or File[] (several uploads — docs/behaviour/forms.md#field-types).
 */
export type FormValue = string | boolean | string[] | string[][] | FileValue | FileValue[] | null | undefined;

/** The form state keyed by input name: `input_11`, sub-inputs `input_24_6` (docs/behaviour/forms.md#form-state). */
export type FormValues = Record<string, FormValue>;

/** Server or client validation messages by GF field id (a multi-file field may have several). */
export type ValidationMessages = Record<string, string | string[]>;

/** What a submission came to (docs/behaviour/forms.md#submission-states). */
export type SubmitResult =
  | {
      status: 'done';
      /** MESSAGE confirmation: GF's confirmation HTML (sanitize before rendering). */
      confirmationMessage: string;
      /** REDIRECT confirmation: where to navigate, query parameters built from the values. */
      redirectUrl: string | null;
    }
  | {
      status: 'invalid';
      /** By GF field id, e.g. { '11': 'Dit veld is verplicht.' }. */
      validationMessages: ValidationMessages;
    }
  | {
      status: 'error';
      /** For logging/tests only: server-side error details are not shown (docs/behaviour/errors-and-limits.md#error-catalogue). */
      reason: 'network' | 'server' | 'form_not_found' | 'no_fields' | 'bad_response';
      httpStatus: number | null;
    };

export type Language = 'nl' | 'en';
