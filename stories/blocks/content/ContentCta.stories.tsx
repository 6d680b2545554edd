import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMedia, findPost } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { ContentCta } from '../../../src/blocks/content/ContentCta';
import { asBlock, contentFixture, expectNoHorizontalOverflow, fragmentContentFixture, LONG_HTML, LONG_TITLE, MOBILE, pageOf } from './content-support';

const contactCta = fragmentContentFixture('content_cta');
const vacancyCta = contentFixture('/over-ons/werken-bij/servicedesk-medewerker/', 'content_cta');
const phishingPost = findPost('/kennisbank/phishing-herkennen/')!;
const postCta = findBlock(phishingPost.blocks, 'Content', 'content_cta');
const imageAlt = findMedia(contactCta.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentCta',
  component: ContentCta,
  args: {
    block: asBlock(contactCta),
    index: 4,
    page: pageOf('/'),
  },
} satisfies Meta<typeof ContentCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reusable contact CTA (#contact): title, text, an orange and a white outlined button on the dark panel, and an image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'contact');
    await expect(canvas.getByRole('heading', { level: 2, name: contactCta.title! })).toBeVisible();
    for (const item of contactCta.links!) {
      const button = canvas.getByRole('link', { name: item.link!.title });
      await expect(button).toHaveAttribute('href', item.link!.url);
      await expect(button).toHaveAttribute('data-theme', item.theme);
    }
    await expect(await canvas.findByRole('img', { name: imageAlt })).toBeInTheDocument();
  },
};

/** A vacancy's CTA: no image, so the text is centred; a mailto button and a link in the text. */
export const WithoutImage: Story = {
  args: { block: asBlock(vacancyCta), page: pageOf('/over-ons/werken-bij/servicedesk-medewerker/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).textAlign).toBe('center');
    await expect(canvas.getByRole('link', { name: 'Mail je cv' })).toHaveAttribute('href', vacancyCta.links![0]!.link!.url);
  },
};

/** A post's CTA with imageDesktop null and a single button. */
export const InAPost: Story = {
  args: { block: asBlock(postCta), page: { uri: phishingPost.uri, title: phishingPost.title, featuredImage: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Minimal: Story = {
  args: { block: asBlock({ kind: 'Content', styletype: 'content_cta', title: 'Hulp nodig?' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hulp nodig?' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Themes made for the dark panel (orange, white_outlined), with long texts. */
const longBlock = asBlock({
  ...contactCta,
  title: LONG_TITLE,
  description: LONG_HTML,
  links: [
    { link: { url: '/terugbellen/', title: 'Laat je vandaag nog vrijblijvend terugbellen', target: '' }, theme: 'orange' },
    { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'white_outlined' },
    { link: { url: '/kennisbank/', title: 'Lees meer in de kennisbank', target: '' }, theme: 'white_outlined' },
  ],
});

export const LongContent: Story = {
  args: { block: longBlock },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongContentOnMobile: Story = {
  args: { block: longBlock },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const DefaultOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
