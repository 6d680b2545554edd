import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the snapshot only tells a hydration pass from a client render. */
const subscribeToNothing = () => () => {};

/**
 * True while React hydrates server HTML, false in a client render: React reads a store's server
 * snapshot while it hydrates and the client snapshot otherwise (react-dom's
 * mountSyncExternalStore, getIsHydrating()), also for a Suspense boundary hydrated later.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** An island's wrapper takes no box of its own: the block lays out as it would without it. */
export const NO_BOX = { display: 'contents' } as const;
