import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { content, findMedia, findPage, IMG } from '../../../mocks/content/index';
import { contentExamples } from '../../../mocks/content/examples/index';
import { toGatsbyContent, toGatsbyMedia, type GatsbyMediaOptions } from '../../../mocks/content/gatsby-shape';
import { findBlock, fixtureBlockOn } from '../../../mocks/content/select';
import type { ContentBlock as FixtureContentBlock } from '../../../mocks/content/types';
import { ThemeRoot } from '../../styles/ThemeRoot';
import type { BlockProps, PageContext } from '../types';
import type { ContentBlock } from './fragment';
import { textViewOf } from './ContentImageWithText';
import { loadBlocks, registry } from '../registry';
import { resetTypeformEmbed } from './typeform';

/** The Content components as the registry has them (the rows of kinds.ts), loaded before any test renders one. */
const contentComponents = registry.Content!;
beforeAll(() => loadBlocks(registry, ['Content']));

type Styletype = keyof typeof contentComponents;
const STYLETYPES = Object.keys(contentComponents) as Styletype[];

const page: PageContext = { uri: '/testpagina/', title: 'Testpagina', featuredImage: null };

function renderBlock(block: ContentBlock, index = 1, context: PageContext = page) {
  const Component = contentComponents[block.styletype as Styletype] as ComponentType<BlockProps<ContentBlock>>;
  return render(
    <ThemeRoot>
      <Component block={block} index={index} page={context} />
    </ThemeRoot>,
  );
}

const gatsby = (block: FixtureContentBlock, options?: GatsbyMediaOptions) => toGatsbyContent(block, options);

/** Every Content block in the fixtures (pages, posts and reusable fragments). */
const fixtureBlocks = [...content.pages, ...content.posts, ...content.fragments].flatMap((owner) =>
  owner.blocks
    .filter((block): block is FixtureContentBlock => block.kind === 'Content')
    .map((block) => ({ owner: 'uri' in owner ? owner.uri : owner.title, block })),
);

afterEach(() => resetTypeformEmbed());

describe('content registry', () => {
  it('registers every content styletype of docs/behaviour/blocks.md#content-blocks', () => {
    expect(STYLETYPES.sort()).toEqual(
      [
        'content_block_with_pointers',
        'content_cta',
        'content_enclose',
        'content_image_with_pointers',
        'content_image_with_quote',
        'content_image_with_text',
        'content_title_with_text',
        'content_whitepaper',
      ].sort(),
    );
  });

  it('has a component for every Content block in the fixtures', () => {
    const unknown = fixtureBlocks.filter(({ block }) => !(block.styletype in contentComponents));
    expect(unknown).toEqual([]);
  });
});

describe.each(fixtureBlocks.map(({ owner, block }, position) => [`${owner} #${position} ${block.styletype}`, block] as const))(
  'fixture %s',
  (_name, fixture) => {
    it('renders its title as h2 further down the page and as h1 when first', () => {
      const { unmount } = renderBlock(gatsby(fixture), 3);
      if (fixture.title) expect(screen.getByRole('heading', { level: 2, name: fixture.title })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      unmount();

      renderBlock(gatsby(fixture), 0);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fixture.title || page.title);
    });

    it('renders each link as a button link and anchors the section at its sectionId', () => {
      const { container } = renderBlock(gatsby(fixture));
      for (const item of fixture.links ?? []) {
        expect(screen.getByRole('link', { name: item.link!.title })).toHaveAttribute('href', item.link!.url);
      }
      const section = container.querySelector('section')!;
      if (fixture.sectionId) expect(section).toHaveAttribute('id', fixture.sectionId);
      else expect(section).not.toHaveAttribute('id');
    });
  },
);

/** A block of the styletype with every optional field missing, as a broken WordPress entry could give it. */
function emptyBlock(styletype: string): ContentBlock {
  return gatsby({ kind: 'Content', styletype });
}

/** The same, with fields present but useless: empty strings, empty lists, broken links and images. */
function brokenBlock(styletype: string): ContentBlock {
  const block = gatsby({
    kind: 'Content',
    styletype,
    sectionId: '   ',
    label: '',
    title: '  ',
    description: '',
    pointers: ' , ,, ',
    vimeoUrl: 'https://www.youtube.com/watch?v=abc',
    typeformId: '../niet geldig',
    links: [
      { link: { url: '', title: 'Zonder adres', target: null }, theme: 'orange' },
      { link: null, theme: null },
    ],
    imageDesktop: { image: 999_999, position: 'diagonal' as never },
    imageMobile: { image: null },
    personImage: 999_998,
    icon: 999_997,
  });
  return { ...block, links: [...(block.links ?? []), null] } as ContentBlock;
}

describe.each(STYLETYPES)('%s with malformed data', (styletype) => {
  it.each([
    ['every optional field null', () => emptyBlock(styletype)],
    ['empty strings, empty pointers, broken links and images', () => brokenBlock(styletype)],
    ['unknown enum strings', () => ({ ...emptyBlock(styletype), view: 'image_top', encloseType: 'hubspot' })],
  ])('renders a section without throwing: %s', (_case, makeBlock) => {
    const { container } = renderBlock(makeBlock());
    expect(container.querySelector('section')).toBeInTheDocument();
    expect(container.querySelector('section')).not.toHaveAttribute('id');
    expect(screen.queryByRole('link', { name: 'Zonder adres' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.querySelector('img, iframe, blockquote')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('still gives the page its h1 from the page title when it is the first block without a title', () => {
    renderBlock(emptyBlock(styletype), 0);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
  });
});

describe('content_block_with_pointers', () => {
  const withVideo = contentExamples.content_block_with_pointers.default;
  const vps = findPage('/diensten/vps/')!;
  const withImage = findBlock(vps.blocks, 'Content', 'content_block_with_pointers');

  it('loads no Vimeo player until play is pressed, then plays the video privacy-friendly with an accessible title', () => {
    const { container } = renderBlock(gatsby(withVideo));
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('link', { name: `Video afspelen: ${withVideo.title}` });
    // Without JavaScript the control leads to the video on vimeo.com.
    expect(play).toHaveAttribute('href', 'https://vimeo.com/76979871');
    fireEvent.click(play);
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(frame).toHaveAttribute('title', `Video: ${withVideo.title}`);
    expect(frame).toHaveFocus();
  });

  it('uses the block image as the poster of a video', () => {
    const { container } = renderBlock(gatsby({ ...withVideo, imageDesktop: withImage.imageDesktop }));
    const play = screen.getByRole('link', { name: `Video afspelen: ${withVideo.title}` });
    expect(play.querySelector('img')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows label, description and the pointers as a list', () => {
    renderBlock(gatsby(withVideo));
    expect(screen.getByText(withVideo.label!)).toBeInTheDocument();
    expect(screen.getByText(/Overstappen klinkt als een groot project/)).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Gratis cloudscan',
      'Persoonlijk overstapplan',
      'Verhuizing buiten kantoortijd',
      'Nazorg door je eigen adviseur',
    ]);
  });

  it('shows the image when there is no video, and when the video url names no video', () => {
    const alt = findMedia(withImage.imageDesktop!.image)!.altText;
    const { unmount } = renderBlock(gatsby(withImage));
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    unmount();

    renderBlock(gatsby({ ...withImage, vimeoUrl: 'https://vimeo.com/wolkwerk' }));
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('uses the mobile image alone when there is no desktop image', () => {
    renderBlock(gatsby({ ...withImage, imageDesktop: null }, { processed: false }));
    expect(screen.getByRole('img', { name: findMedia(withImage.imageMobile!.image)!.altText })).toBeInTheDocument();
  });
});

describe('content_title_with_text', () => {
  const privacy = fixtureBlockOn('/privacyverklaring/', 'Content', 'content_title_with_text');

  it('nests the headings of its text right under its own heading', () => {
    const { unmount } = renderBlock(gatsby(privacy), 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welke gegevens verwerken we?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    unmount();

    renderBlock(gatsby(privacy), 2);
    expect(screen.getByRole('heading', { level: 2, name: 'Privacyverklaring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Welke gegevens verwerken we?' })).toBeInTheDocument();
  });
});

describe('content_image_with_quote', () => {
  const fixture = contentExamples.content_image_with_quote.default;

  it('shows the description as a quote in a figure, captioned with the person of the label', () => {
    const { container } = renderBlock(gatsby(fixture));
    const figure = screen.getByRole('figure');
    const quote = figure.querySelector('blockquote')!;
    expect(quote).toHaveTextContent(/Sinds we op de cloud werkplek van Wolkwerk werken/);
    const caption = figure.querySelector('figcaption')!;
    expect(caption).toHaveTextContent('Eva Koster');
    expect(caption).toHaveTextContent('directeur Koster Accountants');
    // The portrait is decorative next to the written name; the block image keeps its alt text.
    expect(caption.querySelector('img:not([aria-hidden="true"])')).toHaveAttribute('alt', '');
    expect(screen.getByRole('img', { name: findMedia(fixture.imageDesktop!.image)!.altText })).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('aria-labelledby', screen.getByRole('heading').id);
  });

  it('gives the portrait its alt text when there is no name beside it', () => {
    renderBlock(gatsby({ ...fixture, label: null }));
    expect(screen.getByRole('img', { name: findMedia(IMG.portraitEva)!.altText })).toBeInTheDocument();
  });
});

describe('content_image_with_text', () => {
  const fixture = contentExamples.content_image_with_text.default;

  it.each([
    ['text_left', 'text_left'],
    ['text_right', 'text_right'],
    [null, 'text_left'],
    ['image_left', 'text_left'],
  ])('view %p is laid out as %s', (view, expected) => {
    // Where the image lands is geometry: the ContentImageWithText stories measure it in Chromium.
    expect(textViewOf(view)).toBe(expected);
  });

  it('renders its title, text and image whatever the view', () => {
    renderBlock(gatsby({ ...fixture, view: null }));
    expect(screen.getByRole('heading', { level: 2, name: fixture.title! })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: findMedia(fixture.imageDesktop!.image)!.altText })).toBeInTheDocument();
  });
});

describe('content_whitepaper', () => {
  const fixture = contentExamples.content_whitepaper.default;

  it('shows cover, decorative icon, label, title, description and the download link', () => {
    const { container } = renderBlock(gatsby(fixture));
    expect(screen.getByText('Gratis whitepaper')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: fixture.title! })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: findMedia(IMG.whitepaperCover)!.altText })).toBeInTheDocument();
    expect(container.querySelectorAll('img[alt=""]:not([aria-hidden="true"])').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Download de whitepaper' })).toHaveAttribute('href', '/overstappen/#whitepaper');
  });
});

describe('content_cta', () => {
  const fixture = content.fragments
    .flatMap((fragment) => fragment.blocks)
    .find((block): block is FixtureContentBlock => block.kind === 'Content' && block.styletype === 'content_cta')!;

  it('shows title, description, buttons and the image', () => {
    renderBlock(gatsby(fixture));
    expect(screen.getByRole('heading', { level: 2, name: fixture.title! })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(fixture.links!.length);
    expect(screen.getByRole('img', { name: findMedia(fixture.imageDesktop!.image)!.altText })).toBeInTheDocument();
  });

  it('gives its buttons white text on the dark panel, whatever their theme', () => {
    renderBlock(gatsby(fixture));
    for (const link of screen.getAllByRole('link')) expect(getComputedStyle(link).color).toBe('rgb(255, 255, 255)');
  });

  it('renders in media URL mode too (no gatsby-plugin-image data)', () => {
    const { container } = renderBlock(gatsby(fixture, { processed: false }));
    const media = toGatsbyMedia(fixture.imageDesktop!.image, { processed: false })!;
    expect(container.querySelector('.gatsby-image-wrapper')).toBeNull();
    expect(screen.getByRole('img', { name: media.altText! })).toHaveAttribute('src', expect.stringContaining(media.mediaItemUrl!));
    // The blurred placeholder shows until the image has loaded.
    const placeholder = container.querySelector<HTMLElement>('img[aria-hidden="true"]')!;
    expect(placeholder).toHaveAttribute('src', media.blurBase64);
    expect(getComputedStyle(placeholder).opacity).not.toBe('0');
    expect(toGatsbyMedia(fixture.imageDesktop!.image, { processed: false })!.imageData).toBeNull();
  });
});
