/**
 * The root query fields of the model (model.ts), as WPGraphQL, WPGatsby, WPGraphQL for ACF and
 * WPGraphQL for Gravity Forms resolve them: the site's settings and WPGatsby's fields, the ACF
 * options page, the lists and singular fields of each post type, media and forms, and `node`.
 */
import { GraphQLError } from 'graphql';
import { type AcfLine } from '../../src/model/acf-schema.ts';
import { OPTIONS_PAGE, FIELD_GROUPS } from '../../src/model/model.ts';
import type { Content, MediaItem } from '../content/types.ts';
import { connection, listConnection, type ConnectionArgs } from './connection.ts';
import type { ActionMonitor } from './edits.ts';
import { formNode } from './gravityforms/model.ts';
import { toDatabaseId } from './ids.ts';
import { ACF_LINE_TYPES } from './model-acf.ts';
import { byIdType, normalizeUri, type ContentIndex, type IdArgs } from './model-content.ts';
import { CONTENT_TYPES, contentTypeNode, type NodeSite, type Nodes } from './model-nodes.ts';
import { isEditor, singleNode, type PreviewSite, type ViewerContext } from './model-preview.ts';

/** What the root fields read: the content and its index, the nodes, the preview side, and the running stand-in's state. */
export interface RootSite {
  content: Content;
  index: ContentIndex;
  baseUrl: string;
  acfLine: AcfLine;
  schemaMd5: string;
  fieldGroup: NodeSite['fieldGroup'];
  nodes: Nodes;
  preview: PreviewSite;
  /** WPGatsby's action log of edits made while running (edits.ts); none: no actions. */
  actionMonitor?: ActionMonitor;
}

/** The GraphQL name of the options page's field group. */
const OPTIONS_GROUP = FIELD_GROUPS.find((group) => group.optionsPage)!.graphqlFieldName;

const slice =
  <T, N>(items: readonly T[], toNode: (item: T) => N) =>
  (args: ConnectionArgs) =>
    connection(args, items.length, (start, end) => items.slice(start, end).map(toNode));

/** The ACF options page: its own type, with the site's options field group on it. */
function optionsPageNode({ acfLine, fieldGroup, content }: RootSite) {
  const { acf: ACF } = ACF_LINE_TYPES[acfLine];
  return acfLine === '2'
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
}

/** The site's settings, WPGatsby's fields and its action monitor. */
function siteFields({ content, baseUrl, schemaMd5, actionMonitor }: RootSite) {
  return {
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
    actionMonitorActions: (args: Parameters<ActionMonitor['list']>[0], context?: ViewerContext) => actionMonitor?.list(args, isEditor(context)) ?? listConnection(args, []),
    actionMonitorAction: () => null,
  };
}

/** The post types WPGraphQL lists (WPGatsby sources them by these). */
function contentTypeFields() {
  return {
    contentTypes: (args: ConnectionArgs) => listConnection(args, CONTENT_TYPES.map((type) => contentTypeNode(type.name))),
    contentType: ({ id, idType }: IdArgs) => {
      const name = idType === 'NAME' ? id : Buffer.from(id, 'base64').toString('utf8').replace(/^post_type:/, '');
      const type = CONTENT_TYPES.find((candidate) => candidate.name === name);
      return type ? contentTypeNode(type.name) : null;
    },
  };
}

/** Each post type's list and singular field, and the categories'. */
function postTypeFields({ content, index, nodes, preview }: RootSite) {
  return {
    pages: slice(content.pages, nodes.pageNode),
    page: singleNode(preview, 'page', content.pages, { URI: (item, id) => item.uri === normalizeUri(id) }),
    posts: (args: ConnectionArgs & { where?: { categoryIn?: (string | null)[] | null } | null }) => {
      const wanted = args.where?.categoryIn?.map((id) => toDatabaseId(id)).filter((id): id is number => id !== undefined);
      const posts = wanted?.length ? content.posts.filter((post) => post.categories.some((id) => wanted.includes(id))) : content.posts;
      return slice(posts, nodes.postNode)(args);
    },
    post: singleNode(preview, 'post', content.posts, {
      URI: (item, id) => item.uri === normalizeUri(id),
      SLUG: (item, id) => item.slug === id,
    }),
    categories: slice(index.categoriesByName, nodes.categoryNode),
    category: (args: IdArgs) => {
      const category = byIdType(content.categories, args, {
        SLUG: (item, id) => item.slug === id,
        NAME: (item, id) => item.name === id,
        URI: (item, id) => `/category/${item.slug}/` === normalizeUri(id),
      });
      return category ? nodes.categoryNode(category) : null;
    },
    flexFragments: slice(content.fragments, nodes.fragmentNode),
    flexFragment: (args: IdArgs) => {
      const fragment = byIdType(content.fragments, args, { SLUG: (item, id) => item.slug === id });
      return fragment ? nodes.fragmentNode(fragment) : null;
    },
    packages: slice(content.packages, nodes.packageNode),
    package: singleNode(preview, 'package', content.packages, { SLUG: (candidate, id) => candidate.slug === id }),
  };
}

/** The media items and the Gravity Forms forms. */
function mediaAndFormFields({ content, index, nodes }: RootSite) {
  return {
    mediaItems: (args: ConnectionArgs & { where?: { in?: (string | null)[] | null } | null }) => {
      const wanted = args.where?.in;
      const items = wanted
        ? wanted.map((id) => index.mediaById.get(toDatabaseId(id) ?? -1)).filter((item): item is MediaItem => !!item)
        : content.media;
      return slice(items, nodes.mediaNode)(args);
    },
    mediaItem: (args: IdArgs) => {
      const item =
        args.idType === 'SOURCE_URL'
          ? index.mediaByUrl.get(args.id)
          : byIdType(content.media, args, {
              SLUG: (candidate, id) => candidate.slug === id,
              URI: (candidate, id) => `/${candidate.slug}/` === normalizeUri(id),
            });
      return item ? nodes.mediaNode(item) : null;
    },
    gfForms: slice(content.forms, formNode),
    gfForm: ({ id, idType }: IdArgs) => {
      const databaseId = idType === 'DATABASE_ID' || /^\d+$/.test(id) ? Number(id) : Number(Buffer.from(id, 'base64').toString('utf8').split(':').pop());
      const form = index.formById.get(databaseId);
      return form ? formNode(form) : null;
    },
  };
}

/** `node(id:)`: any published node by its global id (the options page too, in 2.x). */
function nodeField({ acfLine, index, nodes }: RootSite, optionsPage: ReturnType<typeof optionsPageNode>) {
  return ({ id }: { id?: string }) => {
    if (!id) throw new GraphQLError('Argument "id" is required.');
    const decoded = Buffer.from(id, 'base64').toString('utf8');
    // 2.x: an options page is a Node, loaded by its menu slug (src/WPGraphQLAcf.php registers the
    // 'acf_options_page' loader and resolve_acf_options_page_node).
    if (acfLine === '2' && decoded === `acf_options_page:${OPTIONS_PAGE.slug}`) return optionsPage;
    const databaseId = toDatabaseId(id);
    if (databaseId === undefined) return null;
    if (decoded.startsWith('term:')) {
      const category = index.categoryById.get(databaseId);
      return category ? nodes.categoryNode(category) : null;
    }
    const node = nodes.contentNodeById(databaseId, ['page', 'post', 'fragment', 'package']);
    if (node) return node;
    const item = index.mediaById.get(databaseId);
    return item ? nodes.mediaNode(item) : null;
  };
}

/** Every root query field. */
export function rootFields(site: RootSite) {
  const optionsPage = optionsPageNode(site);
  return {
    ...siteFields(site),
    // The ACF options page: its own type, with the site's options field group on it.
    [ACF_LINE_TYPES[site.acfLine].acf.optionsPage.rootField]: optionsPage,
    ...contentTypeFields(),
    ...postTypeFields(site),
    ...mediaAndFormFields(site),
    node: nodeField(site, optionsPage),
  };
}
