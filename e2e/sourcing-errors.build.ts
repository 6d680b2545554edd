/**
 * Build failures while sourcing WordPress are loud, never silent: `gatsby build`
 * against the stand-in with one broken post (WORDPRESS_FAULT=broken-post:<id>,
 * mocks/wordpress/faults.ts: its databaseId fails the way WPGraphQL fails, so `posts` answers
 * null with an error, and the action monitor reports the post as just updated).
 *
 * - Cold (no .cache): the post is met in the paginated `posts` list. The build fails naming the
 *   error and the post; with WORDPRESS_SKIP_BROKEN_NODES=1 it succeeds, warns naming the post,
 *   and every other post has its page.
 * - Warm (the .cache of the e2e build before this suite): an incremental build fetches just the
 *   updated post. With WORDPRESS_SKIP_BROKEN_NODES=1 it succeeds, warns naming the post and
 *   keeps the version from the earlier build; without, it fails naming the error and the post.
 *
 * scripts/test.mjs runs this after the e2e build and the Playwright tests, with the stand-in
 * on the same port as that build (plugin options, and so Gatsby's cache, depend on the URL).
 * The warm .cache and public/ are moved aside for the cold builds and put back afterwards; the
 * last, failed build leaves the cache to fetch everything again next time
 * (src/build/sourcing-errors.ts), so no later build keeps anything of the broken post.
 * Cost: two builds that stop at sourcing (a few seconds each), one cold and one warm build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../mocks/content/index';
import { startStandInProcess, type StandInProcess } from '../mocks/wordpress/stand-in-process';
import { gatsbyBuild, pageData, pageResult as queryResult, PORT, root, SMTP_PORT, warmBuildAside, type Build } from './build-helpers';

const warm = warmBuildAside('sourcing-errors');

/**
 * The post to break: one no page, fragment, package or setting refers to (leaving it out
 * must not break another page), not the first (so the page is fetched again around it).
 */
function postToBreak() {
  const others = JSON.stringify({ ...content, posts: [], media: [] });
  const post = content.posts.slice(1).find((candidate) => !new RegExp(`\\b${candidate.databaseId}\\b`).test(others));
  if (!post) throw new Error('every post is referred to from elsewhere; choose the broken post by hand');
  return post;
}

const broken = postToBreak();
const brokenId = Buffer.from(`post:${broken.databaseId}`).toString('base64');
/** How the build names the post: type, global ID and database ID. */
const brokenName = `Post ${brokenId} (database ID ${broken.databaseId})`;
/** WPGraphQL's message for it (as GRAPHQL_DEBUG shows it), and the plugin's. */
const brokenError = 'Cannot return null for non-nullable field "Post.databaseId".';

const reportedPosts = () =>
  (JSON.parse(readFileSync(path.join(root, '.data', 'build', 'content-report.json'), 'utf8')) as { counts: { posts: number } }).counts
    .posts;
const pageResult = (uri: string) => JSON.stringify(queryResult(uri));

let standIn: StandInProcess | undefined;
const startBroken = async () => {
  await standIn?.stop();
  standIn = await startStandInProcess({
    WORDPRESS_PORT: String(PORT),
    WORDPRESS_SMTP_PORT: SMTP_PORT,
    WORDPRESS_FAULT: `broken-post:${broken.databaseId}`,
  });
};

/**
 * Gatsby's reporter labels a warning `warn` on a terminal (ink) and `warning` when its output is
 * piped, as in CI (gatsby-cli's yurnalist reporter); either way the line names the skipped post.
 */
const skippedWarning = new RegExp(
  `warn(?:ing)? gatsby-source-wordpress Skipped ${brokenName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: WordPress could not resolve it`,
);

/** Console lines for the test report: what each build cost. */
const timings: string[] = [];
const timed = (label: string, build: Build) => {
  timings.push(`${label}: exit ${build.code}, ${build.seconds.toFixed(1)} s`);
  return build;
};

beforeAll(async () => {
  if (!existsSync(pageData(broken.uri)))
    throw new Error(`the e2e build has no page for ${broken.uri}: run this after the e2e build (npm test -- --only e2e)`);
  warm.putAside();
  await startBroken();
});

afterAll(async () => {
  await standIn?.stop();
  // Whatever happened: the warm cache and site of the e2e build come back if they are still aside.
  warm.restore();
  console.log(`sourcing-errors builds (broken post ${broken.databaseId} ${broken.uri}):\n  ${timings.join('\n  ')}`);
});

describe('cold build (no .cache)', () => {
  it('fails, naming the error and the post', async () => {
    const build = timed('cold, broken post', await gatsbyBuild());
    expect(build.output).toContain('This is either your first build or the cache was cleared');
    expect(build.code).not.toBe(0);
    expect(build.output).toContain(`WordPress could not resolve ${brokenName}`);
    expect(build.output).toContain(brokenError);
    expect(build.output).toMatch(/posts\.nodes\[\d+\]\.databaseId/);
    expect(build.output).toContain('Error occurred while fetching nodes of the "Post" type.');
  });

  it('with WORDPRESS_SKIP_BROKEN_NODES=1 succeeds without that post, warning, with every other post', async () => {
    const build = timed('cold, broken post, skip', await gatsbyBuild({ WORDPRESS_SKIP_BROKEN_NODES: '1' }));
    expect(build.output).toContain('This is either your first build or the cache was cleared');
    expect(build.code).toBe(0);
    expect(build.output).toMatch(skippedWarning);
    expect(build.output).toMatch(new RegExp(`Post - [\\d.]+s - fetched ${content.posts.length - 1}\\b`));
    expect(reportedPosts()).toBe(content.posts.length - 1);
    const missing = content.posts.filter((post) => post !== broken && !existsSync(pageData(post.uri))).map((post) => post.uri);
    expect(missing).toEqual([]);
    expect(existsSync(pageData(broken.uri))).toBe(false);
  });
});

describe('warm build (the e2e build’s .cache, incremental update of the broken post)', () => {
  beforeAll(() => warm.restore());

  it('with WORDPRESS_SKIP_BROKEN_NODES=1 succeeds, warning, and keeps the post from the earlier build', async () => {
    const before = pageResult(broken.uri);
    const build = timed('warm, broken post, skip', await gatsbyBuild({ WORDPRESS_SKIP_BROKEN_NODES: '1' }));
    expect(build.output).not.toContain('This is either your first build');
    expect(build.output).toContain('pull updates since last build');
    expect(build.code).toBe(0);
    expect(build.output).toMatch(skippedWarning);
    expect(build.output).toContain('post.databaseId');
    expect(reportedPosts()).toBe(content.posts.length);
    expect(content.posts.filter((post) => !existsSync(pageData(post.uri))).map((post) => post.uri)).toEqual([]);
    expect(pageResult(broken.uri)).toBe(before);
  });

  it('fails, naming the error and the post', async () => {
    // A new start reports the update again: the skipping build above took it.
    await startBroken();
    const build = timed('warm, broken post', await gatsbyBuild());
    expect(build.output).not.toContain('This is either your first build');
    expect(build.output).toContain('pull updates since last build');
    expect(build.code).not.toBe(0);
    expect(build.output).toContain(`WordPress could not resolve ${brokenName}`);
    expect(build.output).toContain(brokenError);
    expect(build.output).toContain('Error path: post.databaseId');
    expect(build.output).toContain('Error occurred while updating a single "post" node.');
  });
});
