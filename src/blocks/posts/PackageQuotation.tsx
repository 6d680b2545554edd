import { useMemo } from 'react';
import { toSections } from '../../quotation/sections';
import { toQuotationPackages } from '../../quotation/types';
import { QuotationBuilder, type QuotationBuilderProps } from '../../quotation/ui/QuotationBuilder';
import { BlockSection, textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { PostsBlock } from './fragment';
import { PostsHead } from './PostsHead';

export type PackageQuotationProps = BlockProps<PostsBlock> & Pick<QuotationBuilderProps, 'initialState'>;

/**
 * posts_package_quotation: the block's head and the quotation builder (src/quotation/ui), fed
 * from the content: every package, the collapsible sections, form 5 and the call to action.
 * Without packages it renders nothing, unless it is the page's first block (it owns the h1).
 */
export function PackageQuotation({ block, index, page, initialState }: PackageQuotationProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const packages = useMemo(() => toQuotationPackages(block.quotationPackages ?? []), [block.quotationPackages]);
  const sections = useMemo(() => toSections(block.sections), [block.sections]);
  const cta = useMemo(
    () => ({ title: textOf(block.ctaTitle) || null, image: block.ctaImage ?? null, link: block.ctaLink ?? null }),
    [block.ctaTitle, block.ctaImage, block.ctaLink],
  );
  if (packages.length === 0 && index !== 0) return null;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <PostsHead label={block.label} description={block.description} heading={heading} />
      <QuotationBuilder
        packages={packages}
        sections={sections}
        form={block.quotationForm}
        cta={cta}
        headingLevel={heading.itemLevel}
        initialState={initialState}
      />
    </BlockSection>
  );
}
