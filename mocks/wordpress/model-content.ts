/**
 * The fixture content indexed for the model (model.ts): the lookups by database id and media URL
 * the resolvers make, and the id types of WPGraphQL's singular root fields (`idType: URI`, `SLUG` …)
 * as item finders.
 */
import type { Category, Content } from '../content/types.ts';
import { toDatabaseId } from './ids.ts';

export interface IdArgs {
  id: string;
  idType?: string | null;
}

/** '/a/b/' from a URI, a full URL on any host, or a path without slashes. */
export function normalizeUri(value: string): string {
  const path = value.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function byIdType<T extends { databaseId: number }>(
  items: readonly T[],
  { id, idType }: IdArgs,
  lookups: Record<string, (item: T, id: string) => boolean> = {},
): T | undefined {
  if (idType && lookups[idType]) return items.find((item) => lookups[idType]!(item, id));
  const databaseId = idType === 'DATABASE_ID' ? Number(id) : toDatabaseId(id);
  return items.find((item) => item.databaseId === databaseId);
}

// WPGraphQL orders term connections by name, ascending, unless asked otherwise
// (src/Data/Connection/TermObjectConnectionResolver.php, get_query_args): the root list and a post's categories alike.
export const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' });

/** The content's items by database id (media also by URL), the categories by name, and each category's post count. */
export function indexContent(content: Content, uploadsUrl: string) {
  const postCountByCategory = new Map<number, number>();
  for (const post of content.posts) {
    for (const id of post.categories) postCountByCategory.set(id, (postCountByCategory.get(id) ?? 0) + 1);
  }
  return {
    mediaById: new Map(content.media.map((item) => [item.databaseId, item])),
    mediaByUrl: new Map(content.media.map((item) => [`${uploadsUrl}/${item.file}`, item])),
    pageById: new Map(content.pages.map((page) => [page.databaseId, page])),
    postById: new Map(content.posts.map((post) => [post.databaseId, post])),
    packageById: new Map(content.packages.map((item) => [item.databaseId, item])),
    categoryById: new Map(content.categories.map((category) => [category.databaseId, category])),
    categoriesByName: [...content.categories].sort(byName),
    formById: new Map(content.forms.map((form) => [form.databaseId, form])),
    fragmentById: new Map(content.fragments.map((fragment) => [fragment.databaseId, fragment])),
    postCountByCategory,
  };
}

export type ContentIndex = ReturnType<typeof indexContent>;
