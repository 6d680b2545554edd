import { render } from '@testing-library/react';
import { RESIZE_BLOCK_MS } from './constants';
import { ThemeRoot } from './ThemeRoot';
import { RESIZING_CLASS, startResizeBlock } from './resize-block';

const root = document.documentElement;
const resize = () => window.dispatchEvent(new Event('resize'));
const isBlocked = () => root.classList.contains(RESIZING_CLASS);

describe('resize block', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    root.classList.remove(RESIZING_CLASS);
  });

  it('blocks on a resize and releases 250 ms after it', () => {
    const stop = startResizeBlock();
    expect(isBlocked()).toBe(false);

    resize();
    expect(isBlocked()).toBe(true);
    jest.advanceTimersByTime(RESIZE_BLOCK_MS - 1);
    expect(isBlocked()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isBlocked()).toBe(false);
    stop();
  });

  it('stays blocked while resizing continues and releases 250 ms after the last event', () => {
    const stop = startResizeBlock();
    resize();
    for (let step = 0; step < 5; step += 1) {
      jest.advanceTimersByTime(RESIZE_BLOCK_MS - 50);
      expect(isBlocked()).toBe(true);
      resize();
    }
    // Far longer than 250 ms since the first event, still blocked: the last one counts.
    jest.advanceTimersByTime(RESIZE_BLOCK_MS - 1);
    expect(isBlocked()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isBlocked()).toBe(false);
    stop();
  });

  it('stops listening and releases at once on cleanup', () => {
    const stop = startResizeBlock();
    resize();
    stop();
    expect(isBlocked()).toBe(false);
    resize();
    expect(isBlocked()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs wherever ThemeRoot is mounted, and ends with it', () => {
    const view = render(
      <ThemeRoot>
        <p>Inhoud</p>
      </ThemeRoot>,
    );
    resize();
    expect(isBlocked()).toBe(true);
    jest.advanceTimersByTime(RESIZE_BLOCK_MS);
    expect(isBlocked()).toBe(false);

    view.unmount();
    resize();
    expect(isBlocked()).toBe(false);
  });
});
