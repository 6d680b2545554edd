import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem, useAccordionState, type OpenIndex } from '../../src/ui/Accordion';

const ITEMS = [
  { header: 'Levering', body: 'Standaardpakketten staan binnen vijf minuten klaar.' },
  { header: 'Opzeggen', body: 'Alle pakketten zijn maandelijks opzegbaar.' },
  { header: 'Ondersteuning', body: 'Onze servicedesk is dag en nacht bereikbaar.' },
];

interface ExampleProps {
  initialOpenIndex: OpenIndex;
  onOpenChange: (openIndex: OpenIndex) => void;
}

/** A controlled Accordion, as a block uses it: the block owns the open index. */
function AccordionExample({ initialOpenIndex, onOpenChange }: ExampleProps) {
  const [openIndex, setOpenIndex] = useAccordionState(initialOpenIndex);
  return (
    <div style={{ maxWidth: '40rem', margin: '2rem auto', padding: '0 1rem' }}>
      <h2>Veelgestelde vragen</h2>
      <Accordion
        openIndex={openIndex}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpenIndex(next);
        }}
      >
        {ITEMS.map((item, index) => (
          <AccordionItem key={item.header} index={index} header={item.header}>
            <p>{item.body}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

const meta = {
  title: 'UI/Accordion',
  tags: ['autodocs'],
  component: AccordionExample,
  args: { initialOpenIndex: 0, onOpenChange: fn() },
} satisfies Meta<typeof AccordionExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonsIn = (canvasElement: HTMLElement) => ITEMS.map((item) => within(canvasElement).getByRole('button', { name: item.header }));
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

async function expectOpen(buttons: HTMLElement[], open: number | null) {
  for (const [index, button] of buttons.entries()) {
    await expect(button).toHaveAttribute('aria-expanded', String(index === open));
    if (index === open) await expect(panelOf(button)).toBeVisible();
    else await expect(panelOf(button)).not.toBeVisible();
  }
}

/** Each header is a heading with a button that controls its panel, a region named by the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = buttonsIn(canvasElement);
    for (const button of buttons) {
      await expect(button.closest('h3')).not.toBeNull();
      await expect(panelOf(button)).toHaveAttribute('role', 'region');
      await expect(panelOf(button)).toHaveAttribute('aria-labelledby', button.id);
    }
    await expectOpen(buttons, 0);
    await expect(canvas.getByRole('region', { name: 'Levering' })).toHaveTextContent(ITEMS[0]!.body);
  },
};

/** Single open and collapsible: another item replaces the open one; the open one closes on a click. */
export const SingleOpenCollapsible: Story = {
  play: async ({ args, canvasElement }) => {
    const buttons = buttonsIn(canvasElement);
    await userEvent.click(buttons[2]!);
    await expectOpen(buttons, 2);
    await userEvent.click(buttons[2]!);
    await expectOpen(buttons, null);
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(2, null);
  },
};

/** All closed at the start (the caller's choice). */
export const AllClosed: Story = {
  args: { initialOpenIndex: null },
  play: async ({ canvasElement }) => {
    await expectOpen(buttonsIn(canvasElement), null);
  },
};

/** Keyboard: Tab reaches each button, Enter and Space toggle, arrows/Home/End move between buttons. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const buttons = buttonsIn(canvasElement);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOpen(buttons, null);
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectOpen(buttons, 1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(buttons[2]).toHaveFocus();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const buttons = buttonsIn(canvasElement);
    await userEvent.click(buttons[1]!);
    await expectOpen(buttons, 1);
  },
};
