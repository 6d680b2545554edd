/**
 * Where a WordPress preview lands on the preview server (scripts/lib/preview-front.ts): the page
 * Gatsby's node manifest names for the previewed node. Gatsby finds it by the page's ownerNodeId
 * (src/build/pages.ts sets it for every page and post; gatsby/dist/utils/node-manifest.js
 * findPageOwnedByNode). A package has no page of its own: its draft price shows where visitors
 * choose it, on the quotation page with the package chosen.
 */
import { quoteHrefOf } from '../packages/package-card';

/**
 * What Gatsby writes to public/__node-manifests/<plugin>/<manifestId>.json
 * (gatsby/dist/utils/node-manifest.js processNodeManifest): the node's id, the page it found, how.
 */
export interface NodeManifest {
  node?: { id?: string } | null;
  page?: { path?: string | null } | null;
  foundPageBy?: string;
}

/** What the preview server asks gatsby develop of a node that has no page (the manifest has its id alone). */
export const PREVIEWED_NODE_QUERY = `query PreviewedNode($id: String!) { wpContentNode(id: { eq: $id }) { __typename ... on WpPackage { title } } }`;

/** The answer to PREVIEWED_NODE_QUERY. */
export interface PreviewedNode {
  __typename: string;
  title?: string | null;
}

/**
 * A WPGatsby manifest id: the post's database id and its revision's post_modified, `Y-m-d H:i:s`,
 * without a separator (wp-gatsby 2.3.3 src/Admin/Preview.php get_preview_manifest_id_for_post).
 * Anything else is refused before it becomes part of a file name.
 */
export const isManifestId = (value: string) => /^\d+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value);

/** Whether the manifest's page is the node's own (src/build/pages.ts), not a page Gatsby saw query it. */
export const ownsPage = (manifest: NodeManifest) => manifest.foundPageBy === 'ownerNodeId';

/**
 * The site path a preview goes to; null when the node shows nowhere. The node's own page first; a
 * package where visitors choose it; else the page Gatsby last saw query the node (`queryTracking`,
 * only after someone opened such a page on the preview server).
 */
export function previewTargetOf(manifest: NodeManifest, node?: PreviewedNode | null): string | null {
  const found = manifest.page?.path;
  const path = found && found.startsWith('/') && !found.startsWith('//') ? found : null;
  if (path && ownsPage(manifest)) return path;
  if (node?.__typename === 'WpPackage' && node.title) return quoteHrefOf(node.title);
  return path;
}
