import NProgress from 'nprogress';
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_INTERVAL_MS, PROGRESS_TRICKLE_RATE } from '../styles/constants';
import {
  doneNavigationProgress,
  doneProgress,
  isProgressRunning,
  startNavigationProgress,
  startProgress,
  watchNavigationFailures,
  withProgress,
} from './progress';

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    doneNavigationProgress();
    while (isProgressRunning()) doneProgress();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('starts at the minimum and trickles by the documented rate', () => {
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

  describe('navigation', () => {
    it('holds one place however often a slow navigation is reported', () => {
      startNavigationProgress();
      startNavigationProgress();
      expect(isProgressRunning()).toBe(true);
      doneNavigationProgress();
      expect(isProgressRunning()).toBe(false);
      expect(NProgress.isStarted()).toBe(false);
    });

    it('a route update without a slow navigation before it ends nothing, not even a submission', () => {
      startProgress(); // a form submission
      doneNavigationProgress();
      expect(isProgressRunning()).toBe(true);
      doneProgress();
      expect(isProgressRunning()).toBe(false);
    });

    it('shares the bar with a submission: it finishes when both are done', () => {
      startNavigationProgress();
      startProgress();
      doneNavigationProgress();
      doneNavigationProgress(); // a second route update
      expect(isProgressRunning()).toBe(true);
      doneProgress();
      expect(isProgressRunning()).toBe(false);
    });

    it('ends when a navigation fails without a route update, or the page returns from the back/forward cache', () => {
      const stop = watchNavigationFailures(window);
      startNavigationProgress();
      window.dispatchEvent(new Event('unhandledrejection'));
      expect(isProgressRunning()).toBe(false);

      startNavigationProgress();
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      expect(isProgressRunning()).toBe(true);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(isProgressRunning()).toBe(false);

      stop();
      startNavigationProgress();
      window.dispatchEvent(new Event('unhandledrejection'));
      expect(isProgressRunning()).toBe(true);
    });

    it('leaves a submission running when a navigation fails', () => {
      const stop = watchNavigationFailures(window);
      startProgress();
      window.dispatchEvent(new Event('unhandledrejection'));
      expect(isProgressRunning()).toBe(true);
      stop();
    });
  });

  describe('withProgress', () => {
    it('shows the bar while the task runs and returns its result', async () => {
      let finish!: (value: string) => void;
      const result = withProgress(new Promise<string>((resolve) => (finish = resolve)));
      expect(isProgressRunning()).toBe(true);
      finish('verzonden');
      await expect(result).resolves.toBe('verzonden');
      expect(isProgressRunning()).toBe(false);
    });

    it('finishes the bar when the task fails, and passes the failure on', async () => {
      await expect(withProgress(() => Promise.reject(new Error('Netwerkfout')))).rejects.toThrow('Netwerkfout');
      expect(isProgressRunning()).toBe(false);
    });

    it('finishes the bar when the task throws before it returns a promise', async () => {
      await expect(
        withProgress(() => {
          throw new Error('Ongeldig');
        }),
      ).rejects.toThrow('Ongeldig');
      expect(isProgressRunning()).toBe(false);
    });

    it('nests with other tasks', async () => {
      startProgress();
      await withProgress(Promise.resolve());
      expect(isProgressRunning()).toBe(true);
      doneProgress();
      expect(isProgressRunning()).toBe(false);
    });
  });
});
