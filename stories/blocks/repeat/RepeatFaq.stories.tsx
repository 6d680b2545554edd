import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { repeatExamples } from '../../../mocks/content/examples/index.ts';
import { RepeatFaq } from '../../../src/blocks/repeat/RepeatFaq';
import { asGatsbyBlock, expectHeading, expectNoHorizontalOverflow, MOBILE, pageContext } from '../../../mocks/testing/blocks';
import { expectExpanded, expectOnlyOpen, panelOf, tabTo } from './repeat-support';

const examples = repeatExamples.repeat_faq;
const fixture = examples.default;
const longFaq = examples.longContent;
const questions = fixture.faq!;

const meta = {
  title: 'Blocks/Repeat/RepeatFaq',
  component: RepeatFaq,
  args: {
    block: asGatsbyBlock(fixture),
    index: 1,
    page: pageContext('/diensten/vps/'),
  },
} satisfies Meta<typeof RepeatFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionButtons = (canvasElement: HTMLElement) =>
  questions.map((item) => within(canvasElement).getByRole('button', { name: item.question }));

/** 'Veelgestelde vragen over VPS': h2, each question an h3 button, the first answer open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: fixture.title! })).toHaveAttribute('id', fixture.sectionId);
    await expectHeading(canvasElement, 2, fixture.title!);
    const buttons = questionButtons(canvasElement);
    for (const button of buttons) await expect(button.closest('h3')).not.toBeNull();
    await expectOnlyOpen(buttons, 0);
    const answer = canvas.getByRole('region', { name: questions[0]!.question });
    await expect(answer).toBe(panelOf(buttons[0]!));
    await expect(answer).toHaveTextContent(/Bij shared hosting deel je een server/);
    // The answer's HTML is rendered, not shown as text.
    await expect(within(answer).getByText('VPS', { selector: 'strong' })).toBeVisible();
  },
};

/** One answer open at a time; clicking the open question closes it, leaving all closed. */
export const SingleOpenCollapsible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = questionButtons(canvasElement);
    await expectOnlyOpen(buttons, 0);

    await userEvent.click(buttons[1]!);
    await expectOnlyOpen(buttons, 1);
    // The answer with a list and a link.
    const answer = canvas.getByRole('region', { name: questions[1]!.question });
    await expect(within(answer).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(answer).getByRole('link', { name: 'Linux of Windows voor je VPS?' })).toHaveAttribute(
      'href',
      '/kennisbank/linux-of-windows-vps/',
    );

    await userEvent.click(buttons[3]!);
    await expectOnlyOpen(buttons, 3);

    await userEvent.click(buttons[3]!);
    await expectOnlyOpen(buttons, null);
    await expect(canvas.queryAllByRole('region', { name: /\?$/ })).toHaveLength(0);
  },
};

/**
 * Keyboard: the questions are in the tab order; Enter and Space toggle; a closed answer's
 * links are skipped, an open answer's links come next; arrow keys, Home and End move between
 * questions.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = questionButtons(canvasElement);

    await tabTo(buttons[0]!);
    await userEvent.keyboard('{Enter}');
    await expectOnlyOpen(buttons, null);

    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectOnlyOpen(buttons, 1);

    // Into the open answer: its link is next, then the next question.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Linux of Windows voor je VPS?' })).toHaveFocus();
    await userEvent.tab();
    await expect(buttons[2]).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expectOnlyOpen(buttons, 2);

    await userEvent.keyboard('{End}');
    await expect(buttons.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(buttons.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOnlyOpen(buttons, 1);
  },
};

/** As the first section the title is the page's h1 and the questions h2. */
export const FirstSection: Story = {
  args: { index: 0 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, fixture.title!);
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(questions.length);
  },
};

/** One question, no title: the question is an h2 and its answer open. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Kan ik maandelijks opzeggen?' });
    await expect(button.closest('h2')).not.toBeNull();
    await expectExpanded([button], [true]);
    await userEvent.click(button);
    await expectExpanded([button], [false]);
  },
};

/** Broken content: questions without a question or an answer are left out. */
export const MissingFields: Story = {
  args: {
    block: {
      ...asGatsbyBlock(fixture),
      faq: [
        null,
        { question: null, answer: '<p>Antwoord zonder vraag.</p>', answerText: 'Antwoord zonder vraag.' },
        { question: 'Vraag zonder antwoord?', answer: null, answerText: null },
        { question: 'Wat kost een VPS?', answer: '<p>Vanaf € 9,95 per maand.</p>', answerText: 'Vanaf € 9,95 per maand.' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName('Wat kost een VPS?');
    await expectExpanded(buttons, [true]);
    await expect(canvas.queryByText('Antwoord zonder vraag.')).not.toBeInTheDocument();
  },
};

/** Twelve long questions and answers with long Dutch words: they wrap, one open at a time. */
export const LongContent: Story = {
  args: { block: asGatsbyBlock(longFaq) },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(12);
    await userEvent.click(buttons[7]!);
    await expect(buttons.filter((button) => button.getAttribute('aria-expanded') === 'true')).toEqual([buttons[7]]);
    await expectNoHorizontalOverflow(...buttons);
  },
};

/** On a phone. */
export const Mobile: Story = {
  args: { block: asGatsbyBlock(longFaq) },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.click(buttons[2]!);
    await expectOnlyOpen(buttons, 2);
    await expectNoHorizontalOverflow(...buttons);
  },
};
