import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperProps } from '../../src/quotation/ui/Stepper';

/** The stepper with its value kept as the builder keeps it (clamped to min … max). */
function Controlled(props: StepperProps) {
  const [value, setValue] = useState(props.value);
  const clamp = (next: number) => Math.min(props.max, Math.max(props.min, next));
  return (
    <Stepper
      {...props}
      value={value}
      onDecrement={() => {
        props.onDecrement();
        setValue((current) => clamp(current - 1));
      }}
      onIncrement={() => {
        props.onIncrement();
        setValue((current) => clamp(current + 1));
      }}
      onCommit={(next) => {
        props.onCommit(next);
        setValue(clamp(next));
      }}
    />
  );
}

/**
 * The quotation's quantity control (src/quotation/ui/Stepper.tsx): minus, a number input and
 * plus, each with a Dutch name; typing is a draft committed on Enter or blur, Escape drops it.
 */
const meta = {
  title: 'Blocks/Quotation/Stepper',
  component: Stepper,
  tags: ['quotation'],
  render: (args) => (
    <main style={{ maxWidth: '24rem', padding: '2rem' }}>
      <Controlled {...args} />
    </main>
  ),
  args: {
    id: 'ram',
    label: 'Extra RAM (1 GB)',
    inputLabel: 'Extra RAM (1 GB) per pakket, VPS Copper',
    hint: '+ € 10,00/mnd · max. 4',
    value: 0,
    min: 0,
    max: 4,
    decrementLabel: 'Extra RAM (1 GB): één minder',
    incrementLabel: 'Extra RAM (1 GB): één meer',
    onDecrement: fn(),
    onIncrement: fn(),
    onCommit: fn(),
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const controls = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    less: canvas.getByRole('button', { name: 'Extra RAM (1 GB): één minder' }),
    more: canvas.getByRole('button', { name: 'Extra RAM (1 GB): één meer' }),
    input: canvas.getByRole('spinbutton', { name: 'Extra RAM (1 GB) per pakket, VPS Copper' }),
  };
};

/** At 0: minus disabled; plus steps up to the maximum, where plus is disabled. The hint describes the input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { less, more, input } = controls(canvasElement);
    await expect(input).toHaveAccessibleDescription('+ € 10,00/mnd · max. 4');
    await expect(less).toBeDisabled();
    for (let step = 0; step < 4; step++) await userEvent.click(more);
    await expect(input).toHaveValue(4);
    await expect(more).toBeDisabled();
    await expect(args.onIncrement).toHaveBeenCalledTimes(4);
    await userEvent.click(less);
    await expect(input).toHaveValue(3);
  },
};

/** Typing is a draft: nothing is committed until Enter or blur, Escape goes back to the value. */
export const TypedDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = controls(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue(0);
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue(3);
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenLastCalledWith(1);
    // An emptied input goes back to the value and commits nothing.
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(1);
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
  },
};

/** The quantity: minus stays usable at the minimum (in the builder it removes the package, and its name says so). */
export const DecrementAtMinimum: Story = {
  args: {
    id: 'amount',
    label: 'Aantal',
    inputLabel: 'Extra RAM (1 GB) per pakket, VPS Copper',
    hint: undefined,
    value: 1,
    min: 1,
    max: 99,
    decrementAtMin: true,
  },
  play: async ({ canvasElement, args }) => {
    const { less } = controls(canvasElement);
    await expect(less).toBeEnabled();
    await userEvent.click(less);
    await expect(args.onDecrement).toHaveBeenCalledTimes(1);
  },
};
