#!/usr/bin/env node
// The Kennisbank's search index at scale, without a Gatsby build: the 33 fixture posts plus N
// generated ones (mocks/content/generate.ts) go through the build's own path (the PostCard
// mapping src/build/kennisbank.ts uses, fixtureListingSource → buildListing → buildSearchIndex),
// and the search.json it writes is measured:
//   - its size, raw and gzip (what a visitor downloads on the first search);
//   - the time to build it (at build time);
//   - the time to the first result in a fresh process: loadSearchIndex (JSON.parse +
//     MiniSearch.loadJSON, as the browser's client.ts) plus the first searchPositions, the median
//     of --runs fresh processes (Node, no network: a browser adds the download);
//   - every query of mocks/content/search-queries.ts once loaded (median of 5): its time, its
//     hits, and whether it still finds the fixture posts it must find and none it must not
//     (among the fixture posts; the generated ones add hits of their own).
//   node bench/search-index.ts [--posts 10000] [--runs 5] [--query backup] [--out bench/results/search-index-10000.json]
//     [--search bench/.search-before.ts]   another search.ts in this one's place (an older one from git,
//                                          put inside the repository so it finds minisearch), for a before/after
// Light: one CPU-bound process at a time, some seconds at 10,000 posts. Exit code 1 when a query
// misses its fixture posts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import '../scripts/lib/resolve-ts.ts';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    search: { type: 'string' },
    posts: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string' },
    // Internal: time one load and first query of the index in this (fresh) process.
    'first-result': { type: 'string' },
    query: { type: 'string', default: 'backup' },
  },
});

const searchModule = values.search ? path.resolve(values.search) : new URL('../src/kennisbank/listing/search.ts', import.meta.url).pathname;
const { buildSearchIndex, loadSearchIndex, searchPositions } = (await import(
  searchModule
)) as typeof import('../src/kennisbank/listing/search.ts');

/** The first query a visitor makes (--query; by default 'backup', a typical one). */
const FIRST_QUERY = values.query;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

if (values['first-result']) {
  // A fresh process: nothing of MiniSearch's load or search path has run yet, as in the browser.
  const json = readFileSync(values['first-result'], 'utf8');
  const started = performance.now();
  const index = loadSearchIndex(json);
  const loaded = performance.now();
  const hits = searchPositions(index, FIRST_QUERY, []).length;
  const done = performance.now();
  console.log(JSON.stringify({ loadMs: loaded - started, firstQueryMs: done - loaded, hits }));
  process.exit(0);
}

const { generatePosts } = await import('../mocks/content/generate.ts');
const { content } = await import('../mocks/content/index.ts');
const { fixtureListingSource } = await import('../mocks/content/gatsby-shape.ts');
const { buildListing, listingLists } = await import('../src/kennisbank/listing/build.ts');
const { chunkPath, searchIndexPath } = await import('../src/kennisbank/listing/types.ts');
const { SEARCH_QUERY_CASES } = await import('../mocks/content/search-queries.ts');

const extra = Number(values.posts);
if (!Number.isInteger(extra) || extra < 0) throw new Error(`--posts: ${values.posts} is not a whole number`);
const runs = Math.max(1, Number(values.runs) || 5);

const source = fixtureListingSource({ posts: [...content.posts, ...generatePosts(extra)] });
// The index alone first, as the build makes it once (with --search, by the other module), from the
// posts in 'all' order as buildListing gives them; then the whole listing, whose search.json it is.
const posts = listingLists(source).posts;
let started = performance.now();
const json = buildSearchIndex(posts);
const buildIndexMs = performance.now() - started;
started = performance.now();
const { files, manifest } = buildListing(source, 'bench');
const buildListingMs = performance.now() - started;
if (!values.search && json !== files.get(searchIndexPath('bench')))
  throw new Error('buildSearchIndex and buildListing disagree on search.json');
const bytes = Buffer.byteLength(json);
const gzipBytes = gzipSync(json).length;
const terms = (JSON.parse(json) as { index: unknown[] }).index.length;

const dir = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
const firstResults: { loadMs: number; firstQueryMs: number; hits: number }[] = [];
try {
  const file = path.join(dir, 'search.json');
  writeFileSync(file, json);
  for (let run = 0; run < runs; run++) {
    const output = execFileSync(
      process.execPath,
      [process.argv[1]!, '--first-result', file, '--query', FIRST_QUERY, '--search', searchModule],
      { encoding: 'utf8' },
    );
    firstResults.push(JSON.parse(output.trim().split('\n').at(-1)!));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const index = loadSearchIndex(json);
const all: { uri: string }[] = [];
for (let chunk = 0; files.has(chunkPath('bench', 'all', chunk)); chunk++)
  all.push(...(JSON.parse(files.get(chunkPath('bench', 'all', chunk))!) as { uri: string }[]));
const slugOf = (position: number) => all[position]!.uri.split('/').filter(Boolean).at(-1)!;
const fixtureSlugs = new Set(content.posts.map((post) => post.slug));
const queries = SEARCH_QUERY_CASES.map((row) => {
  const times: number[] = [];
  let found: number[] = [];
  for (let run = 0; run < 5; run++) {
    started = performance.now();
    found = searchPositions(index, row.query, []);
    times.push(performance.now() - started);
  }
  const fixturesFound = found.map(slugOf).filter((slug) => fixtureSlugs.has(slug));
  const problems = [
    ...row.finds.filter((slug) => !fixturesFound.includes(slug)).map((slug) => `misses ${slug}`),
    ...(row.misses ?? []).filter((slug) => fixturesFound.includes(slug)).map((slug) => `finds ${slug}`),
    ...(row.exactly ? fixturesFound.filter((slug) => !row.finds.includes(slug)).map((slug) => `finds ${slug}`) : []),
  ];
  return {
    query: row.query,
    kind: row.kind,
    hits: found.length,
    fixtureHits: fixturesFound.length,
    ms: +median(times).toFixed(2),
    problems,
  };
});

const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  posts: manifest.total,
  terms,
  bytes,
  gzipBytes,
  search: path.relative(process.cwd(), searchModule),
  buildListingMs: Math.round(buildListingMs),
  buildIndexMs: Math.round(buildIndexMs),
  firstResult: {
    query: FIRST_QUERY,
    hits: firstResults[0]!.hits,
    loadMs: +median(firstResults.map((run) => run.loadMs)).toFixed(1),
    firstQueryMs: +median(firstResults.map((run) => run.firstQueryMs)).toFixed(1),
    totalMs: +median(firstResults.map((run) => run.loadMs + run.firstQueryMs)).toFixed(1),
  },
  queries,
};

const out = values.out ?? path.join('bench', 'results', `search-index-${extra}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

const kB = (value: number) => `${(value / 1024).toFixed(1)} kB`;
console.log(`${result.posts.toLocaleString('en')} posts, ${result.machine}, ${result.search}`);
console.log(
  `search.json: ${kB(bytes)} (${kB(gzipBytes)} gzip), ${terms.toLocaleString('en')} terms; built in ${result.buildIndexMs} ms (the whole listing in ${result.buildListingMs} ms)`,
);
console.log(
  `first result ('${FIRST_QUERY}', ${result.firstResult.hits} hits), median of ${runs} fresh processes: load ${result.firstResult.loadMs} ms + query ${result.firstResult.firstQueryMs} ms = ${result.firstResult.totalMs} ms`,
);
for (const query of queries) {
  console.log(
    `  ${JSON.stringify(query.query).padEnd(32)} ${String(query.hits).padStart(6)} hits (${query.fixtureHits} fixture posts)  ${String(query.ms).padStart(6)} ms  ${query.problems.join(', ') || 'ok'}`,
  );
}
const slowest = [...queries].sort((a, b) => b.ms - a.ms)[0]!;
console.log(
  `${queries.filter((query) => query.problems.length === 0).length} of ${queries.length} queries find what they must among the fixture posts`,
);
console.log(
  `queries once loaded: median ${median(queries.map((query) => query.ms))} ms, slowest ${slowest.ms} ms (${JSON.stringify(slowest.query)})`,
);
console.log(`written to ${out}`);
if (queries.some((query) => query.problems.length > 0)) process.exitCode = 1;
