/**
 * The front of the preview server (scripts/preview-server.ts): the only port editors and WordPress
 * reach. Behind it, on 127.0.0.1, runs `gatsby develop` with its refresh endpoint; the front decides
 * what gets through. This file routes; the parts are preview-gate.ts (who gets past),
 * preview-refresh-endpoint.ts and preview-refreshes.ts (the webhooks), preview-content-sync.ts (the
 * Content Sync page and its status) and preview-http.ts.
 *
 * - `POST /__refresh[/<plugin>]` (WPGatsby's preview and builds webhooks) needs the shared secret as
 *   the raw `Authorization` header, the form `gatsby develop` itself checks against
 *   GATSBY_REFRESH_TOKEN (gatsby/dist/utils/start-server.js, `req.headers.authorization ===
 *   refreshToken`). WPGatsby sends no header of its own (wp-gatsby 2.3.3
 *   src/ActionMonitor/Monitors/PreviewMonitor.php post_to_preview_instance, ActionMonitor.php
 *   trigger_dispatch); wordpress/mu-plugins/site-preview.php adds it. Without it: 403. Refreshes go
 *   to develop one at a time, each once develop has sourced the one before (preview-refreshes.ts);
 *   one that arrives while develop is still starting is held and sent once it runs: develop ignores
 *   webhooks until then (gatsby/dist/state-machines/develop/index.js, `initializing`).
 * - develop's GraphQL endpoint (`/_+graphi?ql`: its answers carry the refresh token in
 *   `extensions`, start-server.js) and its stack-frame and file routes (`/__open-stack-frame-in-editor`,
 *   `/__original-stack-frame`, `/__file-code-frame`: they read files of the server) and the
 *   refresh queue's question to develop (`/__preview-front/`) answer 404.
 * - `GET /gatsby-source-wordpress/<manifestId>/<postId>`: the Content Sync URL WPGatsby's Preview
 *   button sends the editor to (src/Admin/Preview.php get_gatsby_content_sync_url_for_post: the
 *   setting, then that path; the manifest id is the post id and the revision's post_modified,
 *   `Y-m-d H:i:s`). It waits for the node manifest gatsby-source-wordpress asks Gatsby to write for
 *   that revision (steps/preview/index.js, unstable_createNodeManifest;
 *   public/__node-manifests/gatsby-source-wordpress/<manifestId>.json, gatsby/dist/utils/node-manifest.js)
 *   and redirects to the page it names, or for a node without a page (a package) to where it shows,
 *   which develop's GraphQL tells the front over loopback (src/preview/target.ts).
 * - `GET /__preview-link/<token>/gatsby-source-wordpress/<manifestId>/<postId>`: the Content Sync URL
 *   as the must-use plugin signs it for the editor who pressed Preview (preview-session.ts). A valid
 *   link gives the browser a session cookie and goes on to the Content Sync URL without the token.
 * - every route but the refresh endpoint and `/__health` needs that session: pages, page data, app
 *   data, static query results, chunks, source maps, the Content Sync page and its status, hot
 *   reloading's polling and websocket. Without it: a Dutch 401 page that says to open the preview
 *   from WordPress, and develop is not asked. With `login` set, HTTP Basic is asked as well.
 * - everything else goes to develop, with `X-Robots-Tag: noindex` on every answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';
import { createContentSync } from './preview-content-sync.ts';
import { createGate } from './preview-gate.ts';
import { routePath, send, sendPage } from './preview-http.ts';
import { messagePage } from './preview-pages.ts';
import { createRefreshEndpoint } from './preview-refresh-endpoint.ts';

export interface PreviewFrontOptions {
  /** gatsby develop, e.g. http://127.0.0.1:8001: only the front talks to it. */
  upstream: string;
  /** The shared secret (PREVIEW_SECRET; develop's GATSBY_REFRESH_TOKEN). */
  secret: string;
  /** The site directory: develop writes public/__node-manifests/ there. */
  siteDir: string;
  /** `user:password` for HTTP Basic on every route but the refresh endpoint; none when empty. */
  login?: string;
  /** How long the Content Sync page waits for a preview, ms (default two minutes). */
  timeoutMs?: number;
  /** The front is reached over https (PREVIEW_PUBLIC_URL): the session cookie is marked Secure. */
  secureCookies?: boolean;
  /** The clock signed links and sessions are checked against, ms (tests set it). */
  now?: () => number;
  log?: (line: string) => void;
}

/** Every path develop's `/__refresh/:plugin_name?` could match, and anything else that starts like it. */
const REFRESH = /^\/_+refresh/i;
const CONTENT_SYNC = /^\/gatsby-source-wordpress\/([^/]+)\/(\d+)\/?$/;
/** The signed link WordPress hands an editor: a token in front of the Content Sync path (preview-session.ts). */
const PREVIEW_LINK = /^\/__preview-link\/([^/]*)\/gatsby-source-wordpress\/([^/]+)\/(\d+)\/?$/;
/** The one answer outside the session: whether the front runs, nothing else. */
const HEALTH = '/__health';
const STATUS = /^\/__preview-status\/([^/]+)$/;
/** develop routes the front never passes on (see above); matched case-insensitively as express does. */
const BLOCKED = [
  /^\/_+preview-front/i,
  /^\/_+graphi?ql(?:\/|$)/i,
  /^\/__open-stack-frame-in-editor/i,
  /^\/__original-stack-frame/i,
  /^\/__file-code-frame/i,
];

export interface PreviewFront {
  server: Server;
  /** develop answers: waiting refreshes go to it, one at a time (preview-refreshes.ts). */
  developReady(): void;
  /** develop stopped and is started again: refreshes are held until developReady(). */
  developStopped(): void;
  /** Resolves once every refresh taken has been sourced by develop (or develop stopped). */
  refreshesSettled(): Promise<void>;
  /** What the front has seen, for the status page and the tests. */
  counts(): { accepted: number; refused: number; held: number };
}

/** A proxy to develop that marks every answer noindex, and answers in Dutch while develop does not. */
function developProxy(upstream: string, developRuns: () => boolean, log: (line: string) => void) {
  const proxy = httpProxy.createProxyServer({ target: upstream, ws: true, xfwd: true });
  proxy.on('proxyRes', (proxyRes) => {
    proxyRes.headers['x-robots-tag'] = 'noindex, nofollow';
  });
  proxy.on('error', (error, _req, res) => {
    if (!('writeHead' in res)) return void (res as Duplex).destroy();
    if (res.headersSent) return void res.end();
    sendPage(res, 503, messagePage('De voorbeeldserver start nog', 'De site wordt opgebouwd. Probeer het over een minuut opnieuw.'), {
      'Retry-After': '30',
    });
    if (developRuns()) log(`[preview] develop did not answer: ${error.message}`);
  });
  return proxy;
}

export function createPreviewFront(options: PreviewFrontOptions): PreviewFront {
  const { upstream, secret, siteDir, login, timeoutMs = 120_000, secureCookies = false, now = Date.now, log = console.log } = options;
  if (secret.length < 16) throw new Error('The preview secret needs at least 16 characters.');
  let ready = false;
  /** How often develop stopped and was started again: the Content Sync page tells a lost preview by it. */
  let restarts = 0;
  const developRuns = () => ready;
  const proxy = developProxy(upstream, developRuns, log);
  const gate = createGate({ secret, login, secureCookies, now, log });
  const refresh = createRefreshEndpoint({ upstream, secret, developRuns, log });
  const contentSync = createContentSync({
    upstream,
    siteDir,
    timeoutMs,
    log,
    state: () => ({ develop: ready ? 'running' : 'starting', ...refresh.counts(), restarts }),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const route = routePath(req.url);
    if (route === null) return sendPage(res, 400, messagePage('Ongeldig adres', 'Dit adres kan niet gelezen worden.'));
    if (REFRESH.test(route)) return refresh.route(req, res);
    if (route === HEALTH) return send(res, 200, 'ok', 'text/plain; charset=utf-8');
    if (!gate.loginAccepted(req)) return gate.askLogin(res);
    const link = PREVIEW_LINK.exec(route);
    if (link) return gate.previewLinkRoute(req, res, [link[1]!, link[2]!, link[3]!]);
    if (!gate.hasSession(req)) return gate.askPreviewLink(res);
    if (BLOCKED.some((pattern) => pattern.test(route)))
      return sendPage(res, 404, messagePage('Niet gevonden', 'Deze pagina bestaat niet.'));
    if (/^\/gatsby-source-wordpress\//i.test(route)) {
      const [, manifestId = '', postId = ''] = CONTENT_SYNC.exec(route) ?? [];
      return contentSync.page(req, res, [manifestId, postId]);
    }
    const statusRoute = STATUS.exec(route);
    if (statusRoute) return contentSync.status(res, statusRoute[1]!);
    proxy.web(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[preview] ${req.method} ${req.url?.slice(0, 120)}: ${(error as Error).message}`);
      if (!res.headersSent) sendPage(res, 500, messagePage('Er ging iets mis', 'De voorbeeldserver kon dit verzoek niet afhandelen.'));
      else res.end();
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = routePath(req.url);
    const closed = route === null || BLOCKED.some((pattern) => pattern.test(route)) || REFRESH.test(route);
    if (closed || !gate.loginAccepted(req) || !gate.hasSession(req)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    proxy.ws(req, socket, head);
  });
  server.on('close', () => {
    proxy.close();
    // Nothing goes to develop from a closed front.
    ready = false;
    refresh.queue.developStopped();
  });

  return {
    server,
    developReady() {
      ready = true;
      refresh.queue.developReady();
    },
    developStopped() {
      ready = false;
      restarts += 1;
      refresh.queue.developStopped();
    },
    refreshesSettled: () => refresh.queue.settled(),
    counts: refresh.counts,
  };
}
