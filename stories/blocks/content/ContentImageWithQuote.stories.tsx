import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentImageWithQuote } from '../../../src/blocks/content/ContentImageWithQuote';
import { asBlock, contentFixture, expectNoHorizontalOverflow, LONG_LABEL, LONG_TITLE, MOBILE, pageOf } from './content-support';

const customer = contentFixture('/', 'content_image_with_quote');
const advisor = contentFixture('/diensten/', 'content_image_with_quote');
const imageAlt = findMedia(customer.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentImageWithQuote',
  component: ContentImageWithQuote,
  args: {
    block: asBlock(customer),
    index: 3,
    page: pageOf('/'),
  },
} satisfies Meta<typeof ContentImageWithQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's customer quote: image, title, the quote in a figure with portrait, name and role. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: customer.title! })).toBeVisible();
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
  args: { block: asBlock(advisor), page: pageOf('/diensten/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('figure')).getByText('Sanne de Vries')).toBeVisible();
  },
};

/** Only the quote: no image, portrait or name. */
export const Minimal: Story = {
  args: {
    block: asBlock({ kind: 'Content', styletype: 'content_image_with_quote', description: '<p>“Eindelijk een provider die de telefoon opneemt.”</p>' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure').querySelector('blockquote')).toHaveTextContent('Eindelijk een provider die de telefoon opneemt.');
    await expect(canvasElement.querySelector('figcaption, img')).toBeNull();
  },
};

const longBlock = asBlock({
  ...customer,
  title: LONG_TITLE,
  label: `${LONG_LABEL}, informatiebeveiligingsfunctionaris en gegevensbeschermingsverantwoordelijke`,
  description: `<p>“${'Dankzij de hoogbeschikbaarheidsclusterconfiguratie van Wolkwerk hebben we geen onderhoudsvensters meer. '.repeat(5)}”</p>`,
});

export const LongContent: Story = {
  args: { block: longBlock },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_LABEL)).toBeVisible();
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

/** On a phone the image comes first, then title and quote. */
export const DefaultOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: imageAlt });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('heading').getBoundingClientRect().top);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
