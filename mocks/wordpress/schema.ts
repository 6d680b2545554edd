/**
 * The stand-in's schema: schema.graphql plus what the plugins generate from configuration —
 * the Gravity Forms part (gravityforms/), the ACF types the WPGraphQL for ACF line it plays
 * registers for the content model (src/model/acf-schema.ts, acfTypesSdl: wp-graphql-acf 0.6.2's
 * per-owner types such as Page_Flexcontent_Flex_Banner, or with WORDPRESS_ACF_LINE=2 WPGraphQL for
 * ACF 2.x's shared ones such as FlexContentFlexBannerLayout; with the field-group fields on the
 * owners and the options page's root field) and WPGraphQL Yoast SEO's `seo` field (off with
 * WORDPRESS_YOAST=0).
 */
import { gravityFormsSdl } from './gravityforms/schema.ts';
import { ACF_LINES, acfObjectTypes, acfTypesSdl, type AcfLine } from '../../src/model/acf-schema.ts';
import { FLEX_OWNERS } from '../../src/model/model.ts';
import { type FlexOwner } from '../../src/model/naming.ts';

export { FLEX_OWNERS, type AcfLine, type FlexOwner };

export interface SchemaOptions {
  /** WPGraphQL Yoast SEO is active: Page and Post have `seo: PostTypeSEO`. Default: WORDPRESS_YOAST is not '0'. */
  yoast?: boolean;
  /** The WPGraphQL for ACF line the stand-in plays. Default: WORDPRESS_ACF_LINE, else '0.6'. */
  acfLine?: AcfLine;
}

/** Whether the stand-in plays WPGraphQL Yoast SEO (WORDPRESS_YOAST=0 turns it off). */
export function yoastEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WORDPRESS_YOAST !== '0';
}

/**
 * The WPGraphQL for ACF line the stand-in plays: WORDPRESS_ACF_LINE '0.6' (wp-graphql-acf 0.6.2,
 * the default) or '2' (WPGraphQL for ACF 2.x). Any other value is a mistake, not a silent default.
 */
export function acfLineOf(env: NodeJS.ProcessEnv = process.env): AcfLine {
  const value = env.WORDPRESS_ACF_LINE;
  if (value === undefined || value === '') return '0.6';
  if ((ACF_LINES as readonly string[]).includes(value)) return value as AcfLine;
  throw new Error(`WORDPRESS_ACF_LINE is '${value}': the stand-in plays ${ACF_LINES.map((line) => `'${line}'`).join(' or ')}`);
}

/**
 * The ACF part: the AcfFieldGroup interface, every type acfTypesSdl() lists, the field groups'
 * fields on their owners (Page.flexContent: Page_Flexcontent …, SiteSettings.siteOptions) and the
 * options page's root field (RootQuery.siteSettings). Line '2': acfSdlV2.
 */
export function acfSdl(line: AcfLine = '0.6'): string {
  if (line === '2') return acfSdlV2();
  const { ownerFields, optionsPage } = acfObjectTypes();
  const byOwner = new Map<string, string[]>();
  for (const { owner, field, type } of ownerFields) byOwner.set(owner, [...(byOwner.get(owner) ?? []), `${field}: ${type}`]);
  return [
    '"A Field Group registered by ACF"\ninterface AcfFieldGroup {\n  "The name of the ACF Field Group"\n  fieldGroupName: String\n}',
    acfTypesSdl(),
    ...[...byOwner].map(([owner, fields]) => `extend type ${owner} {\n  ${fields.join('\n  ')}\n}`),
    `extend type RootQuery {\n  ${optionsPage.rootField}: ${optionsPage.typeName}\n}`,
  ].join('\n\n');
}

const PAGE_INFO_BODY = `{
  "When paginating forwards, the cursor to continue."
  endCursor: String
  "When paginating forwards, are there more items?"
  hasNextPage: Boolean!
  "When paginating backwards, are there more items?"
  hasPreviousPage: Boolean!
  "When paginating backwards, the cursor to continue."
  startCursor: String
}`;

/**
 * The types WPGraphQL 2.x has that schema.graphql lacks and the 2.x ACF types need: the
 * connection interfaces (src/Type/InterfaceType/Connection.php, Edge.php, OneToOneConnection.php
 * of WPGraphQL 2.6.0) and the ones WPGraphQL registers per node type for ContentNode and
 * MediaItem (src/Registry/Utils/PostObject.php → register_connection_type interfaces; the real
 * schema, contract/remote-schema-acf2.graphql, shows them as written here).
 */
const WPGRAPHQL_CONNECTION_INTERFACES_SDL = `"A relationship between objects, with the related object (node) and its position (cursor)."
interface Edge {
  "Opaque reference to the nodes position in the connection. Value can be used with pagination args."
  cursor: String
  "The connected node"
  node: Node!
}

"A paginated relationship between objects."
interface Connection {
  "A list of edges (relational context) between connected nodes"
  edges: [Edge!]!
  "A list of connected nodes"
  nodes: [Node!]!
  "Information about pagination in a connection."
  pageInfo: PageInfo!
}

"A direct one-to-one relationship between objects."
interface OneToOneConnection implements Edge {
  "Opaque reference to the nodes position in the connection. Value can be used with pagination args."
  cursor: String
  "The connected node"
  node: Node!
}

"Edge between a Node and a connected MediaItem"
interface MediaItemConnectionEdge implements Edge {
  "Opaque reference to the nodes position in the connection. Value can be used with pagination args."
  cursor: String
  "The connected MediaItem Node"
  node: MediaItem!
}

"Connection to ContentNode Nodes"
interface ContentNodeConnection implements Connection {
  "A list of edges (relational context) between ContentType and connected ContentNode Nodes"
  edges: [ContentNodeConnectionEdge!]!
  "A list of connected ContentNode Nodes"
  nodes: [ContentNode!]!
  "Information about pagination in a connection."
  pageInfo: ContentNodeConnectionPageInfo!
}

"Edge between a Node and a connected ContentNode"
interface ContentNodeConnectionEdge implements Edge {
  "Opaque reference to the nodes position in the connection. Value can be used with pagination args."
  cursor: String
  "The connected ContentNode Node"
  node: ContentNode!
}

"Page Info on the connected ContentNodeConnectionEdge"
interface ContentNodeConnectionPageInfo implements WPPageInfo & PageInfo ${PAGE_INFO_BODY}`;

/**
 * The types WPGraphQL for ACF 2.x (v2.4.1) registers whatever the field groups are
 * (src/Registry.php, register_initial_types: AcfFieldGroup and AcfFieldGroupFields, whose
 * fieldGroupName is deprecated) and for the field types the content model uses: an image is a
 * one-to-one connection to MediaItem (src/FieldType/Image.php → AcfMediaItemConnectionEdge), a
 * post_object a connection to ContentNode (src/FieldType/Relationship.php →
 * AcfContentNodeConnection, its edge and page info; FieldConfig::register_graphql_connections).
 */
const ACF2_BASE_SDL = `"A Field Group managed by ACF"
interface AcfFieldGroup {
  "The name of the field group"
  fieldGroupName: String @deprecated(reason: "Use __typename instead")
}

"Fields associated with an ACF Field Group"
interface AcfFieldGroupFields {
  "The name of the field group"
  fieldGroupName: String @deprecated(reason: "Use __typename instead")
}

"Connection between the AcfFieldGroup type and the MediaItem type"
type AcfMediaItemConnectionEdge implements OneToOneConnection & Edge & MediaItemConnectionEdge {
  "Opaque reference to the nodes position in the connection. Value can be used with pagination args."
  cursor: String
  "The node of the connection, without the edges"
  node: MediaItem!
}

"Connection between the AcfFieldGroup type and the ContentNode type"
type AcfContentNodeConnection implements ContentNodeConnection & Connection {
  "Edges for the AcfContentNodeConnection connection"
  edges: [AcfContentNodeConnectionEdge!]!
  "The nodes of the connection, without the edges"
  nodes: [ContentNode!]!
  "Information about pagination in a connection."
  pageInfo: AcfContentNodeConnectionPageInfo!
}

"An edge in a connection"
type AcfContentNodeConnectionEdge implements ContentNodeConnectionEdge & Edge {
  "A cursor for use in pagination"
  cursor: String
  "The item at the end of the edge"
  node: ContentNode!
}

"Page Info on the \\"AcfContentNodeConnection\\""
type AcfContentNodeConnectionPageInfo implements ContentNodeConnectionPageInfo & WPPageInfo & PageInfo ${PAGE_INFO_BODY}

"Options Page registered by ACF"
interface AcfOptionsPage implements Node {
  "The globally unique ID for the object"
  id: ID!
  menuTitle: String
  pageTitle: String
  parentId: String
}`;

/**
 * The ACF part as WPGraphQL for ACF 2.x (v2.4.1) serves it: its base types (ACF2_BASE_SDL) and the
 * WPGraphQL connection interfaces they implement, every type acfTypesSdl('2') lists (one set for
 * all owners, each T with its T_Fields interface, the `WithAcf{Group}` interfaces), each owner
 * implementing its groups' interfaces with their fields (Registry::register_acf_field_groups_to_graphql
 * → register_graphql_interfaces_to_types), and the options page: its type implementing
 * AcfOptionsPage, Node and the group's interface, and the root field through
 * `WithAcfOptionsPage{Type}` (Registry::register_options_pages).
 */
export function acfSdlV2(): string {
  const { ownerFields, optionsPage } = acfObjectTypes('2');
  const byOwner = new Map<string, { interfaces: string[]; fields: string[] }>();
  for (const { owner, field, type, interface: withAcf } of ownerFields) {
    const entry = byOwner.get(owner) ?? { interfaces: [], fields: [] };
    if (withAcf) entry.interfaces.push(withAcf);
    entry.fields.push(`${field}: ${type}`);
    byOwner.set(owner, entry);
  }
  const options = byOwner.get(optionsPage.typeName) ?? { interfaces: [], fields: [] };
  byOwner.delete(optionsPage.typeName);
  const rootInterface = `WithAcfOptionsPage${optionsPage.typeName}`;
  return [
    WPGRAPHQL_CONNECTION_INTERFACES_SDL,
    ACF2_BASE_SDL,
    acfTypesSdl('2'),
    ...[...byOwner].map(([owner, { interfaces, fields }]) => `extend type ${owner} implements ${interfaces.join(' & ')} {\n  ${fields.join('\n  ')}\n}`),
    `"${optionsPage.typeName} ACF options page (Model/AcfOptionsPage.php)"
type ${optionsPage.typeName} implements ${['AcfOptionsPage', 'Node', ...options.interfaces].join(' & ')} {
  "The globally unique ID for the object"
  id: ID!
  menuTitle: String
  pageTitle: String
  parentId: String
  ${options.fields.join('\n  ')}
}`,
    `"Access point for the ${optionsPage.typeName} ACF Options Page"\ninterface ${rootInterface} {\n  ${optionsPage.rootField}: ${optionsPage.typeName}\n}`,
    `extend type RootQuery implements ${rootInterface} {\n  ${optionsPage.rootField}: ${optionsPage.typeName}\n}`,
  ].join('\n\n');
}

/**
 * The connections the stand-in serves, each with the node type it connects to: WPGraphQL gives
 * every connection its own page-info type (RootQueryToPageConnection → RootQueryToPageConnectionPageInfo)
 * implementing `<NodeType>ConnectionPageInfo`, WPPageInfo and PageInfo.
 */
export const CONNECTIONS: readonly (readonly [connection: string, nodeType: string])[] = [
  ['RootQueryToActionMonitorActionConnection', 'ActionMonitorAction'],
  ['RootQueryToContentTypeConnection', 'ContentType'],
  ['RootQueryToMediaItemConnection', 'MediaItem'],
  ['RootQueryToPageConnection', 'Page'],
  ['RootQueryToPostConnection', 'Post'],
  ['PostToCategoryConnection', 'Category'],
  ['RootQueryToCategoryConnection', 'Category'],
  ['RootQueryToFlexFragmentConnection', 'FlexFragment'],
  ['RootQueryToPackageConnection', 'Package'],
  ['RootQueryToGfFormConnection', 'GfForm'],
  ['GfFormToFormFieldConnection', 'FormField'],
];

const PAGE_INFO_FIELDS = PAGE_INFO_BODY;

/** The page-info interfaces per node type and the page-info type of every connection in CONNECTIONS. */
export function pageInfoSdl(): string {
  const nodeTypes = [...new Set(CONNECTIONS.map(([, nodeType]) => nodeType))];
  return [
    ...nodeTypes.map((nodeType) => `"Page Info on the connected ${nodeType}ConnectionEdge"\ninterface ${nodeType}ConnectionPageInfo implements WPPageInfo & PageInfo ${PAGE_INFO_FIELDS}`),
    ...CONNECTIONS.map(
      ([connection, nodeType]) => `"Page Info on the \\"${connection}\\""\ntype ${connection}PageInfo implements ${nodeType}ConnectionPageInfo & WPPageInfo & PageInfo ${PAGE_INFO_FIELDS}`,
    ),
  ].join('\n\n');
}

/** WPGraphQL Yoast SEO's post type SEO (the two fields the site reads) on Page and Post. */
export const YOAST_SDL = `"Yoast SEO data of a post type node (WPGraphQL Yoast SEO)."
type PostTypeSEO {
  title: String
  metaDesc: String
}

extend type Page {
  seo: PostTypeSEO
}

extend type Post {
  seo: PostTypeSEO
}`;

/**
 * The complete SDL: schema.graphql (`base`), the Gravity Forms types (gravityforms/schema.graphql
 * and gravityforms/schema.ts), the generated ACF types of the line played and, unless turned off,
 * Yoast's seo field.
 * `wordpressDir` is mocks/wordpress.
 */
export function buildSchemaSdl(base: string, wordpressDir: string, { yoast = yoastEnabled(), acfLine = acfLineOf() }: SchemaOptions = {}): string {
  return [
    base,
    gravityFormsSdl(wordpressDir),
    '# --- Page-info types of the connections (schema.ts, pageInfoSdl) ---',
    pageInfoSdl(),
    acfLine === '2'
      ? '# --- ACF (WPGraphQL for ACF 2.x types of src/model/acf-schema.ts, generated by schema.ts; WORDPRESS_ACF_LINE=2) ---'
      : '# --- ACF (wp-graphql-acf 0.6.2 types of src/model/acf-schema.ts, generated by schema.ts) ---',
    acfSdl(acfLine),
    ...(yoast ? ['# --- WPGraphQL Yoast SEO (schema.ts; WORDPRESS_YOAST=0 leaves it out) ---', YOAST_SDL] : []),
  ].join('\n');
}
