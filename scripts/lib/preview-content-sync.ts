/**
 * The Content Sync URL WPGatsby's Preview button sends the editor to, and the status its page polls
 * (preview-front.ts): `GET /gatsby-source-wordpress/<manifestId>/<postId>` waits for the node manifest
 * gatsby-source-wordpress asks Gatsby to write for that revision (steps/preview/index.js,
 * unstable_createNodeManifest; public/__node-manifests/gatsby-source-wordpress/<manifestId>.json,
 * gatsby/dist/utils/node-manifest.js) and redirects to the page it names, or for a node without a page
 * (a package) to where it shows, which develop's GraphQL tells over loopback (src/preview/target.ts).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSyncPage, messagePage } from './preview-pages.ts';
import { send, sendJson, sendPage } from './preview-http.ts';
import {
  isManifestId,
  ownsPage,
  PREVIEWED_NODE_QUERY,
  previewTargetOf,
  type NodeManifest,
  type PreviewedNode,
} from '../../src/preview/target.ts';

/** Node lookups kept for the Content Sync page's polling. */
const LOOKED_UP_LIMIT = 500;

/** What the front knows of develop and the refreshes, for the Content Sync page's reasons. */
export interface FrontState {
  develop: 'running' | 'starting';
  accepted: number;
  refused: number;
  restarts: number;
}

/** What /__preview-status/<manifestId> answers the Content Sync page (preview-pages.ts reads it). */
export type PreviewStatus = FrontState & ({ state: 'ready'; path: string } | { state: 'waiting' | 'no-page' });

export interface ContentSyncOptions {
  upstream: string;
  /** develop's site directory: it writes public/__node-manifests/ there. */
  siteDir: string;
  timeoutMs: number;
  state: () => FrontState;
  log: (line: string) => void;
}

export function createContentSync({ upstream, siteDir, timeoutMs, state, log }: ContentSyncOptions) {
  const manifests = path.join(siteDir, 'public', '__node-manifests', 'gatsby-source-wordpress');
  /** develop's answers about nodes without a page, by manifest id (oldest dropped first). */
  const lookedUp = new Map<string, PreviewedNode>();

  async function manifestOf(manifestId: string): Promise<NodeManifest | null> {
    try {
      return JSON.parse(await readFile(path.join(manifests, `${manifestId}.json`), 'utf8')) as NodeManifest;
    } catch {
      return null;
    }
  }

  /** What develop knows of a node without a page (its type, a package's title); null when it cannot tell. */
  async function previewedNode(id: string): Promise<PreviewedNode | null> {
    try {
      const response = await fetch(new URL('/___graphql', upstream), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: PREVIEWED_NODE_QUERY, variables: { id } }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { data?: { wpContentNode?: PreviewedNode | null } };
      return answer.data?.wpContentNode ?? null;
    } catch (error) {
      log(`[preview] could not ask gatsby develop about node ${id}: ${(error as Error).message}`);
      return null;
    }
  }

  /** The preview's state for the Content Sync page: ready with the path, no page for it, or waiting. */
  async function status(manifestId: string): Promise<PreviewStatus> {
    const common = state();
    const manifest = await manifestOf(manifestId);
    if (!manifest) return { state: 'waiting', ...common };
    const nodeId = ownsPage(manifest) ? undefined : manifest.node?.id;
    let node = nodeId ? (lookedUp.get(manifestId) ?? null) : null;
    if (nodeId && !node) {
      node = await previewedNode(nodeId);
      // A manifest id names one revision, so its answer stays; the page polls every second.
      if (node) lookedUp.set(manifestId, node);
      if (lookedUp.size > LOOKED_UP_LIMIT) lookedUp.delete(lookedUp.keys().next().value!);
    }
    const target = previewTargetOf(manifest, node);
    return target ? { state: 'ready', path: target, ...common } : { state: 'no-page', ...common };
  }

  return {
    /** The Content Sync page, or straight to the draft when it is built already. */
    async page(req: IncomingMessage, res: ServerResponse, [manifestId, postId]: [string, string]) {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendPage(res, 405, messagePage('Niet toegestaan', 'Open deze pagina met de knop Voorbeeld in WordPress.'), {
          Allow: 'GET, HEAD',
        });
      if (!isManifestId(manifestId) || !manifestId.startsWith(postId)) {
        return sendPage(
          res,
          400,
          messagePage(
            'Ongeldige voorbeeldlink',
            'Deze link komt niet van de knop Voorbeeld in WordPress. Open het voorbeeld opnieuw vanuit WordPress.',
          ),
        );
      }
      const now = await status(manifestId);
      // Already built (the same revision previewed again, or a reload): straight there.
      if (now.state === 'ready') return send(res, 302, '', 'text/plain', { Location: now.path });
      const origin = `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
      return sendPage(res, 200, contentSyncPage({ statusUrl: `/__preview-status/${encodeURIComponent(manifestId)}`, timeoutMs, origin }));
    },
    async status(res: ServerResponse, manifestId: string) {
      if (!isManifestId(manifestId)) return sendJson(res, 400, { error: 'Not a manifest id.' });
      return sendJson(res, 200, await status(manifestId));
    },
  };
}
