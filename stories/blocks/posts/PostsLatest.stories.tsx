import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostsLatest, NO_POSTS_YET } from '../../../src/blocks/posts/PostsLatest';
import { pageContext } from '../../../mocks/testing/blocks';
import { latestBlock, posts } from '../../kennisbank/kennisbank-support';

const meta = {
  title: 'Blocks/Posts/PostsLatest',
  component: PostsLatest,
  tags: ['kennisbank'],
  args: { block: latestBlock, index: 1, page: pageContext('/') },
} satisfies Meta<typeof PostsLatest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's 'Nieuw in de kennisbank': the 3 newest posts as cards and 'Alle artikelen'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nieuw in de kennisbank' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(posts.slice(0, 3).map((post) => post.title));
    await expect(canvas.getByRole('link', { name: 'Alle artikelen' })).toHaveAttribute('href', '/kennisbank/');
  },
};

export const OnePost: Story = {
  args: { block: { ...latestBlock, count: 1, latestPosts: latestBlock.latestPosts!.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
};

/** No posts: a later block is left out entirely (nothing to show); a first block keeps its h1 and says so. */
export const NoPosts: Story = {
  args: { block: { ...latestBlock, latestPosts: [] }, index: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nieuw in de kennisbank' })).toBeVisible();
    await expect(canvas.getByText(NO_POSTS_YET)).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};
