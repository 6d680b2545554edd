/**
 * The thin progress bar at the top (spec §1): shown while a navigation loads or a form or
 * quotation submits, hidden when idle. nprogress draws it; its own trickle is replaced by a
 * fixed increment so the spec's trickle rate (0.02) holds. Calls nest: the bar finishes
 * when the last task is done.
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
