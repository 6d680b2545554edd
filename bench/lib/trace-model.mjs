// @ts-check
// Where a page load's main-thread time goes, from a Chrome trace (the JSON Playwright's
// browser.stopTracing() or DevTools' "Save profile" writes: { traceEvents: [...] } or the bare
// array). Pure functions, so the attribution can be tested on a hand-made trace
// (trace-model.test.ts); bench/profile.mjs records the traces.
//
// Trace event names relied on (Chromium's devtools.timeline / v8 / loading categories, the names
// DevTools' Performance panel and Lighthouse's tracehouse read):
//   navigationStart (blink.user_timing; args.data.documentLoaderURL, navigationId)   the time origin
//   RunTask                                 a top-level task of the renderer's main thread
//   EvaluateScript (args.data.url), v8.compile / v8.compileModule (args.data.url),
//   v8.parseOnBackground (args.data.url, on worker threads: script streaming)
//   Profile / ProfileChunk (disabled-by-default-v8.cpu_profiler)                      the sampled JS stacks
//   largestContentfulPaint::Candidate (loading; args.data.type, nodeName, size, navigationId)
// The grouping of event names follows Lighthouse's task groups
// (lighthouse/core/lib/tracehouse/task-groups.js, as used by the mainthread-work-breakdown
// audit), with its "Style & Layout" split in two and Chrome's newer rendering and GC events added.

/**
 * The parts of a trace event read here (Chrome's Trace Event Format: `ph` the phase, `ts` and `dur`
 * in µs); `args.data` holds what the event names above carry.
 * @typedef {{
 *   isLoadingMainFrame?: boolean, documentLoaderURL?: string, navigationId?: string, url?: string,
 *   startTime?: number, cpuProfile?: { nodes?: ProfileNode[], samples?: number[] }, timeDeltas?: number[],
 *   isOutermostMainFrame?: boolean, isMainFrame?: boolean, type?: string, nodeName?: string, size?: number,
 * }} TraceEventData
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, id?: string, args?: { data?: TraceEventData } }} TraceEvent
 * @typedef {{ id: number, parent?: number, callFrame?: import('./frames.mjs').CallFrame }} ProfileNode
 * @typedef {{ nodes: Map<number, ProfileNode>, samples: Array<{ id: number, ts: number }> }} CpuProfile
 */

/** Event name → group; an event of no group takes its parent's (Lighthouse does the same). */
export const TASK_GROUPS = {
  parseHTML: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['InvalidateLayout', 'Layout'],
  paintComposite: [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'RasterTask',
    'ScrollLayer',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'PrePaint',
    'Layerize',
    'Commit',
    'Decode Image',
    'ImageDecodeTask',
  ],
  scriptParseCompile: ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground'],
  scriptEvaluation: [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'v8.callFunction',
    'v8.run',
    'XHRReadyStateChange',
    'XHRLoad',
  ],
  garbageCollection: [
    'MinorGC',
    'MajorGC',
    'BlinkGC.AtomicPhase',
    'ThreadState::performIdleLazySweep',
    'ThreadState::completeSweep',
    'BlinkGCMarking',
  ],
};
const GROUP_OF = new Map(Object.entries(TASK_GROUPS).flatMap(([group, names]) => names.map((name) => [name, group])));
/** V8's and Oilpan's own GC phases (V8.GC_SCAVENGER, BlinkGC.*) count as GC wherever they sit. */
const groupOf = (/** @type {string} */ name) =>
  GROUP_OF.get(name) ?? (/^(V8\.GC_|BlinkGC\.|CppGC\.)/.test(name) ? 'garbageCollection' : undefined);

export const GROUP_LABELS = {
  scriptEvaluation: 'script evaluation',
  scriptParseCompile: 'script parse & compile',
  style: 'style',
  layout: 'layout',
  paintComposite: 'paint & composite',
  parseHTML: 'HTML & CSS parsing',
  garbageCollection: 'GC',
  other: 'other',
};

const ms = (/** @type {number} */ microseconds) => microseconds / 1000;
export const eventsOf = (/** @type {TraceEvent[] | { traceEvents: TraceEvent[] }} */ trace) =>
  Array.isArray(trace) ? trace : trace.traceEvents;

/**
 * The renderer main thread that loaded `url`, and the navigation's start (µs, trace clock): the
 * first main-frame navigationStart of that URL (a later one with no URL is a frame's about:blank).
 * @param {TraceEvent[]} events
 * @param {string} url
 */
export function findPageThread(events, url) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL === url,
  );
  if (!start) throw new Error(`the trace has no main-frame navigationStart of ${url}`);
  return { pid: start.pid, tid: start.tid, navigationStart: start.ts, navigationId: start.args?.data?.navigationId };
}

/**
 * The main thread's complete ('X') events between `start` and `end` (µs) nested by time, each
 * given its self time (its duration less its children's) and a group (its own or its parent's),
 * and the totals: per group, per script URL (compile on the main thread, evaluation = its
 * EvaluateScript less the compiles inside it), the top-level tasks and the long ones (> 50 ms).
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number, start?: number, end?: number }} thread
 */
export function mainThreadBreakdown(events, { pid, tid, start = -Infinity, end = Infinity }) {
  const slices = events
    .filter(
      /** @returns {event is TraceEvent & { dur: number }} */
      (event) =>
        event.ph === 'X' && event.pid === pid && event.tid === tid && typeof event.dur === 'number' && event.ts >= start && event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {Record<string, number>} */
  const groups = Object.fromEntries(Object.keys(GROUP_LABELS).map((group) => [group, 0]));
  /** @type {Record<string, { compileMs: number, evaluateMs: number, backgroundParseMs: number }>} */
  const scripts = {};
  const script = (/** @type {string} */ url) => (scripts[url] ??= { compileMs: 0, evaluateMs: 0, backgroundParseMs: 0 });
  /** @type {number[]} */
  const tasks = [];
  /** @typedef {{ event: { dur: number }, end: number, group: string, childTime: number, evaluate?: { evaluateMs: number } }} Frame */
  /** @type {Frame[]} */
  const stack = [];
  const close = (/** @type {Frame} */ frame) => {
    const self = Math.max(0, frame.event.dur - frame.childTime);
    groups[frame.group] = (groups[frame.group] ?? 0) + ms(self);
  };
  for (const event of slices) {
    for (let top = stack.at(-1); top && event.ts >= top.end; top = stack.at(-1)) close(/** @type {Frame} */ (stack.pop()));
    const parent = stack[stack.length - 1];
    // A child that overruns its parent (clock rounding) is cut at the parent's end.
    const duration = parent ? Math.min(event.dur, parent.end - event.ts) : event.dur;
    if (parent) parent.childTime += duration;
    else tasks.push(duration);
    const group = groupOf(event.name) ?? parent?.group ?? 'other';
    const url = event.args?.data?.url;
    const evaluate = event.name === 'EvaluateScript' && url ? script(url) : parent?.evaluate;
    if (event.name === 'EvaluateScript' && url) script(url).evaluateMs += ms(duration);
    if ((event.name === 'v8.compile' || event.name === 'v8.compileModule') && url) {
      script(url).compileMs += ms(duration);
      // The compile of a script shows inside its EvaluateScript: counted once, as compile.
      if (parent?.evaluate) parent.evaluate.evaluateMs -= ms(duration);
    }
    stack.push({ event: { ...event, dur: duration }, end: event.ts + duration, group, childTime: 0, evaluate });
  }
  for (let frame = stack.pop(); frame; frame = stack.pop()) close(frame);
  // Script streaming parses on worker threads: not main-thread time, but what each chunk costs.
  for (const event of events) {
    if (
      event.name === 'v8.parseOnBackground' &&
      event.pid === pid &&
      event.ph === 'X' &&
      event.args?.data?.url &&
      event.ts >= start &&
      event.ts < end
    ) {
      script(event.args.data.url).backgroundParseMs += ms(event.dur ?? 0);
    }
  }
  const longTasks = tasks.filter((duration) => duration > 50_000);
  return {
    totalMs: ms(tasks.reduce((sum, duration) => sum + duration, 0)),
    groups,
    scripts,
    taskCount: tasks.length,
    longTaskCount: longTasks.length,
    // Every long task's time beyond 50 ms: TBT's measure (web.dev/articles/tbt), here over the whole window, not FCP to TTI.
    blockingMs: ms(longTasks.reduce((sum, duration) => sum + duration - 50_000, 0)),
  };
}

/**
 * The sampled CPU profile of one thread from a trace: the 'Profile' event (on the thread; its id
 * and start time) and its 'ProfileChunk' events (emitted on the profiler's own thread of the same
 * process), whose nodes and samples add up and whose timeDeltas (µs) give each sample's time.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 * @returns {CpuProfile | null}
 */
export function cpuProfileOf(events, { pid, tid }) {
  const head = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!head) return null;
  /** @type {CpuProfile['nodes']} */
  const nodes = new Map();
  /** @type {CpuProfile['samples']} */
  const samples = [];
  let ts = head.args?.data?.startTime ?? head.ts;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== head.id) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ id, ts });
    });
  }
  return { nodes, samples };
}

/** V8's pseudo-frames: what the thread did outside JS. */
export const SPECIAL_FRAMES = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/**
 * Sampled time (ms) between `start` and `end` (µs), each sample weighing the time to the next one
 * (as DevTools' bottom-up view does): `self` by the owner of the sampled function (its package or
 * the site's folder, from `classify`), by chunk and by source module; `inclusive` by every owner on
 * the sampled stack, each counted once per sample (so 'react-dom' inclusive is all the time spent
 * inside React's work loop, the components it rendered included).
 * `classify(callFrame)` → { owner, chunk, source } for JS frames; V8's pseudo-frames are their own owner.
 * @param {CpuProfile | null} profile
 * @param {{ start?: number, end?: number, classify: (callFrame: import('./frames.mjs').CallFrame) => import('./frames.mjs').FrameDescription }} options
 */
export function attributeSamples(profile, { start = -Infinity, end = Infinity, classify }) {
  /** @type {{ byOwner: Record<string, number>, byChunk: Record<string, number>, bySource: Record<string, number> }} */
  const self = { byOwner: {}, byChunk: {}, bySource: {} };
  /** @type {Record<string, number>} */
  const inclusive = {};
  let totalMs = 0;
  if (!profile) return { totalMs, self, inclusive };
  /** @type {(table: Record<string, number>, key: string, value: number) => void} */
  const add = (table, key, value) => {
    table[key] = (table[key] ?? 0) + value;
  };
  /** @type {Map<number, import('./frames.mjs').FrameDescription & { parent?: number }>} */
  const frameCache = new Map();
  const frameOf = (/** @type {number} */ id) => {
    let frame = frameCache.get(id);
    if (!frame) {
      const node = profile.nodes.get(id);
      /** @type {import('./frames.mjs').CallFrame} */
      const callFrame = node?.callFrame ?? { url: '', functionName: '' };
      const special = SPECIAL_FRAMES.has(callFrame.functionName) && !callFrame.url;
      const described = special
        ? { owner: callFrame.functionName, chunk: callFrame.functionName, source: callFrame.functionName }
        : classify(callFrame);
      frame = { ...described, parent: node?.parent };
      frameCache.set(id, frame);
    }
    return frame;
  };
  const { samples } = profile;
  for (let index = 0; index < samples.length - 1; index++) {
    // Both within the list: index stops one before its last sample.
    const sample = /** @type {CpuProfile['samples'][number]} */ (samples[index]);
    const next = /** @type {CpuProfile['samples'][number]} */ (samples[index + 1]);
    if (sample.ts < start || sample.ts >= end) continue;
    const weight = ms(Math.max(0, next.ts - sample.ts));
    const leaf = frameOf(sample.id);
    if (leaf.owner === '(root)') continue;
    totalMs += weight;
    add(self.byOwner, leaf.owner, weight);
    add(self.byChunk, leaf.chunk, weight);
    add(self.bySource, leaf.source, weight);
    /** @type {Set<string>} */
    const owners = new Set();
    for (let /** @type {number | undefined} */ id = sample.id; id !== undefined; id = frameOf(id).parent) {
      const frame = frameOf(id);
      if (frame.owner !== '(root)') owners.add(frame.owner);
    }
    for (const owner of owners) add(inclusive, owner, weight);
  }
  return { totalMs, self, inclusive };
}

/**
 * The LCP as the trace has it: the last largestContentfulPaint::Candidate of the navigation's
 * outermost main frame (Chrome emits one per new largest element; the last before input is the
 * LCP, lighthouse/core/lib/tracehouse/trace-processor.js does the same), its time from the
 * navigation start and what the element was.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, navigationStart: number, navigationId?: string }} navigation
 */
export function lcpFromTrace(events, { pid, navigationStart, navigationId }) {
  const candidates = events.filter(
    (event) =>
      event.name === 'largestContentfulPaint::Candidate' &&
      event.pid === pid &&
      event.ts >= navigationStart &&
      (event.args?.data?.isOutermostMainFrame ?? event.args?.data?.isMainFrame) &&
      (!navigationId || !event.args?.data?.navigationId || event.args.data.navigationId === navigationId),
  );
  const last = candidates.reduce(
    (/** @type {TraceEvent | null} */ latest, event) => (!latest || event.ts >= latest.ts ? event : latest),
    null,
  );
  if (!last) return null;
  const data = last.args?.data ?? {};
  return { ms: ms(last.ts - navigationStart), type: data.type, nodeName: data.nodeName, size: data.size, candidates: candidates.length };
}
