/**
 * Editing in the running stand-in, reported by its WPGatsby action monitor, so that an
 * incremental build (the build-scale bench, bench/scale.mjs) or a preview can be watched.
 * <base> is `pages`, `posts` or `package` (editor.ts, REST_BASES):
 *
 *   POST /wp-json/wp/v2/<base>/<id>             { title?, excerpt?, acf? }   publish: update a published item
 *   POST /wp-json/wp/v2/<base>                  { status: 'draft', title, excerpt?, acf? }   a new draft (201)
 *   POST /wp-json/wp/v2/<base>/<id>             on a draft: update it; it stays a draft
 *   POST /wp-json/wp/v2/<base>/<id>/autosaves   { title?, excerpt?, acf? }   an autosave (editor.ts)
 *
 * The requests are a subset of WordPress' REST API (https://developer.wordpress.org/rest-api/reference/posts/):
 * `title` and `excerpt` (posts only) as raw strings, `acf` in ACF's REST format (acf-rest.ts),
 * the answers with `title`/`excerpt` as `{ raw, rendered }`, shaped as the captured answers of
 * wordpress/real-captures/preview/ (page-published.json, post-draft.json).
 * A real WordPress asks for an authenticated user (an application password); the stand-in, a
 * local test double on 127.0.0.1, does not.
 *
 * Saving a post makes WPGatsby's action monitor record an UPDATE action for it (wp-gatsby
 * src/ActionMonitor/Monitors/PostMonitor.php, save_post → ActionMonitor::log_action): a post of
 * the type action_monitor whose modified time is the save, listed by
 * `actionMonitorActions(where: { sinceTimestamp })` (ms) newest first. gatsby-source-wordpress
 * asks for those on a build with a warm cache and an unchanged schemaMd5 and fetches just the
 * referenced nodes (steps/source-nodes/update-nodes/wp-actions/update.js), logging
 * "update post <title> (#<id>)" for each. The stand-in's schemaMd5 is fixed when it starts (a
 * hash of the schema and the content it started with), so an edit does not move it — as on a
 * real WordPress, where WPGatsby's schemaMd5 changes with the schema only.
 */
import { listConnection, type ConnectionArgs } from './connection.ts';
import { acfRestOf, createPostIds, itemChanges, PLURAL_NAMES, REST_BASES, wordpressTime, type EditableItem, type EditableType, type Editor, type ItemChanges } from './editor.ts';
import { HttpError, readBody, sendJson, type Route } from './http.ts';
import { toGlobalId } from './ids.ts';
import type { PreviewData } from './preview.ts';

export { wordpressTime };

/** The stream of an action: WPGatsby's CONTENT (builds) or PREVIEW (wpg:src/ActionMonitor/Monitors/Monitor.php lines 230–234). */
export type ActionStream = 'CONTENT' | 'PREVIEW';

export interface MonitorAction {
  __typename: 'ActionMonitorAction';
  id: string;
  databaseId: number;
  title: string;
  actionType: 'CREATE' | 'UPDATE' | 'DELETE';
  referencedNodeID: string;
  referencedNodeStatus: string;
  referencedNodeGlobalRelayID: string;
  referencedNodeSingularName: string;
  referencedNodePluralName: string;
  /** The action post's own status: preview actions stay private, content actions are published (Monitor.php lines 353–359). */
  status: 'publish' | 'private';
  stream: ActionStream;
  /** `_gatsby_preview_data`: a PREVIEW action's data with the manifest ids it has seen (Monitor.php lines 297–334). */
  previewData: (PreviewData & { manifestIds: string[] }) | null;
  /** When the action was recorded, ms since the epoch. */
  modified: number;
}

export interface ActionMonitorArgs extends ConnectionArgs {
  where?: { sinceTimestamp?: number | null; previewStream?: boolean | null; status?: string | null } | null;
}

export interface LogArgs {
  nodeId: number;
  title: string;
  singleName: string;
  pluralName: string;
  stream?: ActionStream;
  previewData?: PreviewData;
  /** The previewed item's manifest id, merged into the action's manifestIds. */
  manifestId?: string;
}

/**
 * WPGatsby's action log: actions recorded by edits and previews, listed as `actionMonitorActions`
 * lists them. Action monitor entries are posts of their own (post type action_monitor), with ids
 * from `nextId` (WordPress's post ids).
 */
export function createActionMonitor(now: () => number = Date.now, nextId: () => number = createPostIds()) {
  let actions: MonitorAction[] = [];
  /**
   * Monitor::log_action (Monitor.php lines 180–375): one action per node, node type and stream —
   * an existing one is updated (its modified time moves to now), else a new one is made.
   */
  const log = ({ nodeId, title, singleName, pluralName, stream = 'CONTENT', previewData, manifestId }: LogArgs): MonitorAction => {
    const existing = actions.find((action) => action.referencedNodeID === String(nodeId) && action.referencedNodeSingularName === singleName && action.stream === stream);
    const databaseId = existing?.databaseId ?? nextId();
    const manifestIds = [...new Set([...(existing?.previewData?.manifestIds ?? []), ...(manifestId ? [manifestId] : [])])];
    const action: MonitorAction = {
      __typename: 'ActionMonitorAction',
      id: toGlobalId('post', databaseId),
      databaseId,
      title,
      actionType: 'UPDATE',
      referencedNodeID: String(nodeId),
      referencedNodeStatus: 'publish',
      referencedNodeGlobalRelayID: toGlobalId('post', nodeId),
      referencedNodeSingularName: singleName,
      referencedNodePluralName: pluralName,
      status: stream === 'PREVIEW' ? 'private' : 'publish',
      stream,
      previewData: previewData ? { ...previewData, manifestIds } : (existing?.previewData ?? null),
      modified: now(),
    };
    actions = [...actions.filter((candidate) => candidate !== existing), action];
    return action;
  };
  return {
    log,
    /** Records an UPDATE of a post, timed now. */
    postUpdated: (post: { databaseId: number; title: string }) => log({ nodeId: post.databaseId, title: post.title, singleName: 'post', pluralName: 'posts' }),
    /**
     * The actions after `sinceTimestamp` (all without one), newest first. Only the statuses the
     * viewer may read count (WPGraphQL PostObjectConnectionResolver::sanitize_post_stati: private
     * needs read_private_action_monitor_posts, else the query falls back to publish), and
     * `previewStream` keeps the PREVIEW stream only (ActionMonitor.php lines 697–714).
     */
    list(args: ActionMonitorArgs, authenticated = false) {
      const where = args.where ?? {};
      const requested = (where.status ?? 'PUBLISH').toLowerCase();
      const status = requested === 'private' && !authenticated ? 'publish' : requested;
      const since = where.sinceTimestamp;
      const newestFirst = [...actions]
        .reverse()
        .filter((action) => action.status === status && (!where.previewStream || action.stream === 'PREVIEW') && (since == null || action.modified > since));
      return listConnection(args, newestFirst);
    },
    /** Deletes a node's PREVIEW action (wpGatsbyRemotePreviewStatus, wpg:src/Admin/Preview.php lines 172–198). */
    removePreview(nodeId: number) {
      actions = actions.filter((action) => !(action.stream === 'PREVIEW' && action.referencedNodeID === String(nodeId)));
    },
  };
}

export type ActionMonitor = ReturnType<typeof createActionMonitor>;

/** What an edit may change: WordPress' raw values. */
export type PostChanges = Pick<ItemChanges, 'title' | 'excerpt'>;

/** Checks a REST request body of a post; throws a 400 naming what is wrong. */
export function postChanges(body: unknown): PostChanges {
  const changes = itemChanges('post', body);
  if (changes.acf) throw new HttpError(400, 'The stand-in can change title and excerpt, not acf.');
  if (!Object.keys(changes).length) throw new HttpError(400, 'Nothing to change: give title and/or excerpt.');
  return changes;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rendered = (text: string) => ({ raw: text, rendered: escapeHtml(text) });
const renderedExcerpt = (text: string) => ({ raw: text, rendered: text ? `<p>${escapeHtml(text)}</p>\n` : '' });

/** What the REST route needs of the stand-in. */
export interface EditsDeps {
  editor: Editor;
  monitor: ActionMonitor;
  /** The site-relative URI of a published item, or the `?p=` link of a draft (model.ts). */
  uriOf: (type: EditableType, item: EditableItem, draft: boolean) => string;
  /** After a publish-path edit, once the answer is sent (WPGatsby dispatches on shutdown). */
  published?: () => void;
}

/** `preview_link` of the REST answer: the item's link with WordPress's preview arguments and WPGatsby's gatsby_preview (PreviewMonitor.php lines 13–28). */
const previewLinkOf = (link: string, id: number, draft: boolean) =>
  draft ? `${link}&preview=true&gatsby_preview=true` : `${link}?preview_id=${id}&preview_nonce=${Math.random().toString(16).slice(2, 12).padEnd(10, '0')}&preview=true&gatsby_preview=true`;

async function jsonBody(req: Parameters<Route['handle']>[0]['req']): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req, 256 * 1024)).toString('utf8'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

const invalidId = () => new HttpError(404, 'Invalid post ID.', { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });

/** The REST routes (see the top of this file). */
export function editsRoute({ editor, monitor, uriOf, published }: EditsDeps): Route {
  const bases = Object.keys(REST_BASES).join('|');
  const pattern = new RegExp(`^/wp-json/wp/v2/(${bases})(?:/(\\d+))?(/autosaves)?/?$`);
  return {
    name: 'edits',
    matches: (url) => pattern.test(url.pathname),
    async handle({ req, res, url, baseUrl, note }) {
      if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH') throw new HttpError(405, `Method ${req.method} is not allowed here; POST the changes.`);
      const [, base, idText, autosaves] = pattern.exec(url.pathname)!;
      const type = REST_BASES[base!]!;
      const body = await jsonBody(req);
      const answerOf = (item: EditableItem, status: 'publish' | 'draft') => {
        const link = `${baseUrl}${uriOf(type, item, status === 'draft')}`;
        return {
          id: item.databaseId,
          date: item.date,
          date_gmt: item.date,
          modified: item.modified ?? item.date,
          modified_gmt: item.modified ?? item.date,
          slug: item.slug,
          status,
          type,
          link,
          guid: { rendered: `${baseUrl}/?p=${item.databaseId}`, raw: `${baseUrl}/?p=${item.databaseId}` },
          title: rendered(item.title),
          ...(type === 'post' ? { excerpt: renderedExcerpt((item as { excerpt: string }).excerpt) } : {}),
          acf: acfRestOf(type, item),
        };
      };

      if (!idText) {
        // Create: only drafts (the stand-in publishes nothing new).
        if (autosaves) throw invalidId();
        const changes = itemChanges(type, body, ['status']);
        if (changes.status !== 'draft') throw new HttpError(400, 'The stand-in creates drafts only: give status "draft".');
        const draft = editor.createDraft(type, changes);
        note(` ${type} draft ${draft.id} created`);
        sendJson(res, 201, answerOf(draft.item, 'draft'));
        return;
      }
      const id = Number(idText);
      const draft = editor.draft(id);
      const item = draft?.type === type ? draft.item : editor.published(type, id);
      if (!item) throw invalidId();

      if (autosaves) {
        const changes = itemChanges(type, body);
        const link = `${baseUrl}${uriOf(type, item, !!draft)}`;
        if (draft) {
          // A draft's autosave by its author updates the draft itself (class-wp-rest-autosaves-controller.php, create_item).
          editor.updateDraft(draft, changes);
          note(` ${type} draft ${id} autosaved`);
          sendJson(res, 200, { author: 1, ...answerOf(draft.item, 'draft'), date: null, date_gmt: null, parent: 0, preview_link: previewLinkOf(link, id, true) });
          return;
        }
        const revision = editor.autosave(type, item, changes);
        const time = wordpressTime(revision.modifiedMs);
        note(` ${type} ${id} autosaved as ${revision.id}`);
        sendJson(res, 200, {
          author: 1,
          date: time,
          date_gmt: time,
          id: revision.id,
          modified: time,
          modified_gmt: time,
          parent: id,
          slug: `${id}-autosave-v1`,
          guid: { rendered: `${baseUrl}/?p=${revision.id}`, raw: `${baseUrl}/?p=${revision.id}` },
          title: rendered(revision.item.title),
          content: { raw: '', rendered: '' },
          ...(type !== 'package' ? { excerpt: renderedExcerpt((revision.item as { excerpt?: string }).excerpt ?? '') } : {}),
          meta: { _acf_changed: Object.keys(changes.acf ?? {}).length > 0 },
          acf: acfRestOf(type, revision.item),
          preview_link: previewLinkOf(link, id, false),
          _links: { parent: [{ href: `${baseUrl}/wp-json/wp/v2/${base}/${id}` }] },
        });
        return;
      }

      const changes = itemChanges(type, body, ['status']);
      const status = draft ? 'draft' : 'publish';
      if (changes.status !== undefined && changes.status !== status) throw new HttpError(400, `The stand-in keeps a ${status} ${status}: status ${String(changes.status)} is not played.`);
      delete changes.status;
      if (!Object.keys(changes).length) throw new HttpError(400, 'Nothing to change: give title, excerpt and/or acf.');
      if (draft) {
        // draft → draft: WPGatsby logs nothing (PostMonitor.php lines 55–131 act on transitions to or from publish only).
        editor.updateDraft(draft, changes);
        note(` ${type} draft ${id} updated`);
        sendJson(res, 200, answerOf(draft.item, 'draft'));
        return;
      }
      editor.publish(type, item, changes);
      monitor.log({ nodeId: id, title: item.title, singleName: type, pluralName: PLURAL_NAMES[type] });
      note(` ${type} ${id} updated`);
      if (published) res.once('finish', published);
      sendJson(res, 200, answerOf(item, 'publish'));
    },
  };
}
