import { graphql } from 'gatsby';
import { memo, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { FadeIn } from '../ui/FadeIn';
import { BlockListContext, type BlockListProps, type FlexBlock, type RenderBlockList } from './block-list';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { DeferredIsland } from '../islands/DeferredIsland';
import { blockRow } from './kinds';
import { preloadBlocks, resolveBlock, type BlockComponent } from './registry';
import { StaticIsland } from '../islands/StaticIsland';
import { UnknownBlock } from './UnknownBlock';
import { cssTheme } from '../styles/theme';

export type { FlexBlock } from './block-list';

/**
 * Blocks are selected through interfaces (src/build/gatsby-interfaces.ts), so one selection serves
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
        const props = { block, index: rendered++, page, Component, kind, styletype, name };
        // How the block hydrates on the first load (kinds.ts): a static kind keeps its server
        // HTML, an interactive one waits until a visitor can use it; the Fragment block at once.
        const interactive = blockRow(name)?.interactive;
        const element =
          interactive === false ? (
            <StaticIsland>
              <BlockRendering {...props} />
            </StaticIsland>
          ) : interactive === true ? (
            <DeferredBlock {...props} />
          ) : (
            <BlockRendering {...props} />
          );
        // Sections fade in when first scrolled into view (docs/behaviour/routes-and-layout.md#fade-in); lists inside a block
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

interface BlockRenderingProps {
  block: FlexBlock;
  index: number;
  page: BlockListProps['page'];
  Component: BlockComponent;
  kind: string;
  styletype: string | null;
  name: string;
}

/** One block through the registry, inside its error boundary; Suspense: a registry entry may be a lazy component (see registry.ts). */
function BlockRendering({ block, index, page, Component, kind, styletype }: BlockRenderingProps) {
  return (
    <BlockErrorBoundary kind={kind} styletype={styletype}>
      <Suspense fallback={null}>
        <Component block={block} index={index} page={page} />
      </Suspense>
    </BlockErrorBoundary>
  );
}

/**
 * An interactive block as an island that hydrates when it comes near the viewport or is used
 * (DeferredIsland), with its code loaded first. Memoized: a re-render of the page (a hash change
 * gives the template a new location) must not reach an island that is still dehydrated; its props
 * are the page data's own objects and the template's memoized page context.
 */
const DeferredBlock = memo(function DeferredBlock(props: BlockRenderingProps) {
  const { name } = props;
  return (
    <DeferredIsland prepare={() => preloadBlocks([name])}>
      <BlockRendering {...props} />
    </DeferredIsland>
  );
});

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
