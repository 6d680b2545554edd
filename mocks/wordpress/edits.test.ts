/**
 * @jest-environment node
 *
 * Editing a post in the running stand-in (edits.ts) and the action monitor that reports it, and
 * generated posts served with featured images of their own (npm run content:generate).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateContent } from '../content/generate';
import { createActionMonitor, postChanges, wordpressTime } from './edits';
import { HttpError } from './http';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

describe('createActionMonitor', () => {
  it('lists the updates after sinceTimestamp, newest first, as WPGatsby does', () => {
    let clock = 1_000;
    const monitor = createActionMonitor(() => clock);
    monitor.postUpdated({ databaseId: 7, title: 'Eerste' });
    clock = 2_000;
    monitor.postUpdated({ databaseId: 8, title: 'Tweede' });
    expect(monitor.list({ first: 100 }).nodes.map((action) => action.referencedNodeID)).toEqual(['8', '7']);
    expect(monitor.list({ first: 100, where: { sinceTimestamp: 1_000 } }).nodes.map((action) => action.referencedNodeID)).toEqual(['8']);
    expect(monitor.list({ first: 100, where: { sinceTimestamp: 2_000 } }).nodes).toEqual([]);
    const [newest] = monitor.list({ first: 1 }).nodes;
    expect(newest).toMatchObject({
      actionType: 'UPDATE',
      title: 'Tweede',
      referencedNodeStatus: 'publish',
      referencedNodeGlobalRelayID: Buffer.from('post:8').toString('base64'),
      referencedNodeSingularName: 'post',
      referencedNodePluralName: 'posts',
      modified: 2_000,
    });
    expect(newest!.id).not.toBe(monitor.list({ first: 100 }).nodes[1]!.id);
  });
});

describe('postChanges', () => {
  it('takes title and excerpt as strings and refuses anything else', () => {
    expect(postChanges({ title: 'Nieuw' })).toEqual({ title: 'Nieuw' });
    expect(postChanges({ title: 'Nieuw', excerpt: 'Kort' })).toEqual({ title: 'Nieuw', excerpt: 'Kort' });
    for (const body of [null, [], {}, { title: 3 }, { slug: 'x' }, 'title']) {
      expect(() => postChanges(body)).toThrow(HttpError);
    }
  });

  it('writes WordPress times without zone, to the second', () => {
    expect(wordpressTime(Date.UTC(2026, 10, 23, 6, 5, 4, 321))).toBe('2026-11-23T06:05:04');
  });
});

describe('a running stand-in with generated posts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wordpress-edits-'));
  const file = path.join(dir, 'posts.json');
  const generated = generateContent(5);
  let standIn: StandInProcess;

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${standIn.base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers of many shapes, checked by the expectations
    return (await response.json()) as { data: Record<string, any> };
  };
  const edit = (databaseId: number, body: unknown) =>
    fetch(`${standIn.base}/wp-json/wp/v2/posts/${databaseId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    writeFileSync(file, JSON.stringify(generated));
    standIn = await startStandInProcess({ WORDPRESS_EXTRA_POSTS: file });
  }, 120_000);

  afterAll(async () => {
    await standIn?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves each generated post with its own featured image and the file behind it', async () => {
    const post = generated.posts[2]!;
    const { data } = await gql(`query ($id: ID!) { post(id: $id, idType: DATABASE_ID) { featuredImage { node {
      databaseId altText mimeType mediaItemUrl fileSize mediaDetails { file width height } } } } }`, { id: String(post.databaseId) });
    const media = generated.media[2]!;
    const node = data.post.featuredImage.node;
    expect(node).toMatchObject({ databaseId: media.databaseId, altText: media.altText, mimeType: 'image/jpeg', mediaDetails: { file: media.file, width: 1600, height: 900 } });
    const image = await fetch(node.mediaItemUrl);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBe(node.fileSize);
  });

  it('reports an edited post in the action monitor, serves the new title and keeps schemaMd5', async () => {
    const before = await gql('{ schemaMd5 }');
    const since = Date.now() - 1;
    const post = generated.posts[3]!;
    const response = await edit(post.databaseId, { title: 'Bijgewerkte titel' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: post.databaseId, title: { raw: 'Bijgewerkte titel' } });
    const { data } = await gql(
      `query ($since: Float!, $id: ID!) {
        actionMonitorActions(where: { sinceTimestamp: $since, orderby: { field: MODIFIED, order: DESC } }, first: 100) {
          nodes { title actionType referencedNodeID referencedNodeGlobalRelayID referencedNodeSingularName } }
        post(id: $id, idType: DATABASE_ID) { title modified }
        schemaMd5 }`,
      { since, id: String(post.databaseId) },
    );
    expect(data.actionMonitorActions.nodes).toEqual([
      { title: 'Bijgewerkte titel', actionType: 'UPDATE', referencedNodeID: String(post.databaseId), referencedNodeGlobalRelayID: Buffer.from(`post:${post.databaseId}`).toString('base64'), referencedNodeSingularName: 'post' },
    ]);
    expect(data.post.title).toBe('Bijgewerkte titel');
    expect(data.post.modified > post.modified).toBe(true);
    expect(data.schemaMd5).toBe(before.data.schemaMd5);
    const later = await gql('query ($since: Float!) { actionMonitorActions(where: { sinceTimestamp: $since }, first: 100) { nodes { id } } }', { since: Date.now() + 1000 });
    expect(later.data.actionMonitorActions.nodes).toEqual([]);
  });

  it('answers 404 for an unknown post and 400 for a bad body, recording nothing', async () => {
    const since = Date.now() - 1;
    expect((await edit(99, { title: 'x' })).status).toBe(404);
    expect((await edit(generated.posts[0]!.databaseId, { status: 'draft' })).status).toBe(400);
    const { data } = await gql('query ($since: Float!) { actionMonitorActions(where: { sinceTimestamp: $since }, first: 100) { nodes { id } } }', { since });
    expect(data.actionMonitorActions.nodes).toEqual([]);
  });
});
