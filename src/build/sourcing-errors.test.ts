/**
 * @jest-environment node
 *
 * The sourcing guard (sourcing-errors.ts) against a small WPGraphQL-shaped schema executed in
 * process, with the stand-in's faults (mocks/wordpress/faults.ts) planting broken posts.
 * The end-to-end check with real builds is e2e/sourcing-errors.build.ts.
 */
import { buildSchema, defaultFieldResolver, execute, parse } from 'graphql';
import { listConnection, type ConnectionArgs } from '../../mocks/wordpress/connection';
import { BROKEN_POST_MESSAGE, faultyResolver, faultyRoot, parseFaults, type Faults } from '../../mocks/wordpress/faults';
import { toGlobalId } from '../../mocks/wordpress/ids';
import { describeNode, formatPath, guardedPost, nodeIdQuery, type GraphQLRequest, type HttpResponse } from './sourcing-errors';

const schema = buildSchema(`
  type Query {
    posts(first: Int, after: String): RootQueryToPostConnection
    post(id: ID!): Post
    settings: Settings
    actionMonitorActions(first: Int, after: String, where: ActionWhere): RootQueryToActionMonitorActionConnection
  }
  input ActionWhere { sinceTimestamp: Float }
  type Settings { title: String! }
  type Post { id: ID! databaseId: Int! title: String }
  type WPPageInfo { hasNextPage: Boolean! endCursor: String }
  type RootQueryToPostConnection { nodes: [Post!]! pageInfo: WPPageInfo! }
  type ActionMonitorAction {
    id: ID!
    actionType: String
    referencedNodeStatus: String
    referencedNodeGlobalRelayID: String
    referencedNodeSingularName: String
  }
  type RootQueryToActionMonitorActionConnection { nodes: [ActionMonitorAction!]! pageInfo: WPPageInfo! }
`);

const POSTS = Array.from({ length: 10 }, (_, index) => ({
  id: toGlobalId('post', 101 + index),
  databaseId: 101 + index,
  title: `Post ${101 + index}`,
}));

/** The plugin's node list query (fetch-nodes-paginated.js sends first/after as variables). */
const LIST_QUERY = `query NODE_LIST_QUERY($first: Int!, $after: String) {
  posts(first: $first, after: $after) { nodes { id databaseId title } pageInfo { hasNextPage endCursor } }
}`;
const SINGLE_QUERY = 'query SINGLE_CONTENT_QUERY_POST($id: ID!) { post(id: $id) { id databaseId title } }';
const ACTIONS_QUERY = `query GET_ACTION_MONITOR_ACTIONS($since: Float!, $after: String) {
  actionMonitorActions(where: { sinceTimestamp: $since }, first: 100, after: $after) {
    nodes { id actionType referencedNodeStatus referencedNodeGlobalRelayID referencedNodeSingularName }
    pageInfo { hasNextPage endCursor }
  }
}`;

function wordpress(faults: Faults) {
  const root = faultyRoot(
    {
      posts: (args: ConnectionArgs) => listConnection(args, POSTS),
      post: ({ id }: { id: string }) => POSTS.find((post) => post.id === id) ?? null,
      settings: () => ({ title: null }),
      actionMonitorActions: (args: ConnectionArgs) => listConnection(args, []),
    },
    faults,
  );
  const requests: GraphQLRequest[] = [];
  const post = async (_url: string, body: GraphQLRequest): Promise<HttpResponse> => {
    requests.push(body);
    const result = await execute({
      schema,
      document: parse(body.query),
      rootValue: root,
      variableValues: body.variables ?? {},
      fieldResolver: faultyResolver(defaultFieldResolver, faults),
    });
    return { data: JSON.parse(JSON.stringify(result)) as unknown, headers: { 'content-type': 'application/json; charset=UTF-8' } };
  };
  return { post, requests };
}

function setUp(brokenIds: number[], skipBrokenNodes: boolean) {
  const faults = parseFaults(brokenIds.map((id) => `broken-post:${id}`).join(','), 1000);
  const server = wordpress(faults);
  const messages = { warn: [] as string[], error: [] as string[] };
  const beforeFailure = jest.fn(async () => {});
  const guarded = guardedPost(server.post, {
    skipBrokenNodes,
    warn: (message) => messages.warn.push(message),
    error: (message) => messages.error.push(message),
    beforeFailure,
    singleNodeQuery: (name) => (name === 'post' ? SINGLE_QUERY : undefined),
  });
  return { server, guarded, messages, beforeFailure };
}

type Body = {
  data: Record<string, { nodes: { databaseId: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null>;
  errors?: { message: string; path: (string | number)[] }[];
};

/** All posts the way fetch-nodes-paginated.js pages through them. */
async function fetchAll(post: ReturnType<typeof setUp>['guarded'], perPage: number) {
  const ids: number[] = [];
  let after: string | null = null;
  for (;;) {
    const body = (await post('http://wordpress/graphql', { query: LIST_QUERY, variables: { first: perPage, after } })).data as Body;
    const list = body.data.posts;
    if (!list || body.errors) return { ids, body };
    ids.push(...list.nodes.map((node) => node.databaseId));
    if (!list.pageInfo.hasNextPage || !list.pageInfo.endCursor) return { ids, body };
    after = list.pageInfo.endCursor;
  }
}

const allBut = (...broken: number[]) => POSTS.map((post) => post.databaseId).filter((id) => !broken.includes(id));

describe('the stand-in’s broken post (WORDPRESS_FAULT=broken-post:<id>)', () => {
  it('answers a list with the broken post as WPGraphQL does: posts null, an error with the path', async () => {
    const { post } = wordpress(parseFaults('broken-post:104'));
    const { data } = await post('', { query: LIST_QUERY, variables: { first: 100 } });
    expect(data).toEqual({
      data: { posts: null },
      errors: [
        {
          message: 'Internal server error',
          locations: [{ line: 2, column: 52 }],
          path: ['posts', 'nodes', 3, 'databaseId'],
          extensions: { category: 'internal', debugMessage: BROKEN_POST_MESSAGE },
        },
      ],
    });
  });

  it('answers the single post null with the error, and lists it as updated after the start only', async () => {
    const { post } = wordpress(parseFaults('broken-post:104', 5000));
    const single = (await post('', { query: SINGLE_QUERY, variables: { id: toGlobalId('post', 104) } })).data as Body;
    expect(single.data).toEqual({ post: null });
    expect(single.errors?.[0]?.path).toEqual(['post', 'databaseId']);
    const actions = async (since: number) =>
      ((await post('', { query: ACTIONS_QUERY, variables: { since } })).data as { data: { actionMonitorActions: { nodes: unknown[] } } })
        .data.actionMonitorActions.nodes;
    expect(await actions(4000)).toEqual([
      {
        id: toGlobalId('post', 900_000),
        actionType: 'UPDATE',
        referencedNodeStatus: 'publish',
        referencedNodeGlobalRelayID: toGlobalId('post', 104),
        referencedNodeSingularName: 'post',
      },
    ]);
    expect(await actions(6000)).toEqual([]);
  });

  it('refuses a fault it does not know', () => {
    expect(() => parseFaults('broken-page:3')).toThrow('unknown fault "broken-page:3"');
    expect(parseFaults('').brokenPosts.size).toBe(0);
  });
});

describe('by default, a node WordPress cannot resolve fails the build named', () => {
  it('names the post of a failed list page, keeps the error for the plugin and lets the next build fetch everything', async () => {
    const { guarded, messages, beforeFailure } = setUp([104], false);
    const { ids, body } = await fetchAll(guarded, 100);
    expect(ids).toEqual([]);
    expect(body.data.posts).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.message).toBe(`Internal server error [Post ${toGlobalId('post', 104)} (database ID 104)]`);
    expect(body.errors?.[0]?.path).toEqual(['posts', 'nodes', 3, 'databaseId']);
    expect(messages.error).toEqual([
      expect.stringContaining(
        `WordPress could not resolve Post ${toGlobalId('post', 104)} (database ID 104), node 4 of a page of "posts": ` +
          `Internal server error (${BROKEN_POST_MESSAGE}) at posts.nodes[3].databaseId.`,
      ),
    ]);
    expect(messages.warn).toEqual([]);
    expect(beforeFailure).toHaveBeenCalledTimes(1);
  });

  it('names the post of a failed single-node update', async () => {
    const { guarded, messages, beforeFailure } = setUp([104], false);
    const body = (await guarded('', { query: SINGLE_QUERY, variables: { id: toGlobalId('post', 104) } })).data as Body;
    expect(body.errors?.[0]?.message).toBe(`Internal server error [Post ${toGlobalId('post', 104)} (database ID 104)]`);
    expect(messages.error[0]).toContain(
      `WordPress could not resolve Post ${toGlobalId('post', 104)} (database ID 104): Internal server error (${BROKEN_POST_MESSAGE}) at post.databaseId.`,
    );
    expect(beforeFailure).toHaveBeenCalledTimes(1);
  });

  it('leaves errors it cannot pin on a node, and answers without errors, untouched', async () => {
    const { guarded, messages, beforeFailure, server } = setUp([], false);
    const settings = await server.post('', { query: '{ settings { title } }' });
    expect(await guarded('', { query: '{ settings { title } }' })).toEqual(settings);
    const fine = await guarded('', { query: LIST_QUERY, variables: { first: 3 } });
    expect(fine).toEqual(await server.post('', { query: LIST_QUERY, variables: { first: 3 } }));
    expect(messages).toEqual({ warn: [], error: [] });
    expect(beforeFailure).not.toHaveBeenCalled();
  });
});

describe('with skipBrokenNodes (WORDPRESS_SKIP_BROKEN_NODES=1), only the broken node is left out', () => {
  it.each([
    ['the first of a page', [101], 100],
    ['one in the middle', [105], 100],
    ['the last', [110], 100],
    ['two on one page', [103, 104], 100],
    ['several, across pages of 3', [103, 106, 107, 110], 3],
    ['every one of a page of 3', [104, 105, 106], 3],
  ])('%s', async (_name, broken, perPage) => {
    const { guarded, messages, beforeFailure } = setUp(broken, true);
    const { ids, body } = await fetchAll(guarded, perPage);
    expect(body.errors).toBeUndefined();
    expect(ids).toEqual(allBut(...broken));
    expect(messages.warn).toEqual(
      broken.map((id) =>
        expect.stringContaining(`Skipped Post ${toGlobalId('post', id)} (database ID ${id}): WordPress could not resolve it`),
      ),
    );
    expect(messages.error).toEqual([]);
    expect(beforeFailure).not.toHaveBeenCalled();
  });

  it('leaves a broken node’s update out of the action monitor’s list, and keeps the others', async () => {
    const { guarded, messages } = setUp([104], true);
    const original = faultyRoot({}, parseFaults('updated-post:103,broken-post:104,updated-post:105', 1000)) as unknown as {
      actionMonitorActions: (args: ConnectionArgs) => unknown;
    };
    // The stand-in lists what WORDPRESS_FAULT names; here three updated posts, one of them broken.
    const { post } = wordpress(parseFaults('broken-post:104', 1000));
    const guardedActions = guardedPost(
      async (url, body) =>
        body.query === ACTIONS_QUERY
          ? { data: { data: { actionMonitorActions: original.actionMonitorActions({ first: 100 }) } } }
          : post(url, body),
      {
        skipBrokenNodes: true,
        warn: (message) => messages.warn.push(message),
        error: (message) => messages.error.push(message),
        singleNodeQuery: () => SINGLE_QUERY,
      },
    );
    const body = (await guardedActions('', { query: ACTIONS_QUERY, variables: { since: 0 } })).data as {
      data: { actionMonitorActions: { nodes: { referencedNodeGlobalRelayID: string }[] } };
    };
    expect(body.data.actionMonitorActions.nodes.map((action) => action.referencedNodeGlobalRelayID)).toEqual([
      toGlobalId('post', 103),
      toGlobalId('post', 105),
    ]);
    expect(messages.warn).toEqual([
      expect.stringContaining(`Skipped Post ${toGlobalId('post', 104)} (database ID 104): WordPress could not resolve it`),
    ]);
    expect(messages.error).toEqual([]);
    // The broken post's single query still fails the build when it is asked for anyway.
    const single = (await guarded('', { query: SINGLE_QUERY, variables: { id: toGlobalId('post', 104) } })).data as Body;
    expect(single.errors).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('formats paths as the plugin does and names nodes by their global ID', () => {
    expect(formatPath(['posts', 'nodes', 3, 'databaseId'])).toBe('posts.nodes[3].databaseId');
    expect(describeNode('Post', toGlobalId('post', 7))).toBe(`Post ${toGlobalId('post', 7)} (database ID 7)`);
    expect(describeNode('Post', 'opaque')).toBe('Post opaque');
  });

  it('asks for a list’s node IDs with the same arguments and only the variables they use', () => {
    const document = parse(`query NODE_LIST_QUERY($first: Int!, $after: String, $unused: String) {
      posts(first: $first, after: $after) { nodes { ...PostFields } pageInfo { hasNextPage endCursor } }
    }
    fragment PostFields on Post { databaseId title }`);
    const operation = document.definitions[0] as Parameters<typeof nodeIdQuery>[0];
    const field = operation.selectionSet.selections[0] as Parameters<typeof nodeIdQuery>[1];
    expect(nodeIdQuery(operation, field).replace(/\s+/g, ' ')).toBe(
      'query NODE_LIST_QUERY_NODE_IDS($first: Int!, $after: String) { posts(first: $first, after: $after) { nodes { __typename id } pageInfo { hasNextPage endCursor } } }',
    );
  });
});
