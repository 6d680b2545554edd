import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';

/** Text for screen readers only: it names or completes a control without taking room on screen. */
const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'over Cloud PC' },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem 1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not seen: one clipped pixel, out of the flow. */
async function expectHiddenFromEyes(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
  await expect(getComputedStyle(element).position).toBe('absolute');
  await expect(getComputedStyle(element).clipPath).toBe('inset(50%)');
}

/** A 'Lees meer' link completed for screen readers: "Lees meer over Cloud PC", while the eye reads 'Lees meer'. */
export const Default: Story = {
  render: (args) => (
    <a href="/diensten/cloud-pc/">
      Lees meer <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: `Lees meer ${String(args.children)}` });
    await expect(link).toBeVisible();
    await expectHiddenFromEyes(within(link).getByText(String(args.children)));
    // The visible link is only as wide as 'Lees meer'.
    const probe = document.createElement('a');
    probe.textContent = 'Lees meer';
    link.parentElement!.append(probe);
    const visibleWidth = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(Math.abs(link.getBoundingClientRect().width - visibleWidth)).toBeLessThanOrEqual(8);
  },
};

/** The only name of an icon button. */
export const IconButtonName: Story = {
  args: { children: 'Sluiten' },
  render: (args) => (
    <button type="button" style={{ width: '2.75rem', height: '2.75rem' }}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
      </svg>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sluiten' });
    await expect(button).toBeVisible();
    await expectHiddenFromEyes(within(button).getByText('Sluiten'));
  },
};
