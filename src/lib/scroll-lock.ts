import { useEffect } from 'react';

/** How many overlays currently hold the page's scroll lock (they can nest: menu → dialog). */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock() {
  if (holders++ > 0) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  // Keep the layout from jumping sideways when the scrollbar disappears.
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

function unlock() {
  if (holders === 0 || --holders > 0) return;
  const root = document.documentElement;
  root.style.overflow = saved?.overflow ?? '';
  root.style.paddingRight = saved?.paddingRight ?? '';
  saved = null;
}

/** Locks page scrolling while `active` (docs/behaviour/routes-and-layout.md#modals-and-scroll-lock: an open modal or full-screen menu locks scrolling). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
