import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { content, FORM, FRAGMENT, findFragment, findPage } from '../../../mocks/content/index';
import { toGatsbyBlock, toGatsbyFragment, toGatsbyFragmentSection } from '../../../mocks/content/gatsby-shape';
import type { Block, Fragment } from '../../../mocks/content/types';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { BlockListProvider, FlexContent, type FlexBlock } from '../FlexContent';
import { loadBlocks } from '../registry';
import type { PageContext } from '../types';
import { BlockWarningsContext } from '../UnknownBlock';
import type { FragmentBlock as FragmentBlockData } from './fragment';
import { FragmentBlock, fragmentProblem } from './FragmentBlock';

const page: PageContext = { uri: '/cloudstatus/', title: 'Cloudstatus', featuredImage: null };
const OWN_FRAGMENT = 990;

/** A Fragment block on a page referring to a fragment made for the test. */
function fragmentBlock(
  blocks: Block[],
  { databaseId = OWN_FRAGMENT, title = 'Testfragment' } = {},
): FragmentBlockData & { __typename: 'WpPage_Flexcontent_Flex_Fragment' } {
  const fragment: Fragment = { databaseId, title, slug: 'testfragment', blocks };
  return {
    __typename: 'WpPage_Flexcontent_Flex_Fragment',
    ...toGatsbyFragment(
      { kind: 'Fragment', styletype: 'default', fragment: databaseId },
      { content: { ...content, fragments: [fragment] }, processed: false },
    ),
  };
}

const banner: Block = { kind: 'Banner', styletype: 'banner_default', title: 'Cloud voor iedereen' };
const form: Block = { kind: 'Form', styletype: 'form_default', title: 'Bel mij nu terug', formId: FORM.callback };

/** Renders a Fragment block on its own, with FlexContent's list renderer (as FlexContent hands it down). */
function renderWith(children: ReactNode, showWarnings: boolean) {
  return render(
    <ThemeRoot>
      <BlockWarningsContext.Provider value={showWarnings}>
        <BlockListProvider>{children}</BlockListProvider>
      </BlockWarningsContext.Provider>
    </ThemeRoot>,
  );
}

/** Elements between `element` and the document that are see-through (a fade-in waiting to start). */
function hiddenAncestors(element: HTMLElement) {
  const hidden: HTMLElement[] = [];
  for (let current = element.parentElement; current; current = current.parentElement) {
    if (getComputedStyle(current).opacity === '0') hidden.push(current);
  }
  return hidden;
}

/** Every fade-in finds itself below the fold and waits there (no IntersectionObserver ever reports). */
function everythingBelowTheFold() {
  class NeverIntersecting {
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: NeverIntersecting });
  const rect = jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top: 10_000, bottom: 10_100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 10_000, toJSON: () => ({}) });
  return () => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    rect.mockRestore();
  };
}

/** Built by hand: fragment 990 whose only block is a Fragment block referring to fragment 990 again, with its blocks. */
function cyclicFragmentBlock(): FragmentBlockData {
  const inner = { __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment', styletype: null, sectionId: null, fragment: null as unknown };
  const fragment = { databaseId: OWN_FRAGMENT, title: 'Ik bevat mezelf', flexContent: { flex: [toGatsbyFragmentSection(banner), inner] } };
  inner.fragment = fragment;
  return { styletype: null, sectionId: null, fragment } as unknown as FragmentBlockData;
}

/** Fragment 990 whose second block refers to fragment 990 (id and title, as the query brings it). */
function selfIncludingFragmentBlock(): FragmentBlockData {
  const block = fragmentBlock([banner]);
  const self = {
    __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment',
    styletype: null,
    sectionId: null,
    fragment: { databaseId: OWN_FRAGMENT, title: 'Testfragment' },
  } as const;
  return { ...block, fragment: { ...block.fragment!, flexContent: { flex: [...block.fragment!.flexContent!.flex!, self] } } };
}

// The registry's kinds are code-split (React.lazy): loaded first, they render in the same pass.
beforeAll(() => loadBlocks());

describe('fragmentProblem', () => {
  type Reference = Parameters<typeof fragmentProblem>[0];
  const reference: Reference = fragmentBlock([banner]).fragment;
  const id = OWN_FRAGMENT;
  it('accepts a top-level fragment with blocks', () => expect(fragmentProblem(reference, [])).toBeNull());
  it('names what is wrong', () => {
    expect(fragmentProblem(null, [])).toBe('missing');
    expect(fragmentProblem({ databaseId: 1, title: null }, [])).toBe('empty');
    expect(fragmentProblem({ databaseId: 1, title: null, flexContent: { flex: [null] } }, [])).toBe('empty');
    expect(fragmentProblem({ databaseId: 1, title: null, flexContent: null }, [])).toBe('empty');
    expect(fragmentProblem(reference, [id])).toBe('self');
    expect(fragmentProblem(reference, [2, id])).toBe('self');
    expect(fragmentProblem(reference, [2])).toBe('nested');
  });
});

describe('FragmentBlock', () => {
  it('renders the fixture fragments that pages refer to through the registry, fading in as one block', () => {
    const restore = everythingBelowTheFold();
    try {
      const cloudstatus = findPage('/cloudstatus/')!;
      renderWith(<FlexContent blocks={cloudstatus.blocks.map((block) => toGatsbyBlock(block)) as FlexBlock[]} page={page} />, true);
      const fragment = findFragment(FRAGMENT.contactCta)!;
      expect(fragment.blocks).toHaveLength(1);
      const first = fragment.blocks[0]!;
      const title = 'title' in first ? first.title! : '';
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      // The Fragment block fades in as a whole; its blocks do not fade in again inside it.
      expect(hiddenAncestors(heading)).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('gives the fragment’s first block the h1 only when the Fragment block is first on the page', () => {
    renderWith(<FragmentBlock block={fragmentBlock([banner, form])} index={0} page={page} />, false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloud voor iedereen');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain('Bel mij nu terug');
  });

  it('uses h2 for every block of a fragment further down the page', () => {
    renderWith(<FragmentBlock block={fragmentBlock([banner, form])} index={3} page={page} />, false);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Cloud voor iedereen', 'Bel mij nu terug']),
    );
  });

  it('keeps the page’s h1 through FlexContent when the page starts with a fragment', () => {
    const blocks = [fragmentBlock([banner]), toGatsbyBlock(form)] as FlexBlock[];
    renderWith(<FlexContent blocks={blocks} page={page} />, false);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
  });

  describe.each([
    ['a null fragment', { styletype: null, sectionId: null, fragment: null } as FragmentBlockData, 'Fragment block refers to no fragment'],
    ['a fragment without blocks', fragmentBlock([]), 'Fragment “Testfragment” (990) has no blocks'],
    [
      'a fragment without flexContent',
      { styletype: null, sectionId: null, fragment: { databaseId: 5, title: 'Leeg', flexContent: null } } as FragmentBlockData,
      'Fragment “Leeg” (5) has no blocks',
    ],
  ])('%s', (_name, block, problem) => {
    it('renders nothing in production', () => {
      const { container } = renderWith(<FragmentBlock block={block} index={2} page={page} />, false);
      expect(container).toBeEmptyDOMElement();
    });

    it('shows a warning in development and Storybook', () => {
      renderWith(<FragmentBlock block={block} index={2} page={page} />, true);
      expect(screen.getByRole('note')).toHaveTextContent(`${problem}: it is not rendered in production.`);
    });

    it('leaves the page its title as h1 when it is first on the page', () => {
      renderWith(<FragmentBlock block={block} index={0} page={page} />, false);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloudstatus');
    });

    it('renders on the server', () => {
      const html = renderToString(
        <ThemeRoot>
          <BlockListProvider>
            <FragmentBlock block={block} index={0} page={page} />
          </BlockListProvider>
        </ThemeRoot>,
      );
      expect(html).toContain('Cloudstatus</h1>');
    });
  });

  it('renders a self-including fragment once, without its reference to itself', () => {
    renderWith(<FragmentBlock block={selfIncludingFragmentBlock()} index={1} page={page} />, true);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Fragment “Testfragment” (990) includes itself: it is not rendered in production.',
    ]);
  });

  it('stops at a fragment object that contains itself (built by hand), in production and on the server', () => {
    const block = cyclicFragmentBlock();
    renderWith(<FragmentBlock block={block} index={0} page={page} />, false);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloud voor iedereen');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const html = renderToString(
      <ThemeRoot>
        <BlockListProvider>
          <FragmentBlock block={block} index={0} page={page} />
        </BlockListProvider>
      </ThemeRoot>,
    );
    expect(html.match(/Cloud voor iedereen/g)).toHaveLength(1);
  });

  it('does not render another fragment nested inside a fragment', () => {
    const block = fragmentBlock([banner, { kind: 'Fragment', styletype: 'default', fragment: FRAGMENT.whyWolkwerk }]);
    // toGatsbyBlock looked the nested reference up in the test's own fragments: give it the fixture's id and title.
    const flex = block.fragment!.flexContent!.flex!.map((inner) =>
      inner?.__typename === 'WpFlexFragment_Flexcontent_Flex_Fragment'
        ? { ...inner, fragment: { databaseId: FRAGMENT.whyWolkwerk, title: 'Waarom Wolkwerk' } }
        : inner,
    );
    const nested = { ...block, fragment: { ...block.fragment!, flexContent: { flex } } } as FragmentBlockData;
    renderWith(<FragmentBlock block={nested} index={1} page={page} />, true);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Fragment “Waarom Wolkwerk” (901) sits inside another fragment; fragments do not nest: it is not rendered in production.',
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
  });

  it('says so when rendered outside FlexContent, which hands it the list renderer', () => {
    render(
      <ThemeRoot>
        <BlockWarningsContext.Provider value={true}>
          <FragmentBlock block={fragmentBlock([banner])} index={1} page={page} />
        </BlockWarningsContext.Provider>
      </ThemeRoot>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Fragment block rendered outside FlexContent: it is not rendered in production.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders a nested fragment that is first on the page as the page title in production', () => {
    const block = fragmentBlock([{ kind: 'Fragment', styletype: 'default', fragment: OWN_FRAGMENT }]);
    renderWith(<FragmentBlock block={block} index={0} page={page} />, false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloudstatus');
  });
});
