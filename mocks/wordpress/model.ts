/**
 * Turns the fixture content into WPGraphQL-shaped objects and the root resolvers.
 * graphql-js resolves a field by property, calling it when it is a function, so
 * references to other nodes are functions: built only when asked for, which also keeps
 * a fragment that includes itself from recursing forever. Unions (flexible content,
 * post_object / page_link fields) resolve through each object's __typename.
 *
 * The ACF field groups are mapped by one function driven by the content model
 * (src/model/acf-schema.ts, acfObjectTypes): a fixture object's keys are the fields'
 * GraphQL names, and each value is converted by its ACF type as the WPGraphQL for ACF line the
 * stand-in plays does (`acfLine`: wp-graphql-acf 0.6.2, or WPGraphQL for ACF 2.x, v2.4.1).
 *
 * Its parts: model-content.ts (the content indexed, the id types), model-nodes.ts (the published
 * nodes), model-acf.ts (the ACF values), model-preview.ts (drafts, revisions, the preview
 * mutation) and model-root.ts (the root fields); createModel puts them together.
 */
import { createHash } from 'node:crypto';
import type { AcfLine } from '../../src/model/acf-schema.ts';
import type { Content } from '../content/types.ts';
import type { MediaFileInfo } from './media.ts';
import type { ActionMonitor } from './edits.ts';
import type { Editor } from './editor.ts';
import { fieldGroup, type AcfSite } from './model-acf.ts';
import { indexContent } from './model-content.ts';
import { nodesOf, type NodeSite } from './model-nodes.ts';
import { previewMutations, uriOf } from './model-preview.ts';
import { rootFields } from './model-root.ts';
import { acfLineOf } from './schema.ts';

export { draftUri, type ViewerContext } from './model-preview.ts';

export interface ModelOptions {
  /** The WordPress home URL, e.g. http://127.0.0.1:8788 */
  baseUrl: string;
  schemaSdl: string;
  mediaFiles: Map<number, MediaFileInfo>;
  /** WPGatsby's action log of edits made while running (edits.ts); none: no actions. */
  actionMonitor?: ActionMonitor;
  /** The WPGraphQL for ACF line whose values it answers, as the schema's (schema.ts). Default: WORDPRESS_ACF_LINE, else '0.6'. */
  acfLine?: AcfLine;
  /** Drafts and revisions made while running (editor.ts); none: only the published content. */
  editor?: Editor;
}

export function createModel(content: Content, options: ModelOptions) {
  const { baseUrl, mediaFiles, acfLine = acfLineOf() } = options;
  const uploadsUrl = `${baseUrl}/wp-content/uploads`;
  const index = indexContent(content, uploadsUrl);

  // The nodes hold ACF field groups and the ACF values hold nodes (an image's media item, a
  // post_object's page): each side reaches the other through a function, called only once a
  // query resolves a field, when both exist.
  const nodeSite: NodeSite = { baseUrl, uploadsUrl, mediaFiles, index, fieldGroup: (owner, field, source) => fieldGroup(acfSite, owner, field, source) };
  const nodes = nodesOf(nodeSite);
  const acfSite: AcfSite = { line: acfLine, mediaById: index.mediaById, mediaNode: nodes.mediaNode, contentNodeById: nodes.contentNodeById };

  const schemaMd5 = createHash('md5')
    .update(options.schemaSdl)
    .update(JSON.stringify(content))
    .update(JSON.stringify([...mediaFiles.entries()]))
    .digest('hex');

  const preview = { baseUrl, nodes, editor: options.editor };
  const root = rootFields({ content, index, baseUrl, acfLine, schemaMd5, fieldGroup: nodeSite.fieldGroup, nodes, preview, actionMonitor: options.actionMonitor });
  const mutations = previewMutations(index, options.editor, options.actionMonitor);

  return { root: { ...root, ...mutations }, schemaMd5, uriOf };
}
