import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A loader that runs once (again after a failure, which a later call may retry) and whose result
 * can be read synchronously once it has arrived.
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let loading: Promise<T> | undefined;
  let value: { current: T } | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (result) => {
          value = { current: result };
          return result;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value?.current,
  };
}

/** A thenable that calls back at once: React.lazy resolves it in the same render, without suspending. */
export function resolvedThenable<T>(value: T): Promise<T> {
  // Only `then` is read (React.lazy's contract), so a bare thenable stands in for the Promise its type asks for.
  return { then: (resolve: (result: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A component in the server's HTML whose code is not part of the first load: React.lazy, which
 * the server render waits for (Gatsby renders with renderToPipeableStream and writes the HTML
 * onAllReady), so the markup is there; in the browser its code comes with `load()` (a
 * DeferredIsland's `prepare`: the island hydrates once it has arrived). Once loaded it renders
 * without suspending, so a later client-side navigation shows it in the same pass.
 */
export function lazyRendered<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; load: () => Promise<ComponentType<P>> } {
  const code = loadOnce(importComponent);
  const Component = lazy(() => {
    const loaded = code.loaded();
    return loaded ? resolvedThenable({ default: loaded }) : code.load().then((component) => ({ default: component }));
  });
  return { Component, load: code.load };
}
