import { PostsBlog } from './PostsBlog';
import { PostsLatest } from './PostsLatest';

/**
 * Posts components by styletype (spec §2 Posts). posts_package_prices and
 * posts_package_quotation come with a later issue and stay unknown until then.
 */
export const postsComponents = {
  posts_latest: PostsLatest,
  posts_blog: PostsBlog,
};

export { PostCard, type PostCardProps } from './PostCard';
export { toPostCard, toPostCards, type PostCardSource } from './post-card';
export type { PostsBlock } from './fragment';
