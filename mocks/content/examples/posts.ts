/** Named examples of the Posts layouts the site renders so far (spec §2 Posts): latest posts, the Kennisbank overview and the package price carousel. */
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
  posts_package_prices: {
    default: fixtureBlockOn('/diensten/vps/', 'Posts', 'posts_package_prices'),
    minimal: { kind: 'Posts', styletype: 'posts_package_prices', packagesType: 'pc' },
    longContent: {
      kind: 'Posts',
      styletype: 'posts_package_prices',
      label: 'Pakketten',
      title: LONG_TITLE,
      description: LONG_DESCRIPTION,
      packagesType: 'office',
      features: `${LONG_TITLE}, ${LONG_TITLE}, Beheer door onze engineers, , ISO 27001 en NEN 7510`,
    },
  },
} satisfies Record<'posts_latest' | 'posts_blog' | 'posts_package_prices', BlockExamples<PostsBlock>>;
