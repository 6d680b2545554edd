import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CATEGORY, findCategory, findPage, findPost, WORDPRESS_URL } from '../../../mocks/content/index';
import { bannerExamples } from '../../../mocks/content/examples/index';
import { toGatsbyBanner, toGatsbyMedia } from '../../../mocks/content/gatsby-shape';
import type { Post } from '../../../mocks/content/types';
import { ThemeRoot } from '../../styles/ThemeRoot';
import type { BlockProps, PageContext } from '../types';
import { BannerDefault } from './BannerDefault';
import { BannerLanding } from './BannerLanding';
import { BannerPost } from './BannerPost';
import { BannerService } from './BannerService';
import type { BannerBlock } from './fragment';
import { bannerComponents } from './index';

type Banner = ComponentType<BlockProps<BannerBlock>>;

function renderBanner(Component: Banner, block: BannerBlock, page: PageContext, index = 0) {
  return render(
    <ThemeRoot>
      <Component block={block} index={index} page={page} />
    </ThemeRoot>,
  );
}

function postContext(post: Post): PageContext {
  return {
    uri: post.uri,
    title: post.title,
    featuredImage: toGatsbyMedia(post.featuredImage, { processed: false }),
    post: {
      date: post.date,
      author: post.author,
      categories: post.categories.map((id) => ({ databaseId: id, name: findCategory(id)?.name ?? null })),
    },
  };
}

const emptyPage: PageContext = { uri: '/leeg/', title: '', featuredImage: null };

/** How a service tile's (decorative) picture looks: highlighted by an outline, dimmed, or plain. */
function lookOf(link: HTMLElement) {
  const style = getComputedStyle(link.querySelector<HTMLElement>('[aria-hidden="true"]')!);
  if (Number(style.opacity) < 1) return 'dimmed';
  return style.outline.includes('transparent') ? 'plain' : 'highlighted';
}

describe('bannerComponents', () => {
  it('registers the four banners of docs/behaviour/blocks.md#banners by styletype', () => {
    expect(bannerComponents).toEqual({
      banner_default: BannerDefault,
      banner_landing: BannerLanding,
      banner_post: BannerPost,
      banner_service: BannerService,
    });
  });
});

describe('BannerLanding', () => {
  const page = findPage('/cloudstatus/')!;
  const fixture = bannerExamples.banner_landing.default;
  const block = toGatsbyBanner(fixture);

  it('renders the title as h1 when first, the description and the buttons', () => {
    renderBanner(BannerLanding, block, { uri: page.uri, title: page.title });
    expect(screen.getByRole('heading', { level: 1, name: fixture.title! })).toBeInTheDocument();
    expect(screen.getByText(/Beantwoord twaalf korte vragen/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(fixture.links!.map((item) => item.link!.title));
  });

  it('renders an h2 further down the page', () => {
    renderBanner(BannerLanding, block, { uri: page.uri, title: page.title }, 3);
    expect(screen.getByRole('heading', { level: 2, name: fixture.title! })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('hides the flip icons from assistive technology', () => {
    const { container } = renderBanner(BannerLanding, block, { uri: page.uri, title: page.title });
    // Four tiles, a picture on each face; every one of them inside a part hidden from assistive technology.
    const pictures = [...container.querySelectorAll('svg')];
    expect(pictures).toHaveLength(8);
    for (const picture of pictures) expect(picture.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('BannerPost', () => {
  const post = findPost('/kennisbank/wat-is-een-vps/')!;
  const block = toGatsbyBanner(bannerExamples.banner_post.default);

  it('shows the category chips without category 1, the title, the Dutch date and the author', () => {
    expect(post.categories).toContain(CATEGORY.none);
    renderBanner(BannerPost, block, postContext(post));
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const chips = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Cloud servers']);
    expect(screen.queryByText('Geen categorie')).not.toBeInTheDocument();
    const time = screen.getByText('14 januari 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', post.date);
    expect(screen.getByText(post.author)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /.+/ })).toBeInTheDocument();
  });

  it('prefers a title set on the block', () => {
    renderBanner(BannerPost, { ...block, title: 'Eigen titel' }, postContext(post));
    expect(screen.getByRole('heading', { level: 1, name: 'Eigen titel' })).toBeInTheDocument();
  });

  it('shows no date for an invalid one, and no chip list when only category 1 is left', () => {
    const context = postContext(post);
    renderBanner(BannerPost, block, {
      ...context,
      post: { date: 'morgen', author: 'Mark Jansen', categories: [{ databaseId: 1, name: 'Geen categorie' }] },
    });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    expect(screen.getByText('Mark Jansen')).toBeInTheDocument();
  });
});

describe('BannerService', () => {
  const vpsPage = findPage('/diensten/vps/')!;
  const fixture = bannerExamples.banner_service.default;
  const block = toGatsbyBanner(fixture, { processed: false });

  it('links each service image to its page by name and marks the current one', () => {
    renderBanner(BannerService, block, { uri: vpsPage.uri, title: vpsPage.title });
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    ['VPS', 'Cloud PC', 'Cloud werkplek'].forEach((name, position) => expect(links[position]).toHaveAccessibleName(name));
    expect(within(list).getByRole('link', { name: 'VPS' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Cloud PC' })).not.toHaveAttribute('aria-current');
    expect(within(list).getAllByRole('link').map(lookOf)).toEqual(['highlighted', 'dimmed', 'dimmed']);
  });

  it('dims nothing on a page that is none of the services', () => {
    renderBanner(BannerService, block, { uri: '/diensten/', title: 'Diensten' });
    const list = screen.getByRole('list');
    expect(within(list).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link').map(lookOf)).toEqual(['plain', 'plain', 'plain']);
  });

  it('highlights by path when the links are absolute WordPress urls', () => {
    const absolute = {
      ...block,
      services: block.services!.map((service) => ({
        ...service!,
        link: { ...service!.link!, url: `${WORDPRESS_URL}${service!.link!.url}` },
      })),
    };
    renderBanner(BannerService, absolute, { uri: '/diensten/cloud-werkplek/', title: 'Cloud werkplek' });
    expect(screen.getByRole('link', { name: 'Cloud werkplek' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cloud werkplek' })).toHaveAttribute('href', `${WORDPRESS_URL}/diensten/cloud-werkplek/`);
  });

  it('shows a service without a link as an image with its name, not as a link', () => {
    const unlinked = { ...block, links: null, services: [{ ...block.services![0]!, link: null }] };
    renderBanner(BannerService, unlinked, { uri: '/', title: 'Home' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('VPS')).toBeInTheDocument();
  });
});

/** Blocks as broken as WordPress can serve them: every optional field null, empty or malformed. */
const malformedBlocks: [string, BannerBlock][] = [
  ['all fields null', toGatsbyBanner({ kind: 'Banner', styletype: 'banner_default' })],
  [
    'empty strings and broken lists',
    {
      styletype: 'banner_service',
      sectionId: '',
      label: '   ',
      title: '  ',
      description: '  ',
      links: [
        null,
        { theme: 'orange', link: null },
        { theme: null, link: { url: null, title: null, target: null } },
        { theme: 'x', link: { url: '/a/', title: '  ', target: null } },
      ],
      services: [
        null,
        { title: null, sortNumber: null, link: null, image: null },
        {
          title: 'Zonder beeld',
          sortNumber: 1,
          link: { url: '/vps/', title: 'VPS', target: null },
          image: { altText: null, mediaItemUrl: null, blurBase64: null, mediaDetails: null, imageData: null },
        },
      ],
    } as unknown as BannerBlock,
  ],
  [
    'an unknown styletype and empty lists',
    { ...toGatsbyBanner({ kind: 'Banner', styletype: 'banner_carousel' }), links: [], services: [] },
  ],
];

const malformedPages: [string, PageContext][] = [
  ['an empty page', emptyPage],
  ['a page with an empty featured image', { uri: '', title: '', featuredImage: { mediaItemUrl: null }, post: null }],
  [
    'a post with nothing known',
    { uri: '/kennisbank/x/', title: '', featuredImage: null, post: { date: null, author: null, categories: [] } },
  ],
  [
    'a post with malformed details',
    {
      uri: '/kennisbank/x/',
      title: 'Titel',
      post: {
        date: '31-02-2026',
        author: '',
        categories: [
          { databaseId: 1, name: 'Geen categorie' },
          { databaseId: 9, name: null },
        ],
      },
    },
  ],
];

describe.each(Object.entries(bannerComponents))('%s with malformed data', (_styletype, Component) => {
  it.each(
    malformedBlocks.flatMap(([blockCase, block]) =>
      malformedPages.map(([pageCase, page]) => [`${blockCase} on ${pageCase}`, block, page] as const),
    ),
  )('renders without throwing: %s', (_case, block, page) => {
    expect(() =>
      renderToString(
        <ThemeRoot>
          <Component block={block} index={0} page={page} />
        </ThemeRoot>,
      ),
    ).not.toThrow();
    const { container } = renderBanner(Component, block, page);
    // Nothing empty is announced: no empty heading, no link without a name, no image without alt.
    for (const heading of container.querySelectorAll('h1, h2')) expect(heading.textContent?.trim()).not.toBe('');
    for (const link of container.querySelectorAll('a')) expect(link).toHaveAccessibleName();
    for (const image of container.querySelectorAll('img')) expect(image).toHaveAttribute('alt');
    expect(container.querySelectorAll('ul:empty')).toHaveLength(0);
  });

  it('falls back to the page title when the block has none', () => {
    renderBanner(Component, malformedBlocks[0]![1], { uri: '/over-ons/', title: 'Over ons', featuredImage: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Over ons' })).toBeInTheDocument();
  });
});

describe.each(Object.entries(bannerComponents))('%s heading level', (styletype, Component) => {
  const block = toGatsbyBanner({ kind: 'Banner', styletype, title: 'Koptekst' });

  it('is an h1 for the first block and an h2 for any later one', () => {
    const { unmount } = renderBanner(Component, block, emptyPage, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Koptekst' })).toBeInTheDocument();
    unmount();
    renderBanner(Component, block, emptyPage, 2);
    expect(screen.getByRole('heading', { level: 2, name: 'Koptekst' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('names its section by its title', () => {
    renderBanner(Component, block, emptyPage, 0);
    expect(screen.getByRole('region', { name: 'Koptekst' })).toBeInTheDocument();
  });
});

describe('dark banners', () => {
  const links = [
    { theme: 'orange_outlined', link: { url: '/contact/', title: 'Contact', target: null } },
    { theme: 'orange', link: { url: '/offerte-aanvragen/', title: 'Offerte', target: null } },
  ];

  it.each([
    ['banner_landing', BannerLanding],
    ['banner_service', BannerService],
  ] as const)('%s gives its buttons white text on the dark panel (orange outlined too)', (styletype, Component) => {
    const block = { ...toGatsbyBanner({ kind: 'Banner', styletype, title: 'Donker' }), links } as BannerBlock;
    renderBanner(Component, block, emptyPage);
    for (const name of ['Contact', 'Offerte'])
      expect(getComputedStyle(screen.getByRole('link', { name })).color).toBe('rgb(255, 255, 255)');
  });

  it('banner_default keeps its orange outlined button orange on the light surface', () => {
    const block = { ...toGatsbyBanner({ kind: 'Banner', styletype: 'banner_default', title: 'Licht' }), links } as BannerBlock;
    renderBanner(BannerDefault, block, emptyPage);
    expect(getComputedStyle(screen.getByRole('link', { name: 'Contact' })).color).toBe('rgb(194, 65, 12)');
  });
});

describe.each(Object.entries(bannerComponents))('%s section', (styletype, Component) => {
  it('is anchored at its sectionId', () => {
    const block = toGatsbyBanner({ kind: 'Banner', styletype, title: 'Anker', sectionId: 'start' });
    const { container } = renderBanner(Component, block, emptyPage, 1);
    expect(container.querySelector('section')).toHaveAttribute('id', 'start');
  });

  it('shows no heading further down without a title of its own (the page title is the h1 elsewhere)', () => {
    const block = toGatsbyBanner({ kind: 'Banner', styletype });
    renderBanner(Component, block, { uri: '/over-ons/', title: 'Over ons', featuredImage: null }, 2);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
