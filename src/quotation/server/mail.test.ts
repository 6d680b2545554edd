import { summarize } from '../pricing';
import type { QuotationPackage } from '../types';
import { toQuotationPackages } from '../types';
import { packages as fixturePackages } from '../../../mocks/content/packages';
import { composeQuotationMail, escapeHtml, headerSafeName, quotationHtml, quotationText } from './mail';
import { SAMPLE_ITEMS, item } from '../../../mocks/testing/quotation';
import type { QuotationContact } from './fields';

const packages: QuotationPackage[] = toQuotationPackages(fixturePackages as never);
const items = SAMPLE_ITEMS;
const summary = summarize(packages, items);
const contact: QuotationContact = {
  name: 'Eva <b>de</b> Tester',
  email: 'eva@example.nl',
  company: 'Tester & Zn',
  fields: [
    { label: 'Naam', value: 'Eva <b>de</b> Tester' },
    { label: 'Bedrijfsnaam', value: 'Tester & Zn' },
    // A label comes from WordPress: escaped like the values.
    { label: 'Wens <img src=x onerror=alert(1)>', value: 'Back-up, Beheer' },
    { label: 'Opmerkingen', value: 'Regel 1\n<script>x</script>' },
  ],
};

describe('the quotation mail', () => {
  it('names the choices without a price, so sales knows what to set up: the OS, office options answered no', () => {
    const office = summarize(packages, [
      item(2022, { options: { extraSafeHome: 'no', fullService: 'yes', extraStorageUnlimited: 'no' } }),
      item(2001, { os: 'debian' }),
    ]);
    const text = quotationText(contact, office, 'q-2');
    expect(text).toContain('    + Full service 24/7');
    expect(text).toContain('    · Extra veilig thuiswerken incl. VPN: Nee');
    expect(text).toContain('    · Extra opslag onbeperkt: Nee');
    expect(text).toContain('    · Operating system: Debian');
    expect(quotationHtml(contact, office, 'q-2')).toContain('<li>Operating system: Debian</li>');
  });

  it('states every line, extra, setup line and total, excl. BTW, in plain text', () => {
    const text = quotationText(contact, summary, 'q-1');
    for (const expected of [
      '- 2x VPS Bronze: € 328,90/mnd',
      '    + Windows licentie',
      '    + 2x MS RDP licentie',
      '    + 4x Extra RAM (1 GB)',
      '    + 3x Extra opslag (100 GB NVMe)',
      '    · Operating system: Windows Server 2019',
      '- Cloud PC Iron: € 42,45/mnd',
      '- 2x VPS setup - VPS Bronze: € 50,00',
      '- PC setup - Cloud PC Iron: € 25,00',
      'Maandelijks: € 371,35/mnd',
      'Eenmalig: € 75,00',
      'Alle prijzen zijn excl. BTW.',
      'Referentie: q-1',
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
    }
  });

  it('lists every filled field of the form with its label, a paragraph line by line', () => {
    const text = quotationText(contact, summary, 'q-1');
    expect(text).toContain(
      'Jouw gegevens\nNaam: Eva <b>de</b> Tester\nBedrijfsnaam: Tester & Zn\nWens <img src=x onerror=alert(1)>: Back-up, Beheer\nOpmerkingen:\n  Regel 1\n  <script>x</script>\n',
    );
  });

  it('greets without a name and leaves the company out of the subject when the form asks neither', () => {
    const bare: QuotationContact = {
      name: '',
      email: 'eva@example.nl',
      company: '',
      fields: [{ label: 'Werkmail', value: 'eva@example.nl' }],
    };
    const mail = composeQuotationMail(bare, summary, 'q-1', {
      from: { name: 'Wolkwerk Cloud', address: 'offerte@wolkwerk.nl' },
      salesEmail: 'verkoop@wolkwerk.nl',
    });
    expect(mail.subject).toBe('Je offerte van Wolkwerk Cloud');
    expect(mail.text.startsWith('Hallo,\n')).toBe(true);
    expect(mail.html).toContain('<p>Hallo,</p>');
    expect(mail.text).toContain('Werkmail: eva@example.nl');
  });

  it('escapes what the visitor typed and the labels WordPress gave in the HTML, and shows the same totals', () => {
    const html = quotationHtml(contact, summary, 'q-1');
    expect(html).toContain('Eva &lt;b&gt;de&lt;/b&gt; Tester');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Wens &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Tester &amp; Zn');
    for (const total of summary.totals) expect(html).toContain(escapeHtml(total.price));
    expect(html).toContain('Alle prijzen zijn excl. BTW.');
  });

  it('goes to the visitor with a copy to sales; names cannot carry headers', () => {
    const mail = composeQuotationMail({ ...contact, name: 'Eva\r\nBcc: x@y.nl "<evil>"' }, summary, 'q-1', {
      from: { name: 'Wolkwerk Cloud', address: 'offerte@wolkwerk.nl' },
      salesEmail: 'verkoop@wolkwerk.nl',
    });
    expect(mail.to).toEqual({ name: 'Eva Bcc: x@y.nl evil', address: 'eva@example.nl' });
    expect(mail.cc.address).toBe('verkoop@wolkwerk.nl');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.headers).toEqual({ 'X-Quotation-Id': 'q-1' });
  });

  it.each<[string, string]>([
    ['a\r\nb', 'a b'],
    ['"quoted" <x>', 'quoted x'],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('headerSafeName(%j)', (value, expected) => {
    expect(headerSafeName(value)).toBe(expected);
  });
});
