import { content } from '../../mocks/content/index.ts';
import { relatedPostIds, type RelatedPostSource } from './related-posts';

const post = (databaseId: number, date: string, categoryIds: number[]): RelatedPostSource => ({ databaseId, date, categoryIds });

describe('relatedPostIds', () => {
  it.each<[string, RelatedPostSource[], number, number[]]>([
    [
      'newest sharing a category first',
      [post(1, '2026-01-01', [4]), post(2, '2026-02-01', [4]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [4])],
      1,
      [4, 2, 3],
    ],
    [
      'then the newest others',
      [post(1, '2026-01-01', [4]), post(2, '2026-02-01', [4]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [6])],
      1,
      [2, 4, 3],
    ],
    [
      'category 1 does not relate posts',
      [post(1, '2026-01-01', [1]), post(2, '2026-02-01', [1]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [6])],
      1,
      [4, 3, 2],
    ],
    [
      'several categories merge without duplicates',
      [post(1, '2026-01-01', [4, 5]), post(2, '2026-02-01', [4, 5]), post(3, '2026-03-01', [5]), post(4, '2026-04-01', [6])],
      1,
      [3, 2, 4],
    ],
    [
      'equal dates: highest databaseId first',
      [post(1, '2026-01-01', [4]), post(2, '2026-02-01', [4]), post(3, '2026-02-01', [4])],
      1,
      [3, 2],
    ],
    ['a single post has none', [post(1, '2026-01-01', [4])], 1, []],
  ])('%s', (_name, posts, id, expected) => {
    expect(relatedPostIds(posts).get(id)).toEqual(expected);
  });

  it('gives every fixture post what the rule says, worked out the slow way', () => {
    const sources = content.posts.map((item) => post(item.databaseId, item.date, item.categories));
    const related = relatedPostIds(sources);
    expect(related.size).toBe(content.posts.length);
    const newestFirst = [...sources].sort((x, y) => (x.date !== y.date ? (x.date < y.date ? 1 : -1) : y.databaseId - x.databaseId));
    for (const item of sources) {
      const others = newestFirst.filter((other) => other.databaseId !== item.databaseId);
      const own = item.categoryIds.filter((id) => id !== 1);
      const sameCategory = others.filter((other) => other.categoryIds.some((id) => own.includes(id)));
      const expected = [...new Set([...sameCategory, ...others].map((other) => other.databaseId))].slice(0, 3);
      expect(related.get(item.databaseId)).toEqual(expected);
    }
  });

  it('handles 10,000 posts quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      post(index + 1, new Date(Date.UTC(2020, 0, 1) + ((index * 7919) % 10_000) * 3_600_000).toISOString(), [
        2 + (index % 7),
        2 + ((index * 3) % 7),
      ]),
    );
    const started = performance.now();
    const related = relatedPostIds(many);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect([...related.values()].every((ids) => ids.length === 3)).toBe(true);
  });
});
