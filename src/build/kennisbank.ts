import path from 'node:path';
import type { ListingManifest, PostCardData } from '../kennisbank/listing/types';
import { toPostCards, type PostCardSource } from '../kennisbank/post-card';
import type { GraphqlRunner, KeyValueCache, Reporter } from './gatsby-api';
import { postOrder, writeListing } from './kennisbank-listing';

/**
 * What createPages computes once per build for every Posts block: the manifest of the listing
 * files it wrote, and the ids of the posts (Gatsby node ids, those with a uri) newest first
 * (comparePosts, the order of every list). Kept here and in Gatsby's cache, so a query run in
 * another process (parallel query running) reads the same.
 */
interface KennisbankState {
  manifest: ListingManifest;
  order: string[];
}
const KENNISBANK_CACHE_KEY = 'kennisbank-listing';
let kennisbankState: KennisbankState | null = null;

export async function kennisbankStateOf(cache: KeyValueCache): Promise<KennisbankState> {
  kennisbankState ??= ((await cache.get(KENNISBANK_CACHE_KEY)) as KennisbankState | undefined) ?? null;
  if (!kennisbankState) throw new Error('The Kennisbank listing was not computed: createPages must run before the page queries.');
  return kennisbankState;
}

type PostCardImageNode = NonNullable<NonNullable<PostCardSource['featuredImage']>['node']>;

interface KennisbankQuery {
  allWpPost: { nodes: (Omit<PostCardSource, 'featuredImage'> & { id: string; featuredImage: { node: { id: string } | null } | null })[] };
  allWpCategory: { nodes: { databaseId: number; name: string | null; slug: string | null }[] };
}

interface KennisbankImagesQuery {
  allWpMediaItem: { nodes: (PostCardImageNode & { id: string })[] };
}

/**
 * The Kennisbank listing: every post as a card (the fields of the PostCard fragment,
 * src/blocks/posts/fragment.ts, mapped by the same toPostCard), written as static files under
 * public/ (src/kennisbank/listing/build.ts, src/build/kennisbank-listing.ts); the manifest and
 * the posts' order kept for the Posts blocks' fields. Runs in develop too, where public/ is served.
 * The featured images are resolved once per media item, not once per post: posts share their
 * illustrations, and a card image (gatsbyImageData, blurBase64) is the costly part of a card.
 */
export async function writeKennisbankListing(graphql: GraphqlRunner, reporter: Reporter, cache: KeyValueCache): Promise<PostCardData[]> {
  const started = Date.now();
  const result = await graphql<KennisbankQuery>(`
    query KennisbankListing {
      allWpPost {
        nodes {
          id
          databaseId
          uri
          title
          date
          excerptText
          categories {
            nodes {
              databaseId
              name
            }
          }
          featuredImage {
            node {
              id
            }
          }
        }
      }
      allWpCategory {
        nodes {
          databaseId
          name
          slug
        }
      }
    }
  `);
  const imageIds = [
    ...new Set((result.data?.allWpPost.nodes ?? []).flatMap((post) => (post.featuredImage?.node?.id ? [post.featuredImage.node.id] : []))),
  ];
  const images = await graphql<KennisbankImagesQuery>(
    `
      query KennisbankListingImages($ids: [String]) {
        allWpMediaItem(filter: { id: { in: $ids } }) {
          nodes {
            id
            altText
            mediaItemUrl
            blurBase64
            mediaDetails {
              width
              height
            }
            imageData(width: 640)
          }
        }
      }
    `,
    { ids: imageIds },
  );
  if (result.errors || !result.data || images.errors || !images.data) {
    reporter.panicOnBuild('Could not list the Kennisbank posts', result.errors ?? images.errors);
    return [];
  }
  const imageById = new Map(images.data.allWpMediaItem.nodes.map((image) => [image.id, image]));
  const nodeIds = new Map(result.data.allWpPost.nodes.map((node) => [node.databaseId, node.id]));
  const posts = toPostCards(
    result.data.allWpPost.nodes.map((post): PostCardSource => {
      const imageId = post.featuredImage?.node?.id;
      return { ...post, featuredImage: imageId ? { node: imageById.get(imageId) ?? null } : null };
    }),
  );
  const categories = result.data.allWpCategory.nodes.flatMap((category) =>
    category.name && category.slug ? [{ databaseId: category.databaseId, name: category.name, slug: category.slug }] : [],
  );
  const written = writeListing(path.resolve('public'), { posts, categories });
  kennisbankState = { manifest: written.manifest, order: postOrder(posts.map((post) => ({ ...post, id: nodeIds.get(post.databaseId)! }))) };
  await cache.set(KENNISBANK_CACHE_KEY, kennisbankState);
  reporter.info(
    `Kennisbank listing ${written.manifest.version}: ${written.manifest.total} posts, ${written.manifest.categories.length} categories, ${written.fileCount} files (${(written.bytes / 1024).toFixed(0)} kB)${written.written ? '' : ', already written'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return posts;
}
