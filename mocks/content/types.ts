/**
 * The content model as WordPress (WPGraphQL + WPGatsby + WPGraphQL for ACF + WPGraphQL for
 * Gravity Forms) serves it: the shape of the fixture content in this folder, which the
 * stand-in (mocks/wordpress) turns into GraphQL answers. Inside blocks, settings and package
 * info the keys are the GraphQL names wp-graphql-acf gives the ACF fields of the content model
 * (src/types/flex-layouts.ts: acfCamelCase of the ACF name), so the stand-in maps them by name.
 * References to other content are database IDs (media, pages, posts, forms, fragments, categories).
 */

export interface AcfLink {
  url: string;
  title: string;
  /** '_blank' opens a new tab; '' or null the same tab. */
  target: string | null;
}

/** A button item (spec §3): a link and a theme; unknown themes render black. */
export interface ButtonItem {
  link: AcfLink | null;
  theme: string | null;
}

export type ImagePosition = 'top' | 'center' | 'bottom' | 'left' | 'right';

/** imageDesktop / imageMobile of a block: a media item and where to anchor it when cropped. */
export interface ImageField {
  image: number | null;
  position?: ImagePosition | null;
}

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

export interface SiteInfo {
  addressRuleOne: string;
  addressRuleTwo: string;
  addressGoogleMaps: string;
  phonenumber: string;
  email: string;
  linkedinUrl: string;
  loginOperatorUrl: string;
}

export interface MenuLinkItem {
  link: AcfLink;
}

export interface MenuItem extends MenuLinkItem {
  /** Header items only: a submenu of links. */
  submenu?: MenuLinkItem[] | null;
}

export interface Settings {
  general: {
    title: string;
    description: string;
    language: string;
  };
  info: SiteInfo;
  menuHeader: MenuItem[];
  menuFooter: MenuLinkItem[];
  menuServices: MenuLinkItem[];
  /** The newsletter modal: its title and the id of the Gravity Form it shows (ACF number `form_id`). */
  newsletter: { title: string; formId: number };
}

// ── Flexible-content blocks (spec §2, §3) ──────────────────────────────────

interface BlockBase {
  /** Optional anchor id of the section. */
  sectionId?: string | null;
}

export type BannerStyletype = 'banner_default' | 'banner_landing' | 'banner_post' | 'banner_service';

export interface BannerServiceItem {
  title: string;
  /** The service page; its image is highlighted on that page and dimmed on the others. */
  link: AcfLink;
  image: number;
  sortNumber: number;
}

export interface BannerBlock extends BlockBase {
  kind: 'Banner';
  styletype: BannerStyletype | (string & {});
  label?: string | null;
  title?: string | null;
  description?: string | null;
  links?: ButtonItem[] | null;
  /** banner_service: the service images (at most 3 are shown, by sortNumber). */
  services?: BannerServiceItem[] | null;
  /** banner_post takes title, categories, image, date and author from the post itself. */
}

export type ContentStyletype =
  | 'content_block_with_pointers'
  | 'content_title_with_text'
  | 'content_image_with_quote'
  | 'content_image_with_pointers'
  | 'content_image_with_text'
  | 'content_whitepaper'
  | 'content_cta'
  | 'content_enclose';

export interface ContentBlock extends BlockBase {
  kind: 'Content';
  styletype: ContentStyletype | (string & {});
  label?: string | null;
  title?: string | null;
  /** WordPress HTML. */
  description?: string | null;
  /** Comma-separated list. */
  pointers?: string | null;
  links?: ButtonItem[] | null;
  imageDesktop?: ImageField | null;
  imageMobile?: ImageField | null;
  /** content_block_with_pointers: a Vimeo video instead of the image. */
  vimeoUrl?: string | null;
  /** content_image_with_quote: the person quoted (label holds name and role). */
  personImage?: number | null;
  icon?: number | null;
  /** content_image_with_text. */
  view?: 'text_left' | 'text_right' | null;
  /** content_enclose. */
  encloseType?: 'typeform' | null;
  typeformId?: string | null;
}

export interface FormBlock extends BlockBase {
  kind: 'Form';
  styletype: 'form_default' | 'form_contact' | (string & {});
  title?: string | null;
  description?: string | null;
  /** Gravity Forms form id (ACF number `form_id`). */
  formId: number | null;
  /** form_contact: an image instead of the contact details. */
  imageDesktop?: ImageField | null;
}

export type PackageType = 'vps' | 'pc' | 'office';

export interface QuotationSection {
  type: PackageType;
  /** Shown after 'Kies een'. */
  title: string;
  description: string;
  image: number | null;
  defaultOpen: boolean;
}

export interface PostsBlock extends BlockBase {
  kind: 'Posts';
  styletype: 'posts_latest' | 'posts_blog' | 'posts_package_prices' | 'posts_package_quotation' | (string & {});
  label?: string | null;
  title?: string | null;
  description?: string | null;
  links?: ButtonItem[] | null;
  /** posts_latest: how many posts. */
  count?: number | null;
  /** posts_package_prices: which packages, and the comma-separated 'Inbegrepen features'. */
  packagesType?: PackageType | null;
  features?: string | null;
  /** posts_package_quotation: the collapsible sections and the side summary's CTA box. */
  sections?: QuotationSection[] | null;
  ctaTitle?: string | null;
  ctaImage?: number | null;
  ctaLink?: AcfLink | null;
}

export interface ServiceCard {
  image: number | null;
  title: string;
  text: string;
  link: AcfLink | null;
}

export interface UspItem {
  icon: number | null;
  title: string;
  description: string;
  /** Database id of the page or post it links to (ACF page_link; WPGraphQL answers the node). */
  link: number | null;
}

export interface ContentWithCtaItem {
  type: 'intro' | 'text' | 'quote';
  title?: string | null;
  /** WordPress HTML. */
  description: string;
}

export interface FaqItem {
  question: string;
  /** WordPress HTML. */
  answer: string;
}

export interface RepeatBlock extends BlockBase {
  kind: 'Repeat';
  styletype: 'repeat_services' | 'repeat_usps' | 'repeat_content_with_cta' | 'repeat_faq' | (string & {});
  title?: string | null;
  description?: string | null;
  /** repeat_usps. */
  view?: 'default' | 'foldable' | null;
  services?: ServiceCard[] | null;
  usps?: UspItem[] | null;
  content?: ContentWithCtaItem[] | null;
  ctaTitle?: string | null;
  ctaImage?: number | null;
  links?: ButtonItem[] | null;
  faq?: FaqItem[] | null;
}

export interface FragmentBlock extends BlockBase {
  kind: 'Fragment';
  /** The layout has one style. */
  styletype: 'default' | (string & {});
  /** Database id of a reusable fragment (post type 'fragment'). */
  fragment: number | null;
}

export type Block = BannerBlock | ContentBlock | FormBlock | PostsBlock | RepeatBlock | FragmentBlock;
export type BlockKind = Block['kind'];

// ── Pages, posts, fragments ──────────────────────────────────────────────────

export type BreadcrumbMode = 'none' | 'path' | 'fragment' | 'custom' | 'history';

export interface PageSettings {
  showNewsletter: boolean;
  showFooter: boolean;
  breadcrumb: BreadcrumbMode;
  /** Mode 'custom': the crumbs after Home (an ACF repeater of link rows). */
  breadcrumbCustom?: MenuLinkItem[] | null;
  /** The header starts sticky (120 px) on this page. */
  stickyHeader?: boolean;
}

export interface Seo {
  title: string;
  description: string;
}

export interface Page {
  databaseId: number;
  title: string;
  slug: string;
  /** Site-relative URI with leading and trailing slash, '/' for the front page. */
  uri: string;
  date: string;
  modified: string;
  isFrontPage?: boolean;
  /** Database id of the parent page (the Fragment breadcrumb follows this chain). */
  parent?: number | null;
  featuredImage?: number | null;
  settings: PageSettings;
  seo: Seo;
  blocks: Block[];
}

export interface Category {
  databaseId: number;
  name: string;
  slug: string;
  description?: string | null;
}

export interface Post {
  databaseId: number;
  title: string;
  slug: string;
  /** '/kennisbank/<slug>/'. */
  uri: string;
  date: string;
  modified: string;
  categories: number[];
  featuredImage: number | null;
  /** recap.author */
  author: string;
  excerpt: string;
  seo: Seo;
  /** The body: a banner_post first, then content blocks with HTML. */
  blocks: Block[];
}

/** A reusable fragment (custom post type) that Fragment blocks pull in. */
export interface Fragment {
  databaseId: number;
  title: string;
  slug: string;
  blocks: Block[];
}

// ── Packages (custom post type) ──────────────────────────────────────────────

export type PackageLevel = 'iron' | 'copper' | 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';
export const PACKAGE_LEVELS: readonly PackageLevel[] = ['iron', 'copper', 'bronze', 'silver', 'gold', 'platinum', 'diamond'];

export type OperatingSystem = 'windows_2016' | 'windows_2019' | 'windows_2022' | 'windows_server' | 'debian' | 'ubuntu' | 'ubuntu_debian';

/** Office feature flags: 'Ja' means yes. */
export type YesNo = 'Ja' | 'Nee';

export interface PackageInfo {
  type: PackageType;
  level: PackageLevel;
  vcpu: number;
  /** GB */
  ram: number;
  /** GB */
  nvme: number;
  /** Monthly, excl. VAT. */
  priceFrom: number;
  oneTimeCost: number;
  minAmount: number;
  optionOperatingSystems: OperatingSystem[];
  upgradeMsRdp: boolean;
  upgradeIpv4: boolean;
  upgradeVcpuCore: boolean;
  upgradeRam: boolean;
  /** null: no storage upgrade; '100gb_nvme_1' means the cheaper storage price. */
  upgradeStorage: '100gb_nvme' | '100gb_nvme_1' | null;
  upgradeMsRdpMax?: number | null;
  upgradeIpv4Max?: number | null;
  upgradeVcpuCoreMax?: number | null;
  upgradeRamMax?: number | null;
  upgradeStorageMax?: number | null;
  /** Office packages. */
  flexible?: YesNo | null;
  fullBackup?: YesNo | null;
  includeSnapshots?: YesNo | null;
  isoNenDutchDatacenters?: YesNo | null;
  fullService?: YesNo | null;
  unlimitedData?: YesNo | null;
  workSafeFromHome?: YesNo | null;
  /** Office silver: the options the visitor must answer. */
  optionExtraSafeHome?: boolean | null;
  optionFullService?: boolean | null;
  optionExtraStorageUnlimited?: boolean | null;
}

export interface Package {
  databaseId: number;
  title: string;
  slug: string;
  date: string;
  /** Level icon. */
  icon: number | null;
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
