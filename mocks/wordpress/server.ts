/**
 * The embedded WordPress stand-in: speaks the WPGraphQL contract that
 * gatsby-source-wordpress needs (see shared/notes/wordpress-contract.md) and
 * serves the fixture content of mocks/content and its media files.
 *
 *   node mocks/wordpress/server.ts                    # http://127.0.0.1:8788/graphql
 *   WORDPRESS_PORT=0 node mocks/wordpress/server.ts   # any free port (tests)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { content, WORDPRESS_URL } from '../content/index.ts';
import type { Content } from '../content/types.ts';
import { graphqlRoute } from './graphql-route.ts';
import { formsWithFile, gravityFormsRoute } from './gravityforms/route.ts';
import { gravityFormsUploadRoute } from './gravityforms/upload-route.ts';
import { HttpError, sendJson, type Route } from './http.ts';
import { mailboxRoute } from './mail/mailbox-route.ts';
import { startMailSink, type MailSink } from './mail/smtp-sink.ts';
import { ensureAllMedia, ensureExtraMedia, extraMediaOf } from './media.ts';
import { createActionMonitor, editsRoute, type ActionMonitor } from './edits.ts';
import { createEditor, createPostIds, type Editor } from './editor.ts';
import { dispatchPublish, EDITOR_USER_ID, previewAuthenticate, previewRoute, previewSettingsOf, previewToken, type PreviewSettings } from './preview.ts';
import { dataDir } from './paths.ts';
import { createModel } from './model.ts';
import { acfLineOf, buildSchemaSdl } from './schema.ts';
import { uploadsRoute } from './uploads-route.ts';

export const DEFAULT_PORT = 8788;

/**
 * The posts and media `npm run content:generate` wrote to `file` (WORDPRESS_EXTRA_POSTS), for
 * benchmarks at 1,000 or 10,000 posts: `{ posts, media }`, or a plain list of posts.
 */
export function readExtraContent(file: string | undefined): { posts: Content['posts']; media: Content['media'] } {
  if (!file) return { posts: [], media: [] };
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const posts = Array.isArray(parsed) ? parsed : (parsed as { posts?: unknown } | null)?.posts;
  if (!Array.isArray(posts)) throw new Error(`${file} holds neither a list of posts nor { posts, media }`);
  return { posts: posts as Content['posts'], media: extraMediaOf(parsed) };
}
/**
 * Content that replaces the fixtures as a whole (WORDPRESS_CONTENT: a JSON file of the fixture
 * shape, mocks/content/types.ts), e.g. the hostile content of e2e/hostile-content.build.ts;
 * the fixtures when unset.
 */
export function readContent(file: string | undefined): Content {
  if (!file) return content;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Content> | null;
  const missing = (['settings', 'media', 'pages', 'posts', 'categories', 'fragments', 'packages', 'forms'] as const).filter((key) => !parsed?.[key]);
  if (missing.length) throw new Error(`${file} is not the fixture content: it has no ${missing.join(', ')}`);
  return parsed as Content;
}

export const HOST = '127.0.0.1';

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
  /** The mail sink's SMTP port on the same host (WORDPRESS_SMTP_PORT, default 2525). */
  smtpPort: number;
  close(): Promise<void>;
}

/**
 * The content with the fixtures' WordPress address (WORDPRESS_URL, port 8788) replaced by the
 * address this stand-in serves on: links in HTML and link fields point at the running
 * WordPress, as a real one's do, on whatever port the tests start it.
 */
export function atBaseUrl(siteContent: Content, baseUrl: string): Content {
  if (baseUrl === WORDPRESS_URL) return siteContent;
  return JSON.parse(JSON.stringify(siteContent).replaceAll(WORDPRESS_URL, baseUrl)) as Content;
}

/**
 * The content the stand-in serves and its media files: the fixtures (or WORDPRESS_CONTENT) with
 * their images drawn, plus the generated posts and images of WORDPRESS_EXTRA_POSTS.
 */
async function loadContent(log: (line: string) => void) {
  const content = readContent(process.env.WORDPRESS_CONTENT);
  const mediaFiles = await ensureAllMedia(content.media);
  const extra = readExtraContent(process.env.WORDPRESS_EXTRA_POSTS);
  // Generated images are drawn once and kept under .data (`node mocks/wordpress/media.ts --extra
  // <file>` draws them ahead; 10,000 take minutes the first time, seconds after).
  if (extra.media.length) {
    const started = Date.now();
    for (const [id, info] of await ensureExtraMedia(extra.media)) mediaFiles.set(id, info);
    log(`[wordpress] ${extra.media.length} generated media files ready (${Date.now() - started} ms)`);
  }
  const siteContent: Content = extra.posts.length ? { ...content, posts: [...content.posts, ...extra.posts], media: [...content.media, ...extra.media] } : content;
  return { content, siteContent, mediaFiles };
}

/** Listens on `port` (0: any free one) and answers the port it got. */
async function listen(server: http.Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : DEFAULT_PORT;
}

/** What the routes share: the content as given and as served, the running stand-in's pieces. */
interface RouteSite {
  content: Content;
  baseUrl: string;
  host: string;
  schema: GraphQLSchema;
  model: ReturnType<typeof createModel>;
  editor: Editor;
  actionMonitor: ActionMonitor;
  preview: PreviewSettings;
  mailSink: MailSink;
  log: (line: string) => void;
}

/** The stand-in's routes, in the order a request tries them. */
function standInRoutes({ content, baseUrl, host, schema, model, editor, actionMonitor, preview, mailSink, log }: RouteSite): Route[] {
  const afterPublish = () => {
    void previewToken(preview.jwtSecret, baseUrl, EDITOR_USER_ID).then((token) => dispatchPublish(preview, baseUrl, token, log));
  };
  return [
    // An editor's Preview button (preview.ts), before anything else: it may come on any path.
    previewRoute({ settings: preview, editor, monitor: actionMonitor, log }),
    // Editing pages, posts and packages while running, reported by the action monitor (edits.ts).
    editsRoute({ editor, monitor: actionMonitor, uriOf: model.uriOf, published: afterPublish }),
    // GF's upload page for multi-file fields: `POST /?gf_page=upload` (before the index at '/').
    gravityFormsUploadRoute(formsWithFile(content.forms ?? []), path.join(dataDir, 'entries', 'uploads')),
    graphqlRoute(schema, model.root, undefined, undefined, previewAuthenticate(preview, log)),
    uploadsRoute(),
    gravityFormsRoute(content.forms ?? [], {
      notifications: {
        smtp: { host, port: mailSink.port },
        // WordPress' admin_email: the site's address (settings.ts).
        site: { adminEmail: content.settings.info.email, baseUrl },
        log: (line) => console.error(line),
      },
    }),
    mailboxRoute(),
    {
      name: 'index',
      matches: (url) => url.pathname === '/',
      async handle({ res }) {
        sendJson(res, 200, {
          name: `${content.settings.general.title} (WordPress stand-in)`,
          graphql: `${baseUrl}/graphql`,
          uploads: `${baseUrl}/wp-content/uploads/`,
          schemaMd5: model.schemaMd5,
        });
      },
    },
  ];
}

/** Answers each request by the first route that matches it (404 when none does), and logs one line for it. */
function requestHandler(routes: Route[], baseUrl: string, log: (line: string) => void) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    let detail = '';
    res.on('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Closed before the answer was out (the client went away): no status was sent, so none is logged.
      const status = res.writableFinished ? res.statusCode : res.headersSent ? `${res.statusCode} (cut off)` : 'aborted';
      log(`[wordpress] ${req.method} ${req.url?.slice(0, 120)} ${status} ${ms.toFixed(1)}ms${detail}`);
    });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { errors: [{ message: 'The request URL is not valid.' }] });
      return;
    }
    const route = routes.find((candidate) => candidate.matches(url));
    const handled = route
      ? route.handle({ req, res, url, baseUrl, note: (text) => (detail = text) })
      : Promise.reject(new HttpError(404, `Nothing at ${req.method} ${url.pathname}.`));
    handled.catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body ?? { errors: [{ message: error.message }] });
      } else {
        console.error(`[wordpress] unexpected error in ${route?.name ?? 'routing'}:`, error);
        sendJson(res, 500, { errors: [{ message: 'Internal error in the WordPress stand-in.' }] });
      }
    });
  };
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const host = options.host ?? HOST;
  const log = options.log ?? ((line: string) => console.log(line));
  // The WPGraphQL for ACF line (WORDPRESS_ACF_LINE), read once: the schema and the values must agree.
  const acfLine = acfLineOf();
  const schemaSdl = buildSchemaSdl(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'), import.meta.dirname, { acfLine });
  const schema = buildSchema(schemaSdl);
  const { content, siteContent, mediaFiles } = await loadContent(log);

  // Listen first: with port 0 the address, and so the URLs in the content, are known only then.
  const server = http.createServer();
  const port = await listen(server, options.port ?? Number(process.env.WORDPRESS_PORT ?? DEFAULT_PORT), host);
  const baseUrl = options.baseUrl ?? `http://${host}:${port}`;
  // Drafts, revisions and action monitor posts share WordPress's post ids, after every fixture's.
  const nextId = createPostIds();
  const actionMonitor = createActionMonitor(Date.now, nextId);
  const modelContent = atBaseUrl(siteContent, baseUrl);
  const editor = createEditor(modelContent, nextId);
  const model = createModel(modelContent, { baseUrl, schemaSdl, mediaFiles, actionMonitor, acfLine, editor });
  // WPGatsby's settings and the must-use plugin's secret (preview.ts).
  const preview = previewSettingsOf();

  // The mail sink (mail/smtp-sink.ts): SMTP on the same host, messages kept under /mailbox/.
  const mailSink = await startMailSink({ host, log }).catch((error: unknown) => {
    server.close();
    throw error;
  });

  const routes = standInRoutes({ content, baseUrl, host, schema, model, editor, actionMonitor, preview, mailSink, log });
  server.on('request', requestHandler(routes, baseUrl, log));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  return {
    url: baseUrl,
    graphqlUrl: `${baseUrl}/graphql`,
    schemaMd5: model.schemaMd5,
    smtpPort: mailSink.port,
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        mailSink.close(),
      ]).then(() => undefined),
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
  console.log(`[wordpress] stand-in ready at ${standIn.graphqlUrl} (schemaMd5 ${standIn.schemaMd5}) smtp ${HOST}:${standIn.smtpPort}`);
  const stop = (signal: string) => {
    console.log(`[wordpress] ${signal}: stopping`);
    void standIn.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
