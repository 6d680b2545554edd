import path from 'node:path';
import { DEFAULT_LIMITS } from './limits';
import { DEFAULT_MAIL_FROM, DEFAULT_SALES_EMAIL, parseMailbox, quotationConfig, quotationStore, runtimeEnv } from './config';

describe('quotationConfig', () => {
  it('has safe defaults: .data/quotation, the stand-in sink on 2525', () => {
    expect(quotationConfig({}, '/site')).toEqual({
      packagesFile: path.resolve('/site/.data/quotation/packages.json'),
      store: 'disk',
      storeDir: path.resolve('/site/.data/quotation/requests'),
      blobs: null,
      smtpUrl: 'smtp://127.0.0.1:2525',
      salesEmail: DEFAULT_SALES_EMAIL,
      mailFrom: DEFAULT_MAIL_FROM,
      limits: DEFAULT_LIMITS,
      minFillMs: 1000,
      spamRetentionMs: 30 * 86_400_000,
      allowedOrigins: [],
      clientIpHeader: null,
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
      store: 'disk',
      storeDir: path.resolve('/site/store'),
      blobs: null,
      smtpUrl: 'smtps://u:p@mail.example.nl:465',
      salesEmail: 'sales@example.nl',
      mailFrom: { name: 'Offertes', address: 'offerte@example.nl' },
      limits: DEFAULT_LIMITS,
      minFillMs: 1000,
      spamRetentionMs: 30 * 86_400_000,
      allowedOrigins: [],
      clientIpHeader: null,
    });
  });

  it('reads the abuse settings: limits, the speed check, origins and the client address header', () => {
    const settings = quotationConfig(
      {
        QUOTATION_LIMIT_CLIENT: '5/10m',
        QUOTATION_LIMIT_RECIPIENT: 'off',
        QUOTATION_LIMIT_GLOBAL: '1000/24h',
        QUOTATION_LIMIT_QUICK: '1/30m',
        QUOTATION_LIMIT_SPAM: '500/1h',
        QUOTATION_SPAM_RETENTION: '7d',
        QUOTATION_MIN_FILL_MS: '0',
        SITE_URL: 'https://www.wolkwerk.nl/',
        QUOTATION_ALLOWED_ORIGINS: 'https://wolkwerk.nl, not a url',
        QUOTATION_CLIENT_IP_HEADER: 'X-Real-IP',
      },
      '/site',
    );
    expect(settings).toMatchObject({
      limits: {
        client: { max: 5, windowMs: 600_000 },
        recipient: null,
        global: { max: 1000, windowMs: 86_400_000 },
        quick: { max: 1, windowMs: 1_800_000 },
        spam: { max: 500, windowMs: 3_600_000 },
      },
      spamRetentionMs: 7 * 86_400_000,
      minFillMs: 0,
      allowedOrigins: ['https://www.wolkwerk.nl', 'https://wolkwerk.nl'],
      clientIpHeader: 'x-real-ip',
    });
    expect(quotationConfig({}, '/site').limits.quick).toEqual({ max: 2, windowMs: 3_600_000 });
    // On Netlify the platform's header names the client.
    expect(quotationConfig({ NETLIFY: 'true' }, '/site').clientIpHeader).toBe('x-nf-client-connection-ip');
    expect(() => quotationConfig({ QUOTATION_LIMIT_CLIENT: '10 per hour' }, '/site')).toThrow(
      /QUOTATION_LIMIT_CLIENT is "10 per hour": write it as <count>\/<duration>/,
    );
    expect(() => quotationConfig({ QUOTATION_MIN_FILL_MS: 'soon' }, '/site')).toThrow(/QUOTATION_MIN_FILL_MS/);
    expect(() => quotationConfig({ QUOTATION_SPAM_RETENTION: 'a month' }, '/site')).toThrow(
      /QUOTATION_SPAM_RETENTION is "a month": write it as a duration, e.g. 30d/,
    );
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

  it('builds the SMTP URL from SMTP_HOST, SMTP_PORT, SMTP_USER and SMTP_PASS when SMTP_URL is unset', () => {
    const parts = { SMTP_HOST: 'mail.example.nl', SMTP_PORT: '465', SMTP_USER: 'offerte@example.nl', SMTP_PASS: 'p@ss:w/rd' };
    expect(quotationConfig(parts, '/site').smtpUrl).toBe('smtps://offerte%40example.nl:p%40ss%3Aw%2Frd@mail.example.nl:465');
    expect(quotationConfig({ SMTP_HOST: 'mail.example.nl' }, '/site').smtpUrl).toBe('smtp://mail.example.nl:587');
    expect(quotationConfig({ ...parts, SMTP_URL: 'smtp://relay:25' }, '/site').smtpUrl).toBe('smtp://relay:25');
    expect(() => quotationConfig({ SMTP_HOST: 'h', SMTP_PORT: '25x' }, '/site')).toThrow(/SMTP_PORT/);
  });

  it('chooses the request store: disk by default, an unknown one is an error', () => {
    const settings = quotationConfig({ QUOTATION_STORE_DIR: 'q' }, '/site');
    expect(quotationStore(settings).location).toBe(path.resolve('/site/q'));
    expect(() => quotationConfig({ QUOTATION_STORE: 'floppy' }, '/site')).toThrow(/QUOTATION_STORE is "floppy"/);
  });

  it('chooses Netlify Blobs with a site ID and a token, and says which is missing', () => {
    const settings = quotationConfig({ QUOTATION_STORE: 'netlify-blobs', SITE_ID: 'site-1', NETLIFY_BLOBS_TOKEN: 'secret' }, '/site');
    expect(settings.blobs).toEqual({ name: 'quotation-requests', siteID: 'site-1', token: 'secret', apiURL: undefined });
    expect(quotationStore(settings).location).toBe('Netlify Blobs store "quotation-requests" of site site-1');
    expect(
      quotationConfig(
        {
          QUOTATION_STORE: 'netlify-blobs',
          NETLIFY_SITE_ID: 'mine',
          SITE_ID: 'netlify',
          NETLIFY_BLOBS_TOKEN: 't',
          QUOTATION_BLOBS_STORE: 'offertes',
        },
        '/site',
      ).blobs,
    ).toMatchObject({ name: 'offertes', siteID: 'mine' });
    expect(() => quotationConfig({ QUOTATION_STORE: 'netlify-blobs', SITE_ID: 'site-1' }, '/site')).toThrow(
      'QUOTATION_STORE is "netlify-blobs" but NETLIFY_BLOBS_TOKEN is not set, and there is no Netlify Blobs context',
    );
    expect(() => quotationConfig({ QUOTATION_STORE: 'netlify-blobs' }, '/site')).toThrow(
      'NETLIFY_SITE_ID and NETLIFY_BLOBS_TOKEN are not set',
    );
    // In a Function on Netlify: the platform's context, no token.
    const onNetlify = quotationConfig({ QUOTATION_STORE: 'netlify-blobs', NETLIFY_BLOBS_CONTEXT: 'e30=' }, '/site');
    expect(onNetlify.blobs).toEqual({ name: 'quotation-requests' });
    expect(quotationConfig({}, '/site').blobs).toBeNull();
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
