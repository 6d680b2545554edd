import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMedia, findPage } from '../../../mocks/content/index.ts';
import { toGatsbyBlock, toGatsbyMedia } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { BannerDefault } from '../../../src/blocks/banner/BannerDefault';
import type { BannerBlock } from '../../../src/blocks/banner/fragment';
import type { PageContext } from '../../../src/blocks/types';

const home = findPage('/')!;
const fixture = findBlock(home.blocks, 'Banner', 'banner_default');
const featured = findMedia(home.featuredImage)!;

const page: PageContext = {
  uri: home.uri,
  title: home.title,
  featuredImage: toGatsbyMedia(featured.databaseId),
};

const meta = {
  title: 'Blocks/Banner/BannerDefault',
  component: BannerDefault,
  args: {
    block: toGatsbyBlock(fixture) as BannerBlock,
    index: 0,
    page,
  },
} satisfies Meta<typeof BannerDefault>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's banner: label, h1 title, its two buttons and the featured image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fixture.label!)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: fixture.title! })).toBeVisible();
    for (const item of fixture.links!) {
      const button = canvas.getByRole('link', { name: item.link!.title });
      await expect(button).toHaveAttribute('href', item.link!.url);
      await expect(button).toHaveAttribute('data-theme', item.theme);
    }
    // GatsbyImage adds the real <img> right after hydration, over its placeholder.
    const image = await canvas.findByRole('img', { name: featured.altText });
    await expect(image).toHaveAttribute('src', expect.stringContaining(featured.file));
  },
};

/** Further down the page the banner's title is an h2, so the page keeps one h1. */
export const NotFirstSection: Story = {
  args: { index: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: fixture.title! })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** Only a title: no label, no buttons, no image — nothing empty is rendered. */
export const Minimal: Story = {
  args: {
    block: toGatsbyBlock({ kind: 'Banner', styletype: 'banner_default', title: 'Over ons' }) as BannerBlock,
    page: { uri: '/over-ons/', title: 'Over ons', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Broken content: no title falls back to the page title; links without url or text are left out. */
export const MissingTitleAndBrokenLinks: Story = {
  args: {
    block: toGatsbyBlock({
      kind: 'Banner',
      styletype: 'banner_default',
      label: 'Kennisbank',
      title: null,
      links: [
        { link: { url: '', title: 'Zonder adres', target: null }, theme: 'orange' },
        { link: null, theme: 'orange_outlined' },
        { link: { url: '/contact/', title: 'Neem contact op', target: '' }, theme: 'paars' },
      ],
    }) as BannerBlock,
    page: { uri: '/kennisbank/', title: 'Kennisbank', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kennisbank' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Neem contact op');
    await expect(links[0]).toHaveAttribute('data-theme', 'black');
  },
};

/** Long Dutch compound words wrap instead of overflowing on a phone. */
export const LongTitleOnMobile: Story = {
  args: {
    block: toGatsbyBlock({
      ...fixture,
      title: 'Bedrijfscontinuïteitsverzekeringsvoorwaardenoverzicht voor informatiebeveiligingsmanagementsystemen',
    }) as BannerBlock,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

const manyLinks = [
  ...fixture.links!,
  { link: { url: '/diensten/', title: 'Bekijk al onze clouddiensten voor organisaties', target: '' }, theme: 'blue_outlined' },
  { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'orange_outlined' },
  { link: { url: '/kennisbank/', title: 'Lees de kennisbankartikelen', target: '' }, theme: 'black' },
  { link: { url: 'https://operator.wolkwerk.nl/login', title: 'Inloggen Operator', target: '_blank' }, theme: 'blue_outlined' },
];

/** A long label and title with Dutch compounds and six buttons: everything wraps, every button stays. */
export const LongContent: Story = {
  args: {
    block: toGatsbyBlock({
      ...fixture,
      label: 'Informatiebeveiligingsmanagementsysteemcertificering',
      title: 'Bedrijfscontinuïteitsverzekeringsvoorwaardenoverzicht voor informatiebeveiligingsmanagementsystemen',
      links: manyLinks,
    }) as BannerBlock,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    const label = canvas.getByText('Informatiebeveiligingsmanagementsysteemcertificering');
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
    for (const item of manyLinks) await expect(canvas.getByRole('link', { name: item.link!.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inloggen Operator' })).toHaveAttribute('target', '_blank');
  },
};

/** The home banner on a phone: text above the image. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: fixture.title! });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    const image = await canvas.findByRole('img', { name: featured.altText });
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};
