#!/usr/bin/env node
// @ts-check
// `npm test`: every check, in three lanes at once (main()), then one closing line `N passed, N failed`.
//   types  tsc --noEmit (strict)                       counts as 1 test
//   lint   ESLint (typescript-eslint, react-hooks, jsx-a11y, the import floors)   counts as 1 test
//   format Prettier --check (.prettierrc.json; `npm run format` writes)  counts as 1 test
//   unit   Jest (unit, component and stand-in contract tests)
//   stories storybook build + @storybook/test-runner in Debian's Chromium (play functions, axe, and
//          each story's screenshots at 390 and 1440 px against stories/__visual__/: .storybook/visual.ts)
//   e2e    gatsby build from the WordPress stand-in, scripts/serve.ts, Playwright in Chromium; then
//          the warm e2e/*.build.ts (recorded as `builds`: a broken post, the Netlify adapter, the
//          preview server), and beside them the cold ones (`cold builds`: WPGraphQL for ACF 2.x,
//          build-time image processing, hostile content), each in a site directory of its own
// The steps run in three lanes at once (main()); the summary lists them in the order above.
// `--only stories,e2e` runs a subset. Exit code 1 when anything failed.
// `--update-visual` (or UPDATE_VISUAL=1; `npm run test:visual:update` = `--only stories --update-visual`)
// rewrites the screenshot baselines that differ, writes missing ones and deletes those no story uses.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import {
  bin,
  buildSite,
  root,
  run,
  serveSite,
  start,
  startWordPress,
  stopAll,
  stopChildrenOnSignals,
  waitForUrl,
} from './lib/processes.mjs';

const STEPS = ['types', 'lint', 'format', 'unit', 'stories', 'e2e'];
const onlyArg = process.argv.find((arg, index) => process.argv[index - 1] === '--only' || arg.startsWith('--only='));
const only = onlyArg ? onlyArg.replace('--only=', '').split(',') : STEPS;
const unknown = only.filter((step) => !STEPS.includes(step));
if (unknown.length) {
  console.error(`Unknown step(s) ${unknown.join(', ')}; steps are ${STEPS.join(', ')}.`);
  process.exit(2);
}

/** Ports of their own, so tests do not collide with a running `npm start` (8788, 9000, SMTP 2525) or `npm run storybook` (6006). */
/** A second checkout can run its own `npm test` beside this one with TEST_PORT_OFFSET (e.g. 100). */
const portOffset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const TEST_WORDPRESS_PORT = 8789 + portOffset;
const TEST_SITE_PORT = 9001 + portOffset;
const TEST_STORYBOOK_PORT = 6007 + portOffset;
const TEST_SMTP_PORT = 2526 + portOffset;

const resultsDir = path.join(root, '.data', 'test-results');

/** Visual regression (.storybook/visual.ts names the same paths): baselines, diff pictures, the baselines a run compared. */
const visualBaselineDir = path.join(root, 'stories', '__visual__');
const visualDiffDir = path.join(resultsDir, 'visual-diffs');
const visualTouchedFile = path.join(resultsDir, 'visual-touched.txt');
/** The Chromium the baselines were taken with: another build may draw text a little differently. */
const visualChromiumFile = path.join(visualBaselineDir, 'chromium.txt');
const updateVisual = process.argv.includes('--update-visual') || process.env.UPDATE_VISUAL === '1';
/** As Jest's own `ci` default (ci-info): in CI a missing baseline fails instead of being written. */
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/**
 * @typedef {{ title: string, message: string }} Failure
 * @typedef {{ step: string, passed: number, failed: number, seconds: number, note: string, failures?: Failure[] }} StepResult
 * The parts of Jest's `--json` report (its AggregatedResult) read here.
 * @typedef {{
 *   numPassedTests: number,
 *   numFailedTests: number,
 *   numRuntimeErrorTestSuites?: number,
 *   snapshot?: { added?: number, updated?: number },
 *   testResults?: Array<{
 *     name: string,
 *     status?: string,
 *     message?: string,
 *     assertionResults?: Array<{ status: string, fullName: string, failureMessages?: string[] }>,
 *   }>,
 * }} JestReport
 */

stopChildrenOnSignals();
/** @type {StepResult[]} */
const results = [];

/**
 * @param {string} step
 * @param {number} passed
 * @param {number} failed
 * @param {number} seconds
 * @returns {StepResult} the result recorded, for a step that adds to it
 */
function record(step, passed, failed, seconds, note = '') {
  /** @type {StepResult} */
  const result = { step, passed, failed, seconds, note };
  results.push(result);
  console.log(`\n── ${step}: ${passed} passed, ${failed} failed (${seconds.toFixed(0)} s)${note ? ` — ${note}` : ''}\n`);
  return result;
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 */
async function timed(fn) {
  const started = Date.now();
  const value = await fn();
  return { value, seconds: (Date.now() - started) / 1000 };
}

/**
 * A single-check step: passes when the command, and each further one, exits 0.
 * @param {string} step
 * @param {string} command
 * @param {string[]} args
 * @param {...[string, string[]]} more
 */
async function checkStep(step, command, args, ...more) {
  const commands = /** @type {Array<[string, string[]]>} */ ([[command, args], ...more]);
  console.log(`\n── ${step}: ${commands.map(([name, list]) => `${path.basename(name)} ${list.join(' ')}`).join(', then ')}`);
  const { value: code, seconds } = await timed(async () => {
    let worst = 0;
    // Every command runs, so one step reports all that is wrong.
    for (const [name, list] of commands) worst = Math.max(worst, await run(step, name, list));
    return worst;
  });
  record(step, code === 0 ? 1 : 0, code === 0 ? 0 : 1, seconds);
}

/**
 * A Jest step: counts come from its JSON report; a run that wrote none counts as one failure.
 * @param {string} step
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ result: StepResult, json?: JestReport }>} the step's record and, when it wrote one, its report
 */
async function jestStep(step, command, args, env = {}) {
  const report = path.join(resultsDir, `${step.replaceAll(' ', '-')}.json`);
  rmSync(report, { force: true });
  console.log(`\n── ${step}: ${path.basename(command)} ${args.join(' ')}`);
  const { value: code, seconds } = await timed(() => run(step, command, [...args, '--json', '--outputFile', report], { env }));
  if (!existsSync(report)) return { result: record(step, 0, 1, seconds, `no test report (exit code ${code})`) };
  /** @type {JestReport} */
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const suiteFailures = json.numRuntimeErrorTestSuites ?? 0;
  const failed = json.numFailedTests + suiteFailures + (code !== 0 && json.numFailedTests === 0 && suiteFailures === 0 ? 1 : 0);
  const result = record(step, json.numPassedTests, failed, seconds, suiteFailures ? `${suiteFailures} suite(s) failed to run` : '');
  result.failures = failuresOf(json);
  return { result, json };
}

/** Lines of a failure kept for the summary: enough for the expectation and where it failed. */
const FAILURE_LINES = 24;

/**
 * Each failed test (or suite that could not run) with the start of its message, for the summary:
 * a CI log is often read from its end, where the tests' own output is long gone.
 * @param {JestReport} json
 * @returns {Failure[]}
 */
function failuresOf(json) {
  /** @type {Failure[]} */
  const failures = [];
  for (const suite of json.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ title: `${file} › ${test.fullName}`, message: test.failureMessages?.join('\n') ?? '' });
    if (!failedTests.length && suite.status === 'failed') failures.push({ title: file, message: suite.message ?? '' });
  }
  return failures.map(({ title, message }) => ({
    title,
    message: stripVTControlCharacters(message)
      .replaceAll(`${root}${path.sep}`, '')
      .split('\n')
      .filter((line) => line.trim() && !/^\s+at .*(node_modules|node:internal|<anonymous>)/.test(line))
      .slice(0, FAILURE_LINES)
      .join('\n'),
  }));
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✖ Chromium is missing at ${CHROMIUM_PATH}. The story and end-to-end tests need Debian's Chromium:\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROME_PATH to a Chromium binary.',
    );
    return false;
  }
  console.log('\n── Installing Debian’s chromium (apt-get)…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.error(`\n✖ apt-get could not install chromium: ${/** @type {Error} */ (error).message}`);
    return false;
  }
  return existsSync(CHROMIUM_PATH);
}

async function storiesStep() {
  const started = Date.now();
  console.log('\n── stories: storybook build + test-storybook');
  const built = await run('stories', bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
  if (built !== 0) {
    record('stories', 0, 1, (Date.now() - started) / 1000, 'storybook build failed');
    return;
  }
  const server = start(
    'storybook-static',
    bin('http-server'),
    ['storybook-static', '-p', String(TEST_STORYBOOK_PORT), '-a', '127.0.0.1', '-s', '-c-1'],
    { quiet: true },
  );
  rmSync(visualDiffDir, { recursive: true, force: true });
  rmSync(visualTouchedFile, { force: true });
  let step;
  try {
    await waitForUrl(`http://127.0.0.1:${TEST_STORYBOOK_PORT}/index.json`, { exited: server.exited });
    // -u rewrites baselines that differ; --ci makes a missing baseline a failure (else it is written).
    const snapshotMode = updateVisual ? ['-u'] : isCI ? ['--ci'] : [];
    step = await jestStep('stories', bin('test-storybook'), [
      '--url',
      `http://127.0.0.1:${TEST_STORYBOOK_PORT}`,
      '--maxWorkers=2',
      ...snapshotMode,
    ]);
  } finally {
    await server.stop();
  }
  // jestStep recorded it: an error before that (the server not answering) has left this function.
  const { result, json } = /** @type {NonNullable<typeof step>} */ (step);
  result.seconds = (Date.now() - started) / 1000;
  if (json) {
    const notes = visualSummary(json);
    for (const note of notes) console.log(`   visual: ${note}`);
    result.note = [result.note, ...notes].filter(Boolean).join('; ');
  }
}

function chromiumVersion() {
  try {
    return (
      /Chromium [\d.]+/.exec(execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/**
 * What the screenshots did, for the step's line: the diff pictures of failed comparisons, new or
 * rewritten baselines; after a complete update run, the baselines no story uses any more are
 * deleted and the Chromium version is recorded.
 * @param {JestReport} json
 */
function visualSummary(json) {
  /** @type {string[]} */
  const notes = [];
  const diffs = existsSync(visualDiffDir) ? readdirSync(visualDiffDir).filter((name) => name.endsWith('.png')).length : 0;
  if (diffs)
    notes.push(
      `${diffs} visual diff(s) in ${path.relative(root, visualDiffDir)}/ (baseline | difference | this run); after an intended change: npm run test:visual:update`,
    );
  const { added = 0, updated = 0 } = json.snapshot ?? {};
  if (added || updated) notes.push(`${added} baseline(s) written, ${updated} rewritten in ${path.relative(root, visualBaselineDir)}/`);
  if (!existsSync(visualBaselineDir)) return notes;
  const version = chromiumVersion();
  if (updateVisual) {
    const complete = json.numFailedTests === 0 && (json.numRuntimeErrorTestSuites ?? 0) === 0 && existsSync(visualTouchedFile);
    if (complete) {
      const touched = new Set(readFileSync(visualTouchedFile, 'utf8').split('\n').filter(Boolean));
      const unused = readdirSync(visualBaselineDir).filter((name) => name.endsWith('.png') && !touched.has(name));
      for (const name of unused) rmSync(path.join(visualBaselineDir, name));
      if (unused.length) notes.push(`${unused.length} unused baseline(s) deleted`);
      writeFileSync(visualChromiumFile, `${version}\n`);
    } else {
      notes.push('some stories failed: unused baselines were not pruned');
    }
  } else if (existsSync(visualChromiumFile)) {
    const recorded = readFileSync(visualChromiumFile, 'utf8').trim();
    if (recorded !== version) notes.push(`baselines were taken with ${recorded}, this is ${version}: differences may be the browser's`);
  }
  return notes;
}

/** The load test, run on its own after the other e2e tests. */
const LOAD_TEST = 'e2e/load\\.e2e\\.ts$';

/** The e2e build's public/ as built, for the cold builds to compare with (e2e/build-helpers.ts E2E_PUBLIC): the warm builds rewrite public/. */
const e2ePublicCopy = path.join(root, '.data', 'builds', 'e2e-public');

/**
 * The build tests (e2e/*.build.ts) whose build is cold and runs in a site directory of its own
 * (e2e/build-helpers.ts coldSite), with a stand-in of its own: they run beside the e2e tests once
 * the e2e build is made. The others start from the e2e build's warm .cache in the checkout (or, the
 * preview, serve its public/), so they run after the e2e tests, one at a time.
 */
const COLD_BUILDS = ['acf-line', 'image-processing', 'hostile-content'];

/** The build test files, cold or warm; a new file is warm until listed in COLD_BUILDS. */
function buildTests(/** @type {boolean} */ cold) {
  const names = readdirSync(path.join(root, 'e2e')).filter((name) => name.endsWith('.build.ts'));
  return names.filter((name) => COLD_BUILDS.includes(name.replace('.build.ts', '')) === cold).map((name) => `e2e/${name}`);
}

/**
 * The e2e step: the stand-in, `gatsby build`, scripts/serve.ts and the Playwright tests, then the
 * warm build tests. `onBuilt(true)` as soon as the build is made (and copied for the cold builds),
 * `onBuilt(false)` when it failed. The build starts once `typesChecked` has settled: it rewrites
 * src/gatsby-types.d.ts (graphqlTypegen), which tsc must not read half-written.
 * @param {(built: boolean) => void} onBuilt
 * @param {Promise<unknown>} typesChecked
 * @param {Promise<unknown>} coldBuildsDone the cold builds, which the warm ones wait for
 */
async function e2eStep(onBuilt, typesChecked, coldBuildsDone) {
  const started = Date.now();
  console.log('\n── e2e: WordPress stand-in → gatsby build → scripts/serve.ts → Playwright');
  let wordpress;
  let site;
  let built = false;
  try {
    // The site under test is served on its own port: the stand-in lets that origin post form submissions.
    wordpress = await startWordPress({
      port: TEST_WORDPRESS_PORT,
      quiet: true,
      env: { WORDPRESS_SMTP_PORT: String(TEST_SMTP_PORT), WORDPRESS_CORS_ORIGINS: `http://127.0.0.1:${TEST_SITE_PORT}` },
    });
    await typesChecked;
    // The build's Gatsby schema, for e2e/typegen.e2e.ts (src/build/schema-snapshot.ts).
    const code = await buildSite({
      graphqlUrl: wordpress.graphqlUrl,
      wordpress,
      env: { SITE_SCHEMA_SNAPSHOT: path.join(resultsDir, 'gatsby-schema.graphql') },
    });
    if (code !== 0) throw new Error('gatsby build failed');
    rmSync(e2ePublicCopy, { recursive: true, force: true });
    cpSync(path.join(root, 'public'), e2ePublicCopy, { recursive: true });
    built = true;
    onBuilt(true);
    // The quotation endpoint mails to the stand-in's sink on the test's SMTP port.
    // Every test posts from 127.0.0.1 and a browser fills in a form in well under Gravity Forms'
    // two seconds: limits above what the suite sends and no speed check. The limits, the honeypot
    // and the speed check are tried on a host of their own (e2e/quotation-abuse.e2e.ts).
    site = await serveSite({
      port: TEST_SITE_PORT,
      host: '127.0.0.1',
      quiet: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
        QUOTATION_LIMIT_CLIENT: '5000/1h',
        QUOTATION_LIMIT_RECIPIENT: '5000/1h',
        QUOTATION_LIMIT_GLOBAL: '5000/1h',
        QUOTATION_MIN_FILL_MS: '0',
      },
    });
    const env = { E2E_SITE_URL: site.url, CHROME_PATH: CHROMIUM_PATH };
    // Two workers: the tests mostly wait on the browser and the servers; each finds its own mail
    // (by its own address). The load test (50 clients on each target) takes the cores, so it runs
    // alone afterwards: beside it, another test's page load waited past its 30 s.
    const { result } = await jestStep(
      'e2e',
      bin('jest'),
      ['-c', 'e2e/jest.config.mjs', '--maxWorkers=2', '--testPathIgnorePatterns', LOAD_TEST],
      env,
    );
    // The step's time includes the stand-in and the build.
    result.seconds = (Date.now() - started) / 1000;
    await jestStep('e2e load', bin('jest'), ['-c', 'e2e/jest.config.mjs', '--runInBand', LOAD_TEST], env);
  } catch (error) {
    record('e2e', 0, 1, (Date.now() - started) / 1000, /** @type {Error} */ (error).message);
  } finally {
    if (!built) onBuilt(false);
    await site?.stop();
    await wordpress?.stop();
  }
  // Builds that must fail or warn (e2e/sourcing-errors.build.ts: a broken post, cold and warm), the
  // Netlify adapter's output (e2e/adapter-netlify.build.ts: SITE_ADAPTER=netlify, warm) and the
  // preview server beside the served e2e build (e2e/preview.build.ts). They start from the warm
  // .cache of the build above, with the stand-in on the same port (the URL is a plugin option, and
  // so part of Gatsby's cache key), after it and the site stopped.
  if (built) {
    // After the cold builds: beside them (and the stories' end), the preview test's develop twice
    // did not show a draft after its restart (2 of 4 clean-clone runs; one of them waited 90 s);
    // alone it always has.
    await coldBuildsDone;
    await jestStep('builds', bin('jest'), ['-c', 'e2e/jest.build.config.mjs', '--runInBand', ...buildTests(false)], {
      E2E_WORDPRESS_PORT: String(TEST_WORDPRESS_PORT),
      E2E_SMTP_PORT: String(TEST_SMTP_PORT),
    });
  }
}

/**
 * The cold build tests (COLD_BUILDS), each in a site directory of its own, with a stand-in on ports
 * of their own, once the e2e build is made: WPGraphQL for ACF 2.x, build-time image processing and
 * hostile content.
 * @param {Promise<boolean>} e2eBuilt
 */
async function coldBuildsStep(e2eBuilt) {
  if (!(await e2eBuilt)) return;
  await jestStep('cold builds', bin('jest'), ['-c', 'e2e/jest.build.config.mjs', '--runInBand', ...buildTests(true)], {
    E2E_WORDPRESS_PORT: String(TEST_WORDPRESS_PORT + 10),
    E2E_SMTP_PORT: String(TEST_SMTP_PORT + 10),
    E2E_BUILD_PUBLIC: e2ePublicCopy,
    CHROME_PATH: CHROMIUM_PATH,
  });
}

/**
 * The checks, then the unit tests, then the stories: one lane of the run.
 * @param {boolean} haveBrowser
 * @param {Promise<unknown>} typesChecked the types step, started by main()
 */
async function checksLane(haveBrowser, typesChecked) {
  // Three single-threaded tools at once.
  await Promise.all([
    typesChecked,
    // ESLint, then no function over 120 lines (scripts/function-length.ts): one step, one test.
    only.includes('lint') && checkStep('lint', bin('eslint'), ['--max-warnings', '0', '.'], [bin('node'), ['scripts/function-length.ts']]),
    only.includes('format') && checkStep('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
  ]);
  if (only.includes('unit')) await jestStep('unit', bin('jest'), ['--ci', '--maxWorkers=2']);
  if (!only.includes('stories')) return;
  if (haveBrowser) await storiesStep();
  else record('stories', 0, 1, 0, 'Chromium is missing');
}

/** The order of the summary's lines, whatever order the lanes finished in. */
const SUMMARY_ORDER = ['media', 'types', 'lint', 'format', 'unit', 'stories', 'e2e', 'e2e load', 'builds', 'cold builds'];

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const started = Date.now();
  const needsBrowser = only.includes('stories') || only.includes('e2e');
  const haveBrowser = needsBrowser ? ensureChromium() : true;
  // The stories show the stand-in's media files, which it draws at start: drawn once, first, so
  // that the lanes below do not draw them at the same time.
  if (needsBrowser && (await run('media', process.execPath, ['mocks/wordpress/media.ts'])) !== 0) {
    record('media', 0, 1, 0, 'could not draw the media files');
  }

  // Three lanes at once on the machine's cores: the checks, unit tests and stories; the e2e build,
  // its tests and the warm builds; the cold builds, once the e2e build is made. Each lane's steps
  // keep their order; the steps that wait on a browser or a server leave the cores to the others.
  /** @type {(built: boolean) => void} */
  let onBuilt = () => {};
  /** @type {Promise<boolean>} */
  const e2eBuilt = new Promise((resolve) => (onBuilt = resolve));
  const wantsE2e = only.includes('e2e');
  if (wantsE2e && !haveBrowser) record('e2e', 0, 1, 0, 'Chromium is missing');
  const runsE2e = wantsE2e && haveBrowser;
  const typesChecked = only.includes('types') ? checkStep('types', bin('tsc'), ['--noEmit']) : Promise.resolve();
  const coldBuildsDone = runsE2e ? coldBuildsStep(e2eBuilt) : Promise.resolve();
  await Promise.all([
    checksLane(haveBrowser, typesChecked),
    runsE2e ? e2eStep(onBuilt, typesChecked, coldBuildsDone) : undefined,
    coldBuildsDone,
  ]);
  await stopAll();
  results.sort((a, b) => SUMMARY_ORDER.indexOf(a.step) - SUMMARY_ORDER.indexOf(b.step));

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log('\nSummary');
  for (const result of results) {
    console.log(
      `  ${result.failed ? '✖' : '✔'} ${result.step.padEnd(11)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed ${result.seconds.toFixed(0).padStart(5)} s${result.note ? `  ${result.note}` : ''}`,
    );
  }
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  for (const result of results.filter((candidate) => candidate.failures?.length)) {
    console.log(`Failed in ${result.step}:`);
    for (const failure of result.failures ?? []) console.log(`  ✖ ${failure.title}\n${failure.message.replace(/^/gm, '      ')}\n`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  console.log('0 passed, 1 failed');
  process.exit(1);
});
