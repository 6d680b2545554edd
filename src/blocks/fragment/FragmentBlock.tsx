import { createContext, useContext } from 'react';
import { BlockListContext } from '../block-list';
import type { BlockProps } from '../types';
import { BlockWarning } from '../UnknownBlock';
import type { FragmentBlock as FragmentBlockData } from './fragment';

/**
 * What a Fragment block may reference. On a page or post the fragment brings its blocks; inside
 * a fragment it brings only its id and title (GraphQL selections cannot recurse).
 */
type FragmentReference = { databaseId: number; title: string | null } & Partial<
  Pick<NonNullable<FragmentBlockData['fragment']>, 'flexContent'>
>;

/** Ids of the fragments being rendered around a block, outermost first. */
const EnclosingFragments = createContext<readonly number[]>([]);

/** Why a Fragment block renders none of its blocks. */
export type FragmentProblem = 'missing' | 'empty' | 'self' | 'nested';

/**
 * Decides whether a fragment can be rendered where it sits. Fragments do not nest: one that
 * includes itself (directly or through another) would never end, and any other nested one
 * arrives without its blocks.
 */
export function fragmentProblem(fragment: FragmentReference | null | undefined, enclosing: readonly number[]): FragmentProblem | null {
  if (!fragment) return 'missing';
  if (enclosing.includes(fragment.databaseId)) return 'self';
  if (enclosing.length > 0) return 'nested';
  if (!fragment.flexContent?.flex?.some((block) => !!block)) return 'empty';
  return null;
}

function problemText(problem: FragmentProblem, fragment: FragmentReference | null | undefined) {
  const name = fragment ? `Fragment “${fragment.title || 'untitled'}” (${fragment.databaseId})` : 'Fragment block';
  switch (problem) {
    case 'missing':
      return `${name} refers to no fragment`;
    case 'empty':
      return `${name} has no blocks`;
    case 'self':
      return `${name} includes itself`;
    case 'nested':
      return `${name} sits inside another fragment; fragments do not nest`;
  }
}

/**
 * The Fragment block (docs/behaviour/blocks.md#fragments): renders the blocks of a reusable fragment through the same
 * registry, in the Fragment block's place. Its first block owns the page's h1 only when the
 * Fragment block is the first on the page (its index is passed on). A missing, empty,
 * self-including or nested fragment renders nothing in production and a warning in
 * development and Storybook; when such a fragment is first on the page the page title stands
 * in as h1.
 */
export function FragmentBlock({ block, index, page }: BlockProps<FragmentBlockData>) {
  const enclosing = useContext(EnclosingFragments);
  // FlexContent hands its list renderer down (the registry imports this module, so it cannot import FlexContent).
  const renderBlockList = useContext(BlockListContext);
  const fragment = block.fragment as FragmentReference | null | undefined;
  const problem = fragmentProblem(fragment, enclosing);

  if (!renderBlockList) return <BlockWarning message="Fragment block rendered outside FlexContent" />;
  if (problem || !fragment) {
    return (
      <>
        <BlockWarning message={problemText(problem ?? 'missing', fragment)} />
        {/* No blocks: this renders only the page title as h1, and only when first on the page. */}
        {renderBlockList({ blocks: [], page, firstIndex: index, fadeIn: false })}
      </>
    );
  }
  return (
    <EnclosingFragments.Provider value={[...enclosing, fragment.databaseId]}>
      <div id={block.sectionId?.trim() || undefined}>
        {renderBlockList({ blocks: fragment.flexContent?.flex, page, firstIndex: index, fadeIn: false })}
      </div>
    </EnclosingFragments.Provider>
  );
}
