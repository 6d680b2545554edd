import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useDisclosure, type UseDisclosureOptions } from './useDisclosure';

function Example(options: UseDisclosureOptions) {
  const { buttonProps, panelProps } = useDisclosure(options);
  return (
    <div>
      <button type="button" {...buttonProps}>
        Meer
      </button>
      <div {...panelProps}>
        <a href="/details/">Details</a>
      </div>
      <button type="button">Elders</button>
    </div>
  );
}

function Controlled(options: Omit<UseDisclosureOptions, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return <Example {...options} open={open} onOpenChange={setOpen} />;
}

const toggle = () => screen.getByRole('button', { name: 'Meer' });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

describe('useDisclosure', () => {
  it('wires the button to its panel and toggles it with a click, Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts open with defaultOpen and takes a panel id from the caller', () => {
    render(<Example defaultOpen id="paneel" />);
    expect(toggle()).toHaveAttribute('aria-controls', 'paneel');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
  });

  it('follows a controlled open state and reports every change', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    const { rerender } = render(<Example open={false} onOpenChange={onOpenChange} />);
    await user.click(toggle());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // The caller has not opened it: it stays closed.
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    rerender(<Example open onOpenChange={onOpenChange} />);
    expect(panel()).toBeVisible();
    await user.click(toggle());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Escape when asked, and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Controlled closeOnEscape />);
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('returns focus on Escape only from inside its focus scope', async () => {
    const user = userEvent.setup();
    function Scoped() {
      const [open, setOpen] = useState(true);
      const scope = useRef<HTMLDivElement>(null);
      const { buttonProps, panelProps } = useDisclosure({ open, onOpenChange: setOpen, closeOnEscape: true, escapeFocusScope: scope });
      return (
        <>
          <div ref={scope}>
            <button type="button" {...buttonProps}>
              Meer
            </button>
            <div {...panelProps}>Inhoud</div>
          </div>
          <button type="button">Elders</button>
        </>
      );
    }
    render(<Scoped />);
    screen.getByRole('button', { name: 'Elders' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Elders' })).toHaveFocus();
  });

  it('leaves Escape alone without closeOnEscape, and when something inside already handled it', async () => {
    const user = userEvent.setup();
    render(<Example defaultOpen />);
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    // A component inside that claims Escape (a listbox closing itself) cancels the key event first.
    const claim = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', claim, { capture: true });
    render(<Controlled closeOnEscape />);
    const [, second] = screen.getAllByRole('button', { name: 'Meer' });
    await user.click(second!);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', claim, { capture: true });
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
