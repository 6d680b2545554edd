import { render, screen, within } from '@testing-library/react';
import { newestPosts, toGatsbyPosts } from '../../../mocks/content/gatsby-shape.ts';
import { findPage } from '../../../mocks/content/index.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { loadBlocks, resolveBlock } from '../registry';
import type { PageContext } from '../types';
import type { PostsBlock } from './fragment';
import { NO_POSTS_YET, PostsLatest } from './PostsLatest';

const home = findPage('/')!;
const block = toGatsbyPosts(findBlock(home.blocks, 'Posts', 'posts_latest'), { processed: false });
const PAGE: PageContext = { uri: '/', title: 'Home', featuredImage: null };
const posts = newestPosts();

function renderLatest(latest: PostsBlock, index = 1) {
  return render(
    <ThemeRoot>
      <PostsLatest block={latest} index={index} page={PAGE} />
    </ThemeRoot>,
  );
}

describe('PostsLatest', () => {
  it('shows the newest posts as cards under the block heading, with its buttons', () => {
    renderLatest(block);
    const section = screen.getByRole('region', { name: 'Nieuw in de kennisbank' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(posts.slice(0, 3).map((post) => post.title));
    expect(within(section).getByText('Kennisbank')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Alle artikelen' })).toHaveAttribute('href', '/kennisbank/');
    // Category 1 is never a chip.
    expect(screen.queryByText('Geen categorie')).toBeNull();
  });

  it('renders nothing without posts, unless it is the first block (then its h1 stays)', () => {
    const { container, unmount } = renderLatest({ ...block, latestPosts: [] });
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderLatest({ ...block, latestPosts: null }, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuw in de kennisbank' })).toBeInTheDocument();
    expect(screen.getByText(NO_POSTS_YET)).toBeInTheDocument();
  });

  it('leaves out posts without a uri', () => {
    renderLatest({ ...block, latestPosts: [...block.latestPosts!.slice(0, 1), null, { ...block.latestPosts![1]!, uri: null }] });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('the Posts kind in the registry', () => {
  it('renders posts_latest (code-split: loaded, it renders what PostsLatest renders)', async () => {
    await loadBlocks(undefined, ['Posts']);
    const { Component } = resolveBlock({ __typename: 'WpPage_Flexcontent_Flex_Posts', styletype: 'posts_latest' });
    expect(Component).not.toBe(PostsLatest);
    const { container: fromRegistry } = render(<ThemeRoot>{Component && <Component block={block} index={1} page={PAGE} />}</ThemeRoot>);
    const { container: direct } = renderLatest(block);
    // The same markup, but for the ids useId gives each render.
    const withoutIds = (html: string) => html.replace(/:r[0-9a-z]+:/g, ':id:');
    expect(withoutIds(fromRegistry.innerHTML)).toBe(withoutIds(direct.innerHTML));
    expect(screen.getAllByRole('region', { name: 'Nieuw in de kennisbank' })).toHaveLength(2);
  });

  // posts_blog and posts_package_quotation: rendered through the registry in PostsBlog.test.tsx and PackageQuotation.test.tsx.

  it.each(['posts_unknown'])('leaves %s unknown', (styletype) => {
    expect(resolveBlock({ __typename: 'WpPage_Flexcontent_Flex_Posts', styletype }).Component).toBeUndefined();
  });
});
