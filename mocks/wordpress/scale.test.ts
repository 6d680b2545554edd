/**
 * @jest-environment node
 *
 * 10,000 generated posts (npm run content:generate) served page by page: every post once,
 * no page larger than the page size.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { content } from '../content/index';
import { generatePosts } from '../content/generate';
import { startStandInProcess, type StandInProcess } from './stand-in-process';

const COUNT = 10_000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wordpress-posts-'));
const file = path.join(dir, `posts-${COUNT}.json`);
let standIn: StandInProcess;

beforeAll(async () => {
  writeFileSync(file, JSON.stringify(generatePosts(COUNT)));
  standIn = await startStandInProcess({ WORDPRESS_EXTRA_POSTS: file });
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('pages through fixture and generated posts with cursors, 100 at a time', async () => {
  const seen = new Set<number>();
  let after: string | null = null;
  let requests = 0;
  let largest = 0;
  for (;;) {
    const response = await fetch(`${standIn.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($after: String) { posts(first: 100, after: $after) { nodes { databaseId uri categories(first: 100) { nodes { databaseId } } recap { fieldGroupName author } } pageInfo { hasNextPage endCursor } } }',
        variables: { after },
      }),
    });
    const body = (await response.json()) as { data: { posts: { nodes: { databaseId: number; recap: { fieldGroupName: string; author: string | null } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } };
    const { nodes, pageInfo } = body.data.posts;
    requests += 1;
    largest = Math.max(largest, nodes.length);
    for (const node of nodes) {
      seen.add(node.databaseId);
      // The ACF group is mapped for generated posts too.
      if (node.recap.fieldGroupName !== 'recap' || !node.recap.author) throw new Error(`post ${node.databaseId}: recap ${JSON.stringify(node.recap)}`);
    }
    if (!pageInfo.hasNextPage) break;
    after = pageInfo.endCursor;
  }
  expect(seen.size).toBe(COUNT + content.posts.length);
  expect(largest).toBe(100);
  expect(requests).toBe(Math.ceil((COUNT + content.posts.length) / 100));
}, 60_000);
