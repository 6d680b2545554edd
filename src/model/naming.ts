/**
 * The naming rules of the plugins that make GraphQL types of the model.
 *
 * Naming follows wp-graphql-acf v0.6.2, src/class-config.php:
 * - a field's GraphQL name is camel_case(name) (add_field_group_fields): 'image_desktop' → imageDesktop;
 *   camel_case lowercases first, so ACF names are snake_case;
 * - a field group on type T is the field graphql_field_name of type `T_` + ucfirst(camel_case(name))
 *   (add_acf_fields_to_graphql_types → register_graphql_field case 'group'): Page_Flexcontent;
 * - group: `P_` + ucfirst(camel_case(name)); repeater: `P_` + camel_case(name) (no ucfirst), a list;
 * - flexible_content: union `P_` + ucfirst(camel_case(name)), one type per layout `U_` +
 *   ucfirst(camel_case(layout)) whose fieldGroupName is that type name;
 * - groups, repeater rows and layouts implement AcfFieldGroup and have fieldGroupName (the ACF name);
 * - post_object / page_link with post types: union `P_` + ucfirst(camel_case(name)) of those types;
 * - number → Float, true_false → Boolean, checkbox → [String], image → MediaItem, link → AcfLink,
 *   text/textarea/wysiwyg/url/select → String.
 * An options page is its own type (graphql_field_name, format_type_name) with pageTitle and pageSlug
 * and a root field (register_options_page_fields… lines 225–285).
 */

import type { AcfField } from './fields.ts';

// ── wp-graphql-acf naming ───────────────────────────────────────────────────

/** wp-graphql-acf's Config::camel_case. */
export function acfCamelCase(value: string): string {
  const words = value
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim()
    .toLowerCase()
    .split(' ');
  const joined = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

export const ucfirst = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** wp-graphql-acf's type-name part: ucfirst(camel_case(name)). */
export const formatTypeName = (value: string) => ucfirst(acfCamelCase(value));

/** WPGraphQL's Utils::format_field_name (src/Utils/Utils.php): words split at _ - and space joined in camel case; the rest kept as it is. */
export function wpFormatFieldName(value: string): string {
  const words = value
    .replace(/[^a-zA-Z0-9 -]/g, '_')
    .split(/[_\- ]+/)
    .filter(Boolean);
  const joined = words.map((word, index) => (index === 0 ? word : ucfirst(word))).join('');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

/** A field's GraphQL name in both plugin lines: its graphqlName, else camel_case of its ACF name. */
export function graphqlNameOf(acfField: Pick<AcfField, 'name' | 'graphqlName'>): string {
  return acfField.graphqlName ?? acfCamelCase(acfField.name);
}

/** WPGraphQL's Utils::format_type_name: ucfirst(format_field_name(name)). */
export const wpFormatTypeName = (value: string) => ucfirst(wpFormatFieldName(value));

export function acfTypeNameOf(parent: string, acfField: Pick<AcfField, 'name' | 'type'>): string {
  return acfField.type === 'repeater' ? `${parent}_${acfCamelCase(acfField.name)}` : `${parent}_${formatTypeName(acfField.name)}`;
}

export type FlexOwner = string;

/** The type name of a block kind on an owner: Page_Flexcontent_Flex_Banner. */
export function layoutTypeName(owner: string, kind: string): string {
  return `${owner}_Flexcontent_Flex_${kind}`;
}
