import { faqAnswerText, htmlFieldValue, linkFieldUrl, referencedNodeId, selectFieldValue, withSelectValues } from './wordpress-fields';

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

describe('values either WPGraphQL for ACF line answers', () => {
  it('gives a select its chosen value: 0.6 answers it, 2.x a list of it; nothing chosen is null', () => {
    expect(selectFieldValue('banner_default')).toBe('banner_default');
    expect(selectFieldValue(['banner_default'])).toBe('banner_default');
    expect(selectFieldValue([])).toBeNull();
    expect(selectFieldValue('')).toBeNull();
    expect(selectFieldValue(null)).toBeNull();
    expect(selectFieldValue([3])).toBeNull();
  });

  it('finds the node id of a reference as 0.6 stores it, as a 2.x edge and as a 2.x connection', () => {
    expect(referencedNodeId({ __typename: 'FlexFragment', id: 'cG9zdDox' })).toBe('cG9zdDox');
    expect(referencedNodeId({ node: { __typename: 'MediaItem', id: 'cG9zdDoy' } })).toBe('cG9zdDoy');
    expect(referencedNodeId({ nodes: [{ __typename: 'Page', id: 'cG9zdDoz' }, { id: 'other' }] })).toBe('cG9zdDoz');
    expect(referencedNodeId({ nodes: [] })).toBeNull();
    expect(referencedNodeId({ node: null })).toBeNull();
    expect(referencedNodeId(null)).toBeNull();
    expect(referencedNodeId('')).toBeNull();
  });

  it('reads a stored field list with every select as its value, in groups and repeater rows too, and leaves the rest as stored', () => {
    const fields = [
      { name: 'type', label: 'Type', type: 'select' },
      { name: 'price_from', label: 'Price', type: 'number' },
      { name: 'icon', label: 'Icon', type: 'image' },
      {
        name: 'links',
        label: 'Links',
        type: 'repeater',
        shape: { name: 'Button', fields: [{ name: 'theme', label: 'Theme', type: 'select' }] },
      },
      { name: 'extra', label: 'Extra', type: 'group', shape: { name: 'Extra', fields: [{ name: 'mode', label: 'Mode', type: 'select' }] } },
    ] as const;
    const edge = { node: { __typename: 'MediaItem', id: 'x' } };
    expect(
      withSelectValues(fields, { type: ['vps'], priceFrom: 9.95, icon: edge, links: [{ theme: ['black'] }, null], extra: { mode: [] } }),
    ).toEqual({ type: 'vps', priceFrom: 9.95, icon: edge, links: [{ theme: 'black' }, null], extra: { mode: null } });
    expect(withSelectValues(fields, { type: 'vps' })).toEqual({ type: 'vps' });
    expect(withSelectValues(fields, null)).toBeNull();
  });
});
