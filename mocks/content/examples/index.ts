/**
 * Named examples per block layout, GOV.UK Frontend style: for each kind × styletype a default
 * (from the fixture content), a minimal and a long-Dutch-content block, plus the broken
 * variants of each. Stories, unit tests and src/blocks/broken-fixtures.test.tsx start from
 * these; gatsby-shape turns them into the fragment's shape.
 */
import type { Block } from '../types.ts';
import { bannerExamples } from './banner.ts';
import { contentExamples } from './content.ts';
import { formExamples } from './form.ts';
import { fragmentExamples } from './fragment.ts';
import { postsExamples } from './posts.ts';
import { repeatExamples } from './repeat.ts';
import { EXAMPLE_NAMES, type BlockExamples, type ExampleName } from './types.ts';

export { bannerExamples } from './banner.ts';
export { contentExamples } from './content.ts';
export { formExamples } from './form.ts';
export { EXAMPLE_FRAGMENT, EXAMPLE_FRAGMENTS, exampleContent, fragmentExamples } from './fragment.ts';
export { postsExamples } from './posts.ts';
export { repeatExamples } from './repeat.ts';
export { BROKEN_VARIANT_NAMES, BROKEN_VARIANTS, breakBlock, type BrokenVariant } from './broken.ts';
export * from './long-dutch.ts';
export { EXAMPLE_NAMES, type BlockExamples, type ExampleName } from './types.ts';

/** The examples of every layout with a styletype, by kind and styletype. */
export const blockExamples = {
  Banner: bannerExamples,
  Content: contentExamples,
  Form: formExamples,
  Posts: postsExamples,
  Repeat: repeatExamples,
} as const;

export interface NamedExample {
  /** 'Banner/banner_default', or 'Fragment/' for the layout without a styletype. */
  layout: string;
  name: ExampleName;
  block: Block;
}

/** Every example of every layout, in a flat list (for tests that go through all of them). */
export function allBlockExamples(): NamedExample[] {
  const layouts: [string, BlockExamples<Block>][] = [
    ...Object.entries(blockExamples).flatMap(([kind, byStyletype]) =>
      Object.entries(byStyletype).map(([styletype, examples]): [string, BlockExamples<Block>] => [`${kind}/${styletype}`, examples]),
    ),
    ['Fragment/', fragmentExamples],
  ];
  return layouts.flatMap(([layout, examples]) => EXAMPLE_NAMES.map((name) => ({ layout, name, block: examples[name] })));
}
