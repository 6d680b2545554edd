import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PACKAGE_PRICES_COPY } from '../../../src/packages/PackageCarousel';
import { PackagePrices } from '../../../src/blocks/posts/PackagePrices';
import { SLIDES_PER_VIEW } from '../../../src/packages/package-card';
import type { BlockProps } from '../../../src/blocks/types';
import type { PostsBlock } from '../../../src/blocks/posts/fragment';
import { ThemeRoot } from '../../../src/styles/ThemeRoot';
import { revealImagesInside } from '../../../src/ui/Image';
import { pageContext } from '../../../mocks/testing/blocks';
import { carouselGeometry, packagesOf, plain, priceText, pricesBlock } from '../../packages/packages-support';

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

/**
 * The block as the server's HTML has it, never hydrated: the carousel before Swiper (and without
 * JavaScript). Its image placeholders are hidden once the images have loaded, as on a page
 * (StaticIsland, Image), so the picture is the one Swiper's must equal.
 */
function ServerHtml(props: BlockProps<PostsBlock>) {
  const html = useMemo(
    () => ({
      __html: renderToString(
        <ThemeRoot>
          <PackagePrices {...props} />
        </ThemeRoot>,
      ),
    }),
    [props],
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? revealImagesInside(ref.current) : undefined), []);
  return <div ref={ref} dangerouslySetInnerHTML={html} />;
}

/**
 * The server-painted row: a CSS scroll-snap row at Swiper's slides per view and gap, scrolling
 * natively and resting at a slide's start; every card's link is a Tab stop, so the keyboard scrolls it too.
 */
const serverRow =
  (perView: number): Story['play'] =>
  async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: PACKAGE_PRICES_COPY.carousel });
    const style = getComputedStyle(row);
    await expect({
      snap: style.scrollSnapType,
      scrollbar: style.scrollbarWidth,
      align: getComputedStyle(row.querySelector('.swiper-slide')!).scrollSnapAlign,
    }).toEqual({ snap: 'x mandatory', scrollbar: 'none', align: 'start' });
    const before = carouselGeometry(row);
    await expect(before).toMatchObject({ swiper: false, overflowX: 'auto' });
    await expect(Math.abs(before.gap - 16)).toBeLessThan(0.5);
    await expect(Math.abs(before.perView - perView)).toBeLessThan(0.05);
    await expect(within(row).getAllByRole('link', { name: /^Offerte / })).toHaveLength(packagesOf('vps').length);
    // Scrolled a slide and a bit, it rests at the second slide's start.
    row.scrollTo({ left: before.step * 1.3, behavior: 'instant' });
    await waitFor(() => expect(Math.abs(row.scrollLeft - before.step)).toBeLessThan(1));
    await expect(carouselGeometry(row).firstVisible.index).toBe(1);
    // Back at the start for the screenshot, which is the Default story's picture.
    row.scrollTo({ left: 0, behavior: 'instant' });
  };

/** Before Swiper at 1280 px: 4.7 slides per view, the same picture as Default. */
export const ServerHtmlDesktop: Story = {
  render: (args) => <ServerHtml {...args} />,
  play: serverRow(SLIDES_PER_VIEW.xl),
};

/** Before Swiper at 390 px: 1.7 slides per view, the same picture as Mobile. */
export const ServerHtmlMobile: Story = {
  globals: { viewport: { value: 'mobile390' } },
  render: (args) => <ServerHtml {...args} />,
  play: serverRow(SLIDES_PER_VIEW.default),
};
