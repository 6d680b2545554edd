import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { content, FORM, FRAGMENT, findFragment, findPage } from '../../../mocks/content/index';
import { toGatsbyBlock } from '../../../mocks/content/gatsby-shape';
import type { Block, Fragment } from '../../../mocks/content/types';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { FlexContent, type FlexBlock } from '../FlexContent';
import type { PageContext } from '../types';
import { BlockWarningsContext } from '../UnknownBlock';
import type { FragmentBlock as FragmentBlockData } from './fragment';
import { FragmentBlock, fragmentProblem } from './FragmentBlock';

const page: PageContext = { uri: '/cloudstatus/', title: 'Cloudstatus', featuredImage: null };
const OWN_FRAGMENT = 990;

/** A Fragment block on a page referring to a fragment made for the test. */
function fragmentBlock(blocks: Block[], { databaseId = OWN_FRAGMENT, title = 'Testfragment' } = {}): FragmentBlockData {
  const fragment: Fragment = { databaseId, title, slug: 'testfragment', blocks };
  return toGatsbyBlock({ kind: 'Fragment', fragment: databaseId }, 'Page', { content: { ...content, fragments: [fragment] }, processed: false }) as FragmentBlockData;
}

const banner: Block = { kind: 'Banner', styletype: 'banner_default', title: 'Cloud voor iedereen' };
const form: Block = { kind: 'Form', styletype: 'form_default', title: 'Bel mij nu terug', form: FORM.callback };

function renderWith(children: ReactNode, showWarnings: boolean) {
  return render(
    <ThemeRoot>
      <BlockWarningsContext.Provider value={showWarnings}>{children}</BlockWarningsContext.Provider>
    </ThemeRoot>,
  );
}

/** Built by hand: fragment 990 whose only block is a Fragment block referring to fragment 990 again, with its blocks. */
function cyclicFragmentBlock(): FragmentBlockData {
  const inner = { __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment', styletype: null, sectionId: null, fragment: null as unknown };
  const fragment = { databaseId: OWN_FRAGMENT, title: 'Ik bevat mezelf', flexContent: { flex: [toGatsbyBlock(banner, 'FlexFragment'), inner] } };
  inner.fragment = fragment;
  return { styletype: null, sectionId: null, fragment } as unknown as FragmentBlockData;
}

/** Fragment 990 whose second block refers to fragment 990 (id and title, as the query brings it). */
function selfIncludingFragmentBlock(): FragmentBlockData {
  const block = fragmentBlock([banner]);
  const self = { __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment', styletype: null, sectionId: null, fragment: { databaseId: OWN_FRAGMENT, title: 'Testfragment' } };
  return { ...block, fragment: { ...block.fragment!, flexContent: { flex: [...block.fragment!.flexContent!.flex!, self] } } } as unknown as FragmentBlockData;
}

describe('fragmentProblem', () => {
  const reference = { databaseId: 1, title: 'x', flexContent: { flex: [{ __typename: 'WpFlexFragment_Flexcontent_Flex_Banner' }] } } as never;
  it('accepts a top-level fragment with blocks', () => expect(fragmentProblem(reference, [])).toBeNull());
  it('names what is wrong', () => {
    expect(fragmentProblem(null, [])).toBe('missing');
    expect(fragmentProblem({ databaseId: 1, title: null }, [])).toBe('empty');
    expect(fragmentProblem({ databaseId: 1, title: null, flexContent: { flex: [null] } } as never, [])).toBe('empty');
    expect(fragmentProblem({ databaseId: 1, title: null, flexContent: null }, [])).toBe('empty');
    expect(fragmentProblem(reference, [1])).toBe('self');
    expect(fragmentProblem(reference, [2, 1])).toBe('self');
    expect(fragmentProblem(reference, [2])).toBe('nested');
  });
});

describe('FragmentBlock', () => {
  it('renders the fixture fragments that pages refer to through the registry', () => {
    const cloudstatus = findPage('/cloudstatus/')!;
    const { container } = renderWith(<FlexContent blocks={cloudstatus.blocks.map((block) => toGatsbyBlock(block)) as FlexBlock[]} page={page} />, true);
    const region = container.querySelector<HTMLElement>(`[data-fragment-id="${FRAGMENT.contactCta}"]`)!;
    expect(region).not.toBeNull();
    expect(region).not.toBeEmptyDOMElement();
    expect(region.querySelector('[data-fragment-problem]')).toBeNull();
    // The Fragment block fades in as a whole; its blocks do not fade in again inside it.
    expect(region.querySelector('[data-fade]')).toBeNull();
    expect(region.closest('[data-fade]')).not.toBeNull();
    expect(findFragment(FRAGMENT.contactCta)!.blocks).toHaveLength(1);
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
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(expect.arrayContaining(['Cloud voor iedereen', 'Bel mij nu terug']));
  });

  it('keeps the page’s h1 through FlexContent when the page starts with a fragment', () => {
    const blocks = [fragmentBlock([banner]), toGatsbyBlock(form)] as FlexBlock[];
    renderWith(<FlexContent blocks={blocks} page={page} />, false);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
  });

  describe.each([
    ['a null fragment', { styletype: null, sectionId: null, fragment: null } as FragmentBlockData, 'missing'],
    ['a fragment without blocks', fragmentBlock([]), 'empty'],
    ['a fragment without flexContent', { styletype: null, sectionId: null, fragment: { databaseId: 5, title: 'Leeg', flexContent: null } } as FragmentBlockData, 'empty'],
  ])('%s', (_name, block, problem) => {
    it('renders nothing in production', () => {
      const { container } = renderWith(<FragmentBlock block={block} index={2} page={page} />, false);
      expect(container).toBeEmptyDOMElement();
    });

    it('shows a warning in development and Storybook', () => {
      renderWith(<FragmentBlock block={block} index={2} page={page} />, true);
      expect(screen.getByRole('note')).toHaveAttribute('data-fragment-problem', problem);
      expect(screen.getByRole('note')).toHaveTextContent('it is not rendered in production');
    });

    it('leaves the page its title as h1 when it is first on the page', () => {
      renderWith(<FragmentBlock block={block} index={0} page={page} />, false);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloudstatus');
    });

    it('renders on the server', () => {
      expect(() => renderToString(<ThemeRoot><FragmentBlock block={block} index={0} page={page} /></ThemeRoot>)).not.toThrow();
    });
  });

  it('renders a self-including fragment once, without its reference to itself', () => {
    const { container } = renderWith(<FragmentBlock block={selfIncludingFragmentBlock()} index={1} page={page} />, true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
    const note = screen.getByRole('note');
    expect(note).toHaveAttribute('data-fragment-problem', 'self');
    expect(note).toHaveTextContent('Fragment “Testfragment” (990) includes itself');
    expect(container.querySelectorAll('[data-fragment-id]')).toHaveLength(1);
  });

  it('stops at a fragment object that contains itself (built by hand), in production and on the server', () => {
    const block = cyclicFragmentBlock();
    const { container } = renderWith(<FragmentBlock block={block} index={0} page={page} />, false);
    expect(container.querySelectorAll('[data-fragment-id]')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Cloud voor iedereen']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(() => renderToString(<ThemeRoot><FragmentBlock block={block} index={0} page={page} /></ThemeRoot>)).not.toThrow();
  });

  it('does not render another fragment nested inside a fragment', () => {
    const block = fragmentBlock([banner, { kind: 'Fragment', fragment: FRAGMENT.whyWolkwerk }]);
    // toGatsbyBlock looked the nested reference up in the test's own fragments: give it the fixture's id and title.
    const flex = block.fragment!.flexContent!.flex!.map((inner) =>
      inner?.__typename === 'WpFlexFragment_Flexcontent_Flex_Fragment' ? { ...inner, fragment: { databaseId: FRAGMENT.whyWolkwerk, title: 'Waarom Wolkwerk' } } : inner,
    );
    const nested = { ...block, fragment: { ...block.fragment!, flexContent: { flex } } } as FragmentBlockData;
    const { container } = renderWith(<FragmentBlock block={nested} index={1} page={page} />, true);
    expect(screen.getByRole('note')).toHaveAttribute('data-fragment-problem', 'nested');
    expect(screen.getByRole('note')).toHaveTextContent('“Waarom Wolkwerk” (901)');
    expect(container.querySelectorAll('[data-fragment-id]')).toHaveLength(1);
    expect(within(container.querySelector<HTMLElement>('[data-fragment-id]')!).getByRole('heading', { level: 2 })).toHaveTextContent('Cloud voor iedereen');
  });

  it('renders a nested fragment that is first on the page as the page title in production', () => {
    const block = fragmentBlock([{ kind: 'Fragment', fragment: OWN_FRAGMENT }]);
    renderWith(<FragmentBlock block={block} index={0} page={page} />, false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloudstatus');
  });
});
