import type { FlexBlock } from '../blocks/FlexContent';
import { faqJsonLdOf } from '../blocks/repeat/faq-json-ld';
import { Seo, useSiteMetadata } from '../layout/Seo';
import { crumbsFor, type BreadcrumbInput } from '../lib/breadcrumb';
import { breadcrumbListJsonLd } from '../lib/json-ld';
import type { ImageSource } from '../ui/Image';

export interface ContentHeadProps {
  title: string;
  description?: string | null;
  pathname: string;
  image?: ImageSource | null;
  breadcrumb: BreadcrumbInput | null;
  blocks: readonly (FlexBlock | null)[] | null | undefined;
}

/** The Head of a page or post: SEO tags, and JSON-LD for its breadcrumb trail and FAQ blocks. */
export function ContentHead({ title, description, pathname, image, breadcrumb, blocks }: ContentHeadProps) {
  const { siteUrl } = useSiteMetadata();
  const trail = breadcrumb ? crumbsFor(breadcrumb) : null;
  const jsonLd: unknown[] = [];
  if (trail?.kind === 'trail') jsonLd.push(breadcrumbListJsonLd(trail.crumbs, siteUrl));
  jsonLd.push(...faqJsonLdOf(blocks));
  return (
    <Seo
      title={title}
      description={description}
      pathname={pathname}
      image={image?.localFile?.childImageSharp?.gatsbyImageData?.images?.fallback?.src ?? image?.mediaItemUrl ?? null}
      jsonLd={jsonLd}
    />
  );
}
