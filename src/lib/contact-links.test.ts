import { mailtoHref, telHref } from './contact-links';

describe('telHref', () => {
  it.each([
    ['030 123 45 67', 'tel:0301234567'],
    ['030-1234567', 'tel:0301234567'],
    ['+31 30 123 45 67', 'tel:+31301234567'],
    ['+31 (0)30 123 45 67', 'tel:+31301234567'],
    ['  (030) 123 45 67 ', 'tel:0301234567'],
  ])('turns %p into %p', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([null, undefined, '', '   ', 'bel ons'])('gives no link for %p', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address', () => {
    expect(mailtoHref(' info@wolkwerk.nl ')).toBe('mailto:info@wolkwerk.nl');
  });

  it.each([null, undefined, '', 'info', 'info @wolkwerk.nl'])('gives no link for %p', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });
});
