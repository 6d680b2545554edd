/**
 * The content as WordPress (WPGraphQL + WPGatsby + WPGraphQL for ACF + WPGraphQL for Gravity
 * Forms) serves it: the shape of the fixture content in this folder, which the stand-in
 * (mocks/wordpress) turns into GraphQL answers.
 *
 * Blocks, page settings, the site settings and package info are derived from the content model
 * (src/model/values.ts, AcfValues): their keys are the GraphQL names wp-graphql-acf gives
 * the ACF fields (the stand-in maps them by name) and each value's type follows its field's kind;
 * FixtureReading holds what the model cannot say about them. Written by hand are the WordPress
 * objects around the field groups (pages, posts, media, categories) and Gravity Forms' forms,
 * which the content model does not describe.
 */
import type {
  AcfRow,
  AcfValues,
  FieldGroupsByName,
  GraphqlNamesOf,
  LayoutKind,
  LayoutsByKind,
  ShapesByName,
  StyletypeOf,
} from '../../src/model/values.ts';

export { PACKAGE_LEVELS } from '../../src/model/choices.ts';

/** wp-graphql-acf's AcfLink, as ACF stores a link field. */
export interface AcfLink {
  url: string;
  title: string;
  /** '_blank' opens a new tab; '' or null the same tab. */
  target: string | null;
}

/**
 * How the fixtures hold the fields. The content model says what kind each field is; written here
 * is only what it cannot say: what a fixture holds for a reference (a database id), which fields
 * the fixtures always fill (an editor may leave any field empty, so the model makes none
 * required), and which selects they may give a value outside the choices (the site's fallbacks
 * for a styletype or theme it does not know are tested with those).
 */
interface FixtureReading {
  leaves: {
    text: string;
    textarea: string;
    wysiwyg: string;
    url: string;
    number: number;
    true_false: boolean;
    /** A media item's database id. */
    image: number;
    link: AcfLink;
    /** A page's, post's or fragment's database id. */
    post_object: number;
    page_link: number;
  };
  present: {
    BannerService: Every<'BannerService'>;
    QuotationSection: 'type' | 'title' | 'description' | 'defaultOpen';
    ServiceCard: 'title' | 'text';
    Usp: 'title' | 'description';
    ContentItem: 'type' | 'description';
    Faq: Every<'Faq'>;
    MenuLink: Every<'MenuLink'>;
    MenuItem: 'link';
    SiteInfo: Every<'SiteInfo'>;
    Newsletter: Every<'Newsletter'>;
  };
  kept: {
    Button: 'link' | 'theme';
    Image: 'image';
    QuotationSection: 'image';
    ServiceCard: 'image' | 'link';
    Usp: 'icon' | 'link';
  };
  openChoices: 'styletype' | 'theme';
}

/** Every field of a shape. */
type Every<S extends keyof ShapesByName> = GraphqlNamesOf<ShapesByName[S]['fields']>;

type Row<S extends keyof ShapesByName> = AcfRow<ShapesByName[S], FixtureReading>;
type GroupValues<G extends keyof FieldGroupsByName, Present extends string = never, Kept extends string = never> = AcfValues<
  FieldGroupsByName[G]['fields'],
  FixtureReading,
  Present,
  Kept
>;

/** A button item (docs/behaviour/blocks.md#buttons): a link and a theme; unknown themes render black. */
export type ButtonItem = Row<'Button'>;
/** imageDesktop / imageMobile of a block: a media item and where to anchor it when cropped. */
export type ImageField = Row<'Image'>;
export type ImagePosition = NonNullable<ImageField['position']>;
export type BannerServiceItem = Row<'BannerService'>;
export type QuotationSection = Row<'QuotationSection'>;
export type UspItem = Row<'Usp'>;

// ── Media ──────────────────────────────────────────────────────────────────

export interface MediaArt {
  /** Drawn into the generated image file: two gradient colours and a motif. */
  from: string;
  to: string;
  motif: 'servers' | 'cloud' | 'desktop' | 'office' | 'people' | 'abstract' | 'icon' | 'level';
}

export interface MediaItem {
  databaseId: number;
  title: string;
  slug: string;
  /** Empty for decorative images (icons next to a text that says the same). */
  altText: string;
  /** Path under /wp-content/uploads/, with a real extension. */
  file: string;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  date: string;
  art: MediaArt;
}

// ── Site settings and menus (ACF options page) ───────────────────────────────

export type SiteInfo = Row<'SiteInfo'>;

export interface Settings extends GroupValues<'siteOptions', 'info' | 'menuHeader' | 'menuFooter' | 'menuServices' | 'newsletter'> {
  /** WordPress's own general settings (not ACF). */
  general: {
    title: string;
    description: string;
    language: string;
  };
}

// ── Flexible-content blocks (docs/behaviour/blocks.md) ──────────────────────────────────

/** A block of kind K: the layout's fields, and its kind (the layout's type-name suffix), which the stand-in serves it as. */
export type BlockOf<K extends LayoutKind> = { kind: K } & AcfValues<LayoutsByKind[K]['fields'], FixtureReading, 'styletype', KeptInBlocks>;

/** Block fields the fixtures always give, null when empty. */
type KeptInBlocks = 'formId' | 'fragment';

export type BannerBlock = BlockOf<'Banner'>;
export type ContentBlock = BlockOf<'Content'>;
export type FormBlock = BlockOf<'Form'>;
export type PostsBlock = BlockOf<'Posts'>;
export type RepeatBlock = BlockOf<'Repeat'>;
export type FragmentBlock = BlockOf<'Fragment'>;
export type Block = { [K in LayoutKind]: BlockOf<K> }[LayoutKind];

export type BannerStyletype = StyletypeOf<'Banner'>;
export type ContentStyletype = StyletypeOf<'Content'>;

// ── Pages, posts, fragments ──────────────────────────────────────────────────

export type PageSettings = GroupValues<'pageSettings', 'showNewsletter' | 'showFooter' | 'breadcrumb'>;

export interface Seo {
  title: string;
  description: string;
}

/** What a fixture node of every post type has. */
interface PostObject {
  databaseId: number;
  title: string;
  slug: string;
}

/** A reusable fragment (custom post type) that Fragment blocks pull in. */
export interface Fragment extends PostObject {
  blocks: Block[];
}

/** A page or post: a document of its own, at its URI. */
interface Document extends Fragment {
  /** Site-relative URI with leading and trailing slash: '/' for the front page, '/kennisbank/<slug>/' for a post. */
  uri: string;
  date: string;
  modified: string;
  seo: Seo;
}

export interface Page extends Document {
  isFrontPage?: boolean;
  /** Database id of the parent page (the Fragment breadcrumb follows this chain). */
  parent?: number | null;
  featuredImage?: number | null;
  settings: PageSettings;
}

export interface Category {
  databaseId: number;
  name: string;
  slug: string;
  description?: string | null;
}

/** A post; its recap group's fields (the author) sit on the post itself. Its blocks: a banner_post first, then content blocks with HTML. */
export interface Post extends Document, GroupValues<'recap', 'author'> {
  categories: number[];
  featuredImage: number | null;
  excerpt: string;
}

// ── Packages (custom post type) ──────────────────────────────────────────────

type PackageInfoValues = GroupValues<
  'info',
  | 'type'
  | 'level'
  | 'vcpu'
  | 'ram'
  | 'nvme'
  | 'priceFrom'
  | 'oneTimeCost'
  | 'minAmount'
  | 'optionOperatingSystems'
  | 'upgradeMsRdp'
  | 'upgradeIpv4'
  | 'upgradeVcpuCore'
  | 'upgradeRam',
  'upgradeStorage'
>;

/** The info group but its level icon, which a fixture package holds beside it (`icon`). */
export type PackageInfo = Omit<PackageInfoValues, 'icon'>;
export type PackageType = PackageInfo['type'];
export type PackageLevel = PackageInfo['level'];
export type OperatingSystem = PackageInfo['optionOperatingSystems'][number];

export interface Package extends PostObject {
  date: string;
  /** Last saved, when it differs from `date` (an edit in the running WordPress stand-in). */
  modified?: string;
  /** Level icon: the info group's icon field. */
  icon: NonNullable<PackageInfoValues['icon']> | null;
  info: PackageInfo;
}

// ── Gravity Forms (as WPGraphQL for Gravity Forms exposes them) ────────────────

export type GfFieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'consent'
  | 'select'
  | 'multiselect'
  | 'fileupload'
  | 'date'
  | 'section'
  | 'checkbox'
  | 'radio'
  | 'number'
  | 'name'
  | 'address'
  | 'website'
  | 'list'
  | 'html';

export interface GfChoice {
  text: string;
  value: string;
  isSelected?: boolean;
}

/** A sub-input of a name, address or checkbox field; `id` is '<fieldId>.<n>'. */
export interface GfInput {
  id: string;
  key?: string | null;
  label: string;
  name?: string | null;
  isHidden?: boolean;
  placeholder?: string | null;
  choices?: GfChoice[] | null;
}

export interface GfConditionalRule {
  fieldId: number;
  operator: 'IS' | 'IS_NOT';
  value: string;
}

export interface GfConditionalLogic {
  actionType: 'SHOW' | 'HIDE';
  logicType: 'ALL' | 'ANY';
  rules: GfConditionalRule[];
}

export interface GfField {
  id: number;
  type: GfFieldType;
  label: string;
  customLabel?: string | null;
  /** hidden_label or hidden hides the label. */
  labelPlacement?: 'top_label' | 'hidden_label' | 'hidden' | null;
  isRequired: boolean;
  errorMessage?: string | null;
  placeholder?: string | null;
  cssClass?: string | null;
  /** 0 = no limit. */
  maxLength?: number | null;
  description?: string | null;
  visibility?: 'visible' | 'hidden' | 'administrative' | null;
  conditionalLogic?: GfConditionalLogic | null;
  choices?: GfChoice[] | null;
  inputs?: GfInput[] | null;
  /** consent: the text next to the checkbox (HTML; 'voorwaarden' links to /privacyverklaring/). */
  checkboxLabel?: string | null;
  /** fileupload: e.g. ['pdf', 'jpg', 'png']; maxFileSize in MB. */
  allowedExtensions?: string[] | null;
  canAcceptMultipleFiles?: boolean | null;
  maxFileSize?: number | null;
  /** number. */
  rangeMin?: number | null;
  rangeMax?: number | null;
  /**
   * address, as Gravity Forms stores them: defaultCountry is the country's name in
   * GF_Field_Address::get_default_countries() ('Netherlands'), defaultProvince a Canadian province
   * (get_canadian_provinces()), defaultState a US state; the stand-in maps them to
   * WPGraphQL for Gravity Forms' enums and, like it, fails on any other value.
   */
  defaultProvince?: string | null;
  defaultState?: string | null;
  defaultCountry?: string | null;
  /** html: the block's HTML (GF's `content` setting). */
  content?: string | null;
  /** list: column labels (empty for a single-column list). */
  listColumns?: string[] | null;
  /** date: e.g. 'dmy'. */
  dateFormat?: string | null;
}

export interface GfConfirmation {
  id: string;
  name: string;
  type: 'MESSAGE' | 'REDIRECT' | 'PAGE';
  isDefault: boolean;
  /** MESSAGE: HTML. */
  message?: string | null;
  /** REDIRECT: where to, and the query string (merge tags like {Naam:11} refer to field values). */
  url?: string | null;
  queryString?: string | null;
}

/**
 * A Gravity Forms notification as GF stores it in the form (form JSON `notifications`, keyed by id;
 * GF's REST `POST /gf/v2/forms` takes the same shape). Not part of WPGraphQL's GfForm: only the
 * stand-in (which mails it to its sink) and the seed use it. Merge tags: {all_fields},
 * {Label:id}, {admin_email}, {form_title}, {entry_id}.
 */
export interface GfNotification {
  id: string;
  name: string;
  /** Absent counts as active (GFCommon::send_notifications skips only isActive === false). */
  isActive?: boolean;
  event: 'form_submission';
  /** 'email': `to` holds addresses (merge tags allowed); 'field': `to` holds the id of the email field. */
  toType: 'email' | 'field';
  to: string;
  subject: string;
  /** HTML; newlines become <br /> unless disableAutoformat. */
  message: string;
  /** Default (and when not a valid address): the site's admin e-mail. */
  from?: string;
  fromName?: string;
  replyTo?: string;
  bcc?: string;
  disableAutoformat?: boolean;
}

export interface GfForm {
  databaseId: number;
  title: string;
  description?: string | null;
  cssClass?: string | null;
  fields: GfField[];
  confirmations: GfConfirmation[];
  submitButton: { text: string };
  /** Sent after a valid submission is stored (the stand-in mails them to its sink). */
  notifications?: Record<string, GfNotification> | null;
}

// ── Everything ─────────────────────────────────────────────────────────────────

export interface Content {
  settings: Settings;
  media: MediaItem[];
  pages: Page[];
  posts: Post[];
  categories: Category[];
  fragments: Fragment[];
  packages: Package[];
  forms: GfForm[];
}
