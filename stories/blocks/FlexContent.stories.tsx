import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toGatsbyBlock } from '../../mocks/content/gatsby-shape.ts';
import { FlexContent, type FlexBlock } from '../../src/blocks/FlexContent';
import { expectButtons, expectHeading, fixtureBlock, fixturePage, pageContext } from '../../mocks/testing/blocks';

const home = fixturePage('/');
const banner = fixtureBlock(home, 'Banner', 'banner_default');

const meta = {
  title: 'Blocks/FlexContent',
  component: FlexContent,
  args: {
    blocks: home.blocks.map((block) => toGatsbyBlock(block)) as FlexBlock[],
    page: pageContext('/'),
  },
} satisfies Meta<typeof FlexContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home page's blocks, through the registry: the banner owns the h1; blocks whose
 * component does not exist yet show the warning box (nothing in production).
 */
export const HomePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectHeading(canvasElement, 1, banner.title!);
    await expectButtons(canvasElement, banner.links!);
  },
};

/** The default: the home page's fixture blocks through the registry (as HomePage). */
export const Default: Story = { ...HomePage };

/**
 * Content the site does not know yet (a new ACF layout, a new styletype): a warning box
 * here and in development, nothing in the production build; the other blocks still render,
 * and the page title stands in as h1 for the unrenderable first block.
 */
export const UnknownBlocks: Story = {
  args: {
    blocks: [
      { __typename: 'WpPage_Flexcontent_Flex_Carousel', fieldGroupName: 'page_Flexcontent_Flex_Carousel' },
      toGatsbyBlock(banner),
      toGatsbyBlock({ kind: 'Banner', styletype: 'banner_holiday', title: 'Prettige feestdagen' }),
    ] as unknown as FlexBlock[],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warnings = canvas.getAllByRole('note');
    await expect(warnings).toHaveLength(2);
    await expect(warnings[0]).toHaveTextContent('Carousel');
    await expect(warnings[1]).toHaveTextContent('banner_holiday');
    // The first block cannot be rendered, so the page title takes the h1 and the banner follows as h2.
    await expectHeading(canvasElement, 1, home.title);
    await expectHeading(canvasElement, 2, banner.title!);
    await expect(canvas.queryByText('Prettige feestdagen')).not.toBeInTheDocument();
  },
};
