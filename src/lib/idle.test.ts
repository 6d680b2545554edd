import { whenIdle } from './idle';

describe('whenIdle', () => {
  const original = window.requestIdleCallback;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    Object.assign(window, { requestIdleCallback: original });
    jest.useRealTimers();
  });

  it('asks requestIdleCallback with the deadline, and cancels it', () => {
    const handles: number[] = [];
    Object.assign(window, {
      requestIdleCallback: jest.fn(() => 7),
      cancelIdleCallback: jest.fn((handle: number) => handles.push(handle)),
    });
    const callback = jest.fn();
    const cancel = whenIdle(callback, { timeoutMs: 2000, withoutIdleCallbackMs: 500 });
    expect(window.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 });
    cancel();
    expect(handles).toEqual([7]);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    Object.assign(window, { requestIdleCallback: undefined });
    const callback = jest.fn();
    whenIdle(callback, { timeoutMs: 2000, withoutIdleCallbackMs: 500 });
    jest.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('with afterLoad, waits for the load event while the page is loading; a cancel before it stops everything', () => {
    Object.assign(window, { requestIdleCallback: undefined });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const callback = jest.fn();
      whenIdle(callback, { timeoutMs: 2000, withoutIdleCallbackMs: 500, afterLoad: true });
      jest.advanceTimersByTime(1000);
      expect(callback).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(500);
      expect(callback).toHaveBeenCalledTimes(1);

      const cancelled = jest.fn();
      whenIdle(cancelled, { timeoutMs: 2000, withoutIdleCallbackMs: 500, afterLoad: true })();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });
});
