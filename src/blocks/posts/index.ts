import { lazy } from 'react';
import { PostsBlog } from './PostsBlog';
import { PostsLatest } from './PostsLatest';

/**
 * The price carousel, code-split: its component (and Swiper, which it loads when it mounts) is
 * downloaded only by pages that show one; FlexContent renders every block inside Suspense, and
 * the server render waits for it. (React.lazy directly rather than registry.ts's lazyKind: this
 * module is imported by registry.ts.)
 */
const PackagePrices = lazy(() => import('./PackagePrices').then((module) => ({ default: module.PackagePrices })));

/**
 * Posts components by styletype (spec §2 Posts). posts_package_quotation comes with the
 * quotation builder (issue 13) and stays unknown until then.
 */
export const postsComponents = {
  posts_latest: PostsLatest,
  posts_blog: PostsBlog,
  posts_package_prices: PackagePrices,
};

export { PostCard, type PostCardProps } from './PostCard';
export { toPostCard, toPostCards, type PostCardSource } from './post-card';
export type { PackageCardData, PackageCardSource } from './package-card';
export type { PostsBlock } from './fragment';
