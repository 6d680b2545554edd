import { lazy, type ComponentType } from 'react';
import { bannerComponents } from './banner';
import { contentComponents } from './content';
import { formComponents } from './form';
import { fragmentComponents } from './fragment';
import { postsComponents } from './posts';
import { repeatComponents } from './repeat';
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

export const registry: BlockRegistry = {
  Banner: bannerComponents,
  Content: contentComponents,
  Form: formComponents,
  Posts: postsComponents,
  Repeat: repeatComponents,
  Fragment: fragmentComponents,
};

/**
 * A kind whose code loads only when a page renders one of its blocks: `styletypes` are listed
 * up front, `load` brings the kind's components (e.g. `() => import('./form').then((m) => m.formComponents)`),
 * once for all of them. `lazyKind(['form_default', 'form_contact'], load)` can replace
 * `formComponents` above without changing the blocks.
 */
export function lazyKind(styletypes: readonly string[], load: () => Promise<KindComponents>): KindComponents {
  let loading: Promise<KindComponents> | undefined;
  const components = () => (loading ??= load());
  return Object.fromEntries(
    styletypes.map((styletype) => [
      styletype,
      lazy(async () => {
        const component = (await components())[styletype];
        if (!component) throw new Error(`The lazily loaded kind has no component for styletype “${styletype}”`);
        return { default: component };
      }),
    ]),
  );
}

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
