/**
 * The thin progress bar at the top (docs/behaviour/routes-and-layout.md#progress-bar): shown while a navigation loads or a form or
 * quotation submits, hidden when idle. nprogress draws it; its own trickle is replaced by a
 * fixed increment so the trickle rate (0.02) holds. Calls nest: the bar finishes
 * when the last task is done.
 *
 * Two kinds of task hold it: a client-side navigation (startNavigationProgress /
 * doneNavigationProgress, driven by gatsby-browser) and anything else that waits on the network,
 * such as a form submission (withProgress). A navigation holds at most one place, so Gatsby's
 * hooks, which need not come in pairs, can neither leave the bar running nor end it under a
 * submission that is still under way.
 */
import NProgress from 'nprogress';
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_INTERVAL_MS, PROGRESS_TRICKLE_RATE } from '../styles/constants';

let configured = false;
let running = 0;
let trickle: ReturnType<typeof setInterval> | undefined;

function configure() {
  if (configured) return;
  configured = true;
  NProgress.configure({
    minimum: PROGRESS_MINIMUM,
    speed: PROGRESS_SPEED_MS,
    trickle: false,
    showSpinner: false,
    // nprogress' default template has role="bar", which is not an ARIA role; the bar is decorative.
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  });
}

export function startProgress() {
  configure();
  running += 1;
  if (running > 1) return;
  NProgress.start();
  trickle = setInterval(() => NProgress.inc(PROGRESS_TRICKLE_RATE), PROGRESS_TRICKLE_INTERVAL_MS);
}

export function doneProgress() {
  if (running === 0) return;
  running -= 1;
  if (running > 0) return;
  clearInterval(trickle);
  trickle = undefined;
  NProgress.done();
}

export function isProgressRunning() {
  return running > 0;
}

/** Whether a client-side navigation holds the bar (it holds at most one place). */
let navigating = false;

/**
 * A client-side navigation is loading (gatsby-browser: onRouteUpdateDelayed, which Gatsby calls
 * when a page's resources take longer than a second). Repeated calls, as when a second slow
 * navigation starts before the first has finished, keep one place.
 */
export function startNavigationProgress() {
  if (navigating) return;
  navigating = true;
  startProgress();
}

/**
 * The navigation has ended: its page is shown (onRouteUpdate), or it failed and stays on this
 * page. Without a navigation in progress (a fast navigation that never became "delayed") this
 * does nothing, so it cannot end a submission's bar.
 */
export function doneNavigationProgress() {
  if (!navigating) return;
  navigating = false;
  doneProgress();
}

/**
 * Ends the navigation's bar when a navigation fails without a route update: Gatsby's navigate()
 * then leaves an unhandled rejection (a page's component chunk or data that could not load),
 * and a page restored from the back/forward cache may have been left mid-navigation (a full
 * page load that replaced it). Returns the function that stops watching.
 */
export function watchNavigationFailures(target: Window = window) {
  const onRejection = () => doneNavigationProgress();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) doneNavigationProgress();
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pageshow', onPageShow);
  };
}

/**
 * Shows the bar while `task` runs (a form submission, the quotation request) and finishes it
 * whether the task succeeds or fails; returns (or rethrows) the task's outcome.
 */
export async function withProgress<T>(task: Promise<T> | (() => Promise<T>)): Promise<T> {
  startProgress();
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    doneProgress();
  }
}
