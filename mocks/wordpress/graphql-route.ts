/** POST/GET /graphql: WPGraphQL as gatsby-source-wordpress expects it. */
import { graphql, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { HttpError, readBody, sendJson, type Route, type RouteContext } from './http.ts';

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

export function graphqlRoute(schema: GraphQLSchema, rootValue: unknown): Route {
  return {
    name: 'graphql',
    matches: (url) => url.pathname === '/graphql' || url.pathname === '/graphql/',
    async handle(context) {
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
      const validationErrors = validate(schema, document);
      if (validationErrors.length) {
        sendJson(context.res, 400, { errors: validationErrors.map((error) => ({ message: error.message, locations: error.locations })) });
        return;
      }
      const result = await graphql({
        schema,
        source: params.query,
        rootValue,
        variableValues: params.variables as Record<string, unknown> | undefined,
        operationName: typeof params.operationName === 'string' ? params.operationName : undefined,
      });
      sendJson(context.res, result.data === undefined ? 400 : 200, result);
    },
  };
}
