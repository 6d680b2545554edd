/**
 * Turns the fixture content into WPGraphQL-shaped objects and the root resolvers.
 * graphql-js resolves a field by property, calling it when it is a function, so
 * references to other nodes are functions: built only when asked for, which also keeps
 * a fragment that includes itself from recursing forever. Unions (flexible content,
 * post_object / page_link fields) resolve through each object's __typename.
 *
 * The ACF field groups are mapped by one function driven by the content model
 * (src/types/flex-layouts.ts, acfObjectTypes): a fixture object's keys are the fields'
 * GraphQL names, and each value is converted by its ACF type as the WPGraphQL for ACF line the
 * stand-in plays does (`acfLine`: wp-graphql-acf 0.6.2, or WPGraphQL for ACF 2.x, v2.4.1).
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { acfObjectTypes, FIELD_GROUPS, OPTIONS_PAGE, type AcfField, type AcfLine, type AcfObjectType } from '../../src/types/flex-layouts.ts';
import type { Category, Content, Fragment, MediaItem, Package, Page, Post } from '../content/types.ts';
import { wysiwygHtml } from './wysiwyg.ts';
import { connection, listConnection, type ConnectionArgs } from './connection.ts';
import { toDatabaseId, toGlobalId } from './ids.ts';
import type { MediaFileInfo } from './media.ts';
import type { ActionMonitor } from './edits.ts';
import { wordpressTime, type Draft, type EditableItem, type EditableType, type Editor, type Revision } from './editor.ts';
import { EDITOR_USER_ID } from './preview.ts';
import { formNode } from './gravityforms/model.ts';
import { acfScalar, isPhpEmpty } from './php-empty.ts';
import { acfLineOf } from './schema.ts';

export interface ModelOptions {
  /** The WordPress home URL, e.g. http://127.0.0.1:8788 */
  baseUrl: string;
  schemaSdl: string;
  mediaFiles: Map<number, MediaFileInfo>;
  /** WPGatsby's action log of edits made while running (edits.ts); none: no actions. */
  actionMonitor?: ActionMonitor;
  /** The WPGraphQL for ACF line whose values it answers, as the schema's (schema.ts). Default: WORDPRESS_ACF_LINE, else '0.6'. */
  acfLine?: AcfLine;
  /** Drafts and revisions made while running (editor.ts); none: only the published content. */
  editor?: Editor;
}

/**
 * The execution context's user (graphql-route.ts): the one a valid WPGatsbyPreview token made
 * current (preview.ts, previewUser), else none. Only the admin, user 1, may read drafts,
 * revisions and private action monitor posts.
 */
export interface ViewerContext {
  viewer?: number;
}
const isEditor = (context: ViewerContext | null | undefined) => context?.viewer === EDITOR_USER_ID;

/**
 * The permalink of a draft, site-relative (WordPress 6.5 wp-includes/link-template.php: get_permalink
 * gives `?p=<id>` to a post that is not published, _get_page_link `?page_id=<id>` to a page, and
 * get_post_permalink `?post_type=<type>&p=<id>` to a custom post type).
 */
export function draftUri(type: EditableType, id: number): string {
  if (type === 'page') return `/?page_id=${id}`;
  if (type === 'post') return `/?p=${id}`;
  return `/?post_type=${type}&p=${id}`;
}

interface IdArgs {
  id: string;
  idType?: string | null;
}

/** '/a/b/' from a URI, a full URL on any host, or a path without slashes. */
function normalizeUri(value: string): string {
  const path = value.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function byIdType<T extends { databaseId: number }>(
  items: readonly T[],
  { id, idType }: IdArgs,
  lookups: Record<string, (item: T, id: string) => boolean> = {},
): T | undefined {
  if (idType && lookups[idType]) return items.find((item) => lookups[idType]!(item, id));
  const databaseId = idType === 'DATABASE_ID' ? Number(id) : toDatabaseId(id);
  return items.find((item) => item.databaseId === databaseId);
}

const CONTENT_TYPES = [
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

/** The GraphQL name of the options page's field group. */
const OPTIONS_GROUP = FIELD_GROUPS.find((group) => group.optionsPage)!.graphqlFieldName;

/** What the model needs of a line's ACF types. */
function acfTypesOf(line: AcfLine) {
  const acf = acfObjectTypes(line);
  return {
    acf,
    /** Every object type the line registers for the content model, by name. */
    types: new Map(acf.types.filter((type) => type.kind === 'object').map((type) => [type.name, type])),
    /** Owner type and field-group field → the group's type (Page + flexContent → Page_Flexcontent, or FlexContent in 2.x). */
    groupTypes: new Map(acf.ownerFields.map(({ owner, field, type }) => [`${owner}.${field}`, type])),
    /** 2.x: a flexible-content field's layout interface and a block kind → the layout's type (FlexContentFlex_Layout + Banner → FlexContentFlexBannerLayout). */
    layoutTypes: new Map(
      acf.types.flatMap((type) =>
        type.kind === 'object' && type.layoutKind ? (type.interfaces ?? []).filter((name) => name.endsWith('_Layout')).map((name) => [`${name}.${type.layoutKind}`, type.name] as const) : [],
      ),
    ),
  };
}
const ACF_LINE_TYPES = { '0.6': acfTypesOf('0.6'), '2': acfTypesOf('2') } as const;

/** WPGraphQL's cursor of a node in a connection: base64 of 'arrayconnection:<id>' (AbstractConnectionResolver::get_cursor_for_node). */
const nodeCursor = (databaseId: number) => Buffer.from(`arrayconnection:${databaseId}`).toString('base64');

/** The type a repeater, group or flexible-content field of `parent` has (from its SDL type, `[T]` or `T`). */
function acfFieldTypeName(parent: AcfObjectType, fieldName: string): string {
  const entry = parent.fields.find((candidate) => candidate.name === fieldName);
  if (!entry) throw new Error(`${parent.name} has no field ${fieldName}`);
  return entry.type.replace(/^\[|\]$/g, '');
}

export function createModel(content: Content, options: ModelOptions) {
  const { baseUrl, mediaFiles, acfLine = acfLineOf() } = options;
  const { acf: ACF, types: ACF_TYPES, groupTypes: ACF_GROUP_TYPES, layoutTypes: ACF_LAYOUT_TYPES } = ACF_LINE_TYPES[acfLine];
  const uploadsUrl = `${baseUrl}/wp-content/uploads`;

  const mediaById = new Map(content.media.map((item) => [item.databaseId, item]));
  const mediaByUrl = new Map(content.media.map((item) => [`${uploadsUrl}/${item.file}`, item]));
  const pageById = new Map(content.pages.map((page) => [page.databaseId, page]));
  const postById = new Map(content.posts.map((post) => [post.databaseId, post]));
  const packageById = new Map(content.packages.map((item) => [item.databaseId, item]));
  const categoryById = new Map(content.categories.map((category) => [category.databaseId, category]));
  // WPGraphQL orders term connections by name, ascending, unless asked otherwise
  // (src/Data/Connection/TermObjectConnectionResolver.php, get_query_args): the root list and a post's categories alike.
  const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' });
  const categoriesByName = [...content.categories].sort(byName);
  const formById = new Map(content.forms.map((form) => [form.databaseId, form]));
  const fragmentById = new Map(content.fragments.map((fragment) => [fragment.databaseId, fragment]));
  const postCountByCategory = new Map<number, number>();
  for (const post of content.posts) {
    for (const id of post.categories) postCountByCategory.set(id, (postCountByCategory.get(id) ?? 0) + 1);
  }

  // ── nodes ──────────────────────────────────────────────────────────────────

  const contentTypeNode = (name: (typeof CONTENT_TYPES)[number]['name'] | 'attachment') => {
    const type = name === 'attachment' ? ATTACHMENT_TYPE : CONTENT_TYPES.find((candidate) => candidate.name === name)!;
    return { __typename: 'ContentType', id: Buffer.from(`post_type:${name}`).toString('base64'), ...type };
  };
  const contentTypeEdge = (name: (typeof CONTENT_TYPES)[number]['name'] | 'attachment') => ({ node: contentTypeNode(name) });

  const mediaNode = (item: MediaItem) => {
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
  };
  /** A reference to a media item by database id; null when it does not exist. */
  const media = (databaseId: number | null | undefined) => () => {
    const item = databaseId == null ? undefined : mediaById.get(databaseId);
    return item ? mediaNode(item) : null;
  };
  const featuredImage = (databaseId: number | null | undefined) => {
    const item = databaseId == null ? undefined : mediaById.get(databaseId);
    return item ? { node: mediaNode(item) } : null;
  };

  // ── ACF field groups ────────────────────────────────────────────────────────

  /**
   * A post_object / page_link value: the node of that database id among the field's post types
   * (WPGraphQL's Post model, resolved in the union by __typename); null when there is none.
   */
  const contentNodeById = (databaseId: number, postTypes: readonly string[]) => {
    for (const postType of postTypes) {
      if (postType === 'page' && pageById.has(databaseId)) return pageNode(pageById.get(databaseId)!);
      if (postType === 'post' && postById.has(databaseId)) return postNode(postById.get(databaseId)!);
      if (postType === 'fragment' && fragmentById.has(databaseId)) return fragmentNode(fragmentById.get(databaseId)!);
      if (postType === 'package' && packageById.has(databaseId)) return packageNode(packageById.get(databaseId)!);
    }
    return null;
  };

  /** One ACF value of a field of `parent`, converted by the field's ACF type as the line played does. */
  const acfValue = (parent: AcfObjectType, name: string, acf: AcfField, value: unknown): unknown =>
    acfLine === '2' ? acfValueV2(parent, name, acf, value) : acfValueV06(parent, name, acf, value);

  /** One ACF value as wp-graphql-acf 0.6.2 answers it. */
  const acfValueV06 = (parent: AcfObjectType, name: string, acf: AcfField, value: unknown): unknown => {
    switch (acf.type) {
      case 'image':
        // load_deferred( (int) $value ): the media node, built when asked for.
        return media(typeof value === 'number' ? value : null);
      case 'post_object':
      case 'page_link':
        return () => (typeof value === 'number' && value > 0 ? contentNodeById(value, acf.postTypes ?? []) : null);
      case 'repeater': {
        if (!Array.isArray(value) || value.length === 0) return null;
        const rowType = acfFieldTypeName(parent, name);
        return () => value.map((row) => acfObject(rowType, row ?? {}, acf.name));
      }
      case 'group': {
        // ACF loads a group as the array of its sub-field values, so it is never empty.
        const groupType = acfFieldTypeName(parent, name);
        return () => acfObject(groupType, value ?? {}, acf.name);
      }
      case 'flexible_content': {
        // A flexible-content field answers [] when empty; each row is its layout's type.
        const union = acfFieldTypeName(parent, name);
        const blocks = Array.isArray(value) ? (value as { kind: string }[]) : [];
        return () =>
          blocks.map((block) => {
            const layoutType = `${union}_${block.kind}`;
            return acfObject(layoutType, block, layoutType);
          });
      }
      case 'checkbox':
        return Array.isArray(value) && value.length > 0 ? value : null;
      case 'wysiwyg':
        // get_acf_field_value formats a wysiwyg value: apply_filters( 'the_content', $value ), whose
        // paragraph formatting is wpautop (WordPress's own JavaScript port of it: @wordpress/autop).
        // The filter's other steps (wptexturize's curly quotes and dashes, shortcodes, image
        // attributes) are not played: see wysiwygHtml.
        return isPhpEmpty(value) ? null : wysiwygHtml(value as string);
      default:
        // text, textarea, url, select, number (Float), true_false, link (AcfLink as it is).
        return acfScalar(value);
    }
  };

  /**
   * A post_object's value as WPGraphQL for ACF 2.x answers it (src/FieldType/Relationship.php,
   * get_graphql_type, which PostObject.php uses): null when empty, else a PostObjectConnectionResolver
   * connection over post type 'any' and status 'any' with `where.in` the ids — the nodes of the
   * posts that exist (an id of none: a connection without nodes), edges with WPGraphQL's cursors,
   * and the page info of one page.
   */
  const contentConnection = (value: unknown) => () => {
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number' && id > 0);
    if (isPhpEmpty(value) || ids.length === 0) return null;
    const nodes = ids.map((id) => contentNodeById(id, ['page', 'post', 'fragment', 'package'])).filter((node) => node !== null);
    const edges = nodes.map((node) => ({ __typename: 'AcfContentNodeConnectionEdge', cursor: nodeCursor(node.databaseId), node }));
    return {
      __typename: 'AcfContentNodeConnection',
      nodes,
      edges,
      pageInfo: {
        __typename: 'AcfContentNodeConnectionPageInfo',
        hasNextPage: false,
        hasPreviousPage: false,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  };

  /**
   * One ACF value as WPGraphQL for ACF 2.x (v2.4.1) answers it. FieldConfig::resolve_field reads
   * the value (ACF's default_value when none was ever saved: acf_get_value) and sets every
   * PHP-empty value to null ("Empty values are set to null"); then per field type:
   */
  const acfValueV2 = (parent: AcfObjectType, name: string, acf: AcfField, saved: unknown): unknown => {
    const value = saved === undefined && acf.defaultValue !== undefined ? acf.defaultValue : saved;
    switch (acf.type) {
      case 'image':
        // src/FieldType/Image.php: a one-to-one connection, the edge { cursor, node } of the
        // attachment; null when empty or when no such attachment exists (one_to_one's first edge).
        return () => {
          const item = typeof value === 'number' && value > 0 ? mediaById.get(value) : undefined;
          return item ? { __typename: 'AcfMediaItemConnectionEdge', cursor: nodeCursor(item.databaseId), node: mediaNode(item) } : null;
        };
      case 'post_object':
      case 'page_link':
        return contentConnection(value);
      case 'repeater': {
        // src/FieldType/Repeater.php has no resolver of its own: resolve_field's null when empty.
        if (!Array.isArray(value) || value.length === 0) return null;
        const rowType = acfFieldTypeName(parent, name);
        return () => value.map((row) => acfObject(rowType, row ?? {}));
      }
      case 'group': {
        // src/FieldType/Group.php: an empty group still answers its object (the root passed down).
        const groupType = acfFieldTypeName(parent, name);
        return () => acfObject(groupType, value ?? {});
      }
      case 'flexible_content': {
        // No resolver of its own (FieldConfig: the type only): null when empty. Each row is the
        // type the layout interface's resolveType names, format_type_name(prefix + ' ' + layout) . 'Layout'
        // (src/FieldType/FlexibleContent.php).
        if (!Array.isArray(value) || value.length === 0) return null;
        const layoutInterface = acfFieldTypeName(parent, name);
        return () =>
          (value as { kind: string }[]).map((block) => {
            const layoutType = ACF_LAYOUT_TYPES.get(`${layoutInterface}.${block.kind}`);
            if (!layoutType) throw new Error(`No layout ${block.kind} of ${layoutInterface} in the content model`);
            return acfObject(layoutType, block);
          });
      }
      case 'select':
      case 'checkbox':
        // FieldConfig::get_graphql_field_config, case 'checkbox' / 'select': null when empty, else
        // a list (the value itself when ACF gives one, else the value as the list's one item).
        if (isPhpEmpty(value)) return null;
        return Array.isArray(value) ? value : [value];
      case 'true_false':
        // FieldConfig::get_graphql_field_config, case 'true_false': (bool) of the value, so an
        // unticked box is false, not null.
        return !isPhpEmpty(value);
      case 'wysiwyg':
        // src/FieldType/Wysiwyg.php and prepare_acf_field_value: apply_filters( 'the_content' ), as 0.6 (see acfValueV06).
        return isPhpEmpty(value) ? null : wysiwygHtml(value as string);
      default:
        // text, textarea, url, number (Float), link (AcfLink as it is): resolve_field's null when empty.
        return acfScalar(value);
    }
  };

  /**
   * A fixture object as the ACF object type `typeName`: every field the content model gives
   * that type, read from the fixture by its GraphQL name. `fieldGroupName` is what
   * wp-graphql-acf 0.6.2 answers there: the ACF name of a group or repeater row, the type name of a
   * layout, the graphql_field_name of a field group. WPGraphQL for ACF 2.x answers the type name
   * for each of them (src/Registry.php, get_fields_for_field_group: get_field_group_graphql_type_name
   * of the group, whose graphql_type_name Repeater.php, Group.php and FlexibleContent.php set to the
   * type's name; a field group's is format_type_name of its graphql_field_name, its type's name too).
   */
  function acfObject(typeName: string, source: object, fieldGroupName: string = typeName): Record<string, unknown> {
    const type = ACF_TYPES.get(typeName);
    if (!type) throw new Error(`No ACF type ${typeName} in the content model`);
    const values = source as Record<string, unknown>;
    const object: Record<string, unknown> = { __typename: typeName, fieldGroupName };
    for (const { name, acf } of type.fields) {
      if (acf) object[name] = acfValue(type, name, acf, values[name]);
    }
    return object;
  }

  /** A field group's field on an owner (Page.flexContent, Package.info …), built when asked for. */
  const fieldGroup = (owner: string, field: string, source: object) => () => {
    const typeName = ACF_GROUP_TYPES.get(`${owner}.${field}`);
    if (!typeName) throw new Error(`No ACF field group ${field} on ${owner} in the content model`);
    return acfObject(typeName, source, acfLine === '2' ? typeName : field);
  };

  const pageNode = (page: Page) => ({
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
    featuredImage: () => featuredImage(page.featuredImage),
    // WPGraphQL Yoast SEO (not in the schema with WORDPRESS_YOAST=0).
    seo: { title: page.seo.title, metaDesc: page.seo.description },
    pageSettings: fieldGroup('Page', 'pageSettings', page.settings),
    flexContent: fieldGroup('Page', 'flexContent', { flex: page.blocks }),
  });

  const categoryNode = (category: Category) => ({
    __typename: 'Category',
    id: toGlobalId('term', category.databaseId),
    databaseId: category.databaseId,
    name: category.name,
    slug: category.slug,
    uri: `/category/${category.slug}/`,
    link: `${baseUrl}/category/${category.slug}/`,
    description: category.description ?? null,
    count: postCountByCategory.get(category.databaseId) ?? 0,
    ...TERM_NODE_FLAGS,
  });

  const postNode = (post: Post) => ({
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
    featuredImage: () => featuredImage(post.featuredImage),
    categories: (args: ConnectionArgs) =>
      listConnection(
        args,
        post.categories
          .map((id) => categoryById.get(id))
          .filter((category): category is Category => !!category)
          .sort(byName)
          .map(categoryNode),
      ),
    recap: fieldGroup('Post', 'recap', { author: post.author }),
    seo: { title: post.seo.title, metaDesc: post.seo.description },
    flexContent: fieldGroup('Post', 'flexContent', { flex: post.blocks }),
  });

  const fragmentNode = (fragment: Fragment) => ({
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
  });

  const packageNode = (item: Package) => ({
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
  });

  // ── drafts and revisions (editor.ts) ──────────────────────────────────────

  const itemNode = (type: EditableType, item: EditableItem) =>
    type === 'page' ? pageNode(item as Page) : type === 'post' ? postNode(item as Post) : packageNode(item as Package);
  const publishedUri = (type: EditableType, item: EditableItem) => (type === 'package' ? `/package/${item.slug}/` : (item as Page | Post).uri);

  /**
   * A draft as WPGraphQL's Post model answers it (src/Model/Post.php of v1.32.1): status draft,
   * the `?p=` permalink as link and uri, slug null (no post_name yet), dateGmt null (post_date_gmt
   * 0000-00-00 00:00:00) — as wordpress/real-captures/preview/post-draft.json shows.
   */
  const draftNode = (draft: Draft) => {
    const uri = draftUri(draft.type, draft.id);
    return { ...itemNode(draft.type, draft.item), status: 'draft', slug: null, uri, link: `${baseUrl}${uri}`, dateGmt: null, isFrontPage: false };
  };

  /**
   * A revision as WPGraphQL's Post model answers it (src/Model/Post.php of v1.32.1): its own id
   * and databaseId, status inherit, its post_name as slug, date and modified its time, the parent
   * as parentDatabaseId, and as link get_preview_post_link() of the parent (`<permalink>?preview=true`),
   * its uri that link without the home URL (page-published.json, previewQuery).
   */
  const revisionNode = (revision: Revision, parent: EditableItem) => {
    const time = wordpressTime(revision.modifiedMs);
    const uri = `${publishedUri(revision.type, parent)}?preview=true`;
    return {
      ...itemNode(revision.type, revision.item),
      id: toGlobalId('post', revision.id),
      databaseId: revision.id,
      status: 'inherit',
      slug: `${parent.databaseId}-${revision.autosave ? 'autosave' : 'revision'}-v1`,
      uri,
      link: `${baseUrl}${uri}`,
      date: time,
      dateGmt: time,
      modified: time,
      modifiedGmt: time,
      isFrontPage: false,
      parentDatabaseId: parent.databaseId,
      parentId: toGlobalId('post', parent.databaseId),
    };
  };

  /**
   * A singular root field (`page`, `post`, `package`) as WPGraphQL resolves it
   * (src/Type/ObjectType/RootQuery.php of v1.32.1, lines 682–760): with `asPreview: true` the
   * newest revision (Utils::get_post_preview_id), visible to an editor only (the Post model asks
   * for the parent's edit capability), else the item itself; a draft only for an editor; lists
   * never hold drafts or revisions.
   */
  const singleNode =
    <T extends EditableItem>(type: EditableType, items: readonly T[], lookups: Record<string, (item: T, id: string) => boolean>) =>
    (args: IdArgs & { asPreview?: boolean | null }, context?: ViewerContext) => {
      const item = byIdType(items, args, lookups);
      if (item) {
        const revision = args.asPreview ? options.editor?.latestRevision(item.databaseId) : undefined;
        if (revision) return isEditor(context) ? revisionNode(revision, item) : null;
        return itemNode(type, item);
      }
      if (args.idType && args.idType !== 'ID' && args.idType !== 'DATABASE_ID') return null;
      const databaseId = args.idType === 'DATABASE_ID' ? Number(args.id) : toDatabaseId(args.id);
      const draft = databaseId === undefined ? undefined : options.editor?.draft(databaseId);
      return draft?.type === type && isEditor(context) ? draftNode(draft) : null;
    };

  // ── root ───────────────────────────────────────────────────────────────────

  const schemaMd5 = createHash('md5')
    .update(options.schemaSdl)
    .update(JSON.stringify(content))
    .update(JSON.stringify([...mediaFiles.entries()]))
    .digest('hex');

  const slice =
    <T, N>(items: readonly T[], toNode: (item: T) => N) =>
    (args: ConnectionArgs) =>
      connection(args, items.length, (start, end) => items.slice(start, end).map(toNode));

  /** The ACF options page: its own type, with the site's options field group on it. */
  const optionsPage =
    acfLine === '2'
      ? {
          // WPGraphQL for ACF 2.x's AcfOptionsPage model (src/Model/AcfOptionsPage.php): the id is the
          // global id of the menu slug, parentId null without a parent page (Secure Custom Fields
          // turns the UI's parent 'none' into '': pro/post-types/acf-ui-options-page.php), menuTitle the
          // page title when none is set (pro/options-page.php, add_page), as wordpress/acf-json has it.
          __typename: ACF.optionsPage.typeName,
          id: Buffer.from(`acf_options_page:${OPTIONS_PAGE.slug}`).toString('base64'),
          pageTitle: OPTIONS_PAGE.title,
          menuTitle: OPTIONS_PAGE.title,
          parentId: null,
          [OPTIONS_GROUP]: fieldGroup(ACF.optionsPage.typeName, OPTIONS_GROUP, content.settings),
        }
      : {
          __typename: ACF.optionsPage.typeName,
          pageTitle: OPTIONS_PAGE.title,
          pageSlug: OPTIONS_PAGE.slug,
          [OPTIONS_GROUP]: fieldGroup(ACF.optionsPage.typeName, OPTIONS_GROUP, content.settings),
        };

  const root = {
    isWpGatsby: true,
    generalSettings: {
      title: content.settings.general.title,
      description: content.settings.general.description,
      url: baseUrl,
      language: content.settings.general.language,
      timezone: 'Europe/Amsterdam',
    },
    // The options as the seeded real WordPress has them (scripts/wordpress-seed.ts sets a static front
    // page; posts_per_page keeps WordPress's default 10; no page_for_posts): WPGraphQL resolves
    // integer settings with absint(get_option()), so an unset page is 0, not null
    // (wp-graphql plugins/wp-graphql/src/Model/SettingGroup.php, resolve_setting_value).
    readingSettings: {
      pageForPosts: 0,
      pageOnFront: content.pages.find((page) => page.isFrontPage)?.databaseId ?? 0,
      postsPerPage: 10,
      showOnFront: content.pages.some((page) => page.isFrontPage) ? 'page' : 'posts',
    },
    wpGatsby: { arePrettyPermalinksEnabled: true },
    wpGatsbyCompatibility: () => ({ satisfies: { wpGQL: true, wpGatsby: true } }),
    schemaMd5,
    // Content given at start is part of schemaMd5 (a change between starts makes Gatsby refetch
    // everything); edits while running (edits.ts) are reported here, as WPGatsby reports saves.
    actionMonitorActions: (args: Parameters<ActionMonitor['list']>[0], context?: ViewerContext) => options.actionMonitor?.list(args, isEditor(context)) ?? listConnection(args, []),
    actionMonitorAction: () => null,
    // The ACF options page: its own type, with the site's options field group on it.
    [ACF.optionsPage.rootField]: optionsPage,
    contentTypes: (args: ConnectionArgs) => listConnection(args, CONTENT_TYPES.map((type) => contentTypeNode(type.name))),
    contentType: ({ id, idType }: IdArgs) => {
      const name = idType === 'NAME' ? id : Buffer.from(id, 'base64').toString('utf8').replace(/^post_type:/, '');
      const type = CONTENT_TYPES.find((candidate) => candidate.name === name);
      return type ? contentTypeNode(type.name) : null;
    },
    pages: slice(content.pages, pageNode),
    page: singleNode('page', content.pages, { URI: (item, id) => item.uri === normalizeUri(id) }),
    posts: (args: ConnectionArgs & { where?: { categoryIn?: (string | null)[] | null } | null }) => {
      const wanted = args.where?.categoryIn?.map((id) => toDatabaseId(id)).filter((id): id is number => id !== undefined);
      const posts = wanted?.length ? content.posts.filter((post) => post.categories.some((id) => wanted.includes(id))) : content.posts;
      return slice(posts, postNode)(args);
    },
    post: singleNode('post', content.posts, {
      URI: (item, id) => item.uri === normalizeUri(id),
      SLUG: (item, id) => item.slug === id,
    }),
    categories: slice(categoriesByName, categoryNode),
    category: (args: IdArgs) => {
      const category = byIdType(content.categories, args, {
        SLUG: (item, id) => item.slug === id,
        NAME: (item, id) => item.name === id,
        URI: (item, id) => `/category/${item.slug}/` === normalizeUri(id),
      });
      return category ? categoryNode(category) : null;
    },
    flexFragments: slice(content.fragments, fragmentNode),
    flexFragment: (args: IdArgs) => {
      const fragment = byIdType(content.fragments, args, { SLUG: (item, id) => item.slug === id });
      return fragment ? fragmentNode(fragment) : null;
    },
    packages: slice(content.packages, packageNode),
    package: singleNode('package', content.packages, { SLUG: (candidate, id) => candidate.slug === id }),
    mediaItems: (args: ConnectionArgs & { where?: { in?: (string | null)[] | null } | null }) => {
      const wanted = args.where?.in;
      const items = wanted
        ? wanted.map((id) => mediaById.get(toDatabaseId(id) ?? -1)).filter((item): item is MediaItem => !!item)
        : content.media;
      return slice(items, mediaNode)(args);
    },
    mediaItem: (args: IdArgs) => {
      const item =
        args.idType === 'SOURCE_URL'
          ? mediaByUrl.get(args.id)
          : byIdType(content.media, args, {
              SLUG: (candidate, id) => candidate.slug === id,
              URI: (candidate, id) => `/${candidate.slug}/` === normalizeUri(id),
            });
      return item ? mediaNode(item) : null;
    },
    gfForms: slice(content.forms, formNode),
    gfForm: ({ id, idType }: IdArgs) => {
      const databaseId = idType === 'DATABASE_ID' || /^\d+$/.test(id) ? Number(id) : Number(Buffer.from(id, 'base64').toString('utf8').split(':').pop());
      const form = formById.get(databaseId);
      return form ? formNode(form) : null;
    },
    node: ({ id }: { id?: string }) => {
      if (!id) throw new GraphQLError('Argument "id" is required.');
      const decoded = Buffer.from(id, 'base64').toString('utf8');
      // 2.x: an options page is a Node, loaded by its menu slug (src/WPGraphQLAcf.php registers the
      // 'acf_options_page' loader and resolve_acf_options_page_node).
      if (acfLine === '2' && decoded === `acf_options_page:${OPTIONS_PAGE.slug}`) return optionsPage;
      const databaseId = toDatabaseId(id);
      if (databaseId === undefined) return null;
      if (decoded.startsWith('term:')) {
        const category = categoryById.get(databaseId);
        return category ? categoryNode(category) : null;
      }
      const node = contentNodeById(databaseId, ['page', 'post', 'fragment', 'package']);
      if (node) return node;
      const item = mediaById.get(databaseId);
      return item ? mediaNode(item) : null;
    },
  };

  /**
   * WPGatsby's mutation (wpg:src/Admin/Preview.php lines 104–205 of v2.3.3): for a user who may
   * edit the post `parentDatabaseId`, deletes its PREVIEW action and answers success; else the
   * UserError the captures show (preview-status-mutation.json). It stores no status.
   */
  const mutations = {
    wpGatsbyRemotePreviewStatus: ({ input }: { input: { parentDatabaseId?: number | null; clientMutationId?: string | null } }, context?: ViewerContext) => {
      const id = Number(input.parentDatabaseId ?? 0);
      const exists = pageById.has(id) || postById.has(id) || packageById.has(id) || fragmentById.has(id) || !!options.editor?.draft(id);
      if (!exists || !isEditor(context)) throw new GraphQLError(`Sorry, you are not allowed to update post ${id}`, { extensions: { category: 'user' } });
      options.actionMonitor?.removePreview(id);
      return { clientMutationId: input.clientMutationId ?? null, success: true };
    },
  };

  /** The site-relative URI of an item: its permalink's path, or a draft's `?p=` link. */
  const uriOf = (type: EditableType, item: EditableItem, draft: boolean) => (draft ? draftUri(type, item.databaseId) : publishedUri(type, item));

  return { root: { ...root, ...mutations }, schemaMd5, uriOf };
}
