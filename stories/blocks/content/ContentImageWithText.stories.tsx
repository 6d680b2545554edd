import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentImageWithText } from '../../../src/blocks/content/ContentImageWithText';
import { asGatsbyBlock, expectHeading, expectHeadingsFit, fixtureBlock, MOBILE, pageContext, TABLET } from '../../../mocks/testing/blocks';
import { expectLongLinksFit } from './content-support';

const examples = contentExamples.content_image_with_text;
const textLeft = examples.default;
const textRight = fixtureBlock('/diensten/cloud-pc/', 'Content', 'content_image_with_text');
const leftAlt = findMedia(textLeft.imageDesktop!.image)!.altText;
const rightAlt = findMedia(textRight.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentImageWithText',
  component: ContentImageWithText,
  args: {
    block: asGatsbyBlock(textLeft),
    index: 1,
    page: pageContext('/diensten/vps/'),
  },
} satisfies Meta<typeof ContentImageWithText>;

export default meta;
type Story = StoryObj<typeof meta>;

async function textAndImage(canvasElement: HTMLElement, alt: string) {
  const heading = await expectHeading(canvasElement, 2);
  const image = await within(canvasElement).findByRole('img', { name: alt });
  return { heading: heading.getBoundingClientRect(), image: image.getBoundingClientRect() };
}

/** view text_left (the VPS page): the text on the left, the image on the right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 2, textLeft.title!);
    await expect(canvas.getByRole('link', { name: 'Vraag een offerte aan' })).toHaveAttribute('href', '/offerte-aanvragen/?Service=vps');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const { heading, image } = await textAndImage(canvasElement, leftAlt);
    await expect(image.left).toBeGreaterThan(heading.right);
  },
};

/** view text_right (the Cloud PC page): the image on the left, the text on the right. */
export const TextRight: Story = {
  args: { block: asGatsbyBlock(textRight), page: pageContext('/diensten/cloud-pc/') },
  play: async ({ canvasElement }) => {
    const { heading, image } = await textAndImage(canvasElement, rightAlt);
    await expect(heading.left).toBeGreaterThan(image.right);
  },
};

/** An unknown view value is laid out as text_left. */
export const UnknownViewFallsBackToTextLeft: Story = {
  args: { block: asGatsbyBlock({ ...textRight, view: 'image_top' as never }) },
  play: async ({ canvasElement }) => {
    const { heading, image } = await textAndImage(canvasElement, rightAlt);
    await expect(image.left).toBeGreaterThan(heading.right);
  },
};

/** Only a title: one column, no image or buttons. */
export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Duurzaam gehost');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { block: asGatsbyBlock(examples.longContent) },
  play: ({ canvasElement }) => expectLongLinksFit(canvasElement),
};

export const LongContentOnMobile: Story = { ...LongContent, globals: MOBILE };

/** On a phone both views stack: the image above the text. */
export const TextRightOnMobile: Story = {
  args: TextRight.args,
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const { heading, image } = await textAndImage(canvasElement, rightAlt);
    await expect(image.bottom).toBeLessThanOrEqual(heading.top);
    await expectHeadingsFit(canvasElement);
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
  args: { block: asGatsbyBlock(textLeft, 'Page', { processed: false }) },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: leftAlt });
    // The media URL with webp sources, not gatsby-plugin-image's wrapper.
    await expect(image.closest('.gatsby-image-wrapper')).toBeNull();
    await expect(image.closest('picture')?.querySelector('source[type="image/webp"]')).not.toBeNull();
    const placeholder = canvasElement.querySelector<HTMLImageElement>('img[aria-hidden="true"]')!;
    await expect(placeholder).toHaveAttribute('alt', '');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 5000 });
    await waitFor(() => expect(getComputedStyle(placeholder).opacity).toBe('0'), { timeout: 5000 });
  },
};
