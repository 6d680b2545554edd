import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

const pageTemplate = path.resolve('./src/templates/Page.tsx');

interface PagesQuery {
  allWpPage: { nodes: { id: string; uri: string | null }[] };
}

/** One page per WordPress page, at its uri. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allWpPage {
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
  for (const page of result.data.allWpPage.nodes) {
    if (!page.uri) {
      reporter.warn(`WordPress page ${page.id} has no uri; it is skipped.`);
      continue;
    }
    actions.createPage({ path: page.uri, component: pageTemplate, context: { id: page.id } });
  }
};
