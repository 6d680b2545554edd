import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** What a block may know about the page it sits on. */
export interface PageContext {
  uri: string;
  title: string;
  featuredImage?: { image: IGatsbyImageData; alt: string } | null;
}

export interface BlockProps<Block> {
  block: Block;
  /** Position among the page's blocks: the first block owns the page's h1. */
  index: number;
  page: PageContext;
}

/** The block kind is the suffix of its type name: WpPage_Flexcontent_Flex_Banner → Banner. */
export function blockKind(typename: string | null | undefined): string {
  return typename?.split('_').pop() ?? '';
}
