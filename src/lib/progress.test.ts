import NProgress from 'nprogress';
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_INTERVAL_MS, PROGRESS_TRICKLE_RATE } from '../styles/constants';
import { doneProgress, isProgressRunning, startProgress } from './progress';

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    while (isProgressRunning()) doneProgress();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('starts at the minimum and trickles by the spec rate', () => {
    startProgress();
    expect(NProgress.status).toBeCloseTo(PROGRESS_MINIMUM);
    const before = NProgress.status!;
    jest.advanceTimersByTime(PROGRESS_TRICKLE_INTERVAL_MS);
    expect(NProgress.status! - before).toBeCloseTo(PROGRESS_TRICKLE_RATE);
    expect(document.querySelector('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
  });

  it('finishes only when the last of nested tasks is done', () => {
    startProgress();
    startProgress();
    doneProgress();
    expect(isProgressRunning()).toBe(true);
    expect(NProgress.isStarted()).toBe(true);
    doneProgress();
    expect(isProgressRunning()).toBe(false);
    expect(NProgress.isStarted()).toBe(false);
    // Hidden when idle: the bar is removed once it has animated to the end.
    jest.advanceTimersByTime(PROGRESS_SPEED_MS * 3);
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('ignores a done without a start', () => {
    doneProgress();
    expect(isProgressRunning()).toBe(false);
  });
});
