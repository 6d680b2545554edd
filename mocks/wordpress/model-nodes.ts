/**
 * The published content's nodes, as WPGraphQL's models answer them (model.ts): content types,
 * media items, pages, posts, categories, fragments and packages. References to other nodes are
 * functions, built only when a query asks for them; the ACF field groups on a node come from the
 * site's `fieldGroup` (model-acf.ts).
 */
import type { Category, Fragment, MediaItem, Package, Page, Post } from '../content/types.ts';
import { listConnection, type ConnectionArgs } from './connection.ts';
import { toGlobalId } from './ids.ts';
import type { MediaFileInfo } from './media.ts';
import { byName, type ContentIndex } from './model-content.ts';

/** What the nodes are built from: the WordPress home URL, the media files, the indexed content and the ACF field groups. */
export interface NodeSite {
  /** The WordPress home URL, e.g. http://127.0.0.1:8788 */
  baseUrl: string;
  uploadsUrl: string;
  mediaFiles: Map<number, MediaFileInfo>;
  index: ContentIndex;
  /** A field group's field on an owner (Page.flexContent, Package.info …), built when asked for. */
  fieldGroup: (owner: string, field: string, source: object) => () => Record<string, unknown>;
}

export const CONTENT_TYPES = [
  { name: 'page', label: 'Pagina’s', graphqlSingleName: 'page', graphqlPluralName: 'pages', hierarchical: true },
  { name: 'post', label: 'Berichten', graphqlSingleName: 'post', graphqlPluralName: 'posts', hierarchical: false },
  { name: 'fragment', label: 'Fragmenten', graphqlSingleName: 'flexFragment', graphqlPluralName: 'flexFragments', hierarchical: false },
  { name: 'package', label: 'Pakketten', graphqlSingleName: 'package', graphqlPluralName: 'packages', hierarchical: false },
] as const;
/** The media post type: a MediaItem's contentType, not listed by contentTypes (the stand-in serves no attachment archive). */
const ATTACHMENT_TYPE = { name: 'attachment', label: 'Media', graphqlSingleName: 'mediaItem', graphqlPluralName: 'mediaItems', hierarchical: false } as const;

/**
 * UniformResourceIdentifiable's kind flags of a post-type node (WPGraphQL's Post model): a content
 * node, never the blog page here (the site has no page_for_posts); isFrontPage is set by the caller.
 */
const CONTENT_NODE_FLAGS = { isComment: false, isContentNode: true, isFrontPage: false, isPostsPage: false, isTermNode: false } as const;
/** The same flags of a term (WPGraphQL's Term model). */
const TERM_NODE_FLAGS = { isComment: false, isContentNode: false, isFrontPage: false, isPostsPage: false, isTermNode: true } as const;

export const contentTypeNode = (name: (typeof CONTENT_TYPES)[number]['name'] | 'attachment') => {
  const type = name === 'attachment' ? ATTACHMENT_TYPE : CONTENT_TYPES.find((candidate) => candidate.name === name)!;
  return { __typename: 'ContentType', id: Buffer.from(`post_type:${name}`).toString('base64'), ...type };
};
const contentTypeEdge = (name: (typeof CONTENT_TYPES)[number]['name'] | 'attachment') => ({ node: contentTypeNode(name) });

function mediaNode({ baseUrl, uploadsUrl, mediaFiles }: NodeSite, item: MediaItem) {
  const url = `${uploadsUrl}/${item.file}`;
  const info = mediaFiles.get(item.databaseId);
  return {
    __typename: 'MediaItem',
    id: toGlobalId('post', item.databaseId),
    databaseId: item.databaseId,
    title: item.title,
    slug: item.slug,
    uri: `/${item.slug}/`,
    link: `${baseUrl}/${item.slug}/`,
    // WordPress stores attachments with post_status 'inherit'.
    status: 'inherit',
    ...CONTENT_NODE_FLAGS,
    contentType: contentTypeEdge('attachment'),
    altText: item.altText,
    caption: null,
    description: null,
    date: item.date,
    dateGmt: item.date,
    modified: item.date,
    modifiedGmt: item.date,
    mimeType: item.mimeType,
    mediaType: 'image',
    mediaItemUrl: url,
    sourceUrl: () => url,
    fileSize: info?.fileSize ?? null,
    mediaDetails: { file: item.file, width: item.width, height: item.height, sizes: [] },
  };
}

function featuredImage(site: NodeSite, databaseId: number | null | undefined) {
  const item = databaseId == null ? undefined : site.index.mediaById.get(databaseId);
  return item ? { node: mediaNode(site, item) } : null;
}

function pageNode(site: NodeSite, page: Page) {
  const { baseUrl, fieldGroup } = site;
  return {
    __typename: 'Page',
    id: toGlobalId('post', page.databaseId),
    databaseId: page.databaseId,
    title: page.title,
    slug: page.slug,
    uri: page.uri,
    link: `${baseUrl}${page.uri}`,
    status: 'publish',
    ...CONTENT_NODE_FLAGS,
    date: page.date,
    dateGmt: page.date,
    modified: page.modified,
    modifiedGmt: page.modified,
    isFrontPage: page.isFrontPage ?? false,
    parentDatabaseId: page.parent ?? null,
    parentId: page.parent != null ? toGlobalId('post', page.parent) : null,
    menuOrder: 0,
    contentType: contentTypeEdge('page'),
    featuredImageDatabaseId: page.featuredImage ?? null,
    featuredImage: () => featuredImage(site, page.featuredImage),
    // WPGraphQL Yoast SEO (not in the schema with WORDPRESS_YOAST=0).
    seo: { title: page.seo.title, metaDesc: page.seo.description },
    pageSettings: fieldGroup('Page', 'pageSettings', page.settings),
    flexContent: fieldGroup('Page', 'flexContent', { flex: page.blocks }),
  };
}

function categoryNode({ baseUrl, index }: NodeSite, category: Category) {
  return {
    __typename: 'Category',
    id: toGlobalId('term', category.databaseId),
    databaseId: category.databaseId,
    name: category.name,
    slug: category.slug,
    uri: `/category/${category.slug}/`,
    link: `${baseUrl}/category/${category.slug}/`,
    description: category.description ?? null,
    count: index.postCountByCategory.get(category.databaseId) ?? 0,
    ...TERM_NODE_FLAGS,
  };
}

function postNode(site: NodeSite, post: Post) {
  const { baseUrl, index, fieldGroup } = site;
  return {
    __typename: 'Post',
    id: toGlobalId('post', post.databaseId),
    databaseId: post.databaseId,
    title: post.title,
    slug: post.slug,
    uri: post.uri,
    link: `${baseUrl}${post.uri}`,
    status: 'publish',
    ...CONTENT_NODE_FLAGS,
    date: post.date,
    dateGmt: post.date,
    modified: post.modified,
    modifiedGmt: post.modified,
    excerpt: post.excerpt,
    contentType: contentTypeEdge('post'),
    featuredImageDatabaseId: post.featuredImage,
    featuredImage: () => featuredImage(site, post.featuredImage),
    categories: (args: ConnectionArgs) =>
      listConnection(
        args,
        post.categories
          .map((id) => index.categoryById.get(id))
          .filter((category): category is Category => !!category)
          .sort(byName)
          .map((category) => categoryNode(site, category)),
      ),
    recap: fieldGroup('Post', 'recap', { author: post.author }),
    seo: { title: post.seo.title, metaDesc: post.seo.description },
    flexContent: fieldGroup('Post', 'flexContent', { flex: post.blocks }),
  };
}

function fragmentNode({ baseUrl, fieldGroup }: NodeSite, fragment: Fragment) {
  return {
    __typename: 'FlexFragment',
    id: toGlobalId('post', fragment.databaseId),
    databaseId: fragment.databaseId,
    title: fragment.title,
    slug: fragment.slug,
    // The post type 'fragment' is public with its own permalinks, as registered in WordPress.
    uri: `/fragment/${fragment.slug}/`,
    link: `${baseUrl}/fragment/${fragment.slug}/`,
    status: 'publish',
    ...CONTENT_NODE_FLAGS,
    date: '2026-09-01T10:00:00',
    dateGmt: '2026-09-01T10:00:00',
    modified: '2026-09-01T10:00:00',
    modifiedGmt: '2026-09-01T10:00:00',
    contentType: contentTypeEdge('fragment'),
    featuredImageDatabaseId: null,
    featuredImage: null,
    flexContent: fieldGroup('FlexFragment', 'flexContent', { flex: fragment.blocks }),
  };
}

function packageNode({ baseUrl, fieldGroup }: NodeSite, item: Package) {
  return {
    __typename: 'Package',
    id: toGlobalId('post', item.databaseId),
    databaseId: item.databaseId,
    title: item.title,
    slug: item.slug,
    uri: `/package/${item.slug}/`,
    link: `${baseUrl}/package/${item.slug}/`,
    status: 'publish',
    ...CONTENT_NODE_FLAGS,
    date: item.date,
    dateGmt: item.date,
    modified: item.modified ?? item.date,
    modifiedGmt: item.modified ?? item.date,
    contentType: contentTypeEdge('package'),
    featuredImageDatabaseId: null,
    featuredImage: null,
    // The level icon is an image field of the info group.
    info: fieldGroup('Package', 'info', { ...item.info, icon: item.icon }),
  };
}

/**
 * A post_object / page_link value: the node of that database id among the field's post types
 * (WPGraphQL's Post model, resolved in the union by __typename); null when there is none.
 */
function contentNodeById(site: NodeSite, databaseId: number, postTypes: readonly string[]) {
  const { pageById, postById, fragmentById, packageById } = site.index;
  for (const postType of postTypes) {
    if (postType === 'page' && pageById.has(databaseId)) return pageNode(site, pageById.get(databaseId)!);
    if (postType === 'post' && postById.has(databaseId)) return postNode(site, postById.get(databaseId)!);
    if (postType === 'fragment' && fragmentById.has(databaseId)) return fragmentNode(site, fragmentById.get(databaseId)!);
    if (postType === 'package' && packageById.has(databaseId)) return packageNode(site, packageById.get(databaseId)!);
  }
  return null;
}

/** The node builders of one site, each taking just the item: what the root fields, the ACF values and the preview side call. */
export function nodesOf(site: NodeSite) {
  return {
    mediaNode: (item: MediaItem) => mediaNode(site, item),
    pageNode: (page: Page) => pageNode(site, page),
    categoryNode: (category: Category) => categoryNode(site, category),
    postNode: (post: Post) => postNode(site, post),
    fragmentNode: (fragment: Fragment) => fragmentNode(site, fragment),
    packageNode: (item: Package) => packageNode(site, item),
    contentNodeById: (databaseId: number, postTypes: readonly string[]) => contentNodeById(site, databaseId, postTypes),
  };
}

export type Nodes = ReturnType<typeof nodesOf>;
