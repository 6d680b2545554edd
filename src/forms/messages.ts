/**
 * The engine's validation and status messages (docs/behaviour/forms.md#validation-messages), nl (default) and en, and the
 * mapping of yup's generic English messages onto them. A message without a mapping is shown raw
 * (docs/behaviour/forms.md#validation-messages): `translateMessage` returns it unchanged.
 */
import type { Language } from './types';

export const DEFAULT_LANGUAGE: Language = 'nl';

export interface MessageTable {
  /** Built-in (docs/behaviour/forms.md#validation-messages). */
  required: string;
  email: string;
  consent: string;
  default: string;
  /** Field-type defaults when the field has no errorMessage (docs/behaviour/forms.md#validation: email, website). */
  emailInvalid: string;
  websiteInvalid: string;
  /** The form status error (docs/behaviour/forms.md#submission-states). */
  submitError: string;
  /** Shown when a submission succeeded but WordPress gave no message (or only a redirect the site refuses). */
  sent: string;
  /** yup's generic length/range messages, mapped (docs/behaviour/forms.md#validation-messages). */
  minLength: (min: number) => string;
  maxLength: (max: number) => string;
  minNumber: (min: number) => string;
  maxNumber: (max: number) => string;
  number: string;
}

export const MESSAGES: Record<Language, MessageTable> = {
  nl: {
    required: 'Is verplicht',
    email: 'E-mailadres niet juist',
    consent: 'U dient akkoord te gaan met de voorwaarden',
    default: 'Er ging iets mis',
    emailInvalid: 'Vul een geldig e-mailadres in',
    websiteInvalid: 'Vul een geldige URL in',
    submitError: 'Er ging iets fout',
    sent: 'Bedankt, het formulier is verstuurd.',
    minLength: (min) => `Minimaal ${min} tekens`,
    maxLength: (max) => `Maximaal ${max} tekens`,
    minNumber: (min) => `Minimaal ${min}`,
    maxNumber: (max) => `Maximaal ${max}`,
    number: 'Vul een getal in',
  },
  en: {
    required: 'Is required',
    email: 'Is incorrect',
    consent: 'You must agree to the terms',
    default: 'Something went wrong',
    // These defaults exist in Dutch only (docs/behaviour/forms.md#validation-messages); in English the email message stands in.
    emailInvalid: 'Is incorrect',
    websiteInvalid: 'Is incorrect',
    submitError: 'Something went wrong',
    sent: 'Thank you, the form has been sent.',
    minLength: (min) => `At least ${min} characters`,
    maxLength: (max) => `At most ${max} characters`,
    minNumber: (min) => `At least ${min}`,
    maxNumber: (max) => `At most ${max}`,
    number: 'Enter a number',
  },
};

export function messagesFor(language: Language = DEFAULT_LANGUAGE): MessageTable {
  return MESSAGES[language] ?? MESSAGES[DEFAULT_LANGUAGE];
}

/**
 * yup's default English messages (yup 1.x `locale.ts`), with `path` already interpolated, e.g.
 * 'input_11 is a required field', 'input_13 must be at least 5 characters'. Each maps onto the
 * table; the order matters only where patterns overlap (none do).
 */
const GENERIC: { pattern: RegExp; message: (table: MessageTable, match: RegExpExecArray) => string }[] = [
  { pattern: /^.*\bis a required field$/, message: (t) => t.required },
  { pattern: /^.*\bmust be a valid email$/, message: (t) => t.email },
  { pattern: /^.*\bmust be a valid URL$/, message: (t) => t.websiteInvalid },
  { pattern: /^.*\bfield must be true$/, message: (t) => t.consent },
  { pattern: /^.*\bmust be at least (-?\d+(?:\.\d+)?) characters$/, message: (t, m) => t.minLength(Number(m[1])) },
  { pattern: /^.*\bmust be at most (-?\d+(?:\.\d+)?) characters$/, message: (t, m) => t.maxLength(Number(m[1])) },
  { pattern: /^.*\bmust be greater than or equal to (-?\d+(?:\.\d+)?)$/, message: (t, m) => t.minNumber(Number(m[1])) },
  { pattern: /^.*\bmust be less than or equal to (-?\d+(?:\.\d+)?)$/, message: (t, m) => t.maxNumber(Number(m[1])) },
  { pattern: /^.*\bfield must have at least \d+ items?$/, message: (t) => t.required },
  { pattern: /^.*\bmust be a `number` type\b[\s\S]*$/, message: (t) => t.number },
];

/** A yup message in the chosen language; a message without a mapping comes back raw (docs/behaviour/forms.md#validation-messages). */
export function translateMessage(message: string, language: Language = DEFAULT_LANGUAGE): string {
  const table = messagesFor(language);
  for (const { pattern, message: translate } of GENERIC) {
    const match = pattern.exec(message);
    if (match) return translate(table, match);
  }
  return message;
}
