/**
 * @jest-environment node
 *
 * The stand-in and the site against the schema of a real WordPress, for each WPGraphQL for ACF
 * line: remote-schema.graphql (captured from WPGraphQL 1.32.1, WPGatsby, Secure Custom Fields,
 * wp-graphql-acf 0.6.2 and WPGraphQL for Gravity Forms) and remote-schema-acf2.graphql (WPGraphQL
 * 2.6.0 with WPGraphQL for ACF 2.4.1), each with the content model loaded:
 * 1. every query gatsby-source-wordpress sent to the stand-in (recorded in contract/<Type>/ by
 *    `npm run wordpress:contract`, against the 0.6 line) validates against the real 0.6 schema;
 *    gatsby-source-wordpress's hand-written preview operations (PREVIEW_ACTIONS, MUTATE_PREVIEW_NODE,
 *    read from the plugin: preview-operations.ts) validate against both real schemas;
 * 2. every graphql`` of the site (src/), translated from Gatsby's names (site-queries.ts),
 *    validates against the real schema plus the content model's Gatsby interfaces of that line and
 *    the few fields Gatsby adds (remote-view.ts) — declaring the interfaces on the real types
 *    fails when a real type lacks a field or types it otherwise;
 * 3. every type, field, argument and enum value the stand-in serves for that line
 *    (WORDPRESS_ACF_LINE), for every type those queries use and every ACF type of the line, exists
 *    in the real schema with the identical type reference; and every WordPress type and field the
 *    site selects is served by the stand-in.
 * The last block plants fields the real plugins lack and asserts each check reports them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, buildSchema, Kind, parse, parseType, printSchema, validateSchema, visit, type DocumentNode, type ObjectTypeDefinitionNode } from 'graphql';
import { gatsbyContentModelSdl } from '../../../src/build/gatsby-interfaces';
import { acfObjectTypes, type AcfLine } from '../../../src/model/acf-schema';
import { buildSchemaSdl } from '../schema';
import {
  buildRemoteView,
  compareStandIn,
  missingFromStandIn,
  readRemoteSchemaSdl,
  recordedPluginQueries,
  REMOTE_SCHEMA_FILES,
  remoteSchema,
  siteValidation,
  typesUsed,
  usage,
  validationErrors,
} from './remote-view';
import { previewOperations } from './preview-operations';
import { siteGraphqlTags, translateSiteDefinitions } from './site-queries';

const wordpressDir = path.resolve(__dirname, '..');

/** The stand-in's schema as its server builds it for `line`, without WPGraphQL Yoast SEO (not in the captured stacks). */
function standInSdl(line: AcfLine): string {
  return buildSchemaSdl(readFileSync(path.join(wordpressDir, 'schema.graphql'), 'utf8'), wordpressDir, { yoast: false, acfLine: line });
}

const translationProblems: string[] = [];
const site = translateSiteDefinitions(siteGraphqlTags(), translationProblems);
const siteDocument: DocumentNode = { kind: 'Document' as DocumentNode['kind'], definitions: site.filter((entry) => !entry.gatsbyOnly).map((entry) => entry.definition) };
/** Recorded against the 0.6 line: validated against that line's real schema only. */
const recorded = recordedPluginQueries();
/** The plugin's preview operations: no ACF in them, so they hold on both lines. */
const previewDocuments = previewOperations().map(({ name, source }) => ({ name, document: parse(source) }));

/** The real schema of a line, its view from Gatsby, and the stand-in playing that line. */
function lineSetup(line: AcfLine) {
  const remoteSdl = readRemoteSchemaSdl(REMOTE_SCHEMA_FILES[line]);
  return {
    remoteSdl,
    real: remoteSchema(remoteSdl),
    view: buildRemoteView(remoteSdl, { line, contractSdl: gatsbyContentModelSdl(line) }),
    standIn: buildSchema(standInSdl(line)),
  };
}

const LINES = [
  {
    line: '0.6' as const,
    file: 'remote-schema.graphql',
    pluginQueries: recorded,
    // A post_object becomes the node type Gatsby links (fragment: FlexFragment, USP link: ContentNode).
    replaced: [
      'Page_Flexcontent_Flex_Fragment.fragment: Page_Flexcontent_Flex_Fragment_Fragment → FlexFragment',
      'Page_Flexcontent_Flex_Repeat_usps.link: Page_Flexcontent_Flex_Repeat_usps_Link → ContentNode',
    ],
  },
  {
    line: '2' as const,
    file: 'remote-schema-acf2.graphql',
    pluginQueries: [],
    // A post_object's connection becomes the node, a select's list its value, an image's edge the media item
    // (gatsby-node resolves each: src/build/resolvers.ts), on the type and on its T_Fields interface.
    replaced: [
      'FlexContentFlexFragmentLayout.fragment: AcfContentNodeConnection → FlexFragment',
      'FlexContentFlexFragmentLayout_Fields.fragment: AcfContentNodeConnection → FlexFragment',
      'FlexContentFlexUsps.link: AcfContentNodeConnection → ContentNode',
      'FlexContentFlexBannerLayout.styletype: [String] → String',
      'FlexContentFlexBannerLayout_Fields.styletype: [String] → String',
      'FlexContentFlexServices.image: AcfMediaItemConnectionEdge → MediaItem',
      'Info.icon: AcfMediaItemConnectionEdge → MediaItem',
    ],
  },
];

describe.each(LINES)('WPGraphQL for ACF $line ($file)', ({ line, file, pluginQueries, replaced }) => {
  const { remoteSdl, real, view, standIn } = lineSetup(line);

  /** Every type the plugin's queries and the site's queries use, and every ACF type of the line, by name. */
  function typesTheSiteUses(): string[] {
    const names = typesUsed(standIn, [...pluginQueries, ...previewDocuments].map((query) => query.document));
    if (view.schema) for (const name of typesUsed(view.schema, [siteDocument])) names.add(name);
    for (const type of acfObjectTypes(line).types) names.add(type.name);
    return [...names].sort();
  }

  describe(file, () => {
    it('is a valid schema with the site content model in it', () => {
      expect(remoteSdl.length).toBeGreaterThan(0);
      expect(validateSchema(real).map((error) => error.message)).toEqual([]);
      const root = real.getQueryType()!.getFields();
      expect(Object.keys(root)).toEqual(expect.arrayContaining(['pages', 'posts', 'flexFragments', 'packages', 'siteSettings', 'gfForms', 'mediaItems']));
    });
  });

  if (pluginQueries.length) {
    describe('gatsby-source-wordpress queries (contract/<Type>/*.graphql) against the real schema', () => {
      it('has recordings', () => {
        expect(pluginQueries.length).toBeGreaterThan(10);
      });

      it.each(pluginQueries.map((query) => [query.name, query.document] as const))('%s', (_name, document) => {
        expect(validationErrors(real, document)).toEqual([]);
      });
    });
  }

  describe("gatsby-source-wordpress's preview operations (preview-operations.ts) against the real schema and the stand-in's", () => {
    it.each(previewDocuments.map((query) => [query.name, query.document] as const))('%s', (_name, document) => {
      expect(validationErrors(real, document)).toEqual([]);
      expect(validationErrors(standIn, document)).toEqual([]);
    });
  });

  describe("the site's graphql`` against the real schema seen from Gatsby", () => {
    it('finds the fragments and queries in src/ and gatsby-node.ts', () => {
      const names = site.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(['fragment ImageMedia', 'fragment FlexContentBlock', 'query PageById', 'query PostById', 'query CreatePages', 'query ContentReport']));
      expect(translationProblems).toEqual([]);
    });

    it(`the content model (gatsbyContentModelSdl('${line}')) fits the real types: interfaces implemented, @link sources present`, () => {
      expect(view.problems).toEqual([]);
      expect(view.schema).not.toBeNull();
      expect(view.replaced).toEqual(expect.arrayContaining(replaced));
    });

    // graphql-js validates no document against an invalid schema: then every definition reports the view's problems.
    const results = view.schema && validateSchema(view.schema).length === 0 ? siteValidation(view.schema, site) : new Map<string, string[]>();
    it.each(site.filter((entry) => !entry.gatsbyOnly).map((entry) => [entry.name, entry.file] as const))('%s (%s)', (name) => {
      expect(view.schema).not.toBeNull();
      expect(results.get(name) ?? view.problems).toEqual([]);
    });

    it('places every message under a definition', () => {
      expect(results.get('(unplaced)') ?? []).toEqual([]);
    });
  });

  describe(`the stand-in (WORDPRESS_ACF_LINE=${line}) against the real schema`, () => {
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
});

/** A FAQ row type of each line, to plant contract fields on. */
const FAQ_ROW: Record<AcfLine, string> = { '0.6': 'Page_Flexcontent_Flex_Repeat_faq', '2': 'FlexContentFlexFaq' };

describe.each(LINES.map(({ line }) => line))('the checks fail on a field the real plugins lack (WPGraphQL for ACF %s)', (line) => {
  const { remoteSdl, real, view, standIn } = lineSetup(line);
  const faqRow = FAQ_ROW[line];

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
    const bare = buildRemoteView(remoteSdl, { line, additionsSdl: '' });
    const fragment = translateSiteDefinitions([{ file: 'planted.ts', source: undefined as never, document: parse('fragment Planted on WpMediaItem { altText blurBase64 }') }]);
    expect(bare.schema).not.toBeNull();
    expect(siteValidation(bare.schema!, fragment).get('fragment Planted')).toEqual(['Cannot query field "blurBase64" on type "MediaItem". (GraphQL request:1:43)']);
    // With the Gatsby additions (gatsby-node's resolver) it is fine.
    expect(siteValidation(view.schema!, fragment).get('fragment Planted')).toEqual([]);
  });

  it('reports a contract interface field the real row types lack', () => {
    const contract = `interface WpFlexFaq {\n  question: String\n  plantedField: String\n}\n\ntype Wp${faqRow} implements WpFlexFaq`;
    const planted = buildRemoteView(remoteSdl, { line, contractSdl: contract, additionsSdl: '' });
    expect(planted.problems).toEqual([`Interface field FlexFaq.plantedField expected but ${faqRow} does not provide it.`]);
  });

  it('reports a contract @link whose source field the real type lacks', () => {
    const contract = `type Wp${faqRow} {\n  form: WpGfForm @link(by: "databaseId", from: "formId")\n}`;
    const planted = buildRemoteView(remoteSdl, { line, contractSdl: contract, additionsSdl: '' });
    expect(planted.problems).toEqual([`contract ${faqRow}.form @link(from: "formId"): the real ${faqRow} has no field formId`]);
  });

  it('reports a contract field without @link that gatsby-node does not resolve', () => {
    const contract = `type Wp${faqRow} {\n  question: Int\n}`;
    const planted = buildRemoteView(remoteSdl, { line, contractSdl: contract, additionsSdl: '' });
    expect(planted.problems).toEqual([`contract ${faqRow}.question: a Gatsby field without @link(from:) — declare it in GATSBY_ADDITIONS if it is Gatsby's own`]);
  });
});
