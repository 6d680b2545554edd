/**
 * Server-side validation of a Gravity Forms submission, as GF's own `GFFormDisplay::validate()`
 * does it for the REST endpoint `POST /gf/v2/forms/{id}/submissions`, with the messages of GF's
 * Dutch translation. Pure: submitted values + form definition in, messages and entry values out.
 *
 * Keys are GF's post names: `input_{fieldId}`, sub-inputs `input_{fieldId}_{n}` (for '24.4' →
 * `input_24_4`); a `[]` suffix marks an array value (body.ts strips it). How each type reads its
 * value:
 * - checkbox: only GF's sub-inputs `input_7_1`, `input_7_2` … (as the real plugin reads them).
 * - multiselect: `input_7[]` values; or one `input_7` that is a JSON array or a comma-joined string.
 * - consent: only `input_5_1`; '1' (also 'true'/'on') is checked.
 * - name, address: one key per sub-input; without `inputs` the field is GF's "simple" format: `input_11`.
 * - list: see readList().
 * - fileupload: the uploaded files of `input_8` / `input_8[]`; text values are ignored. For a multi-file
 *   field the route passes only the files named in `gform_uploaded_files` (upload-route.ts), as GF reads them.
 */
import type { GfChoice, GfConditionalLogic, GfField, GfForm, GfInput } from '../../content/types.ts';
import { isDisplayOnly } from './model.ts';

/** GF's Dutch (nl_NL) messages. */
export const MESSAGES = {
  required: 'Dit veld is verplicht.',
  email: 'Voer een geldig e-mailadres in.',
  website: 'Voer een geldige URL in.',
  maxLength: (max: number) => `De ingevoerde tekst overschrijdt het maximum aantal tekens (${max}).`,
  number: 'Voer een geldig getal in.',
  numberBetween: (min: number, max: number) => `Voer een getal in tussen ${min} en ${max}.`,
  numberAtLeast: (min: number) => `Voer een getal in groter dan of gelijk aan ${min}.`,
  numberAtMost: (max: number) => `Voer een getal in kleiner dan of gelijk aan ${max}.`,
  choice: 'Ongeldige keuze. Kies een van de beschikbare opties.',
  date: 'Voer een geldige datum in.',
  fileType: 'Het bestandstype is niet toegestaan.',
  fileSize: (megabytes: number) => `Het bestand is te groot. De maximale bestandsgrootte is ${megabytes} MB.`,
  fileCount: 'Er kan maar één bestand worden geüpload.',
  list: 'De lijst bevat een ongeldige rij.',
} as const;

/** docs/behaviour/forms.md#validation: phone maxLength 10 (a field's own maxLength, when set, wins). */
export const PHONE_MAX_LENGTH = 10;
/** A fileupload field without maxFileSize accepts this many MB (WordPress' upload limit stands in). */
export const DEFAULT_MAX_FILE_SIZE_MB = 10;
/** GF refuses these even when a field names no allowed extensions (GFCommon::get_disallowed_file_extensions). */
export const DISALLOWED_EXTENSIONS = [
  'php', 'asp', 'aspx', 'cmd', 'csh', 'bat', 'html', 'htm', 'hta', 'jar', 'exe', 'com', 'js', 'lnk',
  'htaccess', 'phar', 'phtml', 'ps1', 'ps2', 'php3', 'php4', 'php5', 'php6', 'py', 'rb', 'tmp', 'svg', 'shtml',
];

/** What the visitor sent, by post name without `[]` ('input_7', 'input_24_4'). */
export type SubmittedValues = Record<string, string | string[]>;

/** An uploaded file as far as validation cares; the route adds where it lies on disk. */
export interface SubmittedFile {
  /** The name the browser sent. */
  filename: string;
  /** Every byte received, also those past the field's limit (which are not kept). */
  size: number;
  mimeType?: string;
}

/** By post name: 'input_8'. */
export type SubmittedFiles<F extends SubmittedFile = SubmittedFile> = Record<string, F[]>;

/** A stored value: text; a list of choices or single-column list rows; sub-inputs by input id; multi-column list rows by column label. */
export type EntryValue = string | string[] | Record<string, string> | Record<string, string>[];

export interface ValidationResult<F extends SubmittedFile = SubmittedFile> {
  is_valid: boolean;
  /** By field id. */
  validation_messages: Record<string, string>;
  /** The value of every field the visitor saw (not a section, not administrative, conditional logic held), by field id. */
  values: Record<string, EntryValue>;
  /** The files of those fields, by field id. */
  files: Record<string, F[]>;
}

/** 'input_24_4' for field input '24.4', 'input_7' for field 7. */
export function inputKey(id: number | string): string {
  return `input_${String(id).replace('.', '_')}`;
}

export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function allowedExtensions(field: GfField): string[] {
  const raw: unknown = field.allowedExtensions;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((item) => String(item).trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

/** Case-insensitive, as GF compares; without a list only GF's dangerous extensions are refused. */
export function isExtensionAllowed(field: GfField, filename: string): boolean {
  const extension = fileExtension(filename);
  const allowed = allowedExtensions(field);
  if (allowed.length > 0) return allowed.includes(extension);
  return !DISALLOWED_EXTENSIONS.includes(extension);
}

export function maxFileSizeMb(field: GfField): number {
  return field.maxFileSize && field.maxFileSize > 0 ? field.maxFileSize : DEFAULT_MAX_FILE_SIZE_MB;
}

export function maxFileBytes(field: GfField): number {
  return Math.floor(maxFileSizeMb(field) * 1024 * 1024);
}

/** Choices may arrive as a JSON string (docs/behaviour/forms.md#the-form-definition). */
export function fieldChoices(field: GfField): GfChoice[] {
  let raw: unknown = field.choices;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  return Array.isArray(raw) ? (raw as GfChoice[]).filter((choice) => choice && typeof choice === 'object') : [];
}

function choiceValues(field: GfField): string[] {
  return fieldChoices(field).map((choice) => String(choice.value ?? choice.text ?? ''));
}

function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

function scalar(values: SubmittedValues, key: string): string {
  const raw = values[key];
  if (raw === undefined) return '';
  return clean(Array.isArray(raw) ? raw.join(',') : raw);
}

function isChecked(text: string): boolean {
  return !['', '0', 'false', 'off', 'no'].includes(text.toLowerCase());
}

function visibleInputs(field: GfField): GfInput[] {
  return (field.inputs ?? []).filter((input) => !input.isHidden);
}

/**
 * GF's checkbox sub-input ids: the field's `inputs`, or (without them) one per choice numbered as
 * GF_Field_Checkbox numbers them: 7.1, 7.2 … 7.9, 7.11 (multiples of 10 are skipped).
 */
export function checkboxInputIds(field: GfField): string[] {
  if (field.inputs?.length) return field.inputs.map((input) => String(input.id));
  const ids: string[] = [];
  let number = 1;
  for (let index = 0; index < fieldChoices(field).length; index++) {
    if (number % 10 === 0) number++;
    ids.push(`${field.id}.${number++}`);
  }
  return ids;
}

/**
 * A checkbox group is read only from GF's sub-inputs `input_7_1`, `input_7_2` … (as the real REST
 * endpoint reads it); a multiselect from `input_7[]`, a JSON array or a comma-joined string.
 */
function readChoices(field: GfField, values: SubmittedValues): string[] {
  const found: string[] = [];
  if (field.type === 'checkbox') {
    for (const id of checkboxInputIds(field)) {
      const text = scalar(values, inputKey(id));
      if (text) found.push(text);
    }
    return [...new Set(found)];
  }
  const raw = values[inputKey(field.id)];
  const known = choiceValues(field);
  if (Array.isArray(raw)) {
    found.push(...raw.map(clean));
  } else if (raw !== undefined) {
    const text = clean(raw);
    let parsed: unknown;
    if (text.startsWith('[')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (Array.isArray(parsed)) found.push(...parsed.map((item) => clean(String(item))));
    else if (known.includes(text)) found.push(text);
    else found.push(...text.split(',').map(clean));
  }
  return [...new Set(found.filter(Boolean))];
}

/**
 * A list field is sent as one `input_{id}[]` value per row (GF itself posts a flat list of cells).
 * - Several columns (listColumns): each value is a row as a JSON array of cells in column order
 *   (`["DC01","Domeincontroller","200"]`) or a JSON object by column label
 *   (`{"Servernaam":"DC01",…}`); if no value is JSON, the values are GF's flat cells, one row per
 *   `listColumns.length` values.
 * - One column: each value is the row's text; a JSON array or object (the encoding above) gives
 *   its first cell. One value that is a JSON array of strings is also read as the rows.
 * Rows whose cells are all empty are dropped. Stored as string[] (one column) or as objects by
 * column label, as GF stores a multi-column list.
 */
function readList(field: GfField, values: SubmittedValues): { rows: EntryValue; count: number; invalid: boolean } {
  const raw = values[inputKey(field.id)];
  let items: string[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const columns = (field.listColumns ?? []).filter((label) => typeof label === 'string' && label !== '');
  const json = (text: string): unknown => {
    const trimmed = text.trim();
    if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return undefined;
    try {
      return JSON.parse(trimmed);
    } catch {
      return undefined; // plain text that happens to start with a bracket
    }
  };
  if (columns.length <= 1) {
    const whole = items.length === 1 ? json(items[0]!) : undefined;
    if (Array.isArray(whole) && whole.every((item) => typeof item === 'string')) items = whole;
    const rows = items
      .map((item) => {
        const row = json(item);
        const first = Array.isArray(row) ? row[0] : row && typeof row === 'object' ? Object.values(row)[0] : item;
        return clean(first == null ? '' : String(first));
      })
      .filter(Boolean);
    return { rows, count: rows.length, invalid: false };
  }
  const parsed = items.map(json);
  let cells: unknown[][];
  let invalid = false;
  if (items.length > 0 && parsed.every((row) => row === undefined)) {
    // GF's own encoding: a flat list of cells.
    if (items.length % columns.length !== 0) invalid = true;
    cells = [];
    for (let start = 0; start < items.length; start += columns.length) cells.push(items.slice(start, start + columns.length));
  } else {
    cells = parsed.map((row) => {
      if (Array.isArray(row)) return row;
      if (row && typeof row === 'object') return columns.map((label) => (row as Record<string, unknown>)[label]);
      invalid = true;
      return [];
    });
  }
  const rows = cells
    .map((row) => Object.fromEntries(columns.map((label, index) => [label, row[index] == null ? '' : clean(String(row[index]))])))
    .filter((row) => Object.values(row).some(Boolean));
  return { rows, count: rows.length, invalid };
}

/**
 * ISO yyyy-mm-dd always; otherwise in the field order of its GF dateFormat (dmy when none: a Dutch
 * site), with '/', '-' or '.' between the parts whatever the format says (the site's date field
 * shows dd-mm-jjjj for a 'dmy' field).
 */
export function parseDate(text: string, dateFormat?: string | null): string | null {
  const order = dateFormat?.startsWith('mdy') ? 'mdy' : dateFormat?.startsWith('ymd') ? 'ymd' : 'dmy';
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const parts = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(text)?.slice(1).map(Number);
    if (!parts) return null;
    const [a, b, c] = parts as [number, number, number];
    if (order === 'dmy') [day, month, year] = [a, b, c];
    else if (order === 'mdy') [month, day, year] = [a, b, c];
    else [year, month, day] = [a, b, c];
    if (year < 1000) return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Roughly WordPress' is_email(), which GF uses. */
export function isEmail(text: string): boolean {
  if (text.length < 3 || text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at < 1) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label)) && /[a-z]/i.test(labels.at(-1)!);
}

/** GF's is_valid_url: an absolute http(s) URL with a host. */
export function isWebsite(text: string): boolean {
  if (/\s/.test(text) || !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function parseNumber(text: string): number | null {
  if (!/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

function numberRangeMessage(field: GfField): string {
  const min = field.rangeMin ?? null;
  const max = field.rangeMax ?? null;
  if (min !== null && max !== null) return MESSAGES.numberBetween(min, max);
  if (min !== null) return MESSAGES.numberAtLeast(min);
  if (max !== null) return MESSAGES.numberAtMost(max);
  return MESSAGES.number;
}

function characters(text: string): number {
  return [...text].length;
}

/** What one field holds in this submission. */
interface FieldReading<F extends SubmittedFile> {
  value: EntryValue;
  /** The values conditional-logic rules compare against. */
  ruleValues: string[];
  empty: boolean;
  files?: F[];
  /** A required name/address: a visible required sub-input is empty. */
  missingInput?: boolean;
  invalidList?: boolean;
  /** Normalised text for format checks (single-value fields). */
  text?: string;
}

/** Address Line 2 is the one sub-input GF never requires (GF_Field_Address::validate). */
const OPTIONAL_ADDRESS_INPUT = '2';

function readField<F extends SubmittedFile>(field: GfField, values: SubmittedValues, files: SubmittedFiles<F>): FieldReading<F> {
  switch (field.type) {
    case 'checkbox':
    case 'multiselect': {
      const chosen = readChoices(field, values);
      return { value: chosen, ruleValues: chosen, empty: chosen.length === 0 };
    }
    case 'consent': {
      // Only GF's own post name `input_5_1` (GF_Field_Consent's first input) counts.
      const checked = isChecked(scalar(values, inputKey(`${field.id}.1`)));
      return { value: checked ? '1' : '', ruleValues: checked ? ['1'] : [], empty: !checked };
    }
    case 'name':
    case 'address': {
      if (!field.inputs?.length) break; // GF's simple format: one text value
      const parts: Record<string, string> = {};
      for (const input of visibleInputs(field)) parts[input.id] = scalar(values, inputKey(input.id));
      // docs/behaviour/forms.md#validation: every visible name part is required; GF's address leaves Address Line 2 optional.
      const required = visibleInputs(field).filter((input) => field.type === 'name' || input.id.split('.')[1] !== OPTIONAL_ADDRESS_INPUT);
      const filled = Object.values(parts).filter(Boolean);
      return {
        value: parts,
        ruleValues: filled.length ? [filled.join(' ')] : [],
        empty: filled.length === 0,
        missingInput: required.some((input) => !parts[input.id]),
      };
    }
    case 'list': {
      const { rows, count, invalid } = readList(field, values);
      const texts = (rows as (string | Record<string, string>)[]).map((row) => (typeof row === 'string' ? row : Object.values(row).join(' ')));
      return { value: rows, ruleValues: texts, empty: count === 0, invalidList: invalid };
    }
    case 'fileupload': {
      const received = files[inputKey(field.id)] ?? [];
      return { value: received.map((file) => file.filename), ruleValues: received.map((file) => file.filename), empty: received.length === 0, files: received };
    }
    default:
      break;
  }
  const text = scalar(values, inputKey(field.id));
  return { value: text, ruleValues: text ? [text] : [], empty: text === '', text };
}

/** GF's own message for one visible field, or undefined when it is fine. */
function checkField<F extends SubmittedFile>(field: GfField, reading: FieldReading<F>): string | undefined {
  const required = field.isRequired && field.visibility !== 'hidden';
  if (field.type === 'consent') {
    // A consent checkbox is there to be agreed to; the site's form engine requires it always (docs/behaviour/forms.md#validation).
    return reading.empty && field.visibility !== 'hidden' ? MESSAGES.required : undefined;
  }
  if (required && (reading.empty || reading.missingInput)) return MESSAGES.required;
  if (reading.empty) return undefined;
  const text = reading.text ?? '';
  switch (field.type) {
    case 'email':
      return isEmail(text) ? undefined : MESSAGES.email;
    case 'website':
      return isWebsite(text) ? undefined : MESSAGES.website;
    case 'phone': {
      const max = field.maxLength && field.maxLength > 0 ? field.maxLength : PHONE_MAX_LENGTH;
      return characters(text) > max ? MESSAGES.maxLength(max) : undefined;
    }
    case 'text':
    case 'textarea':
      return field.maxLength && field.maxLength > 0 && characters(text) > field.maxLength ? MESSAGES.maxLength(field.maxLength) : undefined;
    case 'number': {
      const number = parseNumber(text);
      if (number === null) return numberRangeMessage(field);
      if ((field.rangeMin != null && number < field.rangeMin) || (field.rangeMax != null && number > field.rangeMax)) return numberRangeMessage(field);
      return undefined;
    }
    case 'select':
    case 'radio':
      return choiceValues(field).includes(text) ? undefined : MESSAGES.choice;
    case 'checkbox':
    case 'multiselect': {
      const allowed = choiceValues(field);
      return (reading.value as string[]).every((value) => allowed.includes(value)) ? undefined : MESSAGES.choice;
    }
    case 'date':
      return parseDate(text, field.dateFormat) ? undefined : MESSAGES.date;
    case 'list':
      return reading.invalidList ? MESSAGES.list : undefined;
    case 'fileupload': {
      const received = reading.files ?? [];
      if (received.length > 1 && !field.canAcceptMultipleFiles) return MESSAGES.fileCount;
      if (received.some((file) => !isExtensionAllowed(field, file.filename))) return MESSAGES.fileType;
      if (received.some((file) => file.size > maxFileBytes(field))) return MESSAGES.fileSize(maxFileSizeMb(field));
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Stored form of a value that was checked: dates as ISO, numbers with a decimal point. */
function storedValue(field: GfField, reading: FieldReading<SubmittedFile>): EntryValue {
  if (field.type === 'date' && reading.text) return parseDate(reading.text, field.dateFormat) ?? reading.text;
  if (field.type === 'number' && reading.text) return reading.text.replace(',', '.');
  return reading.value;
}

/** GF compares rule values case-insensitively; a multi-value field matches IS when any value does. */
function ruleHolds(actual: string[], operator: string, expected: string): boolean {
  const target = String(expected ?? '').trim().toLowerCase();
  const is = actual.length === 0 ? target === '' : actual.some((value) => value.toLowerCase() === target);
  return operator === 'IS_NOT' ? !is : is;
}

export function validateSubmission<F extends SubmittedFile = SubmittedFile>(
  form: GfForm,
  values: SubmittedValues,
  files: SubmittedFiles<F> = {},
): ValidationResult<F> {
  const byId = new Map(form.fields.map((field) => [field.id, field]));
  const readings = new Map<number, FieldReading<F>>();
  const reading = (field: GfField) => {
    let found = readings.get(field.id);
    if (!found) readings.set(field.id, (found = readField(field, values, files)));
    return found;
  };

  const visibility = new Map<number, boolean>();
  const resolving = new Set<number>();
  /** Administrative fields and fields hidden by their conditional logic take no part; a hidden field's value is empty to the rules of others. */
  const isShown = (field: GfField): boolean => {
    const known = visibility.get(field.id);
    if (known !== undefined) return known;
    if (field.visibility === 'administrative') return false;
    const logic: GfConditionalLogic | null | undefined = field.conditionalLogic;
    if (!logic?.rules?.length || resolving.has(field.id)) return true;
    resolving.add(field.id);
    const results = logic.rules.map((rule) => {
      const source = byId.get(Number(rule.fieldId));
      const actual = source && !isDisplayOnly(source) && isShown(source) ? reading(source).ruleValues : [];
      return ruleHolds(actual, rule.operator, rule.value);
    });
    resolving.delete(field.id);
    const matched = logic.logicType === 'ANY' ? results.some(Boolean) : results.every(Boolean);
    const shown = logic.actionType === 'HIDE' ? !matched : matched;
    visibility.set(field.id, shown);
    return shown;
  };

  const result: ValidationResult<F> = { is_valid: true, validation_messages: {}, values: {}, files: {} };
  for (const field of form.fields) {
    // Display-only fields (section, html) hold no value: GFFormsModel skips `$field->displayOnly`
    // when it saves an entry (forms_model.php, save_entry / create_lead).
    if (isDisplayOnly(field) || !isShown(field)) continue;
    const current = reading(field);
    const message = checkField(field, current);
    // As in GF, a field's custom validation message replaces whatever message it failed with.
    if (message) result.validation_messages[String(field.id)] = field.errorMessage?.trim() || message;
    result.values[String(field.id)] = storedValue(field, current);
    if (current.files) result.files[String(field.id)] = current.files;
  }
  result.is_valid = Object.keys(result.validation_messages).length === 0;
  return result;
}
