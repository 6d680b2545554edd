#!/usr/bin/env node
// @ts-check
// `npm run wordpress:compare -- <graphql url of a real WordPress>`: builds the site twice — from the
// embedded stand-in and from that WordPress (seeded with the same fixtures: `npm run wordpress:seed`)
// — and compares them page by page in Chromium: the same pages, and on each the same title, h1,
// blocks (kind/styletype, in order), headings, link texts, image alternatives and main text.
// Database ids, image URLs and hashes differ between the two and are not compared.
// The two builds are kept in .data/compare/{stand-in,remote}; the report is printed and written to
// .data/compare/report.json. Exits 1 when a page differs.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { builtPages, pageDifferences, visiblePage } from '../mocks/testing/visible-page.ts';
/** @typedef {import('../mocks/testing/visible-page.ts').VisiblePage} VisiblePage */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { bin, buildSite, root, start, startWordPress, stopAll, stopChildrenOnSignals, waitForUrl } from './lib/processes.mjs';

const remoteUrl = process.argv[2] || process.env.WPGRAPHQL_URL;
if (!remoteUrl) {
  console.error('Usage: npm run wordpress:compare -- <graphql url of a seeded WordPress>, e.g. http://127.0.0.1:8080/graphql');
  process.exit(2);
}

stopChildrenOnSignals();
const outDir = path.join(root, '.data', 'compare');
const PORTS = { 'stand-in': 9101, remote: 9102 };

/**
 * A clean build from `graphqlUrl`, copied to .data/compare/<name>.
 * @param {keyof typeof PORTS} name
 * @param {string} graphqlUrl
 * @param {{ exited: Promise<import('./lib/processes.mjs').Exit> }} [wordpress] the stand-in, when it is the source
 */
async function buildInto(name, graphqlUrl, wordpress) {
  for (const dir of ['.cache', 'public']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const code = await buildSite({ graphqlUrl, wordpress, quiet: true });
  if (code !== 0) throw new Error(`the build from ${name} (${graphqlUrl}) failed with exit code ${code}`);
  const target = path.join(outDir, name);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, 'public'), target, { recursive: true });
  return target;
}

/**
 * What a visitor sees of a page (mocks/testing/visible-page.ts), read in Chromium once the page has settled.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function readPage(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Playwright calls it with no argument, so it reads the page's own document.
  return page.evaluate(/** @type {() => VisiblePage} */ (visiblePage));
}

// Gatsby's typegen rewrites src/gatsby-types.d.ts from each build's schema; the one kept is the stand-in's.
const typesFile = path.join(root, 'src', 'gatsby-types.d.ts');
const committedTypes = readFileSync(typesFile);

/**
 * Whether a WordPress has WPGraphQL Yoast SEO (Page.seo), so the stand-in is compared with or without it.
 * @param {string} graphqlUrl
 */
async function hasYoast(graphqlUrl) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __type(name: "Page") { fields { name } } }' }),
  });
  const body = await response.json();
  return (body.data?.__type?.fields ?? []).some((/** @type {{ name: string }} */ field) => field.name === 'seo');
}

/**
 * The WPGraphQL for ACF line a WordPress runs, asked as gatsby-node asks it (src/build/acf-line.ts,
 * fetchAcfLine: 2.x registers AcfFieldGroupFields, 0.6.2 does not), so the stand-in plays the same one.
 * @param {string} graphqlUrl
 */
async function acfLineOf(graphqlUrl) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __type(name: "AcfFieldGroupFields") { name } }' }),
  });
  const body = await response.json();
  return body.data?.__type ? '2' : '0.6';
}

let failed = false;
try {
  mkdirSync(outDir, { recursive: true });
  const yoast = await hasYoast(remoteUrl);
  console.log(
    `${remoteUrl} ${yoast ? 'has' : 'has no'} WPGraphQL Yoast SEO; the stand-in serves ${yoast ? 'its seo fields' : 'none (WORDPRESS_YOAST=0)'}.`,
  );
  const acfLine = await acfLineOf(remoteUrl);
  console.log(
    `${remoteUrl} runs WPGraphQL for ACF ${acfLine === '2' ? '2.x' : '0.6'}; the stand-in plays it (WORDPRESS_ACF_LINE=${acfLine}).`,
  );
  const standIn = await startWordPress({
    quiet: true,
    env: { WORDPRESS_SMTP_PORT: '0', WORDPRESS_YOAST: yoast ? '1' : '0', WORDPRESS_ACF_LINE: acfLine },
  });
  const standInDir = await buildInto('stand-in', standIn.graphqlUrl, standIn);
  const remoteDir = await buildInto('remote', remoteUrl);

  const servers = Object.fromEntries(
    await Promise.all(
      Object.entries({ 'stand-in': standInDir, remote: remoteDir }).map(async ([name, dir]) => {
        const port = PORTS[/** @type {keyof typeof PORTS} */ (name)];
        const server = start('', bin('http-server'), [dir, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], { quiet: true });
        const url = `http://127.0.0.1:${port}`;
        await waitForUrl(`${url}/`, { exited: server.exited });
        return [name, url];
      }),
    ),
  );

  const standInPages = builtPages(standInDir);
  const remotePages = builtPages(remoteDir);
  const report = {
    onlyStandIn: standInPages.filter((page) => !remotePages.includes(page)),
    onlyRemote: remotePages.filter((page) => !standInPages.includes(page)),
    /** @type {Array<{ path: string, blocks: number, same: boolean, differing: string[], standIn?: VisiblePage, remote?: VisiblePage }>} */
    pages: [],
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const tab = await browser.newPage();
  for (const pagePath of standInPages.filter((page) => remotePages.includes(page))) {
    const a = await readPage(tab, `${servers['stand-in']}${pagePath}`);
    const b = await readPage(tab, `${servers.remote}${pagePath}`);
    const differing = pageDifferences(a, b);
    report.pages.push({
      path: pagePath,
      blocks: a.blocks.length,
      same: differing.length === 0,
      differing,
      ...(differing.length ? { standIn: a, remote: b } : {}),
    });
  }
  await browser.close();
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

  const same = report.pages.filter((page) => page.same);
  console.log(
    `Pages in both builds: ${report.pages.length}; identical: ${same.length}; blocks compared: ${report.pages.reduce((sum, page) => sum + page.blocks, 0)}`,
  );
  for (const page of report.pages.filter((entry) => !entry.same)) console.log(`✖ ${page.path}: differs in ${page.differing.join(', ')}`);
  for (const page of report.onlyStandIn) console.log(`✖ ${page}: only in the stand-in build`);
  for (const page of report.onlyRemote) console.log(`✖ ${page}: only in the remote build`);
  failed = same.length !== report.pages.length || report.onlyStandIn.length > 0 || report.onlyRemote.length > 0;
  console.log(`Report: ${path.relative(root, path.join(outDir, 'report.json'))}`);
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  failed = true;
} finally {
  await stopAll();
  writeFileSync(typesFile, committedTypes);
}
process.exitCode = failed ? 1 : 0;
