import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { WORDPRESS_GRAPHQL_URL } from './gatsby-config';
import { parentChain, type PageNode } from './src/lib/page-tree';
import { faqAnswerText, htmlFieldValue, linkFieldUrl } from './src/lib/wordpress-fields';
import { gatsbyHtmlFields, gatsbyLayoutInterfaces } from './src/types/flex-layouts';

const pageTemplate = path.resolve('./src/templates/Page.tsx');
const postTemplate = path.resolve('./src/templates/Post.tsx');
/** What the build sourced, per node type (.data/build/content-report.json): read by the e2e tests, handy with a real WordPress. */
const CONTENT_REPORT = path.resolve('.data/build/content-report.json');

interface ReportQuery {
  [key: string]: unknown;
}

interface PagesQuery {
  allWpPage: { nodes: (PageNode & { id: string })[] };
  allWpPost: { nodes: { id: string; uri: string | null }[] };
}

/** One interface per block kind, so each block's fragment serves pages, posts and reusable fragments alike. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(gatsbyLayoutInterfaces());
};

type FieldResolver = (source: Record<string, unknown>, args: unknown, context: unknown, info: { fieldName: string; originalResolver?: FieldResolver }) => unknown;

/** The field's value as gatsby-source-wordpress resolves it (or as stored on the object). */
async function originalValue(source: Record<string, unknown>, args: unknown, context: unknown, info: Parameters<FieldResolver>[3], field = info.fieldName) {
  const value = field === info.fieldName && info.originalResolver ? await info.originalResolver(source, args, context, info) : source[field];
  return typeof value === 'string' ? value : null;
}

/**
 * WordPress HTML is sanitized here, at build time, with links to WordPress made
 * site-relative (in link fields too): components render it as it comes and the browser
 * never loads a sanitizer.
 * FAQ answers also get a plain-text twin for the FAQPage JSON-LD (spec §2 repeat_faq).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: addResolvers }) => {
  const wordpressUrl = new URL(WORDPRESS_GRAPHQL_URL).origin;
  const resolvers: Record<string, Record<string, { type?: string; resolve: FieldResolver }>> = {};
  for (const { type, field } of gatsbyHtmlFields()) {
    resolvers[type] = {
      ...resolvers[type],
      [field]: { resolve: async (...call) => htmlFieldValue(await originalValue(...call), wordpressUrl) },
    };
  }
  // Link fields (buttons, menus, service cards) that point at WordPress pages become site links too;
  // unsafe urls (javascript:, data:, vbscript:) become null, so no component ever sees one.
  resolvers.WpAcfLink = {
    url: {
      resolve: async (...call) => linkFieldUrl(await originalValue(...call), wordpressUrl),
    },
  };
  resolvers.WpFlexFaq = {
    ...resolvers.WpFlexFaq,
    answerText: { type: 'String', resolve: async (source, args, context, info) => faqAnswerText(await originalValue(source, args, context, info, 'answer')) },
  };
  addResolvers(resolvers);
};

/** One page per WordPress page and post, at its uri. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allWpPage {
        nodes {
          id
          uri
          title
          databaseId
          parentDatabaseId
        }
      }
      allWpPost {
        nodes {
          id
          uri
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the WordPress pages', result.errors);
    return;
  }
  const byId = new Map(result.data.allWpPage.nodes.map((page) => [page.databaseId, page]));
  for (const page of result.data.allWpPage.nodes) {
    if (!page.uri) {
      reporter.warn(`WordPress page ${page.id} has no uri; it is skipped.`);
      continue;
    }
    actions.createPage({
      path: page.uri,
      component: pageTemplate,
      context: { id: page.id, breadcrumbParents: parentChain(page, byId) },
    });
  }
  for (const post of result.data.allWpPost.nodes) {
    if (!post.uri) {
      reporter.warn(`WordPress post ${post.id} has no uri; it is skipped.`);
      continue;
    }
    actions.createPage({ path: post.uri, component: postTemplate, context: { id: post.id } });
  }
  await writeContentReport(graphql, reporter);
};

/** Counts every sourced node type and the block layouts in use, and writes them to CONTENT_REPORT. */
async function writeContentReport(graphql: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['graphql'], reporter: { info: (text: string) => void; warn: (text: string) => void }) {
  const result = await graphql<ReportQuery>(`
    query ContentReport {
      pages: allWpPage { totalCount }
      posts: allWpPost { totalCount }
      categories: allWpCategory { totalCount }
      mediaItems: allWpMediaItem { totalCount }
      packages: allWpPackage { totalCount }
      forms: allWpGfForm { totalCount }
      fragments: allWpFlexFragment { totalCount }
      contentTypes: allWpContentType { totalCount }
      imageFiles: allImageSharp { totalCount }
      pageBlocks: allWpPage { nodes { flexContent { flex { __typename ... on WpPage_Flexcontent_Flex_Banner { styletype } ... on WpPage_Flexcontent_Flex_Content { styletype } ... on WpPage_Flexcontent_Flex_Form { styletype } ... on WpPage_Flexcontent_Flex_Posts { styletype } ... on WpPage_Flexcontent_Flex_Repeat { styletype } } } } }
      postBlocks: allWpPost { nodes { flexContent { flex { __typename ... on WpPost_Flexcontent_Flex_Banner { styletype } ... on WpPost_Flexcontent_Flex_Content { styletype } } } } }
      formFields: allWpGfForm { nodes { formFields { nodes { __typename type } } } }
      wp { siteSettings { menuHeader { link { url } submenu { link { url } } } menuFooter { link { url } } menuServices { link { url } } newsletter { form { databaseId } } info { phonenumber } } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.warn(`Could not write the content report: ${JSON.stringify(result.errors)}`);
    return;
  }
  const data = result.data as Record<string, { totalCount?: number; nodes?: unknown[] }>;
  const counts = Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => typeof value?.totalCount === 'number')
      .map(([key, value]) => [key, value.totalCount]),
  );
  type Flex = { flexContent: { flex: ({ __typename: string; styletype?: string | null } | null)[] | null } | null };
  const layouts = new Set<string>();
  for (const node of [...((data.pageBlocks?.nodes ?? []) as Flex[]), ...((data.postBlocks?.nodes ?? []) as Flex[])]) {
    for (const block of node.flexContent?.flex ?? []) {
      if (block) layouts.add(`${block.__typename.replace(/^Wp/, '')}${block.styletype ? `/${block.styletype}` : ''}`);
    }
  }
  const fieldTypes = new Set<string>();
  for (const form of (data.formFields?.nodes ?? []) as { formFields: { nodes: { type: string }[] } | null }[]) {
    for (const field of form.formFields?.nodes ?? []) fieldTypes.add(field.type);
  }
  const report = { counts, layouts: [...layouts].sort(), formFieldTypes: [...fieldTypes].sort(), siteSettings: (data.wp as unknown as { siteSettings: unknown })?.siteSettings };
  mkdirSync(path.dirname(CONTENT_REPORT), { recursive: true });
  writeFileSync(CONTENT_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  reporter.info(`Sourced from WordPress: ${Object.entries(counts).map(([key, value]) => `${value} ${key}`).join(', ')}`);
}
