import { fireEvent, render, screen } from '@testing-library/react';
import { findPage } from '../../mocks/content/index';
import { toGatsbyBlock } from '../../mocks/content/gatsby-shape';
import { findBlock } from '../../mocks/content/select';
import { ThemeRoot } from '../styles/ThemeRoot';
import { FlexContent, type FlexBlock } from './FlexContent';
import { loadBlocks } from './registry';
import { BlockWarningsContext } from './UnknownBlock';

const home = findPage('/')!;
const page = { uri: home.uri, title: home.title, featuredImage: null };
const banner = findBlock(home.blocks, 'Banner', 'banner_default');
const blocks = [
  { __typename: 'WpPage_Flexcontent_Flex_Carousel', fieldGroupName: 'page_Flexcontent_Flex_Carousel' },
  toGatsbyBlock(banner),
  toGatsbyBlock({ kind: 'Banner', styletype: 'banner_unknown', title: 'Nooit getoond' }),
  null,
] as unknown as FlexBlock[];

function renderBlocks(showWarnings: boolean) {
  return render(
    <ThemeRoot>
      <BlockWarningsContext.Provider value={showWarnings}>
        <FlexContent blocks={blocks} page={page} />
      </BlockWarningsContext.Provider>
    </ThemeRoot>,
  );
}

// The registry's kinds are code-split (React.lazy): loaded first, they render in the same pass.
beforeAll(() => loadBlocks());

describe('FlexContent', () => {
  it('renders known blocks through the registry; a first block it cannot render leaves the h1 to the page title', () => {
    renderBlocks(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.title);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(banner.title!);
  });

  it('gives the h1 to the first block when it can render it', () => {
    render(
      <ThemeRoot>
        <FlexContent blocks={[toGatsbyBlock(banner)] as FlexBlock[]} page={page} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(banner.title!);
  });

  it('renders nothing for unknown kinds and styletypes in production', () => {
    const { container } = renderBlocks(false);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('Nooit getoond');
  });

  it('shows a warning per unknown block in development and Storybook', () => {
    renderBlocks(true);
    const warnings = screen.getAllByRole('note');
    expect(warnings.map((warning) => warning.textContent)).toEqual([
      'Unknown block “Carousel” with styletype “none”: it is not rendered in production.',
      'Unknown block “Banner” with styletype “banner_unknown”: it is not rendered in production.',
    ]);
  });

  it('renders only the page title for a page without blocks', () => {
    render(
      <ThemeRoot>
        <FlexContent blocks={null} page={page} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.title);
    expect(screen.queryAllByRole('heading')).toHaveLength(1);
  });

  it("mounts another page's blocks afresh: a FAQ reached by a client-side navigation does not inherit the last page's open question", () => {
    const faq = (question: string) =>
      toGatsbyBlock({
        kind: 'Repeat',
        styletype: 'repeat_faq',
        faq: [
          { question: `${question} één?`, answer: '<p>Eén.</p>' },
          { question: `${question} twee?`, answer: '<p>Twee.</p>' },
        ],
      }) as FlexBlock;
    const view = (uri: string, question: string) => (
      <ThemeRoot>
        <FlexContent blocks={[faq(question)]} page={{ uri, title: question, featuredImage: null }} />
      </ThemeRoot>
    );
    const expanded = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
    const { rerender } = render(view('/eerste/', 'Eerste'));
    fireEvent.click(screen.getByRole('button', { name: 'Eerste twee?' }));
    expect(expanded()).toEqual(['false', 'true']);
    // The same template, the next page: its own first question is open, as on a first visit.
    rerender(view('/tweede/', 'Tweede'));
    expect(screen.getByRole('button', { name: 'Tweede één?' })).toHaveAttribute('aria-expanded', 'true');
    expect(expanded()).toEqual(['true', 'false']);
  });
});
