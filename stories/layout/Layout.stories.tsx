import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { content, findPage } from '../../mocks/content/index.ts';
import { toGatsbyBlock, toGatsbyPageSettings, toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../mocks/content/select.ts';
import { FlexContent, type FlexBlock } from '../../src/blocks/FlexContent';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import { Layout } from '../../src/layout/Layout';
import { NewsletterFallback } from '../../src/layout/NewsletterFallback';
import { MAIN_PADDING_TOP, MAIN_PADDING_TOP_STICKY } from '../../src/styles/constants';

const settings = toGatsbySiteSettings(content);
const home = findPage('/')!;
const contact = findPage('/contact/')!;
const banner = findBlock(home.blocks, 'Banner', 'banner_default');

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen' },
  args: {
    settings,
    pageSettings: toGatsbyPageSettings(home),
    location: { pathname: '/', hash: '', search: '' },
    newsletterDelayMs: 0,
    newsletterForm: <NewsletterFallback form={settings.newsletter.form} email={settings.info.email} />,
    children: <FlexContent blocks={[toGatsbyBlock(banner)] as FlexBlock[]} page={{ uri: '/', title: home.title, featuredImage: null }} />,
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page in the full shell: header, main (160 px down), background shapes, footer and the newsletter button. */
export const WithFooter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveStyle({ paddingTop: `${MAIN_PADDING_TOP}px` });
    await expect(canvas.getByRole('heading', { level: 1, name: banner.title! })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // The four background shapes: a layer hidden from assistive technology, behind the content.
    const shapes = [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find(
      (element) => Number(getComputedStyle(element).zIndex) < 0,
    );
    await expect(shapes?.children).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nieuwsbrief' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#main');
  },
};

/** The default: the home page in the full shell (as WithFooter). */
export const Default: Story = { ...WithFooter };

/** showFooter off and showNewsletter off (the cloud scan page): no footer, no newsletter button; the body does not scroll there. */
export const WithoutFooter: Story = {
  args: {
    pageSettings: toGatsbyPageSettings(findPage('/cloudstatus/ontdekken/')!),
    location: { pathname: '/cloudstatus/ontdekken/', hash: '', search: '' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Nieuwsbrief' })).not.toBeInTheDocument();
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    // This page starts with the sticky header: the main area is 120 px down.
    await expect(canvas.getByRole('main')).toHaveStyle({ paddingTop: `${MAIN_PADDING_TOP_STICKY}px` });
  },
};

/** A page with a breadcrumb (path mode) above its content. */
export const WithBreadcrumb: Story = {
  args: {
    pageSettings: toGatsbyPageSettings(contact),
    location: { pathname: contact.uri, hash: '', search: '' },
    breadcrumb: <Breadcrumb mode="path" pathname={contact.uri} title={contact.title} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

/** On a phone: the header collapses to the Menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
