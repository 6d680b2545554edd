/**
 * The stand-in's schema: schema.graphql plus the types that WPGraphQL generates from
 * repeated structures — Gravity Forms field types and the ACF flexible-content layouts,
 * which exist once per owner (Page_Flexcontent_Flex_Banner, Post_Flexcontent_Flex_Banner …).
 */
/** Content types with a flexContent field, as WPGraphQL names them. */
export const FLEX_OWNERS = ['Page', 'Post', 'FlexFragment'] as const;
export type FlexOwner = (typeof FLEX_OWNERS)[number];

/** Fields of each ACF layout (block kind); every layout also has fieldGroupName, styletype and sectionId. */
const LAYOUT_FIELDS: Record<string, string> = {
  Banner: `label: String
  title: String
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
  description: String
  form: GfForm
  "form_contact: an image instead of the contact details."
  imageDesktop: FlexImage`,
  Posts: `label: String
  title: String
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

const SHARED_FLEX_TYPES = `
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
  description: String
  image: MediaItem
  defaultOpen: Boolean
}

type FlexServiceCard {
  image: MediaItem
  title: String
  text: String
  link: AcfLink
}

type FlexUsp {
  icon: MediaItem
  title: String
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
  description: String
}

type FlexFaq {
  question: String
  "WordPress HTML."
  answer: String
}
`;

function flexTypes(owner: FlexOwner): string {
  const layouts = LAYOUT_KINDS.map(
    (kind) => `type ${owner}_Flexcontent_Flex_${kind} {
  fieldGroupName: String
  styletype: String
  sectionId: String
  ${LAYOUT_FIELDS[kind]}
}`,
  );
  return `
type ${owner}_Flexcontent {
  fieldGroupName: String
  flex: [${owner}_Flexcontent_Flex]
}

"A flexible-content layout of a ${owner}; the suffix of the type name is the block kind."
union ${owner}_Flexcontent_Flex = ${LAYOUT_KINDS.map((kind) => `${owner}_Flexcontent_Flex_${kind}`).join(' | ')}

${layouts.join('\n\n')}
`;
}

const COMMON_FIELD_FIELDS = `id: Int!
  databaseId: Int!
  type: FormFieldTypeEnum
  label: String
  customLabel: String
  labelPlacement: FormFieldLabelPlacementEnum
  description: String
  cssClass: String
  isRequired: Boolean
  errorMessage: String
  visibility: FormFieldVisibilityEnum
  conditionalLogic: ConditionalLogic`;

/** Gravity Forms field types (as WPGraphQL for Gravity Forms names them) and their own properties. */
export const FORM_FIELD_TYPES: Record<string, { typename: string; fields: string }> = {
  text: { typename: 'TextField', fields: 'placeholder: String\n  maxLength: Int' },
  email: { typename: 'EmailField', fields: 'placeholder: String' },
  phone: { typename: 'PhoneField', fields: 'placeholder: String\n  maxLength: Int' },
  textarea: { typename: 'TextAreaField', fields: 'placeholder: String\n  maxLength: Int' },
  consent: { typename: 'ConsentField', fields: '"HTML next to the checkbox."\n  checkboxLabel: String' },
  select: { typename: 'SelectField', fields: 'placeholder: String\n  choices: [FormFieldChoice]' },
  multiselect: { typename: 'MultiSelectField', fields: 'placeholder: String\n  choices: [FormFieldChoice]' },
  fileupload: {
    typename: 'FileUploadField',
    fields: 'allowedExtensions: [String]\n  canAcceptMultipleFiles: Boolean\n  "Megabytes."\n  maxFileSize: Int',
  },
  date: { typename: 'DateField', fields: 'placeholder: String\n  dateFormat: String' },
  section: { typename: 'SectionField', fields: '' },
  checkbox: { typename: 'CheckboxField', fields: 'choices: [FormFieldChoice]\n  inputs: [FormFieldInput]' },
  radio: { typename: 'RadioField', fields: 'choices: [FormFieldChoice]' },
  number: { typename: 'NumberField', fields: 'placeholder: String\n  rangeMin: Float\n  rangeMax: Float' },
  name: { typename: 'NameField', fields: 'inputs: [FormFieldInput]' },
  address: {
    typename: 'AddressField',
    fields: 'inputs: [FormFieldInput]\n  defaultProvince: String\n  defaultState: String\n  defaultCountry: String',
  },
  website: { typename: 'WebsiteField', fields: 'placeholder: String' },
  list: { typename: 'ListField', fields: 'hasColumns: Boolean\n  "The columns of a multi-column list."\n  choices: [FormFieldChoice]' },
};

function formFieldTypes(): string {
  const formFieldInterface = `"A Gravity Forms field; the type-specific properties are on the implementing types."\ninterface FormField {\n  ${COMMON_FIELD_FIELDS}\n}`;
  return [formFieldInterface, ...Object.values(FORM_FIELD_TYPES)
    .map(({ typename, fields }) => `type ${typename} implements FormField {\n  ${COMMON_FIELD_FIELDS}${fields ? `\n  ${fields}` : ''}\n}`)]
    .join('\n\n');
}

/** The complete SDL: schema.graphql (`base`) plus the generated types. */
export function buildSchemaSdl(base: string): string {
  return [
    base,
    '# --- Gravity Forms field types (generated by schema.ts) ---',
    formFieldTypes(),
    '# --- ACF flexible content (generated by schema.ts) ---',
    SHARED_FLEX_TYPES,
    ...FLEX_OWNERS.map(flexTypes),
  ].join('\n');
}
