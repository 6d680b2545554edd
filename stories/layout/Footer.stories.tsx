import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import { Footer } from '../../src/layout/Footer';

const settings = toGatsbySiteSettings(content);
const info = settings.info;
const NEW_TAB = 'opent in een nieuw tabblad';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    info: settings.info,
    menuFooter: settings.menuFooter,
    menuServices: settings.menuServices,
    siteName: content.settings.general.title,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

function expectNewTab(link: HTMLElement) {
  return Promise.all([
    expect(link).toHaveAttribute('target', '_blank'),
    expect(link).toHaveAttribute('rel', 'noopener noreferrer'),
    expect(link).toHaveAccessibleDescription(NEW_TAB),
  ]);
}

/** Nothing empty: no list, item, heading or link without content. */
async function expectNothingEmpty(footer: HTMLElement) {
  const empty = [...footer.querySelectorAll('ul, li, h2, a, address, nav')].filter((element) => !element.textContent?.trim());
  await expect(empty).toEqual([]);
}

/** The links of a menu as a visitor meets them: name and target. */
function menuLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({ title: link.textContent, url: link.getAttribute('href') }));
}

/** The fixture settings: contact details, both menus and the bottom bar, in three columns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    const address = canvas.getByRole('link', { name: `${info.addressRuleOne} ${info.addressRuleTwo}` });
    await expect(address).toHaveAttribute('href', info.addressGoogleMaps);
    await expectNewTab(address);

    const phone = canvas.getByRole('link', { name: info.phonenumber });
    await expect(phone).toHaveAttribute('href', 'tel:0301234567');
    await expect(phone.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await expect(phone).not.toHaveAttribute('target');

    await expect(canvas.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);

    const linkedin = canvas.getByRole('link', { name: 'LinkedIn' });
    await expect(linkedin).toHaveAttribute('href', info.linkedinUrl);
    await expectNewTab(linkedin);

    const footerMenu = canvas.getByRole('navigation', { name: 'Footermenu' });
    await expect(within(footerMenu).getByRole('heading', { level: 2, name: 'Informatie' })).toBeVisible();
    await expect(menuLinks(footerMenu)).toEqual(settings.menuFooter.map(({ link }) => ({ title: link.title, url: link.url })));

    const services = canvas.getByRole('navigation', { name: 'Diensten' });
    await expect(within(services).getByRole('heading', { level: 2, name: 'Diensten' })).toBeVisible();
    await expect(menuLinks(services)).toEqual(settings.menuServices.map(({ link }) => ({ title: link.title, url: link.url })));

    await expect(canvas.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacyverklaring/');
    const login = canvas.getByRole('link', { name: 'Inlog Operator' });
    await expect(login).toHaveAttribute('href', info.loginOperatorUrl);
    await expectNewTab(login);

    const cookies = canvas.getByRole('button', { name: 'Cookies' });
    await expect(cookies).toBeVisible();
    await expect(cookies).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();

    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${content.settings.general.title}`);
    await expectNothingEmpty(footer);

    // Wide screens: contact, footer menu and services side by side.
    const tops = ['Contact', 'Informatie', 'Diensten'].map((name) => canvas.getByRole('heading', { name }).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** No site settings at all: no contact column and no operator login, the rest stays. */
export const MissingInfo: Story = {
  args: { info: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    await expect(canvas.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    await expect(footer.querySelector('address')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Inlog Operator' })).not.toBeInTheDocument();
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    await expect(hrefs.filter((href) => /^(tel|mailto):/.test(href))).toEqual([]);

    await expect(canvas.getByRole('navigation', { name: 'Footermenu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Diensten' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacyverklaring' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cookies' })).toBeVisible();
    await expectNothingEmpty(footer);
  },
};

/**
 * Half-filled settings and broken menus: the address without a maps link is plain text, a
 * blank e-mail and LinkedIn are left out, and menus without usable links are not rendered.
 */
export const PartialSettings: Story = {
  args: {
    info: { ...info, addressGoogleMaps: null, email: '  ', linkedinUrl: null },
    menuFooter: null,
    menuServices: [null, { link: null }, { link: { url: '', title: 'Zonder adres', target: null } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    await expect(canvas.getByText(info.addressRuleOne)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(info.addressRuleOne) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: info.phonenumber })).toHaveAttribute('href', 'tel:0301234567');
    await expect(canvas.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    await expect(hrefs.filter((href) => href.startsWith('mailto:'))).toEqual([]);

    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Zonder adres')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Inlog Operator' })).toBeVisible();
    await expectNothingEmpty(footer);
  },
};

/** Nothing from the settings: only the bottom bar with the privacy statement and the cookie settings. */
export const Empty: Story = {
  args: { info: null, menuFooter: null, menuServices: null, siteName: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    await expect(canvas.queryAllByRole('heading')).toEqual([]);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacyverklaring']);
    await expect(canvas.getByRole('button', { name: 'Cookies' })).toBeVisible();
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    await expectNothingEmpty(footer);
  },
};

/** On a phone the columns stack, nothing sticks out sideways and every link stays reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = document.documentElement;
    await expect(window.innerWidth).toBe(375);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);

    const [contact, footerMenu, services] = ['Contact', 'Informatie', 'Diensten'].map((name) =>
      canvas.getByRole('heading', { name }).getBoundingClientRect(),
    );
    await expect(contact!.bottom).toBeLessThanOrEqual(footerMenu!.top);
    await expect(footerMenu!.bottom).toBeLessThanOrEqual(services!.top);
    await expect(new Set([contact!.left, footerMenu!.left, services!.left]).size).toBe(1);

    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(root.clientWidth);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expect(canvas.getByRole('button', { name: 'Cookies' })).toBeVisible();
  },
};
