/**
 * Who may see drafts on the preview server (docs/previews.md#who-sees-drafts): the browsers WordPress
 * sent. The must-use plugin (wordpress/mu-plugins/site-preview.php, `site_preview_sign_link`) puts a
 * signed link in front of the Content Sync URL it hands an editor who pressed Preview:
 *
 *   <Content Sync URL>/__preview-link/<user>.<post>.<expires>.<mac>/gatsby-source-wordpress/<manifestId>/<post>
 *
 * `mac` is HMAC-SHA256 under the shared secret (SITE_PREVIEW_SECRET = PREVIEW_SECRET) of
 * `site-preview-link|<user>|<post>|<expires>`, base64url without padding; `expires` is a Unix time a
 * few minutes ahead (PREVIEW_LINK_SECONDS). The front checks the link once and gives the browser a
 * session: a cookie signed the same way over `site-preview-session|<user>|<expires>`, good for
 * SESSION_SECONDS. Both are derived from the secret alone, so a session outlives a restart of the
 * front and ends when the secret changes. The distinct prefixes keep a link from passing as a
 * session and the other way round.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link is good for; the must-use plugin's SITE_PREVIEW_LINK_SECONDS is the same. */
export const PREVIEW_LINK_SECONDS = 10 * 60;
/** How long a session lasts: an editor's working day of previews without going back to WordPress. */
export const SESSION_SECONDS = 8 * 60 * 60;
/** The path segment the signed link is in. */
export const PREVIEW_LINK_PATH = '/__preview-link/';
export const SESSION_COOKIE = 'preview_session';

const ID = /^[1-9]\d{0,9}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

const macOf = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest();
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Compares a MAC as sent with the expected one without telling by timing how much matched. */
function macMatches(given: string, expected: Buffer): boolean {
  if (!MAC.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'base64url'), expected);
}

export interface PreviewLink {
  user: number;
  post: number;
  /** Unix time, seconds. */
  expires: number;
}

/** The signed link's token, as the must-use plugin makes it (the stand-in and the tests use this). */
export function signPreviewLink(secret: string, { user, post, expires }: PreviewLink): string {
  return `${user}.${post}.${expires}.${base64url(macOf(secret, `site-preview-link|${user}|${post}|${expires}`))}`;
}

export type LinkCheck = { ok: true; user: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'other-post' };

/**
 * Checks a signed link's token for the post the Content Sync URL names. The MAC is checked before
 * anything it covers is believed: a forged link learns nothing about expiry or post.
 */
export function checkPreviewLink(secret: string, token: string, post: number, nowSeconds: number): LinkCheck {
  const [user = '', tokenPost = '', expires = '', mac = '', ...rest] = token.split('.');
  if (rest.length || !ID.test(user) || !ID.test(tokenPost) || !ID.test(expires) || !MAC.test(mac))
    return { ok: false, reason: 'malformed' };
  if (!macMatches(mac, macOf(secret, `site-preview-link|${user}|${tokenPost}|${expires}`))) return { ok: false, reason: 'forged' };
  if (Number(expires) <= nowSeconds) return { ok: false, reason: 'expired' };
  if (Number(tokenPost) !== post) return { ok: false, reason: 'other-post' };
  return { ok: true, user: Number(user) };
}

/** The Set-Cookie header of a new session for `user`. Secure when the front is reached over https. */
export function sessionCookie(secret: string, user: number, nowSeconds: number, secure: boolean): string {
  const expires = nowSeconds + SESSION_SECONDS;
  const value = `${user}.${expires}.${base64url(macOf(secret, `site-preview-session|${user}|${expires}`))}`;
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The user of a valid, unexpired session in a Cookie header; null without one. */
export function sessionUser(secret: string, cookieHeader: string | undefined, nowSeconds: number): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split(/=(.*)/s);
    if (name !== SESSION_COOKIE) continue;
    const [user = '', expires = '', mac = '', ...rest] = value.split('.');
    if (rest.length || !ID.test(user) || !ID.test(expires)) continue;
    if (!macMatches(mac, macOf(secret, `site-preview-session|${user}|${expires}`))) continue;
    if (Number(expires) > nowSeconds) return Number(user);
  }
  return null;
}
