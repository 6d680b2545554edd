import { interactionsOf, lcpPhases } from './page-metrics.mjs';

describe('lcpPhases', () => {
  it('splits an image LCP into TTFB, load delay, load time and render delay', () => {
    expect(lcpPhases({ ttfb: 100, lcpTime: 1000, resource: { startTime: 250, requestStart: 300, responseEnd: 700 } })).toEqual({
      ttfbMs: 100,
      resourceLoadDelayMs: 200,
      resourceLoadMs: 400,
      elementRenderDelayMs: 300,
    });
  });

  it('uses startTime when requestStart is hidden (cross-origin without Timing-Allow-Origin)', () => {
    expect(
      lcpPhases({ ttfb: 100, lcpTime: 1000, resource: { startTime: 250, requestStart: 0, responseEnd: 700 } }).resourceLoadDelayMs,
    ).toBe(150);
  });

  it('gives a text LCP only TTFB and render delay', () => {
    expect(lcpPhases({ ttfb: 80, lcpTime: 1280, resource: null })).toEqual({
      ttfbMs: 80,
      resourceLoadDelayMs: 0,
      resourceLoadMs: 0,
      elementRenderDelayMs: 1200,
    });
  });

  it('never gives a negative phase (an image painted from the memory cache)', () => {
    const phases = lcpPhases({ ttfb: 100, lcpTime: 500, resource: { startTime: 50, requestStart: 60, responseEnd: 90 } });
    expect(phases).toEqual({ ttfbMs: 100, resourceLoadDelayMs: 0, resourceLoadMs: 0, elementRenderDelayMs: 400 });
  });
});

describe('interactionsOf', () => {
  const entry = (
    name: string,
    interactionId: number,
    startTime: number,
    duration: number,
    processingStart: number,
    processingEnd: number,
  ) => ({ name, interactionId, startTime, duration, processingStart, processingEnd });

  it('groups events by interaction, keeps the longest of each and splits it into its phases', () => {
    const result = interactionsOf([
      entry('pointerdown', 7, 1000, 104, 1060, 1062),
      entry('click', 7, 1000, 112, 1063, 1090),
      entry('pointerover', 0, 990, 40, 1000, 1001),
      entry('keydown', 9, 3000, 24, 3002, 3010),
    ]);
    expect(result).toEqual([
      { event: 'click', durationMs: 112, inputDelayMs: 63, processingMs: 27, presentationDelayMs: 22 },
      { event: 'keydown', durationMs: 24, inputDelayMs: 2, processingMs: 8, presentationDelayMs: 14 },
    ]);
  });

  it('gives nothing for events outside interactions', () => {
    expect(interactionsOf([entry('mouseover', 0, 10, 50, 20, 30)])).toEqual([]);
  });
});
