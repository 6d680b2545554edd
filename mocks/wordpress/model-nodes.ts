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

type PostTypeName = (typeof CONTENT_TYPES)[number]['name'] | 'attachment';

export const contentTypeNode = (name: PostTypeName) => {
  const type = name === 'attachment' ? ATTACHMENT_TYPE : CONTENT_TYPES.find((candidate) => candidate.name === name)!;
  return { __typename: 'ContentType', id: Buffer.from(`post_type:${name}`).toString('base64'), ...type };
};
const contentTypeEdge = (name: PostTypeName) => ({ node: contentTypeNode(name) });

/** What a post-type node's shared fields are made of. */
interface ContentNodeSource {
  databaseId: number;
  title: string;
  slug: string;
  /** The path on WordPress; the link is the home URL with it. */
  uri: string;
  /** Published; the GMT dates answer the same times. */
  date: string;
  /** Last saved; the publication date when it was not changed since. */
  modified?: string;
  status?: 'publish' | 'inherit';
  /** The featured image's media id (null: none); a media item has none to give (MediaItem is no NodeWithFeaturedImage). */
  featuredImage?: number | null;
}

/**
 * The fields every post-type node answers alike (WPGraphQL's Post model): the ids, title, slug,
 * uri and link, the status, the kind flags, the four dates, the content type and, but for a media
 * item, the featured image. Each builder adds the fields of its own type.
 */
function contentNodeBase(site: NodeSite, postType: PostTypeName, source: ContentNodeSource) {
  const { databaseId, uri, date, featuredImage: imageId = null } = source;
  const modified = source.modified ?? date;
  return {
    id: toGlobalId('post', databaseId),
    databaseId,
    title: source.title,
    slug: source.slug,
    uri,
    link: `${site.baseUrl}${uri}`,
    status: source.status ?? 'publish',
    ...CONTENT_NODE_FLAGS,
    date,
    dateGmt: date,
    modified,
    modifiedGmt: modified,
    contentType: contentTypeEdge(postType),
    ...(postType === 'attachment' ? {} : { featuredImageDatabaseId: imageId, featuredImage: () => featuredImage(site, imageId) }),
  };
}

function mediaNode(site: NodeSite, item: MediaItem) {
  const url = `${site.uploadsUrl}/${item.file}`;
  const info = site.mediaFiles.get(item.databaseId);
  return {
    __typename: 'MediaItem',
    // WordPress stores attachments with post_status 'inherit'.
    ...contentNodeBase(site, 'attachment', { ...item, uri: `/${item.slug}/`, status: 'inherit' }),
    altText: item.altText,
    caption: null,
    description: null,
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
  const { fieldGroup } = site;
  return {
    __typename: 'Page',
    ...contentNodeBase(site, 'page', page),
    isFrontPage: page.isFrontPage ?? false,
    parentDatabaseId: page.parent ?? null,
    parentId: page.parent != null ? toGlobalId('post', page.parent) : null,
    menuOrder: 0,
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
  const { index, fieldGroup } = site;
  return {
    __typename: 'Post',
    ...contentNodeBase(site, 'post', post),
    excerpt: post.excerpt,
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

/** The fragments' content has no dates: each answers this one as published and last saved. */
const FRAGMENT_DATE = '2026-09-01T10:00:00';

function fragmentNode(site: NodeSite, fragment: Fragment) {
  return {
    __typename: 'FlexFragment',
    // The post type 'fragment' is public with its own permalinks, as registered in WordPress.
    ...contentNodeBase(site, 'fragment', { ...fragment, uri: `/fragment/${fragment.slug}/`, date: FRAGMENT_DATE, featuredImage: null }),
    flexContent: site.fieldGroup('FlexFragment', 'flexContent', { flex: fragment.blocks }),
  };
}

function packageNode(site: NodeSite, item: Package) {
  return {
    __typename: 'Package',
    ...contentNodeBase(site, 'package', { ...item, uri: `/package/${item.slug}/`, featuredImage: null }),
    // The level icon is an image field of the info group.
    info: site.fieldGroup('Package', 'info', { ...item.info, icon: item.icon }),
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
