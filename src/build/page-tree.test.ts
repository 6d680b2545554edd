import { content, findPage } from '../../mocks/content/index';
import { parentChain, type PageNode } from './page-tree';

const nodes: PageNode[] = content.pages.map((page) => ({
  uri: page.uri,
  title: page.title,
  databaseId: page.databaseId,
  parentDatabaseId: page.parent ?? null,
}));
const byId = new Map(nodes.map((node) => [node.databaseId, node]));

describe('parentChain', () => {
  it('lists the fixture parents of a deep page, root first', () => {
    const page = findPage('/over-ons/werken-bij/devops-engineer/')!;
    const chain = parentChain(byId.get(page.databaseId)!, byId);
    expect(chain.map((crumb) => crumb.uri)).toEqual(['/over-ons/', '/over-ons/werken-bij/']);
  });

  it('is empty for a top-level page', () => {
    expect(parentChain(byId.get(findPage('/contact/')!.databaseId)!, byId)).toEqual([]);
  });

  it('stops at a cycle and at a missing parent', () => {
    const a: PageNode = { uri: '/a/', title: 'A', databaseId: 1, parentDatabaseId: 2 };
    const b: PageNode = { uri: '/a/b/', title: 'B', databaseId: 2, parentDatabaseId: 1 };
    const c: PageNode = { uri: '/c/', title: 'C', databaseId: 3, parentDatabaseId: 99 };
    const cyclic = new Map([a, b, c].map((node) => [node.databaseId, node]));
    expect(parentChain(a, cyclic)).toEqual([{ title: 'B', uri: '/a/b/' }]);
    expect(parentChain(c, cyclic)).toEqual([]);
  });
});
