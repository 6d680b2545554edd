/**
 * THE fixture content: one source for the WordPress stand-in, the stories,
 * the msw handlers and the tests.
 */
import { categories } from './categories.ts';
import { forms } from './forms.ts';
import { fragments } from './fragments.ts';
import { media } from './media.ts';
import { packages } from './packages.ts';
import { pages } from './pages.ts';
import { posts } from './posts.ts';
import { settings } from './settings.ts';
import type { Content, PackageType } from './types.ts';

export type * from './types.ts';
export { PACKAGE_LEVELS } from './types.ts';
export { CATEGORY } from './categories.ts';
export { FORM } from './forms.ts';
export { FRAGMENT } from './fragments.ts';
export { IMG, LEVEL_ICON } from './media.ts';
export { PAGE, POST } from './ids.ts';
export { WORDPRESS_URL } from './helpers.ts';

export const content: Content = { settings, media, pages, posts, categories, fragments, packages, forms };

export function findMedia(databaseId: number | null | undefined) {
  return databaseId == null ? undefined : content.media.find((item) => item.databaseId === databaseId);
}

export function findPage(uri: string) {
  return content.pages.find((page) => page.uri === uri);
}

export function findPost(uri: string) {
  return content.posts.find((post) => post.uri === uri);
}

export function findForm(databaseId: number | null | undefined) {
  return databaseId == null ? undefined : content.forms.find((form) => form.databaseId === databaseId);
}

export function findFragment(databaseId: number | null | undefined) {
  return databaseId == null ? undefined : content.fragments.find((fragment) => fragment.databaseId === databaseId);
}

export function findCategory(databaseId: number | null | undefined) {
  return databaseId == null ? undefined : content.categories.find((category) => category.databaseId === databaseId);
}

/** The packages of one type, cheapest first (the order the carousel and the quotation show them). */
export function packagesOfType(type: PackageType) {
  return content.packages.filter((item) => item.info.type === type).sort((a, b) => a.info.priceFrom - b.info.priceFrom);
}
