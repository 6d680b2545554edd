/** Fixture price-carousel blocks and package cards for the package stories (the site's own shapes). */
import { packagesOfType, toGatsbyPackageCard, toGatsbyPosts } from '../../mocks/content/gatsby-shape';
import { findPage } from '../../mocks/content/index';
import { findBlock } from '../../mocks/content/select';
import type { PackageLevel, PackageType } from '../../mocks/content/types';
import type { PostsBlock } from '../../src/blocks/posts/fragment';
import { toPackageCard, type PackageCardData } from '../../src/packages/package-card';

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

/**
 * The price carousel's geometry, in the browser (stories, and e2e through page.evaluate: so it
 * uses nothing from outside): slides per view (the visible width and one gap over a slide and a
 * gap, Swiper's formula turned round), the first visible slide's box, whether the row is at its end.
 */
export function carouselGeometry(row: Element) {
  const slides = [...row.querySelectorAll('.swiper-slide')].map((slide) => slide.getBoundingClientRect());
  const box = row.getBoundingClientRect();
  const step = slides[1]!.left - slides[0]!.left;
  const gap = step - slides[0]!.width;
  const first = slides.findIndex((slide) => slide.right > box.left + 1);
  return {
    perView: (box.width + gap) / step,
    step,
    gap,
    firstVisible: { index: first, left: slides[first]!.left, width: slides[first]!.width },
    atEnd: Math.abs(row.scrollLeft - (row.scrollWidth - row.clientWidth)) < 1,
    swiper: row.classList.contains('swiper-initialized'),
    overflowX: getComputedStyle(row).overflowX,
  };
}
