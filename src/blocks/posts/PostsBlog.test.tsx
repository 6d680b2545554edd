import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { findPage } from '../../../mocks/content/index.ts';
import { fixtureListing, newestPosts, toGatsbyPosts } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { captureListingRequests, listingFiles } from '../../../mocks/handlers/listing.ts';
import { parseListingParams } from '../../lib/listing-params';
import { Suspense } from 'react';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { resolveBlock } from '../registry';
import type { PageContext } from '../types';
import { PostsBlog } from './PostsBlog';

const kennisbank = findPage('/kennisbank/')!;
const block = toGatsbyPosts(findBlock(kennisbank.blocks, 'Posts', 'posts_blog'), { processed: false });
const listing = fixtureListing();
const posts = newestPosts();
const PAGE: PageContext = { uri: '/kennisbank/', title: 'Kennisbank', featuredImage: null };
const capture = captureListingRequests();

const server = setupServer(listingFiles.serve(listing, capture));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(listingFiles.serve(listing, capture));
  capture.clear();
  window.history.replaceState(null, '', '/kennisbank/');
});
afterAll(() => server.close());

/** jsdom's fetch (Node's) needs absolute URLs; the site fetches from its own root, which msw serves here. */
beforeEach(() => {
  const fetchThroughMsw = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => fetchThroughMsw(new URL(String(input), 'http://localhost'), init));
});
afterEach(() => jest.restoreAllMocks());

function renderBlog(search = '') {
  window.history.replaceState(null, '', `/kennisbank/${search}`);
  return render(
    <ThemeRoot>
      <PostsBlog block={block} index={0} page={PAGE} />
    </ThemeRoot>,
  );
}

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Artikelen' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const urlParams = () => parseListingParams(window.location.search);
const titlesOf = (predicate: (post: (typeof posts)[number]) => boolean) => posts.filter(predicate).map((post) => post.title);
const settled = () => waitFor(() => expect(screen.getByRole('region', { name: 'Artikelen' })).toHaveAttribute('aria-busy', 'false'));

describe('PostsBlog', () => {
  it('renders the first page from the HTML data, with the filter heading and buttons', async () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Kennis over de cloud, zonder vakjargon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filter artikelen:' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(posts.slice(0, 12).map((post) => post.title));
    expect(screen.getByRole('button', { name: 'Beveiliging' })).toHaveAttribute('aria-pressed', 'false');
    await settled();
    // The HTML's first page has its cursors: nothing is fetched until the visitor asks for more.
    expect(capture.paths).toEqual([]);
  });

  it('toggles filters in _f and shows posts in any chosen category', async () => {
    const user = userEvent.setup();
    renderBlog();
    await settled();
    await user.click(screen.getByRole('button', { name: 'Microsoft 365' }));
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf((post) => post.categories.includes(6)).slice(0, 12)));
    expect(window.location.search).toBe('?_f=microsoft-365');
    expect(screen.getByRole('button', { name: 'Microsoft 365' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Nieuws' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(titlesOf((post) => post.categories.includes(6) || post.categories.includes(7)).slice(0, 12)),
    );
    expect(urlParams().filters).toEqual(['microsoft-365', 'nieuws']);

    await user.click(screen.getByRole('button', { name: 'Microsoft 365' }));
    await user.click(screen.getByRole('button', { name: 'Nieuws' }));
    await waitFor(() => expect(cardTitles()).toEqual(posts.slice(0, 12).map((post) => post.title)));
    expect(window.location.search).toBe('');
  });

  it('pages forward and back with cursors, without new history entries', async () => {
    const user = userEvent.setup();
    renderBlog();
    await settled();
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(cardTitles()).toEqual(posts.slice(12, 24).map((post) => post.title)));
    expect(urlParams()).toMatchObject({ direction: 'a', cursor: expect.any(String) });
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(cardTitles()).toEqual(posts.slice(24).map((post) => post.title)));
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    // Focus moved to the list (the pressed button is disabled now).
    expect(screen.getByRole('region', { name: 'Artikelen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await waitFor(() => expect(cardTitles()).toEqual(posts.slice(12, 24).map((post) => post.title)));
    expect(urlParams().direction).toBe('b');
    expect(window.history.length).toBe(entries);
  });

  it('shows the list a shared URL names, and follows back/forward (popstate)', async () => {
    renderBlog('?_f=beveiliging');
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf((post) => post.categories.includes(4)).slice(0, 12)));
    // Only the chosen category's list is fetched: the URL is read before anything loads.
    expect(capture.paths.length).toBeGreaterThan(0);
    expect(capture.paths.every((path) => path.includes('/lists/c4/'))).toBe(true);
    act(() => {
      window.history.replaceState(null, '', '/kennisbank/?_f=nieuws');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf((post) => post.categories.includes(7))));
  });

  it('searches with _q and clears it', async () => {
    const user = userEvent.setup();
    renderBlog();
    await settled();
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken in artikelen' }), 'back-up{Enter}');
    await waitFor(() => expect(urlParams().query).toBe('back-up'));
    await settled();
    const found = cardTitles();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(posts.length);
    expect(capture.paths.some((path) => path.endsWith('/search.json'))).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent(/gevonden voor “back-up”/);

    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(cardTitles()).toEqual(posts.slice(0, 12).map((post) => post.title)));
  });

  it('says so when nothing is found, and clears the filters', async () => {
    const user = userEvent.setup();
    renderBlog('?_q=zzzzqqq');
    expect(await within(screen.getByRole('region', { name: 'Artikelen' })).findByText('Geen artikelen gevonden')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Geen artikelen gevonden');
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(window.location.search).toBe('');
  });

  it.each([
    ['an unknown category', '?_f=bestaat-niet,beveiliging', '?_f=beveiliging', titlesOf((post) => post.categories.includes(4))],
    ['a forged cursor', '?_d=a&_c=dmVydmFsc3Q', '', posts.slice(0, 12).map((post) => post.title)],
    ['a forged cursor with a category', '?_f=nieuws&_d=b&_c=eyJ2IjoieCJ9', '?_f=nieuws', titlesOf((post) => post.categories.includes(7))],
    ['garbage', '?_d=x&_c=%%%', '', posts.slice(0, 12).map((post) => post.title)],
  ])('falls back from %s to the first page of what is valid', async (_name, search, expected, titles) => {
    renderBlog(search);
    await waitFor(() => expect(window.location.search).toBe(expected));
    await settled();
    expect(cardTitles()).toEqual(titles);
  });

  it('shows the fetch error and retries', async () => {
    const user = userEvent.setup();
    server.use(listingFiles.failing());
    renderBlog('?_f=beveiliging');
    expect(await within(screen.getByRole('region', { name: 'Artikelen' })).findByText('Er ging iets fout')).toBeVisible();
    server.resetHandlers(listingFiles.serve(listing, capture));
    await user.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf((post) => post.categories.includes(4)).slice(0, 12)));
  });
});

describe('posts_blog in the registry', () => {
  it('is the Kennisbank listing, code-split: loaded on first render, it shows the first page and its filters', async () => {
    const { Component } = resolveBlock({ __typename: 'WpPage_Flexcontent_Flex_Posts', styletype: 'posts_blog' });
    expect(Component).not.toBe(PostsBlog);
    const Lazy = Component!;
    window.history.replaceState(null, '', '/kennisbank/');
    render(
      <ThemeRoot>
        <Suspense fallback={<p>laden</p>}>
          <Lazy block={block} index={0} page={PAGE} />
        </Suspense>
      </ThemeRoot>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kennis over de cloud, zonder vakjargon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filter artikelen:' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(posts.slice(0, 12).map((post) => post.title));
    await settled();
  });
});
