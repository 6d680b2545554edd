import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { FlexContent } from '../blocks/FlexContent';
import { StaticIsland } from '../islands/StaticIsland';
import type { PageContext } from '../blocks/types';
import { Breadcrumb } from '../layout/Breadcrumb';
import { seoOf } from '../layout/Seo';
import { SiteLayout } from '../layout/SiteLayout';
import type { BreadcrumbInput } from '../lib/breadcrumb';
import { toPostCards } from '../kennisbank/post-card';
import { ContentHead } from './ContentHead';
import { RelatedPosts, suggestions } from './RelatedPosts';

export const query = graphql`
  query PostById($id: String!, $relatedIds: [String]) {
    wpPost(id: { eq: $id }) {
      databaseId
      title
      uri
      date
      dateGmt
      modifiedGmt
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
      # Related posts, chosen once per build by createPages (relatedPostIds) and looked up
      # by node id, so the page depends on those posts alone (an allWpPost filter would make every
      # post page depend on every post: one edited post would re-run all their queries).
      relatedPosts(ids: $relatedIds) {
        ...PostCard
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
 * A Kennisbank post: its blocks (banner_post first) under the Home › Kennisbank breadcrumb, and
 * 'Lees ook' with related posts at the end so a reader does not dead-end.
 * Posts have no page settings: the shell's defaults apply (footer and newsletter, see shellParts).
 */
export default function Post({ data, location }: PageProps<Queries.PostByIdQuery>) {
  const post = data.wpPost;
  // One object while the data stays the same: blocks that have not hydrated yet compare it (FlexContent).
  const context = useMemo(() => (post ? toPostContext(post) : null), [post]);
  if (!post || !context) return null;
  const related = suggestions(toPostCards(post.relatedPosts));
  return (
    <SiteLayout location={location} breadcrumb={<Breadcrumb {...breadcrumbOf(post, location.pathname)} />}>
      <FlexContent blocks={post.flexContent?.flex} page={context} />
      {/* Cards with links only: kept as the server's HTML on the first load; keyed, so the next post's list renders. */}
      <StaticIsland key={post.uri ?? ''}>
        <RelatedPosts posts={related} />
      </StaticIsland>
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
      headline={post?.title}
      article={post ? { datePublished: post.dateGmt ?? post.date, dateModified: post.modifiedGmt, author: post.recap?.author } : null}
    />
  );
}
