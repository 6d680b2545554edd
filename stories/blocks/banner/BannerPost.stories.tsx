import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerExamples } from '../../../mocks/content/examples/index.ts';
import { CATEGORY, findCategory, findMedia } from '../../../mocks/content/index.ts';
import { BannerPost } from '../../../src/blocks/banner/BannerPost';
import { HIDDEN_CATEGORY_ID } from '../../../src/styles/constants';
import {
  asGatsbyBlock,
  expectHeading,
  expectNoHorizontalOverflow,
  fixtureBlock,
  fixturePost,
  LONG_TITLE,
  MOBILE,
  postContext,
} from '../../../mocks/testing/blocks';

/** The first Kennisbank post: categories Cloud servers and 'Geen categorie' (id 1), published 14 January 2025. */
const post = fixturePost('/kennisbank/wat-is-een-vps/');
/** A post's banner_post (every post starts with one: mocks/content/posts.ts). */
const bannerOf = (uri: string) => asGatsbyBlock(fixtureBlock(fixturePost(uri), 'Banner', 'banner_post'), 'Post');
const hiddenCategory = findCategory(HIDDEN_CATEGORY_ID)!.name;
const featured = findMedia(post.featuredImage)!;

const meta = {
  title: 'Blocks/Banner/BannerPost',
  component: BannerPost,
  args: {
    block: bannerOf(post.uri),
    index: 0,
    page: postContext(post),
  },
} satisfies Meta<typeof BannerPost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chips a visitor sees, in order. */
function chipsIn(canvasElement: HTMLElement) {
  const list = within(canvasElement).queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

/**
 * A post's banner: its category chips without 'Geen categorie', the post title as h1, the
 * published date in Dutch long format, the author and the featured image.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(post.categories).toContain(CATEGORY.none);
    await expectHeading(canvasElement, 1, post.title);
    await expect(chipsIn(canvasElement)).toEqual(['Cloud servers']);
    await expect(canvas.getByText('Cloud servers')).toBeVisible();
    await expect(canvas.queryByText(hiddenCategory)).not.toBeInTheDocument();
    const date = canvas.getByText('14 januari 2025');
    await expect(date).toBeVisible();
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', post.date);
    await expect(canvas.getByText(post.author)).toBeVisible();
    const image = await canvas.findByRole('img', { name: featured.altText });
    await expect(image).toHaveAttribute('src', expect.stringContaining(featured.file));
  },
};

/** A post in two categories: both show as chips, in the post's order. */
export const TwoCategories: Story = {
  args: {
    block: bannerOf('/kennisbank/ransomware-schade-beperken/'),
    page: postContext(fixturePost('/kennisbank/ransomware-schade-beperken/')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chipsIn(canvasElement)).toEqual(['Beveiliging', 'Back-up & herstel']);
    await expect(canvas.getByText('23 september 2025')).toBeVisible();
    await expect(canvas.getByText('Lotte Bakker')).toBeVisible();
  },
};

/** The newest post, in late 2026. */
export const RecentPost: Story = {
  args: {
    block: bannerOf('/kennisbank/disaster-recovery-plan/'),
    page: postContext(fixturePost('/kennisbank/disaster-recovery-plan/')),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('17 november 2026')).toHaveAttribute('datetime', '2026-11-17T08:31:00');
  },
};

/** Nothing but the title: no chips (only category 1), no date, no author, no image. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(bannerExamples.banner_post.minimal, 'Post'),
    page: {
      uri: '/kennisbank/kort-bericht/',
      title: 'Kort bericht',
      featuredImage: null,
      post: { date: null, author: null, categories: [{ databaseId: HIDDEN_CATEGORY_ID, name: hiddenCategory }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 1, 'Kort bericht');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText(hiddenCategory)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A date WordPress could not give (malformed): no date is shown rather than 'Invalid Date'. */
export const InvalidDate: Story = {
  args: {
    page: { ...postContext(post), post: { ...postContext(post).post!, date: '2025-02-30T10:00:00' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.queryByText(/Invalid/)).not.toBeInTheDocument();
    await expect(canvas.getByText(post.author)).toBeVisible();
  },
};

const longCategories = [
  { databaseId: 2, name: 'Cloud servers' },
  { databaseId: HIDDEN_CATEGORY_ID, name: hiddenCategory },
  { databaseId: 31, name: 'Informatiebeveiligingsmanagementsystemen' },
  { databaseId: 32, name: 'Bedrijfscontinuïteitsplanning' },
  { databaseId: 33, name: 'Arbeidsongeschiktheidsverzekeringen' },
  { databaseId: 34, name: 'Microsoft 365' },
  { databaseId: 35, name: 'Back-up & herstel' },
  { databaseId: 36, name: 'Overstappen' },
];

/** A long title, many categories with long names and a long author name: all of it wraps. */
export const LongContent: Story = {
  args: {
    block: asGatsbyBlock(bannerExamples.banner_post.longContent, 'Post'),
    page: {
      ...postContext(post),
      post: { date: '2026-03-03T09:00:00', author: 'Maria Magdalena van Oldenbarnevelt-Hooijdonk', categories: longCategories },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoHorizontalOverflow(await expectHeading(canvasElement, 1, LONG_TITLE));
    await expect(chipsIn(canvasElement)).toEqual(
      longCategories.filter((category) => category.databaseId !== HIDDEN_CATEGORY_ID).map((category) => category.name),
    );
    await expect(canvas.getByText('3 maart 2026')).toBeVisible();
  },
};

/** On a phone: chips, title, date and author above the image, nothing sticking out. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await expectHeading(canvasElement, 1, post.title);
    await expectNoHorizontalOverflow(heading);
    await expect(canvas.getByText('14 januari 2025')).toBeVisible();
    const image = await canvas.findByRole('img', { name: featured.altText });
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

export const LongContentOnMobile: Story = {
  ...LongContent,
  globals: MOBILE,
};
