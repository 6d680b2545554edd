/**
 * Shared by the banner stories: page contexts built from the fixtures the way the Page and
 * Post templates build them, and checks of what a visitor sees on a small screen.
 */
import { expect } from 'storybook/test';
import { findCategory, findPage, findPost } from '../../../mocks/content/index.ts';
import { toGatsbyMedia } from '../../../mocks/content/gatsby-shape.ts';
import type { Post } from '../../../mocks/content/types.ts';
import type { PageContext } from '../../../src/blocks/types';

/** A fixture page by uri; a story without its fixture is a broken story, so it says so. */
export function fixturePage(uri: string) {
  const page = findPage(uri);
  if (!page) throw new Error(`mocks/content: no page ${uri}`);
  return page;
}

export function fixturePost(uri: string) {
  const post = findPost(uri);
  if (!post) throw new Error(`mocks/content: no post ${uri}`);
  return post;
}

/** The context a page's blocks get: uri, title and featured image. */
export function pageContext(uri: string): PageContext {
  const page = fixturePage(uri);
  return { uri: page.uri, title: page.title, featuredImage: toGatsbyMedia(page.featuredImage) };
}

/** The context a post's blocks get: also its date, author (recap.author) and categories with their names. */
export function postContext(post: Post): PageContext {
  return {
    uri: post.uri,
    title: post.title,
    featuredImage: toGatsbyMedia(post.featuredImage),
    post: {
      date: post.date,
      author: post.author,
      categories: post.categories.map((databaseId) => ({ databaseId, name: findCategory(databaseId)?.name ?? null })),
    },
  };
}

/** Nothing sticks out sideways: the page does not scroll horizontally and the element wraps. */
export async function expectNoHorizontalOverflow(element: HTMLElement) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
}

export const MOBILE = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Long Dutch compounds, for the long-content stories. */
export const LONG_TITLE = 'Bedrijfscontinuïteitsverzekeringsvoorwaardenoverzicht voor informatiebeveiligingsmanagementsystemen in de Nederlandse cloud';
