import type { MediaItem } from '../data/media';

/** A post's own details, which banner_post shows (docs/behaviour/blocks.md#banners). */
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

/**
 * The block kind, read from its type name in either WPGraphQL for ACF line: the suffix in 0.6
 * (WpPage_Flexcontent_Flex_Banner → Banner), the part between the flexible-content field and
 * 'Layout' in 2.x (WpFlexContentFlexBannerLayout → Banner; src/FieldType/FlexibleContent.php).
 */
export function blockKind(typename: string | null | undefined): string {
  const layout = typename ? /^(?:Wp)?FlexContentFlex([A-Z]\w*)Layout$/.exec(typename) : null;
  return layout ? layout[1]! : (typename?.split('_').pop() ?? '');
}
