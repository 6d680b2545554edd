/**
 * @jest-environment node
 *
 * The preview server's front (preview-front.ts) in-process, before a stand-in for `gatsby develop`
 * that records what reaches it: the refresh endpoint refuses every request without the secret and
 * passes the rest on with it; develop's GraphQL and file routes never get through, however the path
 * is spelled; the Content Sync URL waits for the node manifest and then redirects; a refresh that
 * comes while develop starts is held and sent once it runs. Every route but the refresh endpoint and
 * the health answer needs the session a link signed by WordPress gives: without it, a Dutch 401 and
 * develop is not asked. Then generated hostile requests, whose answers must give nothing away
 * (mocks/testing/leak-check.ts), none of which may reach the refresh endpoint, and none of which
 * reaches develop at all without a session.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { configureFuzzing, loopbackServers, rawRequest, type RawRequest } from '../../mocks/testing/fuzz-http';
import { expectNoLeak, hostileRequestArbitrary } from '../../mocks/testing/leak-check';
import { createPreviewFront, type PreviewFront } from './preview-front';
import { sessionCookie, signPreviewLink } from './preview-session';
import { REFRESH_MARK, SOURCED_PATH } from '../../src/preview/refresh-mark';

configureFuzzing();

const SECRET = 'a-preview-secret-of-some-length';
/** The front's clock: signed links and sessions are checked against it. */
const NOW_MS = Date.UTC(2026, 11, 2, 12, 0, 0);
const nowSeconds = Math.floor(NOW_MS / 1000);
/** The Cookie header of an editor's session, as the front gives it for a signed link. */
const SESSION = sessionCookie(SECRET, 1, nowSeconds, false).split(';')[0]!;
/** A draft's text, as develop would answer for its page: no request without a session may see it. */
const DRAFT = 'CONCEPT-TEKST-VAN-DE-REDACTIE';
const MANIFEST_ID = '4212026-11-29 10:20:30';
const servers = loopbackServers();

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}
let seen: Seen[] = [];
/** The mark of the last refresh the fake develop took (src/build/preview-refreshes.ts answers it). */
let sourcedMark: number | null = null;
let siteDir = '';
let developUrl = '';
let front: PreviewFront;
let base = '';

/** What develop would answer: 200 to a refresh, a page for anything else. */
const develop: http.RequestListener = (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: Buffer.concat(chunks).toString() });
    if (req.url === '/___graphql') {
      // The front's own question about a node without a page (src/preview/target.ts PREVIEWED_NODE_QUERY).
      const { variables } = JSON.parse(Buffer.concat(chunks).toString()) as { variables: { id: string } };
      const node = variables.id === 'package-node' ? { __typename: 'WpPackage', title: 'VPS Pro' } : { __typename: 'WpFlexFragment' };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: { wpContentNode: node } }));
      return;
    }
    if (req.url!.startsWith('/__refresh')) {
      const authorized = req.headers.authorization === SECRET;
      // Sourced at once: the refresh queue's own behaviour is preview-refreshes.test.ts's.
      if (authorized) sourcedMark = (JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, number>)[REFRESH_MARK] ?? null;
      res.writeHead(authorized ? 200 : 403, { 'Content-Type': 'application/json' });
      res.end('{}');
      return;
    }
    if (req.url === SOURCED_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ sourced: sourcedMark }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(req.url!.startsWith('/generated-preview-path/') ? `<h1>${DRAFT}</h1>` : `<p>develop: ${req.url}</p>`);
  });
};

async function startFront(options: { login?: string; upstream?: string } = {}) {
  const created = createPreviewFront({
    upstream: options.upstream ?? developUrl,
    secret: SECRET,
    siteDir,
    timeoutMs: 5000,
    login: options.login,
    now: () => NOW_MS,
    log: () => {},
  });
  await new Promise<void>((resolve) => created.server.listen(0, '127.0.0.1', resolve));
  return { front: created, base: `http://127.0.0.1:${(created.server.address() as AddressInfo).port}` };
}
const close = (server: http.Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

function writeManifest(manifestId: string, manifest: object) {
  const dir = path.join(siteDir, 'public', '__node-manifests', 'gatsby-source-wordpress');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${manifestId}.json`), JSON.stringify(manifest));
}

/** A request as nobody WordPress sent makes it: no session. */
const anonymous = (request: RawRequest, at = base) => rawRequest(at, { method: 'GET', exactPath: true, ...request });
/** A request of an editor's browser: with the session cookie. */
const send = (request: RawRequest, at = base) => anonymous({ ...request, headers: { Cookie: SESSION, ...request.headers } }, at);
const refreshes = () => seen.filter((request) => request.url.toLowerCase().startsWith('/__refresh'));
/** What develop's refresh endpoint got: the path, the secret, and the body without the queue's mark (a number). */
const sentToDevelop = () =>
  refreshes().map(({ url, authorization, body }) => {
    const { [REFRESH_MARK]: mark, ...rest } = JSON.parse(body) as Record<string, unknown>;
    expect(typeof mark).toBe('number');
    return { url, authorization, body: rest };
  });

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'preview-front-'));
  developUrl = await servers.listen(develop);
  ({ front, base } = await startFront());
  front.developReady();
});
afterAll(async () => {
  await close(front.server);
  await servers.closeAll();
  rmSync(siteDir, { recursive: true, force: true });
});
beforeEach(() => {
  seen = [];
});

describe('the refresh endpoint', () => {
  // What the Preview click posts (PreviewMonitor.php post_to_preview_instance).
  const body = JSON.stringify({
    previewDatabaseId: 421,
    id: 'cG9zdDo0MjE=',
    token: 'a.jwt.token',
    userDatabaseId: 1,
    remoteUrl: 'http://wordpress/graphql',
  });

  it.each([
    ['without an Authorization header', {}],
    ['with a wrong secret', { Authorization: 'not-the-secret' }],
    ['with the secret as a Bearer token', { Authorization: `Bearer ${SECRET}` }],
    ['with the secret as Basic credentials', { Authorization: `Basic ${Buffer.from(`x:${SECRET}`).toString('base64')}` }],
    ['with the secret in lower case', { Authorization: SECRET.toUpperCase() }],
  ])('refuses a refresh %s with 403, and develop never sees it', async (_, headers) => {
    for (const pathname of [
      '/__refresh',
      '/__refresh/',
      '/__refresh/gatsby-source-wordpress/',
      '/__REFRESH',
      '//__refresh',
      '/%5F%5Frefresh',
    ]) {
      const answer = await send({ method: 'POST', path: pathname, headers: { 'Content-Type': 'application/json', ...headers }, body });
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 403 });
      expect(JSON.parse(answer.body.toString())).toEqual({ error: expect.stringContaining('Authorization failed') });
    }
    expect(seen).toEqual([]);
  });

  it('passes a refresh with the secret on to develop, with the secret develop checks and the body as sent', async () => {
    const answer = await send({
      method: 'POST',
      path: '/__refresh/',
      headers: { Authorization: SECRET, 'Content-Type': 'application/json; charset=utf-8' },
      body,
    });
    expect(answer.status).toBe(200);
    await front.refreshesSettled();
    expect(sentToDevelop()).toEqual([{ url: '/__refresh', authorization: SECRET, body: JSON.parse(body) }]);
  });

  it('takes a builds webhook without a body (WPGatsby posts none)', async () => {
    const answer = await send({ method: 'POST', path: '/__refresh', headers: { Authorization: SECRET, 'Content-Length': '0' } });
    expect(answer.status).toBe(200);
    await front.refreshesSettled();
    expect(sentToDevelop()).toEqual([{ url: '/__refresh', authorization: SECRET, body: {} }]);
  });

  it("passes WPGatsby's publish-time preview dispatch on as a content refresh, so develop sources the publish", async () => {
    const publish = JSON.stringify({ token: 'a.jwt.token', userDatabaseId: 1, remoteUrl: 'http://wordpress/graphql' });
    expect(
      (
        await send({
          method: 'POST',
          path: '/__refresh',
          headers: { Authorization: SECRET, 'Content-Type': 'application/json' },
          body: publish,
        })
      ).status,
    ).toBe(200);
    await front.refreshesSettled();
    expect(sentToDevelop()).toEqual([{ url: '/__refresh', authorization: SECRET, body: {} }]);
  });

  it('answers other methods with 405 and a body over 64 KB with 413', async () => {
    expect((await send({ method: 'GET', path: '/__refresh', headers: { Authorization: SECRET } })).status).toBe(405);
    const big = await send({ method: 'POST', path: '/__refresh', headers: { Authorization: SECRET }, body: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(refreshes()).toEqual([]);
  });

  it('holds a refresh that comes while develop starts (or starts again) and sends it once develop runs', async () => {
    const starting = await startFront();
    try {
      const answer = await send(
        { method: 'POST', path: '/__refresh', headers: { Authorization: SECRET, 'Content-Type': 'application/json' }, body },
        starting.base,
      );
      expect(answer.status).toBe(202);
      expect(refreshes()).toEqual([]);
      expect(starting.front.counts()).toEqual({ accepted: 1, refused: 0, held: 1 });
      starting.front.developReady();
      await starting.front.refreshesSettled();
      expect(sentToDevelop()).toEqual([{ url: '/__refresh', authorization: SECRET, body: JSON.parse(body) }]);
      expect(starting.front.counts().held).toBe(0);
      // develop stops and starts again: refreshes wait for it once more.
      starting.front.developStopped();
      seen = [];
      expect((await send({ method: 'POST', path: '/__refresh', headers: { Authorization: SECRET }, body }, starting.base)).status).toBe(
        202,
      );
      expect(refreshes()).toEqual([]);
      starting.front.developReady();
      await starting.front.refreshesSettled();
      expect(sentToDevelop()).toEqual([{ url: '/__refresh', authorization: SECRET, body: JSON.parse(body) }]);
    } finally {
      await close(starting.front.server);
    }
  });
});

describe('what the front never passes on', () => {
  it.each([
    '/___graphql',
    '/__graphql',
    '/_graphql?query=%7B__typename%7D',
    '/___graphiql',
    '/___GraphQL',
    '//___graphql',
    '/%5F%5F_graphql',
    '/___graphql/',
    '/__open-stack-frame-in-editor?fileName=/etc/passwd',
    '/__original-stack-frame?moduleId=x',
    '/__file-code-frame?filePath=/etc/passwd',
    '/__preview-front/sourced',
  ])('%s answers 404 without reaching develop', async (pathname) => {
    for (const method of ['GET', 'POST']) {
      const answer = await send({ method, path: pathname, body: method === 'POST' ? '{"query":"{__typename}"}' : undefined });
      expect({ method, status: answer.status }).toEqual({ method, status: 404 });
      expect(answer.body.toString()).not.toContain(SECRET);
    }
    expect(seen).toEqual([]);
  });

  it('answers a path it cannot decode with 400', async () => {
    expect((await send({ path: '/%E0%A4%A' })).status).toBe(400);
    expect(seen).toEqual([]);
  });
});

describe('the pages of develop', () => {
  it('are passed on, marked noindex', async () => {
    const answer = await send({ path: '/diensten/vps/' });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<p>develop: /diensten/vps/</p>');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answer 503 in Dutch while develop does not run', async () => {
    const stopped = await startFront({ upstream: 'http://127.0.0.1:9' });
    try {
      stopped.front.developReady();
      const answer = await send({ path: '/' }, stopped.base);
      expect(answer.status).toBe(503);
      expect(answer.body.toString()).toContain('De voorbeeldserver start nog');
    } finally {
      await close(stopped.front.server);
    }
  });

  it('ask for the login when one is set, and the refresh endpoint still takes only the secret', async () => {
    const guarded = await startFront({ login: 'redactie:geheim-wachtwoord' });
    try {
      guarded.front.developReady();
      const denied = await send({ path: '/' }, guarded.base);
      expect(denied.status).toBe(401);
      expect(denied.headers['www-authenticate']).toMatch(/^Basic realm="Voorbeeld"/);
      const wrong = await send(
        { path: '/', headers: { Authorization: `Basic ${Buffer.from('redactie:fout').toString('base64')}` } },
        guarded.base,
      );
      expect(wrong.status).toBe(401);
      const login = `Basic ${Buffer.from('redactie:geheim-wachtwoord').toString('base64')}`;
      expect((await send({ path: '/', headers: { Authorization: login } }, guarded.base)).status).toBe(200);
      // The refresh endpoint: the login is not the secret; the secret needs no login.
      expect((await send({ method: 'POST', path: '/__refresh', headers: { Authorization: login } }, guarded.base)).status).toBe(403);
      expect((await send({ method: 'POST', path: '/__refresh', headers: { Authorization: SECRET } }, guarded.base)).status).toBe(200);
    } finally {
      await close(guarded.front.server);
    }
  });
});

describe('who sees drafts', () => {
  const contentSync = `/gatsby-source-wordpress/${encodeURIComponent(MANIFEST_ID)}/421`;
  const link = (token: string) => `/__preview-link/${token}${contentSync}`;
  const signed = (fields: { user?: number; post?: number; expires?: number } = {}, secret = SECRET) =>
    signPreviewLink(secret, { user: 1, post: 421, expires: nowSeconds + 600, ...fields });

  it("lets the editor in with WordPress's signed link: a session, then the Content Sync page without the token", async () => {
    const entry = await anonymous({ path: link(signed()) });
    expect(entry.status).toBe(302);
    expect(entry.headers.location).toBe(contentSync);
    const cookie = String(entry.headers['set-cookie']);
    expect(cookie).toMatch(/^preview_session=1\.\d+\.[\w-]+; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    expect(entry.headers['referrer-policy']).toBe('no-referrer');
    const session = cookie.split(';')[0]!;
    const page = await anonymous({ path: contentSync, headers: { Cookie: session } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Voorbeeld wordt gemaakt…');
    const draft = await anonymous({ path: '/generated-preview-path/post/421/', headers: { Cookie: session } });
    expect(draft.body.toString()).toContain(DRAFT);
  });

  it('marks the session Secure when the front is reached over https', async () => {
    const created = createPreviewFront({
      upstream: developUrl,
      secret: SECRET,
      siteDir,
      secureCookies: true,
      now: () => NOW_MS,
      log: () => {},
    });
    await new Promise<void>((resolve) => created.server.listen(0, '127.0.0.1', resolve));
    try {
      const entry = await anonymous({ path: link(signed()) }, `http://127.0.0.1:${(created.server.address() as AddressInfo).port}`);
      expect(String(entry.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await close(created.server);
    }
  });

  it.each([
    ['a forged signature', () => signed({}, 'not-the-secret-but-as-long')],
    ['an expired link', () => signed({ expires: nowSeconds - 1 })],
    ["another post's link", () => signed({ post: 422 })],
    ['a link changed to another user', () => signed().replace(/^1\./, '2.')],
    ['no token', () => ''],
    ['a malformed token', () => 'x.y.z'],
  ])('refuses %s with a Dutch 401 and no session', async (_name, token) => {
    const answer = await anonymous({ path: link(token()) });
    expect(answer.status).toBe(401);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.body.toString()).toMatch(/<html lang="nl">[\s\S]*(knop Voorbeeld in WordPress)/);
    expect(seen).toEqual([]);
  });

  it.each([
    '/',
    '/generated-preview-path/post/421/',
    '/generated-preview-path/post/422/',
    '/diensten/vps/',
    '/page-data/generated-preview-path/post/421/page-data.json',
    '/page-data/app-data.json',
    '/page-data/sq/d/1234567890.json',
    '/commons.js',
    '/component---src-templates-page-tsx.js.map',
    '/socket.io/?EIO=4&transport=polling&t=abc',
    '/__webpack_hmr',
    '/api/package-quotation',
    `/gatsby-source-wordpress/${encodeURIComponent(MANIFEST_ID)}/421`,
    `/__preview-status/${encodeURIComponent(MANIFEST_ID)}`,
    '/___graphql',
  ])('answers %s without a session with 401, no draft byte, and develop not asked', async (pathname) => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = await anonymous({ method, path: pathname });
      expect({ method, status: answer.status }).toEqual({ method, status: 401 });
      expect(answer.body.toString()).not.toContain(DRAFT);
      if (method === 'GET') expect(answer.body.toString()).toContain('Open het voorbeeld vanuit WordPress');
    }
    // A session cookie that is not the front's is no session.
    const forged = await anonymous({ path: pathname, headers: { Cookie: SESSION.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) } });
    expect(forged.status).toBe(401);
    expect(seen).toEqual([]);
  });

  it('closes the hot-reload websocket without a session', async () => {
    const upgrade = (headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect((front.server.address() as AddressInfo).port, '127.0.0.1', () => {
          socket.write(
            `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
              `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${Object.entries(headers)
                .map(([name, value]) => `${name}: ${value}\r\n`)
                .join('')}\r\n`,
          );
        });
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        setTimeout(() => socket.destroy(), 2000).unref();
      });
    expect(await upgrade({})).toMatch(/^HTTP\/1\.1 401 /);
    expect(seen).toEqual([]);
  });

  it('answers the health check without a session, and nothing more', async () => {
    const answer = await anonymous({ path: '/__health' });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('ok');
    expect(seen).toEqual([]);
  });

  it('asks for both the login and the session when a login is set', async () => {
    const guarded = await startFront({ login: 'redactie:geheim-wachtwoord' });
    try {
      guarded.front.developReady();
      const login = `Basic ${Buffer.from('redactie:geheim-wachtwoord').toString('base64')}`;
      expect((await anonymous({ path: '/', headers: { Authorization: login } }, guarded.base)).status).toBe(401);
      expect((await anonymous({ path: '/', headers: { Cookie: SESSION } }, guarded.base)).headers['www-authenticate']).toMatch(/^Basic /);
      expect((await anonymous({ path: link(signed()) }, guarded.base)).headers['www-authenticate']).toMatch(/^Basic /);
      expect((await anonymous({ path: '/', headers: { Authorization: login, Cookie: SESSION } }, guarded.base)).status).toBe(200);
    } finally {
      await close(guarded.front.server);
    }
  });
});

describe('the Content Sync URL', () => {
  const url = `/gatsby-source-wordpress/${encodeURIComponent(MANIFEST_ID)}/421`;

  it('waits for the manifest with a Dutch page, then redirects to the page Gatsby names', async () => {
    const waiting = await send({ path: url });
    expect(waiting.status).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    const html = waiting.body.toString();
    expect(html).toContain('<title>Voorbeeld wordt gemaakt…</title>');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(`"/__preview-status/${encodeURIComponent(MANIFEST_ID)}"`);
    expect(JSON.parse((await send({ path: `/__preview-status/${encodeURIComponent(MANIFEST_ID)}` })).body.toString())).toMatchObject({
      state: 'waiting',
      develop: 'running',
    });

    writeManifest(MANIFEST_ID, {
      node: { id: 'cG9zdDo0MjE=', internal: { type: 'WpPage' } },
      page: { path: '/diensten/vps/' },
      foundPageBy: 'ownerNodeId',
    });
    expect(JSON.parse((await send({ path: `/__preview-status/${encodeURIComponent(MANIFEST_ID)}` })).body.toString())).toMatchObject({
      state: 'ready',
      path: '/diensten/vps/',
    });
    const ready = await send({ path: url });
    expect(ready.status).toBe(302);
    expect(ready.headers.location).toBe('/diensten/vps/');
  });

  it('sends a package, which has no page, to the quotation page with it chosen', async () => {
    const id = '5012026-11-29 11:00:00';
    writeManifest(id, { node: { id: 'package-node' }, page: { path: null }, foundPageBy: 'none' });
    const answer = await send({ path: `/gatsby-source-wordpress/${encodeURIComponent(id)}/501` });
    expect(answer.headers.location).toBe('/offerte-aanvragen/?Pakket=VPS%20Pro');
    // Once someone opened a page that lists packages, Gatsby names that page (query tracking): the package still goes to its choice.
    const tracked = '5012026-11-29 11:05:00';
    writeManifest(tracked, { node: { id: 'package-node' }, page: { path: '/diensten/vps/' }, foundPageBy: 'queryTracking' });
    expect((await send({ path: `/gatsby-source-wordpress/${encodeURIComponent(tracked)}/501` })).headers.location).toBe(
      '/offerte-aanvragen/?Pakket=VPS%20Pro',
    );
    // Polling the same revision asks develop once.
    seen = [];
    for (let poll = 0; poll < 5; poll += 1) await send({ path: `/__preview-status/${encodeURIComponent(tracked)}` });
    expect(seen.filter((request) => request.url === '/___graphql')).toHaveLength(0);
  });

  it('says when a node has no page', async () => {
    const id = '6012026-11-29 11:00:00';
    writeManifest(id, { node: { id: 'fragment-node' }, page: { path: null }, foundPageBy: 'none' });
    expect(JSON.parse((await send({ path: `/__preview-status/${encodeURIComponent(id)}` })).body.toString())).toMatchObject({
      state: 'no-page',
    });
  });

  it.each([
    '/gatsby-source-wordpress/../../etc/passwd/1',
    `/gatsby-source-wordpress/${encodeURIComponent('../../../package')}/1`,
    `/gatsby-source-wordpress/${encodeURIComponent(MANIFEST_ID)}/999`,
    '/gatsby-source-wordpress/4212026-11-29/421',
  ])('refuses %s, which no Preview button makes', async (pathname) => {
    const answer = await send({ path: pathname });
    expect([400, 404]).toContain(answer.status);
    expect(answer.status === 400 ? answer.body.toString() : 'Ongeldige voorbeeldlink').toContain('Ongeldige voorbeeldlink');
    expect(seen.filter((request) => request.url.includes('passwd') || request.url.includes('package'))).toEqual([]);
  });
});

describe('hostile requests', () => {
  const paths = [
    '/',
    '/__refresh',
    '/__refresh/gatsby-source-wordpress',
    `/gatsby-source-wordpress/${encodeURIComponent(MANIFEST_ID)}/421`,
    '/__preview-status/x',
    '/___graphql',
    '/__health',
    `/__preview-link/${signPreviewLink(SECRET, { user: 1, post: 421, expires: nowSeconds + 600 })}/gatsby-source-wordpress/${encodeURIComponent(MANIFEST_ID)}/421`,
    '/generated-preview-path/post/421/',
    '/page-data/app-data.json',
  ];

  it('reach nothing of develop without a session', async () => {
    await fc.assert(
      // The /api/ routes' JSON rules are the site's (leak-check.ts); here they get the same 401 page as every route.
      fc.asyncProperty(hostileRequestArbitrary(paths), async (request) => {
        seen = [];
        const answer = await anonymous(request);
        if (/^\/+api/i.test(request.path)) {
          expect([400, 401]).toContain(answer.status);
          expect(seen).toEqual([]);
          return;
        }
        expectNoLeak(request, answer, { secretPaths: [siteDir, path.resolve(__dirname, '../..')] });
        expect(answer.body.toString()).not.toContain(DRAFT);
        expect(seen.filter((reached) => !/^\/+_+refresh/i.test(decodeURIComponent(reached.url.split('?')[0]!)))).toEqual([]);
      }),
    );
  });

  it('never reach the refresh endpoint or develop GraphQL, and give nothing away', async () => {
    await fc.assert(
      // The /api/ routes the generator adds are develop's Functions, passed on as they are.
      fc.asyncProperty(
        hostileRequestArbitrary(paths).filter((request) => !/^\/+api/i.test(request.path)),
        async (request) => {
          seen = [];
          // Never the secret: a request carrying it is a legitimate one.
          const answer = await send(request);
          expectNoLeak(request, answer, { secretPaths: [siteDir, path.resolve(__dirname, '../..')] });
          expect(answer.body.toString()).not.toContain(SECRET);
          const reachedPaths = seen.map((reached) => {
            try {
              return decodeURIComponent(reached.url.split('?')[0]!);
            } catch {
              return reached.url;
            }
          });
          expect(reachedPaths.filter((reached) => /^\/+(_+refresh|_+graphi?ql)/i.test(reached))).toEqual([]);
        },
      ),
    );
  });
});
