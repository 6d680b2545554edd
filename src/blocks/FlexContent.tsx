import { graphql } from 'gatsby';
import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { FadeIn } from '../ui/FadeIn';
import { BlockListContext, type BlockListProps, type FlexBlock, type RenderBlockList } from './block-list';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { isStaticBlock } from './kinds';
import { resolveBlock } from './registry';
import { StaticIsland } from './StaticIsland';
import { UnknownBlock } from './UnknownBlock';
import { cssTheme } from '../styles/theme';

export type { FlexBlock } from './block-list';

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
    ...PostsBlock
    ...RepeatBlock
  }

  fragment FlexContentBlock on WpFlexLayout {
    ...FlexSection
    ...FragmentBlock
  }
`;

/** A wrapper that takes no box of its own. */
const Contents = styled.div`
  display: contents;
`;

const FallbackTitle = styled(Container).attrs({ as: 'h1' as const })`
  margin-block: 0;
  padding-top: ${cssTheme.space.xl};
  font-size: ${cssTheme.fontSizes.h1};
  color: ${cssTheme.colors.navy};
`;

/** Renders blocks through the registry: FlexContent for a page, FragmentBlock for a reusable fragment. */
export function FlexBlockList({ blocks, page, firstIndex = 0, fadeIn = true }: BlockListProps) {
  const present = (blocks ?? []).filter((block): block is FlexBlock => !!block).map((block) => ({ block, ...resolveBlock(block) }));
  // The first block owns the page's h1. When it cannot be rendered (an unknown or broken
  // layout renders nothing in production), the page still gets its title as h1.
  const first = present[0];
  const needsTitle = firstIndex === 0 && !!page.title && (!first || !first.Component);
  // `index` counts rendered blocks only; the fallback title takes the first place.
  let rendered = firstIndex + (needsTitle ? 1 : 0);
  return (
    <>
      {needsTitle && <FallbackTitle>{page.title}</FallbackTitle>}
      {present.map(({ block, kind, styletype, Component, name }, position) => {
        if (!Component) return <UnknownBlock key={`${page.uri}#${position}`} kind={kind} styletype={styletype} />;
        // Suspense: a registry entry may be a lazy component (see registry.ts).
        const rendering = (
          <BlockErrorBoundary kind={kind} styletype={styletype}>
            <Suspense fallback={null}>
              <Component block={block} index={rendered++} page={page} />
            </Suspense>
          </BlockErrorBoundary>
        );
        // A static kind keeps its server HTML on the first load (kinds.ts, StaticIsland.tsx).
        const element = isStaticBlock(name) ? <StaticIsland>{rendering}</StaticIsland> : rendering;
        // Sections fade in when first scrolled into view (spec §2); lists inside a block
        // (cards, USPs) stagger their own items by index. data-block names each rendered
        // block (Kind/styletype) for the e2e tests and for debugging.
        // Keyed by the page too: a client-side navigation to another page of the same template
        // mounts its blocks afresh instead of handing them the previous page's state (an opened
        // FAQ question, a carousel's position, a static block's kept server HTML).
        const key = `${page.uri}#${position}`;
        return fadeIn ? (
          <FadeIn key={key} data-block={name}>
            {element}
          </FadeIn>
        ) : (
          <Contents key={key} data-block={name}>
            {element}
          </Contents>
        );
      })}
    </>
  );
}

/** A page's or post's blocks; a Fragment block inside renders its own blocks with the same list. */
export function FlexContent({ blocks, page }: Pick<BlockListProps, 'blocks' | 'page'>) {
  return (
    <BlockListProvider>
      <FlexBlockList blocks={blocks} page={page} />
    </BlockListProvider>
  );
}

const renderBlockList: RenderBlockList = (props) => <FlexBlockList {...props} />;

/** Hands FlexContent's list renderer down, for a Fragment block rendered on its own (stories, tests). */
export function BlockListProvider({ children }: { children: ReactNode }) {
  return <BlockListContext.Provider value={renderBlockList}>{children}</BlockListContext.Provider>;
}
