import { toMenuLinks } from './menu-links';

describe('toMenuLinks', () => {
  it('keeps complete links and leaves out the rest', () => {
    expect(
      toMenuLinks([
        { link: { url: '/over-ons/', title: 'Over ons', target: '' } },
        null,
        { link: null },
        { link: { url: '', title: 'Leeg', target: null } },
        { link: { url: '/x/', title: '  ', target: null } },
        { link: { url: 'data:text/html,<script>alert(1)</script>', title: 'Kwaad', target: null } },
        { link: { url: 'https://status.wolkwerk.nl/', title: 'Status', target: '_blank' } },
      ]),
    ).toEqual([
      { url: '/over-ons/', title: 'Over ons', newTab: false },
      { url: 'https://status.wolkwerk.nl/', title: 'Status', newTab: true },
    ]);
  });

  it('gives no links for no menu', () => {
    expect(toMenuLinks(null)).toEqual([]);
  });
});
