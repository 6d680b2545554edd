/**
 * The preview server's small HTTP pieces (preview-front.ts and its parts): answers with the headers
 * every answer of the front carries, the secret comparison, and the path as develop's express reads it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares without telling by timing how much of the secret matched. */
export const sameSecret = (given: string | undefined, secret: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(secret));

/** The path as express matches routes: decoded, repeated slashes as one. null when it cannot be decoded. */
export function routePath(url: string | undefined): string | null {
  const pathname = (url ?? '/').split('?')[0]!;
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

/** An answer of the front itself: never cached, never indexed. */
export function send(res: ServerResponse, status: number, body: string, type: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...headers,
  });
  res.end(body);
}
export const sendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) =>
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8', headers);
export const sendPage = (res: ServerResponse, status: number, html: string, headers?: Record<string, string>) =>
  send(res, status, html, 'text/html; charset=utf-8', headers);
