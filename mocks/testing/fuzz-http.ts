/**
 * For the fuzz tests with hostile requests: raw HTTP requests with any bytes and headers
 * (fetch refuses some headers and bodies), each with a deadline, and the fast-check generators the
 * servers' fuzz tests share. The seed is fixed (FUZZ_SEED to change it); fast-check prints the
 * seed and the counterexample's path when a property fails, so a failure can be replayed with
 * FUZZ_SEED=<seed>.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Runs per property; FUZZ_RUNS raises it for a longer hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** The fixed seed for every property of a test file, and how many runs each gets. */
export function configureFuzzing(numRuns = FUZZ_RUNS) {
  fc.configureGlobal({ seed: FUZZ_SEED, numRuns, endOnFailure: true });
}

/**
 * A keep-alive connection of its own per request, as browsers send them. Not `agent: false`: Node
 * then sends `Connection: close`, and a Node server that answers early (a 413 while the body is
 * still coming) closes such a connection as soon as its answer is written, not after the client
 * stopped sending (no lingering close, RFC 9112 §9.6): the client's kernel gets a reset and may
 * drop the answer before it is read. Browsers keep the connection alive, where this cannot happen.
 */
function oneUseAgent(): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  setTimeout(() => agent.destroy(), 30_000).unref();
  return agent;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  /** Sent as given; without Content-Length in `headers` it goes chunked. */
  body?: Buffer | string;
  /** Fails the request (and so the property) when no whole answer came within this many ms. */
  timeoutMs?: number;
  /** Sends `path` byte for byte (`..` segments, odd escapes), not as the WHATWG URL parser normalises it. */
  exactPath?: boolean;
}

/** A promise's resolve/reject that act once (the first of answer, error and time-out wins), running `cleanup` first. */
function settleOnce(resolve: (answer: RawAnswer) => void, reject: (error: Error) => void, cleanup: () => void) {
  let settled = false;
  return (error: Error | null, answer?: RawAnswer) => {
    if (settled) return;
    settled = true;
    cleanup();
    if (error) reject(error);
    else resolve(answer!);
  };
}

/**
 * Sends one request with exactly these bytes. Resolves with the answer as soon as it is complete,
 * even if the server closed the connection before the whole body was written (it may refuse a
 * too-large body early); rejects on a time-out or a connection that closed without an answer.
 */
export function rawRequest(base: string, request: RawRequest): Promise<RawAnswer> {
  // An exact path may read as another host to the URL parser ('//x'): the host is the base's.
  const url = request.exactPath ? new URL(base) : new URL(request.path, base);
  const started = Date.now();
  const timeoutMs = request.timeoutMs ?? 5000;
  return new Promise<RawAnswer>((resolve, reject) => {
    const finish = settleOnce(resolve, reject, () => clearTimeout(timer));
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method ?? 'POST',
      path: request.exactPath ? request.path : url.pathname + url.search,
      headers: request.headers,
      agent: oneUseAgent(),
    });
    const timer = setTimeout(() => {
      finish(new Error(`no answer to ${request.method ?? 'POST'} ${request.path} within ${timeoutMs} ms (a hang)`));
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish(null, { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: Date.now() - started }),
      );
      res.on('error', (error) => finish(error));
    });
    // Writing after the server answered and closed gives EPIPE/ECONNRESET: only an error when no answer came.
    req.on('error', (error) =>
      setTimeout(() => finish(new Error(`${request.method ?? 'POST'} ${request.path}: ${error.message} without an answer`)), 200),
    );
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

/** Streams `total` bytes of `fill` in chunks (chunked encoding) and resolves with the answer. */
export function streamedRequest(base: string, request: Omit<RawRequest, 'body'> & { total: number; chunk?: number }): Promise<RawAnswer> {
  const url = new URL(request.path, base);
  const started = Date.now();
  const chunkSize = request.chunk ?? 64 * 1024;
  const timeoutMs = request.timeoutMs ?? 15_000;
  return new Promise<RawAnswer>((resolve, reject) => {
    let settled = false;
    const finish = settleOnce(resolve, reject, () => {
      settled = true;
      clearTimeout(timer);
    });
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method ?? 'POST',
      path: url.pathname + url.search,
      headers: request.headers,
      agent: oneUseAgent(),
    });
    const timer = setTimeout(() => {
      finish(new Error(`no answer to the streamed ${request.path} within ${timeoutMs} ms`));
      req.destroy();
    }, timeoutMs);
    let answered = false;
    req.on('response', (res) => {
      // Stop sending; close the connection once the whole answer is read.
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        finish(null, { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: Date.now() - started });
        req.destroy();
      });
    });
    req.on('error', (error) => setTimeout(() => finish(new Error(`streamed ${request.path}: ${error.message} without an answer`)), 200));
    const block = Buffer.alloc(chunkSize, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < request.total && !answered && !settled && !req.destroyed) {
        sent += block.length;
        if (!req.write(block)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !settled && !req.destroyed) req.end();
    };
    pump();
  });
}

/** A multipart/form-data body of text fields (values as bytes, so invalid UTF-8 can be sent). */
export function multipartBody(
  fields: ReadonlyArray<readonly [string, string | Buffer]>,
  boundary = '----fuzz7MA4YWxkTrZu0gW',
): { body: Buffer; type: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(typeof value === 'string' ? Buffer.from(value) : value);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Text with the characters that break parsers and headers: CR, LF, NUL, quotes, angle brackets, non-ASCII. */
export const nastyText = (maxLength = 60) =>
  fc.string({
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
      { weight: 2, arbitrary: fc.constantFrom('\r', '\n', '\r\n', '\0', '"', '<', '>', '%', '&', '\\', ';', '=') },
      { weight: 1, arbitrary: fc.constantFrom('\r\nBcc: evil@example.com', '\r\nX-Injected: 1', '\u2028', '\ud800', 'é', '😀', '%0d%0a') },
    ),
    maxLength,
  });

/** Bytes that are not valid UTF-8 (lone continuation bytes, overlongs, surrogates, truncated sequences). */
export const invalidUtf8 = fc.constantFrom(
  Buffer.from([0x80]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xff, 0xfe, 0xfd]),
);

/** JSON nested `depth` levels deep: [[[…]]] or {"a":{"a":…}}. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Path traversal spellings, plain and encoded (once and twice), with both slashes. */
export const traversalSegments = fc.constantFrom(
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%252e%252e',
  '..%2f..',
  '..%5c..',
  '%2e%2e%2f',
  '..\\..',
  '%c0%ae%c0%ae',
  '%00',
  '%',
  '%zz',
);

/** Test servers on loopback ports, all closed (open connections too) by `closeAll`. */
export function loopbackServers() {
  const servers: http.Server[] = [];
  return {
    /** Serves `handler` on a free loopback port; its base URL. */
    async listen(handler: http.RequestListener): Promise<string> {
      const server = http.createServer(handler);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async closeAll() {
      for (const server of servers.splice(0)) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
