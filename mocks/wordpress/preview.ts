/**
 * WPGatsby 2.3.3's preview side, with the site's must-use plugin (wordpress/mu-plugins/site-preview.php)
 * installed: the settings, the preview JWT, the webhooks WordPress POSTs and the Preview page.
 * Files cited as `wpg:` are WPGatsby's at tag v2.3.3 (github.com/gatsbyjs/wp-gatsby); `wp:` are
 * WordPress 6.5's. What a real WordPress sent and answered is in wordpress/real-captures/preview/.
 *
 * Settings (WPGatsby keeps them in the option `wpgatsby_settings`, wpg:src/Admin/Settings.php
 * lines 209–263), from the stand-in's environment:
 *   WORDPRESS_PREVIEW_WEBHOOK      preview_api_webhook (preview is on when set; comma-separated at publish)
 *   WORDPRESS_CONTENT_SYNC_URL     gatsby_content_sync_url
 *   WORDPRESS_BUILDS_WEBHOOK       builds_api_webhook (comma-separated)
 *   WORDPRESS_PREVIEW_JWT_SECRET   preview_jwt_secret (WPGatsby makes a random one when empty: a new one per start here)
 *   WORDPRESS_PREVIEW_SECRET       the must-use plugin's SITE_PREVIEW_SECRET, sent as `Authorization`
 *                                  to the preview webhook's origins only
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ActionMonitor } from './edits.ts';
import { mysqlTime, PLURAL_NAMES, REST_BASES, type Draft, type EditableItem, type EditableType, type Editor } from './editor.ts';
import type { Authenticate } from './graphql-route.ts';
import { HttpError, type Route } from './http.ts';
import { toGlobalId } from './ids.ts';
import { PREVIEW_LINK_PATH, PREVIEW_LINK_SECONDS, signPreviewLink } from '../../scripts/lib/preview-session.ts';

export interface PreviewSettings {
  /** preview_api_webhook as set (may be a comma-separated list); undefined: preview is off. */
  previewWebhook?: string;
  contentSyncUrl: string;
  buildsWebhooks: string[];
  jwtSecret: string;
  /** SITE_PREVIEW_SECRET of the must-use plugin; undefined: no Authorization header is added. */
  previewSecret?: string;
}

export function previewSettingsOf(env: NodeJS.ProcessEnv = process.env): PreviewSettings {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    previewWebhook: env.WORDPRESS_PREVIEW_WEBHOOK || undefined,
    contentSyncUrl: env.WORDPRESS_CONTENT_SYNC_URL ?? '',
    buildsWebhooks: [...new Set(list(env.WORDPRESS_BUILDS_WEBHOOK))],
    // wpg:src/Admin/Settings.php lines 25–45: a 50-character random secret when none is set.
    jwtSecret: env.WORDPRESS_PREVIEW_JWT_SECRET || randomBytes(25).toString('hex'),
    previewSecret: env.WORDPRESS_PREVIEW_SECRET || undefined,
  };
}

/** The user every stand-in editor is: the admin, user 1. */
export const EDITOR_USER_ID = 1;

/**
 * WPGatsby's preview token (wpg:src/GraphQL/Auth.php lines 9–30): HS256 over
 * `{ iss, aud: home url, iat, nbf: now, exp: now + 3600, data: { user_id } }`, header
 * `{ typ: 'JWT', alg: 'HS256' }` as firebase/php-jwt 5 writes it (the captures' tokenDecoded).
 */
export async function previewToken(secret: string, siteUrl: string, userId: number, nowMs: number = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ iss: siteUrl, aud: siteUrl, iat: now, nbf: now, exp: now + 3600, data: { user_id: userId } })
    .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
    .sign(new TextEncoder().encode(secret));
}

/**
 * The user a `WPGatsbyPreview` token acts as (wpg:src/GraphQL/ParseAuthToken.php lines 13–41):
 * php-jwt's decode with HS256 only, then the `WPGatsbyPreviewUser` header's user (else the
 * token's), if the token's user exists. Throws on a token php-jwt rejects (malformed, wrong
 * signature, expired, not yet valid); the caller answers that as WordPress's fatal error.
 * Returns undefined for a valid token of no existing user (nothing is set).
 */
export async function previewUser(secret: string, token: string, userHeader: string | undefined, nowMs: number = Date.now()): Promise<number | undefined> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], currentDate: new Date(nowMs) });
  const tokenUser = (payload.data as { user_id?: unknown } | undefined)?.user_id;
  if (!tokenUser || Number(tokenUser) !== EDITOR_USER_ID) return undefined;
  const userId = Number(userHeader ?? tokenUser);
  return Number.isInteger(userId) && userId > 0 ? userId : undefined;
}

/**
 * The answer to a GraphQL request whose token php-jwt rejects: the exception escapes
 * `init_graphql_request` (WPGraphQL src/Router.php creates the Request outside its try), and
 * WordPress's fatal-error handler answers a JSON request so (wordpress/real-captures/preview/token-invalid.json).
 */
export const FATAL_ERROR_BODY = {
  code: 'internal_server_error',
  message: '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
  data: { status: 500 },
  additional_errors: [],
};

/** WPGatsby's manifest id (wpg:src/Admin/Preview.php lines 54–70): the id and a `Y-m-d H:i:s` time, concatenated. */
export const manifestIdOf = (id: number, postModified: string) => `${id}${postModified}`;

/** Preview::get_gatsby_content_sync_url_for_post (wpg:src/Admin/Preview.php lines 19–35): runs of slashes collapsed, nothing encoded. */
export function contentSyncUrlOf(contentSyncUrl: string, manifestId: string, id: number): string {
  return `${contentSyncUrl}/gatsby-source-wordpress/${manifestId}/${id}`.replace(/([^:])(\/{2,})/g, '$1/');
}

/**
 * The Preview page (wpg:src/Admin/includes/preview-template.php): a JavaScript redirect to the
 * Content Sync URL, not escaped, with the error box hidden. The style sheet and WordPress's
 * footer output are left out (the captures' htmlTrimmed).
 */
export function previewTemplateHtml(url: string): string {
  return `
<html lang="en">

<head>
\t<meta charset="UTF-8">
\t<meta name="viewport" content="width=device-width, initial-scale=1.0">
\t<meta http-equiv="X-UA-Compatible" content="ie=edge">
\t<title>Gatsby Preview</title>

\t<script>
\t\twindow.location.replace("${url}");\t</script>
</head>

<body>
<div class="content error" style="display: none;">
\t<p>Gatsby Preview is not ready.</p>
</div>
</body>

</html>`;
}

/** The URL the Preview page redirects to, read back from its HTML. */
export function previewRedirectOf(html: string): string | undefined {
  return /window\.location\.replace\("([^"]*)"\)/.exec(html)?.[1];
}

const originOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.host ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The origins of preview_api_webhook's URLs (site-preview.php, site_preview_is_webhook_url). */
const previewOrigins = (settings: PreviewSettings) => (settings.previewWebhook ?? '').split(',').map((url) => originOf(url.trim())).filter(Boolean);

/** The must-use plugin's header: `Authorization: <SITE_PREVIEW_SECRET>` on requests to a preview webhook origin (site-preview.php, http_request_args). */
export function outgoingHeaders(url: string, settings: PreviewSettings, headers: Record<string, string> = {}): Record<string, string> {
  const origin = originOf(url);
  return settings.previewSecret && origin && previewOrigins(settings).includes(origin) ? { ...headers, Authorization: settings.previewSecret } : headers;
}

/**
 * Whether `wp_safe_remote_post` sends to `url` (wp:wp-includes/http.php wp_http_validate_url,
 * lines 552–641 of 6.5): no credentials; a host other than the site's that is a private or
 * loopback address is refused, and so is a port other than 80, 443 and 8080 unless it is the
 * site's own host and port; the must-use plugin lets the preview webhook origins through both
 * checks (http_request_host_is_external, http_allowed_safe_ports). Host names are not resolved:
 * `localhost` counts as loopback, any other name as external.
 */
export function safeUrlAllowed(url: string, homeUrl: string, settings: PreviewSettings): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (previewOrigins(settings).includes(parsed.origin)) return true;
  const home = new URL(homeUrl);
  const sameHost = home.hostname.toLowerCase() === parsed.hostname.toLowerCase();
  if (!sameHost) {
    const ip = parsed.hostname === 'localhost' ? '127.0.0.1' : parsed.hostname;
    const parts = /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? ip.split('.').map(Number) : undefined;
    if (parts && (parts[0] === 127 || parts[0] === 10 || parts[0] === 0 || (parts[0] === 172 && parts[1]! >= 16 && parts[1]! <= 31) || (parts[0] === 192 && parts[1] === 168))) return false;
  }
  if (!parsed.port) return true;
  if (['80', '443', '8080'].includes(parsed.port)) return true;
  return sameHost && home.port === parsed.port;
}

/** One POST as WordPress's HTTP API sends it: 5 s timeout (wp:wp-includes/class-wp-http.php line 181), errors only logged. */
export async function postWebhook(url: string, init: { headers: Record<string, string>; body: string }, log: (line: string) => void): Promise<void> {
  try {
    const response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    log(`[wordpress] POST ${url} → ${response.status}`);
  } catch (error) {
    log(`[wordpress] POST ${url} failed: ${(error as Error).message}`);
  }
}

/** The webhook body of a Preview click (wpg:src/ActionMonitor/Monitors/PreviewMonitor.php lines 200–216). */
export interface PreviewData {
  previewDatabaseId: number;
  id: string;
  singleName: string;
  isDraft: boolean;
  remoteUrl: string;
  modified: string;
  parentDatabaseId: number;
  userDatabaseId: number;
}

/**
 * The Preview click's POST (PreviewMonitor.php lines 233–243): to preview_api_webhook with a
 * trailing slash added (get_gatsby_preview_webhook, lines 253–265: false unless the whole setting
 * is one valid URL), JSON, blocking.
 */
export async function postPreview(settings: PreviewSettings, data: PreviewData, token: string, log: (line: string) => void): Promise<void> {
  const setting = settings.previewWebhook;
  if (!setting || originOf(setting) === undefined || setting.includes(',')) return;
  const url = setting.endsWith('/') ? setting : `${setting}/`;
  await postWebhook(url, { headers: outgoingHeaders(url, settings, { 'Content-Type': 'application/json; charset=utf-8' }), body: JSON.stringify({ ...data, token }) }, log);
}

/**
 * What WPGatsby sends on `shutdown` after a content change (wpg:src/ActionMonitor/ActionMonitor.php
 * lines 727–795): each builds webhook an empty POST (WordPress's HTTP API then sends
 * `Content-Type: application/x-www-form-urlencoded`, publish.json), then each preview webhook
 * `{ token, userDatabaseId, remoteUrl }` as JSON; both through wp_safe_remote_post, URLs as set.
 */
export async function dispatchPublish(settings: PreviewSettings, homeUrl: string, token: string, log: (line: string) => void): Promise<void> {
  for (const url of settings.buildsWebhooks) {
    if (!safeUrlAllowed(url, homeUrl, settings)) {
      log(`[wordpress] builds webhook ${url} dropped: wp_safe_remote_post refuses it`);
      continue;
    }
    await postWebhook(url, { headers: outgoingHeaders(url, settings, { 'Content-Type': 'application/x-www-form-urlencoded' }), body: '' }, log);
  }
  const previewUrls = [...new Set((settings.previewWebhook ?? '').split(',').filter(Boolean))];
  for (const url of previewUrls) {
    if (!safeUrlAllowed(url, homeUrl, settings)) continue;
    const body = JSON.stringify({ token, userDatabaseId: EDITOR_USER_ID, remoteUrl: `${homeUrl}/graphql` });
    await postWebhook(url, { headers: outgoingHeaders(url, settings, { 'Content-Type': 'application/json; charset=utf-8' }), body }, log);
  }
}

/** What the Preview route needs of the stand-in. */
export interface PreviewDeps {
  settings: PreviewSettings;
  editor: Editor;
  monitor: ActionMonitor;
  log: (line: string) => void;
  now?: () => number;
}

/** The item behind a post id: a draft, or a published page, post or package. */
function findItem(editor: Editor, id: number): { type: EditableType; item: EditableItem; draft?: Draft } | undefined {
  const draft = editor.draft(id);
  if (draft) return { type: draft.type, item: draft.item, draft };
  for (const type of Object.values(REST_BASES)) {
    const item = editor.published(type, id);
    if (item) return { type, item };
  }
  return undefined;
}

/** `post_modified` (`Y-m-d H:i:s`) of an item, a draft's from its last save. */
const postModifiedOf = (found: { item: EditableItem; draft?: Draft }) => (found.draft ? mysqlTime(found.draft.modifiedMs) : (found.item.modified ?? found.item.date).replace('T', ' '));

/**
 * The manifest id of an item (Preview::get_preview_manifest_id_for_post, wpg:src/Admin/Preview.php
 * lines 37–70): a draft's own post_modified, else the newest revision's (an autosave, or the
 * revision of the last save), else the item's.
 */
export function manifestIdFor(editor: Editor, id: number): string | undefined {
  const found = findItem(editor, id);
  if (!found) return undefined;
  const revision = found.draft ? undefined : editor.latestRevision(id);
  return manifestIdOf(id, revision ? mysqlTime(revision.modifiedMs) : postModifiedOf(found));
}

/**
 * The Content Sync URL setting as the must-use plugin hands it to WPGatsby's preview template
 * (site-preview.php, part 5): with SITE_PREVIEW_SECRET, a link signed for the editor and the post,
 * good for ten minutes, in front of the path WPGatsby appends.
 */
export function signedContentSyncUrl(settings: PreviewSettings, id: number, nowMs: number): string {
  if (!settings.previewSecret || !settings.contentSyncUrl) return settings.contentSyncUrl;
  const expires = Math.floor(nowMs / 1000) + PREVIEW_LINK_SECONDS;
  const token = signPreviewLink(settings.previewSecret, { user: EDITOR_USER_ID, post: id, expires });
  return `${settings.contentSyncUrl.replace(/\/+$/, '')}${PREVIEW_LINK_PATH}${token}`;
}

/**
 * A Preview click: `GET <any path>?preview=true&p=<id>` (or `page_id=`, `preview_id=`, and
 * `gatsby_preview=true`, as the editor's preview links are: get_preview_post_link, and WPGatsby's
 * preview_post_link filter, PreviewMonitor.php lines 13–28) while preview is on.
 *
 * As WPGatsby's template_include hook (PreviewMonitor.php setup_preview_template, lines 36–89)
 * with the must-use plugin's child-page fix, the previewed post shows post_parent 0, so
 * post_to_preview_instance (lines 94–248) takes the post itself as the original and, unless the
 * link has `gatsby_preview=true` (is_gatsby_content_sync_preview), stops there as if it were a
 * publish (lines 150–161). With it: logs the PREVIEW action (node_id the post, manifestIds as
 * Monitor::log_action computes them), POSTs the webhook and waits for it, then answers the
 * preview template redirecting to the Content Sync URL (page-published.json, page-child.json withFix).
 */
export function previewRoute({ settings, editor, monitor, log, now = Date.now }: PreviewDeps): Route {
  const idOf = (url: URL) => url.searchParams.get('preview_id') ?? url.searchParams.get('p') ?? url.searchParams.get('page_id');
  return {
    name: 'preview',
    matches: (url) =>
      !!settings.previewWebhook && (url.searchParams.get('preview') === 'true' || url.searchParams.get('gatsby_preview') === 'true') && /^\d+$/.test(idOf(url) ?? ''),
    async handle({ req, res, url, baseUrl, note }) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} is not allowed for a preview.`);
      const id = Number(idOf(url));
      const found = findItem(editor, id);
      if (!found) throw new HttpError(404, `No post ${id} to preview.`);
      const manifestId = manifestIdFor(editor, id)!;
      if (url.searchParams.get('gatsby_preview') === 'true') {
        const token = await previewToken(settings.jwtSecret, baseUrl, EDITOR_USER_ID, now());
        const data: PreviewData = {
          previewDatabaseId: id,
          id: toGlobalId('post', id),
          singleName: found.type,
          isDraft: !!found.draft,
          remoteUrl: `${baseUrl}/graphql`,
          modified: postModifiedOf(found),
          parentDatabaseId: 0,
          userDatabaseId: EDITOR_USER_ID,
        };
        // _set_preview shows the autosave's title on a published post's preview.
        const autosave = found.draft ? undefined : editor.latestRevision(id);
        const title = autosave?.autosave ? autosave.item.title : found.item.title;
        monitor.log({ nodeId: id, title, singleName: found.type, pluralName: PLURAL_NAMES[found.type], stream: 'PREVIEW', previewData: data, manifestId });
        await postPreview(settings, data, token, log);
        note(` preview of ${found.type} ${id} (${manifestId})`);
      }
      const html = previewTemplateHtml(contentSyncUrlOf(signedContentSyncUrl(settings, id, now()), manifestId, id));
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
        Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
        'Content-Length': Buffer.byteLength(html),
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
  };
}

/** The GraphQL request's user from WPGatsby's headers (previewUser); an invalid token fails the request with HTTP 500. */
export function previewAuthenticate(settings: PreviewSettings, log: (line: string) => void, now: () => number = Date.now): Authenticate {
  return async (req) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const token = header('wpgatsbypreview');
    if (!token) return undefined;
    try {
      return await previewUser(settings.jwtSecret, token, header('wpgatsbypreviewuser'), now());
    } catch (error) {
      log(`[wordpress] PHP Fatal error:  Uncaught exception from the WPGatsbyPreview token: ${(error as Error).message}`);
      throw new HttpError(500, 'There has been a critical error on this website.', FATAL_ERROR_BODY);
    }
  };
}
