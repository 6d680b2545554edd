import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listingFiles } from '../../../mocks/handlers/listing.ts';
import { PostsBlog } from '../../../src/blocks/posts/PostsBlog';
import { pageContext } from '../../../mocks/testing/blocks';
import { allTitles, blogBlock, expectCards, listing, setListingSearch, titlesIn, urlParams } from '../../kennisbank/kennisbank-support';

/**
 * The Kennisbank overview (posts_blog) over msw: the listing files are the build's own
 * (buildListing over the fixture posts), so filtering, searching and paging run the real
 * client and cursors; the URL holds the state (_f _q _c _d).
 */
const meta = {
  title: 'Blocks/Posts/PostsBlog',
  component: PostsBlog,
  tags: ['kennisbank'],
  args: { block: blogBlock, index: 0, page: pageContext('/kennisbank/') },
  parameters: { msw: [listingFiles.serve(listing)] },
  beforeEach: () => {
    setListingSearch('');
    return () => setListingSearch('');
  },
} satisfies Meta<typeof PostsBlog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, as the HTML has it: banner head, 'Filter artikelen:', 12 cards, 'Volgende'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kennis over de cloud, zonder vakjargon' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filter artikelen:' })).toBeVisible();
    await expectCards(canvasElement, allTitles.slice(0, 12));
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeEnabled();
    for (const button of canvas.getAllByRole('button', { pressed: false })) await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A visitor's round: filter, add a filter, page forward and back, search, clear — the URL follows each step. */
export const FilterSearchAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, allTitles.slice(0, 12));

    await userEvent.click(canvas.getByRole('button', { name: 'Beveiliging' }));
    await expectCards(canvasElement, titlesIn('beveiliging'));
    await expect(urlParams().filters).toEqual(['beveiliging']);
    await expect(canvas.getByRole('button', { name: 'Beveiliging' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Nieuws' }));
    await expectCards(canvasElement, titlesIn('beveiliging', 'nieuws').slice(0, 12));
    await expect(urlParams().filters).toEqual(['beveiliging', 'nieuws']);

    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expectCards(canvasElement, titlesIn('beveiliging', 'nieuws').slice(12, 24));
    await expect(urlParams()).toMatchObject({ direction: 'a', cursor: expect.any(String) });

    await userEvent.click(canvas.getByRole('button', { name: 'Vorige' }));
    await expectCards(canvasElement, titlesIn('beveiliging', 'nieuws').slice(0, 12));
    await expect(urlParams().direction).toBe('b');

    await userEvent.click(canvas.getByRole('button', { name: 'Nieuws' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Beveiliging' }));
    await expectCards(canvasElement, allTitles.slice(0, 12));
    await expect(urlParams().filters).toEqual([]);
    await expect(window.location.search).not.toContain('_f=');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Zoeken in artikelen' }), 'phishing{Enter}');
    await waitFor(() => expect(urlParams().query).toBe('phishing'));
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3 }).some((heading) => /phishing/i.test(heading.textContent ?? ''))).toBe(true),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Wissen' }));
    await expectCards(canvasElement, allTitles.slice(0, 12));
    await expect(urlParams().query).toBe('');
  },
};

/**
 * Keyboard only: Enter on 'Volgende' pages and moves focus to the list's top (Tab goes on to
 * the first card); Space toggles a filter and keeps focus on it.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, allTitles.slice(0, 12));
    canvas.getByRole('button', { name: 'Volgende' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectCards(canvasElement, allTitles.slice(12, 24));
    await expect(canvas.getByRole('region', { name: 'Artikelen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: allTitles[12]! })).toHaveFocus();

    const filter = canvas.getByRole('button', { name: 'Beveiliging' });
    filter.focus();
    await userEvent.keyboard(' ');
    await expectCards(canvasElement, titlesIn('beveiliging'));
    await expect(urlParams()).toMatchObject({ filters: ['beveiliging'], cursor: null, direction: null });
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(filter).toHaveFocus();
  },
};
