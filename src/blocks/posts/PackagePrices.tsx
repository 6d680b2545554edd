import { useMemo } from 'react';
import { PackageCarousel } from '../../packages/PackageCarousel';
import { featureList, toPackageCards } from '../../packages/package-card';
import { BlockSection, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { PostsBlock } from './fragment';
import { PostsHead } from './PostsHead';

/**
 * posts_package_prices (docs/behaviour/packages-and-quotation.md#price-carousel): title, the comma-separated
 * 'Inbegrepen features' as a list, and a carousel of package cards of the block's packagesType
 * sorted by priceFrom ascending (gatsby-node gives `packages`; sorted here again, so a story or a
 * differently ordered source shows the same). Arrows only for more than 2 packages: previous
 * disabled at the start, next at the end. Without packages the block is left out, except as a
 * page's first block, which keeps its heading.
 */
export function PackagePrices({ block, index, page }: BlockProps<PostsBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const cards = useMemo(() => toPackageCards(block.packages), [block.packages]);
  const features = useMemo(() => featureList(block.features), [block.features]);
  if (cards.length === 0 && index !== 0) return null;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <PostsHead label={block.label} description={block.description} heading={heading} />
      <PackageCarousel cards={cards} features={features} headingLevel={heading.itemLevel} />
    </BlockSection>
  );
}
