/**
 * The ACF field groups' values, as the WPGraphQL for ACF line the stand-in plays answers them
 * (model.ts; `line`: wp-graphql-acf 0.6.2, or WPGraphQL for ACF 2.x, v2.4.1). One mapping driven by
 * the content model (src/model/acf-schema.ts, acfObjectTypes): a fixture object's keys are the
 * fields' GraphQL names, and each value is converted by its ACF type. Unions (flexible content,
 * post_object / page_link fields) resolve through each object's __typename; references to media
 * and content nodes are functions, built only when asked for.
 */
import { acfObjectTypes, type AcfLine, type AcfObjectType } from '../../src/model/acf-schema.ts';
import { type AcfField } from '../../src/model/fields.ts';
import type { MediaItem } from '../content/types.ts';
import { wysiwygHtml } from './wysiwyg.ts';
import type { Nodes } from './model-nodes.ts';
import { acfScalar, isPhpEmpty } from './php-empty.ts';

/** What the ACF values point at: the line played, the media items, and the model's nodes (model-nodes.ts). */
export interface AcfSite extends Pick<Nodes, 'mediaNode' | 'contentNodeById'> {
  line: AcfLine;
  mediaById: ReadonlyMap<number, MediaItem>;
}

/** What the model needs of a line's ACF types. */
function acfTypesOf(line: AcfLine) {
  const acf = acfObjectTypes(line);
  return {
    acf,
    /** Every object type the line registers for the content model, by name. */
    types: new Map(acf.types.filter((type) => type.kind === 'object').map((type) => [type.name, type])),
    /** Owner type and field-group field → the group's type (Page + flexContent → Page_Flexcontent, or FlexContent in 2.x). */
    groupTypes: new Map(acf.ownerFields.map(({ owner, field, type }) => [`${owner}.${field}`, type])),
    /** 2.x: a flexible-content field's layout interface and a block kind → the layout's type (FlexContentFlex_Layout + Banner → FlexContentFlexBannerLayout). */
    layoutTypes: new Map(
      acf.types.flatMap((type) =>
        type.kind === 'object' && type.layoutKind ? (type.interfaces ?? []).filter((name) => name.endsWith('_Layout')).map((name) => [`${name}.${type.layoutKind}`, type.name] as const) : [],
      ),
    ),
  };
}
export const ACF_LINE_TYPES = { '0.6': acfTypesOf('0.6'), '2': acfTypesOf('2') } as const;

/** WPGraphQL's cursor of a node in a connection: base64 of 'arrayconnection:<id>' (AbstractConnectionResolver::get_cursor_for_node). */
const nodeCursor = (databaseId: number) => Buffer.from(`arrayconnection:${databaseId}`).toString('base64');

/** The type a repeater, group or flexible-content field of `parent` has (from its SDL type, `[T]` or `T`). */
function acfFieldTypeName(parent: AcfObjectType, fieldName: string): string {
  const entry = parent.fields.find((candidate) => candidate.name === fieldName);
  if (!entry) throw new Error(`${parent.name} has no field ${fieldName}`);
  return entry.type.replace(/^\[|\]$/g, '');
}

/** One ACF value of a field of `parent`, converted by the field's ACF type as the line played does. */
function acfValue(site: AcfSite, parent: AcfObjectType, name: string, acf: AcfField, value: unknown): unknown {
  return site.line === '2' ? acfValueV2(site, parent, name, acf, value) : acfValueV06(site, parent, name, acf, value);
}

/** A reference to a media item by database id; null when it does not exist. */
const media = (site: AcfSite, databaseId: number | null | undefined) => () => {
  const item = databaseId == null ? undefined : site.mediaById.get(databaseId);
  return item ? site.mediaNode(item) : null;
};

/** One ACF value as wp-graphql-acf 0.6.2 answers it. */
function acfValueV06(site: AcfSite, parent: AcfObjectType, name: string, acf: AcfField, value: unknown): unknown {
  switch (acf.type) {
    case 'image':
      // load_deferred( (int) $value ): the media node, built when asked for.
      return media(site, typeof value === 'number' ? value : null);
    case 'post_object':
    case 'page_link':
      return () => (typeof value === 'number' && value > 0 ? site.contentNodeById(value, acf.postTypes ?? []) : null);
    case 'repeater': {
      if (!Array.isArray(value) || value.length === 0) return null;
      const rowType = acfFieldTypeName(parent, name);
      return () => value.map((row) => acfObject(site, rowType, row ?? {}, acf.name));
    }
    case 'group': {
      // ACF loads a group as the array of its sub-field values, so it is never empty.
      const groupType = acfFieldTypeName(parent, name);
      return () => acfObject(site, groupType, value ?? {}, acf.name);
    }
    case 'flexible_content': {
      // A flexible-content field answers [] when empty; each row is its layout's type.
      const union = acfFieldTypeName(parent, name);
      const blocks = Array.isArray(value) ? (value as { kind: string }[]) : [];
      return () =>
        blocks.map((block) => {
          const layoutType = `${union}_${block.kind}`;
          return acfObject(site, layoutType, block, layoutType);
        });
    }
    case 'checkbox':
      return Array.isArray(value) && value.length > 0 ? value : null;
    case 'wysiwyg':
      // get_acf_field_value formats a wysiwyg value: apply_filters( 'the_content', $value ), whose
      // paragraph formatting is wpautop (WordPress's own JavaScript port of it: @wordpress/autop).
      // The filter's other steps (wptexturize's curly quotes and dashes, shortcodes, image
      // attributes) are not played: see wysiwygHtml.
      return isPhpEmpty(value) ? null : wysiwygHtml(value as string);
    default:
      // text, textarea, url, select, number (Float), true_false, link (AcfLink as it is).
      return acfScalar(value);
  }
}

/**
 * A post_object's value as WPGraphQL for ACF 2.x answers it (src/FieldType/Relationship.php,
 * get_graphql_type, which PostObject.php uses): null when empty, else a PostObjectConnectionResolver
 * connection over post type 'any' and status 'any' with `where.in` the ids — the nodes of the
 * posts that exist (an id of none: a connection without nodes), edges with WPGraphQL's cursors,
 * and the page info of one page.
 */
const contentConnection = (site: AcfSite, value: unknown) => () => {
  const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number' && id > 0);
  if (isPhpEmpty(value) || ids.length === 0) return null;
  const nodes = ids.map((id) => site.contentNodeById(id, ['page', 'post', 'fragment', 'package'])).filter((node) => node !== null);
  const edges = nodes.map((node) => ({ __typename: 'AcfContentNodeConnectionEdge', cursor: nodeCursor(node.databaseId), node }));
  return {
    __typename: 'AcfContentNodeConnection',
    nodes,
    edges,
    pageInfo: {
      __typename: 'AcfContentNodeConnectionPageInfo',
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};

/**
 * One ACF value as WPGraphQL for ACF 2.x (v2.4.1) answers it. FieldConfig::resolve_field reads
 * the value (ACF's default_value when none was ever saved: acf_get_value) and sets every
 * PHP-empty value to null ("Empty values are set to null"); then per field type:
 */
function acfValueV2(site: AcfSite, parent: AcfObjectType, name: string, acf: AcfField, saved: unknown): unknown {
  const value = saved === undefined && acf.defaultValue !== undefined ? acf.defaultValue : saved;
  switch (acf.type) {
    case 'image':
      // src/FieldType/Image.php: a one-to-one connection, the edge { cursor, node } of the
      // attachment; null when empty or when no such attachment exists (one_to_one's first edge).
      return () => {
        const item = typeof value === 'number' && value > 0 ? site.mediaById.get(value) : undefined;
        return item ? { __typename: 'AcfMediaItemConnectionEdge', cursor: nodeCursor(item.databaseId), node: site.mediaNode(item) } : null;
      };
    case 'post_object':
    case 'page_link':
      return contentConnection(site, value);
    case 'repeater': {
      // src/FieldType/Repeater.php has no resolver of its own: resolve_field's null when empty.
      if (!Array.isArray(value) || value.length === 0) return null;
      const rowType = acfFieldTypeName(parent, name);
      return () => value.map((row) => acfObject(site, rowType, row ?? {}));
    }
    case 'group': {
      // src/FieldType/Group.php: an empty group still answers its object (the root passed down).
      const groupType = acfFieldTypeName(parent, name);
      return () => acfObject(site, groupType, value ?? {});
    }
    case 'flexible_content':
      return flexibleContentV2(site, parent, name, value);
    case 'select':
    case 'checkbox':
      // FieldConfig::get_graphql_field_config, case 'checkbox' / 'select': null when empty, else
      // a list (the value itself when ACF gives one, else the value as the list's one item).
      if (isPhpEmpty(value)) return null;
      return Array.isArray(value) ? value : [value];
    case 'true_false':
      // FieldConfig::get_graphql_field_config, case 'true_false': (bool) of the value, so an
      // unticked box is false, not null.
      return !isPhpEmpty(value);
    case 'wysiwyg':
      // src/FieldType/Wysiwyg.php and prepare_acf_field_value: apply_filters( 'the_content' ), as 0.6 (see acfValueV06).
      return isPhpEmpty(value) ? null : wysiwygHtml(value as string);
    default:
      // text, textarea, url, number (Float), link (AcfLink as it is): resolve_field's null when empty.
      return acfScalar(value);
  }
}

/**
 * A flexible-content value in 2.x. No resolver of its own (FieldConfig: the type only): null when
 * empty. Each row is the type the layout interface's resolveType names,
 * format_type_name(prefix + ' ' + layout) . 'Layout' (src/FieldType/FlexibleContent.php).
 */
function flexibleContentV2(site: AcfSite, parent: AcfObjectType, name: string, value: unknown): unknown {
  if (!Array.isArray(value) || value.length === 0) return null;
  const layoutInterface = acfFieldTypeName(parent, name);
  return () =>
    (value as { kind: string }[]).map((block) => {
      const layoutType = ACF_LINE_TYPES[site.line].layoutTypes.get(`${layoutInterface}.${block.kind}`);
      if (!layoutType) throw new Error(`No layout ${block.kind} of ${layoutInterface} in the content model`);
      return acfObject(site, layoutType, block);
    });
}

/**
 * A fixture object as the ACF object type `typeName`: every field the content model gives
 * that type, read from the fixture by its GraphQL name. `fieldGroupName` is what
 * wp-graphql-acf 0.6.2 answers there: the ACF name of a group or repeater row, the type name of a
 * layout, the graphql_field_name of a field group. WPGraphQL for ACF 2.x answers the type name
 * for each of them (src/Registry.php, get_fields_for_field_group: get_field_group_graphql_type_name
 * of the group, whose graphql_type_name Repeater.php, Group.php and FlexibleContent.php set to the
 * type's name; a field group's is format_type_name of its graphql_field_name, its type's name too).
 */
function acfObject(site: AcfSite, typeName: string, source: object, fieldGroupName: string = typeName): Record<string, unknown> {
  const type = ACF_LINE_TYPES[site.line].types.get(typeName);
  if (!type) throw new Error(`No ACF type ${typeName} in the content model`);
  const values = source as Record<string, unknown>;
  const object: Record<string, unknown> = { __typename: typeName, fieldGroupName };
  for (const { name, acf } of type.fields) {
    if (acf) object[name] = acfValue(site, type, name, acf, values[name]);
  }
  return object;
}

/** A field group's field on an owner (Page.flexContent, Package.info …), built when asked for. */
export const fieldGroup = (site: AcfSite, owner: string, field: string, source: object) => () => {
  const typeName = ACF_LINE_TYPES[site.line].groupTypes.get(`${owner}.${field}`);
  if (!typeName) throw new Error(`No ACF field group ${field} on ${owner} in the content model`);
  return acfObject(site, typeName, source, site.line === '2' ? typeName : field);
};
