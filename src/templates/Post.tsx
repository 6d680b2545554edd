import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { FlexContent } from '../blocks/FlexContent';
import type { PageContext } from '../blocks/types';
import { Breadcrumb } from '../layout/Breadcrumb';
import { seoOf } from '../layout/Seo';
import { SiteLayout } from '../layout/SiteLayout';
import type { BreadcrumbInput } from '../lib/breadcrumb';
import { ContentHead } from './ContentHead';

export const query = graphql`
  query PostById($id: String!) {
    wpPost(id: { eq: $id }) {
      title
      uri
      date
      excerptText
      seo {
        title
        metaDesc
      }
      recap {
        author
      }
      categories {
        nodes {
          databaseId
          name
        }
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

type PostData = NonNullable<Queries.PostByIdQuery['wpPost']>;

export function toPostContext(post: PostData): PageContext {
  return {
    uri: post.uri ?? '/',
    title: post.title ?? '',
    featuredImage: post.featuredImage?.node ?? null,
    post: {
      date: post.date ?? null,
      author: post.recap?.author ?? null,
      categories: (post.categories?.nodes ?? []).filter((category) => !!category),
    },
  };
}

function breadcrumbOf(post: PostData, pathname: string): BreadcrumbInput {
  return { mode: 'path', pathname: post.uri ?? pathname, title: post.title ?? '', isPost: true };
}

/**
 * A Kennisbank post: its blocks (banner_post first) under the Home › Kennisbank breadcrumb.
 * Posts have no page settings: the shell's defaults apply (footer and newsletter, see shellParts).
 */
export default function Post({ data, location }: PageProps<Queries.PostByIdQuery>) {
  const post = data.wpPost;
  if (!post) return null;
  return (
    <SiteLayout location={location} breadcrumb={<Breadcrumb {...breadcrumbOf(post, location.pathname)} />}>
      <FlexContent blocks={post.flexContent?.flex} page={toPostContext(post)} />
    </SiteLayout>
  );
}

export function Head({ data, location }: HeadProps<Queries.PostByIdQuery>) {
  const post = data.wpPost;
  const { title, description } = seoOf({ seo: post?.seo, title: post?.title, excerpt: post?.excerptText });
  return (
    <ContentHead
      title={title}
      description={description}
      pathname={post?.uri ?? location.pathname}
      image={post?.featuredImage?.node}
      breadcrumb={post ? breadcrumbOf(post, location.pathname) : null}
      blocks={post?.flexContent?.flex}
    />
  );
}
