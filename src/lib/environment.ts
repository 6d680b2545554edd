/**
 * isLighthouse (docs/behaviour/routes-and-layout.md#fade-in): in performance-audit mode the fade-in animations are skipped so
 * the audit measures the page, not our delays. It is on when the browser is Lighthouse
 * (its user agent contains 'Chrome-Lighthouse') or the URL carries `?lighthouse` (handy for
 * other audit tools); the flag is kept for the browser session so client-side navigations
 * keep it.
 */
const SESSION_KEY = 'isLighthouse';

export function isLighthouse(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (window.sessionStorage.getItem(SESSION_KEY) === '1') return true;
    const detected = navigator.userAgent.includes('Chrome-Lighthouse') || new URLSearchParams(window.location.search).has('lighthouse');
    if (detected) window.sessionStorage.setItem(SESSION_KEY, '1');
    return detected;
  } catch {
    return navigator.userAgent.includes('Chrome-Lighthouse');
  }
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
