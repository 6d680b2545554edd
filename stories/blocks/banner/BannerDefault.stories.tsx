import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { BannerDefault } from '../../../src/blocks/banner/BannerDefault';
import { buttonThemePaint, paintOf } from '../../../mocks/testing/colors';
import {
  asGatsbyBlock,
  expectButtons,
  expectHeading,
  expectNoHeading,
  expectNoHorizontalOverflow,
  fixturePage,
  LONG_TITLE,
  longWord,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';

const examples = bannerExamples.banner_default;
const fixture = examples.default;
const featured = findMedia(fixturePage('/').featuredImage)!;

const meta = {
  title: 'Blocks/Banner/BannerDefault',
  component: BannerDefault,
  args: {
    block: asGatsbyBlock(fixture),
    index: 0,
    page: pageContext('/'),
  },
} satisfies Meta<typeof BannerDefault>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's banner: label, h1 title, its two buttons and the featured image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fixture.label!)).toBeVisible();
    await expectHeading(canvasElement, 1, fixture.title!);
    await expectButtons(canvasElement, fixture.links!);
    // The real <img> is in the markup from the first render (src/ui/Image), over its placeholder.
    const image = await canvas.findByRole('img', { name: featured.altText });
    await expect(image).toHaveAttribute('src', expect.stringContaining(featured.file));
  },
};

/** Further down the page the banner's title is an h2, so the page keeps one h1. */
export const NotFirstSection: Story = {
  args: { index: 2 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, fixture.title!);
    await expectNoHeading(canvasElement, 1);
  },
};

/** Only a title: no label, no buttons, no image — nothing empty is rendered. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
    page: { uri: '/over-ons/', title: 'Over ons', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 1, 'Over ons');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Broken content: no title falls back to the page title; links without url or text are left out. */
export const MissingTitleAndBrokenLinks: Story = {
  args: {
    block: asGatsbyBlock({
      kind: 'Banner',
      styletype: 'banner_default',
      label: 'Kennisbank',
      title: null,
      links: [
        { link: { url: '', title: 'Zonder adres', target: null }, theme: 'orange' },
        { link: null, theme: 'orange_outlined' },
        { link: { url: '/contact/', title: 'Neem contact op', target: '' }, theme: 'paars' },
      ],
    }),
    page: { uri: '/kennisbank/', title: 'Kennisbank', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, 'Kennisbank');
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Neem contact op');
    // An unknown theme ('paars') renders black.
    await expect(paintOf(links[0]!)).toMatchObject(buttonThemePaint('black'));
  },
};

/** Long Dutch compound words wrap instead of overflowing on a phone. */
export const LongTitleOnMobile: Story = {
  args: { block: asGatsbyBlock({ ...fixture, title: LONG_TITLE }) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(await expectHeading(canvasElement, 1));
  },
};

const manyLinks = examples.longContent.links!;

/** A long label and title with Dutch compounds and six buttons: everything wraps, every button stays. */
export const LongContent: Story = {
  args: { block: asGatsbyBlock(examples.longContent) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoHorizontalOverflow(await expectHeading(canvasElement, 1), canvas.getByText(longWord(1)));
    await expectButtons(canvasElement, manyLinks);
    await expect(canvas.getByRole('link', { name: 'Inloggen Operator' })).toHaveAttribute('target', '_blank');
  },
};

/** The home banner on a phone: text above the image. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const heading = await expectHeading(canvasElement, 1, fixture.title!);
    const image = await within(canvasElement).findByRole('img', { name: featured.altText });
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expectNoHorizontalOverflow(heading);
  },
};
