// @ts-check
// The pure parts of the build-scale bench (bench/scale.mjs): its arguments, what a build's output
// and the stand-in's log say was sourced, and the table of docs/performance.md. No imports, so Jest loads it as is.

/**
 * @typedef {{ originals: number, renditionsMade: number, renditionsCached: number }} MediaRequests
 * @typedef {{ action: string, type: string, title: string, databaseId: number }} SourcedChange
 * One measured build of the table (bench/lib/build.mjs measuredBuild, with what scale.mjs adds).
 * @typedef {{
 *   buildS: number, peakMemoryMB: number, peakPssMB?: number, peakAfterStep?: string, standInPeakMemoryMB: number,
 *   steps: Partial<Record<string, number>>, media?: MediaRequests,
 * }} ScaleBuild
 * @typedef {{
 *   extraPosts: number, distinctImages: number, mediaPreparedS: number, cold: ScaleBuild, warm: ScaleBuild,
 *   incremental: ScaleBuild & { sourcedChanges: Array<Omit<SourcedChange, 'title'>>, onlyThatPost: boolean },
 * }} ScaleResult
 */

/**
 * The stand-in's media requests, from its log: originals served, and renditions of its image
 * service made or taken from its disk cache ("GET /wp-content/uploads/…?width=20 200 2.1ms image
 * 20x11 image/jpeg made", uploads-route.ts).
 * @param {string[]} lines
 * @returns {MediaRequests}
 */
export function mediaRequests(lines) {
  const counts = { originals: 0, renditionsMade: 0, renditionsCached: 0 };
  for (const line of lines) {
    if (!/\] GET \/wp-content\/uploads\//.test(line)) continue;
    const rendition = / image \S+ \S+ (made|cached)$/.exec(line);
    if (!rendition) counts.originals += 1;
    else if (rendition[1] === 'made') counts.renditionsMade += 1;
    else counts.renditionsCached += 1;
  }
  return counts;
}

/**
 * Post counts from `--posts a,b,c` (generated posts on top of the fixtures).
 * @param {string[]} argv
 */
export function postCountsFromArgs(argv) {
  const index = argv.indexOf('--posts');
  const text = index > 0 ? argv[index + 1] : undefined;
  if (!text) throw new Error('--posts needs a count or a comma-separated list of counts, e.g. --posts 30,1000,10000');
  return text.split(',').map((value) => {
    const count = Number(value.replaceAll('_', ''));
    if (!Number.isInteger(count) || count < 1) throw new Error(`--posts: ${value} is not a whole number of posts (1 or more)`);
    return count;
  });
}

/**
 * The nodes gatsby-source-wordpress re-sourced from action monitor actions, from a build's output:
 * it logs "<action> <type> <title> (#<databaseId>)" for each, after " gatsby-source-wordpress " (verbose,
 * the default) or "[gatsby-source-wordpress]"
 * (steps/source-nodes/update-nodes/wp-actions/update.js and delete.js).
 * @param {string[]} lines
 */
export function sourcedChanges(lines) {
  /** @type {SourcedChange[]} */
  const changes = [];
  for (const line of lines) {
    const match = /gatsby-source-wordpress\]?\s+(create|update|delete) (\w+) (.*) \(#(\d+)\)\s*$/.exec(line);
    // Every group of the pattern takes part in a match.
    const [, action = '', type = '', title = '', databaseId] = match ?? [];
    if (match) changes.push({ action, type, title, databaseId: Number(databaseId) });
  }
  return changes;
}

/**
 * The stand-in's GraphQL requests by operation name, from its log ("POST /graphql 200 3.1ms NAME").
 * @param {string[]} lines
 */
export function requestsByOperation(lines) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const line of lines) {
    const operation = /\] POST \/graphql\S* \d+\S* [\d.]+ms (\S+)/.exec(line)?.[1];
    if (operation) counts[operation] = (counts[operation] ?? 0) + 1;
  }
  return counts;
}

const seconds = (/** @type {number} */ value) => (value >= 100 ? `${value.toFixed(0)} s` : `${value.toFixed(1)} s`);
const megabytes = (/** @type {number} */ value) => `${value.toLocaleString('en')} MB`;
const sourcing = (/** @type {ScaleBuild} */ build) => {
  const step = build.steps['source and transform nodes'];
  return step !== undefined ? seconds(step) : 'n/a';
};

/**
 * The table of docs/performance.md: a column per post count, a row per measure.
 * @param {ScaleResult[]} unsorted
 */
export function markdownTable(unsorted) {
  const results = [...unsorted].sort((a, b) => a.extraPosts - b.extraPosts);
  /** @type {Array<[string, (result: ScaleResult) => string]>} */
  const rows = [
    [
      'generated posts, each with its own image',
      (result) => `${result.extraPosts.toLocaleString('en')} (${result.distinctImages.toLocaleString('en')} images)`,
    ],
    ['images drawn into the stand-in (once, then kept)', (result) => seconds(result.mediaPreparedS)],
    ['cold build (no .cache, no public)', (result) => seconds(result.cold.buildS)],
    ['of which sourcing', (result) => sourcing(result.cold)],
    [
      'stand-in: image renditions made / from its disk cache',
      (result) =>
        result.cold.media
          ? `${result.cold.media.renditionsMade.toLocaleString('en')} / ${result.cold.media.renditionsCached.toLocaleString('en')}`
          : 'n/a',
    ],
    ['peak memory, cold (gatsby + workers, RSS summed)', (result) => megabytes(result.cold.peakMemoryMB)],
    [
      'the same without counting shared pages twice (PSS)',
      (result) => (result.cold.peakPssMB === undefined ? 'n/a' : megabytes(result.cold.peakPssMB)),
    ],
    ['peak reached after the step', (result) => result.cold.peakAfterStep ?? 'n/a'],
    ['warm build (nothing changed)', (result) => seconds(result.warm.buildS)],
    ['peak memory, warm', (result) => megabytes(result.warm.peakMemoryMB)],
    ['incremental build (1 post changed)', (result) => seconds(result.incremental.buildS)],
    ['of which sourcing', (result) => sourcing(result.incremental)],
    [
      're-sourced in the incremental build',
      (result) =>
        `${result.incremental.sourcedChanges.map((change) => `${change.action} ${change.type} #${change.databaseId}`).join(', ') || 'nothing'}${result.incremental.onlyThatPost ? ' (only the edited post)' : ' (NOT only the edited post)'}`,
    ],
    ['peak memory, incremental', (result) => megabytes(result.incremental.peakMemoryMB)],
    [
      'stand-in peak memory (apart)',
      (result) =>
        megabytes(Math.max(result.cold.standInPeakMemoryMB, result.warm.standInPeakMemoryMB, result.incremental.standInPeakMemoryMB)),
    ],
  ];
  return [
    `| measure | ${results.map((result) => `+${result.extraPosts.toLocaleString('en')} posts`).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...rows.map(([label, cell]) => `| ${label} | ${results.map(cell).join(' | ')} |`),
  ].join('\n');
}
