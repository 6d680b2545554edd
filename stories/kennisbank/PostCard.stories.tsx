import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostCard } from '../../src/kennisbank/PostCard';
import { LONG_TITLE } from '../../mocks/testing/blocks';
import { cardOf, posts } from './kennisbank-support';

/** A post with more than one category (besides category 1, which never shows). */
const multiCategory = posts.find((post) => post.categories.filter((id) => id !== 1).length > 1)!;
const base = cardOf(posts[0]!);

const meta = {
  title: 'Blocks/Posts/PostCard',
  component: PostCard,
  tags: ['kennisbank'],
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: '24rem', padding: '2rem', margin: 0, listStyle: 'none' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
  args: { post: base, headingLevel: 3 },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest fixture post: its image, chips, title (the one link), Dutch date and excerpt. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(args.post.title);
    await expect(links[0]).toHaveAttribute('href', args.post.uri);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(args.post.title);
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};

export const WithoutImage: Story = {
  args: { post: { ...base, image: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Several categories as chips; category 1 ('Geen categorie') is never one. */
export const SeveralCategories: Story = {
  args: { post: cardOf(multiCategory) },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getByRole('list', { name: 'Categorieën' });
    await expect(within(chips).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(within(chips).queryByText('Geen categorie')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: { post: { ...base, title: LONG_TITLE } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(args.post.title);
  },
};
