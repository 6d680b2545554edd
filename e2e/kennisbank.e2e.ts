/**
 * The Kennisbank in the built site (docs/behaviour/kennisbank.md#the-overview):
 * the overview's first page without JavaScript; filters, search, next and previous, reload and
 * the browser's back button with the right posts each time; invalid parameters fall back to the
 * first page of what is valid; the home page's latest posts. The expected posts come from the
 * fixture content (mocks/content), ordered and filtered here, not by the site's own modules.
 */
import type { Browser, Page } from 'playwright-core';
import { content } from '../mocks/content/index';
import { axeViolations, launchChromium, openPage, SITE_URL } from './browser';
import { newestFirst } from '../mocks/testing/expect-helpers';
import { kennisbankResults } from './site-pages';

const OVERVIEW = '/kennisbank/';
const PAGE_SIZE = 12;
/** docs/behaviour/kennisbank.md#post-cards: category 1 is never a filter or a chip. */
const EXCLUDED_CATEGORY_ID = 1;

type FixturePost = (typeof content.posts)[number];

const ordered = [...content.posts].sort(newestFirst);
const category = (slug: string) => {
  const found = content.categories.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no fixture category ${slug}`);
  return found;
};
/** Posts in any of the categories, newest first, each once (WPGraphQL's categoryIn). */
const inCategories = (...slugs: string[]) => {
  const ids = slugs.map((slug) => category(slug).databaseId);
  return ordered.filter((post) => post.categories.some((id) => ids.includes(id)));
};
const titles = (posts: readonly FixturePost[]) => posts.map((post) => post.title);
const pageOf = (posts: readonly FixturePost[], index: number) => titles(posts.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE));

/** Dutch folding as a reader expects it: case and accents do not matter. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
/** A post's category names as its card shows them (category 1 never): search finds a post by them too. */
const categoryNames = (post: FixturePost) =>
  content.categories
    .filter((candidate) => candidate.databaseId !== EXCLUDED_CATEGORY_ID && post.categories.includes(candidate.databaseId))
    .map((candidate) => candidate.name);
/** The words of a post a search looks at: its title, excerpt and category names, folded; with `joinHyphens`, 'back-up' as 'backup'. */
const wordsOf = (post: FixturePost, joinHyphens = false) => {
  const text = fold(`${post.title} ${post.excerpt} ${categoryNames(post).join(' ')}`.replace(/<[^>]*>/g, ' '));
  return (joinHyphens ? text.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, '') : text).split(/[^\p{L}\p{N}]+/u);
};
/** The posts a one-word search must find: a word of the title, excerpt or a category name starts with it. */
const matching = (term: string, joinHyphens = false) =>
  ordered.filter((post) => wordsOf(post, joinHyphens).some((word) => word.startsWith(fold(term))));

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const results = kennisbankResults;
/** The titles of the cards shown (each card's heading; the chips' list items have none). */
const cardTitles = (page: Page) => results(page).getByRole('listitem').getByRole('heading').allTextContents();
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter artikelen:' }).getByRole('button', { name, exact: true });

/** What the list shows once it is not loading, polled until `done` holds or 10 s passed. */
async function shownWhen(page: Page, done: (shown: string[]) => boolean): Promise<string[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const busy = await results(page).getAttribute('aria-busy');
    const shown = await cardTitles(page);
    if ((busy !== 'true' && done(shown)) || Date.now() > until) return shown;
    await page.waitForTimeout(100);
  }
}

/** Waits until the list shows `expected`, in this order. */
async function expectCards(page: Page, expected: string[]) {
  expect(await shownWhen(page, (shown) => JSON.stringify(shown) === JSON.stringify(expected))).toEqual(expected);
}

/** Waits until the list shows `expected` in any order (search results are in relevance order). */
async function expectCardSet(page: Page, expected: string[]) {
  const sorted = [...expected].sort();
  expect((await shownWhen(page, (shown) => JSON.stringify([...shown].sort()) === JSON.stringify(sorted))).sort()).toEqual(sorted);
}

async function openOverview(search = '') {
  const { page, errors, status } = await openPage(browser, `${OVERVIEW}${search}`);
  expect(status).toBe(200);
  return { page, errors };
}

describe('the overview without JavaScript', () => {
  it('shows the first page of every post, newest first, in the HTML', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(new URL(OVERVIEW, SITE_URL).toString());
      expect(response?.status()).toBe(200);
      expect(await cardTitles(page)).toEqual(pageOf(ordered, 0));
      // The filters are there to see; category 1 is not one of them.
      const filters = await page.getByRole('group', { name: 'Filter artikelen:' }).getByRole('button').allTextContents();
      expect(filters).toEqual(
        content.categories
          .filter(
            (entry) =>
              entry.databaseId !== EXCLUDED_CATEGORY_ID && content.posts.some((post) => post.categories.includes(entry.databaseId)),
          )
          .map((entry) => entry.name)
          .sort((a, b) => a.localeCompare(b, 'nl')),
      );
      // Links to the posts work without script.
      const first = ordered[0]!;
      expect(await results(page).getByRole('link', { name: first.title }).first().getAttribute('href')).toBe(first.uri);
    } finally {
      await context.close();
    }
  });
});

describe('the overview in the browser', () => {
  it('filters by one and by two categories, pages forward and back, keeps it all over a reload', async () => {
    const { page, errors } = await openOverview();
    await expectCards(page, pageOf(ordered, 0));

    const security = category('beveiliging');
    const backup = category('back-up-en-herstel');
    await filterButton(page, security.name).click();
    await expect(filterButton(page, security.name).getAttribute('aria-pressed')).resolves.toBe('true');
    await expectCards(page, pageOf(inCategories('beveiliging'), 0));
    expect(searchParams(page)).toEqual({ _f: 'beveiliging' });

    await filterButton(page, backup.name).click();
    const both = inCategories('beveiliging', 'back-up-en-herstel');
    expect(both.length).toBeGreaterThan(PAGE_SIZE);
    await expectCards(page, pageOf(both, 0));
    expect(searchParams(page)._f!.split(',').sort()).toEqual(['back-up-en-herstel', 'beveiliging']);

    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: /Volgende/ }).click();
    await expectCards(page, pageOf(both, 1));
    expect(searchParams(page)._d).toBe('a');
    expect(searchParams(page)._c).toBeTruthy();
    // Paging replaces the query string: no new history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.getByRole('button', { name: /Volgende/ }).isDisabled()).resolves.toBe(true);

    await page.reload();
    await expectCards(page, pageOf(both, 1));

    await page.getByRole('button', { name: /Vorige/ }).click();
    await expectCards(page, pageOf(both, 0));
    expect(searchParams(page)._d).toBe('b');
    await expect(page.getByRole('button', { name: /Vorige/ }).isDisabled()).resolves.toBe(true);

    // Taking a filter away again, and the last one: _f goes.
    await filterButton(page, backup.name).click();
    await expectCards(page, pageOf(inCategories('beveiliging'), 0));
    await filterButton(page, security.name).click();
    await expectCards(page, pageOf(ordered, 0));
    expect(searchParams(page)).toEqual({});
    expect(errors).toEqual([]);
  });

  it('searches (case and accents folded, prefixes), combined with a filter, and clears', async () => {
    const { page, errors } = await openOverview();
    const term = 'Beveilig';
    const expected = matching(term);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(PAGE_SIZE);
    const box = page.getByRole('searchbox');
    await box.fill(term);
    await box.press('Enter');
    // Relevance order is the index's; the set is what a reader expects.
    await expectCardSet(page, titles(expected));
    expect(searchParams(page)).toEqual({ _q: term });

    // With a filter: only the matches in that category.
    const cloud = category('cloud-werkplek');
    const inCloud = expected.filter((post) => post.categories.includes(cloud.databaseId));
    await filterButton(page, cloud.name).click();
    await expectCardSet(page, titles(inCloud));
    expect(searchParams(page)).toEqual({ _f: 'cloud-werkplek', _q: term });

    // A search that finds nothing says so and offers to clear the filters.
    await box.fill('zzzgeenresultaat');
    await box.press('Enter');
    await expect(results(page).getByText('Geen artikelen gevonden').waitFor()).resolves.toBeUndefined();
    await results(page).getByRole('button', { name: 'Filters wissen' }).click();
    await expectCards(page, pageOf(ordered, 0));
    expect(searchParams(page)).toEqual({});
    expect(errors).toEqual([]);
  });

  it('finds a word however it is hyphenated: backup, back-up and Back-ups find the same posts', async () => {
    const expected = titles(matching('backup', true));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThanOrEqual(PAGE_SIZE);
    for (const query of ['backup', 'back-up', 'Back-ups']) {
      const { page, errors } = await openOverview(`?_q=${encodeURIComponent(query)}`);
      await expectCardSet(page, expected);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('comes back to the same list with the browser’s back button after reading a post', async () => {
    const { page, errors } = await openOverview();
    await filterButton(page, category('overstappen').name).click();
    const expected = pageOf(inCategories('overstappen'), 0);
    await expectCards(page, expected);
    const url = page.url();
    await results(page).getByRole('link', { name: expected[0]! }).first().click();
    await page.waitForURL((target) => target.pathname !== OVERVIEW);
    await page.getByRole('heading', { level: 1, name: expected[0]! }).waitFor();
    await page.goBack();
    await page.waitForURL(url);
    await expectCards(page, expected);
    await expect(filterButton(page, category('overstappen').name).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });

  it('falls back from invalid parameters to the first page of what is valid, and rewrites the URL', async () => {
    const { page, errors } = await openOverview('?_f=bestaat-niet,nieuws&_c=eyJ2IjoiZ2VzbWVlZCJ9&_d=a&utm_source=nieuwsbrief');
    await expectCards(page, pageOf(inCategories('nieuws'), 0));
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('_c'));
    expect(searchParams(page)).toEqual({ utm_source: 'nieuwsbrief', _f: 'nieuws' });
    expect(errors).toEqual([]);
  });

  it('is axe-clean with filters and a search applied', async () => {
    const { page } = await openOverview(`?_f=beveiliging&_q=back`);
    await shownWhen(page, (shown) => shown.length > 0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('latest posts', () => {
  it('the home page shows the newest posts as cards with their categories (never category 1)', async () => {
    const { page, errors, status } = await openPage(browser, '/');
    expect(status).toBe(200);
    const block = page.locator('[data-block="Posts/posts_latest"]');
    const shown = await block.getByRole('listitem').getByRole('heading').allTextContents();
    expect(shown).toEqual(titles(ordered.slice(0, 3)));
    const chips = await block.getByRole('list', { name: 'Categorieën' }).getByRole('listitem').allTextContents();
    expect(chips.length).toBeGreaterThan(0);
    const uncategorized = content.categories.find((entry) => entry.databaseId === EXCLUDED_CATEGORY_ID)!;
    expect(chips).not.toContain(uncategorized.name);
    expect(errors).toEqual([]);
  });
});
