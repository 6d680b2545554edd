import type { FlexBlock } from '../blocks/FlexContent';
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

/** The Head of a page or post: SEO tags, and JSON-LD for its breadcrumb trail. */
export function ContentHead({ title, description, pathname, image, breadcrumb }: ContentHeadProps) {
  const { siteUrl } = useSiteMetadata();
  const trail = breadcrumb ? crumbsFor(breadcrumb) : null;
  const jsonLd: unknown[] = [];
  if (trail?.kind === 'trail') jsonLd.push(breadcrumbListJsonLd(trail.crumbs, siteUrl));
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
