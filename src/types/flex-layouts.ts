/**
 * The content model: every ACF field group the site reads, written once as ACF fields. All
 * else is derived from it:
 * - the ACF JSON export an editor imports into WordPress (scripts/acf-json.ts → wordpress/acf-json/),
 * - the GraphQL types wp-graphql-acf 0.6.2 makes of it (acfObjectTypes below), which the
 *   stand-in serves (mocks/wordpress/schema.ts) and the real stack produces
 *   (mocks/wordpress/contract/remote-schema.graphql, checked by mocks/wordpress/contract.test.ts),
 * - the Gatsby interfaces gatsby-node declares over those per-owner types (gatsbyContentModelSdl),
 *   so each block has one GraphQL fragment whatever it sits on (a page, a post or a reusable fragment),
 * - the fields holding WordPress HTML that gatsby-node sanitizes (gatsbyHtmlFields).
 *
 * Naming follows wp-graphql-acf v0.6.2, src/class-config.php:
 * - a field's GraphQL name is camel_case(name) (add_field_group_fields): 'image_desktop' → imageDesktop;
 *   camel_case lowercases first, so ACF names are snake_case;
 * - a field group on type T is the field graphql_field_name of type `T_` + ucfirst(camel_case(name))
 *   (add_acf_fields_to_graphql_types → register_graphql_field case 'group'): Page_Flexcontent;
 * - group: `P_` + ucfirst(camel_case(name)); repeater: `P_` + camel_case(name) (no ucfirst), a list;
 * - flexible_content: union `P_` + ucfirst(camel_case(name)), one type per layout `U_` +
 *   ucfirst(camel_case(layout)) whose fieldGroupName is that type name;
 * - groups, repeater rows and layouts implement AcfFieldGroup and have fieldGroupName (the ACF name);
 * - post_object / page_link with post types: union `P_` + ucfirst(camel_case(name)) of those types;
 * - number → Float, true_false → Boolean, checkbox → [String], image → MediaItem, link → AcfLink,
 *   text/textarea/wysiwyg/url/select → String.
 * An options page is its own type (graphql_field_name, format_type_name) with pageTitle and pageSlug
 * and a root field (register_options_page_fields… lines 225–285).
 *
 * Its one import names its file with the extension: Node's type stripping loads this file from the
 * stand-in as it is.
 */

import { BUTTON_THEMES, IMAGE_POSITIONS, OPERATING_SYSTEMS, PACKAGE_LEVELS, PACKAGE_TYPES } from './choices.ts';

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
// as literal types, so the types of the content's values are derived from this file (AcfValues).
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

// ── shapes shared by several layouts ────────────────────────────────────────

export { BUTTON_THEMES, IMAGE_POSITIONS, PACKAGE_LEVELS, PACKAGE_TYPES };

const SHAPES = {
  Button: shape('Button', [link('link', 'Link'), select('theme', 'Theme', BUTTON_THEMES, 'Unknown themes render black.')]),
  Image: shape('Image', [
    image('image', 'Image'),
    select('position', 'Position', IMAGE_POSITIONS, 'Where the image is anchored when cropped.'),
  ]),
  BannerService: shape('BannerService', [
    text('title', 'Title'),
    link('link', 'Link'),
    image('image', 'Image'),
    number('sort_number', 'Sort number'),
  ]),
  QuotationSection: shape('QuotationSection', [
    select('type', 'Type', PACKAGE_TYPES),
    text('title', 'Title', { instructions: "Shown after 'Kies een'." }),
    wysiwyg('description', 'Description'),
    image('image', 'Image'),
    trueFalse('default_open', 'Open at first'),
  ]),
  ServiceCard: shape('ServiceCard', [image('image', 'Image'), text('title', 'Title'), wysiwyg('text', 'Text'), link('link', 'Link')]),
  Usp: shape('Usp', [
    image('icon', 'Icon'),
    text('title', 'Title'),
    wysiwyg('description', 'Description'),
    // A post_object, not a page_link: WPGraphQL for ACF 2.x reads a page_link in a repeater row from
    // ACF's formatted value, a URL, and answers null (src/FieldType/Relationship.php, get_graphql_type:
    // absint of each value). Both store the post's id, so switching kept every saved link.
    postObject('link', 'Link', ['page', 'post']),
  ]),
  ContentItem: shape('ContentItem', [
    select('type', 'Type', ['intro', 'text', 'quote'] as const),
    text('title', 'Title'),
    wysiwyg('description', 'Description'),
  ]),
  Faq: shape('Faq', [text('question', 'Question'), wysiwyg('answer', 'Answer')]),
  MenuLink: shape('MenuLink', [link('link', 'Link')]),
} satisfies Record<string, AcfShape>;

const MENU_ITEM = shape('MenuItem', [link('link', 'Link'), repeater('submenu', 'Submenu', SHAPES.MenuLink)]);

// ── the flexible-content layouts (spec §2, §3) ─────────────────────────────

/** Every layout starts with these two fields. */
const layoutFields = <S extends string, F extends readonly AcfField[]>(styletypes: readonly S[], fields: F) =>
  [
    select('styletype', 'Style', styletypes),
    text('section_id', 'Section id', { instructions: 'Optional anchor (#id) of the section.' }),
    ...fields,
  ] as const;

export const LAYOUTS = [
  {
    name: 'banner',
    label: 'Banner',
    fields: layoutFields(['banner_default', 'banner_landing', 'banner_post', 'banner_service'] as const, [
      text('label', 'Label'),
      text('title', 'Title'),
      wysiwyg('description', 'Description'),
      repeater('links', 'Buttons', SHAPES.Button),
      repeater('services', 'Services', SHAPES.BannerService, 'banner_service: the service images (at most 3 are shown, by sort number).'),
    ]),
  },
  {
    name: 'content',
    label: 'Content',
    fields: layoutFields(
      [
        'content_block_with_pointers',
        'content_title_with_text',
        'content_image_with_quote',
        'content_image_with_pointers',
        'content_image_with_text',
        'content_whitepaper',
        'content_cta',
        'content_enclose',
      ] as const,
      [
        text('label', 'Label'),
        text('title', 'Title'),
        wysiwyg('description', 'Description'),
        textarea('pointers', 'Pointers', { instructions: 'Comma-separated list.' }),
        repeater('links', 'Buttons', SHAPES.Button),
        group('image_desktop', 'Image (desktop)', SHAPES.Image),
        group('image_mobile', 'Image (mobile)', SHAPES.Image),
        url('vimeo_url', 'Vimeo URL'),
        image('person_image', 'Person image'),
        image('icon', 'Icon'),
        select('view', 'View', ['text_left', 'text_right'] as const, 'content_image_with_text.'),
        select('enclose_type', 'Enclose type', ['typeform'] as const, 'content_enclose.'),
        text('typeform_id', 'Typeform id'),
      ],
    ),
  },
  {
    name: 'form',
    label: 'Form',
    fields: layoutFields(['form_default', 'form_contact'] as const, [
      text('title', 'Title'),
      wysiwyg('description', 'Description'),
      number('form_id', 'Gravity Forms form id', { instructions: 'The id of the form (Forms → Forms, column ID).' }),
      group('image_desktop', 'Image', SHAPES.Image),
    ]),
  },
  {
    name: 'posts',
    label: 'Posts',
    fields: layoutFields(['posts_latest', 'posts_blog', 'posts_package_prices', 'posts_package_quotation'] as const, [
      text('label', 'Label'),
      text('title', 'Title'),
      wysiwyg('description', 'Description'),
      repeater('links', 'Buttons', SHAPES.Button),
      number('count', 'Number of posts', { instructions: 'posts_latest: how many posts.' }),
      select('packages_type', 'Packages', PACKAGE_TYPES, 'posts_package_prices: which packages.'),
      textarea('features', 'Included features', { instructions: "posts_package_prices: comma-separated 'Inbegrepen features'." }),
      repeater('sections', 'Quotation sections', SHAPES.QuotationSection),
      text('cta_title', 'CTA title'),
      image('cta_image', 'CTA image'),
      link('cta_link', 'CTA link'),
    ]),
  },
  {
    name: 'repeat',
    label: 'Repeat',
    fields: layoutFields(['repeat_services', 'repeat_usps', 'repeat_content_with_cta', 'repeat_faq'] as const, [
      text('title', 'Title'),
      wysiwyg('description', 'Description'),
      select('view', 'View', ['default', 'foldable'] as const, 'repeat_usps.'),
      // Banner's 'services' are BannerService rows: under one name WPGraphQL for ACF 2.x would give both one type.
      named(repeater('services', 'Services', SHAPES.ServiceCard), 'serviceCards'),
      repeater('usps', 'USPs', SHAPES.Usp),
      repeater('content', 'Content', SHAPES.ContentItem),
      text('cta_title', 'CTA title'),
      image('cta_image', 'CTA image'),
      repeater('links', 'Buttons', SHAPES.Button),
      repeater('faq', 'FAQ', SHAPES.Faq),
    ]),
  },
  {
    name: 'fragment',
    label: 'Fragment',
    fields: layoutFields(['default'] as const, [
      postObject('fragment', 'Fragment', ['fragment'], 'The reusable fragment whose blocks are rendered here.'),
    ]),
  },
] as const satisfies readonly AcfLayout[];

// ── the field groups ─────────────────────────────────────────────────────────

/** WordPress post types the site reads, with the GraphQL names WPGraphQL gives them (graphql_single_name / graphql_plural_name). */
export const POST_TYPES = [
  { name: 'page', graphqlSingleName: 'page', graphqlPluralName: 'pages', builtIn: true, label: 'Pages', singularLabel: 'Page' },
  { name: 'post', graphqlSingleName: 'post', graphqlPluralName: 'posts', builtIn: true, label: 'Posts', singularLabel: 'Post' },
  {
    name: 'fragment',
    graphqlSingleName: 'flexFragment',
    graphqlPluralName: 'flexFragments',
    builtIn: false,
    label: 'Fragmenten',
    singularLabel: 'Fragment',
  },
  {
    name: 'package',
    graphqlSingleName: 'package',
    graphqlPluralName: 'packages',
    builtIn: false,
    label: 'Pakketten',
    singularLabel: 'Pakket',
  },
] as const;

/** The options page (ACF Pro / Secure Custom Fields): menu slug and GraphQL name. */
export const OPTIONS_PAGE = { slug: 'site-settings', title: 'Site settings', graphqlFieldName: 'siteSettings' } as const;

const FIELD_GROUP_LIST = [
  {
    key: 'group_flex_content',
    title: 'Flexible content',
    graphqlFieldName: 'flexContent',
    location: ['page', 'post', 'fragment'],
    fields: [flexibleContent('flex', 'Blocks', LAYOUTS)],
  },
  {
    key: 'group_page_settings',
    title: 'Page settings',
    graphqlFieldName: 'pageSettings',
    location: ['page'],
    fields: [
      // On unless switched off: wp-graphql-acf answers a switched-off box as null, a never-saved one as this default.
      trueFalse('show_newsletter', 'Show the newsletter', { defaultValue: 1 }),
      trueFalse('show_footer', 'Show the footer', { defaultValue: 1 }),
      select('breadcrumb', 'Breadcrumb', ['none', 'path', 'fragment', 'custom', 'history'] as const),
      repeater('breadcrumb_custom', 'Custom breadcrumb', SHAPES.MenuLink, "Mode 'custom': the crumbs after Home."),
      trueFalse('sticky_header', 'Sticky header'),
    ],
  },
  { key: 'group_post_recap', title: 'Recap', graphqlFieldName: 'recap', location: ['post'], fields: [text('author', 'Author')] },
  {
    key: 'group_package_info',
    title: 'Package info',
    graphqlFieldName: 'info',
    location: ['package'],
    fields: [
      select('type', 'Type', PACKAGE_TYPES),
      select('level', 'Level', PACKAGE_LEVELS),
      image('icon', 'Icon'),
      number('vcpu', 'vCPU'),
      number('ram', 'RAM (GB)'),
      number('nvme', 'NVMe (GB)'),
      number('price_from', 'Price from (€ a month)'),
      number('one_time_cost', 'One-time cost (€)'),
      number('min_amount', 'Minimum amount'),
      checkbox('option_operating_systems', 'Operating systems', OPERATING_SYSTEMS),
      trueFalse('upgrade_ms_rdp', 'Upgrade: MS RDP'),
      trueFalse('upgrade_ipv4', 'Upgrade: IPv4'),
      trueFalse('upgrade_vcpu_core', 'Upgrade: vCPU core'),
      trueFalse('upgrade_ram', 'Upgrade: RAM'),
      select(
        'upgrade_storage',
        'Upgrade: storage',
        ['100gb_nvme', '100gb_nvme_1'] as const,
        "'100gb_nvme_1' means the cheaper storage price; empty: no storage upgrade.",
      ),
      number('upgrade_ms_rdp_max', 'Upgrade max: MS RDP'),
      number('upgrade_ipv4_max', 'Upgrade max: IPv4'),
      number('upgrade_vcpu_core_max', 'Upgrade max: vCPU core'),
      number('upgrade_ram_max', 'Upgrade max: RAM'),
      number('upgrade_storage_max', 'Upgrade max: storage'),
      text('flexible', 'Flexible'),
      text('full_backup', 'Full backup'),
      text('include_snapshots', 'Snapshots included'),
      text('iso_nen_dutch_datacenters', 'ISO/NEN Dutch datacenters'),
      text('full_service', 'Full service'),
      text('unlimited_data', 'Unlimited data'),
      text('work_safe_from_home', 'Work safely from home'),
      trueFalse('option_extra_safe_home', 'Option: extra safe at home'),
      trueFalse('option_full_service', 'Option: full service'),
      trueFalse('option_extra_storage_unlimited', 'Option: unlimited extra storage'),
    ],
  },
  {
    key: 'group_site_settings',
    title: 'Site settings',
    // Not 'settings': WPGraphQL for ACF 2.x names a field group's type after it, and `Settings` is WPGraphQL's own type.
    graphqlFieldName: 'siteOptions',
    location: [OPTIONS_PAGE.slug],
    optionsPage: true,
    fields: [
      group(
        'info',
        'Contact details',
        shape('SiteInfo', [
          text('address_rule_one', 'Address line 1'),
          text('address_rule_two', 'Address line 2'),
          url('address_google_maps', 'Google Maps link'),
          text('phonenumber', 'Phone number'),
          text('email', 'Email'),
          url('linkedin_url', 'LinkedIn'),
          url('login_operator_url', 'Operator login'),
        ]),
      ),
      repeater('menu_header', 'Header menu', MENU_ITEM),
      repeater('menu_footer', 'Footer menu', SHAPES.MenuLink),
      repeater('menu_services', 'Services menu', SHAPES.MenuLink),
      group(
        'newsletter',
        'Newsletter',
        shape('Newsletter', [
          text('title', 'Title'),
          number('form_id', 'Gravity Forms form id', { instructions: 'The form the newsletter modal shows.' }),
        ]),
      ),
    ],
  },
] as const satisfies readonly AcfFieldGroup[];

export const FIELD_GROUPS: readonly AcfFieldGroup[] = FIELD_GROUP_LIST;

// ── wp-graphql-acf naming ───────────────────────────────────────────────────

/** wp-graphql-acf's Config::camel_case. */
export function acfCamelCase(value: string): string {
  const words = value
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim()
    .toLowerCase()
    .split(' ');
  const joined = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

const ucfirst = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** wp-graphql-acf's type-name part: ucfirst(camel_case(name)). */
export const formatTypeName = (value: string) => ucfirst(acfCamelCase(value));

/** WPGraphQL's Utils::format_field_name (src/Utils/Utils.php): words split at _ - and space joined in camel case; the rest kept as it is. */
export function wpFormatFieldName(value: string): string {
  const words = value
    .replace(/[^a-zA-Z0-9 -]/g, '_')
    .split(/[_\- ]+/)
    .filter(Boolean);
  const joined = words.map((word, index) => (index === 0 ? word : ucfirst(word))).join('');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

/** A field's GraphQL name in both plugin lines: its graphqlName, else camel_case of its ACF name. */
export function graphqlNameOf(acfField: Pick<AcfField, 'name' | 'graphqlName'>): string {
  return acfField.graphqlName ?? acfCamelCase(acfField.name);
}

/** WPGraphQL's Utils::format_type_name: ucfirst(format_field_name(name)). */
export const wpFormatTypeName = (value: string) => ucfirst(wpFormatFieldName(value));

export function acfTypeNameOf(parent: string, acfField: Pick<AcfField, 'name' | 'type'>): string {
  return acfField.type === 'repeater' ? `${parent}_${acfCamelCase(acfField.name)}` : `${parent}_${formatTypeName(acfField.name)}`;
}

export type FlexOwner = string;

/** Block kinds: Banner, Content, Form, Posts, Repeat, Fragment. */
export const LAYOUT_KINDS = LAYOUTS.map((layout) => formatTypeName(layout.name));

/** The type name of a block kind on an owner: Page_Flexcontent_Flex_Banner. */
export function layoutTypeName(owner: string, kind: string): string {
  return `${owner}_Flexcontent_Flex_${kind}`;
}

/** The WPGraphQL type a post type's nodes have: FlexFragment for 'fragment'. */
export function postTypeGraphqlName(postType: string): string {
  const type = POST_TYPES.find((candidate) => candidate.name === postType);
  return ucfirst(type?.graphqlSingleName ?? postType);
}

/** Owner types of the flexible content (Page, Post, FlexFragment). */
export const FLEX_OWNERS = (FIELD_GROUPS.find((group) => group.graphqlFieldName === 'flexContent')?.location ?? []).map(
  postTypeGraphqlName,
);

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
export type FieldGroupsByName = { [G in (typeof FIELD_GROUP_LIST)[number] as G['graphqlFieldName']]: G };

/** The shapes of a field list's repeaters and groups, and of theirs. */
type ShapesIn<Fields extends readonly AcfField[]> = Fields[number] extends infer F
  ? F extends { readonly shape: infer S extends AcfShape }
    ? S | ShapesIn<S['fields']>
    : F extends { readonly layouts: readonly (infer L extends AcfLayout)[] }
      ? ShapesIn<L['fields']>
      : never
  : never;

/** Each shape under its name (Button, Image, MenuItem, SiteInfo …). */
export type ShapesByName = { [S in ShapesIn<(typeof FIELD_GROUP_LIST)[number]['fields']> as S['name']]: S };

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

// ── the GraphQL types the two plugin lines make of the model ───────────────

/**
 * The WPGraphQL for ACF line a WordPress runs, which decides the type names and some value shapes:
 * - '0.6': wp-graphql-acf 0.6.2 (archived), one set of types per owner (Page_Flexcontent_Flex_Banner);
 * - '2': WPGraphQL for ACF 2.x (wp-graphql/wpgraphql-acf), one set for all owners (FlexContentFlexBannerLayout),
 *   selects as lists, images as edges, references as connections.
 */
export type AcfLine = '0.6' | '2';
export const ACF_LINES: readonly AcfLine[] = ['0.6', '2'];

export interface AcfObjectType {
  name: string;
  kind: 'object' | 'union' | 'interface';
  /** object / interface: field name → GraphQL type (SDL). */
  fields: { name: string; type: string; acf: AcfField | null; args?: string; deprecated?: string }[];
  /** union: member type names. */
  members?: string[];
  /** object / interface: the interfaces it implements. */
  interfaces?: string[];
  /** The recurring shape or block kind this type is an instance of (for the Gatsby interfaces). */
  shape?: string;
  /** Set on layout types: the block kind. */
  layoutKind?: string;
}

export interface AcfTypes {
  types: AcfObjectType[];
  /** The field-group fields on their owners, and (2.x) the interface that brings each one. */
  ownerFields: { owner: string; field: string; type: string; interface?: string }[];
  optionsPage: { typeName: string; rootField: string };
}

/** The field type both lines give the kinds that hold no other fields; null for the others. */
function scalarOf(acfField: AcfField, line: AcfLine): string | null {
  switch (acfField.type) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'url':
      return 'String';
    // 2.x: src/FieldType/Select.php answers a list, whether or not the field allows several.
    case 'select':
      return line === '2' ? '[String]' : 'String';
    case 'number':
      return 'Float';
    case 'true_false':
      return 'Boolean';
    case 'checkbox':
      return '[String]';
    // 2.x: src/FieldType/Image.php, a one-to-one connection edge ({ node: MediaItem }).
    case 'image':
      return line === '2' ? 'AcfMediaItemConnectionEdge' : 'MediaItem';
    case 'link':
      return 'AcfLink';
    default:
      return null;
  }
}

/** The shape a field group gives its own type (WpFlexPageSettings …); none for the flexible content, whose owners' fields differ in type. */
function groupShape(group: AcfFieldGroup): string | undefined {
  return group.fields.some((entry) => entry.type === 'flexible_content') ? undefined : formatTypeName(group.key.replace(/^group_/, ''));
}

/**
 * The object and union types wp-graphql-acf 0.6.2 registers for a field list on `typeName`, and
 * the field list itself (with fieldGroupName first), in registration order.
 */
function typesOfFields(typeName: string, fields: readonly AcfField[], out: AcfObjectType[], shape?: string, kind?: string): AcfObjectType {
  const own: AcfObjectType = {
    name: typeName,
    kind: 'object',
    fields: [{ name: 'fieldGroupName', type: 'String', acf: null }],
    interfaces: ['AcfFieldGroup'],
    ...(shape ? { shape } : {}),
    ...(kind ? { layoutKind: kind } : {}),
  };
  out.push(own);
  for (const acfField of fields) {
    const name = graphqlNameOf(acfField);
    const scalar = scalarOf(acfField, '0.6');
    if (scalar) {
      own.fields.push({ name, type: scalar, acf: acfField });
    } else if (acfField.type === 'group' || acfField.type === 'repeater') {
      const subType = acfTypeNameOf(typeName, acfField);
      typesOfFields(subType, acfField.shape?.fields ?? [], out, acfField.shape?.name);
      own.fields.push({ name, type: acfField.type === 'repeater' ? `[${subType}]` : subType, acf: acfField });
    } else if (acfField.type === 'flexible_content') {
      const union = acfTypeNameOf(typeName, acfField);
      const members = (acfField.layouts ?? []).map((layout) => {
        const kind = formatTypeName(layout.name);
        return typesOfFields(`${union}_${kind}`, layout.fields, out, undefined, kind).name;
      });
      out.push({ name: union, kind: 'union', fields: [], members });
      own.fields.push({ name, type: `[${union}]`, acf: acfField });
    } else if (acfField.type === 'post_object' || acfField.type === 'page_link') {
      const union = acfTypeNameOf(typeName, acfField);
      out.push({ name: union, kind: 'union', fields: [], members: (acfField.postTypes ?? []).map(postTypeGraphqlName) });
      own.fields.push({ name, type: union, acf: acfField });
    }
  }
  return own;
}

/** The connection arguments WPGraphQL gives a post_object / page_link field in 2.x. */
const CONNECTION_ARGS = 'first: Int, last: Int, after: String, before: String';
const DEPRECATED_FIELD_GROUP_NAME = 'Use __typename instead';

/**
 * The types WPGraphQL for ACF 2.x (v2.4.1) registers for a field list, named as it names them:
 * - a field group's type is format_type_name(graphql_field_name) (Registry::get_field_group_graphql_type_name);
 * - a repeater's or group's type is format_type_name(parent type + ' ' + field name), where the parent
 *   is the chain of enclosing field groups and fields and skips flexible-content layouts
 *   (FieldConfig::get_parent_graphql_type_name, FieldType/Repeater.php, FieldType/Group.php);
 * - a flexible-content field is a list of the interface `{Parent}{Field}_Layout`, each layout the type
 *   `{Parent}{Field}{Layout}Layout` (FieldType/FlexibleContent.php);
 * - every type T also has the interface `T_Fields` with the same fields, and both implement
 *   AcfFieldGroup and AcfFieldGroupFields, whose fieldGroupName is deprecated (Registry::register_acf_field_groups_to_graphql).
 * `chain` is the parent type name of the list's own sub-fields. A name registered twice is one type:
 * the model must never give it two shapes (checked here, so the model cannot drift into it).
 */
function typesOfFieldsV2(
  typeName: string,
  chain: string,
  fields: readonly AcfField[],
  out: Map<string, AcfObjectType>,
  extra: { shape?: string; kind?: string; layoutInterface?: string } = {},
): void {
  const existing = out.get(typeName);
  if (existing) {
    if (existing.shape !== extra.shape || existing.layoutKind !== extra.kind)
      throw new Error(
        `WPGraphQL for ACF 2.x would give ${existing.shape ?? existing.layoutKind} and ${extra.shape ?? extra.kind} one type, ${typeName}: give one field another graphqlName`,
      );
    return;
  }
  const own: AcfObjectType['fields'] = [{ name: 'fieldGroupName', type: 'String', acf: null, deprecated: DEPRECATED_FIELD_GROUP_NAME }];
  const common = ['AcfFieldGroup', 'AcfFieldGroupFields'];
  const layoutInterfaces = extra.layoutInterface ? [extra.layoutInterface] : [];
  out.set(`${typeName}_Fields`, {
    name: `${typeName}_Fields`,
    kind: 'interface',
    fields: own,
    interfaces: [...layoutInterfaces, ...common],
  });
  out.set(typeName, {
    name: typeName,
    kind: 'object',
    fields: own,
    interfaces: [`${typeName}_Fields`, ...layoutInterfaces, ...common],
    ...(extra.shape ? { shape: extra.shape } : {}),
    ...(extra.kind ? { layoutKind: extra.kind } : {}),
  });
  for (const acfField of fields) {
    const name = graphqlNameOf(acfField);
    const scalar = scalarOf(acfField, '2');
    if (scalar) {
      own.push({ name, type: scalar, acf: acfField });
    } else if (acfField.type === 'group' || acfField.type === 'repeater') {
      const subType = wpFormatTypeName(`${chain} ${name}`);
      typesOfFieldsV2(subType, subType, acfField.shape?.fields ?? [], out, { shape: acfField.shape?.name });
      own.push({ name, type: acfField.type === 'repeater' ? `[${subType}]` : subType, acf: acfField });
    } else if (acfField.type === 'flexible_content') {
      const prefix = wpFormatTypeName(`${chain} ${name}`);
      const layoutInterface = `${prefix}_Layout`;
      out.set(layoutInterface, {
        name: layoutInterface,
        kind: 'interface',
        fields: [{ name: 'fieldGroupName', type: 'String', acf: null }],
      });
      for (const layout of acfField.layouts ?? []) {
        const kind = formatTypeName(layout.name);
        typesOfFieldsV2(`${wpFormatTypeName(`${prefix} ${kind}`)}Layout`, prefix, layout.fields, out, { kind, layoutInterface });
      }
      own.push({ name, type: `[${layoutInterface}]`, acf: acfField });
    } else if (acfField.type === 'post_object' || acfField.type === 'page_link') {
      own.push({ name, type: 'AcfContentNodeConnection', acf: acfField, args: CONNECTION_ARGS });
    }
  }
}

/** Owner type name → its field-group fields (flexContent: Page_Flexcontent …) and every type they bring, as `line` names them. */
export function acfObjectTypes(line: AcfLine = '0.6'): AcfTypes {
  const ownerFields: AcfTypes['ownerFields'] = [];
  // Options page: Utils::format_type_name(graphql_field_name), its root field Utils::format_field_name of that
  // (0.6: class-config.php lines 225–285; 2.x: the ACF JSON's graphql_type_name, Admin/OptionsPageRegistration.php).
  const optionsTypeName = ucfirst(wpFormatFieldName(OPTIONS_PAGE.graphqlFieldName));
  const optionsPage = { typeName: optionsTypeName, rootField: wpFormatFieldName(optionsTypeName) };
  if (line === '2') {
    const out = new Map<string, AcfObjectType>();
    for (const group of FIELD_GROUPS) {
      const groupType = wpFormatTypeName(group.graphqlFieldName.replace(/[\W_]+/g, ' '));
      typesOfFieldsV2(groupType, groupType, group.fields, out, { shape: groupShape(group) });
      const owners = group.optionsPage ? [optionsTypeName] : group.location.map(postTypeGraphqlName);
      for (const owner of owners)
        ownerFields.push({ owner, field: group.graphqlFieldName, type: groupType, interface: `WithAcf${groupType}` });
    }
    return { types: [...out.values()], ownerFields, optionsPage };
  }
  const out: AcfObjectType[] = [];
  for (const group of FIELD_GROUPS) {
    const owners = group.optionsPage ? [optionsTypeName] : group.location.map(postTypeGraphqlName);
    for (const owner of owners) {
      const groupType = `${owner}_${formatTypeName(group.graphqlFieldName)}`;
      typesOfFields(groupType, group.fields, out, groupShape(group));
      ownerFields.push({ owner, field: group.graphqlFieldName, type: groupType });
    }
  }
  return { types: out, ownerFields, optionsPage };
}

/** SDL of the types acfObjectTypes(line) lists, and (2.x) the interfaces that bring the field groups to their owners. */
export function acfTypesSdl(line: AcfLine = '0.6'): string {
  const { types, ownerFields, optionsPage } = acfObjectTypes(line);
  const fieldLines = (type: AcfObjectType) =>
    type.fields
      .map(
        (entry) =>
          `  ${entry.name}${entry.args ? `(${entry.args})` : ''}: ${entry.type}${entry.deprecated ? ` @deprecated(reason: "${entry.deprecated}")` : ''}`,
      )
      .join('\n');
  const blocks = types.map((type) =>
    type.kind === 'union'
      ? `union ${type.name} = ${(type.members ?? []).join(' | ')}`
      : `${type.kind === 'interface' ? 'interface' : 'type'} ${type.name}${type.interfaces?.length ? ` implements ${type.interfaces.join(' & ')}` : ''} {\n${fieldLines(type)}\n}`,
  );
  const withAcf = [...new Map(ownerFields.flatMap((entry) => (entry.interface ? [[entry.interface, entry] as const] : []))).values()].map(
    (entry) => `interface ${entry.interface} {\n  ${entry.field}: ${entry.type}\n}`,
  );
  const options =
    line === '2' ? '' : `"${OPTIONS_PAGE.title} options."\ntype ${optionsPage.typeName} {\n  pageTitle: String\n  pageSlug: String\n}`;
  return [options, ...withAcf, ...blocks].filter(Boolean).join('\n\n');
}

// ── the Gatsby side ──────────────────────────────────────────────────────────

/** The Gatsby interface every layout implements: what FlexContent needs to pick a component. */
export const COMMON_LAYOUT_INTERFACE = 'WpFlexLayout';

/** The Gatsby interface of a block kind: WpFlexBannerLayout for Banner. */
export function layoutInterfaceName(kind: string): string {
  return `WpFlex${kind}Layout`;
}

/** The Gatsby interface of a shape: WpFlexButton for Button. */
export function shapeInterfaceName(shape: string): string {
  return `WpFlex${shape}`;
}

/**
 * How a field's stored value becomes what the site's interfaces say, where the two lines answer it
 * differently; gatsby-node resolves these fields itself (src/build/resolvers.ts):
 * - 'reference': a post_object / page_link, to the node it points at. 0.6 stores `{ __typename, id }`
 *   of a union member, 2.x a connection `{ nodes: [{ __typename, id }] }`. Gatsby keeps
 *   gatsby-source-wordpress's resolver under a redeclared field, so even 0.6's needs resolving;
 * - 'select': 2.x's list of one, to its value;
 * - 'image': 2.x's edge `{ node: { __typename, id } }`, to the media item.
 */
export type ResolvedKind = 'reference' | 'select' | 'image';

function resolvedKindOf(acfField: AcfField | null, line: AcfLine): ResolvedKind | null {
  if (acfField?.type === 'post_object' || acfField?.type === 'page_link') return 'reference';
  if (line === '2' && acfField?.type === 'select') return 'select';
  if (line === '2' && acfField?.type === 'image') return 'image';
  return null;
}

/** The Gatsby type of a field as the site reads it: the 0.6 type (in Gatsby's names), references as the node they point at. */
function gatsbySiteField(entry: AcfObjectType['fields'][number], shapeOf?: Map<string, string>): string {
  const acfField = entry.acf;
  if (acfField && (acfField.type === 'post_object' || acfField.type === 'page_link')) {
    const targets = acfField.postTypes ?? [];
    return `${entry.name}: ${targets.length === 1 ? `Wp${postTypeGraphqlName(targets[0]!)}` : 'WpContentNode'}`;
  }
  if (acfField?.type === 'flexible_content') return `${entry.name}: [${COMMON_LAYOUT_INTERFACE}]`;
  const scalar = acfField ? scalarOf(acfField, '0.6') : null;
  return `${entry.name}: ${gatsbyTypeOf(scalar ?? entry.type, shapeOf)}`;
}

/** A form-id number gets its form: `form`, a new field, linked by databaseId to the sourced WpGfForm. */
function formField(entry: AcfObjectType['fields'][number]): string[] {
  return entry.acf?.type === 'number' && entry.acf.name === 'form_id' ? ['form: WpGfForm @link(by: "databaseId", from: "formId")'] : [];
}

const SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** A WPGraphQL type reference in Gatsby's names; recurring shapes become their interfaces. */
function gatsbyTypeOf(type: string, shapeOf?: Map<string, string>): string {
  return type.replace(/\b([A-Z][A-Za-z0-9_]*)\b/g, (name) => (SCALARS.has(name) ? name : (shapeOf?.get(name) ?? `Wp${name}`)));
}

/** The Gatsby interfaces a concrete type implements. */
function gatsbyInterfacesOf(type: AcfObjectType): string[] {
  if (type.layoutKind) return [COMMON_LAYOUT_INTERFACE, layoutInterfaceName(type.layoutKind)];
  return type.shape ? [shapeInterfaceName(type.shape)] : [];
}

/**
 * Gatsby SDL for gatsby-node's createSchemaCustomization:
 * - WpFlexLayout and one interface per block kind (WpFlexBannerLayout …), one per recurring shape
 *   (WpFlexButton …) and one per field group without flexible content (WpFlexPageSettings …), whose
 *   fields name the shape interfaces. They are the site's vocabulary, the same whichever line
 *   WordPress runs, taken from the 0.6 types;
 * - each concrete type of `line` (WpPage_Flexcontent_Flex_Banner, or WpFlexContentFlexBannerLayout …)
 *   declared as implementing its interfaces. A concrete type names only the fields Gatsby must type
 *   or resolve differently (gatsbyResolvedFields, the form of a form id): Gatsby merges this into
 *   gatsby-source-wordpress's definitions, so every other field keeps the plugin's resolver.
 */
export function gatsbyContentModelSdl(line: AcfLine = '0.6'): string {
  const site = acfObjectTypes('0.6').types.filter((type) => type.kind === 'object');
  const shapeInterface = new Map(site.flatMap((type) => (type.shape ? [[type.name, shapeInterfaceName(type.shape)] as const] : [])));
  const interfaces = new Map<string, string[]>();
  interfaces.set(COMMON_LAYOUT_INTERFACE, ['fieldGroupName: String', 'styletype: String', 'sectionId: String']);
  for (const type of site) {
    const ownName = type.layoutKind ? layoutInterfaceName(type.layoutKind) : type.shape ? shapeInterfaceName(type.shape) : null;
    if (ownName && !interfaces.has(ownName))
      interfaces.set(
        ownName,
        [...type.fields.flatMap((entry) => [gatsbySiteField(entry, shapeInterface), ...formField(entry)])].map((l) =>
          l.replace(/ @link\(.*\)$/, ''),
        ),
      );
  }
  const declarations: string[] = [];
  for (const type of acfObjectTypes(line).types) {
    if (type.kind === 'union') continue;
    // 2.x's T_Fields interfaces carry the same fields as T: they are retyped alike.
    const implemented = type.kind === 'object' ? gatsbyInterfacesOf(type) : [];
    const own = type.fields.flatMap((entry) => [
      ...(resolvedKindOf(entry.acf, line) ? [gatsbySiteField(entry, shapeInterface)] : []),
      ...(type.kind === 'object' ? formField(entry) : []),
    ]);
    if (implemented.length === 0 && own.length === 0) continue;
    const head = `${type.kind === 'interface' ? 'interface' : 'type'} Wp${type.name}${implemented.length ? ` implements ${implemented.join(' & ')}` : ''}`;
    declarations.push(own.length ? `${head} {\n  ${own.join('\n  ')}\n}` : head);
  }
  return [...[...interfaces].map(([name, fields]) => `interface ${name} {\n  ${fields.join('\n  ')}\n}`), ...declarations].join('\n\n');
}

/** The fields gatsby-node resolves itself, by Gatsby type name, with how (ResolvedKind). */
export function gatsbyResolvedFields(line: AcfLine = '0.6'): { type: string; field: string; kind: ResolvedKind }[] {
  return acfObjectTypes(line).types.flatMap((type) =>
    type.kind !== 'object'
      ? []
      : type.fields.flatMap((entry) => {
          const kind = resolvedKindOf(entry.acf, line);
          return kind ? [{ type: `Wp${type.name}`, field: entry.name, kind }] : [];
        }),
  );
}

/**
 * Every field that holds WordPress HTML (wysiwyg), by Gatsby type name: gatsby-node sanitizes
 * these at build time, so components render them without sanitizing in the browser.
 */
export function gatsbyHtmlFields(line: AcfLine = '0.6'): { type: string; field: string }[] {
  return acfObjectTypes(line).types.flatMap((type) =>
    type.kind !== 'object'
      ? []
      : type.fields.filter((entry) => entry.acf?.type === 'wysiwyg').map((entry) => ({ type: `Wp${type.name}`, field: entry.name })),
  );
}

/** The Gatsby types of a recurring shape (every WpFlexFaq row type …), for resolvers added per shape. */
export function gatsbyTypesOfShape(shape: string, line: AcfLine = '0.6'): string[] {
  return acfObjectTypes(line)
    .types.filter((type) => type.kind === 'object' && type.shape === shape)
    .map((type) => `Wp${type.name}`);
}

/** The Gatsby types of a block kind (every owner's WpPage_Flexcontent_Flex_Posts …). */
export function gatsbyTypesOfKind(kind: string, line: AcfLine = '0.6'): string[] {
  return acfObjectTypes(line)
    .types.filter((type) => type.kind === 'object' && type.layoutKind === kind)
    .map((type) => `Wp${type.name}`);
}
