import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentImageWithQuote } from '../../../src/blocks/content/ContentImageWithQuote';
import {
  asGatsbyBlock,
  expectHeading,
  expectHeadingsFit,
  expectNoHeading,
  fixtureBlock,
  LONG_LABEL,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';

const examples = contentExamples.content_image_with_quote;
const customer = examples.default;
const advisor = fixtureBlock('/diensten/', 'Content', 'content_image_with_quote');
const imageAlt = findMedia(customer.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentImageWithQuote',
  component: ContentImageWithQuote,
  args: {
    block: asGatsbyBlock(customer),
    index: 3,
    page: pageContext('/'),
  },
} satisfies Meta<typeof ContentImageWithQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's customer quote: image, title, the quote in a figure with portrait, name and role. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 2, customer.title!);
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent(/Sinds we op de cloud werkplek van Wolkwerk werken/);
    const caption = figure.querySelector('figcaption')!;
    await expect(within(caption).getByText('Eva Koster')).toBeVisible();
    await expect(within(caption).getByText('directeur Koster Accountants')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: imageAlt })).toBeInTheDocument();
  },
};

/** The services page's quote has no title: no heading, the figure carries it. */
export const WithoutTitle: Story = {
  args: { block: asGatsbyBlock(advisor), page: pageContext('/diensten/') },
  play: async ({ canvasElement }) => {
    await expectNoHeading(canvasElement);
    await expect(within(within(canvasElement).getByRole('figure')).getByText('Sanne de Vries')).toBeVisible();
  },
};

/** Only the quote: no image, portrait or name. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure').querySelector('blockquote')).toHaveTextContent(
      'Eindelijk een provider die de telefoon opneemt.',
    );
    await expect(canvasElement.querySelector('figcaption, img')).toBeNull();
  },
};

const longBlock = asGatsbyBlock(examples.longContent);

export const LongContent: Story = {
  args: { block: longBlock },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_LABEL)).toBeVisible();
    await expectHeadingsFit(canvasElement);
  },
};

export const LongContentOnMobile: Story = { ...LongContent, globals: MOBILE };

/** On a phone the image comes first, then title and quote. */
export const DefaultOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: imageAlt });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      within(canvasElement).getByRole('heading').getBoundingClientRect().top,
    );
    await expectHeadingsFit(canvasElement);
  },
};
