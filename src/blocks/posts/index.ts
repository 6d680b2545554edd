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
 * The quotation builder (src/quotation/ui), code-split the same way: its reducer, pricing and
 * rows load only on the quotation page, and the form engine only when its dialog opens.
 */
const QuotationBuilder = lazy(() => import('../../quotation/ui/QuotationBuilder').then((module) => ({ default: module.QuotationBuilder })));

/** Posts components by styletype (spec §2 Posts). */
export const postsComponents = {
  posts_latest: PostsLatest,
  posts_blog: PostsBlog,
  posts_package_prices: PackagePrices,
  posts_package_quotation: QuotationBuilder,
};

export { PostCard, type PostCardProps } from './PostCard';
export { toPostCard, toPostCards, type PostCardSource } from './post-card';
export type { PackageCardData, PackageCardSource } from './package-card';
export type { PostsBlock } from './fragment';
