import type { LayoutKind, StyletypeOf } from '../model/values';
import { loadSwiper } from '../packages/swiper-loader';
import type { BlockComponent, KindComponents } from './registry';

/** The block kinds whose code is split off: all but the Fragment block. */
export type SplitKind = Exclude<LayoutKind, 'Fragment'>;

/** A kind's components by styletype: one for each styletype the content model offers it. */
export type KindComponentsOf<K extends LayoutKind> = Readonly<Record<StyletypeOf<K>, BlockComponent>>;

/*
 * Each kind in a chunk of its own (named block-…), so a page downloads only the kinds it uses:
 * the Kennisbank overview only the listing, a post only its banner and content blocks. Heavy
 * styletypes are split further: the Typeform embed, the latest posts apart from the Kennisbank
 * listing, the price carousel (Swiper) and the quotation builder. A kind's small styletypes
 * share one chunk (they share most of their code; one file per styletype would repeat it).
 *
 * Each chunk's loader, under the chunk's name. webpack reads a chunk's name from the magic
 * comment of its import() only, so the name stands twice on one line; the registry test holds
 * each key to its comment.
 */
export const CHUNK_LOADERS = {
  'block-banner': () => import(/* webpackChunkName: "block-banner" */ './banner').then((module) => module.bannerComponents),
  'block-content': () =>
    import(/* webpackChunkName: "block-content" */ './content/sections').then((module) => module.contentSectionComponents),
  'block-content-enclose': () =>
    import(/* webpackChunkName: "block-content-enclose" */ './content/ContentEnclose').then((module) => ({
      content_enclose: module.ContentEnclose,
    })),
  'block-form': () => import(/* webpackChunkName: "block-form" */ './form').then((module) => module.formComponents),
  'block-posts-latest': () =>
    import(/* webpackChunkName: "block-posts-latest" */ './posts/PostsLatest').then((module) => ({ posts_latest: module.PostsLatest })),
  'block-posts-blog': () =>
    import(/* webpackChunkName: "block-posts-blog" */ './posts/PostsBlog').then((module) => ({ posts_blog: module.PostsBlog })),
  // Swiper starts loading with the price carousel's component (not awaited: the block renders without it).
  'block-posts-prices': () => {
    if (typeof window !== 'undefined') loadSwiper().catch(() => undefined);
    return import(/* webpackChunkName: "block-posts-prices" */ './posts/PackagePrices').then((module) => ({
      posts_package_prices: module.PackagePrices,
    }));
  },
  'block-posts-quotation': () =>
    import(/* webpackChunkName: "block-posts-quotation" */ './posts/PackageQuotation').then((module) => ({
      posts_package_quotation: module.PackageQuotation,
    })),
  'block-repeat': () => import(/* webpackChunkName: "block-repeat" */ './repeat').then((module) => module.repeatComponents),
} satisfies Record<string, () => Promise<KindComponents>>;

export type BlockChunk = keyof typeof CHUNK_LOADERS;

/**
 * The one table of the code-split block kinds: a row per chunk, with the styletypes it serves,
 * the chunk's name, how it loads and whether its blocks need JavaScript on the first load. The
 * registry (registry.ts), the preloads of a page's head (src/blocks/preload-scripts.ts via
 * gatsby-ssr.tsx), FlexContent's islands and the tests all read it. The Fragment block is not
 * here: it is a few lines that render other blocks, in the page's own code.
 */
export interface BlockKindRow {
  /** The kind: the suffix of the layout's GraphQL type name (WpPage_Flexcontent_Flex_Banner → Banner). */
  kind: SplitKind;
  /** The styletypes this row's chunk serves. */
  styletypes: readonly string[];
  /** The chunk's name: the webpackChunkName of its loader's import(). */
  chunk: BlockChunk;
  /**
   * Whether the blocks hydrate on the first load. Interactive (true): the block has state, handlers
   * or effects a visitor uses (menus, accordions, carousels, forms, the listing, the quotation,
   * a video player, an embed); it hydrates as an island (FlexContent's DeferredIsland) once it
   * comes near the viewport or is used, its chunk preloaded with the page. Static (false): the
   * block is markup and links only, so the server's HTML is kept as it is on the first load
   * (FlexContent's StaticIsland) and its chunk is neither preloaded nor requested. A client-side
   * navigation renders either like any other block.
   */
  interactive: boolean;
  /** Brings the row's components, by styletype: its chunk's loader. */
  load: () => Promise<KindComponents>;
}

/** A row as written: its styletypes are among those the content model offers its kind. */
type WrittenRow = {
  [K in SplitKind]: Omit<BlockKindRow, 'kind' | 'styletypes' | 'load'> & { kind: K; styletypes: readonly StyletypeOf<K>[] };
}[SplitKind];

/** The rows as written; each row's loader is its chunk's. Two rows may name one chunk (the content sections: the one with a video player is interactive, the others are not). */
const ROWS: readonly WrittenRow[] = [
  {
    kind: 'Banner',
    styletypes: ['banner_default', 'banner_landing', 'banner_post', 'banner_service'],
    chunk: 'block-banner',
    interactive: false,
  },
  {
    kind: 'Content',
    styletypes: [
      'content_title_with_text',
      'content_image_with_quote',
      'content_image_with_pointers',
      'content_image_with_text',
      'content_whitepaper',
      'content_cta',
    ],
    chunk: 'block-content',
    interactive: false,
  },
  // Its pointers may open a Vimeo player in a dialog.
  { kind: 'Content', styletypes: ['content_block_with_pointers'], chunk: 'block-content', interactive: true },
  // The Typeform embed's block: only the pages that show one.
  { kind: 'Content', styletypes: ['content_enclose'], chunk: 'block-content-enclose', interactive: true },
  { kind: 'Form', styletypes: ['form_default', 'form_contact'], chunk: 'block-form', interactive: true },
  // Cards with links: nothing to hydrate.
  { kind: 'Posts', styletypes: ['posts_latest'], chunk: 'block-posts-latest', interactive: false },
  // The Kennisbank listing: filters, search, pagination and the listing client.
  { kind: 'Posts', styletypes: ['posts_blog'], chunk: 'block-posts-blog', interactive: true },
  // The price carousel (Swiper).
  { kind: 'Posts', styletypes: ['posts_package_prices'], chunk: 'block-posts-prices', interactive: true },
  // The quotation builder (src/quotation/ui): its reducer, pricing and rows; the form engine loads when its dialog opens.
  { kind: 'Posts', styletypes: ['posts_package_quotation'], chunk: 'block-posts-quotation', interactive: true },
  // A call to action beside content: links only.
  { kind: 'Repeat', styletypes: ['repeat_content_with_cta'], chunk: 'block-repeat', interactive: false },
  // Foldable service cards, foldable USPs, the FAQ accordion.
  { kind: 'Repeat', styletypes: ['repeat_services', 'repeat_usps', 'repeat_faq'], chunk: 'block-repeat', interactive: true },
];

export const BLOCK_KINDS: readonly BlockKindRow[] = ROWS.map((row) => ({ ...row, load: CHUNK_LOADERS[row.chunk] }));

/** Each code-split block's row, by the name a rendered block carries (data-block: `Kind/styletype`). */
const ROWS_BY_NAME: ReadonlyMap<string, BlockKindRow> = new Map(
  BLOCK_KINDS.flatMap((row) => row.styletypes.map((styletype) => [`${row.kind}/${styletype}`, row] as const)),
);

/** The row of a rendered block, by its data-block name; undefined for the Fragment block and unknown blocks. */
export function blockRow(name: string): BlockKindRow | undefined {
  return ROWS_BY_NAME.get(name);
}

/** Whether a block keeps its server HTML on the first load (a static kind); unknown blocks are not static. */
export function isStaticBlock(name: string): boolean {
  return blockRow(name)?.interactive === false;
}
