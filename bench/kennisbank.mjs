// @ts-check
// The Kennisbank at scale: for each post count, a cold `gatsby build` on the stand-in
// with that many generated posts added to the fixtures, measuring
//   - the overview's first visit without JavaScript's extra requests: /kennisbank/ HTML, its
//     page-data.json, and the listing's first-page JSON (lists/all/0.json; every chunk is one
//     page, the largest chunk is what any page of the overview costs);
//   - the search index (search.json), loaded only when a visitor searches;
//   - the build: wall time, peak memory (the sum of the resident memory of every process of the
//     build, sampled every 200 ms: gatsby forks workers; bench/lib/build.mjs), and Gatsby's own
//     step timings.
// Writes bench/results/kennisbank-<posts>.json and prints a Markdown table for docs/performance.md.
//   node bench/kennisbank.mjs --sizes 0,1000,10000      (extra posts on top of the fixtures)
//   npm run bench -- --kennisbank --sizes 0,1000
// Heavy: run it under `flock /tmp/heavy.lock`. Each size is a cold build (.cache and public removed).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startWordPress, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';
import { measuredBuild, prepareExtraPosts } from './lib/build.mjs';

/**
 * Sizes from `--sizes a,b,c` (extra posts on top of the fixtures); 0 is the fixtures alone.
 * @param {string[]} argv
 */
export function sizesFromArgs(argv) {
  const index = argv.indexOf('--sizes');
  const text = index > 0 ? argv[index + 1] : '0,1000,10000';
  if (text === undefined) throw new Error('--sizes needs a comma-separated list of post counts, e.g. --sizes 0,1000,10000');
  return text.split(',').map((value) => {
    const size = Number(value);
    if (!Number.isInteger(size) || size < 0) throw new Error(`--sizes: ${value} is not a whole number of posts`);
    return size;
  });
}

/**
 * A cold `gatsby build` against the stand-in: wall time, peak memory and Gatsby's step timings.
 * @param {import('../scripts/lib/processes.mjs').WordPressTask} wordpress
 */
async function coldBuild(wordpress) {
  const { lines, ...build } = await measuredBuild(wordpress, { cold: true });
  const listingLine = lines.findLast((line) => /Kennisbank listing/.test(line));
  /** @type {Record<string, number | string>} Gatsby's step timings, and the build's own line about the listing */
  const steps = build.steps;
  if (listingLine) steps.listingLine = listingLine.replace(/^.*Kennisbank listing/, 'Kennisbank listing');
  return { ...build, steps };
}

const sizeOf = (/** @type {string} */ file) => {
  const content = readFileSync(file);
  return { bytes: content.length, gzipBytes: gzipSync(content).length };
};

/**
 * Finds the listing manifest (listingManifest) anywhere in a page-data.json.
 * @param {unknown} value
 * @returns {{ total?: number } | null}
 */
function findManifest(value) {
  if (!value || typeof value !== 'object') return null;
  if ('listingManifest' in value && value.listingManifest && typeof value.listingManifest === 'object') return value.listingManifest;
  for (const child of Object.values(value)) {
    const found = findManifest(child);
    if (found) return found;
  }
  return null;
}

/** What the built site holds for the overview and the listing. */
function measureListing() {
  const publicDir = path.join(root, 'public');
  const listingRoot = path.join(publicDir, 'kennisbank-data');
  const [version, ...others] = readdirSync(listingRoot);
  if (!version || others.length)
    throw new Error(`expected one listing version in ${listingRoot}, found ${[version, ...others].join(', ')}`);
  const dir = path.join(listingRoot, version);
  /** @type {string[]} */
  const chunkFiles = [];
  for (const list of readdirSync(path.join(dir, 'lists'))) {
    for (const file of readdirSync(path.join(dir, 'lists', list))) chunkFiles.push(path.join(dir, 'lists', list, file));
  }
  const chunkSizes = chunkFiles.map((file) => statSync(file).size);
  const pageDataFile = path.join(publicDir, 'page-data', 'kennisbank', 'page-data.json');
  const pageData = JSON.parse(readFileSync(pageDataFile, 'utf8'));
  const postPages = readdirSync(path.join(publicDir, 'kennisbank'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
  return {
    version,
    posts: findManifest(pageData)?.total ?? null,
    postPages,
    overviewHtml: sizeOf(path.join(publicDir, 'kennisbank', 'index.html')),
    overviewPageData: sizeOf(pageDataFile),
    firstPageJson: sizeOf(path.join(dir, 'lists', 'all', '0.json')),
    largestChunkBytes: Math.max(...chunkSizes),
    searchIndex: sizeOf(path.join(dir, 'search.json')),
    listingFiles: chunkFiles.length + 1,
    listingBytes: chunkSizes.reduce((sum, bytes) => sum + bytes, 0) + statSync(path.join(dir, 'search.json')).size,
  };
}

/** @param {number} extraPosts */
async function benchSize(extraPosts) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { WORDPRESS_SMTP_PORT: '0' };
  if (extraPosts) {
    env.WORDPRESS_EXTRA_POSTS = prepareExtraPosts(extraPosts).file;
  }
  const wordpress = await startWordPress({ port: Number(process.env.BENCH_WORDPRESS_PORT || 8791), quiet: true, env });
  try {
    const build = await coldBuild(wordpress);
    return { date: new Date().toISOString(), machine: '2 cores, 24 GiB', extraPosts, ...measureListing(), ...build };
  } finally {
    await stopAll();
  }
}

const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const withGzip = (/** @type {{ bytes: number, gzipBytes: number }} */ size) => `${kB(size.bytes)} (${kB(size.gzipBytes)} gz)`;

/**
 * The table of docs/performance.md: a column per size, a row per measure.
 * @param {Array<Awaited<ReturnType<typeof benchSize>>>} unsorted
 */
export function markdownTable(unsorted) {
  const results = [...unsorted].sort((a, b) => a.extraPosts - b.extraPosts);
  /** @type {Array<[string, (result: Awaited<ReturnType<typeof benchSize>>) => string]>} */
  const rows = [
    ['posts (post pages)', (result) => `${result.posts?.toLocaleString('en') ?? '?'} (${result.postPages.toLocaleString('en')})`],
    ['/kennisbank/ HTML', (result) => withGzip(result.overviewHtml)],
    ['/kennisbank/ page-data.json', (result) => withGzip(result.overviewPageData)],
    ['first-page JSON (lists/all/0.json)', (result) => withGzip(result.firstPageJson)],
    [
      'HTML + page-data + first-page JSON',
      (result) => kB(result.overviewHtml.bytes + result.overviewPageData.bytes + result.firstPageJson.bytes),
    ],
    ['largest chunk (any page of any list)', (result) => kB(result.largestChunkBytes)],
    ['search index (search.json, on first search)', (result) => withGzip(result.searchIndex)],
    ['listing files (count, total)', (result) => `${result.listingFiles.toLocaleString('en')}, ${kB(result.listingBytes)}`],
    ['cold build', (result) => `${result.buildS.toFixed(0)} s`],
    [
      'of which sourcing',
      (result) => {
        const sourcing = result.steps['source and transform nodes'];
        return typeof sourcing === 'number' && sourcing ? `${sourcing.toFixed(0)} s` : 'n/a';
      },
    ],
    ['peak memory (all build processes)', (result) => `${result.peakMemoryMB.toLocaleString('en')} MB`],
  ];
  return [
    `| measure | ${results.map((result) => `+${result.extraPosts.toLocaleString('en')} posts`).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...rows.map(([label, cell]) => `| ${label} | ${results.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** @param {string[]} argv */
export async function benchKennisbank(argv) {
  const results = [];
  for (const size of sizesFromArgs(argv)) {
    console.log(`Kennisbank bench: cold build with ${size} extra posts…`);
    const result = await benchSize(size);
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'results', `kennisbank-${size}.json`), `${JSON.stringify(result, null, 2)}\n`);
    results.push(result);
  }
  console.log(`\n${markdownTable(results)}`);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stopChildrenOnSignals();
  benchKennisbank(process.argv).catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}
