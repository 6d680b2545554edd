/**
 * @jest-environment node
 *
 * The stand-in and the site against the schema of a real WordPress (remote-schema.graphql,
 * captured from WPGraphQL 1.32.1, WPGatsby, Secure Custom Fields, wp-graphql-acf 0.6.2 and
 * WPGraphQL for Gravity Forms with the content model loaded):
 * 1. every query gatsby-source-wordpress sent to the stand-in (recorded in contract/<Type>/ by
 *    `npm run wordpress:contract`) validates against the real schema;
 * 2. every graphql`` of the site (src/), translated from Gatsby's names (site-queries.ts),
 *    validates against the real schema plus the content model's Gatsby interfaces and the few
 *    fields Gatsby adds (remote-view.ts) — declaring the interfaces on the real per-owner types
 *    fails when a real type lacks a field or types it otherwise;
 * 3. every type, field, argument and enum value the stand-in serves, for every type those
 *    queries use, exists in the real schema with the identical type reference; and every
 *    WordPress type and field the site selects is served by the stand-in.
 * The last block plants fields the real plugins lack and asserts each check reports them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, buildSchema, Kind, parse, parseType, printSchema, validateSchema, visit, type DocumentNode, type GraphQLSchema, type ObjectTypeDefinitionNode } from 'graphql';
import { buildSchemaSdl } from '../schema';
import {
  buildRemoteView,
  compareStandIn,
  missingFromStandIn,
  readRemoteSchemaSdl,
  recordedPluginQueries,
  remoteSchema,
  siteValidation,
  typesUsed,
  usage,
  validationErrors,
} from './remote-view';
import { siteGraphqlTags, translateSiteDefinitions } from './site-queries';

const wordpressDir = path.resolve(__dirname, '..');

/** The stand-in's schema as its server builds it, without WPGraphQL Yoast SEO (not in the captured stack). */
function standInSdl(): string {
  return buildSchemaSdl(readFileSync(path.join(wordpressDir, 'schema.graphql'), 'utf8'), wordpressDir, { yoast: false });
}

const remoteSdl = readRemoteSchemaSdl();
const real = remoteSchema(remoteSdl);
const view = buildRemoteView(remoteSdl);
const recorded = recordedPluginQueries();
const translationProblems: string[] = [];
const site = translateSiteDefinitions(siteGraphqlTags(), translationProblems);
const siteDocument: DocumentNode = { kind: 'Document' as DocumentNode['kind'], definitions: site.filter((entry) => !entry.gatsbyOnly).map((entry) => entry.definition) };
const standIn: GraphQLSchema = buildSchema(standInSdl());

/** Every type the plugin's queries and the site's queries use, by name. */
function typesTheSiteUses(): string[] {
  const names = typesUsed(standIn, recorded.map((query) => query.document));
  if (view.schema) for (const name of typesUsed(view.schema, [siteDocument])) names.add(name);
  return [...names].sort();
}

describe('remote-schema.graphql', () => {
  it('is a valid schema with the site content model in it', () => {
    expect(validateSchema(real).map((error) => error.message)).toEqual([]);
    const root = real.getQueryType()!.getFields();
    expect(Object.keys(root)).toEqual(expect.arrayContaining(['pages', 'posts', 'flexFragments', 'packages', 'siteSettings', 'gfForms', 'mediaItems']));
  });
});

describe('gatsby-source-wordpress queries (contract/<Type>/*.graphql) against the real schema', () => {
  it('has recordings', () => {
    expect(recorded.length).toBeGreaterThan(10);
  });

  it.each(recorded.map((query) => [query.name, query.document] as const))('%s', (_name, document) => {
    expect(validationErrors(real, document)).toEqual([]);
  });
});

describe("the site's graphql`` against the real schema seen from Gatsby", () => {
  it('finds the fragments and queries in src/ and gatsby-node.ts', () => {
    const names = site.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['fragment ImageMedia', 'fragment FlexContentBlock', 'query PageById', 'query PostById', 'query CreatePages', 'query ContentReport']));
    expect(translationProblems).toEqual([]);
  });

  it('the content model (gatsbyContentModelSdl) fits the real types: interfaces implemented, @link sources present', () => {
    expect(view.problems).toEqual([]);
    expect(view.schema).not.toBeNull();
    // A post_object / page_link union becomes the node type Gatsby links (fragment: FlexFragment, USP link: ContentNode).
    expect(view.replaced).toEqual(
      expect.arrayContaining([
        'Page_Flexcontent_Flex_Fragment.fragment: Page_Flexcontent_Flex_Fragment_Fragment → FlexFragment',
        'Page_Flexcontent_Flex_Repeat_usps.link: Page_Flexcontent_Flex_Repeat_usps_Link → ContentNode',
      ]),
    );
  });

  const results = view.schema ? siteValidation(view.schema, site) : new Map<string, string[]>();
  it.each(site.filter((entry) => !entry.gatsbyOnly).map((entry) => [entry.name, entry.file] as const))('%s (%s)', (name) => {
    expect(view.schema).not.toBeNull();
    expect(results.get(name)).toEqual([]);
  });

  it('places every message under a definition', () => {
    expect(results.get('(unplaced)') ?? []).toEqual([]);
  });
});

describe('the stand-in against the real schema', () => {
  it('serves, for every type the site uses, only types, fields, arguments and enum values the real schema has, typed identically', () => {
    const names = typesTheSiteUses();
    expect(names.length).toBeGreaterThan(50);
    expect(compareStandIn(standIn, real, names)).toEqual([]);
  });

  it("has every WordPress type and field the site's own queries select", () => {
    expect(view.schema).not.toBeNull();
    expect(missingFromStandIn(standIn, real, usage(view.schema!, [siteDocument]).fields)).toEqual([]);
  });
});

describe('the checks fail on a field the real plugins lack', () => {
  const plant = (sdl: string, typeName: string, field: string) => {
    const pattern = new RegExp(`(\\ntype ${typeName}\\b[^{]*\\{)`);
    expect(sdl).toMatch(pattern);
    return sdl.replace(pattern, `$1\n  ${field}`);
  };

  it('reports a field planted in the stand-in (MediaItem.blurBase64)', () => {
    const planted = buildSchema(plant(printSchema(standIn), 'MediaItem', 'blurBase64: String'));
    expect(compareStandIn(planted, real, ['MediaItem'])).toContain('MediaItem.blurBase64: stand-in String, real: no such field');
  });

  it('reports a planted argument, root field, enum value and changed type reference', () => {
    const document = visit(parse(printSchema(standIn)), {
      ObjectTypeDefinition: (node) => {
        if (node.name.value === 'RootQuery') return { ...node, fields: [...(node.fields ?? []), ...(parse('type X { plantedRoot(id: ID!): MediaItem }').definitions[0] as ObjectTypeDefinitionNode).fields!] };
        if (node.name.value !== 'MediaItem') return undefined;
        return {
          ...node,
          fields: node.fields?.map((field) => {
            if (field.name.value === 'sourceUrl') return { ...field, arguments: [...(field.arguments ?? []), ...(parse('type X { f(planted: Int): String }').definitions[0] as ObjectTypeDefinitionNode).fields![0]!.arguments!] };
            if (field.name.value === 'databaseId') return { ...field, type: parseType('Int') };
            return field;
          }),
        };
      },
      EnumTypeDefinition: (node) => (node.name.value === 'MediaItemSizeEnum' ? { ...node, values: [...(node.values ?? []), { kind: Kind.ENUM_VALUE_DEFINITION, name: { kind: Kind.NAME, value: 'PLANTED' } }] } : undefined),
    });
    const problems = compareStandIn(buildASTSchema(document), real, ['MediaItem', 'RootQuery', 'MediaItemSizeEnum']);
    expect(problems).toEqual(
      expect.arrayContaining([
        'MediaItem.sourceUrl(planted:): stand-in Int, real: no such argument',
        'MediaItem.databaseId: stand-in Int, real Int!',
        'MediaItemSizeEnum.PLANTED: stand-in enum value, real: no such value',
        'RootQuery.plantedRoot: stand-in MediaItem, real: no such field',
      ]),
    );
  });

  it('reports a field the site selects that the stand-in leaves out (MediaItem.altText)', () => {
    const document = visit(parse(printSchema(standIn)), {
      FieldDefinition: (node, _key, _parent, _path, ancestors) => {
        const owner = ancestors[ancestors.length - 1] as { name?: { value: string } };
        return owner?.name?.value === 'MediaItem' && node.name.value === 'altText' ? null : undefined;
      },
    });
    const problems = missingFromStandIn(buildASTSchema(document), real, usage(view.schema!, [siteDocument]).fields);
    expect(problems).toContain('MediaItem.altText: the site selects it, the real schema has it (String), the stand-in has no such field');
  });

  it('reports a plugin query selecting a planted field', () => {
    const document = parse('query { mediaItems(first: 1) { nodes { id blurBase64 } } }');
    expect(validationErrors(real, document)).toEqual(['Cannot query field "blurBase64" on type "MediaItem". (1:43)']);
  });

  it('reports a site fragment selecting MediaItem.blurBase64 when Gatsby does not add it', () => {
    const bare = buildRemoteView(remoteSdl, { additionsSdl: '' });
    const fragment = translateSiteDefinitions([{ file: 'planted.ts', source: undefined as never, document: parse('fragment Planted on WpMediaItem { altText blurBase64 }') }]);
    expect(bare.schema).not.toBeNull();
    expect(siteValidation(bare.schema!, fragment).get('fragment Planted')).toEqual(['Cannot query field "blurBase64" on type "MediaItem". (GraphQL request:1:43)']);
    // With the Gatsby additions (gatsby-node's resolver) it is fine.
    expect(siteValidation(view.schema!, fragment).get('fragment Planted')).toEqual([]);
  });

  it('reports a contract interface field the real per-owner types lack', () => {
    const contract = 'interface WpFlexFaq {\n  question: String\n  plantedField: String\n}\n\ntype WpPage_Flexcontent_Flex_Repeat_faq implements WpFlexFaq';
    const planted = buildRemoteView(remoteSdl, { contractSdl: contract, additionsSdl: '' });
    expect(planted.problems).toEqual(['Interface field FlexFaq.plantedField expected but Page_Flexcontent_Flex_Repeat_faq does not provide it.']);
  });

  it('reports a contract @link whose source field the real type lacks', () => {
    const contract = 'type WpPage_Flexcontent_Flex_Repeat_faq {\n  form: WpGfForm @link(by: "databaseId", from: "formId")\n}';
    const planted = buildRemoteView(remoteSdl, { contractSdl: contract, additionsSdl: '' });
    expect(planted.problems).toEqual(['contract Page_Flexcontent_Flex_Repeat_faq.form @link(from: "formId"): the real Page_Flexcontent_Flex_Repeat_faq has no field formId']);
  });
});
