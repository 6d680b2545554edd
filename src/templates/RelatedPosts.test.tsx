import { render, screen, within } from '@testing-library/react';
import type { PostCardData } from '../kennisbank/listing/types';
import { ThemeRoot } from '../styles/ThemeRoot';
import { RELATED_POSTS_LIMIT, RelatedPosts, suggestions } from './RelatedPosts';

function card(databaseId: number, date: string, categoryIds: number[] = []): PostCardData {
  return {
    databaseId,
    uri: `/kennisbank/post-${databaseId}/`,
    title: `Post ${databaseId}`,
    date,
    excerpt: '',
    categories: categoryIds.map((id) => ({ databaseId: id, name: `Categorie ${id}` })),
    image: null,
  };
}

const a = card(11, '2026-11-01T10:00:00', [4]);
const b = card(12, '2026-10-01T10:00:00', [4]);
const c = card(13, '2026-09-01T10:00:00', [4]);
const d = card(14, '2026-08-01T10:00:00', [4]);
const x = card(21, '2026-11-20T10:00:00', [7]);
const ids = (posts: readonly PostCardData[]) => posts.map((post) => post.databaseId);

describe('suggestions', () => {
  it('keeps the chosen order', () => {
    expect(ids(suggestions([c, a, x]))).toEqual([13, 11, 21]);
    expect(suggestions([])).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(RELATED_POSTS_LIMIT).toBe(3);
    expect(ids(suggestions([a, b, c, d]))).toEqual([11, 12, 13]);
    expect(ids(suggestions([a, b, c], 2))).toEqual([11, 12]);
  });

  it('leaves out cards without a uri', () => {
    expect(ids(suggestions([{ ...a, uri: '' }, x]))).toEqual([21]);
  });
});

describe('RelatedPosts', () => {
  it("is a section 'Lees ook' (h2) with a card per post, titles at h3, in a list", () => {
    render(
      <ThemeRoot>
        <RelatedPosts posts={[a, x]} />
      </ThemeRoot>,
    );
    const section = screen.getByRole('region', { name: 'Lees ook' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Lees ook' })).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: '' });
    expect([...list.children].map((item) => item.tagName)).toEqual(['LI', 'LI']);
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Post 11', 'Post 21']);
    expect(within(section).getByRole('link', { name: 'Post 21' })).toHaveAttribute('href', '/kennisbank/post-21/');
  });

  it('renders nothing without posts', () => {
    const { container } = render(
      <ThemeRoot>
        <RelatedPosts posts={[]} />
      </ThemeRoot>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
