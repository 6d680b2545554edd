import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentTitleWithText } from '../../../src/blocks/content/ContentTitleWithText';
import { asBlock, contentFixture, expectNoHorizontalOverflow, LONG_HTML, LONG_LINKS, LONG_TITLE, MOBILE, pageOf } from './content-support';

const services = contentFixture('/diensten/', 'content_title_with_text');
const route = contentFixture('/contact/', 'content_title_with_text');
const privacy = contentFixture('/privacyverklaring/', 'content_title_with_text');

const meta = {
  title: 'Blocks/Content/ContentTitleWithText',
  component: ContentTitleWithText,
  args: {
    block: asBlock(services),
    index: 2,
    page: pageOf('/diensten/'),
  },
} satisfies Meta<typeof ContentTitleWithText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services page's block: an h2 and WordPress text with links inside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: services.title! })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'cloudscan' })).toHaveAttribute('href', '/cloudstatus/ontdekken/');
    await expect(canvas.getByRole('link', { name: 'Laat je terugbellen' })).toHaveAttribute('href', '/terugbellen/');
  },
};

/** The contact page's route block: the section is an anchor (#route) named by its heading. */
export const WithSectionId: Story = {
  args: { block: asBlock(route), page: pageOf('/contact/') },
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
  args: { block: asBlock(privacy), index: 0, page: pageOf('/privacyverklaring/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welke gegevens verwerken we?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

/** Only a title. */
export const Minimal: Story = {
  args: { block: asBlock({ kind: 'Content', styletype: 'content_title_with_text', title: 'Over de functie' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Over de functie' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const longBlock = asBlock({ kind: 'Content', styletype: 'content_title_with_text', title: LONG_TITLE, description: LONG_HTML.repeat(3), links: LONG_LINKS });

/** Long compounds, many paragraphs and buttons stay in a readable column. */
export const LongContent: Story = {
  args: { block: longBlock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    const paragraph = canvasElement.querySelector('p')!;
    // About 70 characters a line: the column is far narrower than the desktop viewport.
    await expect(paragraph.getBoundingClientRect().width).toBeLessThanOrEqual(800);
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

export const PrivacyStatementOnMobile: Story = {
  args: PrivacyStatement.args,
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
