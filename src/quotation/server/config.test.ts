import path from 'node:path';
import { DEFAULT_MAIL_FROM, DEFAULT_SALES_EMAIL, parseMailbox, quotationConfig, runtimeEnv } from './config';

describe('quotationConfig', () => {
  it('has safe defaults: .data/quotation, the stand-in sink on 2525', () => {
    expect(quotationConfig({}, '/site')).toEqual({
      packagesFile: path.resolve('/site/.data/quotation/packages.json'),
      storeDir: path.resolve('/site/.data/quotation/requests'),
      smtpUrl: 'smtp://127.0.0.1:2525',
      salesEmail: DEFAULT_SALES_EMAIL,
      mailFrom: DEFAULT_MAIL_FROM,
    });
  });

  it('follows the environment', () => {
    expect(
      quotationConfig(
        {
          QUOTATION_PACKAGES_FILE: '/data/p.json',
          QUOTATION_STORE_DIR: 'store',
          SMTP_URL: 'smtps://u:p@mail.example.nl:465',
          QUOTATION_SALES_EMAIL: 'sales@example.nl',
          QUOTATION_MAIL_FROM: 'Offertes <offerte@example.nl>',
        },
        '/site',
      ),
    ).toEqual({
      packagesFile: '/data/p.json',
      storeDir: path.resolve('/site/store'),
      smtpUrl: 'smtps://u:p@mail.example.nl:465',
      salesEmail: 'sales@example.nl',
      mailFrom: { name: 'Offertes', address: 'offerte@example.nl' },
    });
  });

  it("reads the running process's environment by default", () => {
    expect(runtimeEnv()).toBe(process.env);
    process.env.QUOTATION_SALES_EMAIL = 'runtime@example.nl';
    try {
      expect(quotationConfig().salesEmail).toBe('runtime@example.nl');
    } finally {
      delete process.env.QUOTATION_SALES_EMAIL;
    }
  });

  it("uses the stand-in's WORDPRESS_SMTP_PORT when no SMTP_URL is set", () => {
    expect(quotationConfig({ WORDPRESS_SMTP_PORT: '2526' }, '/site').smtpUrl).toBe('smtp://127.0.0.1:2526');
  });

  it.each<[string, ReturnType<typeof parseMailbox>]>([
    ['a@b.nl', { name: '', address: 'a@b.nl' }],
    ['"Wolk" <a@b.nl>', { name: 'Wolk', address: 'a@b.nl' }],
    ['Wolk <a@b.nl>\r\nBcc: c@d.nl', null],
    ['geen adres', null],
  ])('parseMailbox(%j)', (value, expected) => {
    expect(parseMailbox(value)).toEqual(expected);
  });
});
