/**
 * The Gatsby side of the content model: the interfaces gatsby-node declares over the per-owner
 * types of either WPGraphQL for ACF line (gatsbyContentModelSdl), so each block has one GraphQL
 * fragment whatever it sits on, and the fields the resolvers sanitize or resolve
 * (gatsbyHtmlFields, gatsbyResolvedFields). Build-time only: src/build/schema.ts and resolvers.ts.
 */

import { acfObjectTypes, scalarOf, type AcfLine, type AcfObjectType } from '../model/acf-schema.ts';
import type { AcfField } from '../model/fields.ts';
import { postTypeGraphqlName } from '../model/model.ts';

// ── the Gatsby side ──────────────────────────────────────────────────────────

/** The Gatsby interface every layout implements: what FlexContent needs to pick a component. */
export const COMMON_LAYOUT_INTERFACE = 'WpFlexLayout';

/** The Gatsby interface of a block kind: WpFlexBannerLayout for Banner. */
export function layoutInterfaceName(kind: string): string {
  return `WpFlex${kind}Layout`;
}

/** The Gatsby interface of a shape: WpFlexButton for Button. */
export function shapeInterfaceName(shape: string): string {
  return `WpFlex${shape}`;
}

/**
 * How a field's stored value becomes what the site's interfaces say, where the two lines answer it
 * differently; gatsby-node resolves these fields itself (src/build/resolvers.ts):
 * - 'reference': a post_object / page_link, to the node it points at. 0.6 stores `{ __typename, id }`
 *   of a union member, 2.x a connection `{ nodes: [{ __typename, id }] }`. Gatsby keeps
 *   gatsby-source-wordpress's resolver under a redeclared field, so even 0.6's needs resolving;
 * - 'select': 2.x's list of one, to its value;
 * - 'image': 2.x's edge `{ node: { __typename, id } }`, to the media item.
 */
export type ResolvedKind = 'reference' | 'select' | 'image';

function resolvedKindOf(acfField: AcfField | null, line: AcfLine): ResolvedKind | null {
  if (acfField?.type === 'post_object' || acfField?.type === 'page_link') return 'reference';
  if (line === '2' && acfField?.type === 'select') return 'select';
  if (line === '2' && acfField?.type === 'image') return 'image';
  return null;
}

/** The Gatsby type of a field as the site reads it: the 0.6 type (in Gatsby's names), references as the node they point at. */
function gatsbySiteField(entry: AcfObjectType['fields'][number], shapeOf?: Map<string, string>): string {
  const acfField = entry.acf;
  if (acfField && (acfField.type === 'post_object' || acfField.type === 'page_link')) {
    const targets = acfField.postTypes ?? [];
    return `${entry.name}: ${targets.length === 1 ? `Wp${postTypeGraphqlName(targets[0]!)}` : 'WpContentNode'}`;
  }
  if (acfField?.type === 'flexible_content') return `${entry.name}: [${COMMON_LAYOUT_INTERFACE}]`;
  const scalar = acfField ? scalarOf(acfField, '0.6') : null;
  return `${entry.name}: ${gatsbyTypeOf(scalar ?? entry.type, shapeOf)}`;
}

/** A form-id number gets its form: `form`, a new field, linked by databaseId to the sourced WpGfForm. */
function formField(entry: AcfObjectType['fields'][number]): string[] {
  return entry.acf?.type === 'number' && entry.acf.name === 'form_id' ? ['form: WpGfForm @link(by: "databaseId", from: "formId")'] : [];
}

const SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** A WPGraphQL type reference in Gatsby's names; recurring shapes become their interfaces. */
function gatsbyTypeOf(type: string, shapeOf?: Map<string, string>): string {
  return type.replace(/\b([A-Z][A-Za-z0-9_]*)\b/g, (name) => (SCALARS.has(name) ? name : (shapeOf?.get(name) ?? `Wp${name}`)));
}

/** The Gatsby interfaces a concrete type implements. */
function gatsbyInterfacesOf(type: AcfObjectType): string[] {
  if (type.layoutKind) return [COMMON_LAYOUT_INTERFACE, layoutInterfaceName(type.layoutKind)];
  return type.shape ? [shapeInterfaceName(type.shape)] : [];
}

/**
 * Gatsby SDL for gatsby-node's createSchemaCustomization:
 * - WpFlexLayout and one interface per block kind (WpFlexBannerLayout …), one per recurring shape
 *   (WpFlexButton …) and one per field group without flexible content (WpFlexPageSettings …), whose
 *   fields name the shape interfaces. They are the site's vocabulary, the same whichever line
 *   WordPress runs, taken from the 0.6 types;
 * - each concrete type of `line` (WpPage_Flexcontent_Flex_Banner, or WpFlexContentFlexBannerLayout …)
 *   declared as implementing its interfaces. A concrete type names only the fields Gatsby must type
 *   or resolve differently (gatsbyResolvedFields, the form of a form id): Gatsby merges this into
 *   gatsby-source-wordpress's definitions, so every other field keeps the plugin's resolver.
 */
export function gatsbyContentModelSdl(line: AcfLine = '0.6'): string {
  const site = acfObjectTypes('0.6').types.filter((type) => type.kind === 'object');
  const shapeInterface = new Map(site.flatMap((type) => (type.shape ? [[type.name, shapeInterfaceName(type.shape)] as const] : [])));
  const interfaces = new Map<string, string[]>();
  interfaces.set(COMMON_LAYOUT_INTERFACE, ['fieldGroupName: String', 'styletype: String', 'sectionId: String']);
  for (const type of site) {
    const ownName = type.layoutKind ? layoutInterfaceName(type.layoutKind) : type.shape ? shapeInterfaceName(type.shape) : null;
    if (ownName && !interfaces.has(ownName))
      interfaces.set(
        ownName,
        [...type.fields.flatMap((entry) => [gatsbySiteField(entry, shapeInterface), ...formField(entry)])].map((l) =>
          l.replace(/ @link\(.*\)$/, ''),
        ),
      );
  }
  const declarations: string[] = [];
  for (const type of acfObjectTypes(line).types) {
    if (type.kind === 'union') continue;
    // 2.x's T_Fields interfaces carry the same fields as T: they are retyped alike.
    const implemented = type.kind === 'object' ? gatsbyInterfacesOf(type) : [];
    const own = type.fields.flatMap((entry) => [
      ...(resolvedKindOf(entry.acf, line) ? [gatsbySiteField(entry, shapeInterface)] : []),
      ...(type.kind === 'object' ? formField(entry) : []),
    ]);
    if (implemented.length === 0 && own.length === 0) continue;
    const head = `${type.kind === 'interface' ? 'interface' : 'type'} Wp${type.name}${implemented.length ? ` implements ${implemented.join(' & ')}` : ''}`;
    declarations.push(own.length ? `${head} {\n  ${own.join('\n  ')}\n}` : head);
  }
  return [...[...interfaces].map(([name, fields]) => `interface ${name} {\n  ${fields.join('\n  ')}\n}`), ...declarations].join('\n\n');
}

/** The fields gatsby-node resolves itself, by Gatsby type name, with how (ResolvedKind). */
export function gatsbyResolvedFields(line: AcfLine = '0.6'): { type: string; field: string; kind: ResolvedKind }[] {
  return acfObjectTypes(line).types.flatMap((type) =>
    type.kind !== 'object'
      ? []
      : type.fields.flatMap((entry) => {
          const kind = resolvedKindOf(entry.acf, line);
          return kind ? [{ type: `Wp${type.name}`, field: entry.name, kind }] : [];
        }),
  );
}

/**
 * Every field that holds WordPress HTML (wysiwyg), by Gatsby type name: gatsby-node sanitizes
 * these at build time, so components render them without sanitizing in the browser.
 */
export function gatsbyHtmlFields(line: AcfLine = '0.6'): { type: string; field: string }[] {
  return acfObjectTypes(line).types.flatMap((type) =>
    type.kind !== 'object'
      ? []
      : type.fields.filter((entry) => entry.acf?.type === 'wysiwyg').map((entry) => ({ type: `Wp${type.name}`, field: entry.name })),
  );
}

/** The Gatsby types of a recurring shape (every WpFlexFaq row type …), for resolvers added per shape. */
export function gatsbyTypesOfShape(shape: string, line: AcfLine = '0.6'): string[] {
  return acfObjectTypes(line)
    .types.filter((type) => type.kind === 'object' && type.shape === shape)
    .map((type) => `Wp${type.name}`);
}

/** The Gatsby types of a block kind (every owner's WpPage_Flexcontent_Flex_Posts …). */
export function gatsbyTypesOfKind(kind: string, line: AcfLine = '0.6'): string[] {
  return acfObjectTypes(line)
    .types.filter((type) => type.kind === 'object' && type.layoutKind === kind)
    .map((type) => `Wp${type.name}`);
}
