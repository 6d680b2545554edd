import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql, type GraphQLFieldMap, type GraphQLSchema } from 'graphql';
import { acfObjectTypes } from '../../src/types/flex-layouts';
import { content, findPage, FORM, FRAGMENT, PAGE, POST } from '../content/index';
import type { Content } from '../content/types';
import { createModel } from './model';
import { buildSchemaSdl } from './schema';

const base = readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8');
const schemaSdl = buildSchemaSdl(base, __dirname, { yoast: true });
const options = { baseUrl: 'http://127.0.0.1:8788', schemaSdl, mediaFiles: new Map() };

describe('schemaMd5', () => {
  it('is stable for the same schema and content', () => {
    expect(createModel(content, options).schemaMd5).toBe(createModel(structuredClone(content), options).schemaMd5);
  });

  it('changes when any content changes, so a warm Gatsby build refetches', () => {
    const changed: Content = structuredClone(content);
    changed.pages[0]!.title = `${changed.pages[0]!.title} (gewijzigd)`;
    expect(createModel(changed, options).schemaMd5).not.toBe(createModel(content, options).schemaMd5);
  });

  it('changes when the schema changes', () => {
    const other = createModel(content, { ...options, schemaSdl: `${schemaSdl}\n# changed` });
    expect(other.schemaMd5).not.toBe(createModel(content, options).schemaMd5);
  });
});

// ── The ACF field groups, answered as wp-graphql-acf 0.6.2 answers them ─────────

const schema = buildSchema(schemaSdl);
const { root } = createModel(content, options);

/** The fields of an object or input type of a schema (empty for anything else). */
function fieldsOf(target: GraphQLSchema, name: string): GraphQLFieldMap<unknown, unknown> {
  const type = target.getType(name);
  return type && 'getFields' in type ? (type.getFields() as GraphQLFieldMap<unknown, unknown>) : {};
}

/** A GraphQL answer, read by path in the tests below. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by value, not by type
type Answer = Record<string, any>;

async function query(source: string, siteContent: Content = content) {
  const rootValue = siteContent === content ? root : createModel(siteContent, options).root;
  const result = await graphql({ schema, source, rootValue });
  expect(result.errors).toBeUndefined();
  return result.data as Answer;
}

/** The first block of `typename` on the page at `uri`. */
async function blockOn(uri: string, typename: string, selection: string) {
  const data = await query(`{ page(id: "${uri}", idType: URI) { flexContent { fieldGroupName flex { __typename ... on ${typename} { ${selection} } } } } }`);
  expect(data.page.flexContent.fieldGroupName).toBe('flexContent');
  const block = data.page.flexContent.flex.find((candidate: { __typename: string }) => candidate.__typename === typename);
  expect(block).toBeDefined();
  return block;
}

describe('the ACF types of the content model', () => {
  it('serves every type acfObjectTypes() lists, with the same fields, and the field groups on their owners', () => {
    const { types, ownerFields, optionsPage } = acfObjectTypes();
    for (const type of types) {
      const served = schema.getType(type.name);
      expect({ type: type.name, served: !!served }).toEqual({ type: type.name, served: true });
      if (type.kind === 'object' && served && 'getFields' in served) {
        const fields = Object.fromEntries(Object.values(served.getFields()).map((field) => [field.name, String(field.type)]));
        expect(fields).toEqual(Object.fromEntries(type.fields.map((field) => [field.name, field.type])));
        expect('getInterfaces' in served && served.getInterfaces().map((item) => item.name)).toEqual(['AcfFieldGroup']);
      }
    }
    for (const { owner, field, type } of ownerFields) {
      const served = schema.getType(owner);
      expect(served && 'getFields' in served ? String(served.getFields()[field]?.type) : null).toBe(type);
    }
    expect(String(schema.getQueryType()!.getFields()[optionsPage.rootField]?.type)).toBe('SiteSettings');
  });

  it('answers a layout with its type name as fieldGroupName, and a banner’s buttons as Page_Flexcontent_Flex_Banner_links rows named "links"', async () => {
    const block = await blockOn('/', 'Page_Flexcontent_Flex_Banner', 'fieldGroupName styletype links { __typename fieldGroupName theme link { url title target } }');
    const fixture = findPage('/')!.blocks.find((candidate) => candidate.kind === 'Banner');
    expect(block.fieldGroupName).toBe('Page_Flexcontent_Flex_Banner');
    expect(block.links.length).toBeGreaterThan(0);
    expect(block.links).toEqual(
      (fixture?.kind === 'Banner' ? fixture.links ?? [] : []).map((item) => ({ __typename: 'Page_Flexcontent_Flex_Banner_links', fieldGroupName: 'links', theme: item.theme, link: item.link })),
    );
  });

  it('answers groups with their ACF name (image_desktop) and images as media items', async () => {
    const data = await query('{ page(id: "/", idType: URI) { flexContent { flex { ... on Page_Flexcontent_Flex_Content { styletype imageDesktop { __typename fieldGroupName position image { __typename databaseId } } } } } } }');
    const blocks = data.page.flexContent.flex.filter((block: { styletype?: string }) => block.styletype);
    const withImage = findPage('/')!.blocks.find((block) => block.kind === 'Content' && block.imageDesktop);
    expect(blocks.find((block: { styletype: string }) => block.styletype === 'content_image_with_quote').imageDesktop).toEqual({
      __typename: 'Page_Flexcontent_Flex_Content_ImageDesktop',
      fieldGroupName: 'image_desktop',
      position: 'center',
      image: { __typename: 'MediaItem', databaseId: withImage?.kind === 'Content' ? withImage.imageDesktop?.image : -1 },
    });
    // A group the editor left empty is still an object (ACF loads it as its sub-fields), its fields null.
    expect(blocks.find((block: { styletype: string }) => block.styletype === 'content_block_with_pointers').imageDesktop).toEqual({
      __typename: 'Page_Flexcontent_Flex_Content_ImageDesktop',
      fieldGroupName: 'image_desktop',
      position: null,
      image: null,
    });
  });

  it('answers ACF numbers as Float', async () => {
    expect(String(fieldsOf(schema, 'Page_Flexcontent_Flex_Posts').count?.type)).toBe('Float');
    expect(String(fieldsOf(schema, 'Package_Info').vcpu?.type)).toBe('Float');
    const posts = await blockOn('/', 'Page_Flexcontent_Flex_Posts', 'count');
    const numbers = (await query('{ packages(first: 100) { nodes { info { fieldGroupName vcpu priceFrom optionOperatingSystems } } } }')).packages.nodes;
    expect(posts.count).toBe(3);
    expect(numbers[0].info).toMatchObject({ fieldGroupName: 'info', vcpu: content.packages[0]!.info.vcpu, priceFrom: content.packages[0]!.info.priceFrom });
    expect(numbers[0].info.optionOperatingSystems).toEqual(content.packages[0]!.info.optionOperatingSystems);
  });

  it('resolves a Fragment layout’s post_object through the union Page_Flexcontent_Flex_Fragment_Fragment', async () => {
    expect(schema.getType('Page_Flexcontent_Flex_Fragment_Fragment')?.toString()).toBe('Page_Flexcontent_Flex_Fragment_Fragment');
    const block = await blockOn('/', 'Page_Flexcontent_Flex_Fragment', 'fieldGroupName styletype fragment { __typename ... on FlexFragment { databaseId flexContent { flex { __typename } } } }');
    expect(block).toMatchObject({ fieldGroupName: 'Page_Flexcontent_Flex_Fragment', styletype: 'default', fragment: { __typename: 'FlexFragment', databaseId: FRAGMENT.whyWolkwerk } });
    expect(block.fragment.flexContent.flex[0].__typename).toBe('FlexFragment_Flexcontent_Flex_Repeat');
  });

  it('resolves a USP’s link (a post_object) to the page or post through the union, and null when unset', async () => {
    const block = await blockOn('/diensten/vps/', 'Page_Flexcontent_Flex_Repeat', 'usps { __typename fieldGroupName title link { __typename ... on Page { databaseId uri } ... on Post { databaseId uri } } }');
    const links = block.usps.map((usp: { link: unknown }) => usp.link);
    expect(block.usps[0]).toMatchObject({ __typename: 'Page_Flexcontent_Flex_Repeat_usps', fieldGroupName: 'usps' });
    expect(links).toEqual([
      null,
      { __typename: 'Post', databaseId: POST.ransomware, uri: '/kennisbank/ransomware-schade-beperken/' },
      { __typename: 'Post', databaseId: POST.snapshotOrBackup, uri: '/kennisbank/snapshot-of-back-up/' },
      { __typename: 'Page', databaseId: PAGE.datacenters, uri: '/over-ons/datacenters/' },
    ]);
  });

  it('answers a Form layout’s form as formId (a Float), not a form object', async () => {
    expect(Object.keys(fieldsOf(schema, 'Page_Flexcontent_Flex_Form'))).not.toContain('form');
    const block = await blockOn('/contact/', 'Page_Flexcontent_Flex_Form', 'formId');
    expect(block.formId).toBe(FORM.contact);
  });

  it('answers the options page as siteSettings { pageTitle pageSlug siteOptions }', async () => {
    const data = await query('{ siteSettings { pageTitle pageSlug siteOptions { fieldGroupName info { fieldGroupName phonenumber } newsletter { fieldGroupName title formId } menuHeader { fieldGroupName link { url } submenu { fieldGroupName link { url } } } } } }');
    expect(data.siteSettings).toMatchObject({
      pageTitle: 'Site settings',
      pageSlug: 'site-settings',
      siteOptions: {
        fieldGroupName: 'siteOptions',
        info: { fieldGroupName: 'info', phonenumber: content.settings.info.phonenumber },
        newsletter: { fieldGroupName: 'newsletter', title: content.settings.newsletter.title, formId: FORM.newsletter },
      },
    });
    const menu = data.siteSettings.siteOptions.menuHeader;
    expect(menu.map((item: { link: { url: string } }) => item.link.url)).toEqual(content.settings.menuHeader.map((item) => item.link.url));
    expect(menu[0]).toMatchObject({ fieldGroupName: 'menu_header', submenu: [{ fieldGroupName: 'submenu' }, ...menu[0].submenu.slice(1)] });
    // A header item without a submenu: an empty repeater answers null.
    expect(menu.some((item: { submenu: unknown }) => item.submenu === null)).toBe(true);
  });

  it('answers page settings, the custom breadcrumb as rows of { link }, and post recap', async () => {
    const data = await query(`{
      page(id: "/overstappen/", idType: URI) { pageSettings { fieldGroupName breadcrumb breadcrumbCustom { __typename fieldGroupName link { url title } } } }
      post(id: "${POST.ransomware}", idType: DATABASE_ID) { recap { __typename fieldGroupName author } }
    }`);
    expect(data.page.pageSettings).toEqual({
      fieldGroupName: 'pageSettings',
      breadcrumb: 'custom',
      breadcrumbCustom: findPage('/overstappen/')!.settings.breadcrumbCustom!.map((row) => ({
        __typename: 'Page_Pagesettings_breadcrumbCustom',
        fieldGroupName: 'breadcrumb_custom',
        link: { url: row.link.url, title: row.link.title },
      })),
    });
    expect(data.post.recap).toEqual({ __typename: 'Post_Recap', fieldGroupName: 'recap', author: content.posts.find((post) => post.databaseId === POST.ransomware)!.author });
  });

  it('answers PHP-empty values as wp-graphql-acf does: null for false, 0, "" and empty repeaters, [] for empty flexible content', async () => {
    const changed: Content = structuredClone(content);
    const page = changed.pages.find((candidate) => candidate.uri === '/')!;
    page.settings = { ...page.settings, showFooter: false, stickyHeader: false, breadcrumbCustom: [] };
    page.blocks = [];
    changed.packages[0]!.info = { ...changed.packages[0]!.info, oneTimeCost: 0, upgradeStorage: null };
    const data = await query(
      `{ page(id: "/", idType: URI) { pageSettings { showFooter stickyHeader breadcrumbCustom { fieldGroupName } } flexContent { flex { __typename } } }
         package(id: "${changed.packages[0]!.databaseId}", idType: DATABASE_ID) { info { oneTimeCost upgradeStorage } } }`,
      changed,
    );
    expect(data.page).toEqual({ pageSettings: { showFooter: null, stickyHeader: null, breadcrumbCustom: null }, flexContent: { flex: [] } });
    expect(data.package.info).toEqual({ oneTimeCost: null, upgradeStorage: null });
  });

  it('has no stand-in extras: no blurBase64 on MediaItem, no packageType filter', () => {
    expect(Object.keys(fieldsOf(schema, 'MediaItem'))).not.toContain('blurBase64');
    expect(Object.keys(fieldsOf(schema, 'RootQueryToPackageConnectionWhereArgs'))).not.toContain('packageType');
  });
});

describe('WPGraphQL Yoast SEO', () => {
  it('gives Page and Post seo: PostTypeSEO { title metaDesc }', async () => {
    const data = await query(`{ page(id: "/", idType: URI) { seo { title metaDesc } } }`);
    const home = findPage('/')!;
    expect(data.page.seo).toEqual({ title: home.seo.title, metaDesc: home.seo.description });
  });

  it('is left out with WORDPRESS_YOAST=0: no seo field, no PostTypeSEO type', () => {
    const withoutYoast = buildSchema(buildSchemaSdl(base, __dirname, { yoast: false }));
    expect(withoutYoast.getType('PostTypeSEO')).toBeUndefined();
    for (const owner of ['Page', 'Post']) expect(Object.keys(fieldsOf(withoutYoast, owner))).not.toContain('seo');
    const previous = process.env.WORDPRESS_YOAST;
    process.env.WORDPRESS_YOAST = '0';
    try {
      expect(buildSchemaSdl(base, __dirname)).not.toContain('PostTypeSEO');
    } finally {
      if (previous === undefined) delete process.env.WORDPRESS_YOAST;
      else process.env.WORDPRESS_YOAST = previous;
    }
  });
});

describe('node(id)', () => {
  it('finds pages, posts, fragments and packages by global id', async () => {
    const id = (databaseId: number) => Buffer.from(`post:${databaseId}`).toString('base64');
    const data = await query(`{
      page: node(id: "${id(PAGE.home)}") { __typename ... on Page { uri } }
      post: node(id: "${id(POST.ransomware)}") { __typename }
      fragment: node(id: "${id(FRAGMENT.contactCta)}") { __typename ... on FlexFragment { databaseId } }
      package: node(id: "${id(content.packages[0]!.databaseId)}") { __typename }
    }`);
    expect(data).toEqual({
      page: { __typename: 'Page', uri: '/' },
      post: { __typename: 'Post' },
      fragment: { __typename: 'FlexFragment', databaseId: FRAGMENT.contactCta },
      package: { __typename: 'Package' },
    });
  });
});

describe('categories', () => {
  // WPGraphQL orders term connections by name when no orderby is given
  // (src/Data/Connection/TermObjectConnectionResolver.php); the real WordPress answered a post
  // filed under Nieuws and Beveiliging as [Beveiliging, Nieuws].
  const names = (nodes: { name: string }[]) => nodes.map((node) => node.name);
  const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' }));

  it('lists a post’s categories by name, whatever order they were filed in', async () => {
    const filedNames = (ids: number[]) => ids.map((id) => content.categories.find((category) => category.databaseId === id)!.name);
    const post = content.posts.find((candidate) => JSON.stringify(filedNames(candidate.categories)) !== JSON.stringify(sorted(filedNames(candidate.categories))))!;
    expect(post).toBeDefined();
    const data = await query(`{ post(id: "${post.databaseId}", idType: DATABASE_ID) { categories { nodes { name } } } }`);
    const served = names(data.post.categories.nodes);
    expect(served).toHaveLength(post.categories.length);
    expect(served).toEqual(sorted(served));
  });

  it('lists the root categories by name', async () => {
    const data = await query('{ categories(first: 100) { nodes { name } } }');
    expect(names(data.categories.nodes)).toEqual(sorted(content.categories.map((category) => category.name)));
  });
});
