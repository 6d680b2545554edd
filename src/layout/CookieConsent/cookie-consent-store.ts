import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, parseConsent, readRawConsent, writeConsent, type CookieConsent } from './consent';

/**
 * The cookie choice as an external store, so any component (and any non-React code, such as
 * an analytics loader in gatsby-browser) can read it without a provider around the page.
 * localStorage is the source of truth; other tabs are followed through the `storage` event.
 */

const listeners = new Set<() => void>();

/** A choice the storage refused to keep: honoured for the rest of the visit. */
let sessionChoice: CookieConsent | null = null;

/** The last raw string read and what it meant, so every read of an unchanged choice returns the same object. */
let cached: { raw: string | null; consent: CookieConsent | null } = { raw: null, consent: null };

/** The visitor's choice, or null when there is none (then: necessary cookies only). */
export function getCookieConsent(): CookieConsent | null {
  if (sessionChoice) return sessionChoice;
  const raw = readRawConsent();
  if (raw !== cached.raw) cached = { raw, consent: parseConsent(raw) };
  return cached.consent;
}

/** True only when the visitor allowed analytics cookies. */
export function analyticsAllowed(): boolean {
  return getCookieConsent()?.analytics === true;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === null || event.key === CONSENT_STORAGE_KEY) notify();
}

/** Calls `listener` whenever the choice may have changed (here or in another tab); returns the unsubscribe. */
export function subscribeToCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Records the visitor's choice and tells every reader. */
export function saveCookieConsent(analytics: boolean): CookieConsent {
  const { consent, persisted } = writeConsent(analytics);
  sessionChoice = persisted ? null : consent;
  notify();
  return consent;
}

/** The static HTML is the same for everyone: no choice is known until the page runs in the browser. */
const getServerConsent = () => null;

export interface CookieConsentState {
  /** The visitor's choice, or null when there is none. */
  consent: CookieConsent | null;
  /** Load analytics only when this is true. */
  analyticsAllowed: boolean;
  save: (analytics: boolean) => CookieConsent;
}

/** The visitor's cookie choice, kept current; null on the server and before a choice. */
export function useCookieConsent(): CookieConsentState {
  const consent = useSyncExternalStore(subscribeToCookieConsent, getCookieConsent, getServerConsent);
  return { consent, analyticsAllowed: consent?.analytics === true, save: saveCookieConsent };
}
