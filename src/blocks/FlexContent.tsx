import { graphql } from 'gatsby';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { FadeIn } from '../ui/FadeIn';
import { bannerComponents } from './banner';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { contentComponents } from './content';
import { formComponents } from './form';
import { fragmentComponents } from './fragment';
import { repeatComponents } from './repeat';
import { blockKind, type BlockProps, type PageContext } from './types';
import { UnknownBlock } from './UnknownBlock';

/**
 * Blocks are selected through interfaces (src/types/flex-layouts.ts), so one selection serves
 * pages, posts and reusable fragments. FlexSection is every kind a fragment may hold;
 * FlexContentBlock adds the Fragment block itself (GraphQL selections cannot recurse).
 */
export const flexContentFragment = graphql`
  fragment FlexSection on WpFlexLayout {
    __typename
    styletype
    sectionId
    ...BannerBlock
    ...ContentBlock
    ...FormBlock
    ...RepeatBlock
  }

  fragment FlexContentBlock on WpFlexLayout {
    ...FlexSection
    ...FragmentBlock
  }
`;

export type FlexBlock = Queries.FlexContentBlockFragment | Queries.FlexSectionFragment;

/**
 * The one registry: block kind (suffix of the type name) → styletype → component.
 * Each kind's components take that kind's fragment type as their block.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const registry: Record<string, Record<string, ComponentType<BlockProps<any>>>> = {
  Banner: bannerComponents,
  Content: contentComponents,
  Form: formComponents,
  Repeat: repeatComponents,
  // Read on use, not while this module loads: FragmentBlock renders a fragment's blocks through
  // FlexBlockList, so when the fragment side is imported first this module runs before
  // fragment/index has finished (an import cycle).
  get Fragment() {
    return fragmentComponents;
  },
};

/** Layouts without a styletype (Fragment) register their component under this key. */
const DEFAULT_STYLETYPE = 'default';

/** A wrapper that takes no box of its own. */
const Contents = styled.div`
  display: contents;
`;

const FallbackTitle = styled(Container).attrs({ as: 'h1' as const })`
  margin-block: 0;
  padding-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme }) => theme.colors.navy};
`;

function componentFor(block: FlexBlock) {
  const kind = blockKind(block.__typename);
  const styletype = 'styletype' in block ? (block.styletype as string | null) : null;
  return { kind, styletype, Component: registry[kind]?.[styletype || DEFAULT_STYLETYPE] };
}

export interface FlexBlockListProps {
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

/** Renders blocks through the registry: FlexContent for a page, FragmentBlock for a reusable fragment. */
export function FlexBlockList({ blocks, page, firstIndex = 0, fadeIn = true }: FlexBlockListProps) {
  const present = (blocks ?? []).filter((block): block is FlexBlock => !!block);
  // The first block owns the page's h1. When it cannot be rendered (an unknown or broken
  // layout renders nothing in production), the page still gets its title as h1.
  const first = present[0];
  const needsTitle = firstIndex === 0 && !!page.title && (!first || !componentFor(first).Component);
  // `index` counts rendered blocks only; the fallback title takes the first place.
  let rendered = firstIndex + (needsTitle ? 1 : 0);
  return (
    <>
      {needsTitle && <FallbackTitle>{page.title}</FallbackTitle>}
      {present.map((block, position) => {
        const { kind, styletype, Component } = componentFor(block);
        if (!Component) return <UnknownBlock key={position} kind={kind} styletype={styletype} />;
        const element = (
          <BlockErrorBoundary kind={kind} styletype={styletype}>
            <Component block={block} index={rendered++} page={page} />
          </BlockErrorBoundary>
        );
        // Sections fade in when first scrolled into view (spec §2); lists inside a block
        // (cards, USPs) stagger their own items by index.
        // data-block names each rendered block (Kind/styletype) for tests and debugging.
        const name = `${kind}/${styletype ?? ''}`;
        return fadeIn ? (
          <FadeIn key={position} dataBlock={name}>
            {element}
          </FadeIn>
        ) : (
          <Contents key={position} data-block={name}>
            {element}
          </Contents>
        );
      })}
    </>
  );
}

export function FlexContent({ blocks, page }: { blocks: readonly (FlexBlock | null)[] | null | undefined; page: PageContext }) {
  return <FlexBlockList blocks={blocks} page={page} />;
}
