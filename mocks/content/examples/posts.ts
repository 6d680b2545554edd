/** Named examples of the Posts layouts (docs/behaviour/blocks.md#posts-blocks): latest posts, the Kennisbank overview, the package price carousel and the quotation builder. */
import { fixtureBlockOn } from '../select.ts';
import type { PostsBlock } from '../types.ts';
import { LONG_DESCRIPTION, LONG_TITLE } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

export const postsExamples = {
  posts_latest: {
    default: fixtureBlockOn('/', 'Posts', 'posts_latest'),
    minimal: { kind: 'Posts', styletype: 'posts_latest', count: 1 },
    longContent: {
      kind: 'Posts',
      styletype: 'posts_latest',
      label: 'Kennisbank',
      title: LONG_TITLE,
      description: LONG_DESCRIPTION,
      count: 6,
    },
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
  posts_package_quotation: {
    default: fixtureBlockOn('/offerte-aanvragen/', 'Posts', 'posts_package_quotation'),
    minimal: { kind: 'Posts', styletype: 'posts_package_quotation' },
    longContent: {
      kind: 'Posts',
      styletype: 'posts_package_quotation',
      label: 'Offerte',
      title: LONG_TITLE,
      description: LONG_DESCRIPTION,
      sections: [
        { type: 'office', title: LONG_TITLE, description: LONG_DESCRIPTION, image: null, defaultOpen: true },
        { type: 'vps', title: 'VPS', description: '', image: null, defaultOpen: true },
      ],
      ctaTitle: LONG_TITLE,
      ctaImage: null,
      ctaLink: { url: '/contact/', title: LONG_TITLE, target: '' },
    },
  },
} satisfies Record<'posts_latest' | 'posts_blog' | 'posts_package_prices' | 'posts_package_quotation', BlockExamples<PostsBlock>>;
