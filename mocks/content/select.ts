/** Typed look-ups into fixture blocks, for stories and tests. */
import { findPage, findPost } from './index.ts';
import type { Block } from './types.ts';

export type BlockOfKind<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The first block of a kind (and styletype) in a list of blocks; throws when the fixtures have none. */
export function findBlock<K extends Block['kind']>(blocks: readonly Block[], kind: K, styletype?: string): BlockOfKind<K> {
  const block = blocks.find(
    (candidate): candidate is BlockOfKind<K> =>
      candidate.kind === kind && (styletype === undefined || ('styletype' in candidate && candidate.styletype === styletype)),
  );
  if (!block) throw new Error(`No ${kind}${styletype ? `/${styletype}` : ''} block in the fixtures`);
  return block;
}

/** The first block of a kind (and styletype) on the fixture page or post at a uri, or in a fragment's blocks; throws when there is none. */
export function fixtureBlockOn<K extends Block['kind']>(
  owner: string | { blocks: readonly Block[] },
  kind: K,
  styletype?: string,
): BlockOfKind<K> {
  if (typeof owner !== 'string') return findBlock(owner.blocks, kind, styletype);
  const document = findPage(owner) ?? findPost(owner);
  if (!document) throw new Error(`No fixture page or post at ${owner}`);
  return findBlock(document.blocks, kind, styletype);
}
