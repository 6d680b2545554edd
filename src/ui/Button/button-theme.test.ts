import { isInternalUrl, toButtonTheme } from './button-theme';

describe('toButtonTheme', () => {
  it.each(['orange', 'orange_outlined', 'white_outlined', 'blue_outlined'])('keeps the spec theme %s', (theme) => {
    expect(toButtonTheme(theme)).toBe(theme);
  });

  it.each([null, undefined, '', 'purple', 'ORANGE', 'orange '])('turns %p into black', (value) => {
    expect(toButtonTheme(value)).toBe('black');
  });
});

describe('isInternalUrl', () => {
  it.each(['/', '/offerte-aanvragen/', '/offerte-aanvragen/?Pakket=VPS%20Iron', '/contact/#terugbellen'])(
    'routes %s through Gatsby',
    (url) => expect(isInternalUrl(url)).toBe(true),
  );

  it.each(['https://operator.example.nl/', '//cdn.example.nl/x', 'mailto:info@example.nl', 'tel:0301234567', '/wp-content/uploads/x.pdf', '#form'])(
    'keeps %s a plain link',
    (url) => expect(isInternalUrl(url)).toBe(false),
  );
});
