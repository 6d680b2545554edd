import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia, IMG } from '../../../mocks/content/index.ts';
import { ContentWhitepaper } from '../../../src/blocks/content/ContentWhitepaper';
import { asGatsbyBlock, expectHeading, expectHeadingsFit, MOBILE, pageContext } from '../../../mocks/testing/blocks';
import { expectLongLinksFit } from './content-support';

const examples = contentExamples.content_whitepaper;
const whitepaper = examples.default;
const coverAlt = findMedia(IMG.whitepaperCover)!.altText;

const meta = {
  title: 'Blocks/Content/ContentWhitepaper',
  component: ContentWhitepaper,
  args: {
    block: asGatsbyBlock(whitepaper),
    index: 2,
    page: pageContext('/overstappen/'),
  },
} satisfies Meta<typeof ContentWhitepaper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switching page's whitepaper: cover, decorative icon, label, title, text and the download button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(whitepaper.label!)).toBeVisible();
    await expectHeading(canvasElement, 2, whitepaper.title!);
    await expect(await canvas.findByRole('img', { name: coverAlt })).toBeInTheDocument();
    // The icon is decoration: hidden from the accessibility tree (alt="").
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Download de whitepaper' })).toHaveAttribute('href', '/overstappen/#whitepaper');
  },
};

/** Only a title: no cover, icon, label or button. */
export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'In vijf stappen naar de cloud');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { block: asGatsbyBlock(examples.longContent) },
  play: ({ canvasElement }) => expectLongLinksFit(canvasElement),
};

export const LongContentOnMobile: Story = { ...LongContent, globals: MOBILE };

/** On a phone the cover sits above the text. */
export const DefaultOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = await canvas.findByRole('img', { name: coverAlt });
    await expect(cover.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('heading').getBoundingClientRect().top);
    await expectHeadingsFit(canvasElement);
  },
};
