/** Fixture price-carousel blocks and package cards for the package stories (the site's own shapes). */
import { packagesOfType, toGatsbyPackageCard, toGatsbyPosts } from '../../mocks/content/gatsby-shape';
import { findPage } from '../../mocks/content/index';
import { findBlock } from '../../mocks/content/select';
import type { PackageLevel, PackageType } from '../../mocks/content/types';
import type { PostsBlock } from '../../src/blocks/posts/fragment';
import { toPackageCard, type PackageCardData } from '../../src/blocks/posts/package-card';

/** The fixture page that shows each type's price carousel. */
export const PRICES_PAGE: Record<PackageType, string> = {
  vps: '/diensten/vps/',
  pc: '/diensten/cloud-pc/',
  office: '/diensten/cloud-werkplek/',
};

/** A type's price carousel as the built page gets it (media as Image builds URLs for: no sharp in Storybook). */
export function pricesBlock(type: PackageType): PostsBlock {
  return toGatsbyPosts(findBlock(findPage(PRICES_PAGE[type])!.blocks, 'Posts', 'posts_package_prices'), { processed: false });
}

/** The packages of a type, cheapest first, as the carousel shows them. */
export const packagesOf = (type: PackageType) => packagesOfType(type);

/** One fixture package's card. */
export function cardOf(type: PackageType, level: PackageLevel): PackageCardData {
  const item = packagesOf(type).find((candidate) => candidate.info.level === level);
  if (!item) throw new Error(`No ${type} package at level ${level}`);
  return toPackageCard(toGatsbyPackageCard(item, { processed: false }))!;
}

/** 'vanaf € 9,95 /mnd' as the card's price reads (Intl's no-break space made plain). */
export const priceText = (euros: number) => `vanaf€ ${euros.toFixed(2).replace('.', ',')}/mndper maand`;
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
