import { faqAnswerText, htmlFieldValue, linkFieldUrl } from './wordpress-fields';

const WORDPRESS = 'http://127.0.0.1:8788';

describe('the data layer’s field values', () => {
  it('gives an HTML field sanitized with WordPress links site-relative, and an empty field as ""', () => {
    expect(htmlFieldValue(`<p onclick="x()">Zie <a href="${WORDPRESS}/contact/">contact</a></p><script>x()</script>`, WORDPRESS)).toBe(
      '<p>Zie <a href="/contact/">contact</a></p>',
    );
    expect(htmlFieldValue(null, WORDPRESS)).toBe('');
  });

  it('makes link-field urls to WordPress pages site-relative, keeps uploads and other hosts, and a missing url null', () => {
    expect(linkFieldUrl(`${WORDPRESS}/diensten/vps/?a=1#b`, WORDPRESS)).toBe('/diensten/vps/?a=1#b');
    expect(linkFieldUrl(`${WORDPRESS}/wp-content/uploads/x.pdf`, WORDPRESS)).toBe(`${WORDPRESS}/wp-content/uploads/x.pdf`);
    expect(linkFieldUrl('https://example.org/', WORDPRESS)).toBe('https://example.org/');
    expect(linkFieldUrl(null, WORDPRESS)).toBeNull();
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVa\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'VBScript:msgbox(1)',
  ])('drops the unsafe link-field url %p (null, as a missing one)', (url) => {
    expect(linkFieldUrl(url, WORDPRESS)).toBeNull();
  });

  it('keeps mailto and tel link-field urls', () => {
    expect(linkFieldUrl('mailto:info@wolkwerk.nl', WORDPRESS)).toBe('mailto:info@wolkwerk.nl');
    expect(linkFieldUrl('tel:+31301234567', WORDPRESS)).toBe('tel:+31301234567');
  });

  it('gives a FAQ answer’s plain text', () => {
    expect(faqAnswerText('<p>Ja.</p><p>Binnen &amp; buiten</p>')).toBe('Ja. Binnen & buiten');
    expect(faqAnswerText(null)).toBe('');
  });
});
