import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { doneProgress, isProgressRunning, startProgress, withProgress } from '../../src/lib/progress';
import { colors } from '../../src/styles/theme';
import { PROGRESS_MINIMUM } from '../../src/styles/constants';
import { hexToRgb } from '../../mocks/testing/colors';

/**
 * Buttons standing in for a navigation or a form submit, which start and finish the bar. Its looks
 * come from the site's global CSS (src/styles/global-css.ts), which the preview carries.
 */
function ProgressDemo({ running }: { running: boolean }) {
  useEffect(() => {
    if (running) startProgress();
    return () => {
      while (isProgressRunning()) doneProgress();
    };
  }, [running]);
  return (
    <div style={{ padding: '2rem', display: 'flex', gap: '1rem' }}>
      <button type="button" onClick={() => startProgress()}>
        Start laden
      </button>
      <button type="button" onClick={() => doneProgress()}>
        Klaar
      </button>
    </div>
  );
}

const meta = {
  title: 'Layout/ProgressBar',
  component: ProgressDemo,
  args: { running: false },
} satisfies Meta<typeof ProgressDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');

/** The default: no bar until something loads; starting shows the bar at the top, finishing removes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bar()).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Start laden' }));
    await waitFor(() => expect(bar()).not.toBeNull());
    await expect(bar()!.getBoundingClientRect().top).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Klaar' }));
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 3000 });
  },
};

/** Idle: no bar on the page. */
export const Idle: Story = {
  play: async () => {
    await expect(bar()).toBeNull();
  },
};

/** Loading: a thin orange bar at the top, starting at its minimum and growing (docs/behaviour/routes-and-layout.md#progress-bar). */
export const Running: Story = {
  args: { running: true },
  play: async () => {
    await waitFor(() => expect(bar()).not.toBeNull());
    const element = bar()!;
    await expect(getComputedStyle(element).position).toBe('fixed');
    await expect(getComputedStyle(element).backgroundColor).toBe(hexToRgb(colors.orange));
    await expect(element).toHaveAttribute('aria-hidden', 'true');
    const width = () => element.getBoundingClientRect().right / window.innerWidth;
    // nprogress slides the bar in from the left to the minimum, then trickles on.
    await waitFor(() => expect(width()).toBeGreaterThanOrEqual(PROGRESS_MINIMUM - 0.01));
    const first = width();
    await waitFor(() => expect(width()).toBeGreaterThan(first + 0.01), { timeout: 3000 });
  },
};

/** Start, then finish: the bar completes and disappears. */
export const StartAndFinish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start laden' }));
    await waitFor(() => expect(bar()).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Klaar' }));
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 3000 });
  },
};

/** A form whose submission takes a while, as a Gravity Forms or quotation request does. */
function SubmitDemo() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  return (
    <form
      style={{ padding: '2rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        setState('busy');
        void withProgress(new Promise((resolve) => setTimeout(resolve, 1000))).then(() => setState('done'));
      }}
    >
      <button type="submit" disabled={state === 'busy'}>
        Versturen
      </button>
      <p role="status">{state === 'done' ? 'Bedankt, je bericht is verstuurd.' : ''}</p>
    </form>
  );
}

/** A form submission through withProgress: the bar shows while it is under way and goes once it is answered. */
export const FormSubmission: Story = {
  render: () => <SubmitDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bar()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(bar()).not.toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Bedankt, je bericht is verstuurd.'), { timeout: 3000 });
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 3000 });
  },
};
