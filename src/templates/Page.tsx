import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { FlexContent } from '../blocks/FlexContent';
import type { PageContext } from '../blocks/types';
import { Breadcrumb } from '../layout/Breadcrumb';
import type { BreadcrumbInput } from '../lib/breadcrumb';
import { seoOf } from '../layout/Seo';
import { SiteLayout } from '../layout/SiteLayout';
import { ContentHead } from './ContentHead';

export const query = graphql`
  query PageById($id: String!) {
    wpPage(id: { eq: $id }) {
      title
      uri
      seo {
        title
        metaDesc
      }
      pageSettings {
        ...PageSettings
      }
      featuredImage {
        node {
          ...ImageMedia
        }
      }
      flexContent {
        flex {
          ...FlexContentBlock
        }
      }
    }
  }
`;

/** What gatsby-node passes along with each page. */
export interface PageTemplateContext {
  id: string;
  breadcrumbParents: { title: string; uri: string }[];
}

export function toPageContext(page: NonNullable<Queries.PageByIdQuery['wpPage']>): PageContext {
  return {
    uri: page.uri ?? '/',
    title: page.title ?? '',
    featuredImage: page.featuredImage?.node ?? null,
  };
}

function breadcrumbOf(page: NonNullable<Queries.PageByIdQuery['wpPage']>, pathname: string, context: PageTemplateContext): BreadcrumbInput {
  return {
    mode: page.pageSettings?.breadcrumb ?? null,
    pathname: page.uri ?? pathname,
    title: page.title ?? '',
    parents: context.breadcrumbParents,
    custom: page.pageSettings?.breadcrumbCustom?.map((row) => row?.link ?? null),
  };
}

export default function Page({ data, location, pageContext }: PageProps<Queries.PageByIdQuery, PageTemplateContext>) {
  const page = data.wpPage;
  // One object while the data stays the same: blocks that have not hydrated yet compare it (FlexContent).
  const context = useMemo(() => (page ? toPageContext(page) : null), [page]);
  if (!page || !context) return null;
  const settings = page.pageSettings;
  return (
    <SiteLayout
      location={location}
      pageSettings={settings}
      breadcrumb={<Breadcrumb {...breadcrumbOf(page, location.pathname, pageContext)} />}
    >
      <FlexContent blocks={page.flexContent?.flex} page={context} />
    </SiteLayout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.PageByIdQuery, PageTemplateContext>) {
  const page = data.wpPage;
  const { title, description } = seoOf({ seo: page?.seo, title: page?.title });
  return (
    <ContentHead
      title={title}
      description={description}
      pathname={page?.uri ?? location.pathname}
      image={page?.featuredImage?.node}
      breadcrumb={page ? breadcrumbOf(page, location.pathname, pageContext) : null}
      blocks={page?.flexContent?.flex}
    />
  );
}
