/**
 * The broken variants of a block: what WordPress (ACF) can serve when an editor leaves fields
 * empty or a field group changes — nulls, lists with holes, empty strings, option values the
 * site does not know. Only values GraphQL can produce: the fields that pick the component
 * (__typename, styletype) and non-null ids stay, every other field may break.
 * They apply to a block in the fragment's shape (gatsby-shape), and keep its type.
 */
import type { GatsbyBlock } from '../gatsby-shape.ts';

/** A block in a fragment's shape: with its __typename (GatsbyBlock) or as one kind's fragment type. */
type BrokenTarget =
  | GatsbyBlock
  | Queries.BannerBlockFragment
  | Queries.ContentBlockFragment
  | Queries.FormBlockFragment
  | Queries.RepeatBlockFragment
  | Queries.FragmentBlockFragment;

/** Fields that pick the component stay; breaking them is the unknown-block case, tested elsewhere. */
const IDENTITY = new Set(['__typename', 'styletype']);
/** Fields the schema declares non-null (Int!): GraphQL never serves them as null. */
const NON_NULL = new Set(['databaseId']);
/** Fields whose value is one of a few options (view, image position, button theme …). */
const OPTION_FIELDS = new Set(['view', 'position', 'theme', 'encloseType', 'type']);

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy of an object with each field but the identity ones mapped (the object keeps its shape, so its type). */
function mapFields<T extends object>(value: T, map: (key: string, field: unknown) => unknown): T {
  // The same keys with values of the same kinds (null, '', [], 'onbekend' stay within what each field's type allows).
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, IDENTITY.has(key) ? field : map(key, field)])) as T;
}

/** A deep copy with every leaf below identity fields mapped, knowing its field name. */
function deep(value: unknown, leaf: (key: string, value: unknown) => unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => deep(item, leaf, key));
  if (isObject(value)) return mapFields(value, (field, item) => deep(item, leaf, field));
  return leaf(key, value);
}

export const BROKEN_VARIANTS = {
  'every field null': (block) => mapFields(block, () => null),
  'every list empty': (block) => mapFields(block, (_key, field) => (Array.isArray(field) ? [] : field)),
  'lists with null holes': (block) => mapFields(block, (_key, field) => (Array.isArray(field) ? [null, ...field, null] : field)),
  'every nested value null': (block) =>
    mapFields(block, (_key, field) =>
      field && typeof field === 'object' ? deep(field, (key, leaf) => (NON_NULL.has(key) ? leaf : null)) : field,
    ),
  'every string empty': (block) =>
    mapFields(block, (key, field) => deep(field, (_leaf, value) => (typeof value === 'string' ? '' : value), key)),
  'unknown option values': (block) =>
    mapFields(block, (key, field) =>
      deep(field, (leafKey, value) => (OPTION_FIELDS.has(leafKey) && value !== null ? 'onbekend' : value), key),
    ),
} satisfies Record<string, <B extends BrokenTarget>(block: B) => B>;

export type BrokenVariant = keyof typeof BROKEN_VARIANTS;
export const BROKEN_VARIANT_NAMES = Object.keys(BROKEN_VARIANTS) as BrokenVariant[];

/** A block broken one way. */
export function breakBlock<B extends BrokenTarget>(block: B, variant: BrokenVariant): B {
  return BROKEN_VARIANTS[variant](block);
}
