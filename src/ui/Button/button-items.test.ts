import { isUsableLink, usableButtonItems } from './button-items';

describe('usableButtonItems', () => {
  const good = { theme: 'orange', link: { url: '/contact/', title: 'Contact', target: null } };

  it('keeps the items with a url and a text, in their order', () => {
    const other = { theme: null, link: { url: 'https://example.nl/', title: 'Extern', target: '_blank' } };
    expect(usableButtonItems([good, other])).toEqual([good, other]);
  });

  it('leaves out nulls and items without a link, url or text', () => {
    expect(
      usableButtonItems([
        null,
        undefined,
        { theme: 'orange', link: null },
        { theme: 'orange', link: { url: '  ', title: 'Leeg adres' } },
        { theme: 'orange', link: { url: '/a/', title: '  ' } },
        good,
      ]),
    ).toEqual([good]);
  });

  it.each([null, undefined, 'geen lijst', { link: good.link }])('gives nothing for %p', (items) => {
    expect(usableButtonItems(items as never)).toEqual([]);
  });
});

describe('isUsableLink', () => {
  it('needs text in both url and title, as strings', () => {
    expect(isUsableLink({ url: '/a/', title: 'A' })).toBe(true);
    expect(isUsableLink({ url: 7 as never, title: 'A' })).toBe(false);
    expect(isUsableLink(null)).toBe(false);
  });
});
