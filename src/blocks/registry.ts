import { lazy, type ComponentType } from 'react';
import { loadOnce, resolvedThenable } from '../lib/lazy-rendered';
import type { StyletypeOf } from '../model/values';
import { fragmentComponents } from './fragment';
import { BLOCK_KINDS } from './kinds';
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
export const DEFAULT_STYLETYPE: StyletypeOf<'Fragment'> = 'default';

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
  const kind = loadOnce(load);
  const register = (component: BlockComponent) => {
    loaders.set(component, kind.load);
    return component;
  };
  const pick = (components: KindComponents, styletype: string) => {
    const component = components[styletype];
    if (!component) throw new Error(`The lazily loaded kind has no component for styletype “${styletype}”`);
    return { default: component };
  };
  return Object.fromEntries(
    styletypes.map((styletype) => [
      styletype,
      register(
        lazy(() => {
          const loaded = kind.loaded();
          if (loaded) return resolvedThenable(pick(loaded, styletype));
          return kind.load().then((components) => pick(components, styletype));
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

/**
 * The registry: the code-split kinds of the table in kinds.ts (each row's styletypes lazily
 * loaded from its chunk, once), and the Fragment block in the page's own code.
 */
export const registry: BlockRegistry = {
  ...BLOCK_KINDS.reduce<Record<string, KindComponents>>((kinds, row) => {
    kinds[row.kind] = { ...kinds[row.kind], ...lazyKind(row.styletypes, row.load) };
    return kinds;
  }, {}),
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

/**
 * Loads the code of the given blocks (data-block names, `Kind/styletype`) ahead of a render that
 * needs it: a page Gatsby has prefetched renders its blocks in the navigation's own pass instead
 * of showing them once their chunks arrive. Unknown names and blocks in the page's own code are
 * skipped; each chunk loads once.
 */
export async function preloadBlocks(names: readonly string[], blocks: BlockRegistry = registry): Promise<void> {
  const pending = new Set<() => Promise<KindComponents>>();
  for (const name of names) {
    const [kind = '', styletype = ''] = name.split('/');
    const component = Object.hasOwn(blocks, kind) && Object.hasOwn(blocks[kind]!, styletype) ? blocks[kind]![styletype] : undefined;
    const loader = component && loaders.get(component);
    if (loader) pending.add(loader);
  }
  await Promise.all([...pending].map((loader) => loader()));
}
