/**
 * @jest-environment node
 *
 * Replays the queries gatsby-source-wordpress generated from this schema (recorded in
 * contract/ by `npm run wordpress:contract`) against the running stand-in, the way the
 * plugin sends them: every node list page by page, every single-node query, the media
 * look-up by id, the non-node root query for the Wp node, and what it sends for an editor's preview
 * with a preview token: each post type's node-preview-query.graphql (asPreview: true) and its
 * hand-written preview operations (contract/preview-operations.ts). That the same queries fit a
 * real WordPress is checked in contract/remote.test.ts (against contract/remote-schema.graphql).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../content/index';
import { autosave, previewHeaders, type RestBase } from '../testing/wordpress-preview';
import { previewOperations } from './contract/preview-operations';
import { previewToken } from './preview';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

const contractDir = path.join(__dirname, 'contract');
/** One folder of recordings per node type, and RootQuery; the files beside them are the real schema and its checks (contract/remote.test.ts). */
const typeNames = readdirSync(contractDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'RootQuery')
  .map((entry) => entry.name);
const query = (typeName: string, file: string) => readFileSync(path.join(contractDir, typeName, file), 'utf8');

/** How many nodes of each type the fixtures hold (media items are only fetched by id). */
const expected: Record<string, number> = {
  Page: content.pages.length,
  Post: content.posts.length,
  Category: content.categories.length,
  FlexFragment: content.fragments.length,
  Package: content.packages.length,
  GfForm: content.forms.length,
  ContentType: 4,
};

/** WPGatsby's preview_jwt_secret of the stand-in started here, to sign the tokens the preview queries carry. */
const JWT_SECRET = 'contract-test-preview-jwt-secret';

let standIn: StandInProcess;

beforeAll(async () => {
  standIn = await startStandInProcess({ WORDPRESS_PREVIEW_JWT_SECRET: JWT_SECRET });
}, 40_000);

afterAll(async () => {
  await standIn?.stop();
});

async function run(source: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${standIn.base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: source, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  expect(response.status).toBe(200);
  return body.data!;
}

interface ListPage {
  nodes: { id: string; databaseId?: number }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** All nodes of a type, fetched as the plugin does (perPage from gatsby-config: 100; 7 here to page often). */
async function fetchAll(typeName: string, perPage = 7) {
  const source = query(typeName, 'node-list-query.graphql');
  const nodes: ListPage['nodes'] = [];
  let after: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const data = await run(source, { first: perPage, after });
    const list = Object.values(data)[0] as ListPage;
    nodes.push(...list.nodes);
    if (!list.pageInfo.hasNextPage) break;
    after = list.pageInfo.endCursor;
  }
  return nodes;
}

it('has the recorded queries of every node type the site sources', () => {
  expect(typeNames.sort()).toEqual([...Object.keys(expected), 'MediaItem'].sort());
});

describe.each(Object.keys(expected))('%s', (typeName) => {
  it('lists every node across cursor pages, and each one again by its id', async () => {
    const nodes = await fetchAll(typeName);
    expect(nodes).toHaveLength(expected[typeName]!);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    const single = query(typeName, 'node-single-query.graphql');
    for (const node of nodes.slice(0, 5)) {
      const data = await run(single, { id: node.id });
      expect((Object.values(data)[0] as { id: string }).id).toBe(node.id);
    }
  });
});

it('resolves every media item the content refers to, by the ids the plugin extracts', async () => {
  const referenced = new Set<string>();
  for (const typeName of Object.keys(expected)) {
    const text = JSON.stringify(await fetchAll(typeName, 100));
    for (const match of text.matchAll(/"__typename":"MediaItem","id":"([^"]+)"/g)) {
      referenced.add(Buffer.from(match[1]!, 'base64').toString('utf8').split(':').pop()!);
    }
  }
  expect(referenced.size).toBeGreaterThan(20);
  const data = await run(query('MediaItem', 'node-list-query.graphql').replace('mediaItems(first: $first, after: $after)', 'mediaItems(first: $first, after: $after, where: { in: $in })').replace('$after: String)', '$after: String, $in: [ID])'), {
    first: 100,
    after: null,
    in: [...referenced],
  });
  const nodes = (data.mediaItems as ListPage).nodes;
  expect(nodes.map((node) => String(node.databaseId)).sort()).toEqual([...referenced].sort());
});

it('answers readingSettings as WPGraphQL resolves the seeded options (a static front page, 10 posts per page, no posts page: 0, not null)', async () => {
  // gatsby-starter-wordpress-blog (the bench's peer) pages its archive by readingSettings.postsPerPage.
  const data = await run('{ readingSettings { pageForPosts pageOnFront postsPerPage showOnFront } }');
  const front = content.pages.find((page) => page.isFrontPage);
  expect(front).toBeDefined();
  expect(data.readingSettings).toEqual({ pageForPosts: 0, pageOnFront: front?.databaseId, postsPerPage: 10, showOnFront: 'page' });
});

it('answers the non-node root query that becomes the Wp node (settings, menus, newsletter form)', async () => {
  const data = await run(query('RootQuery', 'non-node-root-query.graphql'));
  // The options page's field group sits under its graphqlFieldName (siteSettings.siteOptions), as wp-graphql-acf registers it.
  expect(data).toMatchObject({
    generalSettings: { title: content.settings.general.title },
    siteSettings: { siteOptions: { info: { phonenumber: content.settings.info.phonenumber } } },
  });
  const settings = (data.siteSettings as { siteOptions: { menuHeader: unknown[]; menuFooter: unknown[]; menuServices: unknown[] } }).siteOptions;
  expect(settings.menuHeader).toHaveLength(content.settings.menuHeader.length);
  expect(settings.menuFooter).toHaveLength(content.settings.menuFooter.length);
  expect(settings.menuServices).toHaveLength(content.settings.menuServices.length);
});

/** The REST base of each editable node type (mocks/wordpress/editor.ts). */
const REST_BASE_OF: Record<string, RestBase> = { Page: 'pages', Post: 'posts', Package: 'package' };
const previewTypes = typeNames.filter((typeName) => existsSync(path.join(contractDir, typeName, 'node-preview-query.graphql')));

it('has the recorded preview queries of the post types an editor previews', () => {
  expect(previewTypes).toEqual(expect.arrayContaining(Object.keys(REST_BASE_OF)));
});

describe.each(previewTypes)('%s preview query, with a preview token', (typeName) => {
  it('answers the newest revision of an autosaved node, and the node itself where there is none', async () => {
    const headers = previewHeaders(await previewToken(JWT_SECRET, standIn.base, 1));
    const source = query(typeName, 'node-preview-query.graphql');
    const [first, ...rest] = (await fetchAll(typeName)).slice(0, 4);
    const base = REST_BASE_OF[typeName];
    if (base) {
      const saved = await autosave(standIn.base, base, first!.databaseId!, { title: 'Contract preview' });
      const data = await run(source, { id: first!.id }, headers);
      expect(Object.values(data)[0]).toMatchObject({ databaseId: saved.id, title: 'Contract preview', status: 'inherit' });
    }
    for (const node of rest) {
      const data = await run(source, { id: node.id }, headers);
      expect((Object.values(data)[0] as { id: string }).id).toBe(node.id);
    }
  });
});

it("runs the plugin's hand-written preview operations with a preview token", async () => {
  const headers = previewHeaders(await previewToken(JWT_SECRET, standIn.base, 1));
  const [actions, mutation] = previewOperations();
  const listed = await run(actions!.source, { after: null }, headers);
  expect(listed.actionMonitorActions).toMatchObject({ nodes: expect.any(Array), pageInfo: { hasNextPage: false } });
  const page = content.pages[0]!;
  const input = { clientMutationId: 'sendPreviewStatus', modified: page.modified, pagePath: page.uri, parentDatabaseId: page.databaseId, status: 'PREVIEW_SUCCESS', statusContext: 'onCreatePage' };
  expect(await run(mutation!.source, { input }, headers)).toEqual({ wpGatsbyRemotePreviewStatus: { success: true } });
});
