import { isInternalUrl, isSafeUrl, safeUrl, urlScheme, usableLink } from './links';

describe('isSafeUrl', () => {
  it.each([
    '/offerte-aanvragen/',
    '/contact/#terugbellen',
    '#form',
    'https://operator.wolkwerk.nl/login',
    'http://example.nl/?a=1&amp;b=2',
    'mailto:info@wolkwerk.nl?subject=Aanmelding%20nieuwsbrief',
    'tel:+31301234567',
    '//cdn.example.nl/x.pdf',
    'nieuws/javascript:uitleg/',
    '/zoeken/?q=javascript:void',
  ])('lets %p through', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' JaVa\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\n\rjavascript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\u0001:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    ' VBScript:msgbox(1)',
  ])('refuses %p', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('urlScheme', () => {
  it('reads the scheme as a browser would, lower-cased', () => {
    expect(urlScheme(' HTTPS://example.nl/')).toBe('https');
    expect(urlScheme('Mailto:a@b.nl')).toBe('mailto');
    expect(urlScheme('/pad/met:dubbele-punt')).toBeNull();
    expect(urlScheme('1http://x')).toBeNull();
  });
});

describe('safeUrl', () => {
  it('gives the trimmed url when it is safe', () => {
    expect(safeUrl('  /contact/ ')).toBe('/contact/');
  });

  it.each([null, undefined, '', '   ', 42, 'javascript:alert(1)'])('gives null for %p', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

describe('isInternalUrl', () => {
  it.each(['/', '/offerte-aanvragen/', '/offerte-aanvragen/?Pakket=VPS%20Iron', '/contact/#terugbellen'])(
    'routes %s through Gatsby',
    (url) => expect(isInternalUrl(url)).toBe(true),
  );

  it.each([
    'https://operator.example.nl/',
    '//cdn.example.nl/x',
    'mailto:info@example.nl',
    'tel:0301234567',
    '/wp-content/uploads/x.pdf',
    '#form',
  ])('keeps %s a plain link', (url) => expect(isInternalUrl(url)).toBe(false));
});

describe('usableLink', () => {
  it('gives the trimmed url and title, and whether it opens a new tab', () => {
    expect(usableLink({ url: ' /contact/ ', title: ' Contact ', target: '' })).toEqual({
      url: '/contact/',
      title: 'Contact',
      newTab: false,
    });
    expect(usableLink({ url: 'https://x.nl/', title: 'Extern', target: '_blank' })).toEqual({
      url: 'https://x.nl/',
      title: 'Extern',
      newTab: true,
    });
    expect(usableLink({ url: '/a/', title: 'A' })).toEqual({ url: '/a/', title: 'A', newTab: false });
  });

  it.each([
    ['no link', null],
    ['no url', { url: null, title: 'Contact' }],
    ['an empty url', { url: '  ', title: 'Contact' }],
    ['no title', { url: '/contact/', title: '' }],
    ['a url that is not a string', { url: 7 as never, title: 'Contact' }],
    ['an unsafe url', { url: ' JaVa\tscript:alert(1)', title: 'Klik' }],
  ])('gives null for %s', (_case, link) => {
    expect(usableLink(link)).toBeNull();
  });
});
