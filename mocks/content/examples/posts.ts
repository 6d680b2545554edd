/** Named examples of the Posts layouts the site renders so far (spec §2 Posts): latest posts and the Kennisbank overview. */
import { fixtureBlockOn } from '../select.ts';
import type { PostsBlock } from '../types.ts';
import { LONG_DESCRIPTION, LONG_TITLE } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

export const postsExamples = {
  posts_latest: {
    default: fixtureBlockOn('/', 'Posts', 'posts_latest'),
    minimal: { kind: 'Posts', styletype: 'posts_latest', count: 1 },
    longContent: { kind: 'Posts', styletype: 'posts_latest', label: 'Kennisbank', title: LONG_TITLE, description: LONG_DESCRIPTION, count: 6 },
  },
  posts_blog: {
    default: fixtureBlockOn('/kennisbank/', 'Posts', 'posts_blog'),
    minimal: { kind: 'Posts', styletype: 'posts_blog' },
    longContent: { kind: 'Posts', styletype: 'posts_blog', label: 'Kennisbank', title: LONG_TITLE, description: LONG_DESCRIPTION },
  },
} satisfies Record<'posts_latest' | 'posts_blog', BlockExamples<PostsBlock>>;
