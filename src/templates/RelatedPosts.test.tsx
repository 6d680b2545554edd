import { render, screen, within } from '@testing-library/react';
import type { PostCardData } from '../blocks/posts/listing/types';
import { ThemeRoot } from '../styles/ThemeRoot';
import { pickRelatedPosts, RELATED_POSTS_LIMIT, RelatedPosts } from './RelatedPosts';

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
const y = card(22, '2026-11-19T10:00:00', [7]);
const z = card(23, '2026-11-18T10:00:00');
const sameDateLow = card(30, '2026-11-20T10:00:00');
const ids = (posts: readonly PostCardData[]) => posts.map((post) => post.databaseId);

describe('pickRelatedPosts', () => {
  it.each<[string, number | null, PostCardData[], PostCardData[], number[]]>([
    ['three sharing a category, newest first', 99, [c, a, d, b], [x, y, z], [11, 12, 13]],
    ['one sharing a category, then the newest others', 99, [b], [x, y, z], [12, 21, 22]],
    ['none sharing a category: the newest', 99, [], [z, y, x], [21, 22, 23]],
    ['no duplicates when the newest share a category too', 99, [x], [x, y, z], [21, 22, 23]],
    ['never the post itself', 11, [a, b], [a, x], [12, 21]],
    ['equal dates: highest databaseId first (the listing order)', 99, [], [x, sameDateLow, y], [30, 21, 22]],
    ['nothing to suggest', 99, [], [], []],
    ['only the post itself exists', 11, [a], [a], []],
    ['no current id', null, [a], [b], [11, 12]],
  ])('%s', (_name, currentId, sameCategory, newest, expected) => {
    expect(ids(pickRelatedPosts(currentId, sameCategory, newest))).toEqual(expected);
  });

  it('stops at the limit', () => {
    expect(RELATED_POSTS_LIMIT).toBe(3);
    expect(ids(pickRelatedPosts(99, [a, b, c, d], [x, y, z], 2))).toEqual([11, 12]);
  });

  it('leaves out cards without a uri', () => {
    expect(ids(pickRelatedPosts(99, [{ ...a, uri: '' }], [x]))).toEqual([21]);
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
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Post 11', 'Post 21']);
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
