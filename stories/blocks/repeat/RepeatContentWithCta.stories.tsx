import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMedia, IMG } from '../../../mocks/content/index.ts';
import { button } from '../../../mocks/content/helpers.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import type { RepeatBlock as FixtureRepeatBlock } from '../../../mocks/content/types.ts';
import { RepeatContentWithCta } from '../../../src/blocks/repeat/RepeatContentWithCta';
import {
  asRepeatBlock,
  DESKTOP,
  expectNoHorizontalOverflow,
  expectPageFits,
  fixturePage,
  longParagraph,
  longWord,
  MOBILE,
  pageContextOf,
} from './repeat-support';

const about = fixturePage('/over-ons/');
const workplace = fixturePage('/diensten/cloud-werkplek/');
const withBoxFixture = findBlock(about.blocks, 'Repeat', 'repeat_content_with_cta');
const centredFixture = findBlock(workplace.blocks, 'Repeat', 'repeat_content_with_cta');

const meta = {
  title: 'Blocks/Repeat/RepeatContentWithCta',
  component: RepeatContentWithCta,
  args: {
    block: asRepeatBlock(withBoxFixture),
    index: 1,
    page: pageContextOf(about),
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
    for (const item of withBoxFixture.content!.filter((entry) => entry.type === 'text')) {
      await expect(canvas.getByRole('heading', { level: 3, name: item.title! })).toBeVisible();
    }
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(quote).toHaveTextContent(/Technologie moet je werk makkelijker maken/);

    const box = boxIn(canvasElement, withBoxFixture.ctaTitle!);
    await expect(within(box).getByRole('heading', { level: 3, name: withBoxFixture.ctaTitle! })).toBeVisible();
    // GatsbyImage adds the real <img> right after hydration, over its placeholder.
    const image = await within(box).findByRole('img', { name: findMedia(withBoxFixture.ctaImage)!.altText });
    await expect(image).toHaveAttribute('src', expect.stringContaining(findMedia(withBoxFixture.ctaImage)!.file));
    for (const item of withBoxFixture.links!) {
      await expect(within(box).getByRole('link', { name: item.link!.title })).toHaveAttribute('href', item.link!.url);
    }
    // Beside the content and sticky on a wide screen.
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(intro.getBoundingClientRect().right);
    await expect(getComputedStyle(box).position).toBe('sticky');
  },
};

/** 'Zo werkt de Cloud werkplek': no CTA fields, so no box and the content is centred. */
export const Centred: Story = {
  args: { block: asRepeatBlock(centredFixture), page: pageContextOf(workplace) },
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
  args: { block: { ...asRepeatBlock(withBoxFixture), ctaImage: null } },
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
    block: asRepeatBlock({
      kind: 'Repeat',
      styletype: 'repeat_content_with_cta',
      content: [{ type: 'intro', description: '<p>Een korte introductie zonder verdere blokken.</p>' }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Een korte introductie zonder verdere blokken.')).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Broken content: empty blocks are left out, an unknown type shows as text, a text block without heading is just its body. */
export const MissingFields: Story = {
  args: {
    block: {
      ...asRepeatBlock(centredFixture),
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
    await expect(canvas.getByRole('heading', { level: 2, name: 'Onbekend bloktype' })).toBeVisible();
    await expect(canvas.getByText('Tekst zonder kop.')).toBeVisible();
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

const longBlock: FixtureRepeatBlock = {
  kind: 'Repeat',
  styletype: 'repeat_content_with_cta',
  sectionId: 'lang',
  title: `${longWord(0)} in de praktijk`,
  content: [
    { type: 'intro', description: longParagraph(0) },
    ...Array.from({ length: 6 }, (_, position) => ({ type: 'text' as const, title: `${longWord(position + 1)}?`, description: longParagraph(position + 1) })),
    { type: 'quote', description: `<p>“${longParagraph(4).replace(/<\/?p>/g, '')}” — ${longWord(3)}</p>` },
  ],
  ctaTitle: `Vraag naar onze ${longWord(2).toLowerCase()}`,
  ctaImage: IMG.officeUtrecht,
  links: [button('/contact/', `Plan een ${longWord(5).toLowerCase()}`, 'orange'), button('/terugbellen/', 'Bel mij nu terug', 'blue_outlined')],
};

/** Many blocks and long Dutch words: the box stays beside them (sticky), nothing overflows. */
export const LongContent: Story = {
  args: { block: asRepeatBlock(longBlock) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('h3')).toHaveLength(7);
    for (const heading of canvas.getAllByRole('heading')) await expectNoHorizontalOverflow(heading);
    await expectPageFits();
  },
};

/** On a phone the box follows the content (not sticky) and everything fits. */
export const Mobile: Story = {
  args: { block: asRepeatBlock(longBlock) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = boxIn(canvasElement, longBlock.ctaTitle!);
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(box.getBoundingClientRect().top).toBeGreaterThan(quote.getBoundingClientRect().bottom);
    await expect(getComputedStyle(box).position).toBe('static');
    for (const heading of canvas.getAllByRole('heading')) await expectNoHorizontalOverflow(heading);
    await expectPageFits();
  },
};
