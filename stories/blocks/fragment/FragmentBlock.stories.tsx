import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleContent, fragmentExamples } from '../../../mocks/content/examples/index.ts';
import { content, FORM, FRAGMENT } from '../../../mocks/content/index.ts';
import type { Block, Fragment } from '../../../mocks/content/types.ts';
import type { FragmentBlock as FragmentBlockData } from '../../../src/blocks/fragment/fragment';
import { FragmentBlock } from '../../../src/blocks/fragment/FragmentBlock';
import { BlockListProvider } from '../../../src/blocks/FlexContent';
import {
  asGatsbyBlock,
  expectHeading,
  expectNoHeading,
  expectPageFits,
  fixtureFragment,
  fixturePage,
  longWord,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';

/** A page's Fragment block referring to `fragment`, with its position among the page's blocks. */
function pageFragment(uri: string, fragment: number) {
  const blocks = fixturePage(uri).blocks;
  const index = blocks.findIndex((block) => block.kind === 'Fragment' && block.fragment === fragment);
  const block = blocks[index];
  if (block?.kind !== 'Fragment') throw new Error(`mocks/content: ${uri} has no Fragment block for ${fragment}`);
  return { index, page: pageContext(uri), block: asGatsbyBlock(block, 'Page', { processed: false }) };
}

/** A Fragment block referring to a fragment made for a story (blocks as WordPress would hold them). */
function storyFragment(blocks: Block[], { databaseId = 990, title = 'Storyfragment' } = {}): FragmentBlockData {
  const fragment: Fragment = { databaseId, title, slug: 'storyfragment', blocks };
  return asGatsbyBlock({ kind: 'Fragment', styletype: 'default', fragment: databaseId }, 'Page', {
    content: { ...content, fragments: [fragment] },
    processed: false,
  });
}

/** Adds a Fragment block referring to `reference` (id and title only, as the query brings a nested one) to a Fragment block's fragment. */
function withNestedReference(block: FragmentBlockData, reference: { databaseId: number; title: string }): FragmentBlockData {
  const fragment = block.fragment!;
  const nested = { __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment', styletype: 'default', sectionId: null, fragment: reference };
  return {
    ...block,
    fragment: { ...fragment, flexContent: { flex: [...(fragment.flexContent?.flex ?? []), nested] } },
  } as FragmentBlockData;
}

const cta = pageFragment('/cloudstatus/', FRAGMENT.contactCta);
const ctaFixture = fixtureFragment(FRAGMENT.contactCta);
const ctaTitle = ctaFixture.blocks[0]!.kind === 'Content' ? ctaFixture.blocks[0]!.title! : '';
const why = pageFragment('/', FRAGMENT.whyWolkwerk);
const whyFixture = fixtureFragment(FRAGMENT.whyWolkwerk);
const whyTitle = whyFixture.blocks[0]!.kind === 'Repeat' ? whyFixture.blocks[0]!.title! : '';

const LONG_WORD = longWord(1);

const meta = {
  title: 'Blocks/Fragment/FragmentBlock',
  component: FragmentBlock,
  args: cta,
  // FlexContent hands the Fragment block its list renderer; here it stands alone.
  decorators: [
    (Story) => (
      <BlockListProvider>
        <Story />
      </BlockListProvider>
    ),
  ],
} satisfies Meta<typeof FragmentBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Fragment 900 ('Contact CTA') on /cloudstatus/: its content_cta block is rendered through the
 * registry in the Fragment block's place, with an h2 (the Fragment block is not first on the page).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, ctaTitle);
    await expectNoHeading(canvasElement, 1);
    await expect(within(canvasElement).queryByRole('note')).not.toBeInTheDocument();
  },
};

/** Fragment 901 ('Waarom Wolkwerk') on the home page: its USP section. */
export const WhyWolkwerk: Story = {
  args: why,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, whyTitle);
    await expect(within(canvasElement).queryByRole('note')).not.toBeInTheDocument();
  },
};

/** A fragment that starts the page: its first block owns the h1, the rest get h2. */
export const FirstOnPage: Story = {
  args: {
    index: 0,
    block: storyFragment([
      { kind: 'Banner', styletype: 'banner_default', label: 'Uit een fragment', title: 'Cloud zonder zorgen' },
      { kind: 'Form', styletype: 'form_default', title: 'Bel mij nu terug', formId: FORM.callback },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectHeading(canvasElement, 1, 'Cloud zonder zorgen');
    await expectHeading(canvasElement, 2, 'Bel mij nu terug');
  },
};

/** A fragment with one block holding only a title. */
export const Minimal: Story = {
  args: { index: 1, block: asGatsbyBlock(fragmentExamples.minimal, 'Page', { content: exampleContent, processed: false }) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Contact');
    await expect(within(canvasElement).queryAllByRole('heading')).toHaveLength(1);
  },
};

/** Many blocks with long Dutch compounds: all of them render, in order, and nothing overflows. */
export const LongContent: Story = {
  args: {
    index: 1,
    block: asGatsbyBlock(fragmentExamples.longContent, 'Page', { content: exampleContent, processed: false }),
  },
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(Array.from({ length: 6 }, (_, position) => `${position + 1}. ${LONG_WORD}`));
    await expectPageFits();
  },
};

/** On a phone: the fixture fragment fits the screen. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expectHeading(canvasElement, 2, ctaTitle);
    await expectPageFits();
  },
};

/**
 * Fragment 900 includes itself (a Fragment block referring to 900 inside it): its own blocks
 * render once and the reference shows this warning here and in development; in production it
 * renders nothing. It never loops.
 */
export const SelfIncluding: Story = {
  args: { block: withNestedReference(cta.block, { databaseId: FRAGMENT.contactCta, title: ctaFixture.title }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('note').map((note) => note.textContent)).toEqual([
      `Fragment “${ctaFixture.title}” (${FRAGMENT.contactCta}) includes itself: it is not rendered in production.`,
    ]);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([ctaTitle]);
  },
};

/** Another fragment inside a fragment: fragments do not nest, so it is left out with a warning. */
export const NestedFragment: Story = {
  args: { block: withNestedReference(cta.block, { databaseId: FRAGMENT.whyWolkwerk, title: whyFixture.title }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      `Fragment “${whyFixture.title}” (${FRAGMENT.whyWolkwerk}) sits inside another fragment; fragments do not nest`,
    );
    await expectHeading(canvasElement, 2, ctaTitle);
    await expect(canvas.queryByRole('heading', { name: whyTitle })).not.toBeInTheDocument();
  },
};

/** The referenced fragment is gone (deleted in WordPress): a warning here, nothing in production. */
export const MissingFragment: Story = {
  args: { block: { ...cta.block, fragment: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Fragment block refers to no fragment: it is not rendered in production.',
    );
    await expectNoHeading(canvasElement);
  },
};

/** A fragment without blocks, first on the page: a warning, and the page title stands in as h1. */
export const EmptyFirstOnPage: Story = {
  args: { index: 0, block: storyFragment([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Fragment “Storyfragment” (990) has no blocks: it is not rendered in production.',
    );
    await expectHeading(canvasElement, 1, cta.page.title);
  },
};
