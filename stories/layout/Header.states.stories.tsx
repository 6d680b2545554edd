import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header, type HeaderProps } from '../../src/layout/Header';
import { HEADER_HEIGHT, HEADER_HEIGHT_STICKY } from '../../src/styles/constants';
import { space } from '../../src/styles/theme';
import {
  expectScrollLocked,
  headerArgs,
  headerIn,
  loginOperatorUrl,
  menuWithSubmenus,
  phonenumber,
  submenuOf,
  tabTo,
  withPage,
  TRANSITION,
  withTallPage,
} from './header-support';

const meta = {
  title: 'Layout/Header/States',
  component: Header,
  args: headerArgs,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    window.scrollTo(0, 0);
    // A story that ends scrolled down must not leave the next one sticky.
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The open small-screen menu: a dialog named 'Menu' (only present in the accessibility tree while open). */
const overlayIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('dialog', { name: 'Menu' });

async function expectSubmenuLinks(container: HTMLElement, title: string, visible: boolean) {
  for (const link of submenuOf(title)) {
    if (visible) {
      const element = within(container).getByRole('link', { name: link.title });
      await expect(element).toBeVisible();
      await expect(element).toHaveAttribute('href', link.url);
    } else {
      await expect(within(container).queryByRole('link', { name: link.title })).toBeNull();
    }
  }
}

/** As soon as the page is scrolled at all the header turns sticky: 120 px, top bar slid away; back at the top it is 160 px again. */
export const StickyOnScroll: Story = {
  decorators: [withTallPage],
  play: async ({ canvasElement }) => {
    const { header, canvas } = headerIn(canvasElement);
    await expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expect(canvas.getByRole('link', { name: phonenumber })).toBeVisible();

    window.scrollTo(0, 1);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT_STICKY), TRANSITION);
    await waitFor(() => expect(canvas.queryByRole('link', { name: phonenumber })).toBeNull(), TRANSITION);

    window.scrollTo(0, 0);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT), TRANSITION);
    await expect(canvas.getByRole('link', { name: phonenumber })).toBeVisible();

    // End in the state the story is named after.
    window.scrollTo(0, 400);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT_STICKY), TRANSITION);
    // Fixed: it stays at the top of the viewport while the page scrolls under it.
    await expect(getComputedStyle(header).position).toBe('fixed');
    await expect(header.getBoundingClientRect().top).toBe(0);
  },
};

/** Wide screens with a pointer: hovering an entry opens its submenu, leaving closes it, one at a time. */
export const SubmenuOpenOnHover: Story = {
  decorators: [withPage],
  play: async ({ canvasElement }) => {
    const { canvas } = headerIn(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    const navigation = within(nav);
    const diensten = navigation.getByRole('button', { name: 'Submenu Diensten' });
    const prijzen = navigation.getByRole('button', { name: 'Submenu Prijzen' });

    await userEvent.hover(navigation.getByRole('link', { name: 'Prijzen' }));
    await expect(prijzen).toHaveAttribute('aria-expanded', 'true');
    await expectSubmenuLinks(nav, 'Prijzen', true);

    await userEvent.hover(navigation.getByRole('link', { name: 'Diensten' }));
    await expect(prijzen).toHaveAttribute('aria-expanded', 'false');
    await expectSubmenuLinks(nav, 'Prijzen', false);
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');

    // The pointer can travel from the entry into its submenu.
    await userEvent.hover(navigation.getByRole('link', { name: 'Cloud PC' }));
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');

    await userEvent.unhover(navigation.getByRole('link', { name: 'Cloud PC' }));
    await userEvent.hover(canvasElement.querySelector('main')!);
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');
    await expectSubmenuLinks(nav, 'Diensten', false);

    // Escape dismisses a hovered submenu too (WCAG 1.4.13).
    await userEvent.hover(navigation.getByRole('link', { name: 'Diensten' }));
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');

    // End in the state the story is named after.
    await userEvent.unhover(navigation.getByRole('link', { name: 'Diensten' }));
    await userEvent.hover(navigation.getByRole('link', { name: 'Diensten' }));
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');
    await expectSubmenuLinks(nav, 'Diensten', true);
  },
};

/**
 * Keyboard: every entry with a submenu has a disclosure button. Enter opens it, Escape closes it
 * and returns focus to the button, Tab out of the entry closes it, and only one is open at a time.
 */
export const KeyboardOpenedSubmenu: Story = {
  decorators: [withPage],
  play: async ({ canvasElement }) => {
    const { canvas } = headerIn(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    const navigation = within(nav);

    const diensten = await tabTo(nav, 'button', 'Submenu Diensten');
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(diensten.getAttribute('aria-controls') ?? '')).not.toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(diensten.getAttribute('aria-controls') ?? '')).toBeVisible();
    await expectSubmenuLinks(nav, 'Diensten', true);

    // Into the submenu, then Escape: closed, focus back on its button.
    await userEvent.tab();
    await expect(navigation.getByRole('link', { name: submenuOf('Diensten')[0]!.title })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');
    await expect(diensten).toHaveFocus();
    await expectSubmenuLinks(nav, 'Diensten', false);

    // Space toggles too.
    await userEvent.keyboard(' ');
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');

    // Focus leaving the entry closes its submenu: Tab through all its links and on.
    await userEvent.keyboard('{Enter}');
    for (const link of submenuOf('Diensten')) {
      await userEvent.tab();
      await expect(navigation.getByRole('link', { name: link.title })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(navigation.getByRole('link', { name: 'Prijzen' })).toHaveFocus();
    await expect(diensten).toHaveAttribute('aria-expanded', 'false');

    // Only one open: opening 'Prijzen' and then 'Diensten' leaves just 'Diensten' open.
    const prijzen = await tabTo(nav, 'button', 'Submenu Prijzen');
    await userEvent.keyboard('{Enter}');
    await expect(prijzen).toHaveAttribute('aria-expanded', 'true');
    await expectSubmenuLinks(nav, 'Prijzen', true);

    await userEvent.click(diensten);
    await expect(diensten).toHaveAttribute('aria-expanded', 'true');
    await expect(prijzen).toHaveAttribute('aria-expanded', 'false');
    await expectSubmenuLinks(nav, 'Prijzen', false);
    await expectSubmenuLinks(nav, 'Diensten', true);
    await expect(
      menuWithSubmenus.filter(
        (item) => navigation.getByRole('button', { name: `Submenu ${item.link.title}` }).getAttribute('aria-expanded') === 'true',
      ),
    ).toHaveLength(1);
  },
};

/**
 * The small-screen menu: 'Menu' opens a full-screen overlay with 'Sluit menu', a 'Home' entry,
 * the menu, the calls to action and the contact links; page scrolling is locked and focus is in
 * the overlay. 'Sluit menu' and Escape close it and return focus to 'Menu'.
 */
export const MobileMenuOpen: Story = {
  globals: MOBILE,
  decorators: [withPage],
  play: async ({ canvasElement }) => {
    const { canvas } = headerIn(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });

    await userEvent.click(menuButton);
    const overlay = overlayIn(canvasElement);
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('id', menuButton.getAttribute('aria-controls'));
    // Full screen once it has slid in.
    await waitFor(
      () =>
        expect(overlay.getBoundingClientRect()).toMatchObject({ left: 0, top: 0, width: window.innerWidth, height: window.innerHeight }),
      TRANSITION,
    );
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expectScrollLocked(true);
    await expect(overlay).toContainElement(document.activeElement as HTMLElement);

    const inOverlay = within(overlay);
    await expect(inOverlay.getByRole('button', { name: 'Sluit menu' })).toHaveFocus();
    const nav = inOverlay.getByRole('navigation', { name: 'Hoofdmenu' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveAttribute('aria-current', 'page');
    for (const item of headerArgs.menu) {
      await expect(within(nav).getByRole('link', { name: item.link.title })).toBeVisible();
    }
    for (const item of menuWithSubmenus) {
      const arrow = within(nav).getByRole('button', { name: `Submenu ${item.link.title} openen` });
      await expect(arrow).toBeVisible();
      await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(inOverlay.getByRole('link', { name: 'Ontdek je cloudstatus' })).toHaveAttribute('href', '/cloudstatus/ontdekken/');
    await expect(inOverlay.getByRole('link', { name: 'Bel mij nu terug' })).toHaveAttribute('href', '/terugbellen/');
    await expect(inOverlay.getByRole('link', { name: phonenumber })).toHaveAttribute('href', 'tel:0301234567');
    await expect(inOverlay.getByRole('link', { name: 'Inlog Operator' })).toHaveAttribute('href', loginOperatorUrl);

    await userEvent.click(inOverlay.getByRole('button', { name: 'Sluit menu' }));
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
    await expectScrollLocked(false);

    // Escape closes it as well (no submenu open).
    await userEvent.keyboard('{Enter}');
    await expect(overlayIn(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveFocus();
    await expectScrollLocked(false);

    // End in the state the story is named after.
    await userEvent.click(menuButton);
    await expect(overlayIn(canvasElement)).toBeVisible();
    await expectScrollLocked(true);
  },
};

/**
 * A submenu in the small-screen menu: the arrow slides in a full-screen panel with 'Terug' and the
 * submenu links. Escape closes the panel but keeps the overlay; a second Escape closes the overlay.
 */
export const MobileSubmenuOpen: Story = {
  globals: MOBILE,
  decorators: [withPage],
  play: async ({ canvasElement }) => {
    const { canvas } = headerIn(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const overlay = overlayIn(canvasElement);
    const inOverlay = within(overlay);

    const arrow = inOverlay.getByRole('button', { name: 'Submenu Diensten openen' });
    await userEvent.click(arrow);
    const panel = inOverlay.getByRole('navigation', { name: 'Diensten' });
    await expect(panel).toHaveAttribute('id', arrow.getAttribute('aria-controls'));
    await expect(panel).toBeVisible();
    await expectSubmenuLinks(panel, 'Diensten', true);
    const back = within(panel).getByRole('button', { name: 'Terug' });
    await waitFor(() => expect(back).toHaveFocus(), TRANSITION);
    // It fills the screen once it has slid in (focusing it must not scroll it half out of view).
    await waitFor(() => expect(panel.getBoundingClientRect()).toMatchObject({ left: 0, top: 0, width: window.innerWidth }), TRANSITION);
    await expect(back.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    // The main list is hidden behind the panel once it has slid in.
    await waitFor(() => expect(inOverlay.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull(), TRANSITION);

    // First Escape: the panel closes, the overlay stays, focus returns to the arrow.
    await userEvent.keyboard('{Escape}');
    await expect(overlayIn(canvasElement)).toBeVisible();
    await waitFor(() => expect(panel).not.toBeVisible(), TRANSITION);
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(arrow).toHaveFocus();
    await expectScrollLocked(true);

    // 'Terug' works the same way.
    await userEvent.click(arrow);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Terug' })).toHaveFocus(), TRANSITION);
    await userEvent.click(within(panel).getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(panel).not.toBeVisible(), TRANSITION);
    await expect(arrow).toHaveFocus();

    // Second Escape with no panel open closes the overlay.
    await userEvent.click(inOverlay.getByRole('button', { name: 'Submenu Prijzen openen' }));
    await expectSubmenuLinks(inOverlay.getByRole('navigation', { name: 'Prijzen' }), 'Prijzen', true);
    await userEvent.keyboard('{Escape}');
    await expect(overlayIn(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveFocus();
    await expectScrollLocked(false);

    // End in the state the story is named after.
    await userEvent.click(menuButton);
    await userEvent.click(within(overlayIn(canvasElement)).getByRole('button', { name: 'Submenu Diensten openen' }));
    await expect(within(overlayIn(canvasElement)).getByRole('navigation', { name: 'Diensten' })).toBeVisible();
  },
};

type Location = HeaderProps['location'];

function toLocation(url: string): Location {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  return { pathname, search, hash };
}

/**
 * Stands in for Gatsby's router: internal link clicks in the header change the `location`
 * prop instead of loading a page, the browser's back button (popstate) goes back one entry,
 * and 'Navigeer' changes only the search of the current location.
 */
function HeaderWithNavigation(props: HeaderProps) {
  const [history, setHistory] = useState<Location[]>([props.location]);
  const location = history[history.length - 1]!;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest('a');
      const href = anchor?.getAttribute('href');
      if (!href?.startsWith('/') || anchor?.target === '_blank') return;
      event.preventDefault();
      setHistory((entries) => [...entries, toLocation(href)]);
    };
    const onPopState = () => setHistory((entries) => (entries.length > 1 ? entries.slice(0, -1) : entries));
    root.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      root.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const current = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div ref={rootRef}>
      <Header {...props} location={location} />
      <main style={{ paddingTop: HEADER_HEIGHT, paddingInline: space.lg }}>
        <h1>Navigatie</h1>
        <p>
          Huidige locatie: <output aria-label="Huidige locatie">{current}</output>
        </p>
        <button type="button" onClick={() => setHistory((entries) => [...entries, { ...location, search: '?Service=pc' }])}>
          Navigeer
        </button>
      </main>
    </div>
  );
}

/**
 * Any change of route, hash or search closes the menu: a link in the overlay (new route, or
 * only a new hash on the same page) and the browser's back button (here after 'Navigeer'
 * changed the search).
 */
export const RouteChangeClosesMenu: Story = {
  globals: MOBILE,
  args: { location: { pathname: '/diensten/vps/', search: '', hash: '' } },
  render: (args) => <HeaderWithNavigation {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const currentLocation = () => page.getByRole('status', { name: 'Huidige locatie' });
    await expect(currentLocation()).toHaveTextContent('/diensten/vps/');

    // Only the hash changes: 'VPS-pakketten' in the 'Prijzen' submenu is /diensten/vps/#prijzen.
    await userEvent.click(menuButton);
    await userEvent.click(within(overlayIn(canvasElement)).getByRole('button', { name: 'Submenu Prijzen openen' }));
    await userEvent.click(within(overlayIn(canvasElement)).getByRole('link', { name: 'VPS-pakketten' }));
    await expect(currentLocation()).toHaveTextContent('/diensten/vps/#prijzen');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
    await expectScrollLocked(false);

    // A new route.
    await userEvent.click(menuButton);
    await userEvent.click(within(overlayIn(canvasElement)).getByRole('link', { name: 'Contact' }));
    await expect(currentLocation()).toHaveTextContent('/contact/');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectScrollLocked(false);

    // Only the search changes ('Navigeer'), then back: the menu opened in between closes.
    await userEvent.click(page.getByRole('button', { name: 'Navigeer' }));
    await expect(currentLocation()).toHaveTextContent('/contact/?Service=pc');
    await userEvent.click(menuButton);
    await expect(overlayIn(canvasElement)).toBeVisible();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(currentLocation()).toHaveTextContent(/^\/contact\/$/), TRANSITION);
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectScrollLocked(false);
  },
};
