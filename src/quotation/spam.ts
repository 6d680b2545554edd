/**
 * The two quiet spam signs the quotation dialog sends with every request, shared by the browser
 * (QuotationDialog, client.ts) and the endpoint (server/abuse.ts). Modelled on Gravity Forms'
 * own anti-spam (includes/honeypot/class-gf-honeypot-handler.php, 2.9.21+):
 * - a honeypot: an input people never see, named like a form field so form-filling bots fill it
 *   (GF's `get_honeypot_field_id`: the largest field id + 1, input name `input_{id}`; hidden by
 *   a stylesheet class, `gform_validation_container`); Netlify Forms (`netlify-honeypot`) and
 *   Formspree (`_gotcha`) do the same;
 * - a speed check: the time from opening the form to sending it (GF's `gform_submission_speeds`,
 *   threshold `submitSpeedCheckThreshold`, 2000 ms by default). Typing a name, an e-mail address
 *   and a phone number takes longer, but a browser's autofill does not: speed alone is a guess.
 * The honeypot (and a missing fill time) makes the request "suspected spam": answered like any
 * other, never mailed, stored flagged (GF's default `honeypotAction` is `spam` for the same reason:
 * a bot learns nothing). Speed alone only counts against a stricter limit (server/handle.ts).
 */

/** The honeypot's input name for a form with these field ids (GF: the largest id + 1). */
export function honeypotInputName(fieldIds: readonly number[]): string {
  const ids = fieldIds.filter((id) => Number.isInteger(id) && id > 0);
  return `input_${(ids.length ? Math.max(...ids) : 0) + 1}`;
}

/** The field with the milliseconds between the dialog's form appearing and its sending. */
export const FILL_TIME_FIELD = 'form_fill_ms';

/**
 * The speed threshold: a request sent sooner counts against the quick limit (server/limits.ts).
 * Gravity Forms' default (submitSpeedCheckThreshold) is 2000 ms; the fastest honest fill measured
 * in a browser (bench/quick-fill.ts: autofill, the consent box and the button, clicks 250 ms
 * apart) took 1.2 s, so 2000 would count most autofilling visitors as quick. Below 1000 ms are
 * only very fast hands (clicks 150 ms apart: 0.8 s) and scripts (docs/caching-and-security.md).
 */
export const DEFAULT_MIN_FILL_MS = 1000;

/** The honeypot's label: one of GF's labels (get_honeypot_labels), in the site's language. */
export const HONEYPOT_LABEL = 'Website';
