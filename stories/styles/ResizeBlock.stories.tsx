import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { RESIZE_BLOCK_MS } from '../../src/styles/constants';
import { reveal, transitionOf } from '../../src/styles/motion';
import { theme } from '../../src/styles/theme';
import { computedFor } from './tokens';

const Demo = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readableWidth};
  padding: ${({ theme }) => theme.space.xl};
`;

/** Moves on hover the way the site's cards and buttons do (theme.motion: fast, standard). */
const Card = styled.button`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.navy};
  font: inherit;
  font-weight: 700;
  text-align: left;
  transition: ${transitionOf(['background-color', 'transform'])};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    transform: translateY(-2px);
  }
`;

/** Reveals itself the way opened accordion panels do (the shared reveal keyframes). */
const Panel = styled.p`
  margin: 0;
  animation: ${reveal} ${({ theme }) => `${theme.motion.duration.reveal} ${theme.motion.easing.decelerate}`};
`;

function ResizeBlockDemo() {
  return (
    <Demo>
      <Card type="button">Kaart die bij hover beweegt</Card>
      <Panel>Tekst die verschijnt zoals een geopend paneel.</Panel>
      <p>
        Versleep de rand van het venster: zolang je dat doet en tot {RESIZE_BLOCK_MS} ms daarna bewegen menu&apos;s, panelen en kaarten
        niet, ze springen meteen naar hun nieuwe stand.
      </p>
    </Demo>
  );
}

/**
 * Resize block (docs/behaviour/routes-and-layout.md#resize-block): while the window is being resized, and until 250 ms after the last
 * resize event, every transition and animation of the site is suspended, so menus and
 * drawers do not animate when a breakpoint is crossed (src/styles/resize-block.ts, run by
 * ThemeRoot; the rule is in the global CSS, src/styles/global-css.ts).
 */
const meta = {
  title: 'Foundations/Resize block',
  component: ResizeBlockDemo,
} satisfies Meta<typeof ResizeBlockDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const resize = () => window.dispatchEvent(new Event('resize'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: 'Kaart die bij hover beweegt' });
    const panel = canvas.getByText('Tekst die verschijnt zoals een geopend paneel.');
    // What the browser makes of the theme's durations ('0.2s', '0.3s').
    const fast = computedFor(canvasElement, 'transition-duration', theme.motion.duration.fast);
    const revealDuration = computedFor(canvasElement, 'animation-duration', theme.motion.duration.reveal);
    const durations = () => [getComputedStyle(card).transitionDuration, getComputedStyle(panel).animationDuration];
    const running = [`${fast}, ${fast}`, revealDuration];
    // One zero duration (and delay) overrides every transition of the element.
    const suspended = ['0s', '0s'];

    await step('transitions and animations run normally', async () => {
      // A viewport change before the story (the test-runner sizes the page) may still hold the block.
      await waitFor(() => expect(durations()).toEqual(running), { timeout: 2000 });
    });

    await step('a resize suspends them at once', async () => {
      // ThemeRoot starts listening in an effect, just after the story's first render.
      await waitFor(() => {
        resize();
        return expect(durations()).toEqual(suspended);
      });
    });

    let lastResize = 0;
    await step('they stay suspended while resizing goes on, longer than 250 ms in all', async () => {
      for (let event = 0; event < 4; event += 1) {
        await sleep(RESIZE_BLOCK_MS / 2);
        await expect(durations()).toEqual(suspended);
        resize();
        lastResize = performance.now();
      }
    });

    await step('250 ms after the last resize they run again', async () => {
      await waitFor(() => expect(durations()).toEqual(running), { timeout: 2000 });
      await expect(performance.now() - lastResize).toBeGreaterThanOrEqual(RESIZE_BLOCK_MS - 20);
    });
  },
};
