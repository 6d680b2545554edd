import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PACKAGE_PRICES_COPY, PackagePrices } from '../../src/blocks/posts/PackagePrices';
import { pageContext } from '../../mocks/testing/blocks';
import { packagesOf, plain, priceText, pricesBlock } from './packages-support';

const vps = pricesBlock('vps');

const meta = {
  title: 'Blocks/Packages/PackagePrices',
  component: PackagePrices,
  tags: ['packages'],
  args: { block: vps, index: 1, page: pageContext('/diensten/vps/') },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PackagePrices>;

export default meta;
type Story = StoryObj<typeof meta>;

const arrows = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    previous: canvas.getByRole('button', { name: PACKAGE_PRICES_COPY.previous }),
    next: canvas.getByRole('button', { name: PACKAGE_PRICES_COPY.next }),
  };
};

/**
 * Swiper has taken over from the native scroll-snap row and measured the slides: it starts when
 * the browser is idle (at the latest after 2 s) or on the first use of the row.
 */
const swiperReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 5000 });

const titlesIn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The VPS page's carousel at desktop width, at its start: previous disabled, next enabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'VPS-pakketten' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: PACKAGE_PRICES_COPY.features })).toBeVisible();
    await expect(canvas.getByText('DDoS-bescherming')).toBeVisible();
    await expect(titlesIn(canvasElement)).toEqual(packagesOf('vps').map((item) => item.title));
    await expect(canvas.getAllByTestId('package-price').map((price) => plain(price.textContent))).toEqual(
      packagesOf('vps').map((item) => priceText(item.info.priceFrom)),
    );
    await swiperReady(canvasElement);
    const { previous, next } = arrows(canvasElement);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
  },
};

/** After one step: both arrows usable. */
export const ArrowsInTheMiddle: Story = {
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const { previous, next } = arrows(canvasElement);
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await expect(next).toBeEnabled();
  },
};

/** Moved to the end: next disabled, previous enabled; the last package is the active side. */
export const ArrowsAtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const { previous, next } = arrows(canvasElement);
    for (let step = 0; step < 10 && !next.hasAttribute('disabled'); step++) {
      await userEvent.click(next);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
    // The last card is fully in view.
    const last = canvasElement.querySelector<HTMLElement>('.swiper-slide:last-child')!.getBoundingClientRect();
    const viewport = canvasElement.querySelector<HTMLElement>('.swiper')!.getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(viewport.right + 1);
  },
};

/** Keyboard: Tab reaches the first card's 'Offerte'; the arrow keys move the carousel (Swiper's keyboard module). */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const { previous } = arrows(canvasElement);
    // Swiper's keyboard module acts while the carousel is in the window.
    canvasElement.querySelector('.swiper')!.scrollIntoView({ block: 'center' });
    const link = within(canvasElement).getByRole('link', { name: 'Offerte VPS Iron' });
    link.focus();
    await expect(link).toHaveFocus();
    // Swiper reads keyCode, which not every synthetic key event carries.
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39, bubbles: true }));
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

/** Two packages: no arrows. */
export const TwoPackages: Story = {
  args: { block: { ...vps, packages: vps.packages!.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: PACKAGE_PRICES_COPY.previous })).toBeNull();
    await expect(canvas.queryByRole('button', { name: PACKAGE_PRICES_COPY.next })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** Three packages fit at 1280 px (4.7 per view): arrows shown, both disabled. */
export const ThreePackagesThatFit: Story = {
  args: { block: { ...vps, packages: vps.packages!.slice(0, 3) } },
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const { previous, next } = arrows(canvasElement);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeDisabled();
  },
};

/** The Cloud PC page's carousel. */
export const Pc: Story = {
  args: { block: pricesBlock('pc'), page: pageContext('/diensten/cloud-pc/') },
  play: async ({ canvasElement }) => {
    await expect(titlesIn(canvasElement)).toEqual(packagesOf('pc').map((item) => item.title));
  },
};

/** The Cloud Werkplek page's carousel: office cards list their 'Ja' features. */
export const Office: Story = {
  args: { block: pricesBlock('office'), page: pageContext('/diensten/cloud-werkplek/') },
  play: async ({ canvasElement }) => {
    await expect(titlesIn(canvasElement)).toEqual(packagesOf('office').map((item) => item.title));
    await expect(within(canvasElement).getAllByRole('list', { name: 'Features' })).toHaveLength(packagesOf('office').length);
  },
};

/** Mobile: 1.7 cards per view, arrows still there. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const slide = canvasElement.querySelector<HTMLElement>('.swiper-slide')!;
    const viewport = canvasElement.querySelector<HTMLElement>('.swiper')!;
    // 1.7 per view with 16 px gaps: a slide is (width - 0.7 × 16) / 1.7 wide (Swiper's formula).
    await expect(Math.abs(slide.getBoundingClientRect().width - (viewport.clientWidth - 0.7 * 16) / 1.7)).toBeLessThan(2);
    await expect(arrows(canvasElement).previous).toBeDisabled();
  },
};

/** Desktop at 1280 px: 4.7 cards per view. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const slide = canvasElement.querySelector<HTMLElement>('.swiper-slide')!;
    const viewport = canvasElement.querySelector<HTMLElement>('.swiper')!;
    await expect(Math.abs(slide.getBoundingClientRect().width - (viewport.clientWidth - 3.7 * 16) / 4.7)).toBeLessThan(2);
  },
};

/** The first block of a page: the title is the h1. */
export const FirstBlock: Story = {
  args: { index: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'VPS-pakketten' })).toBeVisible();
  },
};
