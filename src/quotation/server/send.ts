/** Sends a quotation mail with nodemailer over SMTP (SMTP_URL; default the stand-in's sink). */
import nodemailer from 'nodemailer';
import type { QuotationMail } from './mail';

export type SendMail = (mail: QuotationMail) => Promise<void>;

/** A sender for one SMTP URL; short time-outs so a dead server yields a prompt failed answer. */
export function smtpSender(smtpUrl: string): SendMail {
  return async (mail) => {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10_000,
    });
    try {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        cc: mail.cc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    } finally {
      transport.close();
    }
  };
}
