/**
 * The GraphQL types the two WPGraphQL for ACF lines make of the model (acfObjectTypes, acfTypesSdl):
 * what the stand-in serves (mocks/wordpress/schema.ts), what the real stack produces
 * (mocks/wordpress/contract/remote-schema.graphql) and what the build's Gatsby interfaces are
 * declared over (src/build/gatsby-interfaces.ts).
 * Its imports name their files with the extension: Node's type stripping loads the model from the
 * stand-in (mocks/wordpress) as it is.
 */

import type { AcfField, AcfFieldGroup } from './fields.ts';
import { FIELD_GROUPS, OPTIONS_PAGE, postTypeGraphqlName } from './model.ts';
import { acfTypeNameOf, formatTypeName, graphqlNameOf, ucfirst, wpFormatFieldName, wpFormatTypeName } from './naming.ts';

// ── the GraphQL types the two plugin lines make of the model ───────────────

/**
 * The WPGraphQL for ACF line a WordPress runs, which decides the type names and some value shapes:
 * - '0.6': wp-graphql-acf 0.6.2 (archived), one set of types per owner (Page_Flexcontent_Flex_Banner);
 * - '2': WPGraphQL for ACF 2.x (wp-graphql/wpgraphql-acf), one set for all owners (FlexContentFlexBannerLayout),
 *   selects as lists, images as edges, references as connections.
 */
export type AcfLine = '0.6' | '2';
export const ACF_LINES: readonly AcfLine[] = ['0.6', '2'];

export interface AcfObjectType {
  name: string;
  kind: 'object' | 'union' | 'interface';
  /** object / interface: field name → GraphQL type (SDL). */
  fields: { name: string; type: string; acf: AcfField | null; args?: string; deprecated?: string }[];
  /** union: member type names. */
  members?: string[];
  /** object / interface: the interfaces it implements. */
  interfaces?: string[];
  /** The recurring shape or block kind this type is an instance of (for the Gatsby interfaces). */
  shape?: string;
  /** Set on layout types: the block kind. */
  layoutKind?: string;
}

export interface AcfTypes {
  types: AcfObjectType[];
  /** The field-group fields on their owners, and (2.x) the interface that brings each one. */
  ownerFields: { owner: string; field: string; type: string; interface?: string }[];
  optionsPage: { typeName: string; rootField: string };
}

/** The field type both lines give the kinds that hold no other fields; null for the others. */
export function scalarOf(acfField: AcfField, line: AcfLine): string | null {
  switch (acfField.type) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'url':
      return 'String';
    // 2.x: src/FieldType/Select.php answers a list, whether or not the field allows several.
    case 'select':
      return line === '2' ? '[String]' : 'String';
    case 'number':
      return 'Float';
    case 'true_false':
      return 'Boolean';
    case 'checkbox':
      return '[String]';
    // 2.x: src/FieldType/Image.php, a one-to-one connection edge ({ node: MediaItem }).
    case 'image':
      return line === '2' ? 'AcfMediaItemConnectionEdge' : 'MediaItem';
    case 'link':
      return 'AcfLink';
    default:
      return null;
  }
}

/** The shape a field group gives its own type (WpFlexPageSettings …); none for the flexible content, whose owners' fields differ in type. */
function groupShape(group: AcfFieldGroup): string | undefined {
  return group.fields.some((entry) => entry.type === 'flexible_content') ? undefined : formatTypeName(group.key.replace(/^group_/, ''));
}

/**
 * The object and union types wp-graphql-acf 0.6.2 registers for a field list on `typeName`, and
 * the field list itself (with fieldGroupName first), in registration order.
 */
function typesOfFields(typeName: string, fields: readonly AcfField[], out: AcfObjectType[], shape?: string, kind?: string): AcfObjectType {
  const own: AcfObjectType = {
    name: typeName,
    kind: 'object',
    fields: [{ name: 'fieldGroupName', type: 'String', acf: null }],
    interfaces: ['AcfFieldGroup'],
    ...(shape ? { shape } : {}),
    ...(kind ? { layoutKind: kind } : {}),
  };
  out.push(own);
  for (const acfField of fields) {
    const name = graphqlNameOf(acfField);
    const scalar = scalarOf(acfField, '0.6');
    if (scalar) {
      own.fields.push({ name, type: scalar, acf: acfField });
    } else if (acfField.type === 'group' || acfField.type === 'repeater') {
      const subType = acfTypeNameOf(typeName, acfField);
      typesOfFields(subType, acfField.shape?.fields ?? [], out, acfField.shape?.name);
      own.fields.push({ name, type: acfField.type === 'repeater' ? `[${subType}]` : subType, acf: acfField });
    } else if (acfField.type === 'flexible_content') {
      const union = acfTypeNameOf(typeName, acfField);
      const members = (acfField.layouts ?? []).map((layout) => {
        const kind = formatTypeName(layout.name);
        return typesOfFields(`${union}_${kind}`, layout.fields, out, undefined, kind).name;
      });
      out.push({ name: union, kind: 'union', fields: [], members });
      own.fields.push({ name, type: `[${union}]`, acf: acfField });
    } else if (acfField.type === 'post_object' || acfField.type === 'page_link') {
      const union = acfTypeNameOf(typeName, acfField);
      out.push({ name: union, kind: 'union', fields: [], members: (acfField.postTypes ?? []).map(postTypeGraphqlName) });
      own.fields.push({ name, type: union, acf: acfField });
    }
  }
  return own;
}

/** The connection arguments WPGraphQL gives a post_object / page_link field in 2.x. */
const CONNECTION_ARGS = 'first: Int, last: Int, after: String, before: String';
const DEPRECATED_FIELD_GROUP_NAME = 'Use __typename instead';

/**
 * The types WPGraphQL for ACF 2.x (v2.4.1) registers for a field list, named as it names them:
 * - a field group's type is format_type_name(graphql_field_name) (Registry::get_field_group_graphql_type_name);
 * - a repeater's or group's type is format_type_name(parent type + ' ' + field name), where the parent
 *   is the chain of enclosing field groups and fields and skips flexible-content layouts
 *   (FieldConfig::get_parent_graphql_type_name, FieldType/Repeater.php, FieldType/Group.php);
 * - a flexible-content field is a list of the interface `{Parent}{Field}_Layout`, each layout the type
 *   `{Parent}{Field}{Layout}Layout` (FieldType/FlexibleContent.php);
 * - every type T also has the interface `T_Fields` with the same fields, and both implement
 *   AcfFieldGroup and AcfFieldGroupFields, whose fieldGroupName is deprecated (Registry::register_acf_field_groups_to_graphql).
 * `chain` is the parent type name of the list's own sub-fields. A name registered twice is one type:
 * the model must never give it two shapes (checked here, so the model cannot drift into it).
 */
function typesOfFieldsV2(
  typeName: string,
  chain: string,
  fields: readonly AcfField[],
  out: Map<string, AcfObjectType>,
  extra: { shape?: string; kind?: string; layoutInterface?: string } = {},
): void {
  const existing = out.get(typeName);
  if (existing) {
    if (existing.shape !== extra.shape || existing.layoutKind !== extra.kind)
      throw new Error(
        `WPGraphQL for ACF 2.x would give ${existing.shape ?? existing.layoutKind} and ${extra.shape ?? extra.kind} one type, ${typeName}: give one field another graphqlName`,
      );
    return;
  }
  const own: AcfObjectType['fields'] = [{ name: 'fieldGroupName', type: 'String', acf: null, deprecated: DEPRECATED_FIELD_GROUP_NAME }];
  const common = ['AcfFieldGroup', 'AcfFieldGroupFields'];
  const layoutInterfaces = extra.layoutInterface ? [extra.layoutInterface] : [];
  out.set(`${typeName}_Fields`, {
    name: `${typeName}_Fields`,
    kind: 'interface',
    fields: own,
    interfaces: [...layoutInterfaces, ...common],
  });
  out.set(typeName, {
    name: typeName,
    kind: 'object',
    fields: own,
    interfaces: [`${typeName}_Fields`, ...layoutInterfaces, ...common],
    ...(extra.shape ? { shape: extra.shape } : {}),
    ...(extra.kind ? { layoutKind: extra.kind } : {}),
  });
  for (const acfField of fields) {
    const name = graphqlNameOf(acfField);
    const scalar = scalarOf(acfField, '2');
    if (scalar) {
      own.push({ name, type: scalar, acf: acfField });
    } else if (acfField.type === 'group' || acfField.type === 'repeater') {
      const subType = wpFormatTypeName(`${chain} ${name}`);
      typesOfFieldsV2(subType, subType, acfField.shape?.fields ?? [], out, { shape: acfField.shape?.name });
      own.push({ name, type: acfField.type === 'repeater' ? `[${subType}]` : subType, acf: acfField });
    } else if (acfField.type === 'flexible_content') {
      const prefix = wpFormatTypeName(`${chain} ${name}`);
      const layoutInterface = `${prefix}_Layout`;
      out.set(layoutInterface, {
        name: layoutInterface,
        kind: 'interface',
        fields: [{ name: 'fieldGroupName', type: 'String', acf: null }],
      });
      for (const layout of acfField.layouts ?? []) {
        const kind = formatTypeName(layout.name);
        typesOfFieldsV2(`${wpFormatTypeName(`${prefix} ${kind}`)}Layout`, prefix, layout.fields, out, { kind, layoutInterface });
      }
      own.push({ name, type: `[${layoutInterface}]`, acf: acfField });
    } else if (acfField.type === 'post_object' || acfField.type === 'page_link') {
      own.push({ name, type: 'AcfContentNodeConnection', acf: acfField, args: CONNECTION_ARGS });
    }
  }
}

/** Owner type name → its field-group fields (flexContent: Page_Flexcontent …) and every type they bring, as `line` names them. */
export function acfObjectTypes(line: AcfLine = '0.6'): AcfTypes {
  const ownerFields: AcfTypes['ownerFields'] = [];
  // Options page: Utils::format_type_name(graphql_field_name), its root field Utils::format_field_name of that
  // (0.6: class-config.php lines 225–285; 2.x: the ACF JSON's graphql_type_name, Admin/OptionsPageRegistration.php).
  const optionsTypeName = ucfirst(wpFormatFieldName(OPTIONS_PAGE.graphqlFieldName));
  const optionsPage = { typeName: optionsTypeName, rootField: wpFormatFieldName(optionsTypeName) };
  if (line === '2') {
    const out = new Map<string, AcfObjectType>();
    for (const group of FIELD_GROUPS) {
      const groupType = wpFormatTypeName(group.graphqlFieldName.replace(/[\W_]+/g, ' '));
      typesOfFieldsV2(groupType, groupType, group.fields, out, { shape: groupShape(group) });
      const owners = group.optionsPage ? [optionsTypeName] : group.location.map(postTypeGraphqlName);
      for (const owner of owners)
        ownerFields.push({ owner, field: group.graphqlFieldName, type: groupType, interface: `WithAcf${groupType}` });
    }
    return { types: [...out.values()], ownerFields, optionsPage };
  }
  const out: AcfObjectType[] = [];
  for (const group of FIELD_GROUPS) {
    const owners = group.optionsPage ? [optionsTypeName] : group.location.map(postTypeGraphqlName);
    for (const owner of owners) {
      const groupType = `${owner}_${formatTypeName(group.graphqlFieldName)}`;
      typesOfFields(groupType, group.fields, out, groupShape(group));
      ownerFields.push({ owner, field: group.graphqlFieldName, type: groupType });
    }
  }
  return { types: out, ownerFields, optionsPage };
}

/** SDL of the types acfObjectTypes(line) lists, and (2.x) the interfaces that bring the field groups to their owners. */
export function acfTypesSdl(line: AcfLine = '0.6'): string {
  const { types, ownerFields, optionsPage } = acfObjectTypes(line);
  const fieldLines = (type: AcfObjectType) =>
    type.fields
      .map(
        (entry) =>
          `  ${entry.name}${entry.args ? `(${entry.args})` : ''}: ${entry.type}${entry.deprecated ? ` @deprecated(reason: "${entry.deprecated}")` : ''}`,
      )
      .join('\n');
  const blocks = types.map((type) =>
    type.kind === 'union'
      ? `union ${type.name} = ${(type.members ?? []).join(' | ')}`
      : `${type.kind === 'interface' ? 'interface' : 'type'} ${type.name}${type.interfaces?.length ? ` implements ${type.interfaces.join(' & ')}` : ''} {\n${fieldLines(type)}\n}`,
  );
  const withAcf = [...new Map(ownerFields.flatMap((entry) => (entry.interface ? [[entry.interface, entry] as const] : []))).values()].map(
    (entry) => `interface ${entry.interface} {\n  ${entry.field}: ${entry.type}\n}`,
  );
  const options =
    line === '2' ? '' : `"${OPTIONS_PAGE.title} options."\ntype ${optionsPage.typeName} {\n  pageTitle: String\n  pageSlug: String\n}`;
  return [options, ...withAcf, ...blocks].filter(Boolean).join('\n\n');
}
