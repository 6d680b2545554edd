/**
 * Rate limits of the quotation endpoint: per client address, per recipient address, one cap
 * for the whole site, a stricter one per client for requests sent quickly (abuse.ts), and a cap
 * on the suspected spam stored for the whole site, each "at most `max` in any `windowMs`" (a sliding window). Without them the
 * endpoint mails whatever address is typed as fast as it is asked: a mail cannon aimed at
 * strangers and at the sales inbox, which gets the sending domain blocklisted.
 *
 * The state lives where the requests live (config.ts: the disk beside the request store, or
 * Netlify Blobs), so it holds across processes and Function instances; an in-memory counter
 * would start from zero in every cold Function. Each admitted request is one event in a log per
 * key; a key's log only holds events younger than its window, so it never holds more than `max`
 * plus the requests of one burst. Keys are hashed: the limiter keeps no address in clear.
 *
 * Admission is "record, then count": a request first adds its event, then reads the log and is
 * admitted when fewer than `max` other events are in the window. Within one process a key's
 * requests take turns, so the count is exact there. Across processes two requests at the same
 * moment each see the other's event, so they cannot both take the last place (near the limit
 * both may be refused). A refused request removes its event again, so refusals do not lengthen a
 * lock-out. Counting, not ranking by the events' timestamps: a request stamped earlier but
 * written later would rank ahead of requests already admitted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export type LimitScope = 'client' | 'recipient' | 'global' | 'quick' | 'spam';

export interface RateEvent {
  id: string;
  at: number;
}

/** Where the limiter keeps its events (diskRateLog, blobs-store.ts blobsRateLog). */
export interface RateLog {
  readonly location: string;
  /**
   * Adds an event to `key`'s log of `scope` and answers the log's events of the last `windowMs`
   * (its own included), oldest first; older events are removed on the way.
   */
  add(scope: LimitScope, key: string, at: number, windowMs: number): Promise<{ id: string; events: RateEvent[] }>;
  remove(scope: LimitScope, key: string, id: string): Promise<void>;
  /** Removes every event older than its scope's window, and empty logs. */
  sweep(windowMs: Record<LimitScope, number>, now: number): Promise<void>;
}

const DURATION_UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION = String.raw`(\d+)\s*(s|m|h|d)`;
const durationMs = (count: string, unit: string) => Number(count) * DURATION_UNITS[unit as keyof typeof DURATION_UNITS];

/** `10/1h`, `3/30m`, `200/24h`, `5/90s`, or `off`. */
export function parseRateLimit(value: string, name: string): RateLimit | null {
  const text = value.trim();
  if (text === 'off') return null;
  const match = new RegExp(String.raw`^(\d+)\s*/\s*${DURATION}$`).exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} is "${value}": write it as <count>/<duration>, e.g. 10/1h, 3/30m, 200/24h or 90/60s, or off`);
  }
  return { max: Number(match[1]), windowMs: durationMs(match[2]!, match[3]!) };
}

/** `30d`, `12h`, `90m`: a duration in ms. */
export function parseDuration(value: string, name: string): number {
  const match = new RegExp(`^${DURATION}$`).exec(value.trim());
  if (!match || Number(match[1]) < 1) throw new Error(`${name} is "${value}": write it as a duration, e.g. 30d, 12h or 90m`);
  return durationMs(match[1]!, match[2]!);
}

/**
 * The address a limit counts by: IPv4 as it is (also when IPv6-mapped), IPv6 by its /64 network,
 * since one connection commonly holds a whole /64 and could otherwise take a fresh address per
 * request.
 */
export function clientKey(address: string | null | undefined): string {
  const value = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!value) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1]!;
  if (!value.includes(':')) return value;
  const [head = '', tail = ''] = value.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = value.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A recipient as a limit counts it: the address in lower case. */
export const recipientKey = (email: string) => email.trim().toLowerCase();

/** A key as the logs store it: hashed, so no address is kept in clear. */
export const hashKey = (scope: LimitScope, key: string) => createHash('sha256').update(`${scope}\0${key}`).digest('hex').slice(0, 32);

/** An event's name in a log: its time (13 digits, so names sort by time) and a random id. */
export const eventName = (at: number, id: string) => `${String(Math.max(0, Math.floor(at))).padStart(13, '0')}-${id}`;
export const newEventId = () => randomBytes(6).toString('hex');
export function parseEventName(name: string): RateEvent | null {
  const match = /^(\d{13})-([0-9a-f]{12})$/.exec(name);
  return match ? { at: Number(match[1]), id: match[2]! } : null;
}
export const byTimeThenId = (a: RateEvent, b: RateEvent) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The disk log: `<dir>/<scope>/<hashed key>/<time>-<id>`, one empty file per event. */
export function diskRateLog(dir: string): RateLog {
  const keyDir = (scope: LimitScope, key: string) => path.join(dir, scope, hashKey(scope, key));
  async function prune(folder: string, since: number): Promise<RateEvent[]> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const kept: RateEvent[] = [];
    await Promise.all(
      names.map(async (name) => {
        const event = parseEventName(name);
        if (event && event.at >= since) kept.push(event);
        else await unlink(path.join(folder, name)).catch(() => undefined);
      }),
    );
    return kept.sort(byTimeThenId);
  }
  return {
    location: dir,
    async add(scope, key, at, windowMs) {
      const folder = keyDir(scope, key);
      await mkdir(folder, { recursive: true });
      const id = newEventId();
      await (await open(path.join(folder, eventName(at, id)), 'wx', 0o600)).close();
      return { id, events: await prune(folder, at - windowMs) };
    },
    async remove(scope, key, id) {
      const folder = keyDir(scope, key);
      const names = await readdir(folder).catch(() => [] as string[]);
      await Promise.all(
        names.filter((name) => parseEventName(name)?.id === id).map((name) => unlink(path.join(folder, name)).catch(() => undefined)),
      );
    },
    async sweep(windowMs, now) {
      for (const scope of Object.keys(windowMs) as LimitScope[]) {
        const scopeDir = path.join(dir, scope);
        const keys = await readdir(scopeDir).catch(() => [] as string[]);
        for (const key of keys) {
          const folder = path.join(scopeDir, key);
          if ((await prune(folder, now - windowMs[scope])).length === 0) await rmdir(folder).catch(() => undefined);
        }
      }
    },
  };
}

export interface QuotationLimits {
  client: RateLimit | null;
  recipient: RateLimit | null;
  global: RateLimit | null;
  /** Requests from one client whose only spam sign is their speed (abuse.ts): mailed up to this. */
  quick: RateLimit | null;
  /** Suspected spam stored for the whole site: beyond it, logged and not stored. */
  spam: RateLimit | null;
}

/**
 * The defaults: a person asks for a few quotations in an hour, not dozens; the same address gets
 * at most three quotation mails an hour (each also goes to sales); the site as a whole mails at
 * most 200 an hour, far above what it sees and far below what gets a domain blocklisted. A person
 * whose browser fills the form in one tap may send it quickly once or twice in an hour; a script
 * posting valid bodies at speed gets no more mailed than that (docs/caching-and-security.md).
 */
export const DEFAULT_LIMITS: QuotationLimits = {
  client: { max: 10, windowMs: 3_600_000 },
  recipient: { max: 3, windowMs: 3_600_000 },
  global: { max: 200, windowMs: 3_600_000 },
  quick: { max: 2, windowMs: 3_600_000 },
  // A day's spam that a person can still look through; kept 30 days (store.ts), at most 3,000.
  spam: { max: 100, windowMs: 86_400_000 },
};

export type LimitDecision = { ok: true; release: () => Promise<void> } | { ok: false; scope: LimitScope; retryAfterSeconds: number };

/** How often the logs are swept of old events (and once when a limiter starts). */
const SWEEP_EVERY_MS = 10 * 60_000;

export interface QuotationLimiter {
  take(scope: LimitScope, key: string, now?: number): Promise<LimitDecision>;
}

export function quotationLimiter(log: RateLog, limits: QuotationLimits): QuotationLimiter {
  let lastSweep = 0;
  const windows = Object.fromEntries(
    (['client', 'recipient', 'global', 'quick', 'spam'] as const).map((scope) => [scope, limits[scope]?.windowMs ?? 0]),
  ) as Record<LimitScope, number>;
  /** The last decision of each scope and key in this process: the next request of that key waits for it. */
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(turn: string, decide: () => Promise<T>): Promise<T> => {
    const decision = (turns.get(turn) ?? Promise.resolve()).then(decide, decide);
    const settled = decision.catch(() => undefined);
    turns.set(turn, settled);
    void settled.then(() => {
      if (turns.get(turn) === settled) turns.delete(turn);
    });
    return decision;
  };
  return {
    async take(scope, key, now = Date.now()) {
      const limit = limits[scope];
      if (!limit) return { ok: true, release: async () => undefined };
      return inTurn(`${scope}\u0000${key}`, () => decide(scope, key, limit, now));
    },
  };

  async function decide(scope: LimitScope, key: string, limit: RateLimit, now: number): Promise<LimitDecision> {
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      // Old logs of addresses never seen again; errors here must not refuse a request.
      void log.sweep(windows, now).catch(() => undefined);
    }
    const { id, events } = await log.add(scope, key, now, limit.windowMs);
    // Every event but its own (a listing of an eventually consistent store may not show it yet).
    const others = events.filter((event) => event.id !== id);
    if (others.length < limit.max) return { ok: true, release: () => log.remove(scope, key, id) };
    await log.remove(scope, key, id);
    // A place frees up when enough of the others leave the window for fewer than `max` to remain.
    const oldest = others[others.length - limit.max] ?? others[0];
    const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.at ?? now) + limit.windowMs - now) / 1000));
    return { ok: false, scope, retryAfterSeconds };
  }
}
