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
  component: FadeInPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.sessionStorage.removeItem('isLighthouse');
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof FadeInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrapperOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-fade]')!;

/** Below the fold content waits, then fades in with a delay of index × 100 + 300 ms once scrolled into view. */
export const FadesInOnScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(wrapperOf(canvas.getByText(/Direct zichtbaar/))).toHaveAttribute('data-fade', 'static');
    const third = wrapperOf(canvas.getByText('Onder de vouw, onderdeel 3'));
    await waitFor(() => expect(third).toHaveAttribute('data-fade', 'waiting'));
    await expect(getComputedStyle(third).opacity).toBe('0');
    third.scrollIntoView();
    await waitFor(() => expect(third).toHaveAttribute('data-fade', 'shown'));
    await expect(getComputedStyle(third).transitionDelay.split(',')[0]).toBe(`${fadeDelayMs(2) / 1000}s`);
    await waitFor(() => expect(getComputedStyle(third).opacity).toBe('1'), { timeout: 3000 });
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
    await expect(third).toHaveAttribute('data-fade', 'static');
    await expect(getComputedStyle(third).opacity).toBe('1');
  },
};
