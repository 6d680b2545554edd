import { goalsTable, judgeGoals, judgeTaps, peerPageFor, tapsTable } from './goals.mjs';

const lighthouse = (change: Record<string, number> = {}) => ({
  performance: 100,
  tbtMs: 40,
  cls: 0,
  mainThreadMs: 1000,
  scriptKB: 80,
  lcpMs: 1400,
  ...change,
});
const floor = { lighthouse: lighthouse({ scriptKB: 69 }) };
const peer = {
  pages: [
    { path: '/', lighthouse: lighthouse({ scriptKB: 90, mainThreadMs: 900, lcpMs: 1500 }) },
    { path: '/kennisbank/wat-is-een-vps/', lighthouse: lighthouse({ mainThreadMs: 1200 }) },
  ],
};
interface Row {
  path: string;
  goals: Array<{ name: string; value: unknown; target: string; met: boolean | null }>;
}
const goal = (rows: Row[], path: string, name: string) => rows.find((row) => row.path === path)!.goals.find((item) => item.name === name);

describe('judgeGoals', () => {
  it('sets our post against the peer’s post and every other page against its home', () => {
    expect(peerPageFor('/kennisbank/wat-is-een-vps/', peer)!.path).toBe('/kennisbank/wat-is-een-vps/');
    expect(peerPageFor('/contact/', peer)!.path).toBe('/');
    expect(peerPageFor('/', null)).toBeNull();
  });

  it('meets a goal only when both user agents do', () => {
    const rows = judgeGoals(
      [{ path: '/contact/', lighthouse: lighthouse(), lighthouseChromeUa: lighthouse({ performance: 97, tbtMs: 130, lcpMs: 1700 }) }],
      floor,
      peer,
    );
    expect(goal(rows, '/contact/', 'performance')).toMatchObject({ value: 97, met: false });
    expect(goal(rows, '/contact/', 'TBT')).toMatchObject({ value: '130 ms', met: false });
    // The peer home's LCP + 10 %: 1.65 s.
    expect(goal(rows, '/contact/', 'LCP')).toMatchObject({ value: '1.70 s', target: '≤ 1.65 s', met: false });
  });

  it('judges main-thread work, first-load JS against the peer home and, on three pages, the floor', () => {
    const rows = judgeGoals(
      [
        { path: '/', lighthouse: lighthouse({ scriptKB: 95, mainThreadMs: 1080 }), lighthouseChromeUa: lighthouse() },
        { path: '/kennisbank/wat-is-een-vps/', lighthouse: lighthouse({ mainThreadMs: 1500 }), lighthouseChromeUa: lighthouse() },
        { path: '/contact/', lighthouse: lighthouse(), lighthouseChromeUa: lighthouse() },
      ],
      floor,
      peer,
    );
    expect(goal(rows, '/', 'main thread ÷ peer')).toMatchObject({ value: '1.20×', met: true });
    expect(goal(rows, '/kennisbank/wat-is-een-vps/', 'main thread ÷ peer')).toMatchObject({ value: '1.25×', met: false });
    expect(goal(rows, '/', 'first-load JS − peer home')).toMatchObject({ value: '+5.0 kB', met: false });
    expect(goal(rows, '/', 'first-load JS − floor')).toMatchObject({ value: '+26.0 kB', met: false });
    expect(goal(rows, '/contact/', 'first-load JS − floor')).toBeUndefined();
    expect(goal(rows, '/contact/', 'first-load JS − peer home')).toMatchObject({ value: '-10.0 kB', met: true });
  });

  it('leaves a goal unjudged without the peer or the floor, and counts only judged goals in the table', () => {
    const rows = judgeGoals([{ path: '/', lighthouse: lighthouse(), lighthouseChromeUa: lighthouse() }], null, null);
    expect(goal(rows, '/', 'LCP')!.met).toBeNull();
    const table = goalsTable(rows);
    expect(table).toContain('| / | 100 ✓ | 40 ms ✓ | 0 ✓ | – | – | – | – |');
    expect(table).toContain('3 of 3 goals met.');
  });
});

describe('judgeTaps', () => {
  const tap = (change: Record<string, unknown> = {}) => ({
    label: 'header menu button (mobile menu)',
    path: '/',
    when: 'hydrating',
    latencyMs: 64,
    worked: '3/3',
    ...change,
  });

  it('meets the INP goal below 100 ms, and only when the tap took effect in every run', () => {
    const rows = judgeTaps([tap(), tap({ when: 'load', latencyMs: 100 }), tap({ when: 'idle', worked: '2/3' }), tap({ latencyMs: null })]);
    expect(rows.map((row: { met: boolean | null }) => row.met)).toEqual([true, false, false, null]);
    const table = tapsTable(rows);
    expect(table).toContain('| header menu button (mobile menu) | / | hydrating | 64 ms ✓ | 3/3 |');
    expect(table).toContain('| header menu button (mobile menu) | / | idle | 64 ms ✗ | 2/3 |');
    expect(table).toContain('1 of 3 taps within the goal.');
  });
});
