/**
 * The visitor's cookie choice and where it is kept: localStorage, as JSON
 * `{ version, value: { necessary, analytics }, date }`.
 *
 * Reading never throws: storage can be missing (server rendering), blocked (Safari with
 * cookies off, sandboxed iframes throw a SecurityError on `window.localStorage`), full
 * (setItem throws a QuotaExceededError) or hold anything at all. Whatever cannot be read as
 * a current choice counts as no choice, and no choice means: necessary cookies only.
 */

export const CONSENT_STORAGE_KEY = 'wolkwerk-cookie-consent';

/**
 * Bump when the cookie categories change: a choice made for other categories is then
 * no longer a choice, and the visitor is asked again.
 */
export const CONSENT_VERSION = 1;

/** A choice is kept for a year; after that it counts as not made. */
export const CONSENT_MAX_AGE_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieConsent {
  /** Necessary cookies are always on; they are part of the choice so it reads completely. */
  necessary: true;
  /** Analytics cookies: only when the visitor said yes. */
  analytics: boolean;
  /** When the choice was made (ISO 8601). */
  date: string;
}

/** What localStorage holds. */
export interface StoredConsent {
  version: number;
  value: { necessary: true; analytics: boolean };
  date: string;
}

/** The part of the Storage API this module uses (a Map-backed stand-in in tests). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage, or null where there is none or touching it throws. */
export function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The choice in a stored string, or null when it is absent, unreadable, of another version, future-dated or expired. */
export function parseConsent(raw: string | null | undefined, now: Date = new Date()): CookieConsent | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== CONSENT_VERSION || !isRecord(data.value)) return null;
  if (typeof data.value.analytics !== 'boolean' || typeof data.date !== 'string') return null;

  const madeAt = Date.parse(data.date);
  if (Number.isNaN(madeAt)) return null;
  const age = now.getTime() - madeAt;
  // A date in the future is a clock or storage we cannot trust (a minute's skew is allowed).
  if (age < -60_000 || age > CONSENT_MAX_AGE_DAYS * DAY_MS) return null;

  return { necessary: true, analytics: data.value.analytics, date: new Date(madeAt).toISOString() };
}

export function serializeConsent(consent: CookieConsent): string {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    value: { necessary: true, analytics: consent.analytics },
    date: consent.date,
  };
  return JSON.stringify(stored);
}

/** The raw stored string, or null when there is none or the storage cannot be read. */
export function readRawConsent(storage: ConsentStorage | null = browserStorage()): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's current choice, or null when there is none (then: necessary cookies only). */
export function readConsent(storage: ConsentStorage | null = browserStorage(), now: Date = new Date()): CookieConsent | null {
  return parseConsent(readRawConsent(storage), now);
}

/** A choice made now. */
export function createConsent(analytics: boolean, now: Date = new Date()): CookieConsent {
  return { necessary: true, analytics, date: now.toISOString() };
}

/**
 * Stores a choice. `persisted` is false when the storage is missing or refused it: the
 * caller can still honour the choice for the rest of the visit.
 */
export function writeConsent(
  analytics: boolean,
  storage: ConsentStorage | null = browserStorage(),
  now: Date = new Date(),
): { consent: CookieConsent; persisted: boolean } {
  const consent = createConsent(analytics, now);
  if (!storage) return { consent, persisted: false };
  try {
    storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consent));
    return { consent, persisted: true };
  } catch {
    return { consent, persisted: false };
  }
}

/** Forgets the choice (returns whether the storage allowed it). */
export function clearConsent(storage: ConsentStorage | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(CONSENT_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
