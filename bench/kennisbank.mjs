// The Kennisbank at scale (issue 12): for each post count, a cold `gatsby build` on the stand-in
// with that many generated posts added to the fixtures, measuring
//   - the overview's first visit without JavaScript's extra requests: /kennisbank/ HTML, its
//     page-data.json, and the listing's first-page JSON (lists/all/0.json; every chunk is one
//     page, the largest chunk is what any page of the overview costs);
//   - the search index (search.json), loaded only when a visitor searches;
//   - the build: wall time, peak memory (the sum of the resident memory of every process of the
//     build, sampled every 200 ms: gatsby forks workers), and Gatsby's own step timings.
// Writes bench/results/kennisbank-<posts>.json and prints a Markdown table for the README.
//   node bench/kennisbank.mjs --sizes 0,1000,10000      (extra posts on top of the fixtures)
//   npm run bench -- --kennisbank --sizes 0,1000
// Heavy: run it under `flock /tmp/heavy.lock`. Each size is a cold build (.cache and public removed).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { bin, root, start, startWordPress, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';

const SAMPLE_MS = 200;

/** Sizes from `--sizes a,b,c` (extra posts on top of the fixtures); 0 is the fixtures alone. */
export function sizesFromArgs(argv) {
  const index = argv.indexOf('--sizes');
  const text = index > 0 ? argv[index + 1] : '0,1000,10000';
  return text.split(',').map((value) => {
    const size = Number(value);
    if (!Number.isInteger(size) || size < 0) throw new Error(`--sizes: ${value} is not a whole number of posts`);
    return size;
  });
}

/** Resident memory (bytes) of every process in the process group `pgid`, summed; 0 when gone. */
function groupRss(pgid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(status);
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      /* the process ended while we read it */
    }
  }
  return total;
}

/** A cold `gatsby build` against the stand-in: wall time, peak memory and Gatsby's step timings. */
async function coldBuild(wordpress) {
  for (const dir of ['.cache', 'public']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const build = start('', bin('gatsby'), ['build'], { env: { WPGRAPHQL_URL: wordpress.graphqlUrl, CI: '1' }, quiet: true });
  const steps = {};
  build.onLine((line) => {
    // "success source and transform nodes - 12.345s" (gatsby-cli's plain reporter, CI set)
    const match = /success (.+?) - ([\d.]+)s/.exec(stripVTControlCharacters(line));
    if (match) steps[match[1]] = (steps[match[1]] ?? 0) + Number(match[2]);
    if (/Kennisbank listing/.test(line)) steps.listingLine = line.replace(/^.*Kennisbank listing/, 'Kennisbank listing');
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, groupRss(build.child.pid));
  }, SAMPLE_MS);
  const first = await Promise.race([build.exited.then((result) => ({ who: 'build', ...result })), wordpress.exited.then((result) => ({ who: 'wordpress', ...result }))]);
  clearInterval(sampler);
  if (first.who !== 'build' || first.code !== 0) throw new Error(`gatsby build failed (${first.who}: exit code ${first.code})`);
  return { buildS: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peak / 1024 / 1024), steps };
}

const sizeOf = (file) => {
  const content = readFileSync(file);
  return { bytes: content.length, gzipBytes: gzipSync(content).length };
};

/** Finds the listing manifest (listingManifest) anywhere in a page-data.json. */
function findManifest(value) {
  if (!value || typeof value !== 'object') return null;
  if (value.listingManifest && typeof value.listingManifest === 'object') return value.listingManifest;
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
  if (!version || others.length) throw new Error(`expected one listing version in ${listingRoot}, found ${[version, ...others].join(', ')}`);
  const dir = path.join(listingRoot, version);
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

async function benchSize(extraPosts) {
  const env = { WORDPRESS_SMTP_PORT: '0' };
  if (extraPosts) {
    const file = path.join(root, '.data', 'content', `posts-${extraPosts}.json`);
    execFileSync(process.execPath, ['mocks/content/generate.ts', '--posts', String(extraPosts), '--out', file], { cwd: root, stdio: 'inherit' });
    env.WORDPRESS_EXTRA_POSTS = file;
  }
  const wordpress = await startWordPress({ port: Number(process.env.BENCH_WORDPRESS_PORT || 8791), quiet: true, env });
  try {
    const build = await coldBuild(wordpress);
    return { date: new Date().toISOString(), machine: '2 cores, 24 GiB', extraPosts, ...measureListing(), ...build };
  } finally {
    await stopAll();
  }
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const withGzip = (size) => `${kB(size.bytes)} (${kB(size.gzipBytes)} gz)`;

export function markdownTable(unsorted) {
  const results = [...unsorted].sort((a, b) => a.extraPosts - b.extraPosts);
  const rows = [
    ['posts (post pages)', (result) => `${result.posts?.toLocaleString('en') ?? '?'} (${result.postPages.toLocaleString('en')})`],
    ['/kennisbank/ HTML', (result) => withGzip(result.overviewHtml)],
    ['/kennisbank/ page-data.json', (result) => withGzip(result.overviewPageData)],
    ['first-page JSON (lists/all/0.json)', (result) => withGzip(result.firstPageJson)],
    ['HTML + page-data + first-page JSON', (result) => kB(result.overviewHtml.bytes + result.overviewPageData.bytes + result.firstPageJson.bytes)],
    ['largest chunk (any page of any list)', (result) => kB(result.largestChunkBytes)],
    ['search index (search.json, on first search)', (result) => withGzip(result.searchIndex)],
    ['listing files (count, total)', (result) => `${result.listingFiles.toLocaleString('en')}, ${kB(result.listingBytes)}`],
    ['cold build', (result) => `${result.buildS.toFixed(0)} s`],
    ['of which sourcing', (result) => (result.steps['source and transform nodes'] ? `${result.steps['source and transform nodes'].toFixed(0)} s` : 'n/a')],
    ['peak memory (all build processes)', (result) => `${result.peakMemoryMB.toLocaleString('en')} MB`],
  ];
  return [
    `| measure | ${results.map((result) => `+${result.extraPosts.toLocaleString('en')} posts`).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...rows.map(([label, cell]) => `| ${label} | ${results.map(cell).join(' | ')} |`),
  ].join('\n');
}

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
