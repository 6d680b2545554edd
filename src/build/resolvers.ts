import type { GatsbyNode } from 'gatsby';
import { PAGE_SIZE } from '../kennisbank/listing/types';
import { isPackageType, sortByPriceFrom } from '../packages/package-card';
import { QUOTATION_FORM_ID } from '../quotation/types';
import { DEFAULT_IMAGE_WIDTH } from '../styles/constants';
import { gatsbyHtmlFields, gatsbyResolvedFields } from './gatsby-interfaces';
import { acfLine } from './acf-line';
import type { KeyValueCache, NodeModel } from './gatsby-api';
import { kennisbankStateOf } from './kennisbank';
import { mediaItemImages } from './media-images';
import { stripHtml } from './sanitize-html';
import { DEFAULT_LATEST_COUNT, faqTypes, postsLayoutTypes } from './schema';
import { WORDPRESS_GRAPHQL_URL } from './sources';
import { faqAnswerText, htmlFieldValue, linkFieldUrl, referencedNodeId, selectFieldValue } from './wordpress-fields';

/** Gravity Forms field settings that hold HTML, by the plugin's setting interface (as Gatsby names it). */
const GRAVITY_FORMS_HTML_SETTINGS = [
  { settingInterface: 'WpGfFieldWithDescriptionSetting', field: 'description' },
  { settingInterface: 'WpGfFieldWithCheckboxLabelSetting', field: 'checkboxLabel' },
  { settingInterface: 'WpGfFieldWithContentSetting', field: 'content' },
] as const;

/** A GraphQL output type, possibly wrapped in lists and non-nulls. */
interface WrappedType {
  ofType?: WrappedType;
}

/** The named type inside list and non-null wrappers. */
function namedType(type: WrappedType): WrappedType {
  return type.ofType ? namedType(type.ofType) : type;
}

type FieldResolver = (
  source: Record<string, unknown>,
  args: unknown,
  context: unknown,
  info: { fieldName: string; returnType?: WrappedType; originalResolver?: FieldResolver },
) => unknown;

/** The field's value as gatsby-source-wordpress resolves it (or as stored on the object). */
async function originalValue(
  source: Record<string, unknown>,
  args: unknown,
  context: unknown,
  info: Parameters<FieldResolver>[3],
  field = info.fieldName,
) {
  const value =
    field === info.fieldName && info.originalResolver ? await info.originalResolver(source, args, context, info) : source[field];
  return typeof value === 'string' ? value : null;
}

/** The first `count` posts, newest first, as nodes; the query reruns in develop when any post changes. */
async function newestPosts(cache: KeyValueCache, context: unknown, count: number) {
  const { nodeModel } = context as { nodeModel: NodeModel };
  nodeModel.trackPageDependencies([], { connectionType: 'WpPost' });
  const { order } = await kennisbankStateOf(cache);
  return postNodes(nodeModel, order.slice(0, count));
}

function postNodes(nodeModel: NodeModel, ids: readonly string[]) {
  return ids.map((id) => nodeModel.getNodeById({ id, type: 'WpPost' })).filter(Boolean);
}

/**
 * A price carousel's packages (docs/behaviour/packages-and-quotation.md#price-carousel): those of the block's packagesType,
 * sorted by priceFrom ascending (stable, a package without a price last); none for an unknown type.
 * The query reruns in develop when any package changes.
 */
async function packagesOfType(context: unknown, packagesType: unknown) {
  if (!isPackageType(packagesType)) return [];
  const { nodeModel } = context as { nodeModel: NodeModel };
  const { entries } = await nodeModel.findAll({ type: 'WpPackage', query: { filter: { info: { type: { eq: packagesType } } } } });
  type PackageNode = { info?: { priceFrom?: number | null } | null };
  return sortByPriceFrom([...entries] as PackageNode[], (node) => node.info?.priceFrom);
}

/** Every package, for the quotation builder (docs/behaviour/packages-and-quotation.md#the-quotation-builder); the builder sorts and groups them. */
async function allPackages(context: unknown) {
  const { nodeModel } = context as { nodeModel: NodeModel };
  const { entries } = await nodeModel.findAll({ type: 'WpPackage' });
  type PackageNode = { info?: { priceFrom?: number | null } | null };
  return sortByPriceFrom([...entries] as PackageNode[], (node) => node.info?.priceFrom);
}

/** The quotation dialog's Gravity Form (spec: form 5), or null when WordPress has none with that id. */
async function quotationForm(context: unknown) {
  const { nodeModel } = context as { nodeModel: NodeModel };
  return nodeModel.findOne({ type: 'WpGfForm', query: { filter: { databaseId: { eq: QUOTATION_FORM_ID } } } });
}

/** posts_latest's count: a positive whole number, DEFAULT_LATEST_COUNT when empty or 0. */
function latestCount(value: unknown): number {
  const count = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : 0;
  return count > 0 ? count : DEFAULT_LATEST_COUNT;
}

/**
 * A reference field's node (a post_object, a page_link, in 2.x an image): the node whose id the
 * stored reference holds (referencedNodeId, in either line's shape), if it is of the field's type;
 * null for none or a node that was not sourced. Gatsby keeps gatsby-source-wordpress's resolver
 * under a field the content model redeclares, and that resolver returns the node or the
 * connection: this resolver replaces it and reads what is stored.
 */
const referenceResolver: FieldResolver = (source, _args, context, info) => {
  const id = referencedNodeId(source[info.fieldName]);
  if (!id) return null;
  return (
    (context as { nodeModel: NodeModel }).nodeModel.getNodeById({ id, type: info.returnType ? namedType(info.returnType) : undefined }) ??
    null
  );
};

/** A select field's chosen value, as 0.6 answers it (2.x answers a list). */
const selectResolver: FieldResolver = (source, _args, _context, info) => selectFieldValue(source[info.fieldName]);

/**
 * WordPress HTML is sanitized here, at build time, with links to WordPress made
 * site-relative (in link fields too): components render it as it comes and the browser
 * never loads a sanitizer.
 * FAQ answers also get a plain-text twin for the FAQPage JSON-LD (docs/behaviour/blocks.md#repeat_faq),
 * posts their excerpt as plain text (the description when there is no SEO description),
 * and media items a blurred placeholder made from the sourced file (blurBase64).
 * Gravity Forms fields' descriptions and consent labels hold HTML too (the consent label links
 * 'voorwaarden' to the privacy page): every type implementing the plugin's setting interface
 * gets the same sanitizing, found in the schema so every field type a WordPress has is covered.
 */
export const createResolvers: GatsbyNode['createResolvers'] = async ({
  createResolvers: addResolvers,
  cache,
  intermediateSchema,
  reporter,
  pathPrefix,
}) => {
  const line = await acfLine();
  const wordpressUrl = new URL(WORDPRESS_GRAPHQL_URL).origin;
  const images = mediaItemImages({ cache, reporter, pathPrefix: pathPrefix ?? '' });
  const resolvers: Record<
    string,
    Record<string, { type?: string; args?: Record<string, { type: string; defaultValue?: unknown }>; resolve: FieldResolver }>
  > = {};
  // Read by name, not with graphql-js helpers: the schema's classes are Gatsby's copy of graphql-js.
  // Object types only: in the real schema, interfaces implement the setting interfaces too
  // (WpOptionField), and Gatsby takes resolvers for object types alone.
  type NamedType = { name: string; constructor: { name: string }; getInterfaces?: () => { name: string }[] };
  const objectTypes = Object.values((intermediateSchema as { getTypeMap(): Record<string, NamedType> }).getTypeMap()).filter(
    (type) => type.constructor.name === 'GraphQLObjectType',
  );
  const gravityFormsHtml = GRAVITY_FORMS_HTML_SETTINGS.flatMap(({ settingInterface, field }) =>
    objectTypes
      .filter((type) => type.getInterfaces?.().some((implemented) => implemented.name === settingInterface))
      .map((type) => ({ type: type.name, field })),
  );
  for (const { type, field } of [...gatsbyHtmlFields(line), ...gravityFormsHtml]) {
    resolvers[type] = {
      ...resolvers[type],
      [field]: { resolve: async (...call) => htmlFieldValue(await originalValue(...call), wordpressUrl) },
    };
  }
  // Link fields (buttons, menus, service cards) that point at WordPress pages become site links too;
  // unsafe urls (javascript:, data:, vbscript:) become null, so no component ever sees one.
  resolvers.WpAcfLink = {
    url: {
      resolve: async (...call) => linkFieldUrl(await originalValue(...call), wordpressUrl),
    },
  };
  for (const { type, field, kind } of gatsbyResolvedFields(line)) {
    resolvers[type] = { ...resolvers[type], [field]: { resolve: kind === 'select' ? selectResolver : referenceResolver } };
  }
  for (const type of faqTypes(line)) {
    resolvers[type] = {
      ...resolvers[type],
      answerText: {
        type: 'String',
        resolve: async (source, args, context, info) => faqAnswerText(await originalValue(source, args, context, info, 'answer')),
      },
    };
  }
  const styletype = (source: Record<string, unknown>) => selectFieldValue(source.styletype);
  for (const type of postsLayoutTypes(line)) {
    resolvers[type] = {
      ...resolvers[type],
      // Each only on the block that shows it, so no other page's data carries cards it never renders.
      latestPosts: {
        type: '[WpPost]',
        resolve: (source, _args, context) =>
          styletype(source) === 'posts_latest' ? newestPosts(cache, context, latestCount(source.count)) : null,
      },
      listingFirstPage: {
        type: '[WpPost]',
        resolve: (source, _args, context) => (styletype(source) === 'posts_blog' ? newestPosts(cache, context, PAGE_SIZE) : null),
      },
      listingManifest: {
        type: 'JSON',
        resolve: async (source) => (styletype(source) === 'posts_blog' ? (await kennisbankStateOf(cache)).manifest : null),
      },
      packages: {
        type: '[WpPackage]',
        resolve: (source, _args, context) =>
          styletype(source) === 'posts_package_prices' ? packagesOfType(context, selectFieldValue(source.packagesType)) : null,
      },
      quotationPackages: {
        type: '[WpPackage]',
        resolve: (source, _args, context) => (styletype(source) === 'posts_package_quotation' ? allPackages(context) : null),
      },
      quotationForm: {
        type: 'WpGfForm',
        resolve: (source, _args, context) => (styletype(source) === 'posts_package_quotation' ? quotationForm(context) : null),
      },
    };
  }
  resolvers.WpPost = {
    // A post page's 'Lees ook' posts by node id, in the order createPages chose (relatedIds).
    relatedPosts: {
      type: '[WpPost]',
      args: { ids: { type: '[String]' } },
      resolve: (_source, args, context) => {
        const ids = (args as { ids?: (string | null)[] | null }).ids ?? [];
        const { nodeModel } = context as { nodeModel: NodeModel };
        return ids.flatMap((id) => (id ? [nodeModel.getNodeById({ id, type: 'WpPost' })].filter(Boolean) : []));
      },
    },
    excerptText: { type: 'String', resolve: (source) => stripHtml(typeof source.excerpt === 'string' ? source.excerpt : null) || null },
  };
  resolvers.WpMediaItem = {
    blurBase64: { type: 'String', resolve: (source, _args, context) => images.blurBase64(source, context as { nodeModel: NodeModel }) },
    imageData: {
      type: 'GatsbyImageData',
      args: { width: { type: 'Int', defaultValue: DEFAULT_IMAGE_WIDTH } },
      resolve: (source, args, context) =>
        images.imageData(source, Number((args as { width?: unknown }).width) || DEFAULT_IMAGE_WIDTH, context as { nodeModel: NodeModel }),
    },
  };
  addResolvers(resolvers);
};
