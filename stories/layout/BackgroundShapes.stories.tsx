import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackgroundShapes } from '../../src/layout/BackgroundShapes';

/** The page's decorative background shapes behind a page's content, as Layout places them. */
function ShapesBehindContent() {
  return (
    <div style={{ position: 'relative', isolation: 'isolate', minHeight: '2600px', padding: '2rem 1.5rem' }}>
      <BackgroundShapes />
      <h1>Cloud werkplek</h1>
      <a href="#werkplek">Bekijk de werkplek</a>
    </div>
  );
}

const meta = {
  title: 'Layout/BackgroundShapes',
  component: ShapesBehindContent,
} satisfies Meta<typeof ShapesBehindContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layer of shapes: the first child of the page wrapper, hidden from assistive technology. */
const shapesLayer = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;

/**
 * Four soft shapes behind the content: hidden from screen readers, under the text, never in
 * the way of a click, and never making the page scroll sideways.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const layer = shapesLayer(canvasElement);
    await expect(layer).not.toBeNull();
    await expect(layer.children).toHaveLength(4);
    for (const shape of layer.children) {
      const style = getComputedStyle(shape);
      await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      await expect(Number(style.opacity)).toBeLessThan(1);
    }
    await expect(getComputedStyle(layer).pointerEvents).toBe('none');
    await expect(Number(getComputedStyle(layer).zIndex)).toBeLessThan(0);

    // The link on top of a shape still takes the click.
    const link = canvas.getByRole('link', { name: 'Bekijk de werkplek' });
    const box = link.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);

    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
