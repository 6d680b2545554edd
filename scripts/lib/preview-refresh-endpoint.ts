/**
 * The preview server's refresh endpoint (`POST /__refresh[/<plugin>]`, preview-front.ts): WPGatsby's
 * preview and builds webhooks with the shared secret as the raw `Authorization` header, handed to the
 * refresh queue (preview-refreshes.ts), which sends them to develop one at a time.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { SOURCED_PATH, type SourcedAnswer } from '../../src/preview/refresh-mark.ts';
import { sameSecret, sendJson } from './preview-http.ts';
import { createRefreshQueue } from './preview-refreshes.ts';

/** A webhook body is a few hundred bytes (the preview one carries a JWT). */
const REFRESH_BODY_LIMIT = 64 * 1024;

export interface RefreshEndpointOptions {
  /** gatsby develop. */
  upstream: string;
  secret: string;
  /** Whether develop runs now: a refresh that comes before is held (202). */
  developRuns: () => boolean;
  log: (line: string) => void;
}

export function createRefreshEndpoint({ upstream, secret, developRuns, log }: RefreshEndpointOptions) {
  let accepted = 0;
  let refused = 0;

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

  const queue = createRefreshQueue({ post, sourced, log });

  async function route(req: IncomingMessage, res: ServerResponse) {
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
    queue.add(Buffer.concat(chunks));
    if (!developRuns()) {
      log(`[preview] held a refresh until gatsby develop runs (${queue.waiting()} waiting)`);
      return sendJson(res, 202, { held: true });
    }
    return sendJson(res, 200, {});
  }

  return { route, queue, counts: () => ({ accepted, refused, held: queue.waiting() }) };
}
