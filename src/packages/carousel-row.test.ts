import fc from 'fast-check';
import {
  handOverWhenReady,
  IDLE_TIMEOUT_MS,
  NO_IDLE_CALLBACK_MS,
  nearestSnap,
  ROW_QUIET_MS,
  rowEdges,
  snapPositions,
  stepSnap,
} from './carousel-row';

/** 7 slides of 250 px with 16 px gaps in a 700 px row: 2 × 266 − … the row scrolls 7 × 266 − 16 − 700 = 1146 px. */
const STARTS = [0, 266, 532, 798, 1064, 1330, 1596];
const MAX_SCROLL = 1146;

describe('snapPositions (Swiper’s snap grid)', () => {
  it('is each slide start that can be scrolled to, then the end of the row', () => {
    expect(snapPositions(STARTS, MAX_SCROLL)).toEqual([0, 266, 532, 798, 1064, 1146]);
  });

  it('has no extra end when the last reachable start is the end (within a pixel)', () => {
    expect(snapPositions([0, 100, 200], 200.4)).toEqual([0, 100, 200]);
    expect(snapPositions([0, 100, 200], 199.6)).toEqual([0, 100, 200]);
  });

  it('is the start alone for a row that fits', () => {
    expect(snapPositions([0, 300, 600], 0)).toEqual([0]);
    expect(snapPositions([], -5)).toEqual([0]);
  });

  it('always starts at 0, rises and ends at the end of the row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 50, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 6000, noNaN: true }),
        (count, step, extra) => {
          // The row is wider than a slide (1.7 or more per view).
          const width = step + extra;
          const starts = Array.from({ length: count }, (_, index) => index * step);
          const maxScroll = Math.max(0, count * step - 16 - width);
          const snaps = snapPositions(starts, maxScroll);
          expect(snaps[0]).toBe(0);
          expect(Math.abs(snaps[snaps.length - 1]! - maxScroll)).toBeLessThanOrEqual(1);
          for (let index = 1; index < snaps.length; index++) expect(snaps[index]!).toBeGreaterThan(snaps[index - 1]!);
          expect(snaps.length).toBeLessThanOrEqual(count);
        },
      ),
    );
  });
});

describe('nearestSnap', () => {
  const snaps = snapPositions(STARTS, MAX_SCROLL);

  it('is the slide the row rests at, and the end at the end', () => {
    expect(nearestSnap(0, snaps)).toBe(0);
    expect(nearestSnap(532, snaps)).toBe(2);
    expect(nearestSnap(531.6, snaps)).toBe(2);
    expect(nearestSnap(1146, snaps)).toBe(5);
  });

  it('rounds a row between two snaps to the nearer', () => {
    expect(nearestSnap(120, snaps)).toBe(0);
    expect(nearestSnap(150, snaps)).toBe(1);
    expect(nearestSnap(1120, snaps)).toBe(5);
  });
});

describe('stepSnap', () => {
  it('moves one snap and stays within the row', () => {
    expect(stepSnap(0, 1, [0, 100, 150])).toBe(1);
    expect(stepSnap(2, 1, [0, 100, 150])).toBe(2);
    expect(stepSnap(0, -1, [0, 100, 150])).toBe(0);
    expect(stepSnap(2, -1, [0, 100, 150])).toBe(1);
  });
});

describe('rowEdges (the arrows before Swiper)', () => {
  it('is at the beginning at 0, at the end at the end, both when the row fits', () => {
    expect(rowEdges(0, MAX_SCROLL)).toEqual({ isBeginning: true, isEnd: false });
    expect(rowEdges(266, MAX_SCROLL)).toEqual({ isBeginning: false, isEnd: false });
    expect(rowEdges(1145.5, MAX_SCROLL)).toEqual({ isBeginning: false, isEnd: true });
    expect(rowEdges(0, 0)).toEqual({ isBeginning: true, isEnd: true });
  });
});

describe('handOverWhenReady', () => {
  let row: HTMLDivElement;
  const ready = Promise.resolve('swiper');
  const flush = () => Promise.resolve().then(() => undefined);
  const idle = window.requestIdleCallback;
  const cancelIdle = window.cancelIdleCallback;

  beforeEach(() => {
    jest.useFakeTimers();
    row = document.createElement('div');
    document.body.append(row);
  });
  afterEach(() => {
    row.remove();
    jest.useRealTimers();
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = cancelIdle;
  });

  const touch = (type: 'touchstart' | 'touchend', fingers = 0) => {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'touches', { value: { length: fingers } });
    row.dispatchEvent(event);
  };

  it('hands over with what has loaded on the first pointer in the row, once', async () => {
    const handOver = jest.fn();
    handOverWhenReady(row, ready, handOver);
    await flush();
    expect(handOver).not.toHaveBeenCalled();
    row.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(handOver).toHaveBeenCalledWith('swiper');
    row.dispatchEvent(new Event('focusin', { bubbles: true }));
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('waits for Swiper when the visitor comes first', async () => {
    let loaded!: (value: string) => void;
    const handOver = jest.fn();
    handOverWhenReady(
      row,
      new Promise<string>((resolve) => {
        loaded = resolve;
      }),
      handOver,
    );
    row.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(handOver).not.toHaveBeenCalled();
    loaded('late');
    await flush();
    expect(handOver).toHaveBeenCalledWith('late');
  });

  it('lets a swipe finish: not while a finger is on the row, nor until the row has rested', async () => {
    const handOver = jest.fn();
    handOverWhenReady(row, ready, handOver);
    await flush();
    touch('touchstart', 1);
    row.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(ROW_QUIET_MS * 3);
    expect(handOver).not.toHaveBeenCalled();
    touch('touchend', 0);
    // The snap animation after the finger has lifted.
    jest.advanceTimersByTime(ROW_QUIET_MS - 10);
    expect(handOver).not.toHaveBeenCalled();
    row.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(ROW_QUIET_MS - 10);
    row.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(ROW_QUIET_MS - 10);
    expect(handOver).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('hands over when the browser is idle', async () => {
    let idleCallback: (() => void) | undefined;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallback = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    window.cancelIdleCallback = jest.fn();
    const handOver = jest.fn();
    handOverWhenReady(row, ready, handOver);
    await flush();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(handOver).not.toHaveBeenCalled();
    idleCallback!();
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without requestIdleCallback', async () => {
    // @ts-expect-error -- a browser without requestIdleCallback (Safari)
    delete window.requestIdleCallback;
    const handOver = jest.fn();
    handOverWhenReady(row, ready, handOver);
    await flush();
    jest.advanceTimersByTime(NO_IDLE_CALLBACK_MS - 1);
    expect(handOver).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('after a scroll an arrow has started, waits for the row to rest', async () => {
    const handOver = jest.fn();
    const { request } = handOverWhenReady(row, ready, handOver);
    await flush();
    request(true);
    jest.advanceTimersByTime(ROW_QUIET_MS - 10);
    row.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(ROW_QUIET_MS - 10);
    expect(handOver).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('hands over on request (an arrow), and never after stop or when Swiper failed to load', async () => {
    const handOver = jest.fn();
    const { request, stop } = handOverWhenReady(row, ready, handOver);
    await flush();
    request();
    expect(handOver).toHaveBeenCalledTimes(1);

    const stopped = jest.fn();
    handOverWhenReady(row, ready, stopped).stop();
    await flush();
    row.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(stopped).not.toHaveBeenCalled();
    stop();

    const failed = jest.fn();
    handOverWhenReady(row, Promise.reject(new Error('offline')), failed);
    await flush();
    row.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(failed).not.toHaveBeenCalled();
  });
});
