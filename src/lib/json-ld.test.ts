import { pathCrumbs, postCrumbs } from './breadcrumb';
import { breadcrumbListJsonLd, jsonLdScript } from './json-ld';

const SITE_URL = 'https://www.wolkwerk.nl';

describe('breadcrumbListJsonLd', () => {
  it('is a schema.org BreadcrumbList with positions 1..n, names and absolute items', () => {
    const data = breadcrumbListJsonLd(pathCrumbs('/over-ons/werken-bij/'), SITE_URL);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.wolkwerk.nl/' },
        { '@type': 'ListItem', position: 2, name: 'Over ons', item: 'https://www.wolkwerk.nl/over-ons/' },
        { '@type': 'ListItem', position: 3, name: 'Werken bij', item: 'https://www.wolkwerk.nl/over-ons/werken-bij/' },
      ],
    });
  });

  it('gives the last item (the current page) its url too', () => {
    const data = breadcrumbListJsonLd(postCrumbs('Snapshot of back-up?', '/kennisbank/snapshot-of-back-up/'), `${SITE_URL}/`);
    const last = data.itemListElement.at(-1);
    expect(last).toEqual({ '@type': 'ListItem', position: 3, name: 'Snapshot of back-up?', item: 'https://www.wolkwerk.nl/kennisbank/snapshot-of-back-up/' });
  });

  it('keeps absolute urls an editor gave', () => {
    const data = breadcrumbListJsonLd(
      [
        { title: 'Home', url: '/' },
        { title: 'Status', url: 'https://status.wolkwerk.nl/' },
      ],
      SITE_URL,
    );
    expect(data.itemListElement[1]?.item).toBe('https://status.wolkwerk.nl/');
  });

  it('is an empty list without crumbs', () => {
    expect(breadcrumbListJsonLd([], SITE_URL).itemListElement).toEqual([]);
  });
});

describe('jsonLdScript', () => {
  it('serialises to JSON that parses back to the same data', () => {
    const data = breadcrumbListJsonLd(pathCrumbs('/diensten/vps/'), SITE_URL);
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });

  it('cannot close the script element or open an HTML comment', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & -->' };
    const script = jsonLdScript(hostile);
    expect(script).not.toMatch(/[<>&]/);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script)).toEqual(hostile);
  });

  it('escapes U+2028 and U+2029', () => {
    const data = { text: 'regel\u2028nog een\u2029einde' };
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(script).toContain('\\u2028');
    expect(script).toContain('\\u2029');
    expect(JSON.parse(script)).toEqual(data);
  });

  it('writes null for undefined', () => {
    expect(jsonLdScript(undefined)).toBe('null');
  });
});
