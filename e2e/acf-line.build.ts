/**
 * The site builds the same from either WPGraphQL for ACF line (docs/wordpress.md#the-two-plugin-lines):
 * a cold `gatsby build` against the stand-in answering as WPGraphQL for ACF 2.x
 * (WORDPRESS_ACF_LINE=2: the type names and value shapes of a real 2.4.1,
 * mocks/wordpress/contract/remote-schema-acf2.graphql) gives the pages of the e2e build, which
 * sourced the stand-in as wp-graphql-acf 0.6.2: the same paths and, on each, the same title,
 * blocks, headings, links, image alternatives and text (mocks/testing/visible-page.ts).
 *
 * scripts/test.mjs runs this among the cold builds (`cold builds`), once the e2e build is made,
 * beside its Playwright tests: the build runs in a site directory of its own (coldSite) and
 * compares with the e2e build's public/ as it was built (E2E_PUBLIC). Cost: one cold build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startStandInProcess, type StandInProcess } from '../mocks/wordpress/stand-in-process';
import { builtPages, visiblePage, type VisiblePage } from '../mocks/testing/visible-page';
import { coldSite, E2E_PUBLIC, gatsbyBuild, pageResult, PORT, SMTP_PORT } from './build-helpers';

/** Every page of a built site's public/, as a visitor reads it. */
function readBuild(dir: string): Map<string, VisiblePage> {
  return new Map(
    builtPages(dir).map((page) => [page, visiblePage(new JSDOM(readFileSync(path.join(dir, page, 'index.html'), 'utf8')).window.document)]),
  );
}

const site = coldSite('acf-line');
let standIn: StandInProcess | undefined;
let fromAcf06 = new Map<string, VisiblePage>();
let typenames06 = '';

beforeAll(async () => {
  fromAcf06 = readBuild(E2E_PUBLIC);
  typenames06 = JSON.stringify(pageResult('/', E2E_PUBLIC));
  site.prepare();
  standIn = await startStandInProcess({ WORDPRESS_PORT: String(PORT), WORDPRESS_SMTP_PORT: SMTP_PORT, WORDPRESS_ACF_LINE: '2' });
});

afterAll(async () => {
  await standIn?.stop();
  site.remove();
});

it('builds from WPGraphQL for ACF 2.x the pages it builds from 0.6.2: the same blocks, text, links and images', async () => {
  // The e2e build read the 0.6 types.
  expect(typenames06).toContain('"__typename":"WpPage_Flexcontent_Flex_Banner"');
  expect(fromAcf06.size).toBeGreaterThan(40);

  const build = await gatsbyBuild({}, site.dir);
  console.log(`acf-line build (WPGraphQL for ACF 2.x, cold): exit ${build.code}, ${build.seconds.toFixed(1)} s`);
  expect(build.output).toContain('WordPress runs WPGraphQL for ACF 2.x');
  expect(build.code).toBe(0);
  expect(JSON.stringify(pageResult('/', site.publicDir))).toContain('"__typename":"WpFlexContentFlexBannerLayout"');

  const fromAcf2 = readBuild(site.publicDir);
  expect([...fromAcf2.keys()]).toEqual([...fromAcf06.keys()]);
  let blocks = 0;
  for (const [page, reading] of fromAcf06) {
    blocks += reading.blocks.length;
    expect({ page, ...fromAcf2.get(page) }).toEqual({ page, ...reading });
  }
  // Every block kind and styletype the fixtures hold is among what was compared.
  expect(blocks).toBeGreaterThan(150);
});
