import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { RawPackage } from '../quotation/types';
import { QUOTATION_FORM_ID } from '../quotation/types';
import { relatedPostIds } from '../kennisbank/related-posts';
import { writeContentReport } from './content-report';
import { writeKennisbankListing } from './kennisbank';
import { parentChain, type PageNode } from './page-tree';
import { writeQuotationPackages } from './quotation-file';
import { SCHEMA_SNAPSHOT_ENV, writeSchemaSnapshot } from './schema-snapshot';

const pageTemplate = path.resolve('./src/templates/Page.tsx');
const postTemplate = path.resolve('./src/templates/Post.tsx');

interface PagesQuery {
  allWpPage: { nodes: (PageNode & { id: string })[] };
  allWpPost: { nodes: { id: string; databaseId: number; uri: string | null }[] };
}

/** One page per WordPress page and post, at its uri; the Kennisbank listing files. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, cache, getNodesByType }) => {
  const snapshot = process.env[SCHEMA_SNAPSHOT_ENV];
  if (snapshot) await writeSchemaSnapshot(graphql, snapshot);
  const cards = await writeKennisbankListing(graphql, reporter, cache);
  // 'Lees ook' (src/kennisbank/related-posts.ts): every post's related posts at once, not a sorted query per post page.
  const related = relatedPostIds(
    cards.map((card) => ({
      databaseId: card.databaseId,
      date: card.date,
      categoryIds: card.categories.map((category) => category.databaseId),
    })),
  );
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
          databaseId
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
      // The page a node manifest of this node names (a WordPress preview's redirect, src/preview/).
      ownerNodeId: page.id,
      context: { id: page.id, breadcrumbParents: parentChain(page, byId) },
    });
  }
  const nodeIdOf = new Map(result.data.allWpPost.nodes.map((post) => [post.databaseId, post.id]));
  for (const post of result.data.allWpPost.nodes) {
    if (!post.uri) {
      reporter.warn(`WordPress post ${post.id} has no uri; it is skipped.`);
      continue;
    }
    // relatedIds: its 'Lees ook' posts (node ids, in order; the template's relatedPosts field keeps it).
    const relatedIds = (related.get(post.databaseId) ?? []).flatMap((databaseId) => nodeIdOf.get(databaseId) ?? []);
    actions.createPage({ path: post.uri, component: postTemplate, ownerNodeId: post.id, context: { id: post.id, relatedIds } });
  }
  await writeContentReport(graphql, reporter);
  const quotationFormNode = getNodesByType('WpGfForm').find((node) => node.databaseId === QUOTATION_FORM_ID) ?? null;
  await writeQuotationPackages(getNodesByType('WpPackage') as RawPackage[], quotationFormNode, reporter);
};
