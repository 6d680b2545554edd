/**
 * The answer to a valid submission: the form's default confirmation with its merge tags filled in,
 * shaped as Gravity Forms answers it. Sources (pronamic/gravityforms 2.8.7, commit
 * e67bf0f456e4672732ce77e911a6b5a40542a69f, the version ../shared/real-wordpress runs):
 * - includes/api.php GFAPI::submit_form(): a message sets confirmation_message + confirmation_type
 *   'message' (no confirmation_redirect key); a redirect sets confirmation_message '',
 *   confirmation_redirect and confirmation_type 'redirect'.
 * - form_display.php GFFormDisplay::get_confirmation_message(): the message in
 *   `<div id='gform_confirmation_wrapper_{id}' class='gform_confirmation_wrapper {cssClass}'><div
 *   id='gform_confirmation_message_{id}' class='gform_confirmation_message_{id} gform_confirmation_message'>…</div></div>`.
 * - Captured: ../shared/real-wordpress/out/gf-submission-valid.http.
 */
import type { GfForm } from '../../content/types.ts';
import type { EntryValue } from './validate.ts';

/** GF's own default confirmation text, in Dutch. */
export const DEFAULT_CONFIRMATION_MESSAGE = 'Bedankt voor je bericht! We nemen zo snel mogelijk contact met je op.';

export type ConfirmationAnswer =
  | { confirmation_message: string; confirmation_type: 'message' }
  /** REDIRECT (and PAGE): url + '?' + the query string with merge tags filled in. */
  | { confirmation_message: ''; confirmation_redirect: string; confirmation_type: 'redirect' };

/** GF's wrapper around a confirmation message (GFFormDisplay::get_confirmation_message). */
export function confirmationWrapper(form: Pick<GfForm, 'databaseId' | 'cssClass'>, message: string): string {
  const id = form.databaseId;
  const cssClass = escapeHtml(form.cssClass ?? '');
  return `<div id='gform_confirmation_wrapper_${id}' class='gform_confirmation_wrapper ${cssClass}'><div id='gform_confirmation_message_${id}' class='gform_confirmation_message_${id} gform_confirmation_message'>${message}</div></div>`;
}

/** The text a merge tag stands for: a field ('11'), or one sub-input of it ('11.3'). */
export function mergeTagValue(form: GfForm, values: Record<string, EntryValue>, id: string): string {
  const [fieldId, inputNumber] = id.split('.');
  const value = values[fieldId!];
  const field = form.fields.find((candidate) => String(candidate.id) === fieldId);
  if (value === undefined || !field) return '';
  if (typeof value === 'string') return inputNumber ? '' : value;
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === 'string' ? item : Object.values(item).filter(Boolean).join(' '))).join(', ');
  }
  if (inputNumber) return value[id] ?? '';
  return Object.values(value).filter(Boolean).join(field.type === 'address' ? ', ' : ' ');
}

const MERGE_TAG = /\{([^{}:]*):(\d+(?:\.\d+)?)(?::[^{}]*)?\}/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Replaces {Label:11}, {:11}, {Naam:11.3}, {entry_id} and {form_title}; `encode` is applied to each value. */
export function replaceMergeTags(
  text: string,
  form: GfForm,
  values: Record<string, EntryValue>,
  entryId: number,
  encode: (value: string) => string,
): string {
  return text
    .replace(MERGE_TAG, (_tag, _label: string, id: string) => encode(mergeTagValue(form, values, id)))
    .replace(/\{entry_id\}/g, encode(String(entryId)))
    .replace(/\{form_title\}/g, encode(form.title));
}

export function confirmationAnswer(form: GfForm, values: Record<string, EntryValue>, entryId: number): ConfirmationAnswer {
  const confirmation = form.confirmations.find((candidate) => candidate.isDefault) ?? form.confirmations[0];
  if (confirmation && (confirmation.type === 'REDIRECT' || confirmation.type === 'PAGE') && confirmation.url) {
    const query = replaceMergeTags(confirmation.queryString ?? '', form, values, entryId, encodeURIComponent).replace(/^[?&]+/, '');
    const separator = confirmation.url.includes('?') ? '&' : '?';
    return {
      confirmation_message: '',
      confirmation_redirect: query ? `${confirmation.url}${separator}${query}` : confirmation.url,
      confirmation_type: 'redirect',
    };
  }
  const message = replaceMergeTags(confirmation?.message || DEFAULT_CONFIRMATION_MESSAGE, form, values, entryId, escapeHtml);
  return { confirmation_message: confirmationWrapper(form, message), confirmation_type: 'message' };
}
