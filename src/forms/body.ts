/**
 * The form state → the multipart body of `POST {apiURL}/submissions` (docs/behaviour/forms.md#the-request), with the keys
 * real Gravity Forms 2.8.7 reads. The REST controller hands the request's body params to
 * GFAPI::submit_form, which reads `$_POST`/`$_FILES` like a browser post
 * (includes/webapi/v2/includes/controllers/class-controller-form-submissions.php l. 56–68),
 * so each field is read by its own class:
 * - a field with inputs: one key per input, `input_` + the input id with '.' → '_'
 *   (class-gf-field.php l. 900–914 `get_value_submission`);
 * - checkbox: only `input_7_1`, `input_7_2` … — one key per chosen choice, the n-th choice ↔ the
 *   n-th input (ids skip multiples of ten: 7.9, 7.11) (class-gf-field-checkbox.php l. 327);
 * - consent: only `input_5_1` = '1' decides (class-gf-field-consent.php l. 318–320); GF adds the
 *   label (.2) and revision (.3) itself when it saves (l. 322ff.);
 * - multiselect: `input_12[]` (class-gf-field-multiselect.php l. 162);
 * - list: every cell as `input_14[]`, row by row (class-gf-field-list.php l. 490, 515, 583);
 * - fileupload: the file as `input_9` (class-gf-field-fileupload.php l. 161–204, `$_FILES[input_9]`);
 *   a multi-file field sends no file parts: GF reads its files only from `gform_uploaded_files`
 *   (with `gform_unique_id`), naming files uploaded before to GF's upload page (upload.ts);
 * - address country (24.6): the name of GF's country list ('Netherlands'), which GF stores and reads.
 * Fields hidden by visibility or conditional logic are left out (GF would also discard them).
 */
import { activeFields } from './conditions';
import type { FieldDefinition, FormDefinition, FormValue, FormValues } from './types';
import { gfCountryName } from './countries';
import type { UploadedFiles } from './upload';
import { blobName, chosenFiles, isBlob } from './upload';
import { checkboxSelection, hasSubInputValues, inputName, isCountryInput, isDisplayOnly, visibleInputs } from './values';

/** One entry of the body: text or a file. */
export type BodyEntry = [name: string, value: string | Blob, filename?: string];

function asText(value: FormValue): string {
  if (value == null || value === false) return '';
  if (value === true) return '1';
  return typeof value === 'string' ? value : String(value);
}

/** GF's checkbox input ids when the definition lists none: 7.1 … 7.9, 7.11 … (GF_Field_Checkbox skips multiples of ten). */
export function checkboxInputId(fieldId: number, index: number): string {
  let count = 0;
  for (let n = 1; ; n++) {
    if (n % 10 === 0) continue;
    if (count === index) return `${fieldId}.${n}`;
    count++;
  }
}

function checkboxEntries(field: FieldDefinition, value: FormValue): BodyEntry[] {
  const chosen = new Set(checkboxSelection(value));
  const entries: BodyEntry[] = [];
  field.choices.forEach((choice, index) => {
    if (!chosen.has(choice.value)) return;
    const id = field.inputs[index]?.id ?? checkboxInputId(field.id, index);
    entries.push([inputName(id), choice.value]);
  });
  return entries;
}

function listEntries(name: string, value: FormValue): BodyEntry[] {
  if (!Array.isArray(value)) return asText(value) === '' ? [] : [[`${name}[]`, asText(value)]];
  const cells = (value as unknown[]).flatMap((row) => (Array.isArray(row) ? row : [row]));
  return cells.map((cell) => [`${name}[]`, asText(cell as FormValue)]);
}

function fileEntries(field: FieldDefinition, name: string, value: FormValue): BodyEntry[] {
  // Real GF 2.8.7 reads no $_FILES for a multi-file field: GFFormDisplay::upload_files skips
  // `$field->multipleFiles` (form_display.php l. 405) and validation reads
  // GFFormsModel::$uploaded_files from the `gform_uploaded_files` JSON of files uploaded before
  // through GF's upload page (forms_model.php l. 8104–8130; api.php l. 1764) — see upload.ts.
  if (field.canAcceptMultipleFiles) return [];
  return chosenFiles(value)
    .slice(0, 1)
    .map((file) => [name, file, blobName(file)]);
}

/** The body's entries for one field, in the order GF's own form would post them. */
export function fieldEntries(field: FieldDefinition, values: FormValues): BodyEntry[] {
  if (isDisplayOnly(field)) return [];
  if (hasSubInputValues(field)) {
    return visibleInputs(field).map((input) => {
      const text = asText(values[inputName(input.id)]);
      return [inputName(input.id), field.type === 'address' && isCountryInput(input) ? gfCountryName(text) : text];
    });
  }
  const name = inputName(field.id);
  const value = values[name];
  switch (field.type) {
    case 'checkbox':
      return checkboxEntries(field, value);
    case 'consent':
      return value === true || value === '1' || value === 'true' ? [[`${name}_1`, '1']] : [];
    case 'list':
      return listEntries(name, value);
    case 'fileupload':
      return fileEntries(field, name, value);
    default:
      if (Array.isArray(value)) return (value as unknown[]).map((item) => [`${name}[]`, asText(item as FormValue)]);
      if (isBlob(value)) return [[name, value, blobName(value)]];
      return [[name, asText(value)]];
  }
}

/** The multi-file fields' files, uploaded before to GF's upload page (upload.ts uploadMultiFiles). */
export interface SubmissionUploads {
  /** The submission's `gform_unique_id`, the one the files were uploaded with. */
  uniqueId: string;
  uploadedFiles: UploadedFiles;
}

/**
 * Every entry of the body: the fields that are rendered and shown by conditional logic, then —
 * when files were uploaded — `gform_uploaded_files` (JSON by post name) and `gform_unique_id`,
 * the hidden inputs of GF's own form.
 */
export function bodyEntries(definition: FormDefinition, values: FormValues, uploads?: SubmissionUploads): BodyEntry[] {
  const entries = activeFields(definition, values).flatMap((field) => fieldEntries(field, values));
  if (uploads && Object.keys(uploads.uploadedFiles).length > 0) {
    entries.push(['gform_uploaded_files', JSON.stringify(uploads.uploadedFiles)], ['gform_unique_id', uploads.uniqueId]);
  }
  return entries;
}

/** A posted field as a parser gives it: a string, or the strings of a repeated name. */
function postedStrings(body: Readonly<Record<string, unknown>>, key: string): string[] {
  const value = body[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A single value: the last one when the name was repeated (as PHP's $_POST keeps it), else ''. */
function postedText(body: Readonly<Record<string, unknown>>, key: string): string {
  return postedStrings(body, key).at(-1) ?? '';
}

/**
 * The form state back from a posted body: the inverse of `bodyEntries` for every field of the
 * definition, so a server can validate a submission with the browser's own rules (schema.ts).
 * `body` is the parsed multipart body (Gatsby's multer turns `input_12[]` into `input_12: [...]`,
 * a plain parser keeps the `[]` key: both are read). Files are not read: a server that takes
 * none refuses them before this. Keys the definition does not know are ignored.
 */
export function valuesFromBody(definition: FormDefinition, body: Readonly<Record<string, unknown>>): FormValues {
  const values: FormValues = {};
  const repeated = (name: string) => [...postedStrings(body, `${name}[]`), ...(Array.isArray(body[name]) ? postedStrings(body, name) : [])];
  for (const field of definition.fields) {
    if (isDisplayOnly(field)) continue;
    if (hasSubInputValues(field)) {
      for (const input of visibleInputs(field)) values[inputName(input.id)] = postedText(body, inputName(input.id));
      continue;
    }
    const name = inputName(field.id);
    switch (field.type) {
      case 'checkbox':
        values[name] = field.choices
          .filter((_choice, index) => postedText(body, inputName(field.inputs[index]?.id ?? checkboxInputId(field.id, index))) !== '')
          .map((choice) => choice.value)
          .join(',');
        break;
      case 'consent':
        values[name] = postedText(body, `${name}_1`) === '1';
        break;
      case 'multiselect':
        values[name] = repeated(name);
        break;
      case 'list': {
        const cells = repeated(name);
        const width = field.hasColumns ? field.columns.length : 0;
        values[name] =
          width > 1
            ? Array.from({ length: Math.ceil(cells.length / width) }, (_row, index) => cells.slice(index * width, index * width + width))
            : cells;
        break;
      }
      case 'fileupload':
        break;
      default:
        values[name] = postedText(body, name);
    }
  }
  return values;
}

/** The multipart body of a submission (docs/behaviour/forms.md#the-request). */
export function buildBody(definition: FormDefinition, values: FormValues, uploads?: SubmissionUploads): FormData {
  const body = new FormData();
  for (const [name, value, filename] of bodyEntries(definition, values, uploads)) {
    if (typeof value === 'string') body.append(name, value);
    else if (filename !== undefined) body.append(name, value, filename);
    else body.append(name, value);
  }
  return body;
}
