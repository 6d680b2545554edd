import { content, findPage, type Page } from '../content/index.ts';
import type { ParentPage } from '../../src/lib/breadcrumb';
import { parentChain as siteParentChain, type PageNode } from '../../src/build/page-tree';

const pageNodes: ReadonlyMap<number, PageNode> = new Map(
  content.pages.map((page) => [
    page.databaseId,
    { uri: page.uri, title: page.title, databaseId: page.databaseId, parentDatabaseId: page.parent ?? null },
  ]),
);

/** A fixture page's ancestors, root first: what createPages (src/build/pages.ts) hands the Fragment breadcrumb for it. */
export function parentChain(page: Page): ParentPage[] {
  const node = pageNodes.get(page.databaseId);
  return node ? siteParentChain(node, pageNodes) : [];
}

/** The fixture page at a uri; throws when the fixtures have none (a renamed page should fail loudly). */
export function fixturePage(uri: string): Page {
  const page = findPage(uri);
  if (!page) throw new Error(`No fixture page at ${uri}`);
  return page;
}
