/**
 * The preview server's refreshes, one at a time (docs/previews.md#no-publish-lost). `gatsby develop`
 * keeps only the last of two webhooks that come together: WEBHOOK_RECEIVED in any state re-enters
 * `reloadingData` with the new body (gatsby/dist/state-machines/develop/index.js), and with a preview's
 * body gatsby-source-wordpress sources pending previews only, not the published changes
 * (dist/steps/source-nodes/index.js). A publish whose refresh is overtaken by a Preview click, or the
 * refreshes held while develop starts and then sent together, could leave the preview server behind
 * WordPress. So the front never sends a refresh while develop sources another: each body carries a
 * mark (src/preview/refresh-mark.ts), and the next is sent once develop says it has sourced that mark.
 *
 * What is waiting is kept as little as it can be without losing anything:
 * - a content refresh (a publish, the builds webhook) is one flag: develop's incremental sourcing
 *   fetches every change since its last completed one, so one refresh stands for all that came. It goes
 *   first, so that previews are sourced on top of the published content. One that comes while another
 *   is sourced is sent again after it: the change may be newer than what that one fetched.
 * - each Preview click's body (its user's token, its post) is sent once; identical bodies once.
 * A refresh in flight when develop stops is sent again once develop runs: develop's start sources
 * what was published, but not a preview.
 */
import { REFRESH_MARK } from '../../src/preview/refresh-mark.ts';

/** Preview clicks kept while develop cannot take them; beyond, the oldest is dropped (and logged). */
const WAITING_PREVIEWS = 100;

export interface RefreshQueueOptions {
  /** POSTs a body to develop's refresh endpoint; resolves with develop's status. */
  post(body: Buffer): Promise<number>;
  /** The mark of the last refresh develop has sourced (src/build/preview-refreshes.ts); null when it cannot tell. */
  sourced(): Promise<number | null>;
  log: (line: string) => void;
  /** How often develop is asked whether it has sourced the refresh in flight, ms. */
  pollMs?: number;
  /** How long one refresh may take to be sourced before the next is sent all the same, ms. */
  sourceTimeoutMs?: number;
  /** How long a content refresh waits for the rest of the same publish's webhooks, ms. */
  coalesceMs?: number;
}

type Kind = 'content' | 'preview';
interface InFlight {
  kind: Kind;
  body: Buffer;
  mark: number;
}

export interface RefreshQueue {
  /** A webhook body to source (a content refresh when it is not a Preview click's). */
  add(body: Buffer): void;
  /** develop runs: send what waits. */
  developReady(): void;
  /** develop stopped: keep everything, the refresh in flight too, until it runs again. */
  developStopped(): void;
  /** How many refreshes wait (the one in flight included). */
  waiting(): number;
  /** Resolves once nothing waits and nothing is in flight (or develop is not running). */
  settled(): Promise<void>;
}

/** A Preview click's body: JSON with a token and the previewed post (PreviewMonitor.php post_to_preview_instance). */
function kindOf(body: Buffer): Kind {
  try {
    const json = JSON.parse(body.toString('utf8')) as Record<string, unknown> | null;
    return json && typeof json === 'object' && json.token && json.previewDatabaseId !== undefined ? 'preview' : 'content';
  } catch {
    return 'content';
  }
}

/** The body develop gets: a content refresh as `{}` (no token: the publish's changes), both with the mark. */
function marked(kind: Kind, body: Buffer, mark: number): Buffer {
  const json = kind === 'preview' ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
  return Buffer.from(JSON.stringify({ ...json, [REFRESH_MARK]: mark }));
}

/** What waits to be sent: publishes as one flag, and the Preview clicks in the order they came. */
class Waiting {
  content = false;
  readonly previews = new Map<string, Buffer>();
  readonly log: (line: string) => void;

  constructor(log: (line: string) => void) {
    this.log = log;
  }

  add(body: Buffer) {
    if (kindOf(body) === 'content') {
      this.content = true;
      return;
    }
    const key = body.toString('utf8');
    this.previews.delete(key);
    this.previews.set(key, body);
    if (this.previews.size > WAITING_PREVIEWS) {
      this.previews.delete(this.previews.keys().next().value!);
      this.log(`[preview] more than ${WAITING_PREVIEWS} previews waiting; the oldest is dropped`);
    }
  }

  putBack(refresh: InFlight) {
    if (refresh.kind === 'content') this.content = true;
    else this.previews.set(refresh.body.toString('utf8'), refresh.body);
  }

  /** The oldest Preview click's body, taken off the list; null when none waits. */
  takePreview(): Buffer | null {
    const [key, body] = this.previews.entries().next().value ?? [];
    if (key === undefined || !body) return null;
    this.previews.delete(key);
    return body;
  }

  get size() {
    return (this.content ? 1 : 0) + this.previews.size;
  }
}

/**
 * Waits until develop says it has sourced `refresh`, or gives up after `timeoutMs` (logged: the next
 * is sent all the same); false when `current()` turns false meanwhile (develop stopped).
 */
async function untilSourced(
  refresh: InFlight,
  {
    sourced,
    current,
    pollMs,
    timeoutMs,
    log,
  }: { sourced: () => Promise<number | null>; current: () => boolean; pollMs: number; timeoutMs: number; log: (line: string) => void },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (current()) {
    if ((await sourced()) === refresh.mark) return true;
    if (Date.now() > deadline) {
      log(`[preview] gatsby develop did not finish a ${refresh.kind} refresh within ${timeoutMs / 1000} s; sending the next`);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return false;
}

export function createRefreshQueue({
  post,
  sourced,
  log,
  pollMs = 200,
  sourceTimeoutMs = 180_000,
  coalesceMs = 250,
}: RefreshQueueOptions): RefreshQueue {
  const queue = new Waiting(log);
  let inFlight: InFlight | null = null;
  let running = false;
  /** Bumped on every stop: a drain loop of an earlier run gives up. */
  let generation = 0;
  let draining = false;
  let mark = Date.now();
  const settledWaiters: (() => void)[] = [];

  const waiting = () => queue.size + (inFlight ? 1 : 0);
  function notifySettled() {
    if (running && (draining || waiting() > 0)) return;
    for (const resolve of settledWaiters.splice(0)) resolve();
  }

  async function next(): Promise<InFlight | null> {
    mark += 1;
    if (queue.content) {
      // WordPress posts a publish twice, the builds webhook and then the preview webhook, a few ms apart.
      await new Promise((resolve) => setTimeout(resolve, coalesceMs));
      queue.content = false;
      return { kind: 'content', body: Buffer.alloc(0), mark };
    }
    const body = queue.takePreview();
    return body ? { kind: 'preview', body, mark } : null;
  }

  async function drain() {
    if (draining) return;
    draining = true;
    const run = generation;
    /** develop refused the connection: what waits stays until developReady(). */
    let stalled = false;
    try {
      while (running && run === generation) {
        const refresh = await next();
        if (!refresh) break;
        // develop stopped while a publish's webhooks were being gathered: it waits for the next run.
        if (!running || run !== generation) {
          queue.putBack(refresh);
          break;
        }
        inFlight = refresh;
        let status: number;
        try {
          status = await post(marked(refresh.kind, refresh.body, refresh.mark));
        } catch (error) {
          // develop is gone (it is restarting): keep the refresh for when it runs again.
          log(`[preview] gatsby develop did not take a ${refresh.kind} refresh (${(error as Error).message}); it is kept`);
          queue.putBack(refresh);
          inFlight = null;
          stalled = true;
          break;
        }
        if (status !== 200) {
          log(`[preview] gatsby develop answered ${status} to a ${refresh.kind} refresh; it is dropped`);
          inFlight = null;
          continue;
        }
        const current = () => run === generation;
        if (!(await untilSourced(refresh, { sourced, current, pollMs, timeoutMs: sourceTimeoutMs, log }))) break;
        inFlight = null;
      }
    } finally {
      draining = false;
      // What came while this loop was ending, or for a run of develop that started meanwhile, is sent now.
      if (running && !stalled && queue.size > 0) void drain();
      else notifySettled();
    }
  }

  return {
    add(body) {
      queue.add(body);
      if (running) void drain();
    },
    developReady() {
      running = true;
      void drain();
    },
    developStopped() {
      running = false;
      generation += 1;
      if (inFlight) queue.putBack(inFlight);
      inFlight = null;
      notifySettled();
    },
    waiting,
    settled: () =>
      new Promise<void>((resolve) => {
        settledWaiters.push(resolve);
        notifySettled();
      }),
  };
}
