/**
 * The flexible-content layouts WordPress serves (ACF field group "flexContent"), in WPGraphQL's
 * type names. One contract for both sides: the stand-in (mocks/wordpress/schema.ts) builds its
 * per-owner layout types from it, and gatsby-node turns it into one Gatsby interface per block
 * kind (WpFlexBannerLayout …) that every owner's layout type implements, so each block has one
 * GraphQL fragment whatever it sits on (a page, a post or a reusable fragment).
 * No imports: Node's type stripping loads this file from the stand-in as it is.
 */

/** Content types with a flexContent field, as WPGraphQL names them. */
export const FLEX_OWNERS = ['Page', 'Post', 'FlexFragment'] as const;
export type FlexOwner = (typeof FLEX_OWNERS)[number];

/** Fields of each ACF layout (block kind); every layout also has fieldGroupName, styletype and sectionId. */
export const LAYOUT_FIELDS: Record<string, string> = {
  Banner: `label: String
  title: String
  "WordPress HTML."
  description: String
  links: [FlexButton]
  "banner_service: the service images (at most 3 are shown, by sortNumber)."
  services: [FlexBannerService]`,
  Content: `label: String
  title: String
  "WordPress HTML."
  description: String
  "Comma-separated list."
  pointers: String
  links: [FlexButton]
  imageDesktop: FlexImage
  imageMobile: FlexImage
  vimeoUrl: String
  personImage: MediaItem
  icon: MediaItem
  "content_image_with_text: text_left or text_right."
  view: String
  "content_enclose: typeform."
  encloseType: String
  typeformId: String`,
  Form: `title: String
  "WordPress HTML."
  description: String
  form: GfForm
  "form_contact: an image instead of the contact details."
  imageDesktop: FlexImage`,
  Posts: `label: String
  title: String
  "WordPress HTML."
  description: String
  links: [FlexButton]
  "posts_latest: how many posts."
  count: Int
  "posts_package_prices: vps, pc or office."
  packagesType: String
  "posts_package_prices: comma-separated 'Inbegrepen features'."
  features: String
  sections: [FlexQuotationSection]
  ctaTitle: String
  ctaImage: MediaItem
  ctaLink: AcfLink`,
  Repeat: `title: String
  "WordPress HTML."
  description: String
  "repeat_usps: default or foldable."
  view: String
  services: [FlexServiceCard]
  usps: [FlexUsp]
  content: [FlexContentItem]
  ctaTitle: String
  ctaImage: MediaItem
  links: [FlexButton]
  faq: [FlexFaq]`,
  Fragment: `"The reusable fragment whose blocks are rendered here."
  fragment: FlexFragment`,
};

export const LAYOUT_KINDS = Object.keys(LAYOUT_FIELDS);

export const SHARED_FLEX_TYPES = `
"A button item: a link and a theme (orange, orange_outlined, white_outlined, blue_outlined; anything else renders black)."
type FlexButton {
  link: AcfLink
  theme: String
}

"imageDesktop / imageMobile: a media item and its anchor (top, center, bottom, left, right)."
type FlexImage {
  image: MediaItem
  position: String
}

type FlexBannerService {
  title: String
  link: AcfLink
  image: MediaItem
  sortNumber: Int
}

type FlexQuotationSection {
  "vps, pc or office."
  type: String
  title: String
  "WordPress HTML."
  description: String
  image: MediaItem
  defaultOpen: Boolean
}

type FlexServiceCard {
  image: MediaItem
  title: String
  "WordPress HTML."
  text: String
  link: AcfLink
}

type FlexUsp {
  icon: MediaItem
  title: String
  "WordPress HTML."
  description: String
  link: FlexUspLink
}

type FlexUspLink {
  uri: String
}

type FlexContentItem {
  "intro, text or quote."
  type: String
  title: String
  "WordPress HTML."
  description: String
}

type FlexFaq {
  question: String
  "WordPress HTML."
  answer: String
}
`;

/** Every layout has these besides its own fields. */
export const COMMON_LAYOUT_FIELDS = `fieldGroupName: String
  styletype: String
  sectionId: String`;

const SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** A WPGraphQL field list in Gatsby's names: descriptions dropped, object types prefixed with Wp. */
function toGatsbyFields(fields: string): string {
  return fields
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('"'))
    .map((line) => line.replace(/\b([A-Z][A-Za-z0-9_]*)\b/g, (name) => (SCALARS.has(name) ? name : `Wp${name}`)))
    .join('\n  ');
}

const HTML_MARK = '"WordPress HTML."';

/** Fields marked "WordPress HTML." in a field list. */
function htmlFieldNames(fields: string): string[] {
  const lines = fields.split('\n').map((line) => line.trim());
  return lines.flatMap((line, index) => (index > 0 && lines[index - 1] === HTML_MARK ? [line.split(':')[0]!.trim()] : []));
}

/**
 * Every field that holds WordPress HTML, by Gatsby type name: gatsby-node sanitizes these
 * at build time, so components render them without sanitizing in the browser.
 */
export function gatsbyHtmlFields(): { type: string; field: string }[] {
  const layoutFields = LAYOUT_KINDS.flatMap((kind) =>
    htmlFieldNames(LAYOUT_FIELDS[kind] ?? '').flatMap((field) => FLEX_OWNERS.map((owner) => ({ type: `Wp${owner}_Flexcontent_Flex_${kind}`, field }))),
  );
  const sharedFields = [...SHARED_FLEX_TYPES.matchAll(/type (\w+) \{([^}]*)\}/g)].flatMap(([, name, fields]) =>
    htmlFieldNames(fields ?? '').map((field) => ({ type: `Wp${name}`, field })),
  );
  return [...layoutFields, ...sharedFields];
}

/** The Gatsby interface every layout implements: what FlexContent needs to pick a component. */
export const COMMON_LAYOUT_INTERFACE = 'WpFlexLayout';

/** The Gatsby interface of a block kind: WpFlexBannerLayout for Banner. */
export function layoutInterfaceName(kind: string): string {
  return `WpFlex${kind}Layout`;
}

/**
 * Gatsby SDL for gatsby-node's createSchemaCustomization: one interface per block kind and
 * each owner's layout type (WpPage_Flexcontent_Flex_Banner …) declared as implementing it.
 * The layout types name no fields: Gatsby merges this into gatsby-source-wordpress's own
 * definitions, and redeclared fields would replace its resolvers (media and form references).
 */
export function gatsbyLayoutInterfaces(): string {
  const common = `interface ${COMMON_LAYOUT_INTERFACE} {\n  ${COMMON_LAYOUT_FIELDS}\n}`;
  return [common, ...LAYOUT_KINDS.map((kind) => {
    const fields = `${COMMON_LAYOUT_FIELDS}\n  ${toGatsbyFields(LAYOUT_FIELDS[kind] ?? '')}`;
    const implementations = FLEX_OWNERS.map((owner) => `type Wp${owner}_Flexcontent_Flex_${kind} implements ${COMMON_LAYOUT_INTERFACE} & ${layoutInterfaceName(kind)}`);
    return [`interface ${layoutInterfaceName(kind)} {\n  ${fields}\n}`, ...implementations].join('\n\n');
  })].join('\n\n');
}
