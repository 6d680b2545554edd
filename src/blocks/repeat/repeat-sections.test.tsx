import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { findPage, FRAGMENT } from '../../../mocks/content/index.ts';
import { BROKEN_VARIANT_NAMES, breakBlock, repeatExamples } from '../../../mocks/content/examples/index.ts';
import { toGatsbyBlock, toGatsbyRepeat } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { FlexContent } from '../FlexContent';
import { loadBlocks } from '../registry';
import type { BlockProps, PageContext } from '../types';
import type { RepeatBlock } from './fragment';
import { repeatComponents } from './index';
import { RepeatContentWithCta, contentEntriesOf, ctaBoxOf } from './RepeatContentWithCta';
import { RepeatFaq, faqEntriesOf } from './RepeatFaq';
import { DEFAULT_SERVICE_URL, RepeatServices, serviceCardsOf } from './RepeatServices';
import { RepeatUsps, uspEntriesOf, uspViewOf } from './RepeatUsps';

const PAGE: PageContext = { uri: '/test/', title: 'Testpagina', featuredImage: null };

const home = findPage('/')!;
const vps = findPage('/diensten/vps/')!;
const about = findPage('/over-ons/')!;
const devops = findPage('/over-ons/werken-bij/devops-engineer/')!;
const workplace = findPage('/diensten/cloud-werkplek/')!;

const gatsby = toGatsbyRepeat;
const servicesFixture = repeatExamples.repeat_services.default;
const foldableFixture = findBlock(vps.blocks, 'Repeat', 'repeat_usps');
const defaultUspsFixture = repeatExamples.repeat_usps.default;
const ctaFixture = repeatExamples.repeat_content_with_cta.default;
const centredFixture = findBlock(workplace.blocks, 'Repeat', 'repeat_content_with_cta');
const untitledCtaFixture = findBlock(devops.blocks, 'Repeat', 'repeat_content_with_cta');
const faqFixture = repeatExamples.repeat_faq.default;

function renderBlock(Component: ComponentType<BlockProps<RepeatBlock>>, block: RepeatBlock, index = 1) {
  return render(
    <ThemeRoot>
      <Component block={block} index={index} page={PAGE} />
    </ThemeRoot>,
  );
}

/** A block as broken content could bring it: every field null, or lists of nulls and empty items. */
function broken(styletype: string, fields: Record<string, unknown> = {}): RepeatBlock {
  return {
    __typename: 'WpPage_Flexcontent_Flex_Repeat',
    styletype,
    sectionId: null,
    title: null,
    description: null,
    view: null,
    serviceCards: null,
    usps: null,
    content: null,
    ctaTitle: null,
    ctaImage: null,
    links: null,
    faq: null,
    ...fields,
  } as unknown as RepeatBlock;
}

const COMPONENTS = Object.entries(repeatComponents) as [string, ComponentType<BlockProps<RepeatBlock>>][];

// The registry's kinds are code-split (React.lazy): loaded first, they render in the same pass.
beforeAll(() => loadBlocks());

describe('repeat sections registry', () => {
  it('registers the four styletypes', () => {
    expect(Object.keys(repeatComponents).sort()).toEqual(['repeat_content_with_cta', 'repeat_faq', 'repeat_services', 'repeat_usps']);
  });

  it('renders every repeat block of the fixture pages through FlexContent', () => {
    for (const page of [home, vps, about, devops, workplace]) {
      const { unmount } = render(
        <ThemeRoot>
          <FlexContent
            blocks={page.blocks.map((block) => toGatsbyBlock(block))}
            page={{ uri: page.uri, title: page.title, featuredImage: null }}
          />
        </ThemeRoot>,
      );
      for (const block of page.blocks) {
        if (block.kind === 'Repeat' && block.title) expect(screen.getByRole('heading', { name: block.title })).toBeInTheDocument();
      }
      unmount();
    }
  });

  it('renders the repeat_usps of a reusable fragment', () => {
    render(
      <ThemeRoot>
        <FlexContent blocks={[toGatsbyBlock({ kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.whyWolkwerk })]} page={PAGE} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: 'Waarom kiezen voor Wolkwerk?' })).toBeInTheDocument();
  });
});

describe('RepeatServices', () => {
  it('shows the title (h1 when first), description, anchor and one card per service', () => {
    const { container } = renderBlock(RepeatServices, gatsby(servicesFixture), 0);
    expect(screen.getByRole('heading', { level: 1, name: servicesFixture.title! })).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('id', 'diensten');
    expect(screen.getByRole('region', { name: servicesFixture.title! })).toHaveTextContent('Van een enkele server');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(servicesFixture.serviceCards!.map((card) => card.title));
    for (const button of buttons) {
      expect(button.closest('h2')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
  });

  it('opens one card at a time on click (tap) and keyboard; the link defaults to /', async () => {
    const user = userEvent.setup();
    renderBlock(RepeatServices, gatsby(servicesFixture));
    const vpsCard = screen.getByRole('button', { name: 'VPS' });
    const custom = screen.getByRole('button', { name: 'Maatwerk' });
    await user.click(vpsCard);
    expect(vpsCard).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bekijk VPS' })).toHaveAttribute('href', '/diensten/vps/');
    await user.click(custom);
    expect(vpsCard).toHaveAttribute('aria-expanded', 'false');
    expect(custom).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Lees meer over Maatwerk' })).toHaveAttribute('href', DEFAULT_SERVICE_URL);
    await user.keyboard('{Enter}');
    expect(custom).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('drops empty cards and shows an untitled card open, without a button', () => {
    expect(serviceCardsOf(null)).toEqual([]);
    expect(serviceCardsOf([null, { title: ' ', text: null, image: null, link: null }])).toEqual([]);
    renderBlock(
      RepeatServices,
      broken('repeat_services', {
        serviceCards: [null, { title: null, text: '<p>Alleen tekst</p>', image: null, link: { url: null, title: null, target: null } }],
      }),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Alleen tekst')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/');
  });
});

describe('RepeatUsps', () => {
  it('reads the view: foldable, anything else default', () => {
    expect(uspViewOf('foldable')).toBe('foldable');
    expect(uspViewOf('default')).toBe('default');
    expect(uspViewOf('carousel')).toBe('default');
    expect(uspViewOf(null)).toBe('default');
  });

  it('default view: a linked item is one link named by its title; icons are decorative', () => {
    const { container } = renderBlock(RepeatUsps, gatsby(defaultUspsFixture));
    expect(container.querySelector('section')).toHaveAttribute('id', 'waarden');
    expect(screen.getAllByRole('listitem')).toHaveLength(defaultUspsFixture.usps!.length);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Veilig' })).toHaveAttribute('href', '/kennisbank/iso-27001-hercertificering/');
    expect(screen.getByRole('heading', { level: 3, name: 'Bereikbaar' })).toBeInTheDocument();
    for (const image of container.querySelectorAll('img')) expect(image).toHaveAttribute('alt', '');
  });

  it('foldable view: the first item open, one at a time, the open one closes', async () => {
    const user = userEvent.setup();
    renderBlock(RepeatUsps, gatsby(foldableFixture));
    const buttons = foldableFixture.usps!.map((usp) => screen.getByRole('button', { name: usp.title }));
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
    await user.click(buttons[0]!);
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    await user.click(buttons[2]!);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false']);
    expect(screen.getByRole('link', { name: `Lees meer over ${foldableFixture.usps![2]!.title}` })).toHaveAttribute(
      'href',
      gatsby(foldableFixture).usps![2]!.link!.uri,
    );
  });

  it('leaves out empty items, and untitled items in the foldable view', () => {
    const usps = [
      null,
      { title: null, description: '<p>Zonder titel</p>', link: { uri: '/contact/' }, icon: null },
      { title: '', description: '', link: null, icon: null },
    ] as unknown as RepeatBlock['usps'];
    expect(uspEntriesOf(usps, 'default')).toHaveLength(1);
    expect(uspEntriesOf(usps, 'foldable')).toHaveLength(0);
    renderBlock(RepeatUsps, broken('repeat_usps', { usps }));
    expect(screen.getByText('Zonder titel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/contact/');
  });
});

describe('RepeatContentWithCta', () => {
  it('shows intro, text and quote blocks beside the CTA box', () => {
    const { container } = renderBlock(RepeatContentWithCta, gatsby(ctaFixture));
    expect(container.querySelector('blockquote')).toHaveTextContent('Technologie moet je werk makkelijker maken');
    expect(screen.getByRole('heading', { level: 3, name: 'Eigen mensen, korte lijnen' })).toBeInTheDocument();
    const box = screen.getByRole('group', { name: ctaFixture.ctaTitle! });
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ctaFixture.links!.map((item) => item.link!.title));
  });

  it('centres the content without a CTA box', () => {
    renderBlock(RepeatContentWithCta, gatsby(centredFixture));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Inloggen en werken' })).toBeInTheDocument();
  });

  it('moves the text headings up to h2 in a section without a title', () => {
    renderBlock(RepeatContentWithCta, gatsby(untitledCtaFixture));
    expect(screen.getByRole('heading', { level: 2, name: 'Wat ga je doen?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: untitledCtaFixture.ctaTitle! })).toBeInTheDocument();
  });

  it('shows the box only with a title, an image and a usable link', () => {
    const block = gatsby(ctaFixture);
    expect(ctaBoxOf(block)).not.toBeNull();
    expect(ctaBoxOf({ ...block, ctaTitle: ' ' })).toBeNull();
    expect(ctaBoxOf({ ...block, ctaImage: null })).toBeNull();
    expect(ctaBoxOf({ ...block, ctaImage: { ...block.ctaImage!, mediaItemUrl: null, imageData: null } })).toBeNull();
    expect(ctaBoxOf({ ...block, links: [] })).toBeNull();
    expect(ctaBoxOf({ ...block, links: [null, { theme: 'orange', link: { url: '', title: 'Leeg', target: null } }] })).toBeNull();
    expect(ctaBoxOf({ ...block, links: [null, block.links![1]!] })?.links).toHaveLength(1);
  });

  it('shows an unknown block type as text and leaves out empty blocks', () => {
    const content = [
      null,
      { type: 'video', title: 'Onbekend', description: '<p>Als tekst</p>' },
      { type: 'quote', title: null, description: null },
      { type: null, title: null, description: '<p>Zonder type</p>' },
    ];
    expect(contentEntriesOf(content).map((entry) => entry.type)).toEqual(['text', 'text']);
  });
});

describe('RepeatFaq', () => {
  it('shows the questions as an accordion with the first answer open', () => {
    renderBlock(RepeatFaq, gatsby(faqFixture));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(faqFixture.faq!.map((item) => item.question));
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', ...Array(buttons.length - 1).fill('false')]);
    expect(screen.getByRole('region', { name: faqFixture.faq![0]!.question })).toHaveTextContent('Bij shared hosting');
  });

  it('leaves out questions without a question or an answer', () => {
    const faq = [
      null,
      { question: 'Vraag?', answer: null, answerText: null },
      { question: null, answer: '<p>Antwoord</p>', answerText: 'Antwoord' },
      { question: 'Echt?', answer: '<p>Ja.</p>', answerText: 'Ja.' },
    ];
    expect(faqEntriesOf(faq)).toEqual([{ question: 'Echt?', answer: '<p>Ja.</p>' }]);
  });

  it('nests the headings of an answer under its question', () => {
    const faq = [{ question: 'Wat kost het?', answer: '<h2>Maandelijks</h2><p>Per maand.</p>', answerText: 'Maandelijks Per maand.' }];
    renderBlock(RepeatFaq, broken('repeat_faq', { title: 'Vragen', faq }), 2);
    // Section h2, question h3, the answer's own heading h4.
    expect(screen.getByRole('heading', { level: 3, name: 'Wat kost het?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Maandelijks' })).toBeInTheDocument();
  });
});

describe('malformed repeat blocks', () => {
  /** Items whose own fields are all null, beside a title and a CTA title (not among the generic broken variants). */
  const itemsWithNullFields = {
    title: 'Sectie',
    sectionId: '  ',
    serviceCards: [{ title: null, text: null, image: null, link: null }],
    usps: [{ title: null, description: null, link: { uri: null }, icon: null }],
    content: [{ type: null, title: null, description: null }],
    faq: [{ question: null, answer: null, answerText: null }],
    ctaTitle: 'Alleen een titel',
    ctaImage: { altText: null, mediaItemUrl: null, blurBase64: null, mediaDetails: null, imageData: null },
    links: [{ theme: null, link: null }],
    view: 'foldable',
  };

  // The broken variants of the examples (mocks/content/examples), and the case above.
  const cases = COMPONENTS.flatMap(([styletype, Component]) => {
    const example = gatsby(repeatExamples[styletype as keyof typeof repeatExamples].default);
    return [
      ...BROKEN_VARIANT_NAMES.map((variant) => [styletype, variant, Component, breakBlock(example, variant)] as const),
      [styletype, 'items with null fields', Component, broken(styletype, itemsWithNullFields)] as const,
    ];
  });

  it.each(cases)('%s renders without throwing with %s', (_styletype, variant, Component, block) => {
    for (const index of [0, 1]) {
      const { container, unmount } = renderBlock(Component, block, index);
      // The first section always gives the page its h1; a later one with nothing to show renders nothing.
      if (index === 0) expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      else if (variant === 'every field null') expect(container).toBeEmptyDOMElement();
      expect(container.querySelector('[id=""]')).toBeNull();
      expect(screen.queryAllByRole('button').filter((button) => !button.textContent?.trim())).toHaveLength(0);
      expect(screen.queryAllByRole('link').filter((link) => !link.textContent?.trim())).toHaveLength(0);
      unmount();
    }
  });
});
