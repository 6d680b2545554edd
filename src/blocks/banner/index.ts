import { BannerDefault } from './BannerDefault';
import { BannerLanding } from './BannerLanding';
import { BannerPost } from './BannerPost';
import { BannerService } from './BannerService';
import type { KindComponentsOf } from '../kinds';

/** Banner components by styletype (docs/behaviour/blocks.md#banners). */
export const bannerComponents = {
  banner_default: BannerDefault,
  banner_landing: BannerLanding,
  banner_post: BannerPost,
  banner_service: BannerService,
} satisfies KindComponentsOf<'Banner'>;
