/**
 * What bench/lib/load.mjs uses of autocannon 8: a run with per-request set-up and answer hooks, its
 * 'response' events and its result. The package ships no types.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestContext {
    [key: string]: unknown;
  }

  interface RequestParams {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Request extends RequestParams {
    setupRequest?: (request: RequestParams, context: RequestContext) => RequestParams;
    onResponse?: (status: number, body: string, context: RequestContext) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  }

  interface Result {
    requests: { total: number };
    latency: { mean: number };
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export = autocannon;
}
