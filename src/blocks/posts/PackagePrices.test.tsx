import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { packagesOfType, toGatsbyPosts } from '../../../mocks/content/gatsby-shape.ts';
import { findPage } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { resolveBlock } from '../registry';
import type { PageContext } from '../types';
import type { PostsBlock } from './fragment';
import { PACKAGE_PRICES_COPY } from '../../packages/PackageCarousel';
import { PackagePrices } from './PackagePrices';
import * as swiperLoader from '../../packages/swiper-loader';

const PAGE: PageContext = {
  uri: '/diensten/vps/',
  title: 'VPS',
  featuredImage: null,
};
const blockOn = (uri: string) => toGatsbyPosts(findBlock(findPage(uri)!.blocks, 'Posts', 'posts_package_prices'), { processed: false });
const vps = blockOn('/diensten/vps/');
const office = blockOn('/diensten/cloud-werkplek/');

function renderPrices(block: PostsBlock, index = 1) {
  return render(
    <ThemeRoot>
      <PackagePrices block={block} index={index} page={PAGE} />
    </ThemeRoot>,
  );
}

/** Intl's no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('PackagePrices', () => {
  it('shows the title, the included features as a list and a card per package of the type, cheapest first', () => {
    renderPrices(vps);
    const section = screen.getByRole('region', { name: 'VPS-pakketten' });
    expect(within(section).getByRole('heading', { level: 2, name: 'VPS-pakketten' })).toBeInTheDocument();
    const featuresHeading = within(section).getByRole('heading', {
      level: 3,
      name: PACKAGE_PRICES_COPY.features,
    });
    const featureItems = within(featuresHeading.nextElementSibling as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(featureItems).toEqual([
      'Nederlands datacenter',
      'NVMe-opslag',
      'Dagelijkse back-up',
      'DDoS-bescherming',
      'Root- of beheerderstoegang',
      '24/7 monitoring',
    ]);
    const expected = packagesOfType('vps');
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(expected.map((item) => item.title));
    expect(cards.map((card) => plain(within(card).getByTestId('package-price').textContent))).toEqual(
      expected.map((item) => `vanaf€ ${item.info.priceFrom.toFixed(2).replace('.', ',')}/mndper maand`),
    );
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Offerte VPS Iron' })).toHaveAttribute('href', '/offerte-aanvragen/?Pakket=VPS%20Iron');
    expect(within(first).getByRole('list', { name: 'Specificaties' }).textContent).toBe('1 vCPU2 GB RAM40 GB NVMe');
  });

  it('names each slide as a group ("1 van 7") in a carousel region named Pakketten', () => {
    renderPrices(vps);
    expect(screen.getByRole('region', { name: PACKAGE_PRICES_COPY.carousel })).toHaveAttribute('aria-roledescription', 'carrousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(
      groups.map((_, position) => `${position + 1} van ${groups.length}`),
    );
  });

  it('has arrows as buttons for more than 2 packages, previous disabled at the start', async () => {
    renderPrices(vps);
    const previous = screen.getByRole('button', {
      name: PACKAGE_PRICES_COPY.previous,
    });
    const next = screen.getByRole('button', { name: PACKAGE_PRICES_COPY.next });
    expect(previous).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
  });

  it("starts Swiper at the slide an arrow is scrolling the row to, though the row's scroll has not begun", async () => {
    // Swiper as a stand-in that records where it starts (the real one needs a layout jsdom lacks).
    const startedAt: number[] = [];
    class RecordingSwiper {
      isBeginning = false;
      isEnd = false;
      constructor(_element: HTMLElement, options: { initialSlide: number }) {
        startedAt.push(options.initialSlide);
      }
      on() {}
      destroy() {}
    }
    // The stand-in has only what startSwiper uses of Swiper and its modules, hence the cast.
    const load = jest
      .spyOn(swiperLoader, 'loadSwiper')
      .mockResolvedValue([{ default: RecordingSwiper }, { A11y: {}, Keyboard: {} }] as unknown as swiperLoader.SwiperModules);
    try {
      const { container } = renderPrices(vps);
      // A row 400 px wide of slides 200 px apart, 600 px to scroll: snaps at 0, 200, 400, 600.
      const row = container.querySelector<HTMLElement>('.swiper')!;
      Object.defineProperties(row, { scrollWidth: { value: 1000 }, clientWidth: { value: 400 } });
      container.querySelectorAll('.swiper-slide').forEach((slide, index) => {
        Object.defineProperty(slide, 'offsetLeft', { value: index * 200 });
      });
      // The scroll's frames have not come (a busy main thread): no scroll event, scrollLeft still 0.
      row.scrollTo = jest.fn();
      screen.getByRole('button', { name: PACKAGE_PRICES_COPY.next }).click();
      expect(row.scrollTo).toHaveBeenCalledWith({ left: 200 });
      await waitFor(() => expect(startedAt).toEqual([1]));
    } finally {
      load.mockRestore();
    }
  });

  it.each([0, 1, 2])('has no arrows with %p packages', (count) => {
    const { unmount } = renderPrices({ ...vps, packages: vps.packages!.slice(0, count) }, 0);
    expect(screen.queryByRole('button', { name: PACKAGE_PRICES_COPY.previous })).toBeNull();
    expect(screen.queryByRole('button', { name: PACKAGE_PRICES_COPY.next })).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(count);
    unmount();
  });

  it('sorts the packages itself too', () => {
    renderPrices({ ...vps, packages: [...vps.packages!].reverse() });
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)[0]).toBe('VPS Iron');
  });

  it("lists an office package's 'Ja' feature flags", () => {
    renderPrices(office);
    const bronze = screen.getAllByRole('article')[0]!;
    expect(within(bronze).getByRole('heading').textContent).toBe('Cloud Werkplek Bronze');
    expect(
      within(within(bronze).getByRole('list', { name: 'Features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flexibel uit te breiden', 'ISO/NEN-gecertificeerde Nederlandse datacenters']);
  });

  it('renders nothing without packages, unless it is the first block (then its h1 stays)', () => {
    const { container, unmount } = renderPrices({ ...vps, packages: [] });
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderPrices({ ...vps, packages: null }, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'VPS-pakketten' })).toBeInTheDocument();
  });
});

describe('posts_package_prices in the registry', () => {
  it('is a lazily loaded component that renders the carousel once loaded', async () => {
    const { Component } = resolveBlock({
      __typename: 'WpPage_Flexcontent_Flex_Posts',
      styletype: 'posts_package_prices',
    });
    expect(Component).toBeDefined();
    expect(Component).not.toBe(PackagePrices);
    const Lazy = Component!;
    render(
      <ThemeRoot>
        <Suspense fallback={<p>laden</p>}>
          <Lazy block={vps} index={1} page={PAGE} />
        </Suspense>
      </ThemeRoot>,
    );
    expect(await screen.findByRole('region', { name: 'VPS-pakketten' })).toBeInTheDocument();
    // Server-rendered once loaded: the cards are in the HTML.
    expect(
      renderToString(
        <ThemeRoot>
          <Lazy block={vps} index={1} page={PAGE} />
        </ThemeRoot>,
      ),
    ).toContain('VPS Iron');
  });
});
