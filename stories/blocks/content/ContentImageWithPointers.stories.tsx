import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentImageWithPointers } from '../../../src/blocks/content/ContentImageWithPointers';
import { asGatsbyBlock, expectHeading, expectHeadingsFit, fixtureBlock, MOBILE, pageContext } from '../../../mocks/testing/blocks';
import { pointerItems } from './content-support';

const examples = contentExamples.content_image_with_pointers;
const cloudPc = examples.default;
const datacenters = fixtureBlock('/over-ons/datacenters/', 'Content', 'content_image_with_pointers');
const desktopAlt = findMedia(cloudPc.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentImageWithPointers',
  component: ContentImageWithPointers,
  args: {
    block: asGatsbyBlock(cloudPc),
    index: 2,
    page: pageContext('/diensten/cloud-pc/'),
  },
} satisfies Meta<typeof ContentImageWithPointers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Cloud PC page's block: text, five pointers in two columns and a button, the image on the right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await expectHeading(canvasElement, 2, cloudPc.title!);
    const items = pointerItems(canvasElement, cloudPc.pointers);
    await expect(items.map((item) => item.textContent)).toEqual([
      'Tot 12 vCPU’s',
      'Tot 64 GB werkgeheugen',
      'Snelle NVMe-opslag',
      'Werkt op Windows en macOS',
      'Extra RDP-gebruikers mogelijk',
    ]);
    // Two columns on a wide screen: the second item sits beside the first.
    await expect(items[1]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    const image = await canvas.findByRole('img', { name: desktopAlt });
    await expect(image.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await expect(canvas.getByRole('link', { name: 'Lees de praktijkervaringen' })).toBeVisible();
  },
};

/** The datacenters page's block, without buttons. */
export const WithoutLinks: Story = {
  args: { block: asGatsbyBlock(datacenters), page: pageContext('/over-ons/datacenters/') },
  play: async ({ canvasElement }) => {
    await expect(pointerItems(canvasElement, datacenters.pointers)).toHaveLength(5);
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Gebouwd op zekerheid');
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const longBlock = asGatsbyBlock(examples.longContent);

export const LongContent: Story = {
  args: { block: longBlock },
  play: async ({ canvasElement }) => {
    await expect(pointerItems(canvasElement, examples.longContent.pointers)).toHaveLength(10);
    await expectHeadingsFit(canvasElement);
  },
};

/** On a phone the image (its own mobile art) is on top and the pointers are one column. */
export const LongContentOnMobile: Story = {
  args: { block: longBlock },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: desktopAlt });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      (await expectHeading(canvasElement, 2)).getBoundingClientRect().top,
    );
    const items = pointerItems(canvasElement, examples.longContent.pointers);
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
    await expectHeadingsFit(canvasElement);
  },
};
