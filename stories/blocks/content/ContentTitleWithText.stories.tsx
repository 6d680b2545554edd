import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentExamples } from '../../../mocks/content/examples/index.ts';
import { ContentTitleWithText } from '../../../src/blocks/content/ContentTitleWithText';
import {
  asGatsbyBlock,
  expectHeading,
  expectHeadingsFit,
  expectNoHeading,
  fixtureBlock,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';
import { expectLongLinksFit } from './content-support';

const examples = contentExamples.content_title_with_text;
const services = examples.default;
const route = fixtureBlock('/contact/', 'Content', 'content_title_with_text');
const privacy = fixtureBlock('/privacyverklaring/', 'Content', 'content_title_with_text');

const meta = {
  title: 'Blocks/Content/ContentTitleWithText',
  component: ContentTitleWithText,
  args: {
    block: asGatsbyBlock(services),
    index: 2,
    page: pageContext('/diensten/'),
  },
} satisfies Meta<typeof ContentTitleWithText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services page's block: an h2 and WordPress text with links inside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 2, services.title!);
    await expect(canvas.getByRole('link', { name: 'cloudscan' })).toHaveAttribute('href', '/cloudstatus/ontdekken/');
    await expect(canvas.getByRole('link', { name: 'Laat je terugbellen' })).toHaveAttribute('href', '/terugbellen/');
  },
};

/** The contact page's route block: the section is an anchor (#route) named by its heading. */
export const WithSectionId: Story = {
  args: { block: asGatsbyBlock(route), page: pageContext('/contact/') },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section).toHaveAttribute('id', 'route');
    await expect(within(canvasElement).getByRole('region', { name: route.title! })).toBe(section);
  },
};

/**
 * The privacy statement: the only block on its page, so its title is the h1. The HTML's own
 * h3 subheadings are nested right under it as h2, so the outline has no gap.
 */
export const PrivacyStatement: Story = {
  args: { block: asGatsbyBlock(privacy), index: 0, page: pageContext('/privacyverklaring/') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, 'Privacyverklaring');
    await expectHeading(canvasElement, 2, 'Welke gegevens verwerken we?');
    await expectNoHeading(canvasElement, 3);
  },
};

/** Only a title. */
export const Minimal: Story = {
  args: { block: asGatsbyBlock(examples.minimal) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, 'Over de functie');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Long compounds, many paragraphs and buttons stay in a readable column. */
export const LongContent: Story = {
  args: { block: asGatsbyBlock(examples.longContent) },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    // About 70 characters a line: the column is far narrower than the desktop viewport.
    await expect(paragraph.getBoundingClientRect().width).toBeLessThanOrEqual(800);
    await expectLongLinksFit(canvasElement);
  },
};

export const LongContentOnMobile: Story = { ...LongContent, globals: MOBILE };

export const PrivacyStatementOnMobile: Story = {
  args: PrivacyStatement.args,
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1);
    await expectHeadingsFit(canvasElement);
  },
};
