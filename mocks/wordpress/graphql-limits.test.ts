/**
 * @jest-environment node
 *
 * The limits of /graphql: query depth as WPGraphQL's QueryDepth rule counts it, at most
 * 100 nodes per connection page, a cap on fields (aliases) and on the nodes a query's connections
 * can return, and on the answer's size, each a prompt 400 in WPGraphQL's error shape while the
 * stand-in keeps answering other requests. The limits' sources are cited in graphql-route.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery } from 'graphql';
import { content } from '../content/index';
import { generatePosts } from '../content/generate';
import { depthMessage, GRAPHQL_LIMITS, graphqlRoute, measureQuery } from './graphql-route';
import { HttpError, sendJson } from './http';
import { buildSchemaSdl } from './schema';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

const EXTRA_POSTS = 150;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wordpress-limits-'));
let standIn: StandInProcess;

beforeAll(async () => {
  const file = path.join(dir, 'posts.json');
  writeFileSync(file, JSON.stringify(generatePosts(EXTRA_POSTS)));
  standIn = await startStandInProcess({ WORDPRESS_EXTRA_POSTS: file });
}, 40_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  ms: number;
  body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: unknown }[] };
}

async function gql(query: string, variables?: Record<string, unknown>, base = standIn.base): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, ms: performance.now() - started, body };
}

/** A 400 carrying one error in WPGraphQL's shape (webonyx FormattedError) and no data. */
function expectLimitError(answer: Answer, message: RegExp | string) {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toEqual([{ message: expect.stringMatching(message), extensions: { category: 'graphql' } }]);
}

const aliases = (count: number, selection: (index: number) => string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${selection(index)}`).join(' ')} }`;

/** Peak resident memory of the stand-in process (Linux /proc), in bytes. */
function peakMemory(): number | undefined {
  try {
    const status = readFileSync(`/proc/${standIn.child.pid}/status`, 'utf8');
    const kB = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kB === undefined ? undefined : Number(kB) * 1024;
  } catch {
    return undefined;
  }
}

describe('the probe: 10,000 aliases of posts(first: 100)', () => {
  const attack = aliases(10_000, () => 'posts(first: 100) { nodes { id databaseId uri } }');

  it('is refused at once with a clear 400, in bounded memory', async () => {
    const before = peakMemory();
    const answer = await gql(attack);
    expectLimitError(answer, /^The query selects more than 2000 fields \(every alias counts/);
    expect(answer.ms).toBeLessThan(3000);
    const after = peakMemory();
    // Unlimited it took 1 GB; refused before running, only the parsed request is held.
    if (before !== undefined && after !== undefined) expect(after - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('does not hold up other requests', async () => {
    const [big, small] = await Promise.all([gql(attack), gql('{ isWpGatsby }')]);
    expect(big.status).toBe(400);
    expect(small).toMatchObject({ status: 200, body: { data: { isWpGatsby: true } } });
    expect(small.ms).toBeLessThan(2000);
    expect((await gql('{ generalSettings { title } }')).body.data).toEqual({ generalSettings: { title: content.settings.general.title } });
  });

  it('counts fields in fragments each time they are spread, without expanding a doubling spread', async () => {
    const fragments = Array.from({ length: 40 }, (_, index) => `fragment F${index} on RootQuery { ...F${index + 1} ...F${index + 1} }`);
    const answer = await gql(`{ ...F0 } ${fragments.join(' ')} fragment F40 on RootQuery { isWpGatsby }`);
    expectLimitError(answer, /more than 2000 fields/);
    expect(answer.ms).toBeLessThan(3000);
  });

  it('explains graphql-js aborting the validation of many same-named fields', async () => {
    const answer = await gql(`{ ${Array.from({ length: 1999 }, () => 'isWpGatsby').join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Validation aborted: the query is too complex to validate/);
  });
});

describe('connection pages', () => {
  it('clamps first: 1000 to 100 nodes as WPGraphQL does, instead of failing', async () => {
    expect(content.posts.length + EXTRA_POSTS).toBeGreaterThan(100);
    const answer = await gql('{ posts(first: 1000) { nodes { databaseId } pageInfo { hasNextPage } } }');
    expect(answer.status).toBe(200);
    const posts = answer.body.data!.posts as { nodes: unknown[]; pageInfo: { hasNextPage: boolean } };
    expect(posts.nodes).toHaveLength(100);
    expect(posts.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses a query whose aliases × page sizes pass 50,000 nodes before running it, with variables resolved', async () => {
    const query = (count: number) =>
      `query ($n: Int) ${aliases(count, () => 'posts(first: $n) { nodes { databaseId } }')}`;
    expectLimitError(await gql(query(600), { n: 100 }), /^The query could return more than 50000 nodes/);
    expectLimitError(await gql(query(501), { n: 1000 }), /more than 50000 nodes/);
    // 600 pages of 10 are 6,000 nodes: allowed.
    const small = await gql(query(600), { n: 10 });
    expect(small.status).toBe(200);
    expect(Object.keys(small.body.data!)).toHaveLength(600);
  });
});

describe('query depth', () => {
  /** `{ __schema { types { ofType { … { name } } } } }`: `levels` deep as WPGraphQL counts (root fields are level 0). */
  const nested = (levels: number) => `{ __schema { types { ${'ofType { '.repeat(levels - 1)}name${' }'.repeat(levels - 1)} } } }`;

  it('answers a query deeper than 15 levels with WPGraphQL’s message', async () => {
    expect(measureQuery(schema(), nested(16))[0]!.depth).toBe(16);
    const answer = await gql(nested(16));
    expectLimitError(answer, depthMessage(15, 16));
    expect(answer.body.errors![0]!.message).toBe(
      'The server administrator has limited the max query depth to 15, but the requested query has 16 levels.',
    );
  });

  it('runs a query of 15 levels and graphql-js’s full introspection query (13)', async () => {
    expect((await gql(nested(15))).status).toBe(200);
    const introspection = await gql(getIntrospectionQuery());
    expect(introspection.status).toBe(200);
    expect(introspection.body.errors).toBeUndefined();
  });
});

describe('introspection in the answer size', () => {
  it('answers the introspection query gatsby-source-wordpress sends at the start of every build', async () => {
    // The plugin's own query (steps/ingest-remote-schema/introspect-remote-schema.js sends it).
    const { introspectionQuery } = jest.requireActual<{ introspectionQuery: string }>('gatsby-source-wordpress/dist/utils/graphql-queries');
    const answer = await gql(introspectionQuery);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const types = (answer.body.data!.__schema as { types: { name: string }[] }).types;
    expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(['RootQuery', 'Post', 'GfForm']));
  });

  it(`refuses 70 aliases of __schema (14.6 MB unbounded) once their introspection passes ${GRAPHQL_LIMITS.maxIntrospectionBytes / 1024 / 1024} MB, in WPGraphQL’s error shape`, async () => {
    const answer = await gql(aliases(70, () => '__schema { types { name kind description fields { name description args { name description } } } }'));
    expectLimitError(answer, /^The introspection fields \(__schema, __type\) of the answer would be larger than 2 MB, the WordPress stand-in's limit; it stopped building it\. Ask for the schema once per request\.$/);
    // The stand-in answers on.
    expect((await gql('{ isWpGatsby }')).body.data).toEqual({ isWpGatsby: true });
  });
});

let standInSchema: ReturnType<typeof buildSchema> | undefined;
function schema() {
  standInSchema ??= buildSchema(buildSchemaSdl(readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8'), __dirname));
  return standInSchema;
}

describe('the queries gatsby-source-wordpress sends', () => {
  const contractDir = path.join(__dirname, 'contract');
  // One folder per node type (remote-schema.graphql and the check's modules sit beside them).
  const recorded = readdirSync(contractDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: type }) =>
      readdirSync(path.join(contractDir, type)).map((file) => [`${type}/${file}`, readFileSync(path.join(contractDir, type, file), 'utf8')]),
    );

  it.each(recorded)('%s stays far below every limit at the plugin’s page size of 100', (_name, source) => {
    for (const operation of measureQuery(schema(), source, { first: 100 })) {
      expect(operation.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth - 5);
      // The GfForm queries select 750 fields: every field type's settings, choices and inputs in the
      // plugin's per-type shapes (gravityforms/schema.graphql).
      expect(operation.fields).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxFields / 2);
      expect(operation.nodes).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxNodes / 4);
    }
  });

  it('counts depth, fields and nodes of a list query as the limits do', () => {
    const source = readFileSync(path.join(contractDir, 'GfForm/node-list-query.graphql'), 'utf8');
    // gfForms(first: 100) { nodes { formFields(first: 100) … } }: 100 + 100 × 100 nodes.
    expect(measureQuery(schema(), source, { first: 100 })).toEqual([{ name: 'NODE_LIST_QUERY', depth: 5, fields: 750, nodes: 10_100 }]);
  });
});

describe('the answer size', () => {
  /** The route alone on a small schema, with a 100,000-byte answer limit. */
  let base = '';
  let server: http.Server;
  let reads = 0;
  const item = (index: number, text: string) => ({
    id: index,
    get text() {
      reads += 1;
      return text;
    },
  });

  beforeAll(async () => {
    const small = buildSchema('type Query { items(first: Int, wide: Boolean): ItemConnection } type ItemConnection { nodes: [Item!]! } type Item { id: ID! text: String }');
    const root = {
      items: ({ first, wide }: { first?: number; wide?: boolean }) => ({
        nodes: Array.from({ length: Math.min(first ?? 10, 100) }, (_, index) => item(index, (wide ? 'é' : 'x').repeat(1000))),
      }),
    };
    const route = graphqlRoute(small, root, { ...GRAPHQL_LIMITS, maxResponseBytes: 100_000, maxIntrospectionBytes: 20_000 });
    server = http.createServer((req, res) => {
      route.handle({ req, res, url: new URL(req.url ?? '/', 'http://localhost'), baseUrl: '', note: () => {} }).catch((error: unknown) => {
        if (error instanceof HttpError) sendJson(res, error.status, error.body ?? { errors: [{ message: error.message }] });
        else sendJson(res, 500, { errors: [{ message: String(error) }] });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stops building an answer past the limit and says so', async () => {
    reads = 0;
    const answer = await gql(aliases(50, () => 'items(first: 100) { nodes { text } }'), undefined, base);
    expectLimitError(answer, /^The answer would be larger than 100000 bytes, the WordPress stand-in's limit; it stopped building it/);
    // 5,000 texts of 1,000 characters were asked for; building stopped after about 100.
    expect(reads).toBeGreaterThan(50);
    expect(reads).toBeLessThan(200);
  });

  it('checks the serialized size too (multi-byte text the running estimate undercounts)', async () => {
    const answer = await gql('{ items(first: 60, wide: true) { nodes { text } } }', undefined, base);
    expectLimitError(answer, /larger than 100000 bytes/);
  });

  it('answers what fits', async () => {
    const answer = await gql('{ items(first: 60) { nodes { text } } }', undefined, base);
    expect(answer.status).toBe(200);
    expect((answer.body.data!.items as { nodes: unknown[] }).nodes).toHaveLength(60);
  });

  const typeQuery = '__type(name: "Item") { name kind description fields { name description type { name kind ofType { name kind } } } }';

  it('counts __type and __schema fields against the introspection limit (here 20,000 bytes)', async () => {
    expect((await gql(`{ ${typeQuery} __schema { types { name } } }`, undefined, base)).status).toBe(200);
    expectLimitError(await gql(aliases(100, () => typeQuery), undefined, base), /^The introspection fields \(__schema, __type\) of the answer would be larger than 20000 bytes/);
    expectLimitError(await gql(aliases(40, () => '__schema { types { name description fields { name } } }'), undefined, base), /^The introspection fields/);
  });

  it('counts introspection in the whole answer’s size too', async () => {
    // 90 KB of data and under 20 KB of introspection: each fits its own limit, together they pass 100 KB.
    const both = `{ items(first: 90) { nodes { text } } ${aliases(40, () => typeQuery).slice(1, -1)} }`;
    expectLimitError(await gql(both, undefined, base), /^The answer would be larger than 100000 bytes/);
  });
});
