import { content } from '../../mocks/content/index.ts';
import { relatedPostIds, type RelatedPostSource } from './related-posts';
import { pickRelatedPosts } from './RelatedPosts';
import type { PostCardData } from '../blocks/posts/listing/types';

const post = (databaseId: number, date: string, categoryIds: number[]): RelatedPostSource => ({ databaseId, date, categoryIds });

describe('relatedPostIds', () => {
  it.each<[string, RelatedPostSource[], number, number[]]>([
    ['newest sharing a category first', [post(1, '2026-01-01', [4]), post(2, '2026-02-01', [4]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [4])], 1, [4, 2, 3]],
    ['then the newest others', [post(1, '2026-01-01', [4]), post(2, '2026-02-01', [4]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [6])], 1, [2, 4, 3]],
    ['category 1 does not relate posts', [post(1, '2026-01-01', [1]), post(2, '2026-02-01', [1]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [6])], 1, [4, 3, 2]],
    ['several categories merge without duplicates', [post(1, '2026-01-01', [4, 5]), post(2, '2026-02-01', [4, 5]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [6])], 1, [3, 2, 4]],
    ['equal dates: highest databaseId first', [post(1, '2026-01-01', [4]), post(2, '2026-02-01', [4]), post(3, '2026-02-01', [4])], 1, [3, 2]],
    ['a single post has none', [post(1, '2026-01-01', [4])], 1, []],
  ])('%s', (_name, posts, id, expected) => {
    expect(relatedPostIds(posts).get(id)).toEqual(expected);
  });

  it('agrees with pickRelatedPosts (the page queries’ rule) for every fixture post', () => {
    const sources = content.posts.map((item) => post(item.databaseId, item.date, item.categories));
    const cards = new Map<number, PostCardData>(
      content.posts.map((item) => [
        item.databaseId,
        { databaseId: item.databaseId, uri: item.uri, title: item.title, date: item.date, excerpt: '', categories: item.categories.filter((id) => id !== 1).map((id) => ({ databaseId: id, name: String(id) })), image: null },
      ]),
    );
    const related = relatedPostIds(sources);
    expect(related.size).toBe(content.posts.length);
    for (const item of content.posts) {
      const others = [...cards.values()].filter((card) => card.databaseId !== item.databaseId);
      const own = item.categories.filter((id) => id !== 1);
      const sameCategory = others.filter((card) => card.categories.some((category) => own.includes(category.databaseId)));
      expect(related.get(item.databaseId)).toEqual(pickRelatedPosts(item.databaseId, sameCategory, others).map((card) => card.databaseId));
    }
  });

  it('handles 10,000 posts quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => post(index + 1, new Date(Date.UTC(2020, 0, 1) + ((index * 7919) % 10_000) * 3_600_000).toISOString(), [2 + (index % 7), 2 + ((index * 3) % 7)]));
    const started = performance.now();
    const related = relatedPostIds(many);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect([...related.values()].every((ids) => ids.length === 3)).toBe(true);
  });
});
