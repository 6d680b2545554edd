import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { textOf } from '../lib/text';
import { EXCLUDED_CATEGORY_ID, type PostCardCategory, type PostCardData, type PostCardImage } from './listing/types';

/**
 * What toPostCard reads: the shape of the `PostCard on WpPost` fragment (fragment.ts), written
 * out so that this module needs no generated types (gatsby-node's chunk query and the story
 * fixtures map through it too). Queries.PostCardFragment is assignable to it.
 */
export interface PostCardSource {
  readonly databaseId: number;
  readonly uri: string | null;
  readonly title: string | null;
  readonly date: string | null;
  readonly excerptText: string | null;
  readonly categories: {
    readonly nodes: ReadonlyArray<{ readonly databaseId: number; readonly name: string | null } | null> | null;
  } | null;
  readonly featuredImage: {
    readonly node: {
      readonly altText: string | null;
      readonly mediaItemUrl: string | null;
      readonly blurBase64: string | null;
      readonly mediaDetails: { readonly width: number | null; readonly height: number | null } | null;
      readonly imageData: IGatsbyImageData | null;
    } | null;
  } | null;
}

/**
 * A post's category chips (docs/behaviour/kennisbank.md#post-cards): named categories except category 1, each once, in
 * the post's order.
 */
export function cardCategories(
  nodes: ReadonlyArray<{ readonly databaseId: number; readonly name: string | null } | null> | null | undefined,
): PostCardCategory[] {
  const seen = new Set<number>();
  const categories: PostCardCategory[] = [];
  for (const node of Array.isArray(nodes) ? nodes : []) {
    const name = textOf(node?.name);
    if (!node || typeof node.databaseId !== 'number' || !name || node.databaseId === EXCLUDED_CATEGORY_ID || seen.has(node.databaseId))
      continue;
    seen.add(node.databaseId);
    categories.push({ databaseId: node.databaseId, name });
  }
  return categories;
}

function cardImage(node: NonNullable<PostCardSource['featuredImage']>['node'] | null | undefined): PostCardImage | null {
  if (!node || (!textOf(node.mediaItemUrl) && !node.imageData)) return null;
  return {
    altText: node.altText ?? null,
    mediaItemUrl: node.mediaItemUrl ?? null,
    blurBase64: node.blurBase64 ?? null,
    mediaDetails: node.mediaDetails ? { width: node.mediaDetails.width ?? null, height: node.mediaDetails.height ?? null } : null,
    imageData: node.imageData ?? null,
  };
}

/**
 * One post card from the PostCard fragment: the same data for the first page in the HTML, the
 * latest posts and the listing's chunk files. Category 1 is dropped; missing text is ''.
 */
export function toPostCard(post: PostCardSource): PostCardData {
  return {
    databaseId: post.databaseId,
    uri: textOf(post.uri),
    title: textOf(post.title),
    date: textOf(post.date),
    excerpt: textOf(post.excerptText),
    categories: cardCategories(post.categories?.nodes),
    image: cardImage(post.featuredImage?.node),
  };
}

/** Cards from a list the data layer gives (nulls and posts without a uri left out). */
export function toPostCards(posts: ReadonlyArray<PostCardSource | null> | null | undefined): PostCardData[] {
  return (posts ?? []).flatMap((post) => (post ? [toPostCard(post)] : [])).filter((card) => card.uri !== '');
}
