import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SEARCH_LABEL, SearchBox } from '../../src/kennisbank/SearchBox';

const meta = {
  title: 'Blocks/Posts/SearchBox',
  component: SearchBox,
  tags: ['kennisbank'],
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '32rem', padding: '2rem' }}>
        <Story />
      </main>
    ),
  ],
  args: { query: '', onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing and Enter search (the query trimmed); 'Wissen' appears with text and clears. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: SEARCH_LABEL });
    await expect(canvas.getByRole('search', { name: SEARCH_LABEL })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Wissen' })).toBeNull();
    await userEvent.type(box, '  back-up {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('back-up');
    await userEvent.click(canvas.getByRole('button', { name: 'Wissen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
  },
};

/** A query from the URL shows in the box, with 'Wissen'. */
export const WithQuery: Story = {
  args: { query: 'phishing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: SEARCH_LABEL })).toHaveValue('phishing');
    await expect(canvas.getByRole('button', { name: 'Wissen' })).toBeVisible();
  },
};
