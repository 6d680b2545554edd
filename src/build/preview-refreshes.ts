/**
 * The develop side of the preview server's refresh queue (src/preview/refresh-mark.ts): Gatsby runs
 * the site's sourceNodes after every plugin's, one after the other (gatsby/dist/utils/api-runner-node.js,
 * Promise.mapSeries; the site is the last plugin, bootstrap/load-plugins/load-internal-plugins.js), so
 * when it sees a refresh's mark, gatsby-source-wordpress has finished sourcing that refresh.
 * Only on the preview server (GATSBY_PREVIEW_SERVER) is the answer served.
 */
import type { ServerResponse } from 'node:http';
import type { GatsbyNode } from 'gatsby';
import { REFRESH_MARK, SOURCED_PATH, type SourcedAnswer } from '../preview/refresh-mark';

let sourced: number | null = null;

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ webhookBody }) => {
  const mark = (webhookBody as Record<string, unknown> | undefined)?.[REFRESH_MARK];
  if (typeof mark === 'number' && Number.isSafeInteger(mark)) sourced = mark;
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  if (process.env.GATSBY_PREVIEW_SERVER !== 'true') return;
  app.get(SOURCED_PATH, (_req: unknown, res: ServerResponse) => {
    const answer: SourcedAnswer = { sourced };
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(answer));
  });
};
