import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { ContentCta } from '../../../src/blocks/content/ContentCta';
import {
  asGatsbyBlock,
  expectButtons,
  expectHeading,
  expectHeadingsFit,
  fixtureBlock,
  fixturePost,
  MOBILE,
  pageContext,
  postContext,
} from '../../../mocks/testing/blocks';
import { expectLongLinksFit } from './content-support';

const examples = contentExamples.content_cta;
const contactCta = examples.default;
const vacancyCta = fixtureBlock('/over-ons/werken-bij/servicedesk-medewerker/', 'Content', 'content_cta');
const phishingPost = fixturePost('/kennisbank/phishing-herkennen/');
const imageAlt = findMedia(contactCta.imageDesktop!.image)!.altText;

const meta = {
  title: 'Blocks/Content/ContentCta',
  component: ContentCta,
  args: {
    block: asGatsbyBlock(contactCta),
    index: 4,
    page: pageContext('/'),
  },
} satisfies Meta<typeof ContentCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reusable contact CTA (#contact): title, text, an orange and a white outlined button on the dark panel, and an image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'contact');
    await expectHeading(canvasElement, 2, contactCta.title!);
    await expectButtons(canvasElement, contactCta.links!);
    await expect(await within(canvasElement).findByRole('img', { name: imageAlt })).toBeInTheDocument();
  },
};

/** A vacancy's CTA: no image, so the text is centred; a mailto button and a link in the text. */
export const WithoutImage: Story = {
  args: { block: asGatsbyBlock(vacancyCta), page: pageContext('/over-ons/werken-bij/servicedesk-medewerker/') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(getComputedStyle(await expectHeading(canvasElement, 2)).textAlign).toBe('center');
    await expect(within(canvasElement).getByRole('link', { name: 'Mail je cv' })).toHaveAttribute('href', vacancyCta.links![0]!.link!.url);
  },
};

/** A post's CTA with imageDesktop null and a single button. */
export const InAPost: Story = {
  args: { block: asGatsbyBlock(fixtureBlock(phishingPost, 'Content', 'content_cta')), page: postContext(phishingPost) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Hulp nodig?');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Themes made for the dark panel (orange, white_outlined), with long texts. */
const longBlock = asGatsbyBlock(examples.longContent);

export const LongContent: Story = {
  args: { block: longBlock },
  play: ({ canvasElement }) => expectLongLinksFit(canvasElement),
};

export const LongContentOnMobile: Story = { ...LongContent, globals: MOBILE };

export const DefaultOnMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2);
    await expectHeadingsFit(canvasElement);
  },
};
