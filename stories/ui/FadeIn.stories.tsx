import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FadeIn } from '../../src/ui/FadeIn';
import { fadeDelayMs } from '../../src/styles/constants';

function FadeInPage() {
  return (
    <div style={{ padding: '2rem' }}>
      <h1>Bovenaan de pagina</h1>
      <FadeIn index={0}>
        <p>Direct zichtbaar: dit staat al in beeld.</p>
      </FadeIn>
      <div style={{ height: '150vh' }} aria-hidden="true" />
      {[0, 1, 2].map((index) => (
        <FadeIn key={index} index={index}>
          <p>Onder de vouw, onderdeel {index + 1}</p>
        </FadeIn>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/FadeIn',
  tags: ['autodocs'],
  component: FadeInPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.sessionStorage.removeItem('isLighthouse');
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof FadeInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The FadeIn around a paragraph of the story (its direct parent). */
const wrapperOf = (element: HTMLElement) => element.parentElement!;
const opacityOf = (element: HTMLElement) => getComputedStyle(element).opacity;
const transitionDelayOf = (element: HTMLElement) => getComputedStyle(element).transitionDelay.split(',')[0];

/** Content in view when the page loads is shown at once: nothing is hidden or animated. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inView = wrapperOf(canvas.getByText(/Direct zichtbaar/));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(opacityOf(inView)).toBe('1');
    await expect(getComputedStyle(inView).transform).toBe('none');
    await expect(canvas.getByText(/Direct zichtbaar/)).toBeVisible();
  },
};

/** Below the fold content waits, then fades in with a delay of index × 100 + 300 ms once scrolled into view. */
export const FadesInOnScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inView = wrapperOf(canvas.getByText(/Direct zichtbaar/));
    const third = wrapperOf(canvas.getByText('Onder de vouw, onderdeel 3'));
    // Below the fold: hidden at once, without a transition.
    await waitFor(() => expect(opacityOf(third)).toBe('0'));
    // In view at mount: never hidden, never animated.
    await expect(opacityOf(inView)).toBe('1');
    await expect(transitionDelayOf(inView)).toBe('0s');
    third.scrollIntoView();
    await waitFor(() => expect(transitionDelayOf(third)).toBe(`${fadeDelayMs(2) / 1000}s`));
    await waitFor(() => expect(opacityOf(third)).toBe('1'), { timeout: 3000 });
    await expect(third.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    window.scrollTo(0, 0);
  },
};

/** Performance-audit mode (isLighthouse): nothing waits or fades. */
export const SkippedForLighthouse: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem('isLighthouse', '1');
    return () => window.sessionStorage.removeItem('isLighthouse');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = wrapperOf(canvas.getByText('Onder de vouw, onderdeel 3'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(opacityOf(third)).toBe('1');
    await expect(transitionDelayOf(third)).toBe('0s');
    third.scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(opacityOf(third)).toBe('1');
    await expect(transitionDelayOf(third)).toBe('0s');
  },
};
