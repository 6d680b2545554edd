// @ts-check
// The site's speed goals, judged from one `npm run bench` run (bench/run.mjs): each of our
// page types against the floor and the peer measured in the same run. Figures, not a test: the
// bench prints which goals a run meets and by how much it misses the others. No imports, so Jest
// loads it as is.

/**
 * The figures of a page the goals read: a bench/lib/lighthouse.mjs median.
 * @typedef {{ performance: number, tbtMs: number, cls: number, lcpMs: number, mainThreadMs: number, scriptKB: number }} Figures
 * @typedef {{ path: string, lighthouse: Figures }} MeasuredPage
 * @typedef {{ pages?: MeasuredPage[] }} Peer
 * @typedef {{ label: string, path: string, when: string, latencyMs?: number | null, worked?: string }} Tap
 * @typedef {{ control: string, path: string, when: string, latencyMs?: number | null, worked?: string, met: boolean | null }} TapRow
 * @typedef {{ name: string, value: number | string, target: string, met: boolean | null }} Goal
 * @typedef {{ path: string, goals: Goal[] }} GoalRow
 */

/** The goals' targets, each as the goal states it. */
export const GOALS = {
  /** Lighthouse performance: 100, and no median below 99. */
  performance: 99,
  tbtMs: 50,
  cls: 0,
  /** Main-thread work at most this times the peer's (its post for our post, its home for the rest). */
  mainThreadVsPeer: 1.2,
  /** First-load JS: no more than the peer home's on every page; within this of the floor's on these pages. */
  scriptVsFloorKB: 20,
  scriptVsFloorPages: ['/', '/kennisbank/', '/kennisbank/wat-is-een-vps/'],
  /** LCP at most the peer home's plus this share. */
  lcpVsPeerHome: 0.1,
  /** A tap's latency (Event Timing, INP's measure of one interaction) under 4× CPU: below this, at every moment. */
  inpMs: 100,
};

/**
 * The taps of bench/profile.mjs (each control while the page hydrates, at the load event and
 * idle, the median of the runs) against the INP goal: a row per control and moment; a tap that
 * did not take effect in every run misses it whatever its latency.
 * @param {Tap[]} interactions
 * @returns {TapRow[]}
 */
export function judgeTaps(interactions) {
  return interactions.map((tap) => {
    const latency = tap.latencyMs;
    const allWorked = /^(\d+)\/\1$/.test(tap.worked ?? '');
    return {
      control: tap.label,
      path: tap.path,
      when: tap.when,
      latencyMs: latency,
      worked: tap.worked,
      met: latency === null || latency === undefined ? null : allWorked && latency < GOALS.inpMs,
    };
  });
}

/**
 * The taps' goal table: a row per control and moment, "latency ✓" or "latency ✗".
 * @param {TapRow[]} rows
 */
export function tapsTable(rows) {
  const mark = (/** @type {boolean | null} */ met) => (met === null ? '' : met ? ' ✓' : ' ✗');
  const lines = [`| control | page | tapped | latency (< ${GOALS.inpMs} ms) | worked |`, '|---|---|---|---|---|'];
  for (const row of rows) {
    const latency = row.latencyMs === null || row.latencyMs === undefined ? '–' : `${Math.round(row.latencyMs)} ms`;
    lines.push(`| ${row.control} | ${row.path} | ${row.when} | ${latency}${mark(row.met)} | ${row.worked} |`);
  }
  const met = rows.filter((row) => row.met === true).length;
  lines.push('', `${met} of ${rows.filter((row) => row.met !== null).length} taps within the goal.`);
  return lines.join('\n');
}

/**
 * The peer's page each of ours is set against: its post for our post (the same path), its home otherwise.
 * @param {string} pathname
 * @param {Peer | null | undefined} peer
 * @returns {MeasuredPage | null}
 */
export function peerPageFor(pathname, peer) {
  if (!peer?.pages?.length) return null;
  return peer.pages.find((page) => page.path === pathname) ?? peer.pages.find((page) => page.path === '/') ?? peer.pages[0] ?? null;
}

/**
 * One row per page: each goal with the measured value, the target and whether it is met (null
 * when the run has nothing to compare with: no floor or no peer). `lighthouse` and
 * `lighthouseChromeUa` are bench/lib/lighthouse.mjs medians; a goal holds only if both user agents meet it.
 * @param {Array<MeasuredPage & { lighthouseChromeUa?: Figures | null }>} pages
 * @param {{ lighthouse: Figures } | null | undefined} floor
 * @param {Peer | null | undefined} peer
 * @returns {GoalRow[]}
 */
export function judgeGoals(pages, floor, peer) {
  const peerHome = peer?.pages?.find((page) => page.path === '/') ?? peer?.pages?.[0] ?? null;
  return pages.map((page) => {
    const runs = [page.lighthouse, page.lighthouseChromeUa].filter((run) => run !== null && run !== undefined);
    /** @type {(key: 'performance' | 'tbtMs' | 'cls' | 'lcpMs', pick: (...values: number[]) => number) => number} */
    const worst = (key, pick) => pick(...runs.map((run) => run[key]));
    const ours = page.lighthouse;
    const against = peerPageFor(page.path, peer)?.lighthouse ?? null;
    /** @type {Goal[]} */
    const goals = [];
    /** @type {(name: string, value: number | string, target: string, met: boolean | null) => void} */
    const add = (name, value, target, met) => {
      goals.push({ name, value, target, met });
    };
    const performance = worst('performance', Math.min);
    add('performance', performance, `≥ ${GOALS.performance}`, performance >= GOALS.performance);
    const tbt = worst('tbtMs', Math.max);
    add('TBT', `${Math.round(tbt)} ms`, `≤ ${GOALS.tbtMs} ms`, tbt <= GOALS.tbtMs);
    const cls = worst('cls', Math.max);
    add('CLS', String(cls), '0', cls <= GOALS.cls);
    if (against) {
      const ratio = ours.mainThreadMs / against.mainThreadMs;
      add('main thread ÷ peer', `${ratio.toFixed(2)}×`, `≤ ${GOALS.mainThreadVsPeer}×`, ratio <= GOALS.mainThreadVsPeer);
    } else add('main thread ÷ peer', '–', `≤ ${GOALS.mainThreadVsPeer}×`, null);
    if (peerHome) {
      const over = ours.scriptKB - peerHome.lighthouse.scriptKB;
      add('first-load JS − peer home', signedKB(over), '≤ 0 kB', over <= 0);
      const lcp = worst('lcpMs', Math.max);
      const limit = peerHome.lighthouse.lcpMs * (1 + GOALS.lcpVsPeerHome);
      add('LCP', `${(lcp / 1000).toFixed(2)} s`, `≤ ${(limit / 1000).toFixed(2)} s`, lcp <= limit);
    } else {
      add('first-load JS − peer home', '–', '≤ 0 kB', null);
      add('LCP', '–', '≤ peer home + 10 %', null);
    }
    if (GOALS.scriptVsFloorPages.includes(page.path)) {
      const over = floor ? ours.scriptKB - floor.lighthouse.scriptKB : null;
      add(
        'first-load JS − floor',
        over === null ? '–' : signedKB(over),
        `≤ ${GOALS.scriptVsFloorKB} kB`,
        over === null ? null : over <= GOALS.scriptVsFloorKB,
      );
    }
    return { path: page.path, goals };
  });
}

/** @param {number} value */
function signedKB(value) {
  return `${value > 0 ? '+' : ''}${value.toFixed(1)} kB`;
}

/**
 * The goals table of docs/performance.md: a row per page, a column per goal, "value ✓" or "value ✗".
 * @param {GoalRow[]} rows
 */
export function goalsTable(rows) {
  const names = [...new Set(rows.flatMap((row) => row.goals.map((goal) => goal.name)))];
  const targets = names.map((name) => rows.flatMap((row) => row.goals).find((goal) => goal.name === name)?.target ?? '');
  const mark = (/** @type {boolean | null} */ met) => (met === null ? '' : met ? ' ✓' : ' ✗');
  const lines = [
    `| page | ${names.map((name, index) => `${name} (${targets[index]})`).join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
  ];
  for (const row of rows) {
    const cells = names.map((name) => {
      const goal = row.goals.find((candidate) => candidate.name === name);
      if (!goal) return '';
      // The LCP limit is the same for every page; the others' targets are in the header.
      return `${goal.value}${mark(goal.met)}`;
    });
    lines.push(`| ${row.path} | ${cells.join(' | ')} |`);
  }
  const met = rows.flatMap((row) => row.goals).filter((goal) => goal.met === true).length;
  const judged = rows.flatMap((row) => row.goals).filter((goal) => goal.met !== null).length;
  lines.push('', `${met} of ${judged} goals met.`);
  return lines.join('\n');
}
