import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { content } from '../../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape.ts';
import { HEADER_HEIGHT, HEADER_HEIGHT_STICKY } from '../../styles/constants';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { mobileMenu } from './Header';
import { Header, type HeaderProps } from './index';

const settings = toGatsbySiteSettings(content);
const home: HeaderProps['location'] = { pathname: '/', search: '', hash: '' };

function ui(props: Partial<HeaderProps> = {}) {
  return (
    <ThemeRoot>
      <Header info={settings.info} menu={settings.menuHeader} location={home} {...props} />
    </ThemeRoot>
  );
}

const banner = () => screen.getByRole('banner');
const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/*
 * jsdom applies the styles but no media queries, so the wide-screen navigation and calls to
 * action count as hidden here (`hidden: true` finds them). What is visible at which width is
 * checked in the stories (stories/layout/Header*.stories.tsx) in a real browser.
 */
/**
 * Sticky as a visitor sees it: the header shrinks to 120 px and the top bar (phone, operator
 * login) slides away, so its links leave the accessibility tree; otherwise 160 px with the top bar.
 */
function expectSticky(sticky: boolean) {
  expect(getComputedStyle(banner()).height).toBe(`${sticky ? HEADER_HEIGHT_STICKY : HEADER_HEIGHT}px`);
  expect(screen.queryAllByRole('link', { name: 'Inlog Operator' })).toHaveLength(sticky ? 0 : 1);
}
const overlay = () => document.getElementById(menuButton().getAttribute('aria-controls')!) as HTMLDialogElement;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

// The overlay's code loads on demand; loaded first, it is there from the first render.
beforeAll(() => mobileMenu.load());
afterEach(() => setScrollY(0));

describe('Header', () => {
  it('shows the phone number as a tel: link and the operator login in a new tab', () => {
    render(ui());
    const phone = screen.getAllByRole('link', { name: content.settings.info.phonenumber })[0]!;
    expect(phone).toHaveAttribute('href', 'tel:0301234567');
    const operator = screen.getAllByRole('link', { name: 'Inlog Operator' })[0]!;
    expect(operator).toHaveAttribute('href', content.settings.info.loginOperatorUrl);
    expect(operator).toHaveAttribute('target', '_blank');
    expect(operator).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: 'Wolkwerk Cloud, naar de homepage' })[0]).toHaveAttribute('href', '/');
  });

  it('links the calls to action in their colours (orange outlined, orange)', () => {
    render(ui());
    const discover = screen.getAllByRole('link', { name: 'Ontdek je cloudstatus', hidden: true })[0]!;
    expect(discover).toHaveAttribute('href', '/cloudstatus/ontdekken/');
    // orange_outlined: orange text on no fill; orange: white text on orange (#c2410c).
    expect(getComputedStyle(discover)).toMatchObject({ color: 'rgb(194, 65, 12)', backgroundColor: 'rgba(0, 0, 0, 0)' });
    const callback = screen.getAllByRole('link', { name: 'Bel mij nu terug', hidden: true })[0]!;
    expect(callback).toHaveAttribute('href', '/terugbellen/');
    expect(getComputedStyle(callback)).toMatchObject({ color: 'rgb(255, 255, 255)', backgroundColor: 'rgb(194, 65, 12)' });
  });

  it('renders without settings: no phone, no operator login, no navigation', () => {
    render(ui({ info: null, menu: null }));
    expect(screen.queryByRole('link', { name: 'Inlog Operator', hidden: true })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    // Only the overlay's navigation, with its 'Home' entry.
    const navigations = screen.getAllByRole('navigation', { hidden: true });
    expect(navigations).toHaveLength(1);
    expect(
      within(navigations[0]!)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Home']);
    expect(screen.getAllByRole('link', { name: 'Bel mij nu terug', hidden: true })).toHaveLength(2);
  });

  it('is sticky when forced and as soon as the page is scrolled at all', () => {
    const { rerender } = render(ui());
    expectSticky(false);
    setScrollY(1);
    expectSticky(true);
    setScrollY(0);
    expectSticky(false);
    rerender(ui({ sticky: true }));
    expectSticky(true);
  });

  it('starts sticky when the page is already scrolled down', () => {
    setScrollY(300);
    render(ui());
    expectSticky(true);
  });

  it('renders on the server, not sticky and with everything closed', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(ui()));
    // The server's HTML with the server's styles, as a browser gets it before hydration.
    const served = document.createElement('div');
    served.innerHTML = sheet.getStyleTags() + html;
    sheet.seal();
    document.body.append(served);
    try {
      expectSticky(false);
    } finally {
      served.remove();
    }
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).toContain('href="tel:0301234567"');
  });

  it('opens one wide-screen submenu at a time with its disclosure button', () => {
    render(ui());
    // The first navigation is the wide-screen one (the overlay's follows it).
    const wideScreenNav = screen.getAllByRole('navigation', { hidden: true })[0]!;
    expect(wideScreenNav).toHaveAttribute('aria-label', 'Hoofdmenu');
    const nav = within(wideScreenNav);
    const diensten = nav.getByRole('button', { name: 'Submenu Diensten', hidden: true });
    const prijzen = nav.getByRole('button', { name: 'Submenu Prijzen', hidden: true });
    expect(document.getElementById(diensten.getAttribute('aria-controls')!)).toBeInTheDocument();

    fireEvent.click(diensten);
    expect(diensten).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(prijzen);
    expect(prijzen).toHaveAttribute('aria-expanded', 'true');
    expect(diensten).toHaveAttribute('aria-expanded', 'false');

    prijzen.focus();
    fireEvent.keyDown(prijzen, { key: 'Escape' });
    expect(prijzen).toHaveAttribute('aria-expanded', 'false');
    expect(prijzen).toHaveFocus();
  });

  it('closes the overlay and its panel one Escape at a time, returning focus each time', () => {
    render(ui());
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(overlay().open).toBe(true);
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    expect(within(overlay()).getByRole('button', { name: 'Sluit menu' })).toHaveFocus();
    expect(within(overlay()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const arrow = within(overlay()).getByRole('button', { name: 'Submenu Diensten openen' });
    fireEvent.click(arrow);
    expect(arrow).toHaveAttribute('aria-expanded', 'true');
    const back = within(overlay()).getByRole('button', { name: 'Terug', hidden: true });
    expect(back).toHaveFocus();

    fireEvent.keyDown(back, { key: 'Escape' });
    expect(arrow).toHaveAttribute('aria-expanded', 'false');
    expect(overlay().open).toBe(true);
    expect(arrow).toHaveFocus();

    fireEvent.keyDown(arrow, { key: 'Escape' });
    expect(overlay().open).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it("keeps a reopened overlay open when the previous close's event arrives late", () => {
    render(ui());
    fireEvent.click(menuButton());
    fireEvent.click(within(overlay()).getByRole('button', { name: 'Sluit menu' }));
    fireEvent.click(menuButton());
    expect(overlay().open).toBe(true);

    // Browsers fire `close` a task after close(); here it comes after 'Menu' was pressed again.
    fireEvent(overlay(), new Event('close'));
    expect(overlay().open).toBe(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the browser when it closes the overlay itself', () => {
    render(ui());
    fireEvent.click(menuButton());
    act(() => overlay().close());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it.each([
    ['pathname', { ...home, pathname: '/contact/' }],
    ['search', { ...home, search: '?Service=pc' }],
    ['hash', { ...home, hash: '#terugbellen' }],
  ])('closes the overlay when the %s changes', (_part, location) => {
    const { rerender } = render(ui());
    fireEvent.click(menuButton());
    fireEvent.click(within(overlay()).getByRole('button', { name: 'Submenu Prijzen openen' }));
    expect(overlay().open).toBe(true);

    rerender(ui({ location }));
    expect(overlay().open).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(overlay()).getByRole('button', { name: 'Submenu Prijzen openen', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('closes a wide-screen submenu when the location changes', () => {
    const { rerender } = render(ui());
    const diensten = screen.getByRole('button', { name: 'Submenu Diensten', hidden: true });
    fireEvent.click(diensten);
    expect(diensten).toHaveAttribute('aria-expanded', 'true');
    rerender(ui({ location: { ...home, pathname: '/diensten/' } }));
    expect(diensten).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the link to the current page', () => {
    render(ui({ location: { ...home, pathname: '/contact/' } }));
    for (const link of screen.getAllByRole('link', { name: 'Contact', hidden: true })) {
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    expect(screen.getAllByRole('link', { name: 'Kennisbank', hidden: true })[0]).not.toHaveAttribute('aria-current');
  });
});
