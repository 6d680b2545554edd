import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import { loadOnce } from './lazy-rendered';

/**
 * A component whose code loads on demand — when the visitor is about to use it (opens the mobile
 * menu, the cookie settings) — rather than with the page: for parts that show nothing until
 * opened, so neither their code nor their (closed, invisible) markup is part of the first load.
 *
 * `Component` renders nothing until `load()` has brought the real one, in the server's HTML and
 * while hydrating too (a server snapshot), so the HTML and the first client render agree; it
 * re-renders once the code has arrived. Unlike React.lazy nothing suspends. `useLoaded()` tells
 * whether it has arrived (e.g. for an aria-controls that must name an element that exists).
 */
export interface OnDemand<P extends object> {
  /** Starts loading (once; again after a failure); resolves with the component. */
  load: () => Promise<ComponentType<P>>;
  /** The loaded component with these props, or nothing before it has loaded. */
  Component: ComponentType<P>;
  useLoaded: () => boolean;
}

export function onDemand<P extends object>(importComponent: () => Promise<ComponentType<P>>): OnDemand<P> {
  // A failed download (offline) may be tried again on the next interaction (loadOnce).
  const code = loadOnce(importComponent);
  const listeners = new Set<() => void>();
  const load = () =>
    code.load().then((loaded) => {
      for (const listener of listeners) listener();
      return loaded;
    });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = code.loaded;
  const getServerSnapshot = () => undefined;
  const useLoadedComponent = () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  function OnDemandComponent(props: P) {
    const loaded = useLoadedComponent();
    return loaded ? createElement(loaded, props) : null;
  }
  return {
    load,
    Component: OnDemandComponent,
    useLoaded: () => useLoadedComponent() !== undefined,
  };
}
