/**
 * The fixture content in the shape Gatsby's data layer gives it to components
 * (gatsby-source-wordpress prefixes type names with Wp), so stories and tests pass fixtures
 * straight into components typed by their GraphQL fragments.
 *
 * Every builder `satisfies` the generated type of the fragment it stands for
 * (Queries.BannerBlockFragment …, src/gatsby-types.d.ts): a field added to or removed from a
 * fragment fails tsc here until the shape follows. Field values go through the functions
 * gatsby-node's resolvers call (src/build/wordpress-fields.ts), and e2e/fixtures.e2e.ts compares
 * the result with the built site's page data, so stories see exactly what the site sees.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CARD_IMAGE_WIDTH, mediaImageData } from '../../src/build/image-data.ts';
import { faqAnswerText, htmlFieldValue, linkFieldUrl } from '../../src/build/wordpress-fields.ts';
import { stripHtml } from '../../src/build/sanitize-html.ts';
import type { PostCardSource } from '../../src/kennisbank/post-card.ts';
import { buildVersionedListing, type Listing, type ListingSource } from '../../src/kennisbank/listing/build.ts';
import { comparePosts, PAGE_SIZE, type ListingManifest } from '../../src/kennisbank/listing/types.ts';
import { toPostCard } from '../../src/kennisbank/post-card.ts';
import { isPackageType, sortByPriceFrom } from '../../src/packages/package-card.ts';
import { QUOTATION_FORM_ID } from '../../src/quotation/types.ts';
import { wysiwygHtml } from '../wordpress/wysiwyg.ts';
import { fieldNode } from '../wordpress/gravityforms/model.ts';
import { acfScalar } from '../wordpress/php-empty.ts';
import { content as fixtureContent, WORDPRESS_URL } from './index.ts';
import type {
  AcfLink,
  BannerBlock,
  Block,
  ButtonItem,
  Content,
  ContentBlock,
  FormBlock,
  GfForm,
  FragmentBlock,
  ImageField,
  MediaItem,
  Package,
  Page,
  Post,
  PostsBlock,
  RepeatBlock,
} from './types.ts';

/** Owners of a page's top-level blocks; reusable fragments (owner FlexFragment) hold the sections inside a Fragment block. */
export type TopLevelOwner = 'Page' | 'Post';

/** A block of a page or post as the FlexContentBlock fragment returns it. */
export type GatsbyBlock = Queries.FlexContentBlockFragment;
/** A block inside a reusable fragment, as the FragmentBlock fragment selects it (FlexSection, and a nested fragment's id and title). */
export type GatsbyFragmentSection = NonNullable<
  NonNullable<NonNullable<NonNullable<Queries.FragmentBlockFragment['fragment']>['flexContent']>['flex']>[number]
>;

export interface GatsbyMediaOptions {
  /**
   * false: the media item as a client-side list would get it, without gatsby-plugin-image data,
   * so Image builds URLs on the media URL (docs/behaviour/blocks.md#images). Default true, as in the built site.
   */
  processed?: boolean;
  /** Where references are looked up (default: the fixtures); tests pass broken copies. */
  content?: Content;
}

/**
 * A tiny blurred copy of the art as a data URI: what blurBase64 holds in the built site
 * (gatsby-node makes real ones from the sourced file with sharp; stories and tests have no sharp).
 */
export function blurDataUri(item: MediaItem): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="${Math.max(1, Math.round((20 * item.height) / item.width))}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${item.art.from}"/><stop offset="1" stop-color="${item.art.to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

// ── Shared sub-objects (LinkFields, ButtonItem, ImageMedia, ImageField) ──────────

/** A media item as the ImageMedia fragment returns it. */
export function toGatsbyMedia(
  databaseId: number | null | undefined,
  { processed = true, content = fixtureContent }: GatsbyMediaOptions = {},
): Queries.ImageMediaFragment | null {
  const item = databaseId == null ? undefined : content.media.find((candidate) => candidate.databaseId === databaseId);
  if (!item) return null;
  return {
    altText: item.altText,
    mediaItemUrl: mediaPath(item),
    blurBase64: blurDataUri(item),
    mediaDetails: { width: item.width, height: item.height },
    imageData: processed ? toGatsbyImage(item) : null,
  } satisfies Queries.ImageMediaFragment;
}

/** A field holding WordPress HTML as the data layer gives it (gatsby-node createResolvers). */
function html(value: string | null | undefined): string {
  // As the stand-in answers a wysiwyg field (wpautop'ed, see mocks/wordpress/wysiwyg.ts), then as gatsby-node sanitizes it.
  return htmlFieldValue(value ? wysiwygHtml(value) : value, WORDPRESS_URL);
}

/**
 * An image group (imageDesktop, imageMobile) as the ImageField fragment returns it. wp-graphql-acf
 * answers an ACF group as an object whatever its sub-fields hold, so a block without the image
 * has `{ position: null, image: null }`, never null.
 */
function toImageField(field: ImageField | null | undefined, options: GatsbyMediaOptions): Queries.ImageFieldFragment {
  return { position: field?.position ?? null, image: toGatsbyMedia(field?.image, options) } satisfies Queries.ImageFieldFragment;
}

/** A link field as the data layer gives it (LinkFields): links to WordPress pages made site-relative. */
function shapeLink(link: AcfLink) {
  return { url: linkFieldUrl(link.url, WORDPRESS_URL), title: link.title, target: link.target } satisfies Queries.LinkFieldsFragment;
}

function toLink(link: AcfLink): ReturnType<typeof shapeLink>;
function toLink(link: AcfLink | null | undefined): ReturnType<typeof shapeLink> | null;
function toLink(link: AcfLink | null | undefined) {
  return link ? shapeLink(link) : null;
}

function toButtons(links: readonly ButtonItem[] | null | undefined): Queries.ButtonItemFragment[] | null {
  return links ? links.map((item) => ({ theme: item.theme, link: toLink(item.link) }) satisfies Queries.ButtonItemFragment) : null;
}

// ── One builder per block kind: what its fragment selects, nothing more ────────

/** The fields every block with a heading selects: styletype, anchor, title and its HTML description. */
function headedSection(
  block: Pick<BannerBlock | ContentBlock | FormBlock | RepeatBlock, 'styletype' | 'sectionId' | 'title' | 'description'>,
) {
  return {
    styletype: block.styletype,
    sectionId: block.sectionId ?? null,
    title: block.title ?? null,
    description: html(block.description),
  };
}

/** A Banner block as the BannerBlock fragment returns it. */
export function toGatsbyBanner(block: BannerBlock, options: GatsbyMediaOptions = {}) {
  return {
    ...headedSection(block),
    label: block.label ?? null,
    links: toButtons(block.links),
    services:
      block.services?.map((service) => ({
        title: service.title,
        sortNumber: service.sortNumber,
        link: toLink(service.link),
        image: toGatsbyMedia(service.image, options),
      })) ?? null,
  } satisfies Queries.BannerBlockFragment;
}

/** A Content block as the ContentBlock fragment returns it. */
export function toGatsbyContent(block: ContentBlock, options: GatsbyMediaOptions = {}) {
  return {
    ...headedSection(block),
    label: block.label ?? null,
    pointers: block.pointers ?? null,
    links: toButtons(block.links),
    imageDesktop: toImageField(block.imageDesktop, options),
    imageMobile: toImageField(block.imageMobile, options),
    vimeoUrl: block.vimeoUrl ?? null,
    personImage: toGatsbyMedia(block.personImage, options),
    icon: toGatsbyMedia(block.icon, options),
    view: block.view ?? null,
    encloseType: block.encloseType ?? null,
    typeformId: block.typeformId ?? null,
  } satisfies Queries.ContentBlockFragment;
}

/**
 * What the GravityFormField fragment (src/forms/fragment.ts) selects of each field type, beyond
 * databaseId, type, visibility, pageNumber, label, description, cssClass and conditionalLogic.
 */
const GRAVITY_FIELD_SELECTION: Record<string, readonly string[]> = {
  text: ['isRequired', 'errorMessage', 'placeholder', 'maxLength', 'labelPlacement'],
  textarea: ['isRequired', 'errorMessage', 'placeholder', 'maxLength', 'labelPlacement'],
  email: ['isRequired', 'errorMessage', 'placeholder', 'labelPlacement'],
  phone: ['isRequired', 'errorMessage', 'placeholder', 'labelPlacement'],
  website: ['isRequired', 'errorMessage', 'placeholder', 'labelPlacement'],
  number: ['isRequired', 'errorMessage', 'placeholder', 'rangeMin', 'rangeMax', 'labelPlacement'],
  date: ['isRequired', 'errorMessage', 'placeholder', 'dateFormat', 'labelPlacement'],
  select: ['isRequired', 'errorMessage', 'placeholder', 'choices', 'labelPlacement'],
  multiselect: ['isRequired', 'errorMessage', 'choices', 'labelPlacement'],
  radio: ['isRequired', 'errorMessage', 'choices', 'labelPlacement'],
  checkbox: ['isRequired', 'errorMessage', 'choices', 'inputs', 'labelPlacement'],
  consent: ['isRequired', 'errorMessage', 'checkboxLabel', 'labelPlacement'],
  fileupload: ['isRequired', 'errorMessage', 'allowedExtensions', 'maxFileSize', 'canAcceptMultipleFiles', 'maxFiles', 'labelPlacement'],
  list: ['isRequired', 'errorMessage', 'hasColumns', 'choices', 'labelPlacement'],
  name: ['isRequired', 'errorMessage', 'inputs', 'labelPlacement'],
  address: ['isRequired', 'errorMessage', 'defaultCountry', 'inputs', 'labelPlacement'],
  section: [],
  html: ['content'],
};

/** The sub-input properties the fragment selects per input type. */
const GRAVITY_INPUT_SELECTION: Record<string, readonly string[]> = {
  name: ['id', 'label', 'key', 'isHidden', 'placeholder', 'customLabel', 'defaultValue', 'choices'],
  address: ['id', 'label', 'key', 'isHidden', 'placeholder', 'customLabel', 'defaultValue'],
  checkbox: ['id', 'label'],
};

const pick = (source: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, source[key]]));

/**
 * A Gravity Form as the GravityForm fragment (src/forms/fragment.ts) returns it: the stand-in's
 * WPGraphQL for Gravity Forms node (gravityforms/model.ts) with Gatsby's `Wp` type prefix, each
 * field with just what the fragment selects of its type.
 */
export function toGatsbyGravityForm(form: GfForm): Queries.GravityFormFragment {
  const nodes = form.fields.map((field) => {
    const node: Record<string, unknown> & { __typename: string; defaultCountry: () => unknown } = fieldNode(field);
    const resolved = { ...node, defaultCountry: field.type === 'address' ? node.defaultCountry() : null };
    const inputKeys = GRAVITY_INPUT_SELECTION[field.type];
    const inputs =
      inputKeys && Array.isArray(node.inputs)
        ? (node.inputs as Record<string, unknown>[]).map((input) => {
            const picked = pick(input, inputKeys);
            if ('choices' in picked && Array.isArray(picked.choices))
              picked.choices = (picked.choices as { text: string; value: string }[]).map(({ text, value }) => ({ text, value }));
            return picked;
          })
        : node.inputs;
    const choices = Array.isArray(node.choices)
      ? (node.choices as { text: string; value: string }[]).map(({ text, value }) => ({ text, value }))
      : node.choices;
    const shaped: Record<string, unknown> = {
      __typename: `Wp${node.__typename}`,
      // An html field has no description setting (HtmlField implements no GfFieldWithDescriptionSetting).
      ...pick(resolved, [
        'databaseId',
        'type',
        'visibility',
        'pageNumber',
        'label',
        ...(field.type === 'html' ? [] : ['description']),
        'cssClass',
        'conditionalLogic',
      ]),
      ...pick({ ...resolved, inputs, choices }, GRAVITY_FIELD_SELECTION[field.type] ?? []),
    };
    // Descriptions, consent labels and html content hold HTML, sanitized by gatsby-node
    // (GRAVITY_FORMS_HTML_SETTINGS), which gives '' for none; only on the types that select them.
    for (const key of ['description', 'checkboxLabel', 'content']) {
      if (shaped[key] !== undefined) shaped[key] = htmlFieldValue(shaped[key] as string | null, WORDPRESS_URL);
    }
    return shaped;
  });
  return {
    databaseId: form.databaseId,
    title: form.title,
    description: form.description ?? null,
    labelPlacement: 'TOP',
    submitButton: { text: form.submitButton.text },
    confirmations: form.confirmations.map((confirmation) => ({
      type: confirmation.type,
      isDefault: confirmation.isDefault ?? null,
      isActive: true,
      message: confirmation.message ?? null,
      url: confirmation.url ?? null,
      queryString: confirmation.queryString ?? null,
    })),
    formFields: { nodes: nodes as unknown as NonNullable<Queries.GravityFormFragment['formFields']>['nodes'] },
  };
}

/** A Form block as the FormBlock fragment returns it: the Gravity Form its formId names, linked as gatsby-node links it. */
export function toGatsbyForm(block: FormBlock, options: GatsbyMediaOptions = {}) {
  const form = (options.content ?? fixtureContent).forms.find((candidate) => candidate.databaseId === block.formId);
  return {
    ...headedSection(block),
    form: form ? toGatsbyGravityForm(form) : null,
    imageDesktop: toImageField(block.imageDesktop, options),
  } satisfies Queries.FormBlockFragment;
}

/**
 * The node an ACF page_link holds (a page's or post's database id), as the data layer links it
 * (WpContentNode): its uri; null for none or an id that names no page or post.
 */
function toContentNode(databaseId: number | null | undefined, content: Content) {
  if (databaseId == null) return null;
  const node = content.pages.find((page) => page.databaseId === databaseId) ?? content.posts.find((post) => post.databaseId === databaseId);
  return node ? { uri: node.uri } : null;
}

/** A Repeat block as the RepeatBlock fragment returns it (FAQ answers with their answerText, USP links as the linked page's uri). */
export function toGatsbyRepeat(block: RepeatBlock, options: GatsbyMediaOptions = {}) {
  const content = options.content ?? fixtureContent;
  return {
    ...headedSection(block),
    view: block.view ?? null,
    serviceCards:
      block.serviceCards?.map((service) => ({
        title: service.title,
        text: html(service.text),
        link: toLink(service.link),
        image: toGatsbyMedia(service.image, options),
      })) ?? null,
    usps:
      block.usps?.map((usp) => ({
        title: usp.title,
        description: html(usp.description),
        link: toContentNode(usp.link, content),
        icon: toGatsbyMedia(usp.icon, options),
      })) ?? null,
    content: block.content?.map((item) => ({ type: item.type, title: item.title ?? null, description: html(item.description) })) ?? null,
    ctaTitle: block.ctaTitle ?? null,
    ctaImage: toGatsbyMedia(block.ctaImage, options),
    links: toButtons(block.links),
    faq:
      block.faq?.map((item) => ({
        question: item.question,
        answer: html(item.answer),
        answerText: faqAnswerText(item.answer ? wysiwygHtml(item.answer) : item.answer),
      })) ?? null,
  } satisfies Queries.RepeatBlockFragment;
}

/** How many posts a posts_latest block shows when its `count` is empty or 0 (gatsby-node's default). */
export const DEFAULT_LATEST_POSTS = 3;

/** Newest first, as every list of the Kennisbank (listing/types.ts comparePosts). */
export function newestPosts(content: Content = fixtureContent): Post[] {
  return [...content.posts].sort(comparePosts);
}

/**
 * A post as the PostCard fragment returns it (src/blocks/posts/fragment.ts): categories as
 * WPGraphQL lists them, by name (category 1 included; toPostCard drops it), the excerpt as plain text
 * (gatsby-node's excerptText) and the featured image at the card's width.
 */
export function toGatsbyPostCard(post: Post, { processed = true, content = fixtureContent }: GatsbyMediaOptions = {}) {
  const item = post.featuredImage == null ? undefined : content.media.find((candidate) => candidate.databaseId === post.featuredImage);
  // WPGraphQL lists a post's categories by name (as the stand-in, mocks/wordpress/model-content.ts, byName).
  const nodes = post.categories
    .flatMap((databaseId) => content.categories.filter((candidate) => candidate.databaseId === databaseId))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }))
    .map((category) => ({ databaseId: category.databaseId, name: category.name }));
  return {
    databaseId: post.databaseId,
    uri: post.uri,
    title: post.title,
    date: post.date,
    excerptText: stripHtml(post.excerpt) || null,
    categories: { nodes },
    featuredImage: item
      ? {
          node: {
            altText: item.altText,
            mediaItemUrl: mediaPath(item),
            blurBase64: blurDataUri(item),
            mediaDetails: { width: item.width, height: item.height },
            imageData: processed ? toGatsbyImage(item, CARD_IMAGE_WIDTH) : null,
          },
        }
      : null,
  } satisfies PostCardSource;
}

/**
 * A stable 32-bit FNV-1a digest in hex, twice (16 characters): a fixture listing's version only
 * has to follow its content (the build uses sha256 from node:crypto; a browser has no sync one).
 */
export function fixtureDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const hex = hash.toString(16).padStart(8, '0');
  return `${hex}${hex}`;
}

/**
 * The Kennisbank listing source of fixture posts: each post as a card (through the PostCard
 * fragment's shape and toPostCard, as gatsby-node maps them), with media URLs (no processed
 * files), and the fixture categories with their slugs.
 */
export function fixtureListingSource({
  content = fixtureContent,
  posts,
}: { content?: Content; posts?: readonly Post[] } = {}): ListingSource {
  return {
    posts: (posts ?? newestPosts(content)).map((post) => toPostCard(toGatsbyPostCard(post, { processed: false, content }))),
    categories: content.categories.map(({ databaseId, name, slug }) => ({ databaseId, name, slug })),
  };
}

const fixtureListings = new WeakMap<Content, Listing>();

/** The listing files of fixture posts, made by the build's own builder (default: every fixture post). */
export function fixtureListing(options: { content?: Content; posts?: readonly Post[] } = {}): Listing {
  const content = options.content ?? fixtureContent;
  if (options.posts) return buildVersionedListing(fixtureListingSource(options), fixtureDigest);
  let listing = fixtureListings.get(content);
  if (!listing) {
    listing = buildVersionedListing(fixtureListingSource({ content }), fixtureDigest);
    fixtureListings.set(content, listing);
  }
  return listing;
}

/**
 * A Posts block as the PostsBlock fragment returns it, with the fields the build adds to
 * every Posts block (src/build/schema.ts): latestPosts (the `count` newest, 3 by default),
 * listingFirstPage (the first page of every post) and listingManifest (the fixture listing's;
 * its version is a fixture digest, not the build's sha256); and packages (on
 * posts_package_prices, the packages of its packagesType, priceFrom ascending).
 */
export function toGatsbyPosts(block: PostsBlock, options: GatsbyMediaOptions & { manifest?: ListingManifest | null } = {}) {
  const { manifest, ...mediaOptions } = options;
  const posts = newestPosts(mediaOptions.content);
  const count = block.count && block.count > 0 ? Math.floor(block.count) : DEFAULT_LATEST_POSTS;
  return {
    styletype: block.styletype,
    sectionId: block.sectionId ?? null,
    label: block.label ?? null,
    title: block.title ?? null,
    description: html(block.description),
    links: toButtons(block.links),
    count: block.count ?? null,
    // As gatsby-node resolves them: each only on the styletype that shows it, else null.
    latestPosts: block.styletype === 'posts_latest' ? posts.slice(0, count).map((post) => toGatsbyPostCard(post, mediaOptions)) : null,
    listingFirstPage:
      block.styletype === 'posts_blog' ? posts.slice(0, PAGE_SIZE).map((post) => toGatsbyPostCard(post, mediaOptions)) : null,
    // A JSON field: Gatsby types it as a plain record.
    listingManifest: (block.styletype !== 'posts_blog'
      ? null
      : manifest === undefined
        ? fixtureListing({ content: mediaOptions.content }).manifest
        : manifest) as Record<string, unknown> | null,
    packagesType: block.packagesType ?? null,
    features: block.features ?? null,
    packages:
      block.styletype === 'posts_package_prices'
        ? packagesOfType(block.packagesType, mediaOptions.content).map((item) => toGatsbyPackageCard(item, mediaOptions))
        : null,
    sections:
      block.sections?.map((section) => ({
        type: section.type,
        title: section.title,
        description: html(section.description),
        defaultOpen: acfScalar(section.defaultOpen),
        image: toGatsbyMedia(section.image, mediaOptions),
      })) ?? null,
    ctaTitle: block.ctaTitle ?? null,
    ctaImage: toGatsbyMedia(block.ctaImage ?? null, mediaOptions),
    ctaLink: toLink(block.ctaLink ?? null),
    // As gatsby-node resolves them: every package and form 5, on posts_package_quotation only.
    quotationPackages:
      block.styletype === 'posts_package_quotation' ? allPackages(mediaOptions.content).map(toGatsbyQuotationPackage) : null,
    quotationForm: block.styletype === 'posts_package_quotation' ? quotationFormOf(mediaOptions.content) : null,
  };
}

/** Every package, priceFrom ascending, as gatsby-node gives the quotation builder. */
export function allPackages(content: Content = fixtureContent): Package[] {
  return sortByPriceFrom([...content.packages], (item) => item.info.priceFrom);
}

/** The quotation dialog's form (QUOTATION_FORM_ID) as the GravityForm fragment returns it; null when the content has none. */
export function quotationFormOf(content: Content = fixtureContent): Queries.GravityFormFragment | null {
  const form = content.forms.find((candidate) => candidate.databaseId === QUOTATION_FORM_ID);
  return form ? toGatsbyGravityForm(form) : null;
}

/** A package as the QuotationPackageFields fragment returns it: every info field as wp-graphql-acf answers it (null where PHP-empty: false, 0, ''). */
export function toGatsbyQuotationPackage(item: Package) {
  const { info } = item;
  return {
    databaseId: item.databaseId,
    title: item.title,
    info: {
      ...toGatsbyPackageSpecs(item),
      oneTimeCost: acfScalar(info.oneTimeCost),
      minAmount: acfScalar(info.minAmount),
      optionOperatingSystems: acfScalar(info.optionOperatingSystems),
      upgradeMsRdp: acfScalar(info.upgradeMsRdp),
      upgradeMsRdpMax: acfScalar(info.upgradeMsRdpMax),
      upgradeIpv4: acfScalar(info.upgradeIpv4),
      upgradeIpv4Max: acfScalar(info.upgradeIpv4Max),
      upgradeVcpuCore: acfScalar(info.upgradeVcpuCore),
      upgradeVcpuCoreMax: acfScalar(info.upgradeVcpuCoreMax),
      upgradeRam: acfScalar(info.upgradeRam),
      upgradeRamMax: acfScalar(info.upgradeRamMax),
      upgradeStorage: acfScalar(info.upgradeStorage),
      upgradeStorageMax: acfScalar(info.upgradeStorageMax),
      optionExtraSafeHome: acfScalar(info.optionExtraSafeHome),
      optionFullService: acfScalar(info.optionFullService),
      optionExtraStorageUnlimited: acfScalar(info.optionExtraStorageUnlimited),
    },
  } satisfies Queries.QuotationPackageFieldsFragment;
}

/** A package as the PackageCard fragment returns it (the level icon as a media item). */
export function toGatsbyPackageCard(item: Package, options: GatsbyMediaOptions = {}) {
  return {
    databaseId: item.databaseId,
    title: item.title,
    info: { ...toGatsbyPackageSpecs(item), icon: toGatsbyMedia(item.icon, options) },
  } satisfies Queries.PackageCardFragment;
}

/** A package's info as the PackageSpecs fragment returns it: specs, price and the office feature flags. */
export function toGatsbyPackageSpecs({ info }: Package) {
  return {
    type: info.type,
    level: info.level,
    vcpu: info.vcpu,
    ram: info.ram,
    nvme: info.nvme,
    priceFrom: info.priceFrom,
    flexible: info.flexible ?? null,
    fullBackup: info.fullBackup ?? null,
    includeSnapshots: info.includeSnapshots ?? null,
    isoNenDutchDatacenters: info.isoNenDutchDatacenters ?? null,
    fullService: info.fullService ?? null,
    unlimitedData: info.unlimitedData ?? null,
    workSafeFromHome: info.workSafeFromHome ?? null,
  } satisfies Queries.PackageSpecsFragment;
}

/** A price carousel's packages as gatsby-node gives them: those of the type, priceFrom ascending. */
export function packagesOfType(packagesType: unknown, content: Content = fixtureContent): Package[] {
  if (!isPackageType(packagesType)) return [];
  return sortByPriceFrom(
    content.packages.filter((item) => item.info.type === packagesType),
    (item) => item.info.priceFrom,
  );
}

/** A Fragment block as the FragmentBlock fragment returns it: the reusable fragment's blocks as sections. */
export function toGatsbyFragment(block: FragmentBlock, options: GatsbyMediaOptions = {}) {
  const fragment = (options.content ?? fixtureContent).fragments.find((candidate) => candidate.databaseId === block.fragment);
  return {
    styletype: block.styletype ?? null,
    sectionId: block.sectionId ?? null,
    fragment: fragment
      ? {
          databaseId: fragment.databaseId,
          title: fragment.title,
          flexContent: { flex: fragment.blocks.map((inner) => toGatsbyFragmentSection(inner, options)) },
        }
      : null,
  } satisfies Queries.FragmentBlockFragment;
}

/** A block inside a reusable fragment; GraphQL cannot select recursively, so a fragment in a fragment brings its id and title only. */
export function toGatsbyFragmentSection(block: Block, options: GatsbyMediaOptions = {}): GatsbyFragmentSection {
  switch (block.kind) {
    case 'Banner':
      return { __typename: 'WpFlexFragment_Flexcontent_Flex_Banner', ...toGatsbyBanner(block, options) };
    case 'Content':
      return { __typename: 'WpFlexFragment_Flexcontent_Flex_Content', ...toGatsbyContent(block, options) };
    case 'Form':
      return { __typename: 'WpFlexFragment_Flexcontent_Flex_Form', ...toGatsbyForm(block, options) };
    case 'Repeat':
      return { __typename: 'WpFlexFragment_Flexcontent_Flex_Repeat', ...toGatsbyRepeat(block, options) };
    case 'Posts':
      return { __typename: 'WpFlexFragment_Flexcontent_Flex_Posts', ...toGatsbyPosts(block, options) };
    case 'Fragment': {
      const fragment = (options.content ?? fixtureContent).fragments.find((candidate) => candidate.databaseId === block.fragment);
      return {
        __typename: 'WpFlexFragment_Flexcontent_Flex_Fragment',
        styletype: block.styletype ?? null,
        sectionId: block.sectionId ?? null,
        fragment: fragment ? { databaseId: fragment.databaseId, title: fragment.title } : null,
      };
    }
  }
}

/**
 * A fixture block of a page or post as the FlexContentBlock fragment returns it: every
 * selected field present (null when the fixture leaves it out), references (media, forms,
 * fragments) resolved, HTML sanitized and links made site-relative as gatsby-node does.
 */
export function toGatsbyBlock(block: Block, owner: TopLevelOwner = 'Page', options: GatsbyMediaOptions = {}): GatsbyBlock {
  switch (block.kind) {
    case 'Banner':
      return { __typename: `Wp${owner}_Flexcontent_Flex_Banner`, ...toGatsbyBanner(block, options) };
    case 'Content':
      return { __typename: `Wp${owner}_Flexcontent_Flex_Content`, ...toGatsbyContent(block, options) };
    case 'Form':
      return { __typename: `Wp${owner}_Flexcontent_Flex_Form`, ...toGatsbyForm(block, options) };
    case 'Repeat':
      return { __typename: `Wp${owner}_Flexcontent_Flex_Repeat`, ...toGatsbyRepeat(block, options) };
    case 'Posts':
      return { __typename: `Wp${owner}_Flexcontent_Flex_Posts`, ...toGatsbyPosts(block, options) };
    case 'Fragment':
      return { __typename: `Wp${owner}_Flexcontent_Flex_Fragment`, ...toGatsbyFragment(block, options) };
  }
}

/** Where the stand-in (and Storybook's static dir) serves a media file. */
export function mediaPath(item: MediaItem): string {
  return `/wp-content/uploads/${item.file}`;
}

/**
 * gatsby-plugin-image data for a fixture media item as gatsby-node's WpMediaItem.imageData makes
 * it (src/build/image-data.ts): from the media URL at the widths of docs/behaviour/blocks.md#images, with the placeholder
 * blurBase64 holds here. Base width 1920, or the card's 640.
 */
export function toGatsbyImage(item: MediaItem, width?: number): IGatsbyImageData {
  const data = mediaImageData({ url: mediaPath(item), width: item.width, height: item.height, placeholder: blurDataUri(item) }, width);
  if (!data) throw new Error(`Fixture media item ${item.databaseId} has no size`);
  return data;
}

/** The site settings as the SiteSettings fragment returns them (menu links as the data layer gives link fields). */
export function toGatsbySiteSettings(content: Content) {
  const { settings } = content;
  const form = content.forms.find((candidate) => candidate.databaseId === settings.newsletter.formId);
  return {
    info: settings.info,
    menuHeader: settings.menuHeader.map((item) => ({
      link: toLink(item.link),
      submenu: item.submenu?.map((sub) => ({ link: toLink(sub.link) })) ?? null,
    })),
    menuFooter: settings.menuFooter.map((item) => ({ link: toLink(item.link) })),
    menuServices: settings.menuServices.map((item) => ({ link: toLink(item.link) })),
    newsletter: {
      title: settings.newsletter.title,
      form: form ? toGatsbyGravityForm(form) : null,
    },
  } satisfies Queries.SiteSettingsFragment;
}

/** A page's settings as the PageSettings fragment returns them. */
export function toGatsbyPageSettings(page: Page) {
  return {
    showNewsletter: page.settings.showNewsletter,
    showFooter: page.settings.showFooter,
    breadcrumb: page.settings.breadcrumb,
    breadcrumbCustom: page.settings.breadcrumbCustom?.map((row) => ({ link: toLink(row.link) })) ?? null,
    stickyHeader: page.settings.stickyHeader ?? false,
  } satisfies Queries.PageSettingsFragment;
}
