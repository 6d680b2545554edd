/**
 * The content model: every ACF field group the site reads, written once as ACF fields (with the
 * helpers of fields.ts). All else is derived from it:
 * - the ACF JSON export an editor imports into WordPress (scripts/acf-json.ts → wordpress/acf-json/),
 * - the GraphQL types wp-graphql-acf 0.6.2 makes of it (acf-schema.ts, acfObjectTypes), which the
 *   stand-in serves (mocks/wordpress/schema.ts) and the real stack produces
 *   (mocks/wordpress/contract/remote-schema.graphql, checked by mocks/wordpress/contract.test.ts),
 * - the types of its values a reader of the content gets (values.ts),
 * - the Gatsby interfaces gatsby-node declares over those per-owner types
 *   (src/build/gatsby-interfaces.ts, gatsbyContentModelSdl),
 *   so each block has one GraphQL fragment whatever it sits on (a page, a post or a reusable fragment),
 * - the fields holding WordPress HTML that gatsby-node sanitizes (gatsbyHtmlFields, there too).
 * The names follow the plugins' rules (naming.ts).
 *
 * Its imports name their files with the extension: Node's type stripping loads the model from the
 * stand-in (mocks/wordpress) as it is.
 */

import { BUTTON_THEMES, IMAGE_POSITIONS, OPERATING_SYSTEMS, PACKAGE_LEVELS, PACKAGE_TYPES } from './choices.ts';
import {
  checkbox,
  flexibleContent,
  group,
  image,
  link,
  named,
  number,
  postObject,
  repeater,
  select,
  shape,
  text,
  textarea,
  trueFalse,
  url,
  wysiwyg,
  type AcfFieldGroup,
  type AcfLayout,
  type AcfField,
  type AcfShape,
} from './fields.ts';
import { formatTypeName, ucfirst } from './naming.ts';

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

// ── the flexible-content layouts (docs/behaviour/blocks.md) ─────────────────────────────

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

/** The field groups with their literal types (values.ts derives the content's types from them). */
export type FieldGroupList = typeof FIELD_GROUP_LIST;

/** Block kinds: Banner, Content, Form, Posts, Repeat, Fragment. */
export const LAYOUT_KINDS = LAYOUTS.map((layout) => formatTypeName(layout.name));

/** The WPGraphQL type a post type's nodes have: FlexFragment for 'fragment'. */
export function postTypeGraphqlName(postType: string): string {
  const type = POST_TYPES.find((candidate) => candidate.name === postType);
  return ucfirst(type?.graphqlSingleName ?? postType);
}

/** Owner types of the flexible content (Page, Post, FlexFragment). */
export const FLEX_OWNERS = (FIELD_GROUPS.find((group) => group.graphqlFieldName === 'flexContent')?.location ?? []).map(
  postTypeGraphqlName,
);
