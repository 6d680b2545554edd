/**
 * The form fields of the quotation dialog: Gravity Forms form 5 as the build sourced it (its
 * definition is in the build's quotation file, packages-file.ts), posted by the form engine
 * (src/forms/body.ts). Validated again here with the browser's own rules (src/forms/schema.ts
 * over valuesFromBody: the browser's checks are a courtesy), plus what a mail needs: an e-mail
 * field holding one plain address, and no value that could smuggle a mail header. The visitor's
 * name and address come from the fields of those types, so an editor may renumber, add or drop
 * fields in WordPress without touching the site.
 */
import { valuesFromBody } from '../../forms/body';
import { validateValues } from '../../forms/schema';
import { fieldLabel, filledFields, type FilledField } from '../../forms/summary';
import type { FieldDefinition, FormDefinition } from '../../forms/types';
import { hasSubInputValues, inputName, visibleInputs } from '../../forms/values';
import { QUOTATION_FORM_ID } from '../types';
import { fieldValue } from './raw-body';

export { QUOTATION_FORM_ID };

/** A filled field as the mail lists it. */
export type ContactField = Pick<FilledField, 'label' | 'value'>;

export interface QuotationContact {
  /** The visitor's name ('' when the form asks none). */
  name: string;
  email: string;
  /** The organisation ('' when the form asks none): the mail's subject names it. */
  company: string;
  /** Every filled field, in the form's order, as the visitor gave it. */
  fields: ContactField[];
}

export type ContactResult = { ok: true; contact: QuotationContact } | { ok: false; message: string };

export const FIELD_MESSAGES = {
  formId: 'Dit formulier hoort niet bij de offerte. Vernieuw de pagina en probeer het opnieuw.',
  email: 'Vul een geldig e-mailadres in.',
  lineBreak: (label: string) => `${label} mag geen regeleinde bevatten.`,
  tooLong: (label: string, max: number) => `${label} is te lang (maximaal ${max} tekens).`,
  /** A field's message from the form engine: the editor's own sentence, or the engine's with the field it is about. */
  field: (label: string, message: string, own: boolean) => `${own ? '' : `${label}: `}${message.replace(/[.!]?\s*$/, '.')}`,
} as const;

/** Bounds of what one value may hold; the body as a whole is bounded by handle.ts. */
const MAX_SINGLE_LINE = 200;
const MAX_MULTI_LINE = 5000;
/** Types whose values are paragraphs or lists: line breaks are theirs to hold. */
const MULTI_LINE = new Set(['textarea', 'list']);
/** One address, no display name, no comments: what a visitor types into an e-mail field. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a mail header (CR, LF, NUL…)
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the same, but the line breaks a multi-line value may hold
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/;
/** Labels of a text field that asks for the visitor's own name (not a company's: 'Bedrijfsnaam'). */
const NAME_LABEL = /^(je |uw |jouw )?(volledige )?(naam|name|full name|voor- en achternaam|contactpersoon)$/i;
/** Labels of a text field that asks for an organisation. */
const COMPANY_LABEL = /bedrijf|organisatie|company|organi[sz]ation/i;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function readFormId(body: Record<string, unknown>): boolean {
  return fieldValue(body, 'form_id').trim() === String(QUOTATION_FORM_ID);
}

/** Every posted string of the fields the form knows, with the field it belongs to. */
function postedOf(form: FormDefinition, body: Record<string, unknown>): Array<{ field: FieldDefinition; value: string }> {
  const names = (field: FieldDefinition) => {
    const own = hasSubInputValues(field) ? visibleInputs(field).map((input) => inputName(input.id)) : [inputName(field.id)];
    // Checkbox and consent post per input (input_7_1); lists and multiselects as name[].
    return own.flatMap((name) => [name, `${name}[]`, ...Object.keys(body).filter((key) => key.startsWith(`${name}_`))]);
  };
  return form.fields.flatMap((field) =>
    names(field).flatMap((key) => {
      const value = body[key];
      const values = Array.isArray(value) ? value : [value];
      return values.filter((item): item is string => typeof item === 'string').map((item) => ({ field, value: item }));
    }),
  );
}

/** The first field of a kind among what the visitor filled. */
const first = (fields: FilledField[], test: (field: FilledField) => boolean) => fields.find(test)?.value ?? '';

export function readContact(body: Record<string, unknown>, form: FormDefinition): ContactResult {
  if (!readFormId(body)) return { ok: false, message: FIELD_MESSAGES.formId };
  for (const { field, value } of postedOf(form, body)) {
    const label = fieldLabel(field);
    const multiLine = MULTI_LINE.has(field.type);
    if ((multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value.trim())) return { ok: false, message: FIELD_MESSAGES.lineBreak(label) };
    const max = multiLine ? MAX_MULTI_LINE : MAX_SINGLE_LINE;
    if (value.length > max) return { ok: false, message: FIELD_MESSAGES.tooLong(label, max) };
  }
  const values = valuesFromBody(form, body);
  const errors = validateValues(form, values);
  for (const field of form.fields) {
    const names = hasSubInputValues(field) ? visibleInputs(field).map((input) => inputName(input.id)) : [inputName(field.id)];
    const message = names.map((name) => errors[name]).find(Boolean);
    if (message) return { ok: false, message: FIELD_MESSAGES.field(fieldLabel(field), message, message === field.errorMessage) };
  }
  const fields = filledFields(form, values);
  // The quote is mailed to the address of the form's e-mail field: one plain address, required here even where the form makes it optional.
  const email = first(fields, (field) => field.type === 'email');
  if (!isValidEmail(email)) return { ok: false, message: FIELD_MESSAGES.email };
  const name =
    first(fields, (field) => field.type === 'name') ||
    first(fields, (field) => field.type === 'text' && NAME_LABEL.test(field.label.trim()));
  const company = first(fields, (field) => field.type === 'text' && COMPANY_LABEL.test(field.label));
  return { ok: true, contact: { name, email, company, fields: fields.map(({ label, value }) => ({ label, value })) } };
}

/** Whether the form can take a quote at all: without an e-mail field there is no one to mail it to. */
export function formTakesQuotes(form: FormDefinition | null): form is FormDefinition {
  return form !== null && form.fields.some((field) => field.type === 'email');
}

/** The labels of the fixed fields requests were stored with before the form's own fields were. */
const STORED_LABELS = {
  name: 'Naam',
  company: 'Bedrijfsnaam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  comments: 'Opmerkingen',
} as const;

/** A contact as requests were stored before the form's own fields were: the fixed fields, no `fields`. */
interface FixedFieldsContact extends Partial<Record<keyof typeof STORED_LABELS, unknown>> {
  fields?: undefined;
}

/** Whether a stored contact is of the current shape: a file written before may lack `fields`. */
function hasOwnFields(contact: QuotationContact | FixedFieldsContact): contact is QuotationContact {
  return Array.isArray(contact.fields);
}

/**
 * A stored request's contact, also one stored with the fixed fields (name, company, email, phone,
 * comments) and no `fields`: a request waiting to be resent across a deploy is still mailed whole.
 */
export function storedContact(contact: QuotationContact | FixedFieldsContact): QuotationContact {
  if (hasOwnFields(contact)) return contact;
  const text = (key: keyof typeof STORED_LABELS) => {
    const value = contact[key];
    return typeof value === 'string' ? value : '';
  };
  const fields = (Object.keys(STORED_LABELS) as Array<keyof typeof STORED_LABELS>)
    .map((key) => ({ label: STORED_LABELS[key], value: text(key) }))
    .filter((field) => field.value !== '');
  return { name: text('name'), email: text('email'), company: text('company'), fields };
}
