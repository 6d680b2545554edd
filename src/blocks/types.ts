import type { MediaItem } from '../data/media';

/** A post's own details, which banner_post shows (spec §2 Banners, §3 Blog post). */
export interface PostDetails {
  /** ISO date of publication. */
  date: string | null;
  /** recap.author */
  author: string | null;
  categories: readonly { databaseId: number; name: string | null }[];
}

/** What a block may know about the page (or post) it sits on. */
export interface PageContext {
  uri: string;
  title: string;
  featuredImage?: MediaItem | null;
  /** Set on posts only. */
  post?: PostDetails | null;
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
