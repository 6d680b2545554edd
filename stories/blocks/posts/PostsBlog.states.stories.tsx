import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listingFiles } from '../../../mocks/handlers/listing.ts';
import { PostsBlog } from '../../../src/blocks/posts/PostsBlog';
import { pageContext } from '../../../mocks/testing/blocks';
import {
  allTitles,
  blogBlock,
  expectCards,
  listing,
  resultsOf,
  setListingSearch,
  titlesIn,
  urlParams,
} from '../../kennisbank/kennisbank-support';

/** Every state of the Kennisbank overview (docs/behaviour/kennisbank.md#listing-states), each from the URL it has (a reload or a shared link). */
const meta = {
  title: 'Blocks/Posts/PostsBlog/States',
  component: PostsBlog,
  tags: ['kennisbank'],
  args: { block: blogBlock, index: 0, page: pageContext('/kennisbank/') },
  parameters: { msw: [listingFiles.serve(listing)], listingSearch: '' },
  beforeEach: ({ parameters }) => {
    setListingSearch((parameters as { listingSearch?: string }).listingSearch ?? '');
    return () => setListingSearch('');
  },
} satisfies Meta<typeof PostsBlog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, allTitles.slice(0, 12));
  },
};

export const FilteredByOneCategory: Story = {
  parameters: { listingSearch: '?_f=beveiliging' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, titlesIn('beveiliging'));
    await expect(within(canvasElement).getByRole('button', { name: 'Beveiliging' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Two categories: posts in any of them, newest first, each once. */
export const FilteredByTwoCategories: Story = {
  parameters: { listingSearch: '?_f=cloud-servers,microsoft-365' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, titlesIn('cloud-servers', 'microsoft-365').slice(0, 12));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cloud servers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Microsoft 365' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The second of three pages: both arrows. */
export const MiddlePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, allTitles.slice(0, 12));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expectCards(canvasElement, allTitles.slice(12, 24));
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeEnabled();
    await expect(urlParams()).toMatchObject({ direction: 'a', cursor: expect.any(String) });
  },
};

/** The last page: 'Volgende' disabled. */
export const LastPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, allTitles.slice(0, 12));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expectCards(canvasElement, allTitles.slice(12, 24));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expectCards(canvasElement, allTitles.slice(24));
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeEnabled();
  },
};

/** Nothing found: said in Dutch, with a button that clears the filters and the query. */
export const EmptyResult: Story = {
  parameters: { listingSearch: '?_f=nieuws&_q=kubernetes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(resultsOf(canvasElement)).findByText('Geen artikelen gevonden')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters wissen' }));
    await expectCards(canvasElement, allTitles.slice(0, 12));
    await expect(urlParams()).toMatchObject({ filters: [], query: '' });
  },
};

/** Search results in relevance order, in the same grid; the query shows in the box. */
export const SearchResults: Story = {
  parameters: { listingSearch: '?_q=back-up' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Zoeken in artikelen' })).toHaveValue('back-up'));
    await waitFor(() => expect(resultsOf(canvasElement)).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0));
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/back-up/i);
  },
};

/** Loading: the list is busy, the old cards stay (dimmed) and 'Artikelen laden…' shows. */
export const Loading: Story = {
  parameters: { listingSearch: '?_f=beveiliging', msw: [listingFiles.slow(listing, { delayMs: 'infinite' })] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(resultsOf(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(within(resultsOf(canvasElement)).getAllByRole('heading', { level: 3 })).toHaveLength(12);
    await expect(within(resultsOf(canvasElement)).getByText('Artikelen laden…')).toBeVisible();
  },
};

/** A failed fetch: 'Er ging iets fout' with 'Probeer opnieuw'. */
export const FetchError: Story = {
  parameters: { listingSearch: '?_f=beveiliging', msw: [listingFiles.failing()] },
  play: async ({ canvasElement }) => {
    const results = within(resultsOf(canvasElement));
    await expect(await results.findByText('Er ging iets fout')).toBeVisible();
    await expect(results.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};

/** A stale or forged cursor and an unknown category: the first page of what is valid, the URL rewritten. */
export const InvalidParameters: Story = {
  parameters: { listingSearch: '?_f=bestaat-niet,nieuws&_d=a&_c=dmVydmFsc3Q' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, titlesIn('nieuws'));
    await waitFor(() => expect(urlParams()).toMatchObject({ filters: ['nieuws'], cursor: null, direction: null }));
  },
};
