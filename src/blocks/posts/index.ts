import { PostsBlog } from './PostsBlog';
import { PostsLatest } from './PostsLatest';

/**
 * The Posts components that load together (spec §2 Posts): the latest posts and the Kennisbank
 * listing. The price carousel (posts_package_prices, with Swiper) and the quotation builder
 * (posts_package_quotation) have chunks of their own: registry.ts loads them directly, so a page
 * with one of them fetches just that chunk, not this module first.
 */
export const postsComponents = {
  posts_latest: PostsLatest,
  posts_blog: PostsBlog,
};

export { PostCard, type PostCardProps } from './PostCard';
export { toPostCard, toPostCards, type PostCardSource } from './post-card';
export type { PackageCardData, PackageCardSource } from './package-card';
export type { PostsBlock } from './fragment';
