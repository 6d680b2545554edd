import { createContext, type ReactNode } from 'react';
import type { PageContext } from './types';

/** A block of a page, post or fragment, as FlexContent's GraphQL fragments select it. */
export type FlexBlock = Queries.FlexContentBlockFragment | Queries.FlexSectionFragment;

export interface BlockListProps {
  blocks: readonly (FlexBlock | null)[] | null | undefined;
  page: PageContext;
  /**
   * The page position of the first block. At 0 the list starts the page: its first block owns
   * the h1, and when that block cannot be rendered the page title stands in. A Fragment block
   * passes its own position, so a fragment's first block owns the h1 only when the Fragment
   * block is the first on the page.
   */
  firstIndex?: number;
  /** Each block fades in by itself; a fragment's blocks already fade in with the Fragment block. */
  fadeIn?: boolean;
}

/** Renders a list of blocks through the registry (FlexContent's list). */
export type RenderBlockList = (props: BlockListProps) => ReactNode;

/**
 * The renderer of a list of blocks, handed down by FlexContent. The Fragment block renders its
 * fragment's blocks with it: the registry imports the Fragment block, so the Fragment block
 * cannot import FlexContent (that would be an import cycle). Null outside FlexContent.
 */
export const BlockListContext = createContext<RenderBlockList | null>(null);
