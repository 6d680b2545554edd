// @ts-check
// Build scale: for each post count, generated posts (each with a featured image of its
// own, npm run content:generate) on top of the fixtures, served by the stand-in, and three builds:
//   - cold: no .cache and no public;
//   - warm: the same again, nothing changed;
//   - incremental: one post's title changed in the running stand-in (its REST route,
//     mocks/wordpress/edits.ts), which its WPGatsby action monitor reports; the build must
//     re-source that post alone: gatsby-source-wordpress logs "update post <title> (#<id>)" once,
//     the stand-in sees no NODE_LIST_QUERY, and the post's page shows the new title.
// Each build: wall time, peak memory of the build's processes (gatsby and its workers, summed,
// sampled every 200 ms) and, apart, of the stand-in (bench/lib/build.mjs), Gatsby's step timings.
// No Lighthouse here. Writes bench/results/posts-<N>.json, the builds' output to
// .data/bench/posts-<N>-<build>.log, the stand-in's requests to .data/bench/posts-<N>-stand-in.log,
// and prints a Markdown table for docs/performance.md.
//   npm run bench -- --posts 30,1000,10000      (WORDPRESS_DEBUG=1 adds the plugin's step timings)
// Heavy: run it under `flock /tmp/heavy.lock`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startWordPress, stopAll } from '../scripts/lib/processes.mjs';
import { measuredBuild, prepareExtraPosts } from './lib/build.mjs';
import { markdownTable, mediaRequests, postCountsFromArgs, requestsByOperation, sourcedChanges } from './lib/scale-report.mjs';

/**
 * @typedef {Awaited<ReturnType<typeof measuredBuild>> & { media?: import('./lib/scale-report.mjs').MediaRequests }} Build
 */

/**
 * Changes one post's title through the stand-in's REST route; returns the new title.
 * @param {string} baseUrl
 * @param {number} databaseId
 * @param {string} title
 * @returns {Promise<string>}
 */
async function editPost(baseUrl, databaseId, title) {
  const response = await fetch(`${baseUrl}/wp-json/wp/v2/posts/${databaseId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  if (!response.ok) throw new Error(`editing post ${databaseId} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).title.raw;
}

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A build without its output lines (they go to a log file of their own).
 * @param {Build} build
 */
function summary(build) {
  const { lines, ...rest } = build;
  return rest;
}

/** @param {number} count */
async function benchCount(count) {
  const logDir = path.join(root, '.data', 'bench');
  mkdirSync(logDir, { recursive: true });
  const { file, mediaS } = prepareExtraPosts(count);
  const generated = JSON.parse(readFileSync(file, 'utf8'));
  const wordpress = await startWordPress({
    port: Number(process.env.BENCH_WORDPRESS_PORT || 8790),
    quiet: true,
    env: { WORDPRESS_SMTP_PORT: '0', WORDPRESS_EXTRA_POSTS: file },
  });
  /** @type {string[]} */
  const standInLines = [];
  wordpress.onLine((line) => standInLines.push(line));
  const baseUrl = wordpress.graphqlUrl.replace(/\/graphql$/, '');
  try {
    /** @type {Partial<Record<'cold' | 'warm', Build>>} */
    const builds = {};
    for (const name of /** @type {const} */ (['cold', 'warm'])) {
      console.log(`Build scale, +${count} posts: ${name} build…`);
      const from = standInLines.length;
      /** @type {Build} */
      const build = await measuredBuild(wordpress, { cold: name === 'cold' });
      builds[name] = build;
      build.media = mediaRequests(standInLines.slice(from));
      writeFileSync(path.join(logDir, `posts-${count}-${name}.log`), build.lines.join('\n'));
    }
    // The loop above measured both.
    const { cold, warm } = /** @type {Record<'cold' | 'warm', Build>} */ (builds);
    // The middle generated post: neither the newest (on the overview's first page) nor the oldest.
    const post = generated.posts[Math.floor(generated.posts.length / 2)];
    const title = await editPost(baseUrl, post.databaseId, `${post.title} (bijgewerkt)`);
    const mark = standInLines.length;
    console.log(`Build scale, +${count} posts: incremental build after editing post ${post.databaseId}…`);
    /** @type {Build} */
    const incremental = await measuredBuild(wordpress, { cold: false });
    writeFileSync(path.join(logDir, `posts-${count}-incremental.log`), incremental.lines.join('\n'));
    const changes = sourcedChanges(incremental.lines);
    const requests = requestsByOperation(standInLines.slice(mark));
    incremental.media = mediaRequests(standInLines.slice(mark));
    writeFileSync(path.join(logDir, `posts-${count}-stand-in.log`), standInLines.join('\n'));
    const html = readFileSync(path.join(root, 'public', post.uri, 'index.html'), 'utf8');
    const pageShowsNewTitle = html.includes(escapeHtml(title));
    const check = {
      editedPost: post.databaseId,
      newTitle: title,
      sourcedChanges: changes,
      standInRequests: requests,
      pageShowsNewTitle,
      onlyThatPost:
        changes.length === 1 &&
        changes[0]?.databaseId === post.databaseId &&
        changes[0]?.type === 'post' &&
        !requests.NODE_LIST_QUERY &&
        pageShowsNewTitle,
    };
    return {
      date: new Date().toISOString(),
      machine: '2 cores, 24 GiB',
      extraPosts: count,
      distinctImages: generated.media.length,
      mediaPreparedS: mediaS,
      cold: summary(cold),
      warm: summary(warm),
      incremental: { ...summary(incremental), ...check },
    };
  } finally {
    await stopAll();
  }
}

/** @param {string[]} argv */
export async function benchScale(argv) {
  const results = [];
  for (const count of postCountsFromArgs(argv)) {
    const result = await benchCount(count);
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'results', `posts-${count}.json`), `${JSON.stringify(result, null, 2)}\n`);
    results.push(result);
    console.log(`\n${markdownTable([result])}\n`);
  }
  if (results.length > 1) console.log(`\n${markdownTable(results)}`);
  return results;
}
