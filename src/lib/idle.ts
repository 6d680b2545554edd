/**
 * Runs `callback` once the browser is idle (requestIdleCallback, at the latest after `timeoutMs`);
 * where it has no requestIdleCallback (Safari), after `withoutIdleCallbackMs`. With `afterLoad`, the
 * wait starts only once the page has loaded, so the work stays out of the first load. Returns the
 * cancel. Used for code that takes over a part painted by the server (the form engine, Swiper).
 */
export function whenIdle(
  callback: () => void,
  { timeoutMs, withoutIdleCallbackMs, afterLoad = false }: { timeoutMs: number; withoutIdleCallbackMs: number; afterLoad?: boolean },
): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, withoutIdleCallbackMs);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (!afterLoad || document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
