/**
 * The quotation mail: HTML and plain text with every line, every setup line and both totals,
 * all excl. BTW, to the visitor with a copy to sales. Everything the visitor typed is escaped
 * in the HTML; names and addresses go to nodemailer as address objects (it encodes them), and
 * fields.ts has already refused line breaks, so nothing can add a header.
 */
import type { QuotationSummary } from '../pricing';
import type { QuotationContact } from './fields';

export interface MailAddress {
  name: string;
  address: string;
}

export interface QuotationMail {
  from: MailAddress;
  to: MailAddress;
  cc: MailAddress;
  replyTo: MailAddress;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export const MAIL_COPY = {
  subject: (company: string) => (company ? `Je offerte van Wolkwerk Cloud – ${company}` : 'Je offerte van Wolkwerk Cloud'),
  greeting: (name: string) => (name ? `Beste ${name},` : 'Hallo,'),
  intro: 'Bedankt voor je aanvraag. Hieronder staat de offerte met de pakketten die je hebt gekozen.',
  monthlyHeading: 'Maandelijkse kosten',
  onceHeading: 'Eenmalige kosten',
  totalsHeading: 'Totaal',
  vat: 'Alle prijzen zijn excl. BTW.',
  outro: 'Een adviseur neemt binnen twee werkdagen contact met je op om de offerte samen door te nemen.',
  contactHeading: 'Jouw gegevens',
  reference: 'Referentie',
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** A display name for a header: one line, no quotes or brackets, bounded. */
export function headerSafeName(value: string): string {
  // Control characters (CR, LF…) could start a new header line; quotes and brackets would end the name.
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters (CR, LF…) is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029"<>\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100)
  );
}

function extraText(extra: QuotationSummary['lines'][number]['extras'][number]): string {
  return extra.count > 1 ? `${extra.count}x ${extra.label}` : extra.label;
}

export function quotationText(contact: QuotationContact, summary: QuotationSummary, id: string): string {
  const out: string[] = [MAIL_COPY.greeting(contact.name), '', MAIL_COPY.intro, '', MAIL_COPY.monthlyHeading];
  for (const line of summary.lines) {
    out.push(`- ${line.label}: ${line.price}`);
    for (const extra of line.extras) out.push(`    + ${extraText(extra)}`);
    for (const choice of line.choices) out.push(`    · ${choice}`);
  }
  if (summary.setupLines.length) {
    out.push('', MAIL_COPY.onceHeading);
    for (const line of summary.setupLines) out.push(`- ${line.label}: ${line.price}`);
  }
  out.push('', MAIL_COPY.totalsHeading);
  for (const total of summary.totals) out.push(`${total.label}: ${total.price}`);
  out.push('', MAIL_COPY.vat, '', MAIL_COPY.contactHeading);
  for (const { label, value } of contact.fields) {
    if (value.includes('\n')) out.push(`${label}:`, ...value.split('\n').map((row) => `  ${row}`));
    else out.push(`${label}: ${value}`);
  }
  out.push('', MAIL_COPY.outro, '', `${MAIL_COPY.reference}: ${id}`);
  // Prices hold a no-break space after '€'; plain text keeps it (it is valid UTF-8).
  return `${out.join('\n')}\n`;
}

export function quotationHtml(contact: QuotationContact, summary: QuotationSummary, id: string): string {
  const e = escapeHtml;
  const row = (label: string, price: string, detail = '') =>
    `<tr><td style="padding:4px 12px 4px 0">${e(label)}${detail}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${e(price)}</td></tr>`;
  const extras = (line: QuotationSummary['lines'][number]) => {
    const items = [...line.extras.map((extra) => `+ ${extraText(extra)}`), ...line.choices];
    return items.length
      ? `<ul style="margin:2px 0 0;padding-left:18px;color:#555;list-style:none">${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`
      : '';
  };
  const parts = [
    `<p>${e(MAIL_COPY.greeting(contact.name))}</p>`,
    `<p>${e(MAIL_COPY.intro)}</p>`,
    `<h2>${e(MAIL_COPY.monthlyHeading)}</h2>`,
    `<table role="presentation" style="border-collapse:collapse">${summary.lines.map((line) => row(line.label, line.price, extras(line))).join('')}</table>`,
  ];
  if (summary.setupLines.length) {
    parts.push(
      `<h2>${e(MAIL_COPY.onceHeading)}</h2>`,
      `<table role="presentation" style="border-collapse:collapse">${summary.setupLines.map((line) => row(line.label, line.price)).join('')}</table>`,
    );
  }
  parts.push(
    `<h2>${e(MAIL_COPY.totalsHeading)}</h2>`,
    `<table role="presentation" style="border-collapse:collapse">${summary.totals.map((total) => row(total.label, total.price)).join('')}</table>`,
    `<p><em>${e(MAIL_COPY.vat)}</em></p>`,
    `<h2>${e(MAIL_COPY.contactHeading)}</h2>`,
  );
  const details = contact.fields.map(
    ({ label, value }) =>
      `<tr><th scope="row" style="padding:4px 12px 4px 0;text-align:left;vertical-align:top;font-weight:normal;color:#555">${e(label)}</th><td style="padding:4px 0">${e(value).replace(/\n/g, '<br>')}</td></tr>`,
  );
  parts.push(`<table style="border-collapse:collapse">${details.join('')}</table>`);
  parts.push(`<p>${e(MAIL_COPY.outro)}</p>`, `<p style="color:#555">${e(MAIL_COPY.reference)}: ${e(id)}</p>`);
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${e(MAIL_COPY.subject(contact.company))}</title></head><body>${parts.join('\n')}</body></html>`;
}

export function composeQuotationMail(
  contact: QuotationContact,
  summary: QuotationSummary,
  id: string,
  options: { from: MailAddress; salesEmail: string },
): QuotationMail {
  return {
    from: options.from,
    to: { name: headerSafeName(contact.name), address: contact.email },
    cc: { name: 'Verkoop', address: options.salesEmail },
    replyTo: { name: 'Verkoop', address: options.salesEmail },
    subject: headerSafeName(MAIL_COPY.subject(contact.company)),
    text: quotationText(contact, summary, id),
    html: quotationHtml(contact, summary, id),
    headers: { 'X-Quotation-Id': id },
  };
}
