import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DisclosureRow, useDisclosure, type UseDisclosureOptions } from '../../src/ui/Disclosure';

/** A disclosure made of the primitives: useDisclosure's props on a DisclosureRow and its panel. */
function DisclosureExample(options: UseDisclosureOptions) {
  const { isOpen, buttonProps, panelProps } = useDisclosure(options);
  return (
    <div style={{ maxWidth: '32rem', padding: '2rem 1.5rem' }}>
      <h3 style={{ margin: 0 }}>
        <DisclosureRow type="button" {...buttonProps}>
          <span>Wat zit er in het pakket?</span>
          <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
        </DisclosureRow>
      </h3>
      <div {...panelProps}>
        <p>Opslag, back-up en beheer. Vragen? Bel ons gerust.</p>
        <a href="/contact/">Contact</a>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Disclosure',
  component: DisclosureExample,
  tags: ['autodocs'],
  args: { defaultOpen: false, closeOnEscape: true },
} satisfies Meta<typeof DisclosureExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Wat zit er in het pakket/ });

/** Closed: the button says so (aria-expanded) and names its panel (aria-controls). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = buttonIn(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
  },
};

/** With the keyboard: Enter opens, Tab reaches the panel's link, Escape closes and gives focus back to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = buttonIn(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Contact' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** defaultOpen: the panel shows from the start. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(buttonIn(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('link', { name: 'Contact' })).toBeVisible();
  },
};
