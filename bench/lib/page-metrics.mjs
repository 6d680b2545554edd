// @ts-check
// What the page itself reports through the Performance APIs, turned into the profile's figures
// (bench/profile.mjs collects the entries in the page; these are pure so they can be tested).

/**
 * The LCP's four phases as web-vitals' attribution build computes them
 * (web-vitals src/attribution/onLCP.ts; web.dev/articles/optimize-lcp): time to first byte, the
 * delay until the LCP resource's request starts, its load, and the delay until the element is
 * rendered. A text LCP (no resource) has neither delay nor load: TTFB and render delay only.
 * All times in ms from the navigation's start.
 * @param {{ ttfb: number, lcpTime: number, resource?: { startTime: number, requestStart?: number, responseEnd: number } | null }} input
 */
export function lcpPhases({ ttfb, lcpTime, resource }) {
  // requestStart is 0 for a cross-origin resource without Timing-Allow-Origin: startTime then.
  const requestStart = Math.max(ttfb, resource ? resource.requestStart || resource.startTime : 0);
  const responseEnd = Math.max(requestStart, resource ? resource.responseEnd : 0);
  const renderTime = Math.max(responseEnd, lcpTime);
  return {
    ttfbMs: ttfb,
    resourceLoadDelayMs: requestStart - ttfb,
    resourceLoadMs: responseEnd - requestStart,
    elementRenderDelayMs: renderTime - responseEnd,
  };
}

/**
 * Event Timing entries (PerformanceEventTiming, w3c.github.io/event-timing) grouped into
 * interactions by interactionId, as INP does (web-vitals src/onINP.ts: an interaction's latency is
 * the longest duration among its events; INP is the worst interaction, or a high percentile with
 * 50+). Each interaction with its phases (of its longest event): input delay (until the handlers
 * start), processing (the handlers), presentation delay (until the next paint). Entries without an
 * interactionId (mouseover, pointerenter…) are left out, as INP leaves them out. `duration` is
 * rounded to 8 ms by the API.
 * @param {{ name: string, startTime: number, duration: number, processingStart: number, processingEnd: number, interactionId?: number }[]} entries
 */
export function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const current = byId.get(entry.interactionId);
    if (!current || entry.duration > current.duration) byId.set(entry.interactionId, entry);
  }
  return [...byId.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({
      event: entry.name,
      durationMs: entry.duration,
      inputDelayMs: entry.processingStart - entry.startTime,
      processingMs: entry.processingEnd - entry.processingStart,
      presentationDelayMs: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
    }));
}
