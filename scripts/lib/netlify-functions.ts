/**
 * gatsby-adapter-netlify packages each Gatsby Function with a Lambda-style handler
 * (node_modules/gatsby-adapter-netlify/dist/lambda-handler.js) that builds the request as
 * `Object.assign(new Stream.Readable(), http.IncomingMessage.prototype)`: a stream with every
 * method of a real request copied on, but no socket. Once such a stream has been read to its end,
 * Node destroys it (autoDestroy), and from Node 24 on IncomingMessage's own _destroy touches
 * `this.socket` (node:_http_incoming, abortSignal → socket.removeListener): a TypeError thrown
 * from a stream callback, which kills the Function's process. Any request whose body is read to
 * the end does that — JSON through Gatsby's body parsers, or a body the endpoint reads itself.
 * Node 20 and 22 check for the socket and are unaffected (measured: the same packaged Function
 * answers 400 on both, crashes on 24).
 *
 * This wrapper lets the adapter write its handlers, then removes the copied _destroy from each
 * request, so the stream's own (Readable's: call back with the error) runs instead. The line it
 * adds after is found by the adapter's own source text; when a new adapter version words it
 * differently, the build fails here instead of shipping a Function that crashes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IAdapter } from 'gatsby';

export const REQUEST_LINE = 'const req = Object.assign(newStream, http.IncomingMessage.prototype)';
const FIX = `${REQUEST_LINE}
  // Added by scripts/lib/netlify-functions.ts: no socket here, so not IncomingMessage's _destroy (Node 24).
  delete req._destroy`;

/** The handler source with the fix; throws when the adapter's request line is not there. */
export function patchHandlerSource(source: string, file: string): string {
  if (source.includes(FIX)) return source;
  if (!source.includes(REQUEST_LINE))
    throw new Error(
      `${file}: gatsby-adapter-netlify's handler no longer builds its request as "${REQUEST_LINE}"; check scripts/lib/netlify-functions.ts against it`,
    );
  return source.replace(REQUEST_LINE, FIX);
}

/** Every packaged Function's handler in `.netlify/functions-internal/<id>/<id>.js`; returns how many. */
export function patchNetlifyHandlers(root: string): number {
  const dir = path.join(root, '.netlify', 'functions-internal');
  let ids: string[];
  try {
    ids = readdirSync(dir);
  } catch {
    return 0;
  }
  let patched = 0;
  for (const id of ids) {
    const file = path.join(dir, id, `${id}.js`);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    writeFileSync(file, patchHandlerSource(source, file));
    patched += 1;
  }
  return patched;
}

export function withSafeNetlifyRequests(adapter: IAdapter, root = process.cwd()): IAdapter {
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context);
      const patched = patchNetlifyHandlers(root);
      context.reporter.info(
        `netlify functions: ${patched} handler(s) given a request that survives Node 24 (scripts/lib/netlify-functions.ts)`,
      );
    },
  };
}
