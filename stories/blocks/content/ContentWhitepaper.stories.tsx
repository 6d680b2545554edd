import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMedia, IMG } from '../../../mocks/content/index.ts';
import { ContentWhitepaper } from '../../../src/blocks/content/ContentWhitepaper';
import { asBlock, contentFixture, expectNoHorizontalOverflow, LONG_HTML, LONG_LABEL, LONG_LINKS, LONG_TITLE, MOBILE, pageOf } from './content-support';

const whitepaper = contentFixture('/overstappen/', 'content_whitepaper');
const coverAlt = findMedia(IMG.whitepaperCover)!.altText;

const meta = {
  title: 'Blocks/Content/ContentWhitepaper',
  component: ContentWhitepaper,
  args: {
    block: asBlock(whitepaper),
    index: 2,
    page: pageOf('/overstappen/'),
  },
} satisfies Meta<typeof ContentWhitepaper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switching page's whitepaper: cover, decorative icon, label, title, text and the download button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(whitepaper.label!)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: whitepaper.title! })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: coverAlt })).toBeInTheDocument();
    // The icon is decoration: hidden from the accessibility tree (alt="").
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Download de whitepaper' })).toHaveAttribute('href', '/overstappen/#whitepaper');
  },
};

/** Only a title: no cover, icon, label or button. */
export const Minimal: Story = {
  args: { block: asBlock({ kind: 'Content', styletype: 'content_whitepaper', title: 'In vijf stappen naar de cloud' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'In vijf stappen naar de cloud' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const longBlock = asBlock({ ...whitepaper, label: LONG_LABEL, title: LONG_TITLE, description: LONG_HTML, links: LONG_LINKS });

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

/** On a phone the cover sits above the text. */
export const DefaultOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = await canvas.findByRole('img', { name: coverAlt });
    await expect(cover.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('heading').getBoundingClientRect().top);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
