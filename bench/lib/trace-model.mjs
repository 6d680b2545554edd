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
const groupOf = (name) => GROUP_OF.get(name) ?? (/^(V8\.GC_|BlinkGC\.|CppGC\.)/.test(name) ? 'garbageCollection' : undefined);

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

const ms = (microseconds) => microseconds / 1000;
export const eventsOf = (trace) => (Array.isArray(trace) ? trace : trace.traceEvents);

/**
 * The renderer main thread that loaded `url`, and the navigation's start (µs, trace clock): the
 * first main-frame navigationStart of that URL (a later one with no URL is a frame's about:blank).
 */
export function findPageThread(events, url) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL === url,
  );
  if (!start) throw new Error(`the trace has no main-frame navigationStart of ${url}`);
  return { pid: start.pid, tid: start.tid, navigationStart: start.ts, navigationId: start.args.data.navigationId };
}

/**
 * The main thread's complete ('X') events between `start` and `end` (µs) nested by time, each
 * given its self time (its duration less its children's) and a group (its own or its parent's),
 * and the totals: per group, per script URL (compile on the main thread, evaluation = its
 * EvaluateScript less the compiles inside it), the top-level tasks and the long ones (> 50 ms).
 */
export function mainThreadBreakdown(events, { pid, tid, start = -Infinity, end = Infinity }) {
  const slices = events
    .filter(
      (event) =>
        event.ph === 'X' && event.pid === pid && event.tid === tid && typeof event.dur === 'number' && event.ts >= start && event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const groups = Object.fromEntries(Object.keys(GROUP_LABELS).map((group) => [group, 0]));
  /** @type {Record<string, { compileMs: number, evaluateMs: number, backgroundParseMs: number }>} */
  const scripts = {};
  const script = (url) => (scripts[url] ??= { compileMs: 0, evaluateMs: 0, backgroundParseMs: 0 });
  const tasks = [];
  /** @type {{event: object, end: number, group: string, childTime: number, evaluate?: object}[]} */
  const stack = [];
  const close = (frame) => {
    const self = Math.max(0, frame.event.dur - frame.childTime);
    groups[frame.group] += ms(self);
  };
  for (const event of slices) {
    while (stack.length && event.ts >= stack[stack.length - 1].end) close(stack.pop());
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
  while (stack.length) close(stack.pop());
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
      script(event.args.data.url).backgroundParseMs += ms(event.dur);
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
 */
export function cpuProfileOf(events, { pid, tid }) {
  const head = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!head) return null;
  const nodes = new Map();
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
 */
export function attributeSamples(profile, { start = -Infinity, end = Infinity, classify }) {
  /** @type {{ byOwner: Record<string, number>, byChunk: Record<string, number>, bySource: Record<string, number> }} */
  const self = { byOwner: {}, byChunk: {}, bySource: {} };
  /** @type {Record<string, number>} */
  const inclusive = {};
  let totalMs = 0;
  if (!profile) return { totalMs, self, inclusive };
  const add = (table, key, value) => {
    table[key] = (table[key] ?? 0) + value;
  };
  const frameCache = new Map();
  const frameOf = (id) => {
    if (!frameCache.has(id)) {
      const node = profile.nodes.get(id);
      const callFrame = node?.callFrame ?? {};
      const special = SPECIAL_FRAMES.has(callFrame.functionName) && !callFrame.url;
      const described = special
        ? { owner: callFrame.functionName, chunk: callFrame.functionName, source: callFrame.functionName }
        : classify(callFrame);
      frameCache.set(id, { ...described, parent: node?.parent });
    }
    return frameCache.get(id);
  };
  const { samples } = profile;
  for (let index = 0; index < samples.length - 1; index++) {
    const sample = samples[index];
    if (sample.ts < start || sample.ts >= end) continue;
    const weight = ms(Math.max(0, samples[index + 1].ts - sample.ts));
    const leaf = frameOf(sample.id);
    if (leaf.owner === '(root)') continue;
    totalMs += weight;
    add(self.byOwner, leaf.owner, weight);
    add(self.byChunk, leaf.chunk, weight);
    add(self.bySource, leaf.source, weight);
    const owners = new Set();
    for (let id = sample.id; id !== undefined; id = frameOf(id).parent) {
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
  const last = candidates.reduce((latest, event) => (!latest || event.ts >= latest.ts ? event : latest), null);
  if (!last) return null;
  const data = last.args.data;
  return { ms: ms(last.ts - navigationStart), type: data.type, nodeName: data.nodeName, size: data.size, candidates: candidates.length };
}
