/**
 * Build failures while sourcing WordPress are loud, never silent.
 *
 * What gatsby-source-wordpress 7.17 does on its own (files under
 * node_modules/gatsby-source-wordpress/dist/):
 *
 * - Every request goes through utils/fetch-graphql.js fetchGraphql(), which posts with
 *   `moduleHelpers.getHttp(limit).post(url, { query, variables }, options)` (an axios client;
 *   `moduleHelpers` is an exported object "so that we can override getHttp in our tests") and
 *   then calls handleGraphQLErrors(). That function returns without a word when the answer has
 *   `data` and the option `debug.graphql.onlyReportCriticalErrors` is on (the default);
 *   otherwise it reports every error (message, `extensions.debugMessage`, the `path` as
 *   "posts.nodes[2].databaseId") and handleErrors() panics only when there is no `data` or
 *   `debug.graphql.panicOnError` is on (default off). `showQueryVarsOnError` prints the
 *   variables first, `errorContext` is the caller's sentence in the panic.
 * - Node lists are fetched page by page in steps/source-nodes/fetch-nodes/
 *   fetch-nodes-paginated.js paginatedWpNodeFetch() (`first: perPage`, `after: endCursor`,
 *   errorContext 'Error occurred while fetching nodes of the "Post" type.'): when
 *   `data[plural].nodes` is missing it returns the nodes so far and stops paging. WPGraphQL
 *   answers a node it cannot resolve with `posts: null` (the null of a failing non-null field
 *   goes up through the non-null `nodes: [Post!]!` to the connection) and an `errors` entry
 *   with the path, HTTP 200 — so by default a whole type is silently lost ("Post … fetched 0").
 * - A warm cache is brought up to date in steps/source-nodes/update-nodes/: fetch-node-updates.js
 *   → wp-actions/index.js fetchAndRunWpActions() reads WPGatsby's action monitor, and
 *   wp-actions/update.js fetchAndCreateSingleNode() fetches each updated node with
 *   `post(id: $id)` (errorContext 'Error occurred while updating a single "post" node.'); an
 *   answer `post: null` only warns "… was updated, but no data was returned" and keeps the
 *   cached node.
 *
 * So gatsby-config.ts turns on `onlyReportCriticalErrors: false` and `panicOnError: true`
 * (every GraphQL error fails the build, with its message and path), and installs the guard
 * below around the plugin's HTTP client. The guard finds the node an error is about, which the
 * plugin cannot say (a path like posts.nodes[2] is a position in a page whose data is gone):
 *
 * - In a list, it asks the same page again with only `__typename id` of each node (the
 *   field that failed is not asked for), and names the node: type, global ID, database ID.
 * - For a single node (`post(id: $id)`), the node is the `id` the query asked for.
 *
 * By default it adds that name to the error message and reports it, and the plugin fails the
 * build; before that it makes the next build fetch everything again (`beforeFailure`), so a
 * rerun meets the node again instead of succeeding with the old one. With `skipBrokenNodes`
 * (WORDPRESS_SKIP_BROKEN_NODES=1) it warns naming the node and leaves out just that node:
 *
 * - A list page is fetched again around it (the nodes before it, then the rest of the page
 *   after its cursor) and handed to the plugin as if the page had come whole.
 * - An incremental build's updated nodes are fetched with the plugin's own single-node query
 *   as soon as the action monitor lists them; an action whose node fails is left out of the
 *   list, so the plugin keeps the node it has from the earlier build. (Handing the plugin
 *   `post: null` instead is no way out: its answer to that ends the build with a React error.)
 *
 * Errors it cannot pin on a node are left to the plugin, which fails the build.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

type Path = readonly (string | number)[];

/** One entry of a GraphQL answer's `errors`, as WPGraphQL sends it. */
export interface GraphQLErrorEntry {
  message: string;
  path?: Path;
  extensions?: { category?: string; debugMessage?: string; [key: string]: unknown };
  debugMessage?: string;
  [key: string]: unknown;
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorEntry[];
}

/** What the plugin's axios client answers; only `data` (the parsed JSON) is looked at. */
export interface HttpResponse {
  data: unknown;
  [key: string]: unknown;
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
}

export type Post = (url: string, body: GraphQLRequest, options?: unknown) => Promise<HttpResponse>;

export interface GuardOptions {
  /** Leave out a node WordPress cannot resolve (with a warning) instead of failing the build. */
  skipBrokenNodes: boolean;
  warn: (message: string) => void;
  error: (message: string) => void;
  /** Called before the answer of a node that failed goes back to the plugin, which fails the build. */
  beforeFailure?: () => Promise<void>;
  /** The plugin's query for one node of a type by its root field (`post`), to check updated nodes before the plugin fetches them. */
  singleNodeQuery?: (singularName: string) => string | undefined;
}

interface PageInfo {
  hasNextPage?: boolean | null;
  endCursor?: string | null;
  [key: string]: unknown;
}

interface Connection {
  nodes: unknown[];
  pageInfo?: PageInfo | null;
  [key: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "posts.nodes[2].databaseId", as the plugin prints a path. */
export function formatPath(errorPath: Path | undefined): string {
  if (!errorPath?.length) return '(no path)';
  return errorPath.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** The error's message, with WPGraphQL's debug message (GRAPHQL_DEBUG) when there is one. */
export function describeError(error: GraphQLErrorEntry): string {
  const debug = error.extensions?.debugMessage ?? error.debugMessage;
  return `${error.message}${debug && debug !== error.message ? ` (${debug})` : ''} at ${formatPath(error.path)}`;
}

/** "Post cG9zdDoxMDAz (database ID 1003)": a WPGraphQL global ID is base64 of '<loader>:<databaseId>'. */
export function describeNode(typename: string | undefined, id: unknown): string {
  if (typeof id !== 'string' || !id) return `${typename ?? 'node'} (its ID is unknown)`;
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const databaseId = /^[a-z_]+:(\d+)$/.exec(decoded)?.[1];
  return `${typename ?? 'node'} ${id}${databaseId ? ` (database ID ${databaseId})` : ''}`;
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length === 1 ? operations[0] : undefined;
}

function rootField(operation: OperationDefinitionNode, key: string): FieldNode | undefined {
  return operation.selectionSet.selections.find(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD && (selection.alias?.value ?? selection.name.value) === key,
  );
}

const argument = (field: FieldNode, name: string): ArgumentNode | undefined =>
  field.arguments?.find((candidate) => candidate.name.value === name);

/** The variable an argument takes its value from, if it does. */
function variableOf(field: FieldNode, name: string): string | undefined {
  const value = argument(field, name)?.value;
  return value?.kind === Kind.VARIABLE ? value.name.value : undefined;
}

/** The value of a field's argument: a literal string or a variable. */
function argumentValue(field: FieldNode, name: string, variables: Record<string, unknown>): unknown {
  const value = argument(field, name)?.value;
  if (value?.kind === Kind.VARIABLE) return variables[value.name.value];
  if (value?.kind === Kind.STRING) return value.value;
  return undefined;
}

const selection = (source: string): SelectionSetNode => {
  const operation = operationOf(parse(`{ ${source} }`));
  return operation!.selectionSet;
};

/**
 * The query for the IDs of one list's nodes: the operation with only `field` (its arguments
 * unchanged), selecting `nodes { __typename id }` and `pageInfo`, and only the variables it uses.
 */
export function nodeIdQuery(operation: OperationDefinitionNode, field: FieldNode): string {
  const idField: FieldNode = { ...field, selectionSet: selection('nodes { __typename id } pageInfo { hasNextPage endCursor }') };
  const used = new Set<string>();
  visit(idField, {
    Variable(node) {
      used.add(node.name.value);
    },
  });
  const idOperation: OperationDefinitionNode = {
    ...operation,
    name: { kind: Kind.NAME, value: `${operation.name?.value ?? 'QUERY'}_NODE_IDS` },
    variableDefinitions: operation.variableDefinitions?.filter((definition) => used.has(definition.variable.name.value)),
    selectionSet: { kind: Kind.SELECTION_SET, selections: [idField] },
  };
  return print({ kind: Kind.DOCUMENT, definitions: [idOperation] });
}

/** A failed node of a list: the list's response key and the node's index in the page. */
interface ListNodeError {
  key: string;
  index: number;
  error: GraphQLErrorEntry;
}

/** A failed single node (`post(id: $id)`): the response key and the ID asked for. */
interface SingleNodeError {
  key: string;
  id: string;
  error: GraphQLErrorEntry;
}

/**
 * Sorts the errors of an answer into errors of a list's node (path [key, 'nodes', index, …]
 * with `data[key]` null), of a single node asked for by ID (path [key, …] with `data[key]`
 * null and an `id` argument), and the rest.
 */
function classify(body: GraphQLBody, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  const lists: ListNodeError[] = [];
  const singles: SingleNodeError[] = [];
  const others: GraphQLErrorEntry[] = [];
  for (const error of body.errors ?? []) {
    const [key, second, third] = error.path ?? [];
    const field = typeof key === 'string' ? rootField(operation, key) : undefined;
    const nulled = field !== undefined && isObject(body.data) && body.data[key as string] === null;
    const id = field ? argumentValue(field, 'id', variables) : undefined;
    if (nulled && second === 'nodes' && typeof third === 'number') lists.push({ key: key as string, index: third, error });
    else if (nulled && typeof id === 'string' && (error.path?.length ?? 0) >= 2) singles.push({ key: key as string, id, error });
    else others.push(error);
  }
  return { lists, singles, others };
}

class SourcingGuard {
  private readonly post: Post;
  private readonly options: GuardOptions;

  constructor(post: Post, options: GuardOptions) {
    this.post = post;
    this.options = options;
  }

  /** The answer the plugin gets for `request`: `response`, with its node errors named or the broken nodes left out. */
  async check(url: string, request: GraphQLRequest, response: HttpResponse, requestOptions?: unknown): Promise<HttpResponse> {
    const body = response.data;
    if (this.options.skipBrokenNodes && isObject(body) && isObject(body.data) && isObject(body.data.actionMonitorActions) && !body.errors) {
      return this.withoutBrokenUpdates(url, response, body.data.actionMonitorActions, requestOptions);
    }
    // No data at all is a critical error the plugin reports and fails on by itself.
    if (!isObject(body) || !Array.isArray(body.errors) || body.errors.length === 0 || !isObject(body.data)) return response;
    let operation: OperationDefinitionNode | undefined;
    try {
      operation = operationOf(parse(request.query));
    } catch {
      return response;
    }
    if (!operation) return response;
    const variables = request.variables ?? {};
    const { lists, singles, others } = classify(body as GraphQLBody, operation, variables);
    if (lists.length === 0 && singles.length === 0) return response;

    const data: Record<string, unknown> = { ...body.data };
    const errors: GraphQLErrorEntry[] = [...others];
    // Single nodes fail the build even when skipping: an updated node that fails is left out
    // before the plugin asks for it (withoutBrokenUpdates), and the plugin's own answer to
    // `post: null` (update-nodes/wp-actions/update.js: reporter.info() with an object) ends
    // Gatsby 5's build with "Minified React error #31".
    for (const single of singles) {
      const node = describeNode(upperFirst(single.key), single.id);
      this.options.error(`WordPress could not resolve ${node}: ${describeError(single.error)}.${FIX}`);
      errors.push({ ...single.error, message: `${single.error.message} [${node}]` });
    }
    for (const key of [...new Set(lists.map((list) => list.key))]) {
      const first = lists.filter((list) => list.key === key).sort((a, b) => a.index - b.index)[0]!;
      const field = rootField(operation, key)!;
      const context = { url, query: request.query, variables, requestOptions, operation, field, key };
      if (this.options.skipBrokenNodes) {
        const page = await this.pageWithout(context, first, variables);
        if (page) {
          data[key] = page;
          continue;
        }
      }
      const named = await this.nameNode(context, first);
      this.options.error(
        `WordPress could not resolve ${named.node}, node ${first.index + 1} of a page of "${key}": ${describeError(first.error)}. ` +
          `WPGraphQL answered the whole page as ${key}: null, so the build stops rather than publish the site without it.${FIX}` +
          (named.reason ? ` (${named.reason})` : ''),
      );
      errors.push(
        ...lists
          .filter((list) => list.key === key)
          .map((list) => (list === first ? { ...list.error, message: `${list.error.message} [${named.node}]` } : list.error)),
      );
    }
    const checked: GraphQLBody = { ...(body as GraphQLBody), data };
    if (errors.length) checked.errors = errors;
    else delete checked.errors;
    if (errors.length > others.length) await this.options.beforeFailure?.();
    return { ...response, data: checked };
  }

  /**
   * WPGatsby's action monitor answer without the updates of nodes WordPress cannot resolve:
   * each created or updated node is fetched first with the plugin's own query for it, and an
   * action whose node fails is left out with a warning, so the plugin keeps the node it has.
   */
  private async withoutBrokenUpdates(
    url: string,
    response: HttpResponse,
    list: Record<string, unknown>,
    requestOptions: unknown,
  ): Promise<HttpResponse> {
    if (!Array.isArray(list.nodes) || !this.options.singleNodeQuery) return response;
    const broken = new Map<string, boolean>();
    const kept: unknown[] = [];
    for (const action of list.nodes) {
      const id = isObject(action) ? action.referencedNodeGlobalRelayID : undefined;
      const singularName = isObject(action) ? action.referencedNodeSingularName : undefined;
      const fetches =
        isObject(action) && (action.actionType === 'CREATE' || action.actionType === 'UPDATE') && action.referencedNodeStatus === 'publish';
      const query = fetches && typeof singularName === 'string' ? this.options.singleNodeQuery(singularName) : undefined;
      if (typeof id !== 'string' || !query) {
        kept.push(action);
        continue;
      }
      if (!broken.has(id)) broken.set(id, await this.updateFails(url, query, id, requestOptions));
      if (!broken.get(id)) kept.push(action);
    }
    if (kept.length === list.nodes.length) return response;
    const body = response.data as GraphQLBody;
    return { ...response, data: { ...body, data: { ...body.data, actionMonitorActions: { ...list, nodes: kept } } } };
  }

  /** Whether fetching node `id` with `query` fails for that node; warns when it does. */
  private async updateFails(url: string, query: string, id: string, requestOptions: unknown): Promise<boolean> {
    const response = await this.post(url, { query, variables: { id } }, requestOptions);
    const body = response.data;
    if (!isObject(body) || !Array.isArray(body.errors) || !isObject(body.data)) return false;
    let operation: OperationDefinitionNode | undefined;
    try {
      operation = operationOf(parse(query));
    } catch {
      return false;
    }
    if (!operation) return false;
    const single = classify(body as GraphQLBody, operation, { id }).singles.find((candidate) => candidate.id === id);
    if (!single) return false;
    this.options.warn(
      `Skipped ${describeNode(upperFirst(single.key), id)}: WordPress could not resolve it: ${describeError(single.error)}. ` +
        'Its update is left out and Gatsby keeps the version it has from an earlier build, if any (WORDPRESS_SKIP_BROKEN_NODES is set).',
    );
    return true;
  }

  private async send(context: RequestContext, query: string, variables: Record<string, unknown>): Promise<GraphQLBody | undefined> {
    const response = await this.post(context.url, { query, variables }, context.requestOptions);
    return isObject(response.data) ? (response.data as GraphQLBody) : undefined;
  }

  /** The IDs of `count` nodes of the list after `after`, asking for nothing that can fail but `id`. */
  private async nodeIds(context: RequestContext, variables: Record<string, unknown>): Promise<Connection | undefined> {
    const body = await this.send(context, nodeIdQuery(context.operation, context.field), variables);
    const list = body?.data?.[context.key];
    return isObject(list) && Array.isArray(list.nodes) ? (list as Connection) : undefined;
  }

  private async nameNode(context: RequestContext, failed: ListNodeError): Promise<{ node: string; reason?: string }> {
    const list = await this.nodeIds(context, context.variables).catch(() => undefined);
    const node = list?.nodes[failed.index];
    if (!isObject(node)) return { node: `the node at ${context.key}.nodes[${failed.index}]`, reason: 'its ID could not be fetched either' };
    return { node: describeNode(node.__typename as string | undefined, node.id) };
  }

  /**
   * The page `variables` asks for without the nodes WordPress cannot resolve, fetched again
   * around them; undefined when that is not possible (the page size or cursor is not a
   * variable, or the IDs cannot be fetched).
   */
  private async pageWithout(
    context: RequestContext,
    failed: ListNodeError,
    variables: Record<string, unknown>,
  ): Promise<Connection | undefined> {
    const firstVariable = variableOf(context.field, 'first');
    const afterVariable = variableOf(context.field, 'after');
    const size = firstVariable ? variables[firstVariable] : undefined;
    if (!firstVariable || !afterVariable || typeof size !== 'number') return undefined;
    const after = variables[afterVariable] ?? null;

    // The IDs up to and including the failed node; the last cursor is the failed node's.
    const ids = await this.nodeIds(context, { ...variables, [firstVariable]: failed.index + 1, [afterVariable]: after });
    const broken = ids?.nodes[failed.index];
    if (!ids || !isObject(broken) || !ids.pageInfo?.endCursor) return undefined;
    this.options.warn(
      `Skipped ${describeNode(broken.__typename as string | undefined, broken.id)}: WordPress could not resolve it: ` +
        `${describeError(failed.error)}. The other nodes of the page of "${context.key}" were fetched without it (WORDPRESS_SKIP_BROKEN_NODES is set).`,
    );

    const before =
      failed.index > 0 ? await this.page(context, { ...variables, [firstVariable]: failed.index, [afterVariable]: after }) : { nodes: [] };
    if (!before) return undefined;
    const remaining = size - failed.index - 1;
    if (remaining <= 0 || !ids.pageInfo.hasNextPage) return { nodes: before.nodes, pageInfo: ids.pageInfo };
    const rest = await this.page(context, { ...variables, [firstVariable]: remaining, [afterVariable]: ids.pageInfo.endCursor });
    if (!rest) return undefined;
    return {
      ...rest,
      nodes: [...before.nodes, ...rest.nodes],
      pageInfo: rest.pageInfo?.endCursor ? rest.pageInfo : { ...rest.pageInfo, endCursor: ids.pageInfo.endCursor },
    };
  }

  /** One page of the original query, without the nodes that fail (recursively). */
  private async page(context: RequestContext, variables: Record<string, unknown>): Promise<Connection | undefined> {
    const body = await this.send(context, context.query, variables);
    const list = body?.data?.[context.key];
    if (isObject(list) && Array.isArray(list.nodes) && !body?.errors?.length) return list as Connection;
    if (!body || !isObject(body.data)) return undefined;
    const { lists } = classify(body, context.operation, variables);
    const failed = lists.filter((candidate) => candidate.key === context.key).sort((a, b) => a.index - b.index)[0];
    return failed ? this.pageWithout(context, failed, variables) : undefined;
  }
}

interface RequestContext {
  url: string;
  query: string;
  variables: Record<string, unknown>;
  requestOptions: unknown;
  operation: OperationDefinitionNode;
  field: FieldNode;
  key: string;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FIX = ' Fix or unpublish it in WordPress, or build with WORDPRESS_SKIP_BROKEN_NODES=1 to leave out just that node.';

/** `post` with the guard: every answer with errors is checked before the plugin sees it. */
export function guardedPost(post: Post, options: GuardOptions): Post {
  const guard = new SourcingGuard(post, options);
  return async (url, body, requestOptions) => guard.check(url, body, await post(url, body, requestOptions), requestOptions);
}

interface HttpClient {
  post: Post;
}

interface FetchGraphqlModule {
  moduleHelpers: { getHttp: (limit?: number) => HttpClient };
}

interface Reporter {
  warn: (message: string) => void;
  error: (message: string) => void;
}

interface GatsbyCache {
  del: (key: string) => Promise<unknown>;
}

interface PluginModules {
  store: {
    getStore: () => { getState: () => { gatsbyApi?: { helpers?: { reporter?: Reporter; cache?: GatsbyCache } } } };
    withPluginKey: (key: string) => string;
  };
  format: { formatLogMessage: (message: string) => string };
  constants: { LAST_COMPLETED_SOURCE_TIME: string };
  sourceNodes: { getQueryInfoBySingleFieldName: (singleName: string) => { nodeQuery?: string } | undefined };
}

/**
 * Messages through the reporter Gatsby gave the plugin, with the plugin's own prefix
 * (utils/format-log-message.js formatLogMessage), as the plugin reports; console before
 * the plugin has one.
 */
function pluginHelpers(plugin: PluginModules): Pick<GuardOptions, 'warn' | 'error' | 'beforeFailure' | 'singleNodeQuery'> {
  const helpers = () => {
    try {
      return plugin.store.getStore().getState().gatsbyApi?.helpers;
    } catch {
      return undefined; // getStore() throws outside the plugin's own calls
    }
  };
  return {
    warn: (message) => (helpers()?.reporter ?? { warn: console.warn }).warn(plugin.format.formatLogMessage(message)),
    error: (message) => (helpers()?.reporter ?? { error: console.error }).error(plugin.format.formatLogMessage(message)),
    /**
     * An incremental build stores the time of its action-monitor query before it fetches the
     * updated nodes (update-nodes/wp-actions/index.js getWpActions() sets
     * LAST_COMPLETED_SOURCE_TIME): after a failure, the next build would not ask for the failed
     * update again and would succeed with the old node. Without that time the next build
     * fetches everything (source-nodes/index.js sourceNodes(): fetchEverything), and meets the
     * node again.
     */
    beforeFailure: async () => {
      await helpers()?.cache?.del(plugin.store.withPluginKey(plugin.constants.LAST_COMPLETED_SOURCE_TIME));
    },
    // The query update-nodes/wp-actions/update.js fetchAndCreateSingleNode() sends for an updated node.
    singleNodeQuery: (singularName) => plugin.sourceNodes.getQueryInfoBySingleFieldName(singularName)?.nodeQuery,
  };
}

const ORIGINAL = Symbol.for('wolkwerk.sourcing-errors.getHttp');

/**
 * Installs the guard around gatsby-source-wordpress's HTTP client
 * (utils/fetch-graphql.js `moduleHelpers.getHttp`), in this process; messages go to the
 * plugin's reporter unless `options` has its own `warn`/`error`. Gatsby may load
 * gatsby-config more than once: a later call replaces the wrapper, never wraps a wrapper.
 */
export function installSourcingErrorGuard(
  options: Pick<GuardOptions, 'skipBrokenNodes'> & Partial<GuardOptions>,
  root = process.cwd(),
): void {
  const load = createRequire(path.join(root, 'package.json'));
  const plugin = 'gatsby-source-wordpress/dist/utils';
  const { moduleHelpers } = load(`${plugin}/fetch-graphql`) as FetchGraphqlModule;
  const guardOptions: GuardOptions = {
    ...pluginHelpers({
      store: load('gatsby-source-wordpress/dist/store') as PluginModules['store'],
      format: load(`${plugin}/format-log-message`) as PluginModules['format'],
      constants: load('gatsby-source-wordpress/dist/constants') as PluginModules['constants'],
      sourceNodes: load('gatsby-source-wordpress/dist/steps/source-nodes/helpers') as PluginModules['sourceNodes'],
    }),
    ...options,
  };
  const helpers = moduleHelpers as FetchGraphqlModule['moduleHelpers'] & { [ORIGINAL]?: FetchGraphqlModule['moduleHelpers']['getHttp'] };
  const getHttp = helpers[ORIGINAL] ?? helpers.getHttp;
  helpers[ORIGINAL] = getHttp;
  const clients = new WeakMap<HttpClient, HttpClient>();
  helpers.getHttp = (limit) => {
    const http = getHttp(limit);
    let client = clients.get(http);
    if (!client) {
      const post = guardedPost((url, body, requestOptions) => http.post(url, body, requestOptions), guardOptions);
      client = new Proxy(http, {
        get: (target, property, receiver) => (property === 'post' ? post : Reflect.get(target, property, receiver)),
      });
      clients.set(http, client);
    }
    return client;
  };
}

/** WORDPRESS_SKIP_BROKEN_NODES: '1' or 'true' skips broken nodes; unset, '' or '0' fails the build. */
export function skipBrokenNodesFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.WORDPRESS_SKIP_BROKEN_NODES?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'yes';
}
