/**
 * @jest-environment node
 *
 * The form's notifications (notifications.ts): rendered as Gravity Forms renders them, and mailed by
 * a real stand-in process to its own sink after a valid submission (none after an invalid one).
 */
import path from 'node:path';
import { FORM, forms, SITE_EMAIL } from '../../content/forms';
import { settings } from '../../content/settings';
import type { GfForm } from '../../content/types';
import { listMessages, readMessage } from '../mail/mailbox';
import { startStandInProcess, type StandInProcess } from '../stand-in-process';
import { allFieldsHtml, notificationMails, sendNotifications } from './notifications';
import { validateSubmission } from './validate';

const site = { adminEmail: SITE_EMAIL, baseUrl: 'http://127.0.0.1:8788' };
const fixture = (id: number): GfForm => forms.find((form) => form.databaseId === id)!;

const contactValues = {
  input_11: 'Sanne de Vries',
  input_12: 'sanne@devries-ict.nl',
  input_13: 'Kunnen jullie <b>mijn</b> server verhuizen?\nHet gaat om één machine.',
  input_14: 'Een offerte',
  input_16_1: '1',
};

describe('the fixture forms', () => {
  it('send admin notifications to the site’s e-mail, and the newsletter a confirmation to the subscriber', () => {
    expect(SITE_EMAIL).toBe(settings.info.email);
    for (const id of [FORM.contact, FORM.callback, FORM.quotation, FORM.demo, FORM.migrationIntake, FORM.whitepaper]) {
      const notifications = Object.values(fixture(id).notifications ?? {});
      expect(notifications).toEqual([expect.objectContaining({ event: 'form_submission', toType: 'email', to: SITE_EMAIL, message: '{all_fields}' })]);
    }
    expect(Object.values(fixture(FORM.newsletter).notifications ?? {})).toEqual([expect.objectContaining({ toType: 'field', to: '1' })]);
    for (const form of forms) {
      for (const [key, notification] of Object.entries(form.notifications ?? {})) expect(notification.id).toBe(key);
    }
  });
});

describe('rendering', () => {
  const entry = (formId: number, values: Record<string, string | string[]>) => {
    const result = validateSubmission(fixture(formId), values);
    expect(result.validation_messages).toEqual({});
    return { id: 7, values: result.values };
  };

  it('contact: To, From, Reply-To and Subject with merge tags, the message in GF’s html template', () => {
    const { mails, skipped } = notificationMails(fixture(FORM.contact), entry(FORM.contact, contactValues), site);
    expect(skipped).toEqual([]);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: [SITE_EMAIL],
      from: { name: 'Wolkwerk Cloud website', address: SITE_EMAIL },
      replyTo: 'sanne@devries-ict.nl',
      subject: 'Nieuw contactformulier van Sanne de Vries: Een offerte',
    });
    expect(mail!.html).toMatch(/^<html>\n\t<head>\n\t\t<title>Nieuw contactformulier van Sanne de Vries: Een offerte<\/title>/);
    // {all_fields}: label rows and value rows, values escaped, textarea newlines as <br />.
    expect(mail!.html).toContain('<table width="99%" border="0" cellpadding="1" cellspacing="0" bgcolor="#EAEAEA">');
    expect(mail!.html).toContain('<strong>Bericht</strong>');
    expect(mail!.html).toContain('Kunnen jullie &lt;b&gt;mijn&lt;/b&gt; server verhuizen?<br />\nHet gaat om één machine.');
    expect(mail!.html).toContain("<a href='mailto:sanne@devries-ict.nl'>sanne@devries-ict.nl</a>");
    // The empty optional phone field is left out.
    expect(mail!.html).not.toContain('<strong>Telefoonnummer</strong>');
  });

  it('{all_fields} of the intake: sections with values, bulleted choices, a list table, the address; conditional fields hidden', () => {
    const values = {
      input_2_3: 'Sanne',
      input_2_6: 'de Vries',
      input_3: 'sanne@devries-ict.nl',
      input_4: '0301234567',
      input_5: 'Particulier',
      input_6: 'Niet zichtbaar BV',
      input_24_1: 'Stationsplein 1',
      input_24_3: 'Utrecht',
      input_24_5: '3511 ED',
      input_24_6: 'Nederland',
      input_10: 'Eigen server op kantoor',
      'input_12[]': ['Microsoft 365', 'AFAS'],
      input_13_1: 'VPS',
      input_13_3: 'Cloud werkplek',
      input_14: [JSON.stringify(['DC01', 'Domeincontroller', '200'])],
      input_19: 'Videobellen',
      input_23_1: '1',
    } as Record<string, string | string[]>;
    values.input_12 = values['input_12[]']!;
    delete values['input_12[]'];
    const html = allFieldsHtml(fixture(FORM.migrationIntake), entry(FORM.migrationIntake, values), site);
    expect(html).toContain('>Over jou</td>');
    expect(html).toContain('>Je huidige IT</td>');
    expect(html).toContain("<ul class='bulleted'><li>VPS</li><li>Cloud werkplek</li></ul>");
    expect(html).toContain("<ul class='bulleted'><li>Microsoft 365</li><li>AFAS</li></ul>");
    expect(html).toContain("<table class='gfield_list'");
    expect(html).toContain('<td>DC01</td><td>Domeincontroller</td><td>200</td>');
    expect(html).toContain('Stationsplein 1<br />Utrecht, 3511 ED<br />Nederland');
    expect(html).toContain('Sanne de Vries');
    expect(html).not.toContain('Niet zichtbaar BV'); // field 6 shows only for Zakelijk
  });

  it('newsletter: to the address in field 1; an inactive notification or an invalid To sends nothing', () => {
    const newsletter = fixture(FORM.newsletter);
    const values = entry(FORM.newsletter, { input_1: 'lezer@example.nl', input_2_1: '1' });
    expect(notificationMails(newsletter, values, site).mails.map((mail) => mail.to)).toEqual([['lezer@example.nl']]);
    const [notification] = Object.values(newsletter.notifications!);
    const inactive = { ...newsletter, notifications: { x: { ...notification!, isActive: false } } };
    expect(notificationMails(inactive, values, site).mails).toEqual([]);
    const badTo = { ...newsletter, notifications: { x: { ...notification!, toType: 'email' as const, to: 'geen adres' } } };
    expect(notificationMails(badTo, values, site)).toEqual({ mails: [], skipped: [expect.stringContaining('To address is invalid')] });
  });

  it('a failure to send is logged, never thrown', async () => {
    const lines: string[] = [];
    // Port 9 (discard) on loopback: nothing listens there.
    const result = await sendNotifications(fixture(FORM.contact), entry(FORM.contact, contactValues), site, { host: '127.0.0.1', port: 9 }, (line) => lines.push(line));
    expect(result).toEqual({ sent: 0, failed: 1 });
    expect(lines.join('\n')).toMatch(/notification 'Admin Notification' could not be sent/);
  });
});

describe('a running stand-in mails the notification to its sink', () => {
  let standIn: StandInProcess;
  beforeAll(async () => {
    standIn = await startStandInProcess();
  }, 40_000);
  afterAll(async () => {
    await standIn?.stop();
  });
  const mailDir = () => path.join(standIn.dataDir, 'mail');

  function post(values: Record<string, string>) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    return fetch(`${standIn.base}/wp-json/gf/v2/forms/${FORM.contact}/submissions`, { method: 'POST', body });
  }

  it('a valid contact submission: the answer, and an .eml with To, Subject and the values', async () => {
    const response = await post(contactValues);
    expect(response.status).toBe(200);
    expect((await response.json()).is_valid).toBe(true);
    // Sent before the answer, as GF does: already in the mailbox.
    const messages = await listMessages(mailDir());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: SITE_EMAIL,
      subject: 'Nieuw contactformulier van Sanne de Vries: Een offerte',
      replyTo: 'sanne@devries-ict.nl',
      from: `"Wolkwerk Cloud website" <${SITE_EMAIL}>`,
    });
    const message = await readMessage(messages[0]!.name, mailDir());
    expect(message!.html).toContain('Sanne de Vries');
    expect(message!.html).toContain('Een offerte');
    expect(message!.html).toContain('server verhuizen?<br />');
    const page = await fetch(`${standIn.base}/mailbox/messages.json`);
    expect(JSON.stringify(await page.json())).toContain('Nieuw contactformulier van Sanne de Vries');
  }, 20_000);

  it('an invalid submission: 400 and no mail', async () => {
    const response = await post({ ...contactValues, input_12: 'geen-adres' });
    expect(response.status).toBe(400);
    expect(await listMessages(mailDir())).toHaveLength(1);
  }, 20_000);
});
