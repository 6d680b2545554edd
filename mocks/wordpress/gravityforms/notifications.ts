/**
 * The form's notifications, sent after a valid submission is stored, as Gravity Forms sends them.
 * Sources (pronamic/gravityforms 2.8.7, commit e67bf0f456e4672732ce77e911a6b5a40542a69f):
 * - common.php GFCommon::send_notifications(): every notification of the event 'form_submission'
 *   unless `isActive` is false; GFCommon::send_notification(): `to` (toType 'field': the value of
 *   the field `to` names), subject, from, fromName, replyTo, bcc with merge tags in text format;
 *   the message in html format, its newlines as <br /> unless `disableAutoformat`.
 * - GFCommon::send_email(): an invalid From becomes the admin e-mail; From: "fromName or from"
 *   <from>; Reply-To and Bcc only when they are valid lists; nothing sent without a valid To or
 *   without both subject and message; the html message in GF's template
 *   `<html><head><title>{subject}</title></head><body>{message}</body></html>` (format_html_message).
 * - GFCommon::get_submitted_fields() for {all_fields}: GF's two nested tables, per field with a
 *   value a label row (#EAF2FA) and a value row (#FFFFFF), a section as a bold row when a field
 *   after it has a value; fields hidden by conditional logic and empty fields left out.
 * - Field display (get_value_entry_detail, format html, media email): email as a mailto link,
 *   website as a link, textarea with <br />, checkbox and multiselect as <ul class='bulleted'>,
 *   a list as GF's table, consent as GF's checked image and the checkbox label.
 *
 * Sending never changes the answer to the submission: a failure is logged and the answer goes out
 * as it would have (GF answers the submission whatever wp_mail() returns).
 */
import nodemailer from 'nodemailer';
import type { GfField, GfForm, GfNotification } from '../../content/types.ts';
import { mergeTagValue, replaceMergeTags } from './confirmation.ts';
import { fieldChoices, isEmail, type EntryValue } from './validate.ts';

export interface NotificationSite {
  /** WordPress' admin_email: {admin_email}, and the From of a notification without a valid one. */
  adminEmail: string;
  /** For file links in {all_fields}: the stand-in's address. */
  baseUrl?: string;
}

/** The entry as stored (entries.ts): values by field id. */
export interface NotificationEntry {
  id: number;
  values: Record<string, EntryValue>;
}

/** One e-mail, ready for SMTP. */
export interface NotificationMail {
  notificationId: string;
  notificationName: string;
  from: { name: string; address: string };
  to: string[];
  replyTo?: string;
  bcc?: string[];
  subject: string;
  html: string;
}

/** GF's consent "checked" image (GF_Field_Consent::$checked_indicator_url). */
export const CONSENT_CHECKED_IMAGE = 'images/field-consent-checked.svg';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

const nl2br = (text: string) => text.replace(/\r?\n/g, '<br />\n');

function label(field: GfField): string {
  return escapeHtml(field.label);
}

function bulleted(items: string[]): string {
  return `<ul class='bulleted'>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** GF_Field_List::get_value_entry_detail (html): a table with the column labels, or a bulleted list for one column. */
function listTable(field: GfField, rows: (string | Record<string, string>)[]): string {
  if (rows.every((row) => typeof row === 'string')) return bulleted(rows as string[]);
  const columns = field.listColumns ?? [];
  const head = columns.map((column) => `<th style="background-color:#F5F5F5;font-weight:bold;text-align:left;">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(typeof row === 'string' ? row : (row[column] ?? ''))}</td>`).join('')}</tr>`)
    .join('');
  return `<table class='gfield_list' style='border-top: 1px solid #DFDFDF; border-left: 1px solid #DFDFDF; border-spacing: 0; padding: 0; margin: 2px 0 6px; width: 100%'><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A field's value as {all_fields} shows it (html); '' when it has none. */
export function fieldDisplay(field: GfField, value: EntryValue | undefined, site: NotificationSite): string {
  if (value === undefined) return '';
  switch (field.type) {
    case 'email': {
      const text = String(value);
      return text && isEmail(text) ? `<a href='mailto:${escapeHtml(text)}'>${escapeHtml(text)}</a>` : escapeHtml(text);
    }
    case 'website': {
      const text = escapeHtml(String(value));
      return /^https?:\/\/\S+$/i.test(String(value)) ? `<a href='${text}' target='_blank'>${text}</a>` : text;
    }
    case 'textarea':
      return nl2br(escapeHtml(String(value)));
    case 'checkbox':
    case 'multiselect': {
      const items = Array.isArray(value) ? (value as string[]) : [];
      if (items.length === 0) return '';
      // GF shows the choice's text for its value.
      const choices = fieldChoices(field);
      return bulleted(items.map((item) => choices.find((choice) => choice.value === item)?.text ?? item));
    }
    case 'consent':
      return value === '1' ? `<img src="${site.baseUrl ?? ''}/wp-content/plugins/gravityforms/${CONSENT_CHECKED_IMAGE}" /> ${field.checkboxLabel ?? ''}` : '';
    case 'list': {
      const rows = Array.isArray(value) ? (value as (string | Record<string, string>)[]) : [];
      return rows.length ? listTable(field, rows) : '';
    }
    case 'fileupload': {
      const names = Array.isArray(value) ? (value as string[]) : [String(value)];
      const items = names.filter(Boolean).map((name) => {
        const base = name.split('/').pop() ?? name;
        return `<li><a href='${escapeHtml(site.baseUrl ? `${site.baseUrl}/${name}` : name)}' target='_blank' aria-label='Klik om te downloaden: ${escapeHtml(base)}'>${escapeHtml(base)}</a></li>`;
      });
      return items.length ? `<ul>${items.join('')}</ul>` : '';
    }
    case 'address': {
      if (typeof value !== 'object' || Array.isArray(value)) return escapeHtml(String(value));
      const part = (n: number) => (value as Record<string, string>)[`${field.id}.${n}`] ?? '';
      const cityLine = [part(3), part(4), part(5)].filter(Boolean).join(', ');
      return [part(1), part(2), cityLine, part(6)].filter(Boolean).map(escapeHtml).join('<br />');
    }
    default:
      return escapeHtml(mergeTagValue({ fields: [field] } as GfForm, { [String(field.id)]: value }, String(field.id)));
  }
}

const ROW_LABEL = '#EAF2FA';
const ROW_VALUE = '#FFFFFF';

/** GFCommon::get_submitted_fields( $form, $lead, false, false, 'html' ): what {all_fields} stands for. */
export function allFieldsHtml(form: GfForm, entry: NotificationEntry, site: NotificationSite): string {
  let html = `<table width="99%" border="0" cellpadding="1" cellspacing="0" bgcolor="#EAEAEA"><tr><td>
                            <table width="100%" border="0" cellpadding="5" cellspacing="0" bgcolor="#FFFFFF">
                            `;
  const fields = form.fields;
  fields.forEach((field, index) => {
    if (field.type === 'section') {
      // GFCommon::is_section_empty(): the fields up to the next section.
      const next = fields.slice(index + 1);
      const end = next.findIndex((candidate) => candidate.type === 'section');
      const inSection = end === -1 ? next : next.slice(0, end);
      if (field.visibility === 'administrative' || inSection.every((candidate) => fieldDisplay(candidate, entry.values[String(candidate.id)], site) === '')) return;
      html += `<tr>
                                        	<td colspan="2" style="font-size:14px; font-weight:bold; background-color:#EEE; border-bottom:1px solid #DFDFDF; padding:7px 7px">${label(field)}</td>
	                                   </tr>
	                                   `;
      return;
    }
    // Hidden by conditional logic (validate.ts stores no value for those), or empty: left out.
    const display = fieldDisplay(field, entry.values[String(field.id)], site);
    if (display === '') return;
    html += `<tr bgcolor="${ROW_LABEL}">
		                                    <td colspan="2">
		                                        <font style="font-family: sans-serif; font-size:12px;"><strong>${label(field)}</strong></font>
		                                    </td>
		                               </tr>
		                               <tr bgcolor="${ROW_VALUE}">
		                                    <td width="20">&nbsp;</td>
		                                    <td>
		                                        <font style="font-family: sans-serif; font-size:12px;">${display}</font>
		                                    </td>
		                               </tr>
		                               `;
  });
  html += `</table>
                        </td>
                   </tr>
               </table>`;
  return html;
}

/** GFCommon::replace_variables for a notification: text format (no escaping) or html (values escaped, {all_fields} as the table). */
export function replaceNotificationTags(text: string, form: GfForm, entry: NotificationEntry, site: NotificationSite, format: 'text' | 'html'): string {
  const encode = format === 'html' ? escapeHtml : (value: string) => value;
  const withSite = text.replace(/\{admin_email\}/g, encode(site.adminEmail));
  const withAll = format === 'html' ? withSite.replace(/\{all_fields(?::[^{}]*)?\}/g, () => allFieldsHtml(form, entry, site)) : withSite;
  return replaceMergeTags(withAll, form, entry.values, entry.id, encode);
}

/** GFCommon::remove_extra_commas, then the addresses; spaces removed as send_email() does. */
function addressList(text: string): string[] {
  return text
    .replace(/\s+/g, '')
    .split(/[,;]+/)
    .filter(Boolean);
}

const validList = (list: string[]) => list.length > 0 && list.every(isEmail);

/** The notifications of the form_submission event, as mails; those GF would refuse (no valid To, no subject and no message) are left out. */
export function notificationMails(form: GfForm, entry: NotificationEntry, site: NotificationSite): { mails: NotificationMail[]; skipped: string[] } {
  const mails: NotificationMail[] = [];
  const skipped: string[] = [];
  for (const notification of Object.values(form.notifications ?? {}) as GfNotification[]) {
    if (notification.event !== 'form_submission' || notification.isActive === false) continue;
    const text = (value: string | undefined) => replaceNotificationTags(value ?? '', form, entry, site, 'text').trim();
    const toText =
      notification.toType === 'field' ? mergeTagValue(form, entry.values, String(notification.to).trim()) : text(notification.to);
    const to = addressList(toText);
    const subject = text(notification.subject);
    let message = notification.message ?? '';
    if (!notification.disableAutoformat) message = nl2br(message);
    message = replaceNotificationTags(message, form, entry, site, 'html');
    if (!validList(to)) {
      skipped.push(`${notification.name}: the To address is invalid (${toText || 'empty'})`);
      continue;
    }
    if (!subject && !message.trim()) {
      skipped.push(`${notification.name}: no subject and no message`);
      continue;
    }
    const fromText = text(notification.from);
    const from = isEmail(fromText) ? fromText : site.adminEmail;
    const fromName = text(notification.fromName);
    const replyTo = addressList(text(notification.replyTo));
    const bcc = addressList(text(notification.bcc));
    mails.push({
      notificationId: notification.id,
      notificationName: notification.name,
      from: { name: (fromName || from).replace(/<[^>]*>/g, ''), address: from },
      to,
      replyTo: validList(replyTo) ? replyTo.join(',') : undefined,
      bcc: validList(bcc) ? bcc : undefined,
      subject,
      html: `<html>\n\t<head>\n\t\t<title>${subject}</title>\n\t</head>\n\t<body>\n\t\t${message}\n\t</body>\n</html>`,
    });
  }
  return { mails, skipped };
}

export interface SmtpTarget {
  host: string;
  port: number;
}

/**
 * Sends the form's notifications over SMTP (the stand-in's own mail sink). Never throws: what
 * could not be sent is logged, and the result says how many went out.
 */
export async function sendNotifications(
  form: GfForm,
  entry: NotificationEntry,
  site: NotificationSite,
  smtp: SmtpTarget,
  log: (line: string) => void = (line) => console.error(line),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let mails: NotificationMail[];
  try {
    const result = notificationMails(form, entry, site);
    mails = result.mails;
    for (const reason of result.skipped) log(`[wordpress] gravityforms: form ${form.databaseId} entry ${entry.id}: notification not sent: ${reason}`);
  } catch (error) {
    log(`[wordpress] gravityforms: form ${form.databaseId} entry ${entry.id}: notifications could not be prepared: ${(error as Error).message}`);
    return { sent, failed: 1 };
  }
  if (mails.length === 0) return { sent, failed };
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  });
  try {
    for (const mail of mails) {
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo,
          bcc: mail.bcc,
          subject: mail.subject,
          html: mail.html,
          headers: { 'X-Gravity-Forms-Notification': `${mail.notificationId} (${mail.notificationName})` },
        });
        sent++;
      } catch (error) {
        failed++;
        log(`[wordpress] gravityforms: form ${form.databaseId} entry ${entry.id}: notification '${mail.notificationName}' could not be sent: ${(error as Error).message}`);
      }
    }
  } finally {
    transport.close();
  }
  return { sent, failed };
}
