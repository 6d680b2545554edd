/**
 * THE fixture content: one source for the WordPress stand-in, the stories,
 * the msw handlers and the tests.
 */
import { media } from './media.ts';
import { pages } from './pages.ts';
import { settings } from './settings.ts';
import type { Content } from './types.ts';

export type * from './types.ts';

export const content: Content = { settings, media, pages };

export function findMedia(databaseId: number | null | undefined) {
  return databaseId == null ? undefined : content.media.find((item) => item.databaseId === databaseId);
}

export function findPage(uri: string) {
  return content.pages.find((page) => page.uri === uri);
}
