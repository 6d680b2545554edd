/**
 * The content model's vocabulary: the ACF field, shape, layout and field group as the model writes
 * them (model.ts), and the helpers that write a field with its name and kind as literal types.
 */

export type AcfFieldType =
  | 'text'
  | 'textarea'
  | 'wysiwyg'
  | 'url'
  | 'number'
  | 'true_false'
  | 'select'
  | 'checkbox'
  | 'image'
  | 'link'
  | 'repeater'
  | 'group'
  | 'post_object'
  | 'page_link'
  | 'flexible_content';

export interface AcfField {
  /** The ACF field name (snake_case): the key WordPress stores the value under. */
  readonly name: string;
  /**
   * Its GraphQL name when not camel_case(name) (ACF JSON `graphql_field_name`, which both plugin
   * lines honour). WPGraphQL for ACF 2.x names a layout's repeater type after the flexible-content
   * field and this name, not after the layout, so two layouts' repeaters of the same name but
   * another shape would share one type: one of them needs another GraphQL name.
   */
  readonly graphqlName?: string;
  readonly label: string;
  readonly type: AcfFieldType;
  /** Shown to the editor under the label. */
  readonly instructions?: string;
  /** select / checkbox: the values an editor picks from. */
  readonly choices?: readonly string[];
  /** repeater / group: the sub-fields, and the shape (Gatsby interface) they share with their twins on other owners. */
  readonly shape?: AcfShape;
  /** post_object / page_link: the post types it may point at. */
  readonly postTypes?: readonly string[];
  /** The value ACF gives while nothing was saved (ACF's default_value); true_false: 1 or 0. */
  readonly defaultValue?: string | number;
  /** flexible_content: its layouts. */
  readonly layouts?: readonly AcfLayout[];
}

/** Sub-fields of a repeater or group that recur (on every owner, in several layouts): one Gatsby interface, WpFlex<name>. */
export interface AcfShape {
  readonly name: string;
  readonly fields: readonly AcfField[];
}

export interface AcfLayout {
  /** The ACF layout name; the block kind is ucfirst(camel_case(name)). */
  readonly name: string;
  readonly label: string;
  readonly fields: readonly AcfField[];
}

export interface AcfFieldGroup {
  readonly key: string;
  readonly title: string;
  /** Its field on the owner type; the group's type is `Owner_` + ucfirst(camel_case(graphqlFieldName)). */
  readonly graphqlFieldName: string;
  /** WordPress post types (or the options page slug, with `optionsPage`). */
  readonly location: readonly string[];
  readonly optionsPage?: boolean;
  readonly fields: readonly AcfField[];
}

// ── field helpers ────────────────────────────────────────────────────────────
// Each helper keeps the field's name and kind (and its choices, shape, post types or layouts)
// as literal types, so the types of the content's values are derived from the model (values.ts, AcfValues).
// No `const` type parameters: Gatsby compiles this file for gatsby-node with a parser that does
// not know them; a parameter constrained to string (or an array of one) infers literals anyway.

/** A field whose name and kind are literal types. */
export type ModelField<N extends string = string, T extends AcfFieldType = AcfFieldType> = AcfField & {
  readonly name: N;
  readonly type: T;
};
/** A shape whose name is a literal type and whose fields keep theirs. */
export type ModelShape<N extends string = string, F extends readonly AcfField[] = readonly AcfField[]> = AcfShape & {
  readonly name: N;
  readonly fields: F;
};

type FieldExtra = Partial<Omit<AcfField, 'name' | 'label' | 'type'>>;

const field =
  <T extends AcfFieldType>(type: T) =>
  <N extends string>(name: N, label: string, extra: FieldExtra = {}): ModelField<N, T> => ({ name, label, type, ...extra });
const text = field('text');
const textarea = field('textarea');
const wysiwyg = field('wysiwyg');
const url = field('url');
const number = field('number');
const trueFalse = field('true_false');
const image = field('image');
const link = field('link');
const choice =
  <T extends 'select' | 'checkbox'>(type: T) =>
  <N extends string, O extends string>(
    name: N,
    label: string,
    choices: readonly O[],
    instructions?: string,
  ): ModelField<N, T> & { readonly choices: readonly O[] } => ({ name, label, type, choices, ...(instructions ? { instructions } : {}) });
const select = choice('select');
const checkbox = choice('checkbox');
const repeater = <N extends string, S extends AcfShape>(
  name: N,
  label: string,
  shape: S,
  instructions?: string,
): ModelField<N, 'repeater'> & { readonly shape: S } => ({
  name,
  label,
  type: 'repeater',
  shape,
  ...(instructions ? { instructions } : {}),
});
const group = <N extends string, S extends AcfShape>(name: N, label: string, shape: S): ModelField<N, 'group'> & { readonly shape: S } => ({
  name,
  label,
  type: 'group',
  shape,
});
const reference =
  <T extends 'post_object' | 'page_link'>(type: T) =>
  <N extends string>(name: N, label: string, postTypes: readonly string[], instructions?: string): ModelField<N, T> => ({
    name,
    label,
    type,
    postTypes,
    ...(instructions ? { instructions } : {}),
  });
const postObject = reference('post_object');
const flexibleContent = <N extends string, L extends readonly AcfLayout[]>(
  name: N,
  label: string,
  layouts: L,
): ModelField<N, 'flexible_content'> & { readonly layouts: L } => ({ name, label, type: 'flexible_content', layouts });
const shape = <N extends string, F extends readonly AcfField[]>(name: N, fields: F): ModelShape<N, F> => ({ name, fields });
/** The field under another GraphQL name than camel_case of its ACF name (AcfField.graphqlName). */
const named = <F extends AcfField, G extends string>(acfField: F, graphqlName: G): F & { readonly graphqlName: G } => ({
  ...acfField,
  graphqlName,
});

export {
  field,
  text,
  textarea,
  wysiwyg,
  url,
  number,
  trueFalse,
  image,
  link,
  choice,
  select,
  checkbox,
  repeater,
  group,
  reference,
  postObject,
  flexibleContent,
  shape,
  named,
};
