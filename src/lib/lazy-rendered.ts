import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What React reads of a lazy component's `load()` result: `then`, and nothing else. */
export interface Thenable<T> {
  then(resolve: (value: T) => void, reject: (error: unknown) => void): unknown;
}

declare module 'react' {
  /**
   * React.lazy as React documents it (react.dev/reference/react/lazy): `load` returns "a Promise or
   * another thenable"; @types/react 18 only has the Promise. A resolved thenable is what lets a
   * loaded component render without suspending (resolvedThenable).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint of @types/react's own lazy and LazyExoticComponent
  function lazy<T extends ComponentType<any>>(load: () => Thenable<{ default: T }>): LazyExoticComponent<T>;
}

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
export function resolvedThenable<T>(value: T): Thenable<T> {
  return { then: (resolve) => resolve(value) };
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
