/**
 * The model's preview side (model.ts): drafts and revisions (editor.ts) as WPGraphQL answers them,
 * the singular root fields that find them for an editor, and WPGatsby's preview status mutation.
 * Only the admin, user 1, sees any of it; lists never hold drafts or revisions.
 */
import { GraphQLError } from 'graphql';
import type { Package, Page, Post } from '../content/types.ts';
import type { ActionMonitor } from './edits.ts';
import { wordpressTime, type Draft, type EditableItem, type EditableType, type Editor, type Revision } from './editor.ts';
import { toDatabaseId, toGlobalId } from './ids.ts';
import { byIdType, type ContentIndex, type IdArgs } from './model-content.ts';
import type { Nodes } from './model-nodes.ts';
import { EDITOR_USER_ID } from './preview.ts';

/**
 * The execution context's user (graphql-route.ts): the one a valid WPGatsbyPreview token made
 * current (preview.ts, previewUser), else none. Only the admin, user 1, may read drafts,
 * revisions and private action monitor posts.
 */
export interface ViewerContext {
  viewer?: number;
}
export const isEditor = (context: ViewerContext | null | undefined) => context?.viewer === EDITOR_USER_ID;

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

/** What the preview side reads: the WordPress home URL, the nodes of the published items, and the editor's drafts and revisions. */
export interface PreviewSite {
  baseUrl: string;
  nodes: Nodes;
  editor?: Editor;
}

const itemNode = ({ nodes }: PreviewSite, type: EditableType, item: EditableItem) =>
  type === 'page' ? nodes.pageNode(item as Page) : type === 'post' ? nodes.postNode(item as Post) : nodes.packageNode(item as Package);
const publishedUri = (type: EditableType, item: EditableItem) => (type === 'package' ? `/package/${item.slug}/` : (item as Page | Post).uri);

/** The site-relative URI of an item: its permalink's path, or a draft's `?p=` link. */
export const uriOf = (type: EditableType, item: EditableItem, draft: boolean) => (draft ? draftUri(type, item.databaseId) : publishedUri(type, item));

/**
 * A draft as WPGraphQL's Post model answers it (src/Model/Post.php of v1.32.1): status draft,
 * the `?p=` permalink as link and uri, slug null (no post_name yet), dateGmt null (post_date_gmt
 * 0000-00-00 00:00:00) — as wordpress/real-captures/preview/post-draft.json shows.
 */
function draftNode(site: PreviewSite, draft: Draft) {
  const uri = draftUri(draft.type, draft.id);
  return { ...itemNode(site, draft.type, draft.item), status: 'draft', slug: null, uri, link: `${site.baseUrl}${uri}`, dateGmt: null, isFrontPage: false };
}

/**
 * A revision as WPGraphQL's Post model answers it (src/Model/Post.php of v1.32.1): its own id
 * and databaseId, status inherit, its post_name as slug, date and modified its time, the parent
 * as parentDatabaseId, and as link get_preview_post_link() of the parent (`<permalink>?preview=true`),
 * its uri that link without the home URL (page-published.json, previewQuery).
 */
function revisionNode(site: PreviewSite, revision: Revision, parent: EditableItem) {
  const time = wordpressTime(revision.modifiedMs);
  const uri = `${publishedUri(revision.type, parent)}?preview=true`;
  return {
    ...itemNode(site, revision.type, revision.item),
    id: toGlobalId('post', revision.id),
    databaseId: revision.id,
    status: 'inherit',
    slug: `${parent.databaseId}-${revision.autosave ? 'autosave' : 'revision'}-v1`,
    uri,
    link: `${site.baseUrl}${uri}`,
    date: time,
    dateGmt: time,
    modified: time,
    modifiedGmt: time,
    isFrontPage: false,
    parentDatabaseId: parent.databaseId,
    parentId: toGlobalId('post', parent.databaseId),
  };
}

/**
 * A singular root field (`page`, `post`, `package`) as WPGraphQL resolves it
 * (src/Type/ObjectType/RootQuery.php of v1.32.1, lines 682–760): with `asPreview: true` the
 * newest revision (Utils::get_post_preview_id), visible to an editor only (the Post model asks
 * for the parent's edit capability), else the item itself; a draft only for an editor; lists
 * never hold drafts or revisions.
 */
export const singleNode =
  <T extends EditableItem>(site: PreviewSite, type: EditableType, items: readonly T[], lookups: Record<string, (item: T, id: string) => boolean>) =>
  (args: IdArgs & { asPreview?: boolean | null }, context?: ViewerContext) => {
    const item = byIdType(items, args, lookups);
    if (item) {
      const revision = args.asPreview ? site.editor?.latestRevision(item.databaseId) : undefined;
      if (revision) return isEditor(context) ? revisionNode(site, revision, item) : null;
      return itemNode(site, type, item);
    }
    if (args.idType && args.idType !== 'ID' && args.idType !== 'DATABASE_ID') return null;
    const databaseId = args.idType === 'DATABASE_ID' ? Number(args.id) : toDatabaseId(args.id);
    const draft = databaseId === undefined ? undefined : site.editor?.draft(databaseId);
    return draft?.type === type && isEditor(context) ? draftNode(site, draft) : null;
  };

/**
 * WPGatsby's mutation (wpg:src/Admin/Preview.php lines 104–205 of v2.3.3): for a user who may
 * edit the post `parentDatabaseId`, deletes its PREVIEW action and answers success; else the
 * UserError the captures show (preview-status-mutation.json). It stores no status.
 */
export function previewMutations(index: ContentIndex, editor: Editor | undefined, actionMonitor: ActionMonitor | undefined) {
  const { pageById, postById, packageById, fragmentById } = index;
  return {
    wpGatsbyRemotePreviewStatus: ({ input }: { input: { parentDatabaseId?: number | null; clientMutationId?: string | null } }, context?: ViewerContext) => {
      const id = Number(input.parentDatabaseId ?? 0);
      const exists = pageById.has(id) || postById.has(id) || packageById.has(id) || fragmentById.has(id) || !!editor?.draft(id);
      if (!exists || !isEditor(context)) throw new GraphQLError(`Sorry, you are not allowed to update post ${id}`, { extensions: { category: 'user' } });
      actionMonitor?.removePreview(id);
      return { clientMutationId: input.clientMutationId ?? null, success: true };
    },
  };
}
