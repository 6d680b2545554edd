import { content } from '../../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape.ts';
import {
  NONE,
  escapeTarget,
  headerMenuReducer,
  initialHeaderMenuState,
  toLocationKey,
  toNavItems,
  type HeaderMenuAction,
  type HeaderMenuState,
} from './header-menu';

const HOME = '/';

function run(...actions: HeaderMenuAction[]): HeaderMenuState {
  return actions.reduce(headerMenuReducer, initialHeaderMenuState(HOME));
}

describe('toNavItems', () => {
  it('keeps the fixture menu in order with its submenus', () => {
    const items = toNavItems(toGatsbySiteSettings(content).menuHeader);
    expect(items.map((item) => item.title)).toEqual(content.settings.menuHeader.map((item) => item.link.title));
    const diensten = items[0]!;
    expect(diensten).toMatchObject({ url: '/diensten/', title: 'Diensten' });
    expect(diensten.submenu.map((sub) => sub.url)).toEqual(content.settings.menuHeader[0]!.submenu!.map((sub) => sub.link.url));
    expect(items.find((item) => item.title === 'Contact')?.submenu).toEqual([]);
  });

  it('leaves out null entries, links without a url or a text, and unsafe links', () => {
    const items = toNavItems([
      null,
      { link: null, submenu: null },
      { link: { url: ' ', title: 'Leeg', target: null }, submenu: null },
      { link: { url: '/a/', title: '  ', target: null }, submenu: null },
      { link: { url: ' JaVa\tscript:alert(1)', title: 'Kwaad', target: null }, submenu: null },
      {
        link: { url: ' /diensten/ ', title: ' Diensten ', target: '' },
        submenu: [
          null,
          { link: null },
          { link: { url: '/vps/', title: null, target: null } },
          { link: { url: '/pc/', title: 'PC', target: '_blank' } },
        ],
      },
    ]);
    expect(items).toEqual([{ url: '/diensten/', title: 'Diensten', newTab: false, submenu: [{ url: '/pc/', title: 'PC', newTab: true }] }]);
  });

  it('gives an empty menu for a missing one', () => {
    expect(toNavItems(null)).toEqual([]);
    expect(toNavItems(undefined)).toEqual([]);
  });
});

describe('toLocationKey', () => {
  it('differs for any change of pathname, search or hash', () => {
    const base = { pathname: '/contact/', search: '', hash: '' };
    const keys = new Set([
      toLocationKey(base),
      toLocationKey({ ...base, pathname: '/over-ons/' }),
      toLocationKey({ ...base, search: '?Service=pc' }),
      toLocationKey({ ...base, hash: '#terugbellen' }),
    ]);
    expect(keys.size).toBe(4);
    expect(toLocationKey(base)).toBe(toLocationKey({ ...base }));
  });
});

describe('headerMenuReducer: wide-screen submenus', () => {
  it('starts with everything closed', () => {
    expect(initialHeaderMenuState(HOME)).toEqual({
      openSubmenu: NONE,
      pinned: false,
      mobileMenuOpen: false,
      openMobileSubmenu: NONE,
      locationKey: HOME,
    });
  });

  it('opens a submenu while hovering and closes it when the pointer leaves', () => {
    const hovered = run({ type: 'hoverEnter', index: 1 });
    expect(hovered).toMatchObject({ openSubmenu: 1, pinned: false });
    expect(headerMenuReducer(hovered, { type: 'hoverLeave', index: 1 }).openSubmenu).toBe(NONE);
  });

  it('ignores leaving an entry that is not the open one', () => {
    const state = run({ type: 'hoverEnter', index: 2 });
    expect(headerMenuReducer(state, { type: 'hoverLeave', index: 1 })).toBe(state);
  });

  it('toggles a submenu with its button and keeps it open when the pointer leaves', () => {
    const opened = run({ type: 'toggleSubmenu', index: 0 });
    expect(opened).toMatchObject({ openSubmenu: 0, pinned: true });
    expect(headerMenuReducer(opened, { type: 'hoverLeave', index: 0 })).toBe(opened);
    expect(headerMenuReducer(opened, { type: 'toggleSubmenu', index: 0 }).openSubmenu).toBe(NONE);
  });

  it('pins a hovered submenu on a click of its button instead of closing it', () => {
    const state = run({ type: 'hoverEnter', index: 0 }, { type: 'toggleSubmenu', index: 0 });
    expect(state).toMatchObject({ openSubmenu: 0, pinned: true });
    expect(headerMenuReducer(state, { type: 'toggleSubmenu', index: 0 }).openSubmenu).toBe(NONE);
  });

  it('keeps only one submenu open', () => {
    expect(run({ type: 'toggleSubmenu', index: 0 }, { type: 'toggleSubmenu', index: 2 }).openSubmenu).toBe(2);
    expect(run({ type: 'toggleSubmenu', index: 0 }, { type: 'hoverEnter', index: 4 })).toMatchObject({ openSubmenu: 4, pinned: false });
  });

  it('closes a submenu when focus leaves its entry, and only that one', () => {
    const state = run({ type: 'toggleSubmenu', index: 1 });
    expect(headerMenuReducer(state, { type: 'closeSubmenu', index: 0 })).toBe(state);
    expect(headerMenuReducer(state, { type: 'closeSubmenu', index: 1 })).toMatchObject({ openSubmenu: NONE, pinned: false });
  });

  it('closes the open submenu on Escape', () => {
    const state = run({ type: 'toggleSubmenu', index: 1 });
    expect(escapeTarget(state)).toBe('submenu');
    expect(headerMenuReducer(state, { type: 'escape' }).openSubmenu).toBe(NONE);
  });
});

describe('headerMenuReducer: small-screen overlay', () => {
  it('opens the overlay with no panel and no wide-screen submenu', () => {
    const state = run({ type: 'toggleSubmenu', index: 0 }, { type: 'openMobileMenu' });
    expect(state).toMatchObject({ mobileMenuOpen: true, openMobileSubmenu: NONE, openSubmenu: NONE });
  });

  it('opens a submenu panel only inside the open overlay', () => {
    expect(run({ type: 'openMobileSubmenu', index: 0 }).openMobileSubmenu).toBe(NONE);
    expect(run({ type: 'openMobileMenu' }, { type: 'openMobileSubmenu', index: 2 }).openMobileSubmenu).toBe(2);
  });

  it("goes back from a panel with 'Terug'", () => {
    const state = run({ type: 'openMobileMenu' }, { type: 'openMobileSubmenu', index: 2 }, { type: 'closeMobileSubmenu' });
    expect(state).toMatchObject({ mobileMenuOpen: true, openMobileSubmenu: NONE });
  });

  it('closes the panel on the first Escape and the overlay on the second', () => {
    const withPanel = run({ type: 'openMobileMenu' }, { type: 'openMobileSubmenu', index: 0 });
    expect(escapeTarget(withPanel)).toBe('mobileSubmenu');

    const afterFirst = headerMenuReducer(withPanel, { type: 'escape' });
    expect(afterFirst).toMatchObject({ mobileMenuOpen: true, openMobileSubmenu: NONE });
    expect(escapeTarget(afterFirst)).toBe('mobileMenu');

    const afterSecond = headerMenuReducer(afterFirst, { type: 'escape' });
    expect(afterSecond.mobileMenuOpen).toBe(false);
    expect(escapeTarget(afterSecond)).toBeNull();
    expect(headerMenuReducer(afterSecond, { type: 'escape' })).toBe(afterSecond);
  });

  it("closes the overlay and its panel with 'Sluit menu'", () => {
    const state = run({ type: 'openMobileMenu' }, { type: 'openMobileSubmenu', index: 1 }, { type: 'closeMobileMenu' });
    expect(state).toMatchObject({ mobileMenuOpen: false, openMobileSubmenu: NONE });
  });

  it('returns the same state for actions that change nothing', () => {
    const closed = initialHeaderMenuState(HOME);
    expect(headerMenuReducer(closed, { type: 'closeMobileMenu' })).toBe(closed);
    expect(headerMenuReducer(closed, { type: 'closeMobileSubmenu' })).toBe(closed);
    const open = run({ type: 'openMobileMenu' });
    expect(headerMenuReducer(open, { type: 'openMobileMenu' })).toBe(open);
  });
});

describe('headerMenuReducer: location changes', () => {
  it.each([
    ['pathname', '/contact/'],
    ['search', '/?Service=pc'],
    ['hash', '/#terugbellen'],
  ])('closes everything when the %s changes', (_part, locationKey) => {
    const open = run({ type: 'openMobileMenu' }, { type: 'openMobileSubmenu', index: 1 });
    expect(headerMenuReducer(open, { type: 'locationChange', locationKey })).toEqual(initialHeaderMenuState(locationKey));

    const submenu = run({ type: 'toggleSubmenu', index: 3 });
    expect(headerMenuReducer(submenu, { type: 'locationChange', locationKey }).openSubmenu).toBe(NONE);
  });

  it('keeps the state for the same location', () => {
    const open = run({ type: 'openMobileMenu' });
    expect(headerMenuReducer(open, { type: 'locationChange', locationKey: HOME })).toBe(open);
  });
});
