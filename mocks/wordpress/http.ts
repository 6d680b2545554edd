/** HTTP helpers shared by the stand-in's routes. */
import type http from 'node:http';

/** The plugin requires the semicolon: it tests the header for 'application/json;'. */
export const JSON_TYPE = 'application/json; charset=UTF-8';

/** An error with the HTTP status to answer; its message is shown to the client. */
export class HttpError extends Error {
  readonly status: number;
  readonly body?: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Reads a whole request body, answering 413 past `limit` bytes. */
export async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body too large: ${declared} bytes, at most ${limit}.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body too large: more than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface RouteContext {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  /** The stand-in's public base URL, e.g. http://127.0.0.1:8788 */
  baseUrl: string;
  /** Adds a detail (e.g. the GraphQL operation name) to the request's log line. */
  note: (detail: string) => void;
}

/** One area of the stand-in (GraphQL, media, Gravity Forms REST, mailbox …). */
export interface Route {
  name: string;
  matches: (url: URL) => boolean;
  handle: (context: RouteContext) => Promise<void>;
}
