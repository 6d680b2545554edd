import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentImageWithText } from '../../../src/blocks/content/ContentImageWithText';
import { asBlock, contentFixture, expectNoHorizontalOverflow, LONG_HTML, LONG_LINKS, LONG_TITLE, MOBILE, pageOf, TABLET } from './content-support';

const textLeft = contentFixture('/diensten/vps/', 'content_image_with_text');
const textRight = contentFixture('/diensten/cloud-pc/', 'content_image_with_text');
const leftAlt = findMedia(textLeft.imageDesktop!.image)!.altText;
const rightAlt = findMedia(textRight.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentImageWithText',
  component: ContentImageWithText,
  args: {
    block: asBlock(textLeft),
    index: 1,
    page: pageOf('/diensten/vps/'),
  },
} satisfies Meta<typeof ContentImageWithText>;

export default meta;
type Story = StoryObj<typeof meta>;

async function textAndImage(canvasElement: HTMLElement, alt: string) {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { level: 2 });
  const image = await canvas.findByRole('img', { name: alt });
  return { heading: heading.getBoundingClientRect(), image: image.getBoundingClientRect() };
}

/** view text_left (the VPS page): the text on the left, the image on the right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: textLeft.title! })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vraag een offerte aan' })).toHaveAttribute('href', '/offerte-aanvragen/?Service=vps');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const { heading, image } = await textAndImage(canvasElement, leftAlt);
    await expect(image.left).toBeGreaterThan(heading.right);
  },
};

/** view text_right (the Cloud PC page): the image on the left, the text on the right. */
export const TextRight: Story = {
  args: { block: asBlock(textRight), page: pageOf('/diensten/cloud-pc/') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-view]')).toHaveAttribute('data-view', 'text_right');
    const { heading, image } = await textAndImage(canvasElement, rightAlt);
    await expect(heading.left).toBeGreaterThan(image.right);
  },
};

/** An unknown view value is laid out as text_left. */
export const UnknownViewFallsBackToTextLeft: Story = {
  args: { block: asBlock({ ...textRight, view: 'image_top' as never }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-view]')).toHaveAttribute('data-view', 'text_left');
    const { heading, image } = await textAndImage(canvasElement, rightAlt);
    await expect(image.left).toBeGreaterThan(heading.right);
  },
};

/** Only a title: one column, no image or buttons. */
export const Minimal: Story = {
  args: { block: asBlock({ kind: 'Content', styletype: 'content_image_with_text', title: 'Duurzaam gehost' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Duurzaam gehost' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const longBlock = asBlock({ ...textRight, title: LONG_TITLE, description: LONG_HTML, links: LONG_LINKS });

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

/** On a phone both views stack: the image above the text. */
export const TextRightOnMobile: Story = {
  args: TextRight.args,
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const { heading, image } = await textAndImage(canvasElement, rightAlt);
    await expect(image.bottom).toBeLessThanOrEqual(heading.top);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** On a tablet (below lg) the columns stack too. */
export const DefaultOnTablet: Story = {
  globals: TABLET,
  play: async ({ canvasElement }) => {
    const { heading, image } = await textAndImage(canvasElement, leftAlt);
    await expect(image.bottom).toBeLessThanOrEqual(heading.top);
  },
};

/**
 * Media URL mode (only the media item known, no gatsby-plugin-image data): the blurBase64
 * placeholder shows until the image has loaded, then it is marked hidden and fades out.
 */
export const MediaUrlImage: Story = {
  args: { block: asBlock(textLeft, { processed: false }) },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: leftAlt });
    await expect(image.closest('[data-image-mode]')).toHaveAttribute('data-image-mode', 'media-url');
    const placeholder = canvasElement.querySelector<HTMLImageElement>('img[data-placeholder]')!;
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 5000 });
    await waitFor(() => expect(placeholder).toHaveAttribute('data-hidden', 'true'), { timeout: 5000 });
    await waitFor(() => expect(getComputedStyle(placeholder).opacity).toBe('0'), { timeout: 2000 });
  },
};
