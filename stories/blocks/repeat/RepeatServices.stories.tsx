import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repeatExamples } from '../../../mocks/content/examples/index.ts';
import { RepeatServices } from '../../../src/blocks/repeat/RepeatServices';
import {
  asGatsbyBlock,
  expectHeading,
  expectHeadingsFit,
  expectPageFits,
  MOBILE,
  pageContext,
  TABLET,
} from '../../../mocks/testing/blocks';
import { expectOnlyOpen, panelOf, tabTo } from './repeat-support';

const examples = repeatExamples.repeat_services;
const fixture = examples.default;
const manyCards = examples.longContent;
const cards = fixture.serviceCards!;

const meta = {
  title: 'Blocks/Repeat/RepeatServices',
  component: RepeatServices,
  args: {
    block: asGatsbyBlock(fixture),
    index: 1,
    page: pageContext('/'),
  },
} satisfies Meta<typeof RepeatServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card buttons, in order. */
const cardButtons = (canvasElement: HTMLElement) => cards.map((card) => within(canvasElement).getByRole('button', { name: card.title }));
/** A card (list item) by its title. */
const cardOf = (button: HTMLElement) => button.closest('li')!;

/** How many columns the cards form: the number of different left edges. */
const columnsOf = (canvasElement: HTMLElement) =>
  new Set(
    within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => Math.round(item.getBoundingClientRect().left)),
  ).size;

/** A tap: touch press and release on the element (no hover). */
async function tap(element: HTMLElement) {
  await userEvent.pointer([{ keys: '[TouchA]', target: element }]);
}

/** The home page's services: h2, description, anchor 'diensten', a card per service, all closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: fixture.title! });
    await expect(section).toHaveAttribute('id', fixture.sectionId);
    await expectHeading(canvasElement, 2, fixture.title!);
    await expect(canvas.getByText(/Van een enkele server tot een compleet digitaal kantoor/)).toBeVisible();
    const buttons = cardButtons(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(cards.length);
    for (const button of buttons) await expect(button.closest('h3')).not.toBeNull();
    await expectOnlyOpen(buttons, null);
    // Three columns on a wide screen: the first three cards share a row.
    const tops = buttons.slice(0, 3).map((button) => cardOf(button).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** As the first section on a page the title is the page's h1. */
export const FirstSection: Story = {
  args: { index: 0 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, fixture.title!);
  },
};

/**
 * Hovering a card with a mouse opens its text and link button; moving to another card opens
 * that one and closes the first; leaving the cards closes them. A click keeps the hovered card open.
 */
export const OpenOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = cardButtons(canvasElement);
    const [first, second] = buttons;

    await userEvent.hover(cardOf(first!));
    await expectOnlyOpen(buttons, 0);
    await expect(within(panelOf(first!)).getByText(cards[0]!.text)).toBeVisible();
    const link = canvas.getByRole('link', { name: cards[0]!.link!.title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', cards[0]!.link!.url);

    await userEvent.unhover(cardOf(first!));
    await userEvent.hover(cardOf(second!));
    await expectOnlyOpen(buttons, 1);

    await userEvent.click(second!);
    await expectOnlyOpen(buttons, 1);

    await userEvent.unhover(cardOf(second!));
    await expectOnlyOpen(buttons, null);

    // End in the state the story is named after.
    await userEvent.hover(cardOf(first!));
    await expectOnlyOpen(buttons, 0);
  },
};

/**
 * On a touch screen a tap opens a card, a tap on another card moves the open card there, and a
 * tap on the open card closes it. A card without a link gets a 'Lees meer' button to '/'.
 */
export const OpenOnTap: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = cardButtons(canvasElement);
    const withoutLink = cards.findIndex((card) => card.link === null);

    await tap(buttons[0]!);
    await expectOnlyOpen(buttons, 0);

    await tap(buttons[withoutLink]!);
    await expectOnlyOpen(buttons, withoutLink);
    const fallback = canvas.getByRole('link', { name: `Lees meer over ${cards[withoutLink]!.title}` });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveTextContent(/^Lees meer/);
    await expect(fallback).toHaveAttribute('href', '/');

    await tap(buttons[withoutLink]!);
    await expectOnlyOpen(buttons, null);

    // The button's target covers the whole card: a tap on the image lands on it too.
    const image = cardOf(buttons[1]!).querySelector('img')!;
    image.scrollIntoView({ block: 'center' });
    const box = image.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(buttons[1]);
  },
};

/**
 * Keyboard: focusing a card's button opens it, its link is next in the tab order, Tab to the
 * next card moves the open card there, and Enter/Space toggle the focused card.
 */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = cardButtons(canvasElement);

    await tabTo(buttons[0]!);
    await expectOnlyOpen(buttons, 0);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: cards[0]!.link!.title })).toHaveFocus();

    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await expectOnlyOpen(buttons, 1);

    await userEvent.keyboard('{Enter}');
    await expectOnlyOpen(buttons, null);
    // Closed: its link is out of the tab order, Tab goes to the next card.
    await userEvent.keyboard(' ');
    await expectOnlyOpen(buttons, 1);
  },
};

/** Only a title and cards with a title: no description, images or links (each links to '/'). */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const buttons = [canvas.getByRole('button', { name: 'VPS' }), canvas.getByRole('button', { name: 'Cloud PC' })];
    await userEvent.click(buttons[1]!);
    await expect(canvas.getByRole('link', { name: 'Lees meer over Cloud PC' })).toHaveAttribute('href', '/');
  },
};

/** Broken content: cards without a title show their text and link straight away; empty cards are left out. */
export const MissingFields: Story = {
  args: {
    block: {
      ...asGatsbyBlock(fixture),
      title: null,
      description: null,
      sectionId: null,
      serviceCards: [
        null,
        {
          title: null,
          text: '<p>Een kaart zonder titel laat haar tekst meteen zien.</p>',
          link: { url: '/contact/', title: 'Neem contact op', target: '' },
          image: null,
        },
        { title: '', text: '', link: null, image: null },
        { ...asGatsbyBlock(fixture).serviceCards![0]!, link: { url: null, title: null, target: null } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/Een kaart zonder titel/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Neem contact op' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: cards[0]!.title }));
    await expect(canvas.getByRole('link', { name: `Lees meer over ${cards[0]!.title}` })).toHaveAttribute('href', '/');
  },
};

/** Nine cards with long Dutch words: three rows of three, nothing overflows. */
export const LongContent: Story = {
  args: { block: asGatsbyBlock(manyCards) },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(9);
    await userEvent.hover(buttons[4]!.closest('li')!);
    await waitFor(() => expect(buttons[4]).toHaveAttribute('aria-expanded', 'true'));
    await expectHeadingsFit(canvasElement);
  },
};

/** On a phone the cards stack in one column; long words wrap. */
export const Mobile: Story = {
  args: { block: asGatsbyBlock(manyCards) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(1);
    await expectHeadingsFit(canvasElement);
  },
};

/** On a tablet the cards form two columns. */
export const Tablet: Story = {
  globals: TABLET,
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(2);
    await expectPageFits();
  },
};
