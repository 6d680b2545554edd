import { useEffect } from 'react';
import { RESIZE_BLOCK_MS } from './constants';

/**
 * The class `<html>` carries while the window is being resized. The global CSS
 * (src/styles/global-css.ts) suspends every transition and animation under it, so menus and
 * drawers do not animate when a resize crosses a breakpoint (docs/behaviour/routes-and-layout.md#resize-block).
 */
export const RESIZING_CLASS = 'is-resizing';

/**
 * Sets RESIZING_CLASS on the document's root element on every `resize` event of `win` and
 * removes it `delayMs` after the last one. Returns the cleanup: it stops listening, cancels
 * the pending removal and removes the class.
 */
export function startResizeBlock(win: Window = window, delayMs: number = RESIZE_BLOCK_MS): () => void {
  const root = win.document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const release = () => {
    timer = undefined;
    root.classList.remove(RESIZING_CLASS);
  };
  const onResize = () => {
    root.classList.add(RESIZING_CLASS);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(release, delayMs);
  };

  win.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    if (timer !== undefined) clearTimeout(timer);
    release();
  };
}

/** Runs the resize block while the calling component is mounted (ThemeRoot: the site, every story and test). */
export function useResizeBlock() {
  useEffect(() => startResizeBlock(), []);
}
