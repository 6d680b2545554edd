/**
 * The price carousel before Swiper runs: the server's slides are a native scroll-snap row
 * (PackagePrices' Viewport), and Swiper takes over from it without moving a slide. The positions
 * here are the ones Swiper itself snaps to, so the row and Swiper agree on where slide k is.
 */
import { whenIdle } from '../lib/idle';

/** Scroll positions within this many px are one (sub-pixel rounding of scroll offsets and widths). */
const SAME_PX = 1;

/**
 * The row's snap positions in px, as Swiper's snap grid has them (slidesPerGroup 1, not centred):
 * each slide's start that can be scrolled to, then the end of the row when the last slides cannot
 * all reach the start. A native row with `scroll-snap-align: start` rests at the same places (a
 * browser clamps a snap position past the end to the end). `starts` are the slides' offsets from
 * the first slide; `maxScroll` is scrollWidth − clientWidth.
 */
export function snapPositions(starts: readonly number[], maxScroll: number): number[] {
  const end = Math.max(0, maxScroll);
  const snaps = starts.filter((start) => start <= end + SAME_PX);
  if (snaps.length === 0) snaps.push(0);
  if (end - snaps[snaps.length - 1]! > SAME_PX) snaps.push(end);
  return snaps;
}

/** The snap nearest a scroll position: its index is the slide Swiper starts at (slideTo(index) goes to snaps[index]). */
export function nearestSnap(scrollLeft: number, snaps: readonly number[]): number {
  let nearest = 0;
  snaps.forEach((snap, index) => {
    if (Math.abs(snap - scrollLeft) < Math.abs(snaps[nearest]! - scrollLeft)) nearest = index;
  });
  return nearest;
}

/** The snap one step from `from` (previous −1, next +1), kept within the row. */
export function stepSnap(from: number, direction: -1 | 1, snaps: readonly number[]): number {
  return Math.min(Math.max(from + direction, 0), snaps.length - 1);
}

/** Whether the row is at its start and at its end, as Swiper's isBeginning and isEnd (a row that fits is both). */
export function rowEdges(scrollLeft: number, maxScroll: number): { isBeginning: boolean; isEnd: boolean } {
  return { isBeginning: scrollLeft <= SAME_PX, isEnd: scrollLeft >= maxScroll - SAME_PX };
}

/** A native row's geometry, read from the DOM: its snap positions and where it is. */
export function measureRow(row: HTMLElement): { snaps: number[]; scrollLeft: number; maxScroll: number; laidOut: boolean } {
  const slides = [...row.querySelectorAll<HTMLElement>('.swiper-slide')];
  const first = slides[0]?.offsetLeft ?? 0;
  const maxScroll = row.scrollWidth - row.clientWidth;
  return {
    snaps: snapPositions(
      slides.map((slide) => slide.offsetLeft - first),
      maxScroll,
    ),
    scrollLeft: row.scrollLeft,
    maxScroll,
    // A row without a box (hidden, or no layout at all) has no edges to tell.
    laidOut: row.clientWidth > 0,
  };
}

/** A moment without scroll events after which the row is taken to rest (a snap animation sends them every frame). */
export const ROW_QUIET_MS = 150;
/** requestIdleCallback's deadline for the hand-over, and the wait where a browser has no requestIdleCallback. */
export const IDLE_TIMEOUT_MS = 2000;
export const NO_IDLE_CALLBACK_MS = 500;

/** The signs that a visitor is about to use the carousel: Swiper takes over on the first. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel'] as const;

/**
 * Calls `handOver` once with what `ready` brings (Swiper's code), when all three hold: it has
 * loaded; a visitor has started to use the row (`USE_EVENTS` in it, or `request()`: an arrow) or
 * the browser is idle; and the row is at rest: no finger on it and no scroll for ROW_QUIET_MS. Waiting for rest keeps a swipe that is under way
 * native to its end (Swiper would not see a touch that began before it) and lets the snap finish,
 * so Swiper starts exactly at a slide. Returns `request` and the clean-up.
 */
export function handOverWhenReady<T>(row: HTMLElement, ready: Promise<T>, handOver: (loaded: T) => void) {
  let wanted = false;
  let loaded: { value: T } | null = null;
  let touching = false;
  let done = false;
  let lastScroll = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = () => {
    clearTimeout(timer);
    if (done || !wanted || !loaded || touching) return;
    const quietFor = performance.now() - lastScroll;
    if (quietFor < ROW_QUIET_MS) {
      timer = setTimeout(attempt, ROW_QUIET_MS - quietFor);
      return;
    }
    stop();
    handOver(loaded.value);
  };
  /** Asks for the hand-over; `scrolling`: the caller has just started a scroll of the row, whose first scroll event is a frame away. */
  const request = (scrolling = false) => {
    wanted = true;
    if (scrolling) lastScroll = performance.now();
    attempt();
  };
  const onUse = () => request();
  const onScroll = () => {
    lastScroll = performance.now();
    if (wanted) attempt();
  };
  const onTouchStart = () => {
    touching = true;
  };
  const onTouchEnd = (event: TouchEvent) => {
    touching = event.touches.length > 0;
    // The row's snap (or a fling) starts after the finger lifts: count from here.
    lastScroll = performance.now();
    attempt();
  };

  // Before the use events: a touch that starts the hand-over must already count as a finger on the row.
  row.addEventListener('touchstart', onTouchStart, { passive: true });
  for (const type of USE_EVENTS) row.addEventListener(type, onUse, { passive: true });
  row.addEventListener('touchend', onTouchEnd, { passive: true });
  row.addEventListener('touchcancel', onTouchEnd, { passive: true });
  row.addEventListener('scroll', onScroll, { passive: true });
  const cancelIdle = whenIdle(onUse, { timeoutMs: IDLE_TIMEOUT_MS, withoutIdleCallbackMs: NO_IDLE_CALLBACK_MS });
  ready.then(
    (value) => {
      loaded = { value };
      attempt();
    },
    () => undefined,
  );

  function stop() {
    done = true;
    clearTimeout(timer);
    cancelIdle();
    for (const type of USE_EVENTS) row.removeEventListener(type, onUse);
    row.removeEventListener('touchstart', onTouchStart);
    row.removeEventListener('touchend', onTouchEnd);
    row.removeEventListener('touchcancel', onTouchEnd);
    row.removeEventListener('scroll', onScroll);
  }
  return { request, stop };
}
