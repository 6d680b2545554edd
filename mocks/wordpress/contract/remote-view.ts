/**
 * The real WordPress schema (remote-schema.graphql with wp-graphql-acf 0.6.2, remote-schema-acf2.graphql
 * with WPGraphQL for ACF 2.x; captured from WPGraphQL and its plugins) as the checks of
 * remote.test.ts need it:
 * - remoteSchema: the SDL as it is; gatsby-source-wordpress's queries must validate against it.
 * - buildRemoteView: the same schema seen the way the site's Gatsby queries see it, without the
 *   `Wp` prefix: plus the content model's Gatsby interfaces and @link fields
 *   (gatsbyContentModelSdl(line) of src/build/gatsby-interfaces.ts), with the fields gatsby-node
 *   resolves itself (gatsbyResolvedFields) retyped as it declares them, and the short list of
 *   fields Gatsby and gatsby-node add (GATSBY_ADDITIONS). Declaring that a real type implements an
 *   interface makes graphql-js check that it has every field of it with a fitting type: that is the check.
 * - compareStandIn: every type, field, argument and enum value the stand-in serves must exist in
 *   the real schema with the identical type reference (the stand-in may leave things out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildASTSchema,
  extendSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  print,
  Source,
  specifiedRules,
  TypeInfo,
  NoUnusedFragmentsRule,
  validate,
  validateSchema,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type InterfaceTypeDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type TypeNode,
} from 'graphql';
import { gatsbyContentModelSdl, gatsbyResolvedFields, gatsbyTypesOfKind, gatsbyTypesOfShape, layoutInterfaceName, shapeInterfaceName } from '../../../src/build/gatsby-interfaces';
import { type AcfLine } from '../../../src/model/acf-schema';
import { dropWpPrefix, type TranslatedDefinition } from './site-queries';

export const REMOTE_SCHEMA_FILE = path.join(__dirname, 'remote-schema.graphql');

/** The captured real schema of each WPGraphQL for ACF line. */
export const REMOTE_SCHEMA_FILES: Record<AcfLine, string> = {
  '0.6': REMOTE_SCHEMA_FILE,
  '2': path.join(__dirname, 'remote-schema-acf2.graphql'),
};

export function readRemoteSchemaSdl(file = REMOTE_SCHEMA_FILE): string {
  return readFileSync(file, 'utf8');
}

/**
 * What Gatsby and gatsby-node add to the WordPress types, in the remote view's names. Each is
 * there because the site selects it and no WordPress plugin serves it; keep it short.
 */
const POSTS_FIELDS = 'latestPosts: [Post] listingFirstPage: [Post] listingManifest: JSON packages: [Package] quotationPackages: [Package] quotationForm: GfForm';

export function gatsbyAdditionsSdl(line: AcfLine = '0.6'): string {
  const faq = dropWpPrefix(shapeInterfaceName('Faq'));
  return `
# gatsby-node createResolvers (issue 14): a media item's gatsby-plugin-image data, from the media
# URL's image service or, with WORDPRESS_IMAGES=sharp, from the downloaded file; and a tiny blurred
# webp of it as a data URI. Gatsby's GatsbyImageData scalar is JSON.
extend type MediaItem {
  imageData(width: Int = 1920): GatsbyImageData
  blurBase64: String
}
scalar GatsbyImageData

# gatsby-node createSchemaCustomization + createResolvers: a plain-text twin of every FAQ answer
# (for the FAQPage JSON-LD), on the FAQ shape's interface and every FAQ row type.
extend interface ${faq} { answerText: String }
${gatsbyTypesOfShape('Faq', line)
  .map((type) => `extend type ${dropWpPrefix(type)} { answerText: String }`)
  .join('\n')}

# gatsby-node createSchemaCustomization + createResolvers: the Kennisbank of issue 12 on every Posts
# layout (and their interface), from what createPages computed; a JSON scalar as Gatsby has it;
# the price carousel's packages of issue 13 (the block's packagesType, priceFrom ascending); and the
# quotation builder's packages (all of them) and its form (Gravity Forms form 5).
scalar JSON
${[dropWpPrefix(layoutInterfaceName('Posts'))]
  .map((name) => `extend interface ${name} { ${POSTS_FIELDS} }`)
  .concat(
    gatsbyTypesOfKind('Posts', line).map((type) => `extend type ${dropWpPrefix(type)} { ${POSTS_FIELDS} }`),
  )
  .join('\n')}

# gatsby-node createSchemaCustomization: seo as WPGraphQL Yoast SEO types it. That plugin is not
# in the captured stack; gatsby-node declares the field so the queries compile without it (null).
type PostTypeSEO {
  title: String
  metaDesc: String
}
extend type Page { seo: PostTypeSEO }
extend type Post {
  seo: PostTypeSEO
  # gatsby-node createResolvers: the post's excerpt as plain text, and its 'Lees ook' posts by node id.
  excerptText: String
  relatedPosts(ids: [String]): [Post]
}
`;
}

export function remoteSchema(sdl: string): GraphQLSchema {
  return buildASTSchema(parse(sdl));
}

export interface RemoteView {
  /** Null when the extension could not be applied at all (see problems). */
  schema: GraphQLSchema | null;
  /** What does not fit: contract types the real schema lacks, @link sources it lacks, interfaces a real type does not satisfy. */
  problems: string[];
  /** Fields whose real type the view replaced by the type Gatsby links (union → node), for the record. */
  replaced: string[];
}

const linkArg = (field: FieldDefinitionNode, name: string) => {
  const directive = field.directives?.find((entry) => entry.name.value === 'link');
  const argument = directive?.arguments?.find((entry) => entry.name.value === name);
  return argument?.value.kind === Kind.STRING ? argument.value.value : undefined;
};

/** Does `path` (a.b.c, as in @link's from) exist on `type`, through unions and lists? */
function pathProblem(schema: GraphQLSchema, type: GraphQLNamedType, segments: string[], where: string): string | null {
  const [head, ...rest] = segments;
  if (!head) return null;
  const candidates = isUnionType(type) ? type.getTypes() : [type];
  for (const candidate of candidates) {
    if (!isObjectType(candidate) && !isInterfaceType(candidate)) return `${where}: ${candidate.name} has no fields (looking for ${head})`;
    const field = candidate.getFields()[head];
    if (!field) return `${where}: the real ${candidate.name} has no field ${head}`;
    const deeper = pathProblem(schema, getNamedType(field.type), rest, where);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * The contract's Gatsby SDL in the remote view's names: interfaces of its own as they are, each
 * concrete type an `extend type … implements …`, its @link fields added (or, when the real type
 * has a field of that name, the real field's type replaced by the linked type). A field without
 * @link is one gatsby-node resolves itself (`resolved`, from gatsbyResolvedFields: a reference, and
 * in 2.x a select or an image): the real field's type is replaced by the one declared, on the real
 * type and, in 2.x, on the real `T_Fields` interface the contract redeclares alike.
 */
function contractExtension(remote: GraphQLSchema, contractSdl: string, resolved: ReadonlySet<string>) {
  const problems: string[] = [];
  const replacements = new Map<string, Map<string, TypeNode>>();
  const renamed = visit(parse(contractSdl), {
    NamedType: (node) => ({ ...node, name: { ...node.name, value: dropWpPrefix(node.name.value) } }),
    InterfaceTypeDefinition: (node) => ({ ...node, name: { ...node.name, value: dropWpPrefix(node.name.value) } }),
    ObjectTypeDefinition: (node) => ({ ...node, name: { ...node.name, value: dropWpPrefix(node.name.value) } }),
  }) as DocumentNode;
  /** Whether gatsby-node resolves `field` of the real type `typeName` (of an interface: of a type implementing it). */
  const isResolved = (typeName: string, field: string) => {
    if (resolved.has(`${typeName}.${field}`)) return true;
    const type = remote.getType(typeName);
    return isInterfaceType(type) && remote.getPossibleTypes(type).some((member) => resolved.has(`${member.name}.${field}`));
  };
  const definitions: DefinitionNode[] = [];
  for (const definition of renamed.definitions) {
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION && !remote.getType(definition.name.value)) {
      definitions.push(definition);
      continue;
    }
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) {
      problems.push(`contract: unexpected ${definition.kind} in gatsbyContentModelSdl()`);
      continue;
    }
    const typeName = definition.name.value;
    const real = remote.getType(typeName);
    const isInterface = definition.kind === Kind.INTERFACE_TYPE_DEFINITION;
    if (isInterface ? !isInterfaceType(real) : !isObjectType(real)) {
      problems.push(
        isInterface
          ? `contract interface ${typeName}: the real schema has a ${kindOf(real!)} of that name`
          : `contract type ${typeName}: ${real ? `is a ${kindOf(real)} in the real schema` : 'not in the real schema'}`,
      );
      continue;
    }
    const realFields = (real as GraphQLObjectType | GraphQLInterfaceType).getFields();
    const replace = (field: FieldDefinitionNode) => {
      const forType = replacements.get(typeName) ?? new Map<string, TypeNode>();
      forType.set(field.name.value, field.type);
      replacements.set(typeName, forType);
    };
    const added: FieldDefinitionNode[] = [];
    for (const field of definition.fields ?? []) {
      const where = `contract ${typeName}.${field.name.value}`;
      const from = linkArg(field, 'from');
      const by = linkArg(field, 'by') ?? 'id';
      if (!from) {
        if (realFields[field.name.value] && isResolved(typeName, field.name.value)) replace(field);
        else problems.push(`${where}: a Gatsby field without @link(from:) — declare it in GATSBY_ADDITIONS if it is Gatsby's own`);
        continue;
      }
      const fromProblem = pathProblem(remote, real!, from.split('.'), `${where} @link(from: "${from}")`);
      if (fromProblem) problems.push(fromProblem);
      const target = remote.getType(getNamedTypeName(field.type));
      if (!target) problems.push(`${where}: links to ${getNamedTypeName(field.type)}, not in the real schema`);
      else if ((isObjectType(target) || isInterfaceType(target)) && !target.getFields()[by]) problems.push(`${where} @link(by: "${by}"): the real ${target.name} has no field ${by}`);
      const withoutDirectives: FieldDefinitionNode = { ...field, directives: [] };
      if (realFields[field.name.value]) replace(field);
      else added.push(withoutDirectives);
    }
    if (isInterface) {
      if (added.length || definition.interfaces?.length) definitions.push({ kind: Kind.INTERFACE_TYPE_EXTENSION, name: definition.name, interfaces: definition.interfaces, directives: [], fields: added });
      continue;
    }
    const extension: ObjectTypeExtensionNode = {
      kind: Kind.OBJECT_TYPE_EXTENSION,
      name: definition.name,
      interfaces: definition.interfaces,
      directives: [],
      fields: added,
    };
    definitions.push(extension);
  }
  return { definitions, replacements, problems };
}

function getNamedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeName(type.type);
}

export interface RemoteViewOptions {
  /** The WPGraphQL for ACF line the real schema has (default '0.6'): the defaults below are that line's. */
  line?: AcfLine;
  /** The content model's Gatsby SDL (default: gatsbyContentModelSdl(line)). */
  contractSdl?: string;
  /** GATSBY_ADDITIONS (default: gatsbyAdditionsSdl(line)); '' to check without them. */
  additionsSdl?: string;
}

/** The real schema as the site's Gatsby queries see it (with the `Wp` prefix dropped). */
export function buildRemoteView(remoteSdl: string, options: RemoteViewOptions = {}): RemoteView {
  const line = options.line ?? '0.6';
  const remoteDocument = parse(remoteSdl);
  const remote = buildASTSchema(remoteDocument);
  const resolved = new Set(gatsbyResolvedFields(line).map(({ type, field }) => `${dropWpPrefix(type)}.${field}`));
  const { definitions, replacements, problems } = contractExtension(remote, options.contractSdl ?? gatsbyContentModelSdl(line), resolved);
  const replaced: string[] = [];
  const replaceFields = <T extends ObjectTypeDefinitionNode | InterfaceTypeDefinitionNode>(node: T): T | undefined => {
    const forType = replacements.get(node.name.value);
    if (!forType) return undefined;
    return {
      ...node,
      fields: node.fields?.map((field) => {
        const type = forType.get(field.name.value);
        if (!type) return field;
        replaced.push(`${node.name.value}.${field.name.value}: ${print(field.type)} → ${print(type)}`);
        return { ...field, type };
      }),
    };
  };
  const patched = visit(remoteDocument, {
    InterfaceTypeDefinition: (node: InterfaceTypeDefinitionNode) => replaceFields(node),
    ObjectTypeDefinition: (node: ObjectTypeDefinitionNode) => replaceFields(node),
  }) as DocumentNode;
  const additions = options.additionsSdl ?? gatsbyAdditionsSdl(line);
  const extension: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [...definitions, ...(additions.trim() ? parse(additions).definitions : [])],
  };
  let schema: GraphQLSchema;
  try {
    schema = extendSchema(buildASTSchema(patched), extension);
  } catch (error) {
    return { schema: null, problems: [...problems, ...String((error as Error).message).split('\n\n')], replaced };
  }
  problems.push(...validateSchema(schema).map((error) => error.message));
  return { schema, problems, replaced };
}

/** graphql-js validation messages of a document (every specified rule; fragments may go unused when `allowUnusedFragments`). */
export function validationErrors(schema: GraphQLSchema, document: DocumentNode, allowUnusedFragments = false): string[] {
  const rules = allowUnusedFragments ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule) : specifiedRules;
  return validate(schema, document, rules).map((error) => {
    const at = error.locations?.[0];
    const source = error.source?.name && error.source.name !== 'GraphQL request' ? `${error.source.name}:` : '';
    return `${error.message}${at ? ` (${source}${at.line}:${at.column})` : ''}`;
  });
}

/**
 * Validates the site's definitions together (as Gatsby compiles them: one pool of fragments)
 * and files each message under the definition it points into.
 */
export function siteValidation(schema: GraphQLSchema, definitions: readonly TranslatedDefinition[]): Map<string, string[]> {
  const byName = new Map<string, string[]>(definitions.map((definition) => [definition.name, []]));
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: definitions.filter((entry) => !entry.gatsbyOnly).map((entry) => entry.definition) };
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  for (const error of validate(schema, document, rules)) {
    const node = error.nodes?.[0];
    const owner = definitions.find((entry) => {
      const loc = entry.definition.loc;
      return node?.loc && loc && node.loc.source === loc.source && node.loc.start >= loc.start && node.loc.end <= loc.end;
    });
    const at = error.locations?.[0];
    const message = `${error.message}${at ? ` (${error.source?.name ?? ''}:${at.line}:${at.column})` : ''}`;
    const key = owner?.name ?? '(unplaced)';
    byName.set(key, [...(byName.get(key) ?? []), message]);
  }
  return byName;
}

/**
 * The named types a set of documents touches in `schema`: parent and result types of every
 * selected field, type conditions, argument and variable types (input objects with their
 * fields' types), and the possible types of every abstract type among them.
 */
export function typesUsed(schema: GraphQLSchema, documents: readonly DocumentNode[]): Set<string> {
  return usage(schema, documents).types;
}

/** typesUsed, and every selected field as `Type.field` (on the type it is selected on). */
export function usage(schema: GraphQLSchema, documents: readonly DocumentNode[]): { types: Set<string>; fields: Set<string> } {
  const used = new Set<string>();
  const fields = new Set<string>();
  const add = (type: GraphQLNamedType | null | undefined) => {
    if (!type || used.has(type.name)) return;
    used.add(type.name);
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) add(getNamedType(field.type));
    if (isUnionType(type) || isInterfaceType(type)) for (const member of schema.getPossibleTypes(type)) add(member);
  };
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field: (node) => {
          const parent = typeInfo.getParentType();
          add(parent);
          if (parent && !node.name.value.startsWith('__')) fields.add(`${parent.name}.${node.name.value}`);
          const type = typeInfo.getType();
          if (type) add(getNamedType(type));
        },
        InlineFragment: () => add(typeInfo.getType() ? getNamedType(typeInfo.getType()!) : null),
        FragmentDefinition: () => add(typeInfo.getType() ? getNamedType(typeInfo.getType()!) : null),
        Argument: () => {
          const argument = typeInfo.getArgument();
          if (argument) add(getNamedType(argument.type));
        },
        VariableDefinition: () => {
          const type = typeInfo.getInputType();
          if (type) add(getNamedType(type));
        },
      }),
    );
  }
  return { types: used, fields };
}

/**
 * WordPress types and fields the site selects (`Type.field`, as usage() lists them in the remote
 * view) that the real schema has and the stand-in lacks: the stand-in may leave out what the
 * site does not read, not what it does.
 */
export function missingFromStandIn(standIn: GraphQLSchema, real: GraphQLSchema, selected: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const entry of selected) {
    const [typeName, fieldName] = entry.split('.') as [string, string];
    const realType = real.getType(typeName);
    if (!(isObjectType(realType) || isInterfaceType(realType)) || !realType.getFields()[fieldName]) continue;
    const mine = standIn.getType(typeName);
    if (!mine) out.add(`${typeName}: the site selects ${typeName}.${fieldName}, the real schema has the ${kindOf(realType)}, the stand-in has no such type`);
    else if ((isObjectType(mine) || isInterfaceType(mine)) && !mine.getFields()[fieldName]) out.add(`${typeName}.${fieldName}: the site selects it, the real schema has it (${realType.getFields()[fieldName]!.type}), the stand-in has no such field`);
  }
  return [...out].sort();
}

const kindOf = (type: GraphQLNamedType) =>
  isObjectType(type) ? 'object' : isInterfaceType(type) ? 'interface' : isUnionType(type) ? 'union' : isEnumType(type) ? 'enum' : isInputObjectType(type) ? 'input' : 'scalar';

function compareArguments(owner: string, standIn: GraphQLField<unknown, unknown>, real: GraphQLField<unknown, unknown>, out: string[]) {
  for (const argument of standIn.args) {
    const realArgument = real.args.find((entry) => entry.name === argument.name);
    if (!realArgument) out.push(`${owner}(${argument.name}:): stand-in ${argument.type}, real: no such argument`);
    else if (String(realArgument.type) !== String(argument.type)) out.push(`${owner}(${argument.name}:): stand-in ${argument.type}, real ${realArgument.type}`);
  }
  for (const realArgument of real.args) {
    const required = String(realArgument.type).endsWith('!') && realArgument.defaultValue === undefined;
    if (required && !standIn.args.some((entry) => entry.name === realArgument.name)) out.push(`${owner}(${realArgument.name}:): real requires ${realArgument.type}, stand-in has no such argument`);
  }
}

/**
 * Differences of the stand-in from the real schema for the named types: a stand-in type, field,
 * argument, enum value, implemented interface or union member the real schema lacks, or has
 * with another kind or type reference. Lines read `Type.field: stand-in X, real Y`.
 */
export function compareStandIn(standIn: GraphQLSchema, real: GraphQLSchema, typeNames: Iterable<string>): string[] {
  const out: string[] = [];
  for (const name of [...new Set(typeNames)].sort()) {
    const mine = standIn.getType(name);
    if (!mine || name.startsWith('__')) continue;
    const theirs = real.getType(name);
    if (!theirs) {
      out.push(`${name}: stand-in ${kindOf(mine)}, real: no such type`);
      continue;
    }
    if (kindOf(mine) !== kindOf(theirs)) {
      out.push(`${name}: stand-in ${kindOf(mine)}, real ${kindOf(theirs)}`);
      continue;
    }
    if ((isObjectType(mine) || isInterfaceType(mine)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const realFields = theirs.getFields();
      for (const field of Object.values(mine.getFields())) {
        const realField = realFields[field.name];
        if (!realField) out.push(`${name}.${field.name}: stand-in ${field.type}, real: no such field`);
        else {
          if (String(realField.type) !== String(field.type)) out.push(`${name}.${field.name}: stand-in ${field.type}, real ${realField.type}`);
          compareArguments(`${name}.${field.name}`, field, realField, out);
        }
      }
      const realInterfaces = new Set(theirs.getInterfaces().map((entry) => entry.name));
      for (const implemented of mine.getInterfaces()) {
        if (!realInterfaces.has(implemented.name)) out.push(`${name}: stand-in implements ${implemented.name}, real does not`);
      }
    } else if (isUnionType(mine) && isUnionType(theirs)) {
      const realMembers = new Set(theirs.getTypes().map((entry) => entry.name));
      for (const member of mine.getTypes()) if (!realMembers.has(member.name)) out.push(`${name}: stand-in member ${member.name}, real union has no such member`);
    } else if (isEnumType(mine) && isEnumType(theirs)) {
      const realValues = new Set(theirs.getValues().map((entry) => entry.name));
      for (const value of mine.getValues()) if (!realValues.has(value.name)) out.push(`${name}.${value.name}: stand-in enum value, real: no such value`);
    } else if (isInputObjectType(mine) && isInputObjectType(theirs)) {
      const realFields: Record<string, GraphQLInputField> = theirs.getFields();
      for (const field of Object.values(mine.getFields())) {
        const realField = realFields[field.name];
        if (!realField) out.push(`${name}.${field.name}: stand-in input ${field.type}, real: no such input field`);
        else if (String(realField.type) !== String(field.type)) out.push(`${name}.${field.name}: stand-in input ${field.type}, real ${realField.type}`);
      }
    }
  }
  return out;
}

export interface RecordedQuery {
  /** Page/node-list-query.graphql */
  name: string;
  document: DocumentNode;
}

/** The queries gatsby-source-wordpress sent, recorded by `npm run wordpress:contract` (one folder per node type, RootQuery). */
export function recordedPluginQueries(dir = __dirname): RecordedQuery[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(dir, entry.name))
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => {
          const name = `${entry.name}/${file}`;
          return { name, document: parse(new Source(readFileSync(path.join(dir, name), 'utf8'), `mocks/wordpress/contract/${name}`)) };
        }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
