import { isLighthouse, prefersReducedMotion } from './environment';

describe('isLighthouse', () => {
  const userAgent = navigator.userAgent;
  afterEach(() => {
    window.sessionStorage.clear();
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    window.history.replaceState(null, '', '/');
  });

  it('is off for ordinary visitors', () => {
    expect(isLighthouse()).toBe(false);
  });

  it('is on for the Lighthouse user agent', () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux) Chrome-Lighthouse', configurable: true });
    expect(isLighthouse()).toBe(true);
  });

  it('is on with ?lighthouse and stays on for the session', () => {
    window.history.replaceState(null, '', '/?lighthouse');
    expect(isLighthouse()).toBe(true);
    window.history.replaceState(null, '', '/kennisbank/');
    expect(isLighthouse()).toBe(true);
  });
});

describe('prefersReducedMotion', () => {
  it('reads the media query', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(true);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});
