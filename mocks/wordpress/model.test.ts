import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql, type GraphQLFieldMap, type GraphQLSchema } from 'graphql';
import { acfObjectTypes } from '../../src/model/acf-schema';
import { content, findPage, FORM, FRAGMENT, PAGE, POST } from '../content/index';
import type { Content } from '../content/types';
import { createModel } from './model';
import { acfLineOf, buildSchemaSdl } from './schema';

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

// ── The same field groups, answered as WPGraphQL for ACF 2.x (v2.4.1) answers them ─────────

describe('WPGraphQL for ACF 2.x (acfLine: 2)', () => {
  const sdl2 = buildSchemaSdl(base, __dirname, { yoast: true, acfLine: '2' });
  const schema2 = buildSchema(sdl2);
  const options2 = { ...options, schemaSdl: sdl2, acfLine: '2' as const };
  const root2 = createModel(content, options2).root;
  const cursor = (databaseId: number) => Buffer.from(`arrayconnection:${databaseId}`).toString('base64');

  async function query2(source: string, siteContent: Content = content) {
    const rootValue = siteContent === content ? root2 : createModel(siteContent, options2).root;
    const result = await graphql({ schema: schema2, source, rootValue });
    expect(result.errors).toBeUndefined();
    return result.data as Answer;
  }

  /** The first block of `typename` on the page at `uri`. */
  async function blockOn2(uri: string, typename: string, selection: string) {
    const data = await query2(`{ page(id: "${uri}", idType: URI) { flexContent { __typename fieldGroupName flex { __typename ... on ${typename} { ${selection} } } } } }`);
    expect(data.page.flexContent).toMatchObject({ __typename: 'FlexContent', fieldGroupName: 'FlexContent' });
    const block = data.page.flexContent.flex.find((candidate: { __typename: string }) => candidate.__typename === typename);
    expect(block).toBeDefined();
    return block;
  }

  it('serves every type acfObjectTypes("2") lists, with the same fields and interfaces, and the field groups on their owners through WithAcf… interfaces', () => {
    const { types, ownerFields, optionsPage } = acfObjectTypes('2');
    for (const type of types) {
      const served = schema2.getType(type.name);
      expect({ type: type.name, served: !!served }).toEqual({ type: type.name, served: true });
      if (type.kind !== 'union' && served && 'getFields' in served) {
        const fields = Object.fromEntries(Object.values(served.getFields()).map((field) => [field.name, String(field.type)]));
        expect({ type: type.name, fields }).toEqual({ type: type.name, fields: Object.fromEntries(type.fields.map((field) => [field.name, field.type])) });
        expect('getInterfaces' in served && served.getInterfaces().map((item) => item.name)).toEqual(type.interfaces ?? []);
      }
    }
    for (const { owner, field, type, interface: withAcf } of ownerFields) {
      const served = schema2.getType(owner);
      expect(served && 'getFields' in served ? String(served.getFields()[field]?.type) : null).toBe(type);
      expect(served && 'getInterfaces' in served && served.getInterfaces().map((item) => item.name)).toContain(withAcf);
    }
    expect(String(schema2.getQueryType()!.getFields()[optionsPage.rootField]?.type)).toBe('SiteSettings');
    expect(schema2.getQueryType()!.getInterfaces().map((item) => item.name)).toEqual(['WithAcfOptionsPageSiteSettings']);
    expect(Object.keys(fieldsOf(schema2, 'SiteSettings'))).toEqual(['id', 'menuTitle', 'pageTitle', 'parentId', 'siteOptions']);
    // None of 0.6's per-owner types.
    expect(schema2.getType('Page_Flexcontent_Flex_Banner')).toBeUndefined();
  });

  it('answers a layout as its 2.x type with that name as fieldGroupName, a select as a list, and rows named by their type', async () => {
    const block = await blockOn2('/', 'FlexContentFlexBannerLayout', 'fieldGroupName styletype links { __typename fieldGroupName theme link { url title target } }');
    const fixture = findPage('/')!.blocks.find((candidate) => candidate.kind === 'Banner');
    expect(fixture?.kind).toBe('Banner');
    if (fixture?.kind !== 'Banner') return;
    expect(block.fieldGroupName).toBe('FlexContentFlexBannerLayout');
    expect(block.styletype).toEqual([fixture.styletype]);
    expect(block.links.length).toBeGreaterThan(0);
    expect(block.links).toEqual(
      (fixture.links ?? []).map((item) => ({ __typename: 'FlexContentFlexLinks', fieldGroupName: 'FlexContentFlexLinks', theme: item.theme ? [item.theme] : null, link: item.link })),
    );
  });

  it('answers an image as an edge { cursor, node } and an empty group as an object of nulls', async () => {
    const data = await query2('{ page(id: "/", idType: URI) { flexContent { flex { ... on FlexContentFlexContentLayout { styletype imageDesktop { __typename fieldGroupName position image { __typename cursor node { __typename databaseId } } } } } } } }');
    const blocks = data.page.flexContent.flex.filter((block: { styletype?: string[] }) => block.styletype);
    const withImage = findPage('/')!.blocks.find((block) => block.kind === 'Content' && block.imageDesktop);
    const imageId = withImage?.kind === 'Content' ? withImage.imageDesktop!.image! : -1;
    expect(blocks.find((block: { styletype: string[] }) => block.styletype[0] === 'content_image_with_quote').imageDesktop).toEqual({
      __typename: 'FlexContentFlexImageDesktop',
      fieldGroupName: 'FlexContentFlexImageDesktop',
      position: ['center'],
      image: { __typename: 'AcfMediaItemConnectionEdge', cursor: cursor(imageId), node: { __typename: 'MediaItem', databaseId: imageId } },
    });
    // src/FieldType/Group.php answers an empty group as an object all the same.
    expect(blocks.find((block: { styletype: string[] }) => block.styletype[0] === 'content_block_with_pointers').imageDesktop).toEqual({
      __typename: 'FlexContentFlexImageDesktop',
      fieldGroupName: 'FlexContentFlexImageDesktop',
      position: null,
      image: null,
    });
  });

  it('answers a Fragment layout’s post_object as a connection to the fragment', async () => {
    const block = await blockOn2(
      '/',
      'FlexContentFlexFragmentLayout',
      'fieldGroupName styletype fragment { __typename nodes { __typename databaseId ... on FlexFragment { flexContent { flex { __typename } } } } edges { __typename cursor node { databaseId } } pageInfo { __typename hasNextPage hasPreviousPage startCursor endCursor } }',
    );
    expect(block).toMatchObject({ fieldGroupName: 'FlexContentFlexFragmentLayout', styletype: ['default'] });
    expect(block.fragment).toMatchObject({
      __typename: 'AcfContentNodeConnection',
      nodes: [{ __typename: 'FlexFragment', databaseId: FRAGMENT.whyWolkwerk }],
      edges: [{ __typename: 'AcfContentNodeConnectionEdge', cursor: cursor(FRAGMENT.whyWolkwerk), node: { databaseId: FRAGMENT.whyWolkwerk } }],
      pageInfo: {
        __typename: 'AcfContentNodeConnectionPageInfo',
        hasNextPage: false,
        hasPreviousPage: false,
        startCursor: cursor(FRAGMENT.whyWolkwerk),
        endCursor: cursor(FRAGMENT.whyWolkwerk),
      },
    });
    expect(block.fragment.nodes[0].flexContent.flex[0].__typename).toBe('FlexContentFlexRepeatLayout');
  });

  it('answers a USP’s link as a connection to the page or post, and null when unset', async () => {
    const block = await blockOn2('/diensten/vps/', 'FlexContentFlexRepeatLayout', 'usps { __typename fieldGroupName title link { nodes { __typename databaseId uri } } }');
    expect(block.usps[0]).toMatchObject({ __typename: 'FlexContentFlexUsps', fieldGroupName: 'FlexContentFlexUsps' });
    expect(block.usps.map((usp: { link: unknown }) => usp.link)).toEqual([
      null,
      { nodes: [{ __typename: 'Post', databaseId: POST.ransomware, uri: '/kennisbank/ransomware-schade-beperken/' }] },
      { nodes: [{ __typename: 'Post', databaseId: POST.snapshotOrBackup, uri: '/kennisbank/snapshot-of-back-up/' }] },
      { nodes: [{ __typename: 'Page', databaseId: PAGE.datacenters, uri: '/over-ons/datacenters/' }] },
    ]);
  });

  it('answers the options page as siteSettings { id menuTitle pageTitle parentId siteOptions }', async () => {
    const data = await query2('{ siteSettings { __typename id menuTitle pageTitle parentId siteOptions { __typename fieldGroupName info { __typename fieldGroupName phonenumber } newsletter { fieldGroupName title formId } menuHeader { __typename fieldGroupName link { url } submenu { __typename fieldGroupName } } } } }');
    expect(data.siteSettings).toMatchObject({
      __typename: 'SiteSettings',
      id: Buffer.from('acf_options_page:site-settings').toString('base64'),
      menuTitle: 'Site settings',
      pageTitle: 'Site settings',
      parentId: null,
      siteOptions: {
        __typename: 'SiteOptions',
        fieldGroupName: 'SiteOptions',
        info: { __typename: 'SiteOptionsInfo', fieldGroupName: 'SiteOptionsInfo', phonenumber: content.settings.info.phonenumber },
        newsletter: { fieldGroupName: 'SiteOptionsNewsletter', title: content.settings.newsletter.title, formId: FORM.newsletter },
      },
    });
    const menu = data.siteSettings.siteOptions.menuHeader;
    expect(menu.map((item: { link: { url: string } }) => item.link.url)).toEqual(content.settings.menuHeader.map((item) => item.link.url));
    expect(menu[0]).toMatchObject({ __typename: 'SiteOptionsMenuHeader', fieldGroupName: 'SiteOptionsMenuHeader' });
    expect(menu.find((item: { submenu: unknown }) => item.submenu).submenu[0]).toEqual({ __typename: 'SiteOptionsMenuHeaderSubmenu', fieldGroupName: 'SiteOptionsMenuHeaderSubmenu' });
    // An empty repeater answers null (resolve_field).
    expect(menu.some((item: { submenu: unknown }) => item.submenu === null)).toBe(true);
  });

  it('finds the options page as a Node by its id', async () => {
    const id = Buffer.from('acf_options_page:site-settings').toString('base64');
    const data = await query2(`{ node(id: "${id}") { __typename id ... on SiteSettings { pageTitle } } }`);
    expect(data.node).toEqual({ __typename: 'SiteSettings', id, pageTitle: 'Site settings' });
  });

  it('answers page settings, post recap and package info with their 2.x types', async () => {
    const data = await query2(`{
      page(id: "/overstappen/", idType: URI) { pageSettings { __typename fieldGroupName breadcrumb breadcrumbCustom { __typename fieldGroupName link { url } } } }
      post(id: "${POST.ransomware}", idType: DATABASE_ID) { recap { __typename fieldGroupName author } }
      packages(first: 1) { nodes { info { __typename fieldGroupName vcpu type optionOperatingSystems icon { node { databaseId } } } } }
    }`);
    expect(data.page.pageSettings).toEqual({
      __typename: 'PageSettings',
      fieldGroupName: 'PageSettings',
      breadcrumb: ['custom'],
      breadcrumbCustom: findPage('/overstappen/')!.settings.breadcrumbCustom!.map((row) => ({ __typename: 'PageSettingsBreadcrumbCustom', fieldGroupName: 'PageSettingsBreadcrumbCustom', link: { url: row.link.url } })),
    });
    expect(data.post.recap).toEqual({ __typename: 'Recap', fieldGroupName: 'Recap', author: content.posts.find((post) => post.databaseId === POST.ransomware)!.author });
    const info = content.packages[0]!.info;
    expect(data.packages.nodes[0].info).toEqual({
      __typename: 'Info',
      fieldGroupName: 'Info',
      vcpu: info.vcpu,
      type: [info.type],
      optionOperatingSystems: info.optionOperatingSystems,
      icon: content.packages[0]!.icon ? { node: { databaseId: content.packages[0]!.icon } } : null,
    });
  });

  it('answers PHP-empty values as 2.x does: null for 0, "", empty selects, repeaters and flexible content; false for an unticked box', async () => {
    const changed: Content = structuredClone(content);
    const page = changed.pages.find((candidate) => candidate.uri === '/')!;
    page.settings = { ...page.settings, showFooter: false, stickyHeader: false, breadcrumbCustom: [] };
    page.blocks = [];
    changed.packages[0]!.info = { ...changed.packages[0]!.info, oneTimeCost: 0, upgradeStorage: null };
    const data = await query2(
      `{ page(id: "/", idType: URI) { pageSettings { showFooter stickyHeader breadcrumbCustom { fieldGroupName } } flexContent { flex { __typename } } }
         package(id: "${changed.packages[0]!.databaseId}", idType: DATABASE_ID) { info { oneTimeCost upgradeStorage } } }`,
      changed,
    );
    expect(data.page).toEqual({ pageSettings: { showFooter: false, stickyHeader: false, breadcrumbCustom: null }, flexContent: { flex: null } });
    expect(data.package.info).toEqual({ oneTimeCost: null, upgradeStorage: null });
  });

  it('answers a box never saved with its ACF default (acf_get_value), true for show_newsletter', async () => {
    const changed: Content = structuredClone(content);
    const page = changed.pages.find((candidate) => candidate.uri === '/')!;
    const settings: Record<string, unknown> = { ...page.settings };
    delete settings.showNewsletter;
    page.settings = settings as typeof page.settings;
    const data = await query2('{ page(id: "/", idType: URI) { pageSettings { showNewsletter } } }', changed);
    expect(data.page.pageSettings.showNewsletter).toBe(true);
  });
});

describe('WORDPRESS_ACF_LINE', () => {
  it("chooses the line: unset or '0.6' plays wp-graphql-acf 0.6.2, '2' WPGraphQL for ACF 2.x, anything else is refused", () => {
    expect(acfLineOf({})).toBe('0.6');
    expect(acfLineOf({ WORDPRESS_ACF_LINE: '0.6' })).toBe('0.6');
    expect(acfLineOf({ WORDPRESS_ACF_LINE: '2' })).toBe('2');
    expect(() => acfLineOf({ WORDPRESS_ACF_LINE: '2.4' })).toThrow(/WORDPRESS_ACF_LINE/);
    const previous = process.env.WORDPRESS_ACF_LINE;
    process.env.WORDPRESS_ACF_LINE = '2';
    try {
      expect(buildSchemaSdl(base, __dirname)).toContain('interface AcfFieldGroupFields');
    } finally {
      if (previous === undefined) delete process.env.WORDPRESS_ACF_LINE;
      else process.env.WORDPRESS_ACF_LINE = previous;
    }
    expect(buildSchemaSdl(base, __dirname, { acfLine: '0.6' })).not.toContain('AcfFieldGroupFields');
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
