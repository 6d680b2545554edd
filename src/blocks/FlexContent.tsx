import { graphql } from 'gatsby';
import type { ComponentType } from 'react';
import { bannerComponents } from './banner';
import { blockKind, type BlockProps, type PageContext } from './types';
import { UnknownBlock } from './UnknownBlock';

export const flexContentFragment = graphql`
  fragment FlexContentBlock on WpPage_Flexcontent_Flex {
    __typename
    ...BannerBlock
  }
`;

export type FlexBlock = Queries.FlexContentBlockFragment;

/**
 * The one registry: block kind (suffix of the type name) → styletype → component.
 * Each kind's components take that kind's fragment type as their block.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const registry: Record<string, Record<string, ComponentType<BlockProps<any>>>> = {
  Banner: bannerComponents,
};

export function FlexContent({ blocks, page }: { blocks: readonly (FlexBlock | null)[] | null | undefined; page: PageContext }) {
  // `index` counts rendered blocks only: an unknown block renders nothing in production,
  // so the first block that does render owns the page's h1.
  let rendered = 0;
  return (
    <>
      {(blocks ?? []).map((block, position) => {
        if (!block) return null;
        const kind = blockKind(block.__typename);
        const styletype = 'styletype' in block ? (block.styletype as string | null) : null;
        const Component = styletype ? registry[kind]?.[styletype] : undefined;
        if (!Component) return <UnknownBlock key={position} kind={kind} styletype={styletype} />;
        return <Component key={position} block={block} index={rendered++} page={page} />;
      })}
    </>
  );
}
