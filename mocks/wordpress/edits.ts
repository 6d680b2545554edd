/**
 * Editing a post in the running stand-in, reported by its WPGatsby action monitor, so that an
 * incremental build can be watched (the build-scale bench, bench/scale.mjs).
 *
 *   POST /wp-json/wp/v2/posts/<databaseId>   { "title": "…", "excerpt": "…" }
 *
 * The request is a subset of WordPress' REST API "Update a Post"
 * (https://developer.wordpress.org/rest-api/reference/posts/#update-a-post): `title` and
 * `excerpt` as raw strings, the answer the post with `title`/`excerpt` as `{ raw, rendered }`.
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
import type { Post } from '../content/types.ts';
import { listConnection, type ConnectionArgs } from './connection.ts';
import { HttpError, readBody, sendJson, type Route } from './http.ts';
import { toGlobalId } from './ids.ts';

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
  /** When the action was recorded, ms since the epoch. */
  modified: number;
}

export interface ActionMonitorArgs extends ConnectionArgs {
  where?: { sinceTimestamp?: number | null } | null;
}

/** Action monitor entries are posts of their own (post type action_monitor), with ids of their own. */
const FIRST_ACTION_ID = 950_000;

/** WPGatsby's action log: actions recorded by edits, listed as `actionMonitorActions` lists them. */
export function createActionMonitor(now: () => number = Date.now) {
  const actions: MonitorAction[] = [];
  return {
    /** Records an UPDATE of a post, timed now. */
    postUpdated(post: Pick<Post, 'databaseId' | 'title'>): MonitorAction {
      const databaseId = FIRST_ACTION_ID + actions.length;
      const action: MonitorAction = {
        __typename: 'ActionMonitorAction',
        id: toGlobalId('post', databaseId),
        databaseId,
        title: post.title,
        actionType: 'UPDATE',
        referencedNodeID: String(post.databaseId),
        referencedNodeStatus: 'publish',
        referencedNodeGlobalRelayID: toGlobalId('post', post.databaseId),
        referencedNodeSingularName: 'post',
        referencedNodePluralName: 'posts',
        modified: now(),
      };
      actions.push(action);
      return action;
    },
    /** The actions after `sinceTimestamp` (all without one), newest first. */
    list(args: ActionMonitorArgs) {
      const since = args.where?.sinceTimestamp;
      const newestFirst = [...actions].reverse().filter((action) => since == null || action.modified > since);
      return listConnection(args, newestFirst);
    },
  };
}

export type ActionMonitor = ReturnType<typeof createActionMonitor>;

/** What an edit may change: WordPress' raw values. */
export interface PostChanges {
  title?: string;
  excerpt?: string;
}

/** Checks a REST request body; throws a 400 naming what is wrong. */
export function postChanges(body: unknown): PostChanges {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object.');
  const changes: PostChanges = {};
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'title' && key !== 'excerpt') throw new HttpError(400, `The stand-in can change title and excerpt, not ${key}.`);
    if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string.`);
    changes[key] = value;
  }
  if (!Object.keys(changes).length) throw new HttpError(400, 'Nothing to change: give title and/or excerpt.');
  return changes;
}

/** WordPress' post_modified: the site's local time, to the second, no zone (as the fixtures' dates). */
export const wordpressTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The REST route: `findPost` gives the model's (mutable) post, `monitor` records the edit. */
export function editsRoute(findPost: (databaseId: number) => Post | undefined, monitor: ActionMonitor, now: () => number = Date.now): Route {
  const pattern = /^\/wp-json\/wp\/v2\/posts\/(\d+)\/?$/;
  return {
    name: 'edits',
    matches: (url) => pattern.test(url.pathname),
    async handle({ req, res, url, baseUrl, note }) {
      if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH') throw new HttpError(405, `Method ${req.method} is not allowed here; POST the changes.`);
      const databaseId = Number(pattern.exec(url.pathname)![1]);
      const post = findPost(databaseId);
      if (!post) throw new HttpError(404, 'Invalid post ID.', { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8'));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, 'The body is not valid JSON.');
      }
      const changes = postChanges(body);
      if (changes.title !== undefined) post.title = changes.title;
      if (changes.excerpt !== undefined) post.excerpt = changes.excerpt;
      post.modified = wordpressTime(now());
      monitor.postUpdated(post);
      note(` post ${databaseId} updated`);
      sendJson(res, 200, {
        id: post.databaseId,
        date: post.date,
        modified: post.modified,
        slug: post.slug,
        status: 'publish',
        type: 'post',
        link: `${baseUrl}${post.uri}`,
        title: { raw: post.title, rendered: escapeHtml(post.title) },
        excerpt: { raw: post.excerpt, rendered: `<p>${escapeHtml(post.excerpt)}</p>\n` },
      });
    },
  };
}
