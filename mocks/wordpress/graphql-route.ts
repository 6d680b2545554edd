/** POST/GET /graphql: WPGraphQL as gatsby-source-wordpress expects it. */
import {
  defaultFieldResolver,
  execute,
  getNamedType,
  GraphQLError,
  introspectionTypes,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './connection.ts';
import { faultyResolver, faultyRoot, hasFaults, parseFaults, type Faults } from './faults.ts';
import { HttpError, JSON_TYPE, readBody, sendJson, type Route, type RouteContext } from './http.ts';

/** Largest GraphQL request body accepted; the plugin's biggest queries are a few tens of kB. */
const MAX_GRAPHQL_BODY = 1024 * 1024;
/** WPGraphQL's answer to a request without a query: gatsby-source-wordpress checks for exactly this text. */
export const NO_QUERY_MESSAGE = 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"';

interface GraphQLParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

async function graphqlParams({ req, url }: RouteContext): Promise<GraphQLParams> {
  if (req.method === 'GET') {
    const variables = url.searchParams.get('variables');
    let parsed: unknown;
    try {
      parsed = variables ? JSON.parse(variables) : undefined;
    } catch {
      throw new HttpError(400, 'The "variables" parameter is not valid JSON.');
    }
    return {
      query: url.searchParams.get('query') ?? undefined,
      variables: parsed,
      operationName: url.searchParams.get('operationName') ?? undefined,
    };
  }
  if (req.method !== 'POST') throw new HttpError(405, `Method ${req.method} is not allowed on /graphql; use GET or POST.`);
  const body = await readBody(req, MAX_GRAPHQL_BODY);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object with "query" and optional "variables".');
  }
  return parsed as GraphQLParams;
}

/**
 * Limits on the work one request may cause. Without them 10,000 aliases of `posts(first: 100)`
 * build a 90 MB answer in 1 GB of memory and block every other request for seconds.
 * They copy how WPGraphQL 1.x bounds work and add what it leaves to the host. Files cited are from
 * github.com/wp-graphql/wp-graphql at tag v1.32.1, the version ../shared/real-wordpress runs:
 *
 * - Query depth: WPGraphQL's validation rule src/Server/ValidationRules/QueryDepth.php (v1.32.1,
 *   unchanged since v1.14 and in v2.x), switched on by its settings `query_depth_enabled`
 *   (default 'off') and `query_depth_max` (default 10) in src/Admin/Settings/Settings.php and added
 *   to the standard rules in src/Request.php get_validation_rules(). Its depth counts only fields
 *   with a selection set, root fields at 0, through inline fragments and spreads, and its message
 *   is copied word for word. The stand-in's limit is 15, not 10: gatsby-source-wordpress's own
 *   queries reach 6 (the recorded contract/ queries at most 5, its introspection query 6), but
 *   graphql-js's standard introspection query (GraphiQL, codegen) has 13 levels by this count.
 * - Page size: WPGraphQL clamps `first`/`last` to 100 rather than failing
 *   (src/Data/Connection/AbstractConnectionResolver.php get_query_amount(): min of the requested
 *   amount and the `graphql_connection_max_query_amount` filter, default max_query_amount() = 100,
 *   only a graphql_debug() message; get_amount_requested(): 10 when `first`/`last` is absent).
 *   connection.ts clamps `first` the same way (the stand-in's connections take first/after only,
 *   which is all gatsby-source-wordpress sends); the node estimate below counts pages that way.
 * - Fields, nodes and answer size: WPGraphQL has no such limit of its own (a host's PHP
 *   memory_limit and max_execution_time end a runaway request there). The stand-in rejects a
 *   query before running it when, with every fragment spread expanded, it selects more than
 *   `maxFields` fields (an alias counts as a field; the largest recorded contract query selects
 *   193, graphql-js's introspection query 220), or when its connections could return more than
 *   `maxNodes` nodes (aliases × page size: each connection's `first`, 10 by default, at most 100,
 *   times the pages of the connections around it; 10,000 aliases of posts(first: 100) are
 *   1,000,000, the largest contract query at the plugin's perPage of 100 is 10,100 — gfForms with
 *   formFields(first: 100)). While running it stops building an answer that grows past
 *   `maxResponseBytes`, and checks the serialized size again.
 * - Introspection: WPGraphQL answers it like any query (to a logged-out client only with its
 *   `public_introspection_enabled` setting on). Its fields count in the answer size, and together
 *   they may take at most `maxIntrospectionBytes`: the schema is the same in every alias, so a
 *   client needs it once per request, and without the bound 70 aliases of `__schema` build
 *   14.6 MB in 3.3 s. gatsby-source-wordpress's introspection query takes about 0.3 MB of this
 *   schema, graphql-js's full one 0.4 MB.
 *
 * All limits answer 400 with WPGraphQL's error shape (webonyx/graphql-php 14.11
 * FormattedError::createFromException: `{ errors: [{ message, extensions: { category: 'graphql' } }] }`,
 * no `data`). WPGraphQL itself sends validation errors with HTTP 200 (src/Router.php keeps
 * $http_status_code = 200 unless an exception escapes; tests/functional/QueryDepthRuleCept.php
 * expects 200 for a too-deep query); the stand-in answers every invalid query 400.
 */
export interface GraphQLLimits {
  maxDepth: number;
  maxFields: number;
  maxNodes: number;
  maxResponseBytes: number;
  maxIntrospectionBytes: number;
}

export const GRAPHQL_LIMITS: Readonly<GraphQLLimits> = {
  maxDepth: 15,
  maxFields: 2000,
  maxNodes: 50_000,
  maxResponseBytes: 16 * 1024 * 1024,
  maxIntrospectionBytes: 2 * 1024 * 1024,
};

/** WPGraphQL's message for a query deeper than `query_depth_max` (QueryDepth::errorMessage). */
export const depthMessage = (max: number, depth: number) =>
  `The server administrator has limited the max query depth to ${max}, but the requested query has ${depth} levels.`;

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : `${bytes} bytes`);

/** An answer of 400 in WPGraphQL's error shape. */
class LimitError extends HttpError {
  constructor(message: string) {
    super(400, message, { errors: [{ message, extensions: { category: 'graphql' } }] });
  }
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * The depth of an operation as WPGraphQL's QueryDepth::fieldDepth()/nodeDepth() count it, and how
 * many fields it selects with fragments expanded. Stops counting past `maxFields`, so a fragment
 * spread doubling at each level costs no more than `maxFields` fields; skips a spread of a
 * fragment already being expanded (graphql-js reports the cycle). Runs before validate(), whose
 * overlapping-fields rule costs the square of the number of same-named fields.
 */
function measure(selectionSet: SelectionSetNode, fragments: Fragments, maxFields: number) {
  let fields = 0;
  const walk = (set: SelectionSetNode, depth: number, max: number, spreading: readonly string[]): number => {
    for (const selection of set.selections) {
      if (fields > maxFields) break;
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        if (selection.selectionSet) max = walk(selection.selectionSet, depth + 1, Math.max(max, depth), spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        max = walk(selection.selectionSet, depth, max, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !spreading.includes(name)) max = walk(fragment.selectionSet, depth, max, [...spreading, name]);
      }
    }
    return max;
  };
  const depth = walk(selectionSet, 0, 0, []);
  return { depth, fields };
}

/** A connection's page size as WPGraphQL takes it: `first`, 10 when absent or 0, at most 100. */
function pageSize(field: FieldNode, variables: Record<string, unknown>): number {
  const argument = field.arguments?.find((candidate) => candidate.name.value === 'first');
  let value: unknown;
  if (argument?.value.kind === Kind.INT) value = Number(argument.value.value);
  else if (argument?.value.kind === Kind.VARIABLE) value = variables[argument.value.name.value];
  return typeof value === 'number' && value > 0 ? Math.min(value, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/**
 * An upper estimate of the nodes an operation's connections (fields with a `first` argument)
 * can return: each connection's page size times the page sizes of the connections around it,
 * summed. Stops past `cap`.
 */
function estimateNodes(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  rootType: GraphQLNamedType | undefined,
  fragments: Fragments,
  variables: Record<string, unknown>,
  cap: number,
): number {
  let total = 0;
  const walk = (set: SelectionSetNode, type: GraphQLNamedType | undefined, factor: number, spreading: readonly string[]) => {
    for (const selection of set.selections) {
      if (total > cap) return;
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet) continue;
        const definition = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        const isConnection = definition?.args.some((argument) => argument.name === 'first') ?? false;
        const items = isConnection ? pageSize(selection, variables) : 1;
        if (isConnection) total += factor * items;
        walk(selection.selectionSet, definition && getNamedType(definition.type), factor * items, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type, factor, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !spreading.includes(name)) {
          walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), factor, [...spreading, name]);
        }
      }
    }
  };
  walk(selectionSet, rootType, 1, []);
  return total;
}

function fragmentsOf(document: DocumentNode): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Depth and field count of every operation in the document, as WPGraphQL checks every one. */
function checkShape(document: DocumentNode, limits: GraphQLLimits) {
  const fragments = fragmentsOf(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { depth, fields } = measure(definition.selectionSet, fragments, limits.maxFields);
    if (fields > limits.maxFields) {
      throw new LimitError(
        `The query selects more than ${limits.maxFields} fields (every alias counts, and every field of a fragment each time it is spread); ` +
          `the WordPress stand-in allows at most ${limits.maxFields}. Ask for each field once and page through lists with first/after.`,
      );
    }
    if (depth > limits.maxDepth) throw new LimitError(depthMessage(limits.maxDepth, depth));
  }
}

/** Rejects an operation whose connections could return more than `maxNodes` nodes, before it runs. */
function checkCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, limits: GraphQLLimits) {
  const fragments = fragmentsOf(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const rootType = schema.getRootType(definition.operation) ?? undefined;
    const nodes = estimateNodes(schema, definition.selectionSet, rootType, fragments, variables, limits.maxNodes);
    if (nodes > limits.maxNodes) {
      throw new LimitError(
        `The query could return more than ${limits.maxNodes} nodes (every alias of a connection ` +
          `counts its page size, first: 10 by default and at most ${MAX_PAGE_SIZE}, times the pages of the connections around it); ` +
          `the WordPress stand-in allows at most ${limits.maxNodes}. ` +
          'Use fewer aliases or smaller pages and page through with first/after.',
      );
    }
  }
}

/** Depth, fields and estimated connection nodes of each operation in `source`, as the limits count them (for tests). */
export function measureQuery(schema: GraphQLSchema, source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const fragments = fragmentsOf(document);
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const { depth, fields } = measure(definition.selectionSet, fragments, Infinity);
    const rootType = schema.getRootType(definition.operation) ?? undefined;
    const nodes = estimateNodes(schema, definition.selectionSet, rootType, fragments, variables, Infinity);
    return [{ name: definition.name?.value, depth, fields, nodes }];
  });
}

const tooLarge = (limit: number) =>
  new LimitError(
    `The answer would be larger than ${size(limit)}, the WordPress stand-in's limit; it stopped building it. ` +
      'Ask for fewer fields or smaller pages and page through with first/after.',
  );

const introspectionTooLarge = (limit: number) =>
  new LimitError(
    `The introspection fields (__schema, __type) of the answer would be larger than ${size(limit)}, the WordPress stand-in's limit; ` +
      'it stopped building it. Ask for the schema once per request.',
  );

/** Roughly the JSON bytes a resolved field value adds besides its key. */
function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + approximateBytes(item) + 1, 2);
  return 8;
}

/** What one execution may still add to its answer; `exceeded` once either budget is spent. */
interface AnswerBudget {
  exceeded: boolean;
  introspectionExceeded: boolean;
  charge(key: string, value: unknown, introspection: boolean): void;
}

/** The key of the execution's context value under which its budget travels to the introspection resolvers. */
const ANSWER_BUDGET = Symbol('answer budget');
type BudgetContext = { [ANSWER_BUDGET]?: AnswerBudget } | null | undefined;

let introspectionCharged = false;

/**
 * graphql-js resolves introspection (`__schema`, `__type`, `__typename` and every field of
 * `__Schema`, `__Type`, `__Field` …) with resolvers of its own, never with the fieldResolver given
 * to execute(), and they are the same objects in every schema. Each is wrapped once so that an
 * execution whose context carries an AnswerBudget charges it like any other field, and stops
 * building (resolves null) once it is spent; without a budget in the context (any other use of
 * graphql-js in the process) a wrapped resolver does exactly what it did.
 */
function chargeIntrospection(): void {
  if (introspectionCharged) return;
  introspectionCharged = true;
  const introspectionFields = [SchemaMetaFieldDef, TypeMetaFieldDef, ...introspectionTypes.filter(isObjectType).flatMap((type) => Object.values(type.getFields()))];
  const wrap = (field: { resolve?: GraphQLFieldResolver<unknown, unknown> }, introspection: boolean) => {
    const resolve = field.resolve;
    if (!resolve) return;
    field.resolve = (source, args, context, info) => {
      const budget = (context as BudgetContext)?.[ANSWER_BUDGET];
      if (!budget) return resolve(source, args, context, info);
      if (budget.exceeded) return null;
      const value: unknown = resolve(source, args, context, info);
      budget.charge(info.fieldNodes[0]?.alias?.value ?? info.fieldName, value, introspection);
      return budget.exceeded ? null : value;
    };
  };
  for (const field of introspectionFields) wrap(field, true);
  // __typename is asked for everywhere in data queries: it counts in the answer only.
  wrap(TypeNameMetaFieldDef, false);
}

/**
 * The default resolver (every stand-in field resolves from the root value's objects), counting
 * roughly how large the answer grows; past `maxResponseBytes`, or past `maxIntrospectionBytes`
 * of introspection fields, every further field resolves to null, so execution ends soon and the
 * request is answered with a 400 instead of the data. `context` goes to execute() as its context
 * value, for the introspection resolvers.
 */
function budgetedResolver(limits: GraphQLLimits) {
  let bytes = 0;
  let introspectionBytes = 0;
  const budget: AnswerBudget = {
    exceeded: false,
    introspectionExceeded: false,
    charge(key, value, introspection) {
      const added = key.length + 4 + approximateBytes(value);
      bytes += added;
      if (introspection) introspectionBytes += added;
      if (introspectionBytes > limits.maxIntrospectionBytes) budget.introspectionExceeded = true;
      if (bytes > limits.maxResponseBytes || budget.introspectionExceeded) budget.exceeded = true;
    },
  };
  const resolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    if (budget.exceeded) return null;
    const key = info.fieldNodes[0]?.alias?.value ?? info.fieldName;
    const value = defaultFieldResolver(source, args, context, info);
    if (value instanceof Promise) {
      return value.then((resolved: unknown) => {
        budget.charge(key, resolved, false);
        return budget.exceeded ? null : resolved;
      });
    }
    budget.charge(key, value, false);
    return budget.exceeded ? null : value;
  };
  return { resolver, budget, context: { [ANSWER_BUDGET]: budget } };
}

/** graphql-js's messages, with a reason for its bare "Validation aborted." (its own work budget ran out). */
function validationMessage(error: GraphQLError): string {
  if (error.message !== 'Validation aborted.') return error.message;
  return (
    'Validation aborted: the query is too complex to validate (graphql-js bounds the work of comparing fields of the same name ' +
    'and of expanding fragments). Ask for each field once and spread each fragment once.'
  );
}

/**
 * The user a GraphQL request runs as (model.ts, ViewerContext), from its headers; undefined: none.
 * Throws an HttpError for a request WordPress fails as a whole (preview.ts, an invalid token).
 */
export type Authenticate = (req: RouteContext['req']) => Promise<number | undefined>;

/**
 * `faults`: what to break on purpose (faults.ts), by default what WORDPRESS_FAULT names, planted
 * when the route is made (the stand-in's start).
 */
export function graphqlRoute(
  schema: GraphQLSchema,
  rootValue: object,
  limits: GraphQLLimits = GRAPHQL_LIMITS,
  faults: Faults = parseFaults(process.env.WORDPRESS_FAULT),
  authenticate?: Authenticate,
): Route {
  const root = faultyRoot(rootValue, faults);
  chargeIntrospection();
  if (hasFaults(faults)) {
    console.log(
      `[wordpress] WORDPRESS_FAULT: broken posts ${[...faults.brokenPosts].join(', ') || 'none'}; ` +
        `reported as updated: ${faults.updatedPosts.join(', ') || 'none'}`,
    );
  }
  return {
    name: 'graphql',
    matches: (url) => url.pathname === '/graphql' || url.pathname === '/graphql/',
    async handle(context) {
      // WPGraphQL fires init_graphql_request (where WPGatsby sets the user) before it reads the query (src/Request.php).
      const viewer = authenticate ? await authenticate(context.req) : undefined;
      const params = await graphqlParams(context);
      if (params.query === undefined || params.query === null || params.query === '') {
        throw new HttpError(400, NO_QUERY_MESSAGE);
      }
      if (typeof params.query !== 'string') throw new HttpError(400, 'The "query" parameter must be a string.');
      if (params.variables != null && (typeof params.variables !== 'object' || Array.isArray(params.variables))) {
        throw new HttpError(400, 'The "variables" parameter must be a JSON object.');
      }
      let document;
      try {
        document = parse(params.query);
      } catch (error) {
        throw new HttpError(400, (error as GraphQLError).message);
      }
      const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
      context.note(` ${operation && 'name' in operation && operation.name ? operation.name.value : 'anonymous'}`);
      checkShape(document, limits);
      const validationErrors = validate(schema, document);
      if (validationErrors.length) {
        sendJson(context.res, 400, {
          errors: validationErrors.map((error) => ({ message: validationMessage(error), extensions: { category: 'graphql' }, locations: error.locations })),
        });
        return;
      }
      const variables = (params.variables ?? {}) as Record<string, unknown>;
      checkCost(schema, document, variables, limits);
      const { resolver, budget, context: contextValue } = budgetedResolver(limits);
      const result = await execute({
        schema,
        document,
        rootValue: root,
        contextValue: { ...contextValue, viewer },
        variableValues: variables,
        operationName: typeof params.operationName === 'string' ? params.operationName : undefined,
        fieldResolver: faultyResolver(resolver, faults),
      });
      if (budget.introspectionExceeded) throw introspectionTooLarge(limits.maxIntrospectionBytes);
      if (budget.exceeded) throw tooLarge(limits.maxResponseBytes);
      const text = JSON.stringify(result);
      const bytes = Buffer.byteLength(text);
      if (bytes > limits.maxResponseBytes) throw tooLarge(limits.maxResponseBytes);
      context.res.writeHead(result.data === undefined ? 400 : 200, { 'Content-Type': JSON_TYPE, 'Content-Length': bytes });
      context.res.end(text);
    },
  };
}
