import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { Accordion, AccordionItem, nextOpenIndex, useAccordionState, type OpenIndex } from './Accordion';

const ITEMS = [
  { title: 'Eerste vraag', body: 'Eerste antwoord' },
  { title: 'Tweede vraag', body: 'Tweede antwoord' },
  { title: 'Derde vraag', body: 'Derde antwoord' },
];

function Example({ initial = 0 as OpenIndex, onChange }: { initial?: OpenIndex; onChange?: (index: OpenIndex) => void }) {
  const [openIndex, setOpenIndex] = useAccordionState(initial);
  return (
    <Accordion
      openIndex={openIndex}
      onOpenChange={(next) => {
        onChange?.(next);
        setOpenIndex(next);
      }}
    >
      {ITEMS.map((item, index) => (
        <AccordionItem key={item.title} index={index} header={item.title}>
          <p>{item.body}</p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

function renderExample(props: Parameters<typeof Example>[0] = {}) {
  render(
    <ThemeRoot>
      <Example {...props} />
    </ThemeRoot>,
  );
  return ITEMS.map((item) => screen.getByRole('button', { name: item.title }));
}

const expanded = (buttons: HTMLElement[]) => buttons.map((button) => button.getAttribute('aria-expanded'));

describe('nextOpenIndex', () => {
  it('opens a closed item, closes the open one', () => {
    expect(nextOpenIndex(0, 1)).toBe(1);
    expect(nextOpenIndex(null, 2)).toBe(2);
    expect(nextOpenIndex(1, 1)).toBeNull();
  });
});

describe('Accordion', () => {
  it('puts each button in a heading, wired to its panel region, with the first open', () => {
    const buttons = renderExample();
    expect(expanded(buttons)).toEqual(['true', 'false', 'false']);
    buttons.forEach((button, index) => {
      expect(button.closest('h3')).not.toBeNull();
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      if (index === 0) expect(panel).toBeVisible();
      else expect(panel).not.toBeVisible();
    });
    expect(screen.getByRole('region', { name: 'Eerste vraag' })).toHaveTextContent('Eerste antwoord');
  });

  it('keeps one item open and closes the open one on a click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const buttons = renderExample({ onChange });
    await user.click(buttons[1]!);
    expect(expanded(buttons)).toEqual(['false', 'true', 'false']);
    await user.click(buttons[1]!);
    expect(expanded(buttons)).toEqual(['false', 'false', 'false']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onChange.mock.calls).toEqual([[1], [null]]);
  });

  it('works with the keyboard: Tab reaches the buttons, Enter and Space toggle, arrows move', async () => {
    const user = userEvent.setup();
    const buttons = renderExample({ initial: null });
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded(buttons)).toEqual(['true', 'false', 'false']);
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded(buttons)).toEqual(['false', 'true', 'false']);
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });

  it('refuses an item outside an Accordion', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <AccordionItem index={0} header="Los">
          Inhoud
        </AccordionItem>,
      ),
    ).toThrow(/inside an Accordion/);
    spy.mockRestore();
  });
});
