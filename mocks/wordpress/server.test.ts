/**
 * @jest-environment node
 *
 * The stand-in as gatsby-source-wordpress sees it: a real server process on a free
 * loopback port, spoken to over HTTP.
 */
import { content, FORM, FRAGMENT } from '../content/index';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

let standIn: StandInProcess;
let base = '';

beforeAll(async () => {
  standIn = await startStandInProcess();
  base = standIn.base;
}, 40_000);

afterAll(async () => {
  await standIn?.stop();
});

async function gql(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables, url: 'extra variables are ignored' }),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('the start-up handshake of gatsby-source-wordpress', () => {
  it('answers a GET without query with WPGraphQL’s exact message', async () => {
    const response = await fetch(`${base}/graphql`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors[0].message).toContain('GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
  });

  it('sends application/json with the semicolon the plugin looks for', async () => {
    const { type } = await gql('{ isWpGatsby }');
    expect(type).toContain('application/json;');
  });

  it('says WPGatsby is active, permalinks are pretty and versions are compatible', async () => {
    const { body } = await gql(`
      query WPGatsbyCompatibility($wpgqlVersion: String!, $wpgatsbyVersion: String!) {
        isWpGatsby
        generalSettings { url }
        wpGatsby { arePrettyPermalinksEnabled }
        wpGatsbyCompatibility(wpGatsbyVersionRange: $wpgatsbyVersion, wpGQLVersionRange: $wpgqlVersion) { satisfies { wpGQL wpGatsby } }
      }`, { wpgqlVersion: '>=1.1.2 <3.0.0', wpgatsbyVersion: '>=0.9.0 <3.0.0' });
    expect(body.data).toEqual({
      isWpGatsby: true,
      generalSettings: { url: base },
      wpGatsby: { arePrettyPermalinksEnabled: true },
      wpGatsbyCompatibility: { satisfies: { wpGQL: true, wpGatsby: true } },
    });
  });

  it('names the query type RootQuery and has a singular field for every node list', async () => {
    const { body } = await gql('{ __schema { queryType { name fields { name args { name type { kind } } } } } }');
    const fields: { name: string }[] = body.data.__schema.queryType.fields;
    expect(body.data.__schema.queryType.name).toBe('RootQuery');
    const names = fields.map((field) => field.name);
    for (const [list, single] of [['pages', 'page'], ['mediaItems', 'mediaItem']]) {
      expect(names).toEqual(expect.arrayContaining([list, single]));
    }
  });

  it('keeps schemaMd5 stable between requests and answers an empty action monitor', async () => {
    const first = await gql('{ schemaMd5 }');
    const second = await gql('{ schemaMd5 }');
    expect(first.body.data.schemaMd5).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.data.schemaMd5).toBe(first.body.data.schemaMd5);
    const actions = await gql(`query GET_ACTION_MONITOR_ACTIONS($since: Float!, $after: String) {
      actionMonitorActions(where: { sinceTimestamp: $since, orderby: { field: MODIFIED, order: DESC } }, first: 100, after: $after) {
        nodes { id } pageInfo { hasNextPage endCursor } } }`, { since: Date.now() - 1000 });
    expect(actions.body.data.actionMonitorActions).toEqual({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
});

describe('content', () => {
  it('lists every fixture page with its banner blocks, and finds a page by uri', async () => {
    const { body } = await gql(`{
      pages(first: 100) { nodes { id databaseId uri title
        flexContent { flex { __typename ... on Page_Flexcontent_Flex_Banner { fieldGroupName styletype title links { __typename fieldGroupName theme link { url title target } } } } } }
        pageInfo { hasNextPage endCursor } }
      page(id: "/", idType: URI) { title isFrontPage }
    }`);
    expect(body.data.pages.nodes.map((page: { uri: string }) => page.uri)).toEqual(content.pages.map((page) => page.uri));
    const home = body.data.pages.nodes.find((page: { uri: string }) => page.uri === '/');
    expect(home.id).toBe(Buffer.from('post:2').toString('base64'));
    expect(home.flexContent.flex[0]).toMatchObject({
      __typename: 'Page_Flexcontent_Flex_Banner',
      fieldGroupName: 'Page_Flexcontent_Flex_Banner',
      styletype: 'banner_default',
    });
    expect(home.flexContent.flex[0].links[0]).toMatchObject({ __typename: 'Page_Flexcontent_Flex_Banner_links', fieldGroupName: 'links' });
    expect(body.data.page).toEqual({ title: 'Home', isFrontPage: true });
  });

  it('resolves media by id list as the plugin asks for them, and serves the file', async () => {
    const { body } = await gql(`query MEDIA_ITEMS($in: [ID]) { mediaItems(first: 100, where: { in: $in }) { nodes {
      id databaseId mediaItemUrl mimeType fileSize altText mediaDetails { file width height } } } }`, { in: ['501'] });
    const [item] = body.data.mediaItems.nodes;
    expect(item).toMatchObject({ id: Buffer.from('post:501').toString('base64'), databaseId: 501, mimeType: 'image/jpeg' });
    const file = await fetch(item.mediaItemUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('etag')).toBeNull();
    expect(Number(file.headers.get('content-length'))).toBe(item.fileSize);
    expect((await file.arrayBuffer()).byteLength).toBe(item.fileSize);
  });

  it('has no blurBase64 on media items (the build computes the placeholder)', async () => {
    const { status, body } = await gql('{ mediaItems(first: 1) { nodes { blurBase64 } } }');
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Cannot query field "blurBase64"/);
  });

  it('answers null for an unknown media URL', async () => {
    const { body } = await gql(`{ mediaItem(id: "${base}/wp-content/uploads/nope.jpg", idType: SOURCE_URL) { id } }`);
    expect(body.data.mediaItem).toBeNull();
  });
});

describe('ACF fields as wp-graphql-acf 0.6.2 answers them', () => {
  it('answers a number as Float, a Fragment layout’s post_object and a USP’s link (a post_object of pages and posts) through their unions', async () => {
    const { body } = await gql(`{
      __type(name: "Page_Flexcontent_Flex_Posts") { fields { name type { name } } }
      home: page(id: "/", idType: URI) { flexContent { flex { __typename
        ... on Page_Flexcontent_Flex_Posts { count }
        ... on Page_Flexcontent_Flex_Fragment { fieldGroupName styletype fragment { __typename ... on FlexFragment { databaseId } } } } } }
      vps: page(id: "/diensten/vps/", idType: URI) { flexContent { flex { ... on Page_Flexcontent_Flex_Repeat { usps { link { __typename ... on Page { uri } ... on Post { uri } } } } } } }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.__type.fields).toContainEqual({ name: 'count', type: { name: 'Float' } });
    const flex: { __typename: string; count?: number; fragment?: unknown }[] = body.data.home.flexContent.flex;
    expect(flex.find((block) => block.__typename === 'Page_Flexcontent_Flex_Posts')?.count).toBe(3);
    expect(flex.find((block) => block.__typename === 'Page_Flexcontent_Flex_Fragment')).toEqual({
      __typename: 'Page_Flexcontent_Flex_Fragment',
      fieldGroupName: 'Page_Flexcontent_Flex_Fragment',
      styletype: 'default',
      fragment: { __typename: 'FlexFragment', databaseId: FRAGMENT.whyWolkwerk },
    });
    const links = body.data.vps.flexContent.flex.flatMap((block: { usps?: { link: unknown }[] }) => block.usps ?? []).map((usp: { link: unknown }) => usp.link);
    expect(links).toContainEqual({ __typename: 'Page', uri: '/over-ons/datacenters/' });
    expect(links).toContainEqual({ __typename: 'Post', uri: '/kennisbank/snapshot-of-back-up/' });
  });

  it('answers the options page: siteSettings { pageTitle pageSlug siteOptions { info newsletter { formId } } }', async () => {
    const { body } = await gql('{ siteSettings { pageTitle pageSlug siteOptions { info { phonenumber } newsletter { formId } } } }');
    expect(body).toEqual({
      data: {
        siteSettings: {
          pageTitle: 'Site settings',
          pageSlug: 'site-settings',
          siteOptions: { info: { phonenumber: content.settings.info.phonenumber }, newsletter: { formId: FORM.newsletter } },
        },
      },
    });
  });

  it('has no packageType filter on packages (the site filters by info.type)', async () => {
    const { status, body } = await gql('{ packages(first: 1, where: { packageType: "vps" }) { nodes { databaseId } } }');
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/packageType/);
  });
});

describe('bad requests get a clear 4xx and the server keeps serving', () => {
  async function raw(pathname: string, init?: RequestInit) {
    const response = await fetch(`${base}${pathname}`, init);
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as { errors: { message: string }[] } };
  }

  it.each([
    ['malformed JSON', { method: 'POST', body: '{"query": ' }, 400, /not valid JSON/],
    ['a JSON array', { method: 'POST', body: '[1,2]' }, 400, /JSON object/],
    ['a non-string query', { method: 'POST', body: '{"query": 42}' }, 400, /must be a string/],
    ['a syntax error', { method: 'POST', body: '{"query": "{ pages { "}' }, 400, /Syntax Error/],
    ['an unknown field', { method: 'POST', body: '{"query": "{ nope }"}' }, 400, /Cannot query field "nope"/],
    ['a wrong method', { method: 'PUT', body: '{}' }, 405, /not allowed/],
  ])('%s', async (_name, init, status, message) => {
    const { status: actual, body } = await raw('/graphql', init as RequestInit);
    expect(actual).toBe(status);
    expect(body.errors[0]!.message).toMatch(message);
  });

  it('rejects a body over 1 MiB with 413', async () => {
    const { status, body } = await raw('/graphql', { method: 'POST', body: JSON.stringify({ query: `{ isWpGatsby } #${'x'.repeat(1_100_000)}` }) });
    expect(status).toBe(413);
    expect(body.errors[0]!.message).toMatch(/too large/);
  });

  it('answers unknown paths and path traversal with 404', async () => {
    expect((await raw('/wp-json/nothing')).status).toBe(404);
    expect((await raw('/wp-content/uploads/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await raw('/wp-content/uploads/%E0%A4%A')).status).toBe(400);
  });

  it('still answers after all of that, and logged one line per request', async () => {
    const { body } = await gql('{ isWpGatsby }');
    expect(body.data.isWpGatsby).toBe(true);
    expect(standIn.output()).toMatch(/\[wordpress\] POST \/graphql 200 [\d.]+ms anonymous/);
    expect(standIn.child.exitCode).toBeNull();
  });
});

describe('without WPGraphQL Yoast SEO (WORDPRESS_YOAST=0)', () => {
  let plain: StandInProcess | undefined;

  afterAll(async () => {
    await plain?.stop();
  });

  it('has no seo field on pages, while the default stand-in has one', async () => {
    const withYoast = await gql('{ page(id: "/", idType: URI) { seo { title metaDesc } } }');
    expect(withYoast.body.data.page.seo.title).toBeTruthy();
    plain = await startStandInProcess({ WORDPRESS_YOAST: '0' });
    const response = await fetch(`${plain.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ page(id: "/", idType: URI) { seo { title } } }' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/Cannot query field "seo"/);
  }, 40_000);
});

describe('as WPGraphQL for ACF 2.x (WORDPRESS_ACF_LINE=2)', () => {
  let acf2: StandInProcess | undefined;

  beforeAll(async () => {
    acf2 = await startStandInProcess({ WORDPRESS_ACF_LINE: '2' });
  }, 40_000);

  afterAll(async () => {
    await acf2?.stop();
  });

  async function gql2(query: string) {
    const response = await fetch(`${acf2!.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked by value
  }

  it('is recognisable as 2.x the way gatsby-node asks (AcfFieldGroupFields), where the default stand-in is not', async () => {
    const question = '{ __type(name: "AcfFieldGroupFields") { name } }';
    expect((await gql2(question)).data).toEqual({ __type: { name: 'AcfFieldGroupFields' } });
    expect((await gql(question)).body.data).toEqual({ __type: null });
  });

  it('answers a page’s blocks with 2.x type names: a select as a list, an image as an edge, a post_object as a connection', async () => {
    const cursor = (databaseId: number) => Buffer.from(`arrayconnection:${databaseId}`).toString('base64');
    const body = await gql2(`{
      home: page(id: "/", idType: URI) { flexContent { __typename flex { __typename
        ... on FlexContentFlexBannerLayout { fieldGroupName styletype links { __typename theme } }
        ... on FlexContentFlexContentLayout { styletype imageDesktop { image { __typename cursor node { databaseId } } } }
        ... on FlexContentFlexFragmentLayout { fragment { __typename nodes { __typename databaseId } edges { cursor } } } } } }
      vps: page(id: "/diensten/vps/", idType: URI) { flexContent { flex { ... on FlexContentFlexRepeatLayout { usps { __typename link { nodes { __typename uri } } } } } } }
    }`);
    expect(body.errors).toBeUndefined();
    const flex: Record<string, any>[] = body.data!.home.flexContent.flex; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked by value
    expect(body.data!.home.flexContent.__typename).toBe('FlexContent');
    expect(flex[0]).toMatchObject({ __typename: 'FlexContentFlexBannerLayout', fieldGroupName: 'FlexContentFlexBannerLayout', styletype: ['banner_default'] });
    expect(flex[0]!.links[0].__typename).toBe('FlexContentFlexLinks');
    const image = flex.find((block) => block.imageDesktop?.image)?.imageDesktop.image;
    expect(image).toEqual({ __typename: 'AcfMediaItemConnectionEdge', cursor: cursor(image.node.databaseId), node: { databaseId: expect.any(Number) } });
    expect(flex.find((block) => block.__typename === 'FlexContentFlexFragmentLayout')!.fragment).toEqual({
      __typename: 'AcfContentNodeConnection',
      nodes: [{ __typename: 'FlexFragment', databaseId: FRAGMENT.whyWolkwerk }],
      edges: [{ cursor: cursor(FRAGMENT.whyWolkwerk) }],
    });
    const links = body.data!.vps.flexContent.flex.flatMap((block: { usps?: { link: unknown }[] }) => block.usps ?? []).map((usp: { link: unknown }) => usp.link);
    expect(links).toContainEqual({ nodes: [{ __typename: 'Page', uri: '/over-ons/datacenters/' }] });
    expect(links).toContainEqual(null);
  });

  it('answers the options page: siteSettings { id menuTitle pageTitle parentId siteOptions }, and has no 0.6 pageSlug', async () => {
    const body = await gql2('{ siteSettings { __typename id menuTitle pageTitle parentId siteOptions { __typename info { phonenumber } newsletter { formId } } } }');
    expect(body).toEqual({
      data: {
        siteSettings: {
          __typename: 'SiteSettings',
          id: Buffer.from('acf_options_page:site-settings').toString('base64'),
          menuTitle: 'Site settings',
          pageTitle: 'Site settings',
          parentId: null,
          siteOptions: { __typename: 'SiteOptions', info: { phonenumber: content.settings.info.phonenumber }, newsletter: { formId: FORM.newsletter } },
        },
      },
    });
    expect(JSON.stringify((await gql2('{ siteSettings { pageSlug } }')).errors)).toMatch(/Cannot query field \\"pageSlug\\"/);
  });
});
