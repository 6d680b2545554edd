import { lazy, type ComponentType } from 'react';
import { fragmentComponents } from './fragment';
import { blockKind, type BlockProps } from './types';

/**
 * A block component; it takes its kind's fragment type as `block`. A plain component or a
 * lazy one (React.lazy, loadable): FlexContent renders every block inside a Suspense boundary,
 * so an entry can be swapped for a lazy one without touching the block or FlexContent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's components take that kind's fragment type
export type BlockComponent = ComponentType<BlockProps<any>>;

/**
 * A kind's components by styletype. The styletypes are known without loading anything, so an
 * unknown styletype (and the page-title fallback it causes) is decided before any code loads.
 */
export type KindComponents = Readonly<Record<string, BlockComponent>>;

/** The registry: block kind (suffix of the type name) → styletype → component. */
export type BlockRegistry = Readonly<Record<string, KindComponents>>;

/** The Fragment layout's one styletype; its component is registered under it, and a block without a styletype is looked up under it too. */
export const DEFAULT_STYLETYPE = 'default';

/**
 * A kind whose code loads only when a page renders one of its blocks: `styletypes` are listed
 * up front, `load` brings the kind's components (e.g. `() => import('./form').then((m) => m.formComponents)`),
 * once for all of them.
 *
 * The server render waits for lazy components (Gatsby renders with renderToPipeableStream and
 * writes the HTML onAllReady), so the HTML holds every block's markup; React 18 keeps that
 * markup while the chunk loads and hydrates the block when it arrives (a server-rendered
 * Suspense boundary stays dehydrated until then, it does not fall back to `null`).
 * Once a kind has loaded, its components resolve synchronously (a thenable that calls back at
 * once, which React.lazy reads without suspending): a later client-side navigation to a page
 * with the same kind renders it in the same pass.
 */
export function lazyKind(styletypes: readonly string[], load: () => Promise<KindComponents>): KindComponents {
  let loading: Promise<KindComponents> | undefined;
  let loaded: KindComponents | undefined;
  const components = () =>
    (loading ??= load().then((kind) => {
      loaded = kind;
      return kind;
    }));
  const register = (component: BlockComponent) => {
    loaders.set(component, components);
    return component;
  };
  const pick = (kind: KindComponents, styletype: string) => {
    const component = kind[styletype];
    if (!component) throw new Error(`The lazily loaded kind has no component for styletype “${styletype}”`);
    return { default: component };
  };
  return Object.fromEntries(
    styletypes.map((styletype) => [
      styletype,
      register(
        lazy(() => {
          if (loaded) {
            const module = pick(loaded, styletype);
            // A synchronous thenable: React.lazy resolves it in the same render.
            return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
          }
          return components().then((kind) => pick(kind, styletype));
        }),
      ),
    ]),
  );
}

/** Each lazy component's loader (lazyKind's `load`, called once). */
const loaders = new WeakMap<BlockComponent, () => Promise<KindComponents>>();

/**
 * Loads every lazily loaded kind of `blocks` (or only those of the given kinds), after which
 * their components render without suspending: for tests and stories that render blocks
 * synchronously, or to fetch a kind before a navigation needs it.
 */
export async function loadBlocks(blocks: BlockRegistry = registry, kinds: readonly string[] = Object.keys(blocks)): Promise<void> {
  const pending = new Set<() => Promise<KindComponents>>();
  for (const kind of kinds) {
    for (const component of Object.values(blocks[kind] ?? {})) {
      const loader = loaders.get(component);
      if (loader) pending.add(loader);
    }
  }
  await Promise.all([...pending].map((loader) => loader()));
}

/*
 * Each kind in a chunk of its own (named block-…), so a page downloads only the kinds it uses:
 * the Kennisbank overview only the listing, a post only its banner and content blocks. Heavy
 * styletypes are split further: the Typeform embed, the latest posts apart from the Kennisbank
 * listing, the price carousel (Swiper) and the quotation builder. A kind's small styletypes
 * share one chunk (they share most of their code; one file per styletype would repeat it).
 * The Fragment block stays in the page's own code: it is a few lines that render other blocks.
 */
export const registry: BlockRegistry = {
  Banner: lazyKind(['banner_default', 'banner_landing', 'banner_post', 'banner_service'], () =>
    import(/* webpackChunkName: "block-banner" */ './banner').then((module) => module.bannerComponents),
  ),
  Content: {
    ...lazyKind(
      [
        'content_block_with_pointers',
        'content_title_with_text',
        'content_image_with_quote',
        'content_image_with_pointers',
        'content_image_with_text',
        'content_whitepaper',
        'content_cta',
      ],
      () => import(/* webpackChunkName: "block-content" */ './content/sections').then((module) => module.contentSectionComponents),
    ),
    // The Typeform embed's block: only the pages that show one.
    ...lazyKind(['content_enclose'], () =>
      import(/* webpackChunkName: "block-content-enclose" */ './content/ContentEnclose').then((module) => ({ content_enclose: module.ContentEnclose })),
    ),
  },
  Form: lazyKind(['form_default', 'form_contact'], () => import(/* webpackChunkName: "block-form" */ './form').then((module) => module.formComponents)),
  Posts: {
    ...lazyKind(['posts_latest'], () =>
      import(/* webpackChunkName: "block-posts-latest" */ './posts/PostsLatest').then((module) => ({ posts_latest: module.PostsLatest })),
    ),
    // The Kennisbank listing: filters, search, pagination and the listing client.
    ...lazyKind(['posts_blog'], () =>
      import(/* webpackChunkName: "block-posts-blog" */ './posts/PostsBlog').then((module) => ({ posts_blog: module.PostsBlog })),
    ),
    // The price carousel's component; it loads Swiper itself when it mounts.
    ...lazyKind(['posts_package_prices'], () =>
      import(/* webpackChunkName: "block-posts-prices" */ './posts/PackagePrices').then((module) => ({ posts_package_prices: module.PackagePrices })),
    ),
    // The quotation builder (src/quotation/ui): its reducer, pricing and rows; the form engine loads when its dialog opens.
    ...lazyKind(['posts_package_quotation'], () =>
      import(/* webpackChunkName: "block-posts-quotation" */ '../quotation/ui/QuotationBuilder').then((module) => ({
        posts_package_quotation: module.QuotationBuilder,
      })),
    ),
  },
  Repeat: lazyKind(['repeat_services', 'repeat_usps', 'repeat_content_with_cta', 'repeat_faq'], () =>
    import(/* webpackChunkName: "block-repeat" */ './repeat').then((module) => module.repeatComponents),
  ),
  Fragment: fragmentComponents,
};

/** A block as FlexContent receives it: its GraphQL type name, and a styletype for most kinds. */
export interface RegistryBlock {
  __typename: string;
  styletype?: string | null;
}

export interface ResolvedBlock {
  kind: string;
  styletype: string | null;
  /** Undefined for an unknown kind or styletype. */
  Component: BlockComponent | undefined;
  /** `Kind/styletype`, the name a rendered block carries (data-block). */
  name: string;
}

/** The component for a block, by its kind and styletype ('default' when it has none). */
export function resolveBlock(block: RegistryBlock, blocks: BlockRegistry = registry): ResolvedBlock {
  const kind = blockKind(block.__typename);
  const styletype = block.styletype ?? null;
  const components = Object.hasOwn(blocks, kind) ? blocks[kind] : undefined;
  const key = styletype || DEFAULT_STYLETYPE;
  const Component = components && Object.hasOwn(components, key) ? components[key] : undefined;
  return { kind, styletype, Component, name: `${kind}/${styletype ?? ''}` };
}
