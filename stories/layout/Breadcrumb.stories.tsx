import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import styled from 'styled-components';
import { content } from '../../mocks/content/index.ts';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import { Container } from '../../src/ui/Container';
import { fixturePage, parentChain } from '../../mocks/testing/page-parents';

/** Where the layout puts the trail: in the page container, below the header. */
const Frame = styled(Container)`
  padding-block: ${({ theme }) => theme.space.md};
`;

/** The crumbs a story expects: the title, and the href of a link or null for the current page. */
type ExpectedCrumb = [title: string, href: string | null];

/** Asserts the visible trail: order, text, hrefs, and aria-current on (only) the last crumb. */
async function expectTrail(canvasElement: HTMLElement, expected: ExpectedCrumb[]) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(nav).toBeVisible();
  const items = within(nav).getAllByRole('listitem');
  await expect(items).toHaveLength(expected.length);

  for (const [index, [title, href]] of expected.entries()) {
    const item = within(items[index]!);
    if (href === null) {
      await expect(item.queryByRole('link')).not.toBeInTheDocument();
      await expect(item.getByText(title)).toHaveAttribute('aria-current', 'page');
      await expect(item.getByText(title)).toBeVisible();
    } else {
      const link = item.getByRole('link', { name: title });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('aria-current');
    }
  }
  await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  // The separators (one between each pair) are decoration only.
  const separators = [...nav.querySelectorAll('li > span')].filter((span) => span.textContent === '›');
  await expect(separators).toHaveLength(expected.length - 1);
  for (const separator of separators) await expect(separator).toHaveAttribute('aria-hidden', 'true');
}

const servicedesk = fixturePage('/over-ons/werken-bij/servicedesk-medewerker/');
const devops = fixturePage('/over-ons/werken-bij/devops-engineer/');
const custom = content.pages.find((page) => page.settings.breadcrumb === 'custom')!;
/** Its breadcrumbCustom rows' links, as the Page template hands them to the breadcrumb. */
const customLinks = custom.settings.breadcrumbCustom!.map((row) => row.link);
const history = content.pages.find((page) => page.settings.breadcrumb === 'history')!;
const post = content.posts[0]!;

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: {
    mode: 'path',
    pathname: servicedesk.uri,
    title: servicedesk.title,
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mode path: Home, then one crumb per URL segment (hyphens become spaces); the last is the current page. */
export const Path: Story = {
  play: async ({ canvasElement }) => {
    await expectTrail(canvasElement, [
      ['Home', '/'],
      ['Over ons', '/over-ons/'],
      ['Werken bij', '/over-ons/werken-bij/'],
      ['Servicedesk medewerker', null],
    ]);
  },
};

/** The default: a fixture page's breadcrumb in mode path (as Path). */
export const Default: Story = { ...Path };

/** Mode fragment: the fixture page's parent chain (Over ons › Werken bij), then the page's own title. */
export const Fragment: Story = {
  args: {
    mode: devops.settings.breadcrumb,
    pathname: devops.uri,
    title: devops.title,
    parents: parentChain(devops),
  },
  play: async ({ canvasElement }) => {
    await expectTrail(canvasElement, [
      ['Home', '/'],
      ['Over ons', '/over-ons/'],
      ['Werken bij', '/over-ons/werken-bij/'],
      ['DevOps engineer', null],
    ]);
  },
};

/** Mode custom: Home, then the editor's list (`breadcrumbCustom` of the fixture page with mode custom). */
export const Custom: Story = {
  args: {
    mode: custom.settings.breadcrumb,
    pathname: custom.uri,
    title: custom.title,
    custom: customLinks,
  },
  play: async ({ canvasElement }) => {
    const given = customLinks;
    await expectTrail(canvasElement, [
      ['Home', '/'],
      ...given.slice(0, -1).map((item): ExpectedCrumb => [item.title, item.url]),
      [given.at(-1)!.title, null],
    ]);
    await expect(given.map((item) => item.title)).toEqual(['Diensten', 'Overstappen naar de cloud']);
  },
};

/**
 * Sets where the visitor came from for one story: `document.referrer` and this entry's
 * `history.state` (Gatsby's router gives every in-app navigation a `key`), and replaces
 * `history.back` by a spy (the iframe must not really go back); all are restored afterwards.
 */
function cameFrom({ referrer, historyState = null }: { referrer: string; historyState?: unknown }) {
  return () => {
    Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
    Object.defineProperty(window.history, 'state', { configurable: true, get: () => historyState });
    const back = spyOn(window.history, 'back').mockImplementation(() => undefined);
    return () => {
      back.mockRestore();
      delete (document as unknown as Record<string, unknown>).referrer;
      delete (window.history as unknown as Record<string, unknown>).state;
    };
  };
}

/** Clicks Terug and reports whether the link's own navigation was prevented (then stops it for the iframe's sake). */
function clickAndCatchNavigation(link: HTMLElement): boolean {
  let prevented = false;
  const listener = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  link.click();
  window.removeEventListener('click', listener);
  return prevented;
}

/**
 * Mode history, reached from another page of this site: 'Terug' goes back one step in the
 * browser history (docs/behaviour/routes-and-layout.md#breadcrumb). The link still points to / for a new tab.
 */
export const History: Story = {
  args: { mode: history.settings.breadcrumb, pathname: history.uri, title: history.title },
  beforeEach: cameFrom({ referrer: `${window.location.origin}/contact/` }),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Kruimelpad' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    const back = within(nav).getByRole('link', { name: 'Terug' });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/');
    await expect(nav.querySelector('[aria-current]')).toBeNull();

    await expect(clickAndCatchNavigation(back)).toBe(true);
    await expect(window.history.back).toHaveBeenCalledTimes(1);
  },
};

/** Mode history after an in-app navigation (the first page came from a search engine): back one step too. */
export const HistoryAfterInAppNavigation: Story = {
  args: History.args,
  beforeEach: cameFrom({ referrer: 'https://www.google.nl/', historyState: { key: '1732300000000' } }),
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Terug' });
    await expect(clickAndCatchNavigation(back)).toBe(true);
    await expect(window.history.back).toHaveBeenCalledTimes(1);
  },
};

/** Mode history, arrived from another site: 'Terug' is an ordinary link to /, so it never leaves the site. */
export const HistoryFromElsewhere: Story = {
  args: History.args,
  beforeEach: cameFrom({ referrer: 'https://www.google.nl/' }),
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Terug' });
    await expect(back).toHaveAttribute('href', '/');
    await expect(clickAndCatchNavigation(back)).toBe(false);
    await expect(window.history.back).not.toHaveBeenCalled();
  },
};

/** Mode history without a referrer (a typed URL, a bookmark): 'Terug' is the link to / as well. */
export const HistoryWithoutReferrer: Story = {
  args: History.args,
  beforeEach: cameFrom({ referrer: '' }),
  play: HistoryFromElsewhere.play,
};

/** A Kennisbank post: always Home › Kennisbank › the post, whatever the mode. */
export const Post: Story = {
  args: { mode: null, pathname: post.uri, title: post.title, isPost: true },
  play: async ({ canvasElement }) => {
    await expectTrail(canvasElement, [
      ['Home', '/'],
      ['Kennisbank', '/kennisbank/'],
      [post.title, null],
    ]);
  },
};

/** Mode none (the home page's setting): no breadcrumb at all. */
export const None: Story = {
  args: { mode: fixturePage('/').settings.breadcrumb, pathname: '/', title: 'Home' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};
