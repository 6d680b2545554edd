import { attributeSamples, cpuProfileOf, findPageThread, lcpFromTrace, mainThreadBreakdown } from './trace-model.mjs';

const URL_HOME = 'http://127.0.0.1:9005/';
const APP = 'http://127.0.0.1:9005/app-0123456789abcdef0123.js';
const MAIN = { pid: 10, tid: 10 };

/** A complete event of the main thread (ts and dur in µs). */
const slice = (name: string, ts: number, dur: number, data?: object) => ({
  ...MAIN,
  ph: 'X',
  name,
  ts,
  dur,
  ...(data ? { args: { data } } : {}),
});

/**
 * A hand-made page load (µs from 1,000,000): the navigation, a 100 ms task evaluating app.js (a
 * 10 ms compile inside, 60 ms of calls under it of which a 5 ms GC), a 70 ms rendering task
 * (style 20, layout 30, paint 10, 10 in the task itself) and two events of another process.
 */
const events = [
  {
    ...MAIN,
    ph: 'R',
    name: 'navigationStart',
    ts: 1_000_000,
    args: { data: { documentLoaderURL: URL_HOME, isLoadingMainFrame: true, navigationId: 'N1' } },
  },
  {
    ...MAIN,
    ph: 'R',
    name: 'navigationStart',
    ts: 1_000_500,
    args: { data: { documentLoaderURL: '', isLoadingMainFrame: true, navigationId: 'N2' } },
  },
  slice('RunTask', 1_010_000, 100_000),
  slice('EvaluateScript', 1_010_000, 100_000, { url: APP }),
  slice('v8.compile', 1_010_000, 10_000, { url: APP }),
  slice('FunctionCall', 1_030_000, 60_000, { url: APP }),
  slice('MinorGC', 1_040_000, 5_000),
  slice('RunTask', 1_200_000, 70_000),
  slice('UpdateLayoutTree', 1_200_000, 20_000),
  slice('Layout', 1_220_000, 30_000),
  slice('Paint', 1_250_000, 10_000),
  { pid: 10, tid: 77, ph: 'X', name: 'v8.parseOnBackground', ts: 1_005_000, dur: 8_000, args: { data: { url: APP } } },
  { pid: 99, tid: 99, ph: 'X', name: 'Layout', ts: 1_220_000, dur: 500_000 },
  {
    ...MAIN,
    ph: 'R',
    name: 'largestContentfulPaint::Candidate',
    ts: 1_150_000,
    args: { data: { isOutermostMainFrame: true, navigationId: 'N1', type: 'text', nodeName: 'H1', size: 100 } },
  },
  {
    ...MAIN,
    ph: 'R',
    name: 'largestContentfulPaint::Candidate',
    ts: 1_300_000,
    args: { data: { isOutermostMainFrame: true, navigationId: 'N1', type: 'image', nodeName: 'IMG', size: 900 } },
  },
  {
    ...MAIN,
    ph: 'R',
    name: 'largestContentfulPaint::Candidate',
    ts: 1_400_000,
    args: { data: { isOutermostMainFrame: false, navigationId: 'N1', type: 'image', nodeName: 'IFRAME IMG', size: 5000 } },
  },
];

describe('findPageThread', () => {
  it("finds the main thread and start of the page's own navigation", () => {
    expect(findPageThread(events, URL_HOME)).toEqual({ pid: 10, tid: 10, navigationStart: 1_000_000, navigationId: 'N1' });
    expect(() => findPageThread(events, 'http://127.0.0.1:9005/other/')).toThrow(/no main-frame navigationStart/);
  });
});

describe('mainThreadBreakdown', () => {
  const result = mainThreadBreakdown(events, { ...MAIN, start: 1_000_000 });

  it('gives every event its self time in its own group or its parent’s', () => {
    expect(result.totalMs).toBe(170);
    expect(result.groups).toEqual({
      // Evaluate: 100 less the compile (10) and the GC (5).
      scriptEvaluation: 85,
      scriptParseCompile: 10,
      style: 20,
      layout: 30,
      paintComposite: 10,
      parseHTML: 0,
      garbageCollection: 5,
      // The rendering task's own 10 ms.
      other: 10,
    });
  });

  it('splits a script into its main-thread compile, its evaluation without that compile, and its background parse', () => {
    expect(result.scripts[APP]).toEqual({ compileMs: 10, evaluateMs: 90, backgroundParseMs: 8 });
  });

  it('counts long tasks and their time over 50 ms', () => {
    expect(result.taskCount).toBe(2);
    expect(result.longTaskCount).toBe(2);
    expect(result.blockingMs).toBe(50 + 20);
  });

  it('cuts a child that overruns its parent at the parent’s end', () => {
    const overrun = mainThreadBreakdown([slice('RunTask', 0, 10_000), slice('Layout', 5_000, 9_000)], MAIN);
    expect(overrun.totalMs).toBe(10);
    expect(overrun.groups.layout).toBe(5);
    expect(overrun.groups.other).toBe(5);
  });

  it('leaves out what happened before the window', () => {
    expect(mainThreadBreakdown(events, { ...MAIN, start: 1_150_000 }).totalMs).toBe(70);
  });
});

describe('cpuProfileOf and attributeSamples', () => {
  const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
    functionName,
    url,
    lineNumber,
    columnNumber,
    scriptId: 1,
  });
  // (root) → app's start → react-dom's work loop → a component → styled-components; GC and program beside.
  const profileEvents = [
    { ...MAIN, ph: 'P', name: 'Profile', id: '0x1', ts: 999_000, args: { data: { startTime: 1_000_000 } } },
    {
      pid: 10,
      tid: 55,
      ph: 'P',
      name: 'ProfileChunk',
      id: '0x1',
      ts: 1_000_100,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, parent: 1, callFrame: frame('start', APP, 0, 10) },
              { id: 3, parent: 2, callFrame: frame('workLoop', 'http://h/framework-0123456789abcdef0123.js', 0, 500) },
            ],
            samples: [2, 3],
          },
          timeDeltas: [0, 1_000],
        },
      },
    },
    {
      pid: 10,
      tid: 55,
      ph: 'P',
      name: 'ProfileChunk',
      id: '0x1',
      ts: 1_010_000,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 4, parent: 3, callFrame: frame('Card', 'http://h/commons-0123456789abcdef0123.js', 0, 40) },
              { id: 5, parent: 4, callFrame: frame('generate', APP, 0, 900) },
              { id: 6, parent: 1, callFrame: frame('(garbage collector)') },
              { id: 7, parent: 1, callFrame: frame('(program)') },
            ],
            samples: [4, 5, 5, 6, 7, 1],
          },
          timeDeltas: [2_000, 3_000, 1_000, 4_000, 2_000, 1_000],
        },
      },
    },
    // Another process's profile with the same id is not ours.
    {
      pid: 11,
      tid: 55,
      ph: 'P',
      name: 'ProfileChunk',
      id: '0x1',
      ts: 1_010_000,
      args: { data: { cpuProfile: { nodes: [], samples: [1] }, timeDeltas: [1] } },
    },
  ];
  const owners: Record<string, string> = {
    start: 'gatsby (runtime)',
    workLoop: 'react-dom',
    Card: 'site: src/blocks',
    generate: 'styled-components',
  };
  const classify = (callFrame: { functionName: string; url: string }) => ({
    owner: owners[callFrame.functionName] ?? '?',
    chunk: new URL(callFrame.url).pathname.slice(1).split('-')[0] ?? '?',
    source: `${callFrame.functionName}.js`,
  });

  it('puts the chunks of one thread together with each sample’s time', () => {
    const profile = cpuProfileOf(profileEvents, MAIN)!;
    expect(profile.nodes.size).toBe(7);
    expect(profile.samples.map((sample: { id: number; ts: number }) => [sample.id, sample.ts - 1_000_000])).toEqual([
      [2, 0],
      [3, 1_000],
      [4, 3_000],
      [5, 6_000],
      [5, 7_000],
      [6, 11_000],
      [7, 13_000],
      [1, 14_000],
    ]);
    expect(cpuProfileOf(profileEvents, { pid: 12, tid: 12 })).toBeNull();
  });

  it('weighs each sample by the time to the next, by its own function and by everything on its stack', () => {
    const result = attributeSamples(cpuProfileOf(profileEvents, MAIN), { classify });
    expect(result.self.byOwner).toEqual({
      'gatsby (runtime)': 1,
      'react-dom': 2,
      'site: src/blocks': 3,
      'styled-components': 5,
      '(garbage collector)': 2,
      '(program)': 1,
    });
    expect(result.totalMs).toBe(14);
    // React's work loop holds the component and its style generation: 2 + 3 + 5.
    expect(result.inclusive['react-dom']).toBe(10);
    expect(result.inclusive['gatsby (runtime)']).toBe(11);
    expect(result.inclusive['styled-components']).toBe(5);
    expect(result.self.byChunk).toEqual({ app: 6, framework: 2, commons: 3, '(garbage collector)': 2, '(program)': 1 });
  });

  it('keeps to the window', () => {
    const result = attributeSamples(cpuProfileOf(profileEvents, MAIN), { classify, start: 1_006_000, end: 1_011_000 });
    expect(result.self.byOwner).toEqual({ 'styled-components': 5 });
  });

  it('gives nothing without a profile', () => {
    expect(attributeSamples(null, { classify }).totalMs).toBe(0);
  });
});

describe('lcpFromTrace', () => {
  it('takes the last candidate of the outermost main frame, from the navigation start', () => {
    expect(lcpFromTrace(events, { pid: 10, navigationStart: 1_000_000, navigationId: 'N1' })).toEqual({
      ms: 300,
      type: 'image',
      nodeName: 'IMG',
      size: 900,
      candidates: 2,
    });
    expect(lcpFromTrace(events, { pid: 10, navigationStart: 1_000_000, navigationId: 'N9' })).toBeNull();
  });
});
