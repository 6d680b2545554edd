import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { repeatExamples } from '../../../mocks/content/examples/index.ts';
import { findMedia } from '../../../mocks/content/index.ts';
import { RepeatContentWithCta } from '../../../src/blocks/repeat/RepeatContentWithCta';
import {
  asGatsbyBlock,
  DESKTOP,
  expectButtons,
  expectHeading,
  expectHeadingsFit,
  expectNoHeading,
  fixtureBlock,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';

const examples = repeatExamples.repeat_content_with_cta;
const withBoxFixture = examples.default;
const longBlock = examples.longContent;
const centredFixture = fixtureBlock('/diensten/cloud-werkplek/', 'Repeat', 'repeat_content_with_cta');

const meta = {
  title: 'Blocks/Repeat/RepeatContentWithCta',
  component: RepeatContentWithCta,
  args: {
    block: asGatsbyBlock(withBoxFixture),
    index: 1,
    page: pageContext('/over-ons/'),
  },
  globals: DESKTOP,
} satisfies Meta<typeof RepeatContentWithCta>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxIn = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('group', { name: title });

/**
 * 'Ons verhaal': a lead paragraph, text blocks with headings and a quote on the left; the
 * sticky box with title, image and buttons on the right.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: withBoxFixture.title! })).toHaveAttribute('id', withBoxFixture.sectionId);
    const intro = canvas.getByText(/Wolkwerk begon in 2014/);
    await expect(intro).toBeVisible();
    for (const item of withBoxFixture.content!.filter((entry) => entry.type === 'text')) await expectHeading(canvasElement, 3, item.title!);
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(quote).toHaveTextContent(/Technologie moet je werk makkelijker maken/);

    const box = boxIn(canvasElement, withBoxFixture.ctaTitle!);
    await expectHeading(box, 3, withBoxFixture.ctaTitle!);
    // The real <img> is in the markup from the first render (src/ui/Image), over its placeholder.
    const image = await within(box).findByRole('img', { name: findMedia(withBoxFixture.ctaImage)!.altText });
    await expect(image).toHaveAttribute('src', expect.stringContaining(findMedia(withBoxFixture.ctaImage)!.file));
    await expectButtons(box, withBoxFixture.links!);
    // Beside the content and sticky on a wide screen.
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(intro.getBoundingClientRect().right);
    await expect(getComputedStyle(box).position).toBe('sticky');
  },
};

/** 'Zo werkt de Cloud werkplek': no CTA fields, so no box and the content is centred. */
export const Centred: Story = {
  args: { block: asGatsbyBlock(centredFixture), page: pageContext('/diensten/cloud-werkplek/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    const section = canvas.getByRole('region', { name: centredFixture.title! });
    const box = section.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    await expect(Math.abs(middle - window.innerWidth / 2)).toBeLessThanOrEqual(1);
    await expect(box.width).toBeLessThan(window.innerWidth / 2 + 200);
  },
};

/** A box without its image (or title, or a usable link) is not shown at all: the content is centred. */
export const IncompleteCta: Story = {
  args: { block: { ...asGatsbyBlock(withBoxFixture), ctaImage: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.queryByText(withBoxFixture.ctaTitle!)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** One intro, no title, no box. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Een korte introductie zonder verdere blokken.')).toBeVisible();
    await expectNoHeading(canvasElement);
  },
};

/** Broken content: empty blocks are left out, an unknown type shows as text, a text block without heading is just its body. */
export const MissingFields: Story = {
  args: {
    block: {
      ...asGatsbyBlock(centredFixture),
      title: null,
      content: [
        null,
        { type: 'video', title: 'Onbekend bloktype', description: '<p>Wordt als tekst getoond.</p>' },
        { type: 'text', title: null, description: '<p>Tekst zonder kop.</p>' },
        { type: 'quote', title: null, description: null },
      ],
      ctaTitle: 'Alleen een titel',
      links: [{ theme: 'orange', link: null }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 2, 'Onbekend bloktype');
    await expect(canvas.getByText('Tekst zonder kop.')).toBeVisible();
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

/** Many blocks and long Dutch words: the box stays beside them (sticky), nothing overflows. */
export const LongContent: Story = {
  args: { block: asGatsbyBlock(longBlock) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('h3')).toHaveLength(7);
    await expectHeadingsFit(canvasElement);
  },
};

/** On a phone the box follows the content (not sticky) and everything fits. */
export const Mobile: Story = {
  args: { block: asGatsbyBlock(longBlock) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const box = boxIn(canvasElement, longBlock.ctaTitle!);
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(box.getBoundingClientRect().top).toBeGreaterThan(quote.getBoundingClientRect().bottom);
    await expect(getComputedStyle(box).position).toBe('static');
    await expectHeadingsFit(canvasElement);
  },
};
