import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentBlockWithPointers } from '../../../src/blocks/content/ContentBlockWithPointers';
import {
  asGatsbyBlock,
  expectButtons,
  expectHeading,
  expectHeadingsFit,
  fixtureBlock,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';
import { expectLongLinksFit, pointerItems } from './content-support';

const examples = contentExamples.content_block_with_pointers;
const withVideo = examples.default;
const withImage = fixtureBlock('/diensten/vps/', 'Content', 'content_block_with_pointers');
const imageAlt = findMedia(withImage.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentBlockWithPointers',
  component: ContentBlockWithPointers,
  args: {
    block: asGatsbyBlock(withVideo),
    index: 1,
    page: pageContext('/'),
  },
} satisfies Meta<typeof ContentBlockWithPointers>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home page's block: a Vimeo video beside label, title, text, pointers and two buttons.
 * The player loads only when play is pressed (nothing goes to Vimeo before that).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(withVideo.label!)).toBeVisible();
    await expectHeading(canvasElement, 2, withVideo.title!);
    await expect(canvas.getByRole('link', { name: `Video afspelen: ${withVideo.title}` })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(withVideo.pointers!.split(',').map((pointer) => pointer.trim()));
    await expectButtons(canvasElement, withVideo.links!);
  },
};

/** The VPS page's block: an image (its own mobile crop) instead of a video. */
export const WithImage: Story = {
  args: { block: asGatsbyBlock(withImage), page: pageContext('/diensten/vps/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: imageAlt })).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** As the first block on a page it carries the page's h1. */
export const FirstSection: Story = {
  args: { index: 0 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, withVideo.title!);
  },
};

/** Only a title: no label, media, pointers or buttons, and nothing empty left behind. */
export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 2, 'Zo werkt het');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img, iframe')).toBeNull();
  },
};

const longBlock = asGatsbyBlock(examples.longContent);

/** Long Dutch compounds, ten pointers and three buttons wrap inside the columns. */
export const LongContent: Story = {
  args: { block: longBlock },
  play: async ({ canvasElement }) => {
    await expect(pointerItems(canvasElement, examples.longContent.pointers)).toHaveLength(10);
    await expectLongLinksFit(canvasElement);
  },
};

/** On a phone the image stacks above the text and nothing overflows. */
export const LongContentOnMobile: Story = {
  args: { block: longBlock },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: imageAlt });
    const heading = await expectHeading(canvasElement, 2);
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expectHeadingsFit(canvasElement);
  },
};

/** Pressing play swaps in the privacy-friendly Vimeo player, which starts at once and takes the focus. */
export const PlayVideo: Story = {
  // The player frame cannot load on the offline test machines; axe checks the page around it.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: `Video afspelen: ${withVideo.title}` }));
    const video = canvasElement.querySelector('iframe')!;
    await expect(video).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    await expect(video).toHaveAttribute('title', `Video: ${withVideo.title}`);
    await expect(video).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: /Video afspelen/ })).toBeNull();
  },
};

/** The video keeps its 16:9 frame on a phone. */
export const VideoOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement)
      .getByRole('link', { name: /Video afspelen/ })
      .getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    await expectHeadingsFit(canvasElement);
  },
};
