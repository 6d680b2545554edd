/** A WordPress page as createPages lists it (pages.ts). */
export interface PageNode {
  uri: string | null;
  title: string | null;
  databaseId: number;
  parentDatabaseId: number | null;
}

/** The chain of parent pages, root first (for the Fragment breadcrumb); a cycle in the data stops it. */
export function parentChain(page: PageNode, byId: ReadonlyMap<number, PageNode>): { title: string; uri: string }[] {
  const chain: { title: string; uri: string }[] = [];
  const seen = new Set([page.databaseId]);
  let parent = page.parentDatabaseId != null ? byId.get(page.parentDatabaseId) : undefined;
  while (parent && !seen.has(parent.databaseId)) {
    seen.add(parent.databaseId);
    if (parent.uri) chain.unshift({ title: parent.title ?? '', uri: parent.uri });
    parent = parent.parentDatabaseId != null ? byId.get(parent.parentDatabaseId) : undefined;
  }
  return chain;
}
