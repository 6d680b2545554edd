/**
 * The embedded WordPress stand-in: speaks the WPGraphQL contract that
 * gatsby-source-wordpress needs (see shared/notes/wordpress-contract.md) and
 * serves the fixture content of mocks/content and its media files.
 *
 *   node mocks/wordpress/server.ts            # http://127.0.0.1:8788/graphql
 *   WORDPRESS_PORT=0 node mocks/wordpress/server.ts   # any free port (tests)
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { buildSchema, graphql, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { content } from '../content/index.ts';
import { ensureAllMedia } from './media.ts';
import { createModel } from './model.ts';
import { uploadsDir } from './paths.ts';

export const DEFAULT_PORT = 8788;
export const HOST = '127.0.0.1';
/** Largest GraphQL request body accepted; the plugin's biggest queries are a few tens of kB. */
const MAX_GRAPHQL_BODY = 1024 * 1024;
/** WPGraphQL's answer to a request without a query: gatsby-source-wordpress checks for exactly this text. */
export const NO_QUERY_MESSAGE = 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"';
/** The plugin requires the semicolon: it tests the header for 'application/json;'. */
const JSON_TYPE = 'application/json; charset=UTF-8';

const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendError(res: http.ServerResponse, status: number, message: string) {
  sendJson(res, status, { errors: [{ message }] });
}

async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body too large: ${declared} bytes, at most ${limit}.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body too large: more than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

interface GraphQLParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

async function graphqlParams(req: http.IncomingMessage, url: URL): Promise<GraphQLParams> {
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
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new HttpError(400, 'The request body must be a JSON object with "query" and optional "variables".');
    }
    return parsed as GraphQLParams;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

export interface StandInOptions {
  port?: number;
  host?: string;
  /** Public base URL, when it differs from http://host:port (e.g. behind a proxy). */
  baseUrl?: string;
  log?: (line: string) => void;
}

export interface StandIn {
  url: string;
  graphqlUrl: string;
  schemaMd5: string;
  close(): Promise<void>;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const host = options.host ?? HOST;
  const log = options.log ?? ((line: string) => console.log(line));
  const schemaSdl = await readFile(new URL('./schema.graphql', import.meta.url), 'utf8');
  const schema: GraphQLSchema = buildSchema(schemaSdl);
  const mediaFiles = await ensureAllMedia(content.media);

  // Listen first: with port 0 the address, and so the URLs in the content, are known only then.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? Number(process.env.WORDPRESS_PORT ?? DEFAULT_PORT), host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : DEFAULT_PORT;
  const baseUrl = options.baseUrl ?? `http://${host}:${port}`;
  const model = createModel(content, { baseUrl, schemaSdl, mediaFiles });

  async function handleGraphql(req: http.IncomingMessage, res: http.ServerResponse, url: URL, note: (detail: string) => void) {
    const params = await graphqlParams(req, url);
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
    note(` ${operation && 'name' in operation && operation.name ? operation.name.value : 'anonymous'}`);
    const validationErrors = validate(schema, document);
    if (validationErrors.length) {
      sendJson(res, 400, { errors: validationErrors.map((error) => ({ message: error.message, locations: error.locations })) });
      return;
    }
    const result = await graphql({
      schema,
      source: params.query,
      rootValue: model.root,
      variableValues: params.variables as Record<string, unknown> | undefined,
      operationName: typeof params.operationName === 'string' ? params.operationName : undefined,
    });
    sendJson(res, result.data === undefined ? 400 : 200, result);
  }

  async function handleUpload(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} is not allowed on media files.`);
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice('/wp-content/uploads/'.length));
    } catch {
      throw new HttpError(400, 'The media path is not valid URL encoding.');
    }
    const file = path.resolve(uploadsDir, relative);
    if (!file.startsWith(uploadsDir + path.sep) || relative.endsWith('.json')) throw new HttpError(404, `No media file at ${url.pathname}.`);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, `No media file at ${url.pathname}.`);
    // No ETag on purpose: the plugin would send If-None-Match on the next build.
    res.writeHead(200, {
      'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(file).on('error', reject).on('end', resolve).pipe(res);
    });
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse, url: URL, note: (detail: string) => void) {
    if (url.pathname === '/graphql' || url.pathname === '/graphql/') {
      await handleGraphql(req, res, url, note);
      return;
    }
    if (url.pathname.startsWith('/wp-content/uploads/')) {
      await handleUpload(req, res, url);
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') {
      sendJson(res, 200, {
        name: `${content.settings.general.title} (WordPress stand-in)`,
        graphql: `${baseUrl}/graphql`,
        uploads: `${baseUrl}/wp-content/uploads/`,
        schemaMd5: model.schemaMd5,
      });
      return;
    }
    throw new HttpError(404, `Nothing at ${req.method} ${url.pathname}.`);
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    let operation = '';
    res.on('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`[wordpress] ${req.method} ${req.url?.slice(0, 120)} ${res.statusCode} ${ms.toFixed(1)}ms${operation}`);
    });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendError(res, 400, 'The request URL is not valid.');
      return;
    }
    route(req, res, url, (detail) => {
      operation = detail;
    }).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy(error as Error);
          return;
        }
        if (error instanceof HttpError) {
          sendError(res, error.status, error.message);
        } else {
          console.error('[wordpress] unexpected error', error);
          sendError(res, 500, 'Internal error in the WordPress stand-in.');
        }
      });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  return {
    url: baseUrl,
    graphqlUrl: `${baseUrl}/graphql`,
    schemaMd5: model.schemaMd5,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const standIn = await startStandIn().catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`[wordpress] port ${error.message.split(':').pop()} is in use: stop the other process or set WORDPRESS_PORT.`);
    } else {
      console.error('[wordpress] could not start:', error);
    }
    process.exit(1);
  });
  console.log(`[wordpress] stand-in ready at ${standIn.graphqlUrl} (schemaMd5 ${standIn.schemaMd5})`);
  const stop = (signal: string) => {
    console.log(`[wordpress] ${signal}: stopping`);
    void standIn.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
