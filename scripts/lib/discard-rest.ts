import type { IncomingMessage } from 'node:http';

/**
 * After an early answer (a 413, a refused upload) the client may still be sending: the rest is read
 * and dropped (not kept), so the client reads the answer before the connection closes; a Node
 * server that closes while bytes are still coming makes the kernel reset the connection, and the
 * client may never see the answer. Past `limit` bytes (default DRAIN_LIMIT) the connection is cut all the same.
 * Used by the Function host (scripts/lib/function-host.ts) and the stand-in's form routes
 * (mocks/wordpress/gravityforms/body.ts).
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

const draining = new WeakSet<IncomingMessage>();

/** Stops reading `req` into memory: what is still coming is dropped, and past `limit` bytes the connection is cut. */
export function discardRest(req: IncomingMessage, limit = DRAIN_LIMIT): void {
  if (req.complete || req.destroyed || draining.has(req)) return;
  draining.add(req);
  req.unpipe();
  req.removeAllListeners('data');
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.destroy();
  });
  req.resume();
}
