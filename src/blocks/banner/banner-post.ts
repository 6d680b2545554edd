import { textOf } from '../../lib/text';
import { HIDDEN_CATEGORY_ID } from '../../styles/constants';
import type { PostDetails } from '../types';

export interface CategoryChip {
  databaseId: number;
  name: string;
}

/**
 * The category chips of a post (docs/behaviour/kennisbank.md#post-cards): every named category except WordPress's
 * default one (databaseId HIDDEN_CATEGORY_ID), each once, in the post's order.
 */
export function categoryChips(categories: PostDetails['categories'] | null | undefined): CategoryChip[] {
  const seen = new Set<number>();
  const chips: CategoryChip[] = [];
  for (const category of Array.isArray(categories) ? categories : []) {
    const name = textOf(category?.name);
    if (!category || !name || category.databaseId === HIDDEN_CATEGORY_ID || seen.has(category.databaseId)) continue;
    seen.add(category.databaseId);
    chips.push({ databaseId: category.databaseId, name });
  }
  return chips;
}
