/**
 * The form fields of the quotation dialog (Gravity Forms form 5, mocks/content/forms.ts), as the
 * form engine sends them: input_{id} keys, the consent as input_16_1 = '1'. Validated again here
 * (the browser's checks are a courtesy) with one Dutch message for the first problem; names and
 * addresses that could smuggle a mail header (line breaks, angle brackets) are refused.
 */
import { QUOTATION_FORM_ID } from '../types';

export { QUOTATION_FORM_ID };

export const FIELD_KEYS = {
  name: 'input_11',
  email: 'input_12',
  comments: 'input_13',
  company: 'input_14',
  phone: 'input_15',
  consent: 'input_16_1',
} as const;

export interface QuotationContact {
  name: string;
  email: string;
  company: string;
  phone: string;
  comments: string;
}

export type ContactResult = { ok: true; contact: QuotationContact } | { ok: false; message: string };

export const FIELD_MESSAGES = {
  formId: 'Dit formulier hoort niet bij de offerte. Vernieuw de pagina en probeer het opnieuw.',
  name: 'Vul je naam in.',
  email: 'Vul een geldig e-mailadres in.',
  company: 'Vul de naam van je bedrijf in.',
  phone: 'Vul een geldig telefoonnummer in (maximaal 10 tekens).',
  comments: 'Je opmerkingen zijn te lang (maximaal 1000 tekens).',
  consent: 'Je moet akkoord gaan met de voorwaarden om de offerte te ontvangen.',
  lineBreak: (label: string) => `${label} mag geen regeleinde bevatten.`,
} as const;

const MAX_SINGLE_LINE = 200;
const MAX_COMMENTS = 1000;
const PHONE_MAX = 10;
/** One address, no display name, no comments: what a visitor types into an e-mail field. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// Control characters are exactly what must not reach a mail header (CR, LF, NUL…).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** A field's value as multer gives it: a string, or the last of repeated ones; anything else is ''. */
export function fieldValue(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value.at(-1) === 'string') return value.at(-1) as string;
  return '';
}

function singleLine(body: Record<string, unknown>, key: string, label: string, missing: string, required: boolean): string | { message: string } {
  const value = fieldValue(body, key).trim();
  if (CONTROL.test(value)) return { message: FIELD_MESSAGES.lineBreak(label) };
  if ((required && !value) || value.length > MAX_SINGLE_LINE) return { message: missing };
  return value;
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function readFormId(body: Record<string, unknown>): boolean {
  return fieldValue(body, 'form_id').trim() === String(QUOTATION_FORM_ID);
}

export function readContact(body: Record<string, unknown>): ContactResult {
  if (!readFormId(body)) return { ok: false, message: FIELD_MESSAGES.formId };
  const name = singleLine(body, FIELD_KEYS.name, 'Je naam', FIELD_MESSAGES.name, true);
  if (typeof name !== 'string') return { ok: false, ...name };
  const email = singleLine(body, FIELD_KEYS.email, 'Het e-mailadres', FIELD_MESSAGES.email, true);
  if (typeof email !== 'string') return { ok: false, ...email };
  if (!isValidEmail(email)) return { ok: false, message: FIELD_MESSAGES.email };
  const company = singleLine(body, FIELD_KEYS.company, 'De bedrijfsnaam', FIELD_MESSAGES.company, true);
  if (typeof company !== 'string') return { ok: false, ...company };
  const phone = singleLine(body, FIELD_KEYS.phone, 'Het telefoonnummer', FIELD_MESSAGES.phone, true);
  if (typeof phone !== 'string') return { ok: false, ...phone };
  if (phone.length > PHONE_MAX || !/^[+0-9 ()-]+$/.test(phone)) return { ok: false, message: FIELD_MESSAGES.phone };
  const comments = fieldValue(body, FIELD_KEYS.comments).replace(/\r\n?/g, '\n').trim();
  if (comments.length > MAX_COMMENTS) return { ok: false, message: FIELD_MESSAGES.comments };
  if (fieldValue(body, FIELD_KEYS.consent).trim() !== '1') return { ok: false, message: FIELD_MESSAGES.consent };
  return { ok: true, contact: { name, email, company, phone, comments } };
}
