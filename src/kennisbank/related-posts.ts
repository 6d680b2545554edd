/**
 * Related posts for every post at once, for gatsby-node's createPages (pure, no Gatsby): a post
 * page's own query with `sort` would sort every post once per page, O(n² log n) — at 10,000
 * posts about 17 ms per query, minutes per build. Here the posts are sorted once and each
 * post's suggestions come from its categories' lists: O(n log n + n · categories · limit).
 */
import { comparePosts, EXCLUDED_CATEGORY_ID } from './listing/types';

export interface RelatedPostSource {
  databaseId: number;
  /** ISO 8601, as WPGraphQL answers `date`. */
  date: string;
  categoryIds: readonly number[];
}

/**
 * For each post, the databaseIds of up to `limit` other posts: those sharing a category with it
 * (category 1 does not count) newest first, then the newest others. The Post template shows
 * them from `relatedIds` in its page context.
 */
export function relatedPostIds(posts: readonly RelatedPostSource[], limit = 3): Map<number, number[]> {
  const ordered = [...posts].sort(comparePosts);
  const rank = new Map(ordered.map((post, index) => [post.databaseId, index]));
  const byCategory = new Map<number, RelatedPostSource[]>();
  for (const post of ordered) {
    for (const id of new Set(post.categoryIds)) {
      if (id === EXCLUDED_CATEGORY_ID) continue;
      const list = byCategory.get(id) ?? [];
      list.push(post);
      byCategory.set(id, list);
    }
  }
  const result = new Map<number, number[]>();
  for (const post of ordered) {
    const candidates = new Set<number>();
    // The first limit + 1 of each list hold the newest `limit` others of that category.
    for (const id of new Set(post.categoryIds)) {
      for (const other of (byCategory.get(id) ?? []).slice(0, limit + 1)) {
        if (other.databaseId !== post.databaseId) candidates.add(other.databaseId);
      }
    }
    const picked = [...candidates].sort((a, b) => rank.get(a)! - rank.get(b)!).slice(0, limit);
    for (const other of ordered.slice(0, limit + picked.length + 1)) {
      if (picked.length >= limit) break;
      if (other.databaseId !== post.databaseId && !picked.includes(other.databaseId)) picked.push(other.databaseId);
    }
    result.set(post.databaseId, picked);
  }
  return result;
}
