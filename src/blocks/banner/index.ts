import { BannerDefault } from './BannerDefault';

/** Banner components by styletype (spec §2 "Banners"). */
export const bannerComponents = {
  banner_default: BannerDefault,
};
