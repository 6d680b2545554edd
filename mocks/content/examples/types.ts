import type { Block } from '../types.ts';

/**
 * The named examples of one block layout (kind × styletype), in the content model WordPress
 * serves (mocks/content/types.ts); gatsby-shape turns them into what the block's fragment
 * returns. GOV.UK Frontend's per-component `examples` are the model: stories, unit tests and
 * the broken-content test all start from these.
 */
export interface BlockExamples<B extends Block> {
  /** A block of the fixture content, as a page of the site holds it. */
  default: B;
  /** The least the layout can hold: everything optional left out. */
  minimal: B;
  /** Long Dutch compounds and many items: everything wraps, nothing overflows, every item stays. */
  longContent: B;
}

export type ExampleName = keyof BlockExamples<Block>;
export const EXAMPLE_NAMES: readonly ExampleName[] = ['default', 'minimal', 'longContent'];
