import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { Header } from '../../src/layout/Header';
import { HEADER_HEIGHT, HEADER_HEIGHT_STICKY } from '../../src/styles/constants';
import { buttonThemePaint, paintOf } from '../../mocks/testing/colors';
import { headerArgs, headerIn, loginOperatorUrl, menuWithSubmenus, phonenumber, TRANSITION, withPage } from './header-support';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: headerArgs,
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const CALLS_TO_ACTION = [
  { name: 'Ontdek je cloudstatus', href: '/cloudstatus/ontdekken/', theme: 'orange_outlined' },
  { name: 'Bel mij nu terug', href: '/terugbellen/', theme: 'orange' },
] as const;

/** The top bar (phone and operator login) and the logo, which every screen size shows. */
async function expectTopBarAndLogo(canvasElement: HTMLElement) {
  const { canvas } = headerIn(canvasElement);
  const phone = canvas.getByRole('link', { name: phonenumber });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', 'tel:0301234567');

  const operator = canvas.getByRole('link', { name: 'Inlog Operator' });
  await expect(operator).toBeVisible();
  await expect(operator).toHaveAttribute('href', loginOperatorUrl);
  await expect(operator).toHaveAttribute('target', '_blank');
  await expect(operator).toHaveAttribute('rel', 'noopener noreferrer');

  const logo = canvas.getByRole('link', { name: 'Wolkwerk Cloud, naar de homepage' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('href', '/');
}

/** Below xl: a closed 'Menu' button instead of the main navigation and the calls to action. */
async function expectSmallScreenHeader(canvasElement: HTMLElement) {
  const { header, canvas } = headerIn(canvasElement);
  // Not sticky: the full 160 px header with its top bar.
  await expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT);
  await expectTopBarAndLogo(canvasElement);

  const menuButton = canvas.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const overlay = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
  await expect(overlay).not.toBeNull();
  await expect(overlay).not.toBeVisible();

  await expect(canvas.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  await expect(canvas.queryByRole('dialog')).toBeNull();
  for (const cta of CALLS_TO_ACTION) await expect(canvas.queryByRole('link', { name: cta.name })).toBeNull();
}

/**
 * Wide screens (1280): top bar with phone and 'Inlog Operator', the logo, the main navigation
 * with a disclosure button per submenu, both calls to action; no 'Menu' button.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { header, canvas } = headerIn(canvasElement);
    await expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expectTopBarAndLogo(canvasElement);

    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav).toBeVisible();
    const navigation = within(nav);
    for (const item of content.settings.menuHeader) {
      const link = navigation.getByRole('link', { name: item.link.title });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.link.url);
    }
    for (const item of menuWithSubmenus) {
      const button = navigation.getByRole('button', { name: `Submenu ${item.link.title}` });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    await expect(navigation.getAllByRole('button')).toHaveLength(menuWithSubmenus.length);

    for (const cta of CALLS_TO_ACTION) {
      const link = canvas.getByRole('link', { name: cta.name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', cta.href);
      await expect(paintOf(link)).toMatchObject(buttonThemePaint(cta.theme));
    }
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** The default: the fixture settings on a wide screen (as Desktop). */
export const Default: Story = { ...Desktop };

/** Tablet (768): below xl, so the 'Menu' button replaces the navigation and the calls to action. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectSmallScreenHeader(canvasElement);
  },
};

/** Mobile (375) with the menu closed: 'Menu' visible, the navigation hidden. */
export const MobileMenuClosed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectSmallScreenHeader(canvasElement);
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

/** Sticky (forced, as the page setting stickyHeader does): 120 px high, the top bar slid away. */
export const Sticky: Story = {
  args: { sticky: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { header, canvas } = headerIn(canvasElement);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT_STICKY), TRANSITION);
    await waitFor(() => expect(canvas.queryByRole('link', { name: phonenumber })).toBeNull(), TRANSITION);
    await expect(canvas.queryByRole('link', { name: 'Inlog Operator' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Wolkwerk Cloud, naar de homepage' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bel mij nu terug' })).toBeVisible();
  },
};

/** Sticky on a small screen: the 'Menu' button stays in the 120 px header. */
export const StickyMobile: Story = {
  args: { sticky: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { header, canvas } = headerIn(canvasElement);
    await waitFor(() => expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT_STICKY), TRANSITION);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: phonenumber })).toBeNull();
  },
};

/** Without site settings (no info, no menu) the header still has its logo and calls to action, and no empty links. */
export const WithoutSettings: Story = {
  args: { info: null, menu: null },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas } = headerIn(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Wolkwerk Cloud, naar de homepage' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Inlog Operator' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: phonenumber })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
    for (const cta of CALLS_TO_ACTION) await expect(canvas.getByRole('link', { name: cta.name })).toBeVisible();
  },
};
