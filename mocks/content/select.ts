/** Typed look-ups into fixture blocks, for stories and tests. */
import type { Block } from './types.ts';

export type BlockOfKind<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The first block of a kind (and styletype) in a list of blocks; throws when the fixtures have none. */
export function findBlock<K extends Block['kind']>(blocks: readonly Block[], kind: K, styletype?: string): BlockOfKind<K> {
  const block = blocks.find(
    (candidate): candidate is BlockOfKind<K> => candidate.kind === kind && (styletype === undefined || ('styletype' in candidate && candidate.styletype === styletype)),
  );
  if (!block) throw new Error(`No ${kind}${styletype ? `/${styletype}` : ''} block in the fixtures`);
  return block;
}
