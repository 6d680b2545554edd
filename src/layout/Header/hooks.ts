import { useCallback, useSyncExternalStore } from 'react';

const serverSnapshot = () => false;

/**
 * Whether a media query matches, kept up to date. False during server rendering and
 * hydration, and where matchMedia does not exist (jsdom).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolledDown = () => window.scrollY > 0;

/**
 * Whether the page is scrolled down at all (docs/behaviour/routes-and-layout.md#header-states: the header is sticky then). Read on mount
 * as well, so a page opened halfway down (reload, back button) starts sticky.
 */
export function useScrolledDown(): boolean {
  return useSyncExternalStore(subscribeToScroll, isScrolledDown, serverSnapshot);
}
