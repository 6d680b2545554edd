import { loadSwiper } from './posts/swiper-loader';
import type { KindComponents } from './registry';

/**
 * The one table of the code-split block kinds: a row per chunk, with the styletypes it serves,
 * the chunk's name (the webpackChunkName of its import()), how it loads and whether its blocks
 * need JavaScript on the first load. The registry (registry.ts), the preloads of a page's head
 * (src/blocks/preload-scripts.ts via gatsby-ssr.tsx), FlexContent's islands and the tests all read
 * it. The Fragment block is not here: it is a few lines that render other blocks, in the page's
 * own code.
 */
export interface BlockKindRow {
  /** The kind: the suffix of the layout's GraphQL type name (WpPage_Flexcontent_Flex_Banner → Banner). */
  kind: string;
  /** The styletypes this row's chunk serves. */
  styletypes: readonly string[];
  /** The chunk's name: the webpackChunkName of `load`'s import(). */
  chunk: string;
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
  /** Brings the row's components, by styletype. */
  load: () => Promise<KindComponents>;
}

/*
 * Each kind in a chunk of its own (named block-…), so a page downloads only the kinds it uses:
 * the Kennisbank overview only the listing, a post only its banner and content blocks. Heavy
 * styletypes are split further: the Typeform embed, the latest posts apart from the Kennisbank
 * listing, the price carousel (Swiper) and the quotation builder. A kind's small styletypes
 * share one chunk (they share most of their code; one file per styletype would repeat it).
 * Two rows may name one chunk (the content sections: the one with a video player is
 * interactive, the others are not); webpack puts one module's import()s in one chunk.
 */
export const BLOCK_KINDS: readonly BlockKindRow[] = [
  {
    kind: 'Banner',
    styletypes: ['banner_default', 'banner_landing', 'banner_post', 'banner_service'],
    chunk: 'block-banner',
    interactive: false,
    load: () => import(/* webpackChunkName: "block-banner" */ './banner').then((module) => module.bannerComponents),
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
    load: () => import(/* webpackChunkName: "block-content" */ './content/sections').then((module) => module.contentSectionComponents),
  },
  {
    // Its pointers may open a Vimeo player in a dialog.
    kind: 'Content',
    styletypes: ['content_block_with_pointers'],
    chunk: 'block-content',
    interactive: true,
    load: () => import(/* webpackChunkName: "block-content" */ './content/sections').then((module) => module.contentSectionComponents),
  },
  {
    // The Typeform embed's block: only the pages that show one.
    kind: 'Content',
    styletypes: ['content_enclose'],
    chunk: 'block-content-enclose',
    interactive: true,
    load: () =>
      import(/* webpackChunkName: "block-content-enclose" */ './content/ContentEnclose').then((module) => ({
        content_enclose: module.ContentEnclose,
      })),
  },
  {
    kind: 'Form',
    styletypes: ['form_default', 'form_contact'],
    chunk: 'block-form',
    interactive: true,
    load: () => import(/* webpackChunkName: "block-form" */ './form').then((module) => module.formComponents),
  },
  {
    // Cards with links: nothing to hydrate.
    kind: 'Posts',
    styletypes: ['posts_latest'],
    chunk: 'block-posts-latest',
    interactive: false,
    load: () =>
      import(/* webpackChunkName: "block-posts-latest" */ './posts/PostsLatest').then((module) => ({ posts_latest: module.PostsLatest })),
  },
  {
    // The Kennisbank listing: filters, search, pagination and the listing client.
    kind: 'Posts',
    styletypes: ['posts_blog'],
    chunk: 'block-posts-blog',
    interactive: true,
    load: () => import(/* webpackChunkName: "block-posts-blog" */ './posts/PostsBlog').then((module) => ({ posts_blog: module.PostsBlog })),
  },
  {
    // The price carousel's component; Swiper starts loading with it (not awaited: the block renders without it).
    kind: 'Posts',
    styletypes: ['posts_package_prices'],
    chunk: 'block-posts-prices',
    interactive: true,
    load: () => {
      if (typeof window !== 'undefined') loadSwiper().catch(() => undefined);
      return import(/* webpackChunkName: "block-posts-prices" */ './posts/PackagePrices').then((module) => ({
        posts_package_prices: module.PackagePrices,
      }));
    },
  },
  {
    // The quotation builder (src/quotation/ui): its reducer, pricing and rows; the form engine loads when its dialog opens.
    kind: 'Posts',
    styletypes: ['posts_package_quotation'],
    chunk: 'block-posts-quotation',
    interactive: true,
    load: () =>
      import(/* webpackChunkName: "block-posts-quotation" */ './posts/PackageQuotation').then((module) => ({
        posts_package_quotation: module.PackageQuotation,
      })),
  },
  {
    // A call to action beside content: links only.
    kind: 'Repeat',
    styletypes: ['repeat_content_with_cta'],
    chunk: 'block-repeat',
    interactive: false,
    load: () => import(/* webpackChunkName: "block-repeat" */ './repeat').then((module) => module.repeatComponents),
  },
  {
    // Foldable service cards, foldable USPs, the FAQ accordion.
    kind: 'Repeat',
    styletypes: ['repeat_services', 'repeat_usps', 'repeat_faq'],
    chunk: 'block-repeat',
    interactive: true,
    load: () => import(/* webpackChunkName: "block-repeat" */ './repeat').then((module) => module.repeatComponents),
  },
];

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
