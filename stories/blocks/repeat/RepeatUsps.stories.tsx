import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repeatExamples } from '../../../mocks/content/examples/index.ts';
import { content, FRAGMENT } from '../../../mocks/content/index.ts';
import { RepeatUsps } from '../../../src/blocks/repeat/RepeatUsps';
import { fadeDelayMs, USP_MAX_WIDTH } from '../../../src/styles/constants';
import {
  asGatsbyBlock,
  expectHeading,
  expectHeadingsFit,
  expectNoHorizontalOverflow,
  expectPageFits,
  fixtureBlock,
  fixtureFragment,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';
import { expectOnlyOpen, shownOnHover, TRANSITION } from './repeat-support';

const examples = repeatExamples.repeat_usps;
const defaultFixture = examples.default;
const manyUsps = examples.longContent;
const foldableFixture = fixtureBlock('/diensten/vps/', 'Repeat', 'repeat_usps');
const whyFixture = fixtureBlock(fixtureFragment(FRAGMENT.whyWolkwerk), 'Repeat', 'repeat_usps');

const meta = {
  title: 'Blocks/Repeat/RepeatUsps',
  component: RepeatUsps,
  args: {
    block: asGatsbyBlock(defaultFixture),
    index: 1,
    page: pageContext('/over-ons/'),
  },
} satisfies Meta<typeof RepeatUsps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The uri of the page or post a USP links to (its ACF page_link holds the database id). */
function linkedUri(usp: { link: number | null }): string {
  const node = [...content.pages, ...content.posts].find((item) => item.databaseId === usp.link);
  if (!node) throw new Error(`mocks/content: no page or post ${usp.link}`);
  return node.uri;
}

/** The decorative arrow (→, hidden from assistive technology) inside an item or a link. */
const ARROW = '→';
const arrowIn = (container: HTMLElement) => within(container).getByText(ARROW);

/**
 * Default view ('Waar we voor staan'): icon, title and the description next to it; the linked
 * item is one link (named by its title) covering the whole item, and shows an arrow on hover.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: defaultFixture.title! })).toHaveAttribute('id', defaultFixture.sectionId);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(defaultFixture.usps!.length);
    for (const usp of defaultFixture.usps!) {
      const heading = await expectHeading(canvasElement, 3, usp.title);
      // Description beside the title on a wide screen: same row, further right.
      const description = canvas.getByText(usp.description);
      await expect(description.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    }
    // Icons are decorative.
    for (const image of canvasElement.querySelectorAll('img:not([aria-hidden])')) await expect(image).toHaveAttribute('alt', '');

    const linked = defaultFixture.usps!.find((usp) => usp.link)!;
    const link = canvas.getByRole('link', { name: linked.title });
    await expect(link).toHaveAttribute('href', linkedUri(linked));
    await expect(canvas.getAllByRole('link')).toHaveLength(1);

    // The whole item is the link's target: its description is covered by it.
    const description = canvas.getByText(linked.description);
    const box = description.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 4, box.top + box.height / 2)).toBe(link);

    // The arrow shows on hover, and on keyboard focus.
    const arrow = arrowIn(link.closest('li')!);
    await expect(arrow).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(arrow).opacity).toBe('0');
    await expect(shownOnHover(arrow)).toBe(true);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(arrow).opacity).toBe('1'), TRANSITION);
    // Items without a link show no arrow.
    for (const item of canvas.getAllByRole('listitem')) {
      if (!within(item).queryByRole('link')) await expect(within(item).queryByText(ARROW)).toBeNull();
    }
  },
};

/** The content is at most 1070 px wide, whatever the screen. */
export const MaxWidth: Story = {
  args: { block: asGatsbyBlock(whyFixture) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(USP_MAX_WIDTH);
    await expect(list.getBoundingClientRect().width).toBeGreaterThan(USP_MAX_WIDTH - 1);
  },
};

const foldableButtons = (canvasElement: HTMLElement) =>
  foldableFixture.usps!.map((usp) => within(canvasElement).getByRole('button', { name: usp.title }));

/** Foldable view ('Waarom een VPS bij Wolkwerk?'): an accordion with the first item open. */
export const Foldable: Story = {
  args: { block: asGatsbyBlock(foldableFixture), page: pageContext('/diensten/vps/') },
  play: async ({ canvasElement }) => {
    const buttons = foldableButtons(canvasElement);
    await expectOnlyOpen(buttons, 0);
    for (const button of buttons) await expect(button.closest('h3')).not.toBeNull();
    await expect(within(canvasElement).getByRole('region', { name: foldableFixture.usps![0]!.title })).toHaveTextContent(
      foldableFixture.usps![0]!.description,
    );
  },
};

/**
 * Foldable: clicking the open item closes all, clicking another opens it (one at a time); an
 * open linked item has its link, with an arrow on hover.
 */
export const FoldableOpenAndClose: Story = {
  args: Foldable.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = foldableButtons(canvasElement);
    await expectOnlyOpen(buttons, 0);

    await userEvent.click(buttons[0]!);
    await expectOnlyOpen(buttons, null);

    await userEvent.click(buttons[1]!);
    await expectOnlyOpen(buttons, 1);

    await userEvent.click(buttons[2]!);
    await expectOnlyOpen(buttons, 2);

    const usp = foldableFixture.usps![2]!;
    const link = canvas.getByRole('link', { name: `Lees meer over ${usp.title}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', linkedUri(usp));
    await expect(shownOnHover(arrowIn(link))).toBe(true);

    // An item without a link has none in its panel.
    await userEvent.click(buttons[0]!);
    await expectOnlyOpen(buttons, 0);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Foldable with the keyboard: Enter and Space toggle, arrow keys move between the items. */
export const FoldableKeyboard: Story = {
  args: Foldable.args,
  play: async ({ canvasElement }) => {
    const buttons = foldableButtons(canvasElement);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOnlyOpen(buttons, null);
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectOnlyOpen(buttons, 1);
  },
};

/** No title, no anchor, items without icon or link: a plain list. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expectHeading(canvasElement, 2, 'Bereikbaar');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Broken content: empty items are left out, an item without a title keeps its text (and a 'Lees meer' link). */
export const MissingFields: Story = {
  args: {
    block: {
      ...asGatsbyBlock(defaultFixture),
      view: 'iets anders',
      usps: [
        null,
        { title: null, description: '<p>Een punt zonder titel.</p>', link: { uri: '/contact/' }, icon: null },
        { title: '', description: '', link: null, icon: null },
        { title: 'Zonder link-adres', description: null, link: { uri: null }, icon: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Een punt zonder titel.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/contact/');
    await expect(canvas.getByRole('heading', { name: 'Zonder link-adres' })).toBeVisible();
  },
};

/** Ten items with long Dutch words in the default view: nothing overflows. */
export const LongContent: Story = {
  args: { block: asGatsbyBlock(manyUsps) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
    await expectHeadingsFit(canvasElement);
  },
};

/** The same ten items folded. */
export const LongContentFoldable: Story = {
  args: { block: asGatsbyBlock({ ...manyUsps, view: 'foldable' }) },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(10);
    await expect(buttons.filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
    await expectNoHorizontalOverflow(...buttons);
  },
};

/** On a phone: foldable items and long words fit the screen. */
export const Mobile: Story = {
  args: { block: asGatsbyBlock({ ...manyUsps, view: 'foldable' }) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[3]!);
    await expect(buttons[3]).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await expectPageFits();
  },
};

/** On a phone in the default view the description goes under the title. */
export const MobileDefault: Story = {
  args: { block: asGatsbyBlock(whyFixture) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usp = whyFixture.usps![0]!;
    const heading = canvas.getByRole('heading', { name: usp.title });
    await expect(canvas.getByText(usp.description).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
    await expectPageFits();
  },
};

/** A tall page above the section, so its items start below the fold. */
const belowTheFold: Decorator = (Story) => (
  <>
    <div style={{ height: '150vh' }} aria-hidden="true" />
    <Story />
  </>
);

/** Items fade up one after the other when scrolled into view: 300 + 100 × index ms. */
export const FadeUp: Story = {
  args: { block: asGatsbyBlock(whyFixture) },
  decorators: [belowTheFold],
  beforeEach: () => {
    window.sessionStorage.removeItem('isLighthouse');
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Each item's content sits in its own fade-in (the list item's child).
    const fades = items.map((item) => item.firstElementChild as HTMLElement);
    const delayOf = (fade: HTMLElement) => getComputedStyle(fade).transitionDelay.split(',')[0];
    // Below the fold: hidden, waiting to be scrolled into view.
    await waitFor(() => expect(fades.map((fade) => getComputedStyle(fade).opacity)).toEqual(fades.map(() => '0')));
    items.at(-1)!.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(fades.map(delayOf)).toEqual(fades.map((_fade, position) => `${fadeDelayMs(position) / 1000}s`)));
    await waitFor(() => expect(fades.map((fade) => getComputedStyle(fade).opacity)).toEqual(fades.map(() => '1')), TRANSITION);
  },
};
