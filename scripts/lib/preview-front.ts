/**
 * The front of the preview server (scripts/preview-server.ts): the only port editors and WordPress
 * reach. Behind it, on 127.0.0.1, runs `gatsby develop` with its refresh endpoint; the front decides
 * what gets through.
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
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import httpProxy from 'http-proxy';
import { contentSyncPage, messagePage } from './preview-pages.ts';
import { createRefreshQueue } from './preview-refreshes.ts';
import { SOURCED_PATH, type SourcedAnswer } from '../../src/preview/refresh-mark.ts';
import { checkPreviewLink, sessionCookie, sessionUser, type LinkCheck } from './preview-session.ts';
import {
  isManifestId,
  ownsPage,
  PREVIEWED_NODE_QUERY,
  previewTargetOf,
  type NodeManifest,
  type PreviewedNode,
} from '../../src/preview/target.ts';

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

/** Node lookups kept for the Content Sync page's polling. */
const LOOKED_UP_LIMIT = 500;
/** A webhook body is a few hundred bytes (the preview one carries a JWT). */
const REFRESH_BODY_LIMIT = 64 * 1024;

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

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares without telling by timing how much of the secret matched. */
const sameSecret = (given: string | undefined, secret: string) => given !== undefined && timingSafeEqual(digest(given), digest(secret));

/** The path as express matches routes: decoded, repeated slashes as one. null when it cannot be decoded. */
function routePath(url: string | undefined): string | null {
  const pathname = (url ?? '/').split('?')[0]!;
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: string, type: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...headers,
  });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) =>
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8', headers);
const sendPage = (res: ServerResponse, status: number, html: string, headers?: Record<string, string>) =>
  send(res, status, html, 'text/html; charset=utf-8', headers);

/** What /__preview-status/<manifestId> answers the Content Sync page (preview-pages.ts reads it). */
type PreviewStatus = { develop: 'running' | 'starting'; accepted: number; refused: number; restarts: number } & (
  { state: 'ready'; path: string } | { state: 'waiting' | 'no-page' }
);

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

export function createPreviewFront(options: PreviewFrontOptions): PreviewFront {
  const { upstream, secret, siteDir, login, timeoutMs = 120_000, secureCookies = false, now = Date.now, log = console.log } = options;
  const nowSeconds = () => Math.floor(now() / 1000);
  if (secret.length < 16) throw new Error('The preview secret needs at least 16 characters.');
  const manifests = path.join(siteDir, 'public', '__node-manifests', 'gatsby-source-wordpress');
  const proxy = httpProxy.createProxyServer({ target: upstream, ws: true, xfwd: true });
  let ready = false;
  let accepted = 0;
  let refused = 0;
  /** How often develop stopped and was started again: the Content Sync page tells a lost preview by it. */
  let restarts = 0;
  /** develop's answers about nodes without a page, by manifest id (oldest dropped first). */
  const lookedUp = new Map<string, PreviewedNode>();

  proxy.on('proxyRes', (proxyRes) => {
    proxyRes.headers['x-robots-tag'] = 'noindex, nofollow';
  });
  proxy.on('error', (error, _req, res) => {
    if (!('writeHead' in res)) return void (res as Duplex).destroy();
    if (res.headersSent) return void res.end();
    sendPage(res, 503, messagePage('De voorbeeldserver start nog', 'De site wordt opgebouwd. Probeer het over een minuut opnieuw.'), {
      'Retry-After': '30',
    });
    if (ready) log(`[preview] develop did not answer: ${error.message}`);
  });

  /** POSTs a refresh to develop with the secret it checks; resolves with develop's status. */
  function post(body: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      // No plugin name: develop then runs every plugin's sourceNodes, the site's too (src/build/preview-refreshes.ts).
      const outgoing = request(
        new URL('/__refresh', upstream),
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, Authorization: secret } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 502));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
  async function sourced(): Promise<number | null> {
    try {
      const response = await fetch(new URL(SOURCED_PATH, upstream), { signal: AbortSignal.timeout(5000) });
      return ((await response.json()) as SourcedAnswer).sourced;
    } catch {
      return null;
    }
  }
  const refreshes = createRefreshQueue({ post, sourced, log });

  async function refreshRoute(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST the refresh.' }, { Allow: 'POST' });
    const authorization = req.headers.authorization;
    if (!sameSecret(authorization, secret)) {
      refused += 1;
      log(`[preview] refused a refresh from ${req.socket.remoteAddress}: ${authorization ? 'wrong' : 'no'} Authorization header`);
      req.resume();
      return sendJson(res, 403, {
        error: 'Authorization failed: send the preview secret as the Authorization header (wordpress/mu-plugins/site-preview.php does).',
      });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > REFRESH_BODY_LIMIT) return sendJson(res, 413, { error: 'The refresh body is larger than 64 KB.' });
      chunks.push(chunk);
    }
    accepted += 1;
    refreshes.add(Buffer.concat(chunks));
    if (!ready) {
      log(`[preview] held a refresh until gatsby develop runs (${refreshes.waiting()} waiting)`);
      return sendJson(res, 202, { held: true });
    }
    return sendJson(res, 200, {});
  }

  async function manifestOf(manifestId: string): Promise<NodeManifest | null> {
    try {
      return JSON.parse(await readFile(path.join(manifests, `${manifestId}.json`), 'utf8')) as NodeManifest;
    } catch {
      return null;
    }
  }

  /** What develop knows of a node without a page (its type, a package's title); null when it cannot tell. */
  async function previewedNode(id: string): Promise<PreviewedNode | null> {
    try {
      const response = await fetch(new URL('/___graphql', upstream), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: PREVIEWED_NODE_QUERY, variables: { id } }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { data?: { wpContentNode?: PreviewedNode | null } };
      return answer.data?.wpContentNode ?? null;
    } catch (error) {
      log(`[preview] could not ask gatsby develop about node ${id}: ${(error as Error).message}`);
      return null;
    }
  }

  /** The preview's state for the Content Sync page: ready with the path, no page for it, or waiting. */
  async function status(manifestId: string): Promise<PreviewStatus> {
    const common = { develop: ready ? ('running' as const) : ('starting' as const), accepted, refused, restarts };
    const manifest = await manifestOf(manifestId);
    if (!manifest) return { state: 'waiting', ...common };
    const nodeId = ownsPage(manifest) ? undefined : manifest.node?.id;
    let node = nodeId ? (lookedUp.get(manifestId) ?? null) : null;
    if (nodeId && !node) {
      node = await previewedNode(nodeId);
      // A manifest id names one revision, so its answer stays; the page polls every second.
      if (node) lookedUp.set(manifestId, node);
      if (lookedUp.size > LOOKED_UP_LIMIT) lookedUp.delete(lookedUp.keys().next().value!);
    }
    const target = previewTargetOf(manifest, node);
    return target ? { state: 'ready', path: target, ...common } : { state: 'no-page', ...common };
  }

  function loginAccepted(req: IncomingMessage): boolean {
    if (!login) return true;
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    return scheme?.toLowerCase() === 'basic' && sameSecret(Buffer.from(encoded ?? '', 'base64').toString('utf8'), login);
  }

  const askLogin = (res: ServerResponse) =>
    sendPage(res, 401, messagePage('Inloggen nodig', 'Log in met de gegevens van de voorbeeldserver.'), {
      'WWW-Authenticate': 'Basic realm="Voorbeeld", charset="UTF-8"',
    });

  const hasSession = (req: IncomingMessage) => sessionUser(secret, req.headers.cookie, nowSeconds()) !== null;

  /** The answer to a browser WordPress did not send: no draft, no develop page, the way in. */
  function askPreviewLink(res: ServerResponse, reason?: Exclude<LinkCheck, { ok: true }>['reason']) {
    const [title, text] =
      reason === 'expired'
        ? ['Deze voorbeeldlink is verlopen', 'Open het voorbeeld opnieuw met de knop Voorbeeld in WordPress.']
        : [
            'Open het voorbeeld vanuit WordPress',
            'Concepten zijn alleen te zien voor redacteuren. Open het voorbeeld met de knop Voorbeeld in WordPress.',
          ];
    return sendPage(res, 401, messagePage(title, text), { 'WWW-Authenticate': 'PreviewLink realm="Voorbeeld"' });
  }

  /** The signed link from WordPress: checked once, then a session and the Content Sync page without the token. */
  function previewLinkRoute(req: IncomingMessage, res: ServerResponse, link: RegExpExecArray) {
    const [, token = '', manifestId = '', postId = ''] = link;
    const check = checkPreviewLink(secret, token, Number(postId), nowSeconds());
    if (!check.ok) {
      log(`[preview] refused a preview link from ${req.socket.remoteAddress}: ${check.reason}`);
      return askPreviewLink(res, check.reason);
    }
    return send(res, 302, '', 'text/plain', {
      Location: `/gatsby-source-wordpress/${encodeURIComponent(manifestId)}/${postId}`,
      'Set-Cookie': sessionCookie(secret, check.user, nowSeconds(), secureCookies),
      'Referrer-Policy': 'no-referrer',
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const route = routePath(req.url);
    if (route === null) return sendPage(res, 400, messagePage('Ongeldig adres', 'Dit adres kan niet gelezen worden.'));
    if (REFRESH.test(route)) return refreshRoute(req, res);
    if (route === HEALTH) return send(res, 200, 'ok', 'text/plain; charset=utf-8');
    if (!loginAccepted(req)) return askLogin(res);
    const link = PREVIEW_LINK.exec(route);
    if (link) return previewLinkRoute(req, res, link);
    if (!hasSession(req)) return askPreviewLink(res);
    if (BLOCKED.some((pattern) => pattern.test(route)))
      return sendPage(res, 404, messagePage('Niet gevonden', 'Deze pagina bestaat niet.'));

    if (/^\/gatsby-source-wordpress\//i.test(route)) {
      const [, manifestId = '', postId = ''] = CONTENT_SYNC.exec(route) ?? [];
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendPage(res, 405, messagePage('Niet toegestaan', 'Open deze pagina met de knop Voorbeeld in WordPress.'), {
          Allow: 'GET, HEAD',
        });
      if (!isManifestId(manifestId) || !manifestId.startsWith(postId)) {
        return sendPage(
          res,
          400,
          messagePage(
            'Ongeldige voorbeeldlink',
            'Deze link komt niet van de knop Voorbeeld in WordPress. Open het voorbeeld opnieuw vanuit WordPress.',
          ),
        );
      }
      const now = await status(manifestId);
      // Already built (the same revision previewed again, or a reload): straight there.
      if (now.state === 'ready') return send(res, 302, '', 'text/plain', { Location: now.path });
      const origin = `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
      return sendPage(res, 200, contentSyncPage({ statusUrl: `/__preview-status/${encodeURIComponent(manifestId)}`, timeoutMs, origin }));
    }

    const statusRoute = STATUS.exec(route);
    if (statusRoute) {
      const manifestId = statusRoute[1]!;
      if (!isManifestId(manifestId)) return sendJson(res, 400, { error: 'Not a manifest id.' });
      return sendJson(res, 200, await status(manifestId));
    }

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
    if (
      route === null ||
      !loginAccepted(req) ||
      !hasSession(req) ||
      BLOCKED.some((pattern) => pattern.test(route)) ||
      REFRESH.test(route)
    ) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    proxy.ws(req, socket, head);
  });
  server.on('close', () => {
    proxy.close();
    // Nothing goes to develop from a closed front.
    ready = false;
    refreshes.developStopped();
  });

  return {
    server,
    developReady() {
      ready = true;
      refreshes.developReady();
    },
    developStopped() {
      ready = false;
      restarts += 1;
      refreshes.developStopped();
    },
    refreshesSettled: () => refreshes.settled(),
    counts: () => ({ accepted, refused, held: refreshes.waiting() }),
  };
}
