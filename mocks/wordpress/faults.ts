/**
 * Faults the stand-in can be told to plant, so tests can watch how a build meets a broken
 * WordPress. Off unless WORDPRESS_FAULT names them, comma-separated:
 *
 *   WORDPRESS_FAULT=broken-post:<databaseId>   that post cannot be resolved, and WPGatsby
 *                                             reports it as just updated
 *   WORDPRESS_FAULT=updated-post:<databaseId>  that post is reported as just updated (and
 *                                             resolves normally): the edit that repairs it
 *
 * A broken post: its `databaseId` (Int!) fails, as WPGraphQL 1.x answers when a post's ID is
 * invalid (the Post model's field resolves to null and graphql-php's completeValue() raises
 * 'Cannot return null for non-nullable field "Post.databaseId".', an InvariantViolation).
 * WPGraphQL is not client-safe about that exception, so it answers "Internal server error"
 * with extensions.category "internal", and with GRAPHQL_DEBUG on (as WPGatsby's docs ask for
 * development) the real message as extensions.debugMessage; the stand-in answers the debug
 * form. The error is raised in the field's resolver, so execution does what it does for
 * WPGraphQL: the null goes up to the nearest nullable parent — in `posts { nodes }` (nodes is
 * [Post!]!) the whole connection, `posts: null`; in `post(id:)` the post — and the answer has
 * `data` and an `errors` entry with the `path`, with HTTP 200.
 *
 * "Reported as updated": `actionMonitorActions` lists an UPDATE action for the post, as
 * WPGatsby's action monitor does when a post is saved, timed when the stand-in started. A warm
 * Gatsby cache (an earlier build) then fetches that one post incrementally
 * (gatsby-source-wordpress steps/source-nodes/update-nodes/wp-actions/update.js,
 * fetchAndCreateSingleNode()), which is how a broken edit meets an incremental build. Without
 * a fault the stand-in reports no actions (model-root.ts): its content changes only between
 * starts, and a change moves schemaMd5, which makes Gatsby refetch everything.
 */
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import { listConnection, type ConnectionArgs } from './connection.ts';
import { toGlobalId } from './ids.ts';

export interface Faults {
  /** Database IDs of the posts whose `databaseId` fails to resolve. */
  brokenPosts: ReadonlySet<number>;
  /** Database IDs of the posts the action monitor reports as updated at `since`. */
  updatedPosts: readonly number[];
  /** When the faults were planted (ms since the epoch): the time of the reported updates. */
  since: number;
}

export const NO_FAULTS: Faults = { brokenPosts: new Set(), updatedPosts: [], since: 0 };

/** The debug message WPGraphQL (graphql-php 14) gives for a broken post's database ID. */
export const BROKEN_POST_MESSAGE = 'Cannot return null for non-nullable field "Post.databaseId".';

/** Parses WORDPRESS_FAULT; throws on anything it does not know, so a typo is not a silent no-op. */
export function parseFaults(spec: string | undefined, since = Date.now()): Faults {
  if (!spec?.trim()) return NO_FAULTS;
  const brokenPosts = new Set<number>();
  const updatedPosts: number[] = [];
  for (const item of spec.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(broken-post|updated-post):(\d+)$/.exec(item);
    if (!match) {
      throw new Error(`WORDPRESS_FAULT: unknown fault "${item}"; known are broken-post:<databaseId> and updated-post:<databaseId>.`);
    }
    const databaseId = Number(match[2]);
    if (match[1] === 'broken-post') brokenPosts.add(databaseId);
    if (!updatedPosts.includes(databaseId)) updatedPosts.push(databaseId);
  }
  return { brokenPosts, updatedPosts, since };
}

export const hasFaults = (faults: Faults) => faults.brokenPosts.size > 0 || faults.updatedPosts.length > 0;

function brokenPostError(): GraphQLError {
  return new GraphQLError('Internal server error', {
    extensions: { category: 'internal', debugMessage: BROKEN_POST_MESSAGE },
  });
}

/** `resolver` with the broken posts' `databaseId` failing. */
export function faultyResolver(resolver: GraphQLFieldResolver<unknown, unknown>, faults: Faults): GraphQLFieldResolver<unknown, unknown> {
  if (faults.brokenPosts.size === 0) return resolver;
  return (source, args, context, info) => {
    if (
      info.parentType.name === 'Post' &&
      info.fieldName === 'databaseId' &&
      typeof source === 'object' &&
      source !== null &&
      faults.brokenPosts.has((source as { databaseId?: unknown }).databaseId as number)
    ) {
      throw brokenPostError();
    }
    return resolver(source, args, context, info);
  };
}

interface ActionArgs extends ConnectionArgs {
  where?: { sinceTimestamp?: number | null } | null;
}

/** WPGatsby's action for a post saved at `since`, as its action monitor lists it. */
function updateAction(databaseId: number, since: number, index: number) {
  // Action monitor entries are posts of their own (post type action_monitor) with ids of their own.
  const actionId = 900_000 + index;
  return {
    __typename: 'ActionMonitorAction',
    id: toGlobalId('post', actionId),
    databaseId: actionId,
    title: `Post ${databaseId}`,
    actionType: 'UPDATE',
    referencedNodeID: String(databaseId),
    referencedNodeStatus: 'publish',
    referencedNodeGlobalRelayID: toGlobalId('post', databaseId),
    referencedNodeSingularName: 'post',
    referencedNodePluralName: 'posts',
    modified: since,
  };
}

/** The root value with the faults' actions in the action monitor; `root` itself when there are none. */
export function faultyRoot<T extends object>(root: T, faults: Faults): T {
  if (faults.updatedPosts.length === 0) return root;
  const actions = faults.updatedPosts.map((databaseId, index) => updateAction(databaseId, faults.since, index));
  return {
    ...root,
    // WPGatsby lists the actions modified after `sinceTimestamp` (ms), newest first.
    actionMonitorActions: (args: ActionArgs) => {
      const since = args.where?.sinceTimestamp;
      return listConnection(args, since == null ? actions : actions.filter((action) => action.modified > since));
    },
  };
}
