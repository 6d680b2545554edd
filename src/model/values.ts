/**
 * The model as types: what a reader of the content gets, derived from the fields of model.ts.
 * Its imports name their files with the extension: Node's type stripping loads the model from the
 * stand-in (mocks/wordpress) as it is.
 */

import type { AcfField, AcfFieldType, AcfLayout, AcfShape } from './fields.ts';
import type { FieldGroupList, LAYOUTS } from './model.ts';

// ── the model as types ───────────────────────────────────────────────────────
// What a reader of the content gets, derived from the fields above: the keys are their GraphQL
// names and each value's type follows the field's kind, so a field added, renamed or given
// other choices here changes every type made with AcfValues.

/** acfCamelCase of a snake_case name, as a type: 'image_desktop' → 'imageDesktop'. */
export type AcfCamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<AcfCamelCase<Tail>>}`
  : Lowercase<S>;

/** formatTypeName as a type: the block kind of a layout ('banner' → 'Banner'). */
export type FormatTypeName<S extends string> = Capitalize<AcfCamelCase<S>>;

/** Each layout under its block kind. */
export type LayoutsByKind = { [L in (typeof LAYOUTS)[number] as FormatTypeName<L['name']>]: L };
/** The block kinds: Banner, Content, Form, Posts, Repeat, Fragment. */
export type LayoutKind = keyof LayoutsByKind;

/** Each field group under its graphqlFieldName (flexContent, pageSettings, recap, info, settings). */
export type FieldGroupsByName = { [G in FieldGroupList[number] as G['graphqlFieldName']]: G };

/** The shapes of a field list's repeaters and groups, and of theirs. */
type ShapesIn<Fields extends readonly AcfField[]> = Fields[number] extends infer F
  ? F extends { readonly shape: infer S extends AcfShape }
    ? S | ShapesIn<S['fields']>
    : F extends { readonly layouts: readonly (infer L extends AcfLayout)[] }
      ? ShapesIn<L['fields']>
      : never
  : never;

/** Each shape under its name (Button, Image, MenuItem, SiteInfo …). */
export type ShapesByName = { [S in ShapesIn<FieldGroupList[number]['fields']> as S['name']]: S };

/** The choices of a select or checkbox field. */
export type ChoiceOf<F> = F extends { readonly choices: readonly (infer C extends string)[] } ? C : never;

/** The field of a field list with that ACF name. */
export type FieldNamed<Fields extends readonly AcfField[], N extends string> = Extract<Fields[number], { readonly name: N }>;

/** The styletypes the content model offers a block kind. */
export type StyletypeOf<K extends LayoutKind> = ChoiceOf<FieldNamed<LayoutsByKind[K]['fields'], 'styletype'>>;

/** How a reader of the content sees the fields: what AcfValues makes of each kind. */
export interface AcfReading {
  /** The value of each field kind that holds no other fields (a fixture holds a database id for an image, Gatsby a media node). */
  readonly leaves: Record<Exclude<AcfFieldType, 'select' | 'checkbox' | 'repeater' | 'group' | 'flexible_content'>, unknown>;
  /** By shape name, the fields (GraphQL names) a row of it always has, never null. */
  readonly present: object;
  /** By shape name, the fields a row of it always has, null when empty. */
  readonly kept: object;
  /** Select fields (GraphQL names) that may hold a value outside their choices: WordPress keeps what was saved, and the site has a fallback for it. */
  readonly openChoices: string;
}

type GraphqlName<F extends AcfField> = F extends { readonly graphqlName: infer G extends string } ? G : AcfCamelCase<F['name']>;

/** The GraphQL names of a field list. */
export type GraphqlNamesOf<Fields extends readonly AcfField[]> = GraphqlName<Fields[number]>;
type NamesOf<M, S extends string> = S extends keyof M ? Extract<M[S], string> : never;

/**
 * The values of a field list by GraphQL name, each by its field's kind: a select one of its
 * choices, a checkbox a list of them, a repeater a list of rows of its shape, a group one row,
 * any other kind R['leaves'][kind]. The fields named in Present are always there and not null,
 * those in Kept always there but null when empty; the others may be left out or null, as
 * wp-graphql-acf answers a field nothing was saved in.
 */
export type AcfValues<
  Fields extends readonly AcfField[],
  R extends AcfReading,
  Present extends string = never,
  Kept extends string = never,
> = Flat<
  {
    -readonly [F in Fields[number] as GraphqlName<F> extends Present ? GraphqlName<F> : never]: AcfValue<F, R>;
  } & {
    -readonly [F in Fields[number] as GraphqlName<F> extends Kept ? GraphqlName<F> : never]: AcfValue<F, R> | null;
  } & {
    -readonly [F in Fields[number] as GraphqlName<F> extends Present | Kept ? never : GraphqlName<F>]?: AcfValue<F, R> | null;
  }
>;

/** A row of a repeater or group of shape S, with the fields R says its rows have. */
export type AcfRow<S extends AcfShape, R extends AcfReading> = AcfValues<
  S['fields'],
  R,
  NamesOf<R['present'], S['name']>,
  NamesOf<R['kept'], S['name']>
>;

type AcfValue<F extends AcfField, R extends AcfReading> = F['type'] extends 'select'
  ? ChoiceOf<F> | (GraphqlName<F> extends R['openChoices'] ? string & {} : never)
  : F['type'] extends 'checkbox'
    ? ChoiceOf<F>[]
    : F extends { readonly type: 'repeater'; readonly shape: infer S extends AcfShape }
      ? AcfRow<S, R>[]
      : F extends { readonly type: 'group'; readonly shape: infer S extends AcfShape }
        ? AcfRow<S, R>
        : F['type'] extends keyof R['leaves']
          ? R['leaves'][F['type']]
          : never;

/** An intersection of object types as one object type (easier to read in messages). */
type Flat<T> = { [K in keyof T]: T[K] };
