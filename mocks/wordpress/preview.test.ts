/**
 * @jest-environment node
 *
 * The stand-in as WordPress + WPGatsby 2.3.3's preview side with the site's must-use plugin
 * (preview.ts, editor.ts, edits.ts): what a Preview click and a publish send to the webhooks, the
 * token, the manifest id, the Preview page's redirect, and what GraphQL answers with and without
 * the token — as wordpress/real-captures/preview/ shows a real WordPress doing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { content } from '../content/index';
import { autosave, createDraft, previewClick, previewHeaders, update, type EditFields, type RestBase } from '../testing/wordpress-preview';
import { FATAL_ERROR_BODY, safeUrlAllowed, type PreviewSettings } from './preview';
import { startStandInProcess, type StandInProcess } from './stand-in-process';
import { checkPreviewLink, PREVIEW_LINK_SECONDS } from '../../scripts/lib/preview-session';

const JWT_SECRET = 'a-test-secret-of-fifty-characters-0123456789abcdef';
const SITE_PREVIEW_SECRET = 'site-preview-secret';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The preview server's stand-in: records every request, answers 200 {}. */
let received: Received[] = [];
const hook = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
});
let hookUrl: string;
let standIn: StandInProcess;

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  standIn = await startStandInProcess({
    WORDPRESS_PREVIEW_WEBHOOK: `${hookUrl}/__refresh`,
    WORDPRESS_BUILDS_WEBHOOK: `${hookUrl}/__refresh`,
    WORDPRESS_CONTENT_SYNC_URL: hookUrl,
    WORDPRESS_PREVIEW_JWT_SECRET: JWT_SECRET,
    WORDPRESS_PREVIEW_SECRET: SITE_PREVIEW_SECRET,
  });
}, 40_000);

afterAll(async () => {
  await standIn?.stop();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

/**
 * The Preview page's redirect: the Content Sync URL with the must-use plugin's signed link in front of
 * WPGatsby's path (site-preview.php part 5), for the editor (user 1) and this post, ten minutes long.
 */
function expectContentSyncUrl(redirect: string | undefined, manifestId: string, id: number) {
  const prefix = `${hookUrl}/__preview-link/`;
  expect(redirect?.startsWith(prefix)).toBe(true);
  const [token = '', ...path] = redirect!.slice(prefix.length).split('/');
  expect(`/${path.join('/')}`).toBe(`/gatsby-source-wordpress/${manifestId}/${id}`);
  const now = Math.floor(Date.now() / 1000);
  expect(checkPreviewLink(SITE_PREVIEW_SECRET, token, id, now)).toEqual({ ok: true, user: 1 });
  expect(checkPreviewLink(SITE_PREVIEW_SECRET, token, id, now + PREVIEW_LINK_SECONDS + 60)).toEqual({ ok: false, reason: 'expired' });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers of many shapes, checked by the expectations
async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${standIn.base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: await response.json() };
}

const globalId = (id: number) => Buffer.from(`post:${id}`).toString('base64');
const PREVIEW_ACTIONS = `query PREVIEW_ACTIONS($since: Float) {
  actionMonitorActions(where: { previewStream: true, status: PRIVATE, orderby: { field: MODIFIED, order: DESC }, sinceTimestamp: $since }, first: 100) {
    nodes { previewData { id isDraft modified parentDatabaseId previewDatabaseId remoteUrl singleName userDatabaseId manifestIds } }
  }
}`;
const webhookBody = () => JSON.parse(received.at(-1)!.body) as Record<string, unknown> & { token: string };

/**
 * Publishes one: the stand-in answers first and posts the builds and preview webhooks after, as
 * WPGatsby does on `shutdown`; waiting for both keeps them from landing among a later test's.
 */
async function publish(type: RestBase, id: number, fields: EditFields) {
  received = [];
  const answer = await update(standIn.base, type, id, fields);
  for (let wait = 0; wait < 100 && received.length < 2; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
  return answer;
}

/** A published top-level page with blocks, its child, and a package. */
const page = content.pages.find((candidate) => !candidate.parent && !candidate.isFrontPage && candidate.blocks.length > 0)!;
const child = content.pages.find((candidate) => candidate.parent)!;
const pkg = content.packages[0]!;

describe('Preview of a published page after an autosave', () => {
  let redirect: string;
  let autosaved: Awaited<ReturnType<typeof autosave>>;

  beforeAll(async () => {
    autosaved = await autosave(standIn.base, 'pages', page.databaseId, { title: `${page.title} (preview)` });
    received = [];
    redirect = await previewClick(standIn.base, page.databaseId);
  });

  it('answers the autosave as WordPress does: a revision of its own, the page unchanged', async () => {
    expect(autosaved).toMatchObject({ parent: page.databaseId, slug: `${page.databaseId}-autosave-v1`, title: { raw: `${page.title} (preview)` } });
    expect(autosaved.id).not.toBe(page.databaseId);
    expect(autosaved.preview_link).toMatch(new RegExp(`\\?preview_id=${page.databaseId}&preview_nonce=[0-9a-f]{10}&preview=true&gatsby_preview=true$`));
    const { body } = await gql('query ($id: ID!) { page(id: $id, idType: ID) { title databaseId status } }', { id: globalId(page.databaseId) });
    expect(body.data.page).toEqual({ title: page.title, databaseId: page.databaseId, status: 'publish' });
  });

  it('POSTs the webhook with a trailing slash, JSON, the must-use plugin Authorization, and the fields of PreviewMonitor.php', () => {
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/__refresh/');
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request!.headers.authorization).toBe(SITE_PREVIEW_SECRET);
    const body = webhookBody();
    expect(Object.keys(body)).toEqual(['previewDatabaseId', 'id', 'singleName', 'isDraft', 'remoteUrl', 'modified', 'parentDatabaseId', 'userDatabaseId', 'token']);
    expect(body).toMatchObject({
      previewDatabaseId: page.databaseId,
      id: globalId(page.databaseId),
      singleName: 'page',
      isDraft: false,
      remoteUrl: `${standIn.base}/graphql`,
      modified: page.modified.replace('T', ' '),
      parentDatabaseId: 0,
      userDatabaseId: 1,
    });
  });

  it('signs a token WPGatsby verifies: HS256 with preview_jwt_secret, the home URL, one hour, user 1', async () => {
    const { token } = webhookBody();
    expect(decodeProtectedHeader(token)).toEqual({ typ: 'JWT', alg: 'HS256' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(JWT_SECRET));
    expect(payload).toMatchObject({ iss: standIn.base, aud: standIn.base, data: { user_id: 1 } });
    expect(payload.nbf).toBe(payload.iat);
    expect(payload.exp).toBe(payload.iat! + 3600);
    await expect(jwtVerify(token, new TextEncoder().encode(JWT_SECRET), { currentDate: new Date((payload.exp! + 1) * 1000) })).rejects.toThrow();
  });

  it('redirects to the Content Sync URL with the manifest id: the id and the autosave time, unencoded', () => {
    const manifestId = `${page.databaseId}${autosaved.modified.replace('T', ' ')}`;
    expectContentSyncUrl(redirect, manifestId, page.databaseId);
  });

  it('lists the PREVIEW action with its manifest ids to the token holder only, and never in the content stream', async () => {
    const headers = previewHeaders(webhookBody().token);
    const withToken = await gql(PREVIEW_ACTIONS, { since: Date.now() - 60_000 }, headers);
    expect(withToken.status).toBe(200);
    const previews = withToken.body.data.actionMonitorActions.nodes.map((node: { previewData: { previewDatabaseId: number } }) => node.previewData);
    expect(previews).toContainEqual({
      id: globalId(page.databaseId),
      isDraft: false,
      modified: page.modified.replace('T', ' '),
      parentDatabaseId: 0,
      previewDatabaseId: page.databaseId,
      remoteUrl: `${standIn.base}/graphql`,
      singleName: 'page',
      userDatabaseId: 1,
      manifestIds: [`${page.databaseId}${autosaved.modified.replace('T', ' ')}`],
    });
    const withoutToken = await gql(PREVIEW_ACTIONS, { since: Date.now() - 60_000 });
    expect(withoutToken.body.data.actionMonitorActions.nodes).toEqual([]);
    const content = await gql('query ($since: Float) { actionMonitorActions(where: { sinceTimestamp: $since }, first: 100) { nodes { referencedNodeID } } }', { since: Date.now() - 60_000 }, headers);
    expect(content.body.data.actionMonitorActions.nodes).toEqual([]);
  });

  it('answers asPreview with the autosave revision to the token holder, null to anyone else; the published page stays', async () => {
    const query = 'query ($id: ID!) { page(id: $id, idType: ID, asPreview: true) { id databaseId title status uri slug parentDatabaseId } pages(first: 100) { nodes { title } } }';
    const { body } = await gql(query, { id: globalId(page.databaseId) }, previewHeaders(webhookBody().token));
    expect(body.data.page).toEqual({
      id: globalId(autosaved.id),
      databaseId: autosaved.id,
      title: `${page.title} (preview)`,
      status: 'inherit',
      uri: `${page.uri}?preview=true`,
      slug: `${page.databaseId}-autosave-v1`,
      parentDatabaseId: page.databaseId,
    });
    expect(body.data.pages.nodes.map((node: { title: string }) => node.title)).toEqual(content.pages.map((item) => item.title));
    const anonymous = await gql(query, { id: globalId(page.databaseId) });
    expect(anonymous.body.data.page).toBeNull();
  });

  it('keeps one action per page and collects its manifest ids, as Monitor::log_action does', async () => {
    const again = await autosave(standIn.base, 'pages', page.databaseId, { title: `${page.title} (second preview)` });
    expect(again.id).toBe(autosaved.id);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await autosave(standIn.base, 'pages', page.databaseId, { title: `${page.title} (third preview)` });
    await previewClick(standIn.base, page.databaseId);
    const { body } = await gql(PREVIEW_ACTIONS, { since: Date.now() - 60_000 }, previewHeaders(webhookBody().token));
    const mine = body.data.actionMonitorActions.nodes.filter((node: { previewData: { previewDatabaseId: number } }) => node.previewData.previewDatabaseId === page.databaseId);
    expect(mine).toHaveLength(1);
    expect(mine[0].previewData.manifestIds).toEqual(expect.arrayContaining([`${page.databaseId}${second.modified.replace('T', ' ')}`]));
  });
});

describe('a draft', () => {
  it('is created as WordPress does, invisible without the token, and previewed as a draft', async () => {
    const draft = await createDraft(standIn.base, 'posts', { title: 'Concept: previews', excerpt: 'Kort.' });
    expect(draft).toMatchObject({ status: 'draft', link: `${standIn.base}/?p=${draft.id}` });
    const query = 'query ($id: ID!) { post(id: $id) { databaseId title status uri slug dateGmt } posts(first: 100) { nodes { databaseId } } }';
    const anonymous = await gql(query, { id: globalId(draft.id) });
    expect(anonymous.body.data.post).toBeNull();

    const redirect = await previewClick(standIn.base, draft.id);
    const body = webhookBody();
    expect(body).toMatchObject({ previewDatabaseId: draft.id, id: globalId(draft.id), singleName: 'post', isDraft: true, parentDatabaseId: 0 });
    expectContentSyncUrl(redirect, `${draft.id}${draft.modified.replace('T', ' ')}`, draft.id);

    const withToken = await gql(query, { id: globalId(draft.id) }, previewHeaders(body.token));
    expect(withToken.body.data.post).toEqual({ databaseId: draft.id, title: 'Concept: previews', status: 'draft', uri: `/?p=${draft.id}`, slug: null, dateGmt: null });
    expect(withToken.body.data.posts.nodes.map((node: { databaseId: number }) => node.databaseId)).not.toContain(draft.id);
    const asPreview = await gql('query ($id: ID!) { post(id: $id, idType: ID, asPreview: true) { databaseId status } }', { id: globalId(draft.id) }, previewHeaders(body.token));
    expect(asPreview.body.data.post).toEqual({ databaseId: draft.id, status: 'draft' });
  });

  it('is changed by an update and an autosave without a webhook, and stays a draft', async () => {
    const draft = await createDraft(standIn.base, 'pages', { title: 'Nieuwe pagina' });
    expect(draft.link).toBe(`${standIn.base}/?page_id=${draft.id}`);
    received = [];
    expect(await update(standIn.base, 'pages', draft.id, { title: 'Nieuwe pagina, bijgewerkt' })).toMatchObject({ id: draft.id, status: 'draft' });
    expect(await autosave(standIn.base, 'pages', draft.id, { title: 'Nieuwe pagina, autosave' })).toMatchObject({ id: draft.id, parent: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });
});

describe('ACF values in a preview', () => {
  it('answers the autosave revision own ACF values, the default or nothing for the rest; the published package keeps its own', async () => {
    const saved = await autosave(standIn.base, 'package', pkg.databaseId, { title: `${pkg.title} (preview)`, acf: { price_from: 88.5 } });
    expect(saved).toMatchObject({ parent: pkg.databaseId, acf: { price_from: 88.5 } });
    await previewClick(standIn.base, pkg.databaseId);
    const query = 'query ($id: ID!, $preview: Boolean) { package(id: $id, idType: ID, asPreview: $preview) { title info { priceFrom vcpu } } }';
    const preview = await gql(query, { id: globalId(pkg.databaseId), preview: true }, previewHeaders(webhookBody().token));
    expect(preview.body.data.package).toEqual({ title: `${pkg.title} (preview)`, info: { priceFrom: 88.5, vcpu: null } });
    const published = await gql(query, { id: globalId(pkg.databaseId), preview: false });
    expect(published.body.data.package.title).toBe(pkg.title);
    expect(published.body.data.package.info.priceFrom).toBe(pkg.info.priceFrom);
  });

  it('merges a partial acf over the published values when publishing', async () => {
    const post = content.posts[1]!;
    await publish('posts', post.databaseId, { acf: { flex: [] } });
    const { body } = await gql('query ($id: ID!) { post(id: $id, idType: ID) { title flexContent { flex { __typename } } } }', { id: globalId(post.databaseId) });
    expect(body.data.post.title).toBe(post.title);
    expect(body.data.post.flexContent.flex ?? []).toEqual([]);
  });
});

it('previews a child page as itself (the must-use plugin fix): id, node and manifest ids of the child', async () => {
  const saved = await autosave(standIn.base, 'pages', child.databaseId, { title: `${child.title} (preview)` });
  const redirect = await previewClick(standIn.base, child.databaseId);
  const manifestId = `${child.databaseId}${saved.modified.replace('T', ' ')}`;
  expectContentSyncUrl(redirect, manifestId, child.databaseId);
  expect(webhookBody()).toMatchObject({ previewDatabaseId: child.databaseId, id: globalId(child.databaseId), parentDatabaseId: 0 });
  const { body } = await gql(PREVIEW_ACTIONS, { since: Date.now() - 60_000 }, previewHeaders(webhookBody().token));
  const mine = body.data.actionMonitorActions.nodes.find((node: { previewData: { previewDatabaseId: number } }) => node.previewData.previewDatabaseId === child.databaseId);
  expect(mine.previewData).toMatchObject({ id: globalId(child.databaseId), manifestIds: [manifestId] });
});

describe('a token WPGatsby cannot decode fails the whole request with WordPress fatal-error answer', () => {
  it.each([
    ['not a JWT', async () => 'not-a-jwt'],
    ['expired', async () => new SignJWT({ data: { user_id: 1 } }).setProtectedHeader({ typ: 'JWT', alg: 'HS256' }).setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(new TextEncoder().encode(JWT_SECRET))],
    ['wrongly signed', async () => new SignJWT({ data: { user_id: 1 } }).setProtectedHeader({ typ: 'JWT', alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('another secret'))],
  ])('%s', async (_name, token) => {
    const { status, body } = await gql(PREVIEW_ACTIONS, {}, previewHeaders(await token()));
    expect(status).toBe(500);
    expect(body).toEqual(FATAL_ERROR_BODY);
  });
});

describe('wpGatsbyRemotePreviewStatus', () => {
  const MUTATION = `mutation MUTATE_PREVIEW_NODE($input: WpGatsbyRemotePreviewStatusInput!) { wpGatsbyRemotePreviewStatus(input: $input) { success } }`;
  const input = (parentDatabaseId: number) => ({ clientMutationId: 'sendPreviewStatus', modified: '2026-11-29T00:00:00', pagePath: '/x/', parentDatabaseId, status: 'PREVIEW_SUCCESS', statusContext: 'onCreatePage' });

  it('deletes the preview action for the token holder, refuses anyone else as WPGatsby does', async () => {
    await autosave(standIn.base, 'pages', page.databaseId, { title: `${page.title} (status)` });
    await previewClick(standIn.base, page.databaseId);
    const headers = previewHeaders(webhookBody().token);
    const anonymous = await gql(MUTATION, { input: input(page.databaseId) });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.wpGatsbyRemotePreviewStatus).toBeNull();
    expect(anonymous.body.errors[0]).toMatchObject({ message: `Sorry, you are not allowed to update post ${page.databaseId}`, extensions: { category: 'user' } });
    expect((await gql(MUTATION, { input: input(page.databaseId) }, headers)).body.data.wpGatsbyRemotePreviewStatus).toEqual({ success: true });
    expect((await gql(MUTATION, { input: input(page.databaseId) }, headers)).body.data.wpGatsbyRemotePreviewStatus).toEqual({ success: true });
    const { body } = await gql(PREVIEW_ACTIONS, { since: Date.now() - 60_000 }, headers);
    expect(body.data.actionMonitorActions.nodes.map((node: { previewData: { previewDatabaseId: number } }) => node.previewData.previewDatabaseId)).not.toContain(page.databaseId);
    expect((await gql(MUTATION, { input: input(99_999) }, headers)).body.errors[0].message).toBe('Sorry, you are not allowed to update post 99999');
  });
});

it('publishing POSTs the builds webhook (no body) and then the preview webhook (token, user, remote URL), after answering', async () => {
  const post = content.posts[0]!;
  await publish('posts', post.databaseId, { title: `${post.title} (bijgewerkt)` });
  expect(received.map((request) => request.path)).toEqual(['/__refresh', '/__refresh']);
  const [build, preview] = received;
  expect(build).toMatchObject({ body: '', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: SITE_PREVIEW_SECRET } });
  expect(preview!.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', authorization: SITE_PREVIEW_SECRET });
  const body = JSON.parse(preview!.body) as { token: string };
  expect(Object.keys(body)).toEqual(['token', 'userDatabaseId', 'remoteUrl']);
  expect(body).toMatchObject({ userDatabaseId: 1, remoteUrl: `${standIn.base}/graphql` });
  await expect(jwtVerify(body.token, new TextEncoder().encode(JWT_SECRET))).resolves.toBeDefined();
});

describe('safeUrlAllowed (wp_http_validate_url with the must-use plugin), as publish.json shows', () => {
  const settings: PreviewSettings = { previewWebhook: 'http://127.0.0.1:8301/__refresh', contentSyncUrl: '', buildsWebhooks: [], jwtSecret: 'x' };
  it.each([
    ['http://127.0.0.1:8301/__refresh', true],
    ['http://127.0.0.1:8302/build', false],
    ['http://localhost:8301/__refresh', false],
    ['http://10.0.0.5:8301/__refresh', false],
    ['https://api.netlify.com/build_hooks/abc', true],
    ['http://user:pass@example.com/', false],
  ])('%s → %s', (url, allowed) => {
    expect(safeUrlAllowed(url, 'http://127.0.0.1:8080', settings)).toBe(allowed);
  });
});
