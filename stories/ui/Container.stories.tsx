import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../../src/styles/theme';
import { Container } from '../../src/ui/Container';

/** 1rem, 1.5rem … in px, as getComputedStyle reports padding. */
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;

/**
 * The page's horizontal frame: centred, at most the container width (1280 px including its side
 * padding), with the site's 1rem gutter. Header bars use the `bar` gutter (1.5rem below xl);
 * blocks may narrow it to the readable width or a px width.
 */
const meta = {
  title: 'UI/Container',
  component: Container,
  tags: ['autodocs'],
  args: {
    children: 'Inhoud binnen de container: lijnt uit met de header, de blokken en de footer.',
    style: { outline: `1px dashed ${theme.colors.border}` },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const containerOf = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(text);

/** On a wide screen: 1280 px wide, centred, the page's gutter on both sides. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop1440' } },
  play: async ({ canvasElement, args }) => {
    const box = containerOf(canvasElement, String(args.children));
    const rect = box.getBoundingClientRect();
    await expect(rect.width).toBe(theme.layout.containerWidth);
    await expect(rect.left).toBeCloseTo((document.documentElement.clientWidth - theme.layout.containerWidth) / 2, 0);
    await expect(getComputedStyle(box).paddingLeft).toBe(px(theme.space.md));
    await expect(getComputedStyle(box).paddingRight).toBe(px(theme.space.md));
  },
};

/** On a phone it takes the full width, still with the gutter. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement, args }) => {
    const box = containerOf(canvasElement, String(args.children));
    await expect(box.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    await expect(getComputedStyle(box).paddingLeft).toBe(px(theme.space.md));
  },
};

/** The header bars' gutter: wider on the screens that show the menu button (below xl)… */
export const BarGutter: Story = {
  args: { $gutter: 'bar' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement, args }) => {
    const box = containerOf(canvasElement, String(args.children));
    await expect(getComputedStyle(box).paddingLeft).toBe(px(theme.space.lg));
  },
};

/** …and the page's gutter from xl, where it lines up with the blocks below it. */
export const BarGutterWide: Story = {
  args: { $gutter: 'bar' },
  globals: { viewport: { value: 'desktop1440' } },
  play: async ({ canvasElement, args }) => {
    const box = containerOf(canvasElement, String(args.children));
    await expect(getComputedStyle(box).paddingLeft).toBe(px(theme.space.md));
    await expect(box.getBoundingClientRect().width).toBe(theme.layout.containerWidth);
  },
};

/** Narrowed to a px width for the content (the USP list: 1070 px), the gutter on top. */
export const PixelWidth: Story = {
  args: { $width: 'usp' },
  globals: { viewport: { value: 'desktop1440' } },
  play: async ({ canvasElement, args }) => {
    const box = containerOf(canvasElement, String(args.children));
    const style = getComputedStyle(box);
    const content = box.getBoundingClientRect().width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    await expect(content).toBe(theme.layout.uspMaxWidth);
  },
};
