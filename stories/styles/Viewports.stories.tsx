import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { viewports, type ViewportKey } from '../../.storybook/viewports';
import { breakpoints } from '../../src/styles/theme';

/** The width the story is shown at, and the breakpoints of the theme it is at or above. */
function ViewportReport() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const reached = Object.entries(breakpoints)
    .filter(([, min]) => width >= min)
    .map(([name]) => name);
  return (
    <div style={{ padding: '2rem 1.5rem' }}>
      <h1>Viewport</h1>
      <p>
        Breedte: <output>{width} px</output>
      </p>
      <p>Breakpoints: {reached.length > 0 ? reached.join(', ') : 'geen (kleiner dan sm)'}</p>
    </div>
  );
}

/**
 * The viewport presets of .storybook/viewports.ts (the toolbar's list): one story per preset,
 * shown at that size in the toolbar and, through .storybook/test-runner.ts, in the test-runner.
 */
const meta = {
  title: 'Foundations/Viewports',
  component: ViewportReport,
} satisfies Meta<typeof ViewportReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const pixels = (key: ViewportKey) => Number.parseInt(viewports[key].styles.width, 10);

function presetStory(key: ViewportKey): Story {
  return {
    name: viewports[key].name,
    globals: { viewport: { value: key, isRotated: false } },
    play: async ({ canvasElement }) => {
      const width = pixels(key);
      await waitFor(() => expect(window.innerWidth).toBe(width));
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${width} px`);
      const reached = Object.entries(breakpoints).filter(([, min]) => width >= min);
      await expect(within(canvasElement).getByText(/^Breakpoints:/)).toHaveTextContent(
        reached.length > 0 ? reached.map(([name]) => name).join(', ') : 'geen',
      );
    },
  };
}

/** Without a preset: the test-runner's default page (1280 px), the width the toolbar's 'reset' fills. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${window.innerWidth} px`);
  },
};

export const Mobile375 = presetStory('mobile');
export const Mobile390 = presetStory('mobile390');
export const Tablet768 = presetStory('tablet');
export const Desktop1280 = presetStory('desktop');
export const Desktop1440 = presetStory('desktop1440');
