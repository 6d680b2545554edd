/**
 * The two quiet spam signs the quotation dialog sends with every request, shared by the browser
 * (QuotationDialog, client.ts) and the endpoint (server/abuse.ts). Modelled on Gravity Forms'
 * own anti-spam (includes/honeypot/class-gf-honeypot-handler.php, 2.9.21+):
 * - a honeypot: an input people never see, named like a form field so form-filling bots fill it
 *   (GF's `get_honeypot_field_id`: the largest field id + 1, input name `input_{id}`; hidden by
 *   a stylesheet class, `gform_validation_container`); Netlify Forms (`netlify-honeypot`) and
 *   Formspree (`_gotcha`) do the same;
 * - a speed check: the time from opening the form to sending it (GF's `gform_submission_speeds`,
 *   threshold `submitSpeedCheckThreshold`, 2000 ms by default): nobody fills in a name, an e-mail
 *   address and a phone number faster.
 * Either sign makes the request "suspected spam": answered like any other, never mailed, stored
 * flagged (GF's default `honeypotAction` is `spam` for the same reason: a bot learns nothing).
 */

/** The honeypot's input name for a form with these field ids (GF: the largest id + 1). */
export function honeypotInputName(fieldIds: readonly number[]): string {
  const ids = fieldIds.filter((id) => Number.isInteger(id) && id > 0);
  return `input_${(ids.length ? Math.max(...ids) : 0) + 1}`;
}

/** The field with the milliseconds between the dialog's form appearing and its sending. */
export const FILL_TIME_FIELD = 'form_fill_ms';

/** Gravity Forms' default speed threshold (submitSpeedCheckThreshold). */
export const DEFAULT_MIN_FILL_MS = 2000;

/** The honeypot's label: one of GF's labels (get_honeypot_labels), in the site's language. */
export const HONEYPOT_LABEL = 'Website';
