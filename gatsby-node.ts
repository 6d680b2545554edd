import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { generateImageData } from 'gatsby-plugin-sharp';
import { IMAGE_PROCESSING, WORDPRESS_GRAPHQL_URL } from './gatsby-config';
import { blurPlaceholders, renditionPlaceholders, type ImageFile, type MediaItemSource } from './src/lib/blur-placeholder';
import { mediaImageData, OUTPUT_PIXEL_DENSITIES } from './src/lib/image-data';
import { DEFAULT_IMAGE_WIDTH } from './src/styles/constants';
import { PAGE_SIZE, type ListingManifest, type PostCardData } from './src/blocks/posts/listing/types';
import { toPostCards, type PostCardSource } from './src/blocks/posts/post-card';
import { isPackageType, sortByPriceFrom } from './src/blocks/posts/package-card';
import { postOrder, writeListing } from './scripts/lib/kennisbank-listing';
import { BUILD_JAVASCRIPT_DEVTOOL, moveSourceMaps, SOURCE_MAPS_DIR } from './scripts/lib/source-maps';
import { relatedPostIds } from './src/templates/related-posts';
import { QUOTATION_FORM_ID, type RawPackage } from './src/quotation/types';
import { parentChain, type PageNode } from './src/lib/page-tree';
import { stripHtml } from './src/lib/sanitize-html';
import { faqAnswerText, htmlFieldValue, linkFieldUrl } from './src/lib/wordpress-fields';
import {
  acfObjectTypes,
  gatsbyContentModelSdl,
  gatsbyHtmlFields,
  gatsbyTypesOfShape,
  layoutInterfaceName,
  shapeInterfaceName,
} from './src/types/flex-layouts';

const pageTemplate = path.resolve('./src/templates/Page.tsx');
const postTemplate = path.resolve('./src/templates/Post.tsx');
/** What the build sourced, per node type (.data/build/content-report.json): read by the e2e tests, handy with a real WordPress. */
const CONTENT_REPORT = path.resolve('.data/build/content-report.json');

interface ReportQuery {
  [key: string]: unknown;
}

interface PagesQuery {
  allWpPage: { nodes: (PageNode & { id: string })[] };
  allWpPost: { nodes: { id: string; databaseId: number; uri: string | null }[] };
}

/**
 * The ACF reference fields (post_object, page_link: a Fragment block's fragment, a USP's link),
 * by Gatsby type. WPGraphQL answers them as a union of the post types they may point at, which
 * gatsby-source-wordpress stores as `{ __typename, id }` of the node and resolves with its own
 * union resolver, straight to the node.
 */
const REFERENCE_FIELDS = acfObjectTypes().types.flatMap((type) =>
  type.fields
    .filter((entry) => entry.acf?.type === 'post_object' || entry.acf?.type === 'page_link')
    .map((entry) => ({ type: `Wp${type.name}`, field: entry.name })),
);

/** Gravity Forms field settings that hold HTML, by the plugin's setting interface (as Gatsby names it). */
const GRAVITY_FORMS_HTML_SETTINGS = [
  { settingInterface: 'WpGfFieldWithDescriptionSetting', field: 'description' },
  { settingInterface: 'WpGfFieldWithCheckboxLabelSetting', field: 'checkboxLabel' },
  { settingInterface: 'WpGfFieldWithContentSetting', field: 'content' },
] as const;

/** The FAQ row types (every owner's), which get answerText beside their answer. */
const FAQ_TYPES = gatsbyTypesOfShape('Faq');

/** The Posts block types (every owner's), which get the Kennisbank fields (issue 12). */
const POSTS_LAYOUT_TYPES = acfObjectTypes()
  .types.filter((type) => type.kind === 'object' && type.layoutKind === 'Posts')
  .map((type) => `Wp${type.name}`);
const POSTS_LAYOUT_INTERFACE = layoutInterfaceName('Posts');

/** posts_latest without a count shows this many posts (spec §2). */
const DEFAULT_LATEST_COUNT = 3;

/**
 * The Kennisbank fields of a Posts block: computed once per build in createPages (the listing
 * files, the posts' order) and read by every block.
 */
const POSTS_LAYOUT_FIELDS = `
    latestPosts: [WpPost]
    listingFirstPage: [WpPost]
    listingManifest: JSON
    packages: [WpPackage]
    quotationPackages: [WpPackage]
    quotationForm: WpGfForm`;

/**
 * Fields the site adds to what gatsby-source-wordpress makes of WordPress:
 * - answerText on every FAQ row (and on their interface), resolved in createResolvers;
 * - latestPosts (posts_latest), listingFirstPage and listingManifest (posts_blog) on every Posts
 *   block type (and on its interface), the Kennisbank of issue 12, resolved from what
 *   createPages computed; null on the other styletypes;
 * - packages (posts_package_prices, issue 13) on every Posts block type: the packages of the
 *   block's packagesType, priceFrom ascending; null on the other styletypes;
 * - quotationPackages and quotationForm (posts_package_quotation, issue 13): every package (the
 *   builder offers them all, by type) and Gravity Form QUOTATION_FORM_ID (5), whose fields the
 *   quotation dialog renders; null on the other styletypes;
 * - seo on pages and posts, typed as WPGraphQL Yoast SEO types it: with that plugin the
 *   plugin's data fills it, without it the field is there and null (the templates fall back
 *   to the page's own title and a post's excerpt), so the queries compile either way.
 */
const SITE_SDL = `
  interface ${shapeInterfaceName('Faq')} {
    answerText: String
  }
${FAQ_TYPES.map((type) => `  type ${type} implements ${shapeInterfaceName('Faq')} {\n    answerText: String\n  }`).join('\n')}

  interface ${POSTS_LAYOUT_INTERFACE} {${POSTS_LAYOUT_FIELDS}
  }
${POSTS_LAYOUT_TYPES.map((type) => `  type ${type} implements ${POSTS_LAYOUT_INTERFACE} {${POSTS_LAYOUT_FIELDS}\n  }`).join('\n')}

  type WpPostTypeSEO {
    title: String
    metaDesc: String
  }
  type WpPage implements Node {
    seo: WpPostTypeSEO
  }
  type WpPost implements Node {
    seo: WpPostTypeSEO
  }
`;

/**
 * The content model's interfaces (one per block kind and per recurring shape, with the
 * reference fields linked to their nodes; src/types/flex-layouts.ts), so each block's
 * fragment serves pages, posts and reusable fragments alike, and the site's own fields.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(gatsbyContentModelSdl());
  actions.createTypes(SITE_SDL);
};

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

interface NodeModel {
  getNodeById(args: { id: string; type?: unknown }): unknown;
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<unknown> }>;
  findOne(args: { type: string; query?: unknown }): Promise<unknown>;
  trackPageDependencies(result: unknown, dependencies: { connectionType?: string }): unknown;
}

/**
 * What createPages computes once per build for every Posts block: the manifest of the listing
 * files it wrote, and the ids of the posts (Gatsby node ids, those with a uri) newest first
 * (comparePosts, the order of every list). Kept here and in Gatsby's cache, so a query run in
 * another process (parallel query running) reads the same.
 */
interface KennisbankState {
  manifest: ListingManifest;
  order: string[];
}
const KENNISBANK_CACHE_KEY = 'kennisbank-listing';
let kennisbankState: KennisbankState | null = null;

interface KeyValueCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

async function kennisbankStateOf(cache: KeyValueCache): Promise<KennisbankState> {
  kennisbankState ??= ((await cache.get(KENNISBANK_CACHE_KEY)) as KennisbankState | undefined) ?? null;
  if (!kennisbankState) throw new Error('The Kennisbank listing was not computed: createPages must run before the page queries.');
  return kennisbankState;
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
 * A price carousel's packages (spec §2 posts_package_prices): those of the block's packagesType,
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

/** Every package, for the quotation builder (spec §2 posts_package_quotation); the builder sorts and groups them. */
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
 * A reference field's node: the node whose id the stored reference (`{ __typename, id }`)
 * holds, if it is of the field's type; null for none or a node that was not sourced.
 * The content model declares these fields `@link(from: "<field>.id")`, but Gatsby keeps
 * gatsby-source-wordpress's resolver under that link (a redeclared field extends the plugin's),
 * and that resolver already returns the node: the link then looks a node up by a node, and the
 * query fails ("Unable to serialize object as a key"). This resolver replaces both.
 */
const referenceResolver: FieldResolver = (source, _args, context, info) => {
  const stored = source[info.fieldName] as { id?: unknown } | string | null | undefined;
  const id = typeof stored === 'string' ? stored : stored?.id;
  if (typeof id !== 'string' || !id) return null;
  return (
    (context as { nodeModel: NodeModel }).nodeModel.getNodeById({ id, type: info.returnType ? namedType(info.returnType) : undefined }) ??
    null
  );
};

/**
 * WordPress HTML is sanitized here, at build time, with links to WordPress made
 * site-relative (in link fields too): components render it as it comes and the browser
 * never loads a sanitizer.
 * FAQ answers also get a plain-text twin for the FAQPage JSON-LD (spec §2 repeat_faq),
 * posts their excerpt as plain text (the description when there is no SEO description),
 * and media items a blurred placeholder made from the sourced file (blurBase64).
 * Gravity Forms fields' descriptions and consent labels hold HTML too (the consent label links
 * 'voorwaarden' to the privacy page): every type implementing the plugin's setting interface
 * gets the same sanitizing, found in the schema so every field type a WordPress has is covered.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: addResolvers,
  cache,
  intermediateSchema,
  reporter,
  pathPrefix,
}) => {
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
  for (const { type, field } of [...gatsbyHtmlFields(), ...gravityFormsHtml]) {
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
  for (const { type, field } of REFERENCE_FIELDS) {
    resolvers[type] = { ...resolvers[type], [field]: { resolve: referenceResolver } };
  }
  for (const type of FAQ_TYPES) {
    resolvers[type] = {
      ...resolvers[type],
      answerText: {
        type: 'String',
        resolve: async (source, args, context, info) => faqAnswerText(await originalValue(source, args, context, info, 'answer')),
      },
    };
  }
  for (const type of POSTS_LAYOUT_TYPES) {
    resolvers[type] = {
      ...resolvers[type],
      // Each only on the block that shows it, so no other page's data carries cards it never renders.
      latestPosts: {
        type: '[WpPost]',
        resolve: (source, _args, context) =>
          source.styletype === 'posts_latest' ? newestPosts(cache, context, latestCount(source.count)) : null,
      },
      listingFirstPage: {
        type: '[WpPost]',
        resolve: (source, _args, context) => (source.styletype === 'posts_blog' ? newestPosts(cache, context, PAGE_SIZE) : null),
      },
      listingManifest: {
        type: 'JSON',
        resolve: async (source) => (source.styletype === 'posts_blog' ? (await kennisbankStateOf(cache)).manifest : null),
      },
      packages: {
        type: '[WpPackage]',
        resolve: (source, _args, context) =>
          source.styletype === 'posts_package_prices' ? packagesOfType(context, source.packagesType) : null,
      },
      quotationPackages: {
        type: '[WpPackage]',
        resolve: (source, _args, context) => (source.styletype === 'posts_package_quotation' ? allPackages(context) : null),
      },
      quotationForm: {
        type: 'WpGfForm',
        resolve: (source, _args, context) => (source.styletype === 'posts_package_quotation' ? quotationForm(context) : null),
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

/** A WpMediaItem node as the image resolvers read it. */
type MediaItemNode = MediaItemSource & {
  localFile?: { id?: string } | null;
  mediaDetails?: { width?: number | null; height?: number | null } | null;
};

/**
 * A media item's blurBase64 and gatsby-plugin-image data (issue 14), as WORDPRESS_IMAGES asks
 * (scripts/lib/image-processing.ts): from the media URL and a 20-pixel rendition of the image
 * service (default), or from the downloaded file with gatsby-plugin-sharp. Both at the spec's
 * widths (base, base/1.5, base/2.75) in webp with the original format as fallback.
 */
function mediaItemImages({
  cache,
  reporter,
  pathPrefix,
}: {
  cache: KeyValueCache;
  reporter: { warn(message: string): void };
  pathPrefix: string;
}) {
  let failures = 0;
  const fromRendition = renditionPlaceholders({
    cache,
    onError: (url, error) => {
      failures += 1;
      // The first few by name, then one count: a missing image must not flood the build's output.
      if (failures <= 5) reporter.warn(`No blurred placeholder for ${url}: ${error.message}`);
      else if (failures === 6) reporter.warn('More images without a blurred placeholder; their names are left out.');
    },
  });
  const fromFile = blurPlaceholders(cache);
  const fileOf = (source: MediaItemNode, context: { nodeModel: NodeModel }) => {
    const fileId = source.localFile?.id;
    return fileId ? ((context.nodeModel.getNodeById({ id: fileId, type: 'File' }) as ImageFile | null) ?? null) : null;
  };
  const blurBase64 = (source: MediaItemNode, context: { nodeModel: NodeModel }) =>
    IMAGE_PROCESSING === 'sharp' ? fromFile(fileOf(source, context)) : fromRendition(source);
  return {
    blurBase64,
    async imageData(source: MediaItemNode, width: number, context: { nodeModel: NodeModel }) {
      if (IMAGE_PROCESSING === 'sharp') {
        const file = fileOf(source, context);
        if (!file) return null;
        // Never wider than the original, as from the image service (gatsby-plugin-sharp would give the asked width).
        const originalWidth = Number(source.mediaDetails?.width) || width;
        const args = {
          layout: 'constrained' as const,
          width: Math.min(width, originalWidth),
          placeholder: 'blurred' as const,
          formats: ['auto' as const, 'webp' as const],
          outputPixelDensities: [...OUTPUT_PIXEL_DENSITIES],
        };
        return (await generateImageData({ file, args, pathPrefix, reporter, cache })) ?? null;
      }
      const placeholder = await blurBase64(source, context);
      return mediaImageData(
        { url: source.mediaItemUrl, width: source.mediaDetails?.width, height: source.mediaDetails?.height, placeholder },
        width,
      );
    },
  };
}

/** One page per WordPress page and post, at its uri; the Kennisbank listing files. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, cache, getNodesByType }) => {
  const cards = await writeKennisbankListing(graphql, reporter, cache);
  // 'Lees ook' (src/templates/related-posts.ts): every post's related posts at once, not a sorted query per post page.
  const related = relatedPostIds(
    cards.map((card) => ({
      databaseId: card.databaseId,
      date: card.date,
      categoryIds: card.categories.map((category) => category.databaseId),
    })),
  );
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allWpPage {
        nodes {
          id
          uri
          title
          databaseId
          parentDatabaseId
        }
      }
      allWpPost {
        nodes {
          id
          databaseId
          uri
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the WordPress pages', result.errors);
    return;
  }
  const byId = new Map(result.data.allWpPage.nodes.map((page) => [page.databaseId, page]));
  for (const page of result.data.allWpPage.nodes) {
    if (!page.uri) {
      reporter.warn(`WordPress page ${page.id} has no uri; it is skipped.`);
      continue;
    }
    actions.createPage({
      path: page.uri,
      component: pageTemplate,
      context: { id: page.id, breadcrumbParents: parentChain(page, byId) },
    });
  }
  const nodeIdOf = new Map(result.data.allWpPost.nodes.map((post) => [post.databaseId, post.id]));
  for (const post of result.data.allWpPost.nodes) {
    if (!post.uri) {
      reporter.warn(`WordPress post ${post.id} has no uri; it is skipped.`);
      continue;
    }
    // relatedIds: its 'Lees ook' posts (node ids, in order; the template's relatedPosts field keeps it).
    const relatedIds = (related.get(post.databaseId) ?? []).flatMap((databaseId) => nodeIdOf.get(databaseId) ?? []);
    actions.createPage({ path: post.uri, component: postTemplate, context: { id: post.id, relatedIds } });
  }
  await writeContentReport(graphql, reporter);
  const quotationFormNode = getNodesByType('WpGfForm').find((node) => node.databaseId === QUOTATION_FORM_ID) ?? null;
  await writeQuotationPackages(getNodesByType('WpPackage') as RawPackage[], quotationFormNode, reporter);
};

// ── Quotation endpoint data (issue 13) ──────────────────────────────────────────────────
/**
 * What src/api/package-quotation.ts validates, prices and mails against: every WpPackage through
 * toQuotationPackages and Gravity Form 5 through normalizeForm, written once per build to
 * QUOTATION_PACKAGES_FILE (default .data/quotation/packages.json; src/quotation/server/config.ts).
 * Read from the nodes themselves, which hold every field WordPress gave (the builder's
 * QuotationPackageFields and GravityForm fragments select the same fields by the same names:
 * e2e/quotation-api.e2e.ts compares the form with the page's), so no second field list can drift.
 */
async function writeQuotationPackages(
  nodes: RawPackage[],
  formNode: unknown,
  reporter: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['reporter'],
) {
  // Loaded here, not at the top: gatsby-node is bundled into Gatsby's query engine, whose
  // validation refused the build with these modules in its main chunk; createPages never runs there.
  const [{ quotationConfig }, { writePackagesFile }, { normalizeForm }] = await Promise.all([
    import('./src/quotation/server/config'),
    import('./src/quotation/server/packages-file'),
    import('./src/forms/normalize'),
  ]);
  const file = quotationConfig().packagesFile;
  const form = formNode
    ? normalizeForm(formNode as Parameters<typeof normalizeForm>[0], { wordpressUrl: new URL(WORDPRESS_GRAPHQL_URL).origin })
    : null;
  // As src/quotation/server/fields.ts formTakesQuotes (not imported here: its yup schema has no place in gatsby-node's bundle).
  if (!form?.fields.some((field) => field.type === 'email')) {
    reporter.warn(
      `Quotation: WordPress has ${form ? 'a Gravity Form 5 without an e-mail field' : 'no Gravity Form 5'}, the quotation dialog's form. ` +
        'Quotes cannot be mailed: the endpoint answers every request with a message to get in touch, until form 5 exists with an e-mail field.',
    );
  }
  const count = writePackagesFile(file, nodes, form);
  const dropped = nodes.length - count;
  if (dropped > 0) reporter.warn(`Quotation: ${dropped} package(s) cannot be priced (no type or price) and are not offered.`);
  reporter.info(`Quotation: ${count} package(s) written to ${path.relative(process.cwd(), file)}`);
}

type PostCardImageNode = NonNullable<NonNullable<PostCardSource['featuredImage']>['node']>;

interface KennisbankQuery {
  allWpPost: { nodes: (Omit<PostCardSource, 'featuredImage'> & { id: string; featuredImage: { node: { id: string } | null } | null })[] };
  allWpCategory: { nodes: { databaseId: number; name: string | null; slug: string | null }[] };
}

interface KennisbankImagesQuery {
  allWpMediaItem: { nodes: (PostCardImageNode & { id: string })[] };
}

/**
 * The Kennisbank listing (issue 12): every post as a card (the fields of the PostCard fragment,
 * src/blocks/posts/fragment.ts, mapped by the same toPostCard), written as static files under
 * public/ (src/blocks/posts/listing/build.ts, scripts/lib/kennisbank-listing.ts); the manifest and
 * the posts' order kept for the Posts blocks' fields. Runs in develop too, where public/ is served.
 * The featured images are resolved once per media item, not once per post: posts share their
 * illustrations, and a card image (gatsbyImageData, blurBase64) is the costly part of a card.
 */
async function writeKennisbankListing(
  graphql: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['graphql'],
  reporter: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['reporter'],
  cache: KeyValueCache,
): Promise<PostCardData[]> {
  const started = Date.now();
  const result = await graphql<KennisbankQuery>(`
    query KennisbankListing {
      allWpPost {
        nodes {
          id
          databaseId
          uri
          title
          date
          excerptText
          categories {
            nodes {
              databaseId
              name
            }
          }
          featuredImage {
            node {
              id
            }
          }
        }
      }
      allWpCategory {
        nodes {
          databaseId
          name
          slug
        }
      }
    }
  `);
  const imageIds = [
    ...new Set((result.data?.allWpPost.nodes ?? []).flatMap((post) => (post.featuredImage?.node?.id ? [post.featuredImage.node.id] : []))),
  ];
  const images = await graphql<KennisbankImagesQuery>(
    `
      query KennisbankListingImages($ids: [String]) {
        allWpMediaItem(filter: { id: { in: $ids } }) {
          nodes {
            id
            altText
            mediaItemUrl
            blurBase64
            mediaDetails {
              width
              height
            }
            imageData(width: 640)
          }
        }
      }
    `,
    { ids: imageIds },
  );
  if (result.errors || !result.data || images.errors || !images.data) {
    reporter.panicOnBuild('Could not list the Kennisbank posts', result.errors ?? images.errors);
    return [];
  }
  const imageById = new Map(images.data.allWpMediaItem.nodes.map((image) => [image.id, image]));
  const nodeIds = new Map(result.data.allWpPost.nodes.map((node) => [node.databaseId, node.id]));
  const posts = toPostCards(
    result.data.allWpPost.nodes.map((post): PostCardSource => {
      const imageId = post.featuredImage?.node?.id;
      return { ...post, featuredImage: imageId ? { node: imageById.get(imageId) ?? null } : null };
    }),
  );
  const categories = result.data.allWpCategory.nodes.flatMap((category) =>
    category.name && category.slug ? [{ databaseId: category.databaseId, name: category.name, slug: category.slug }] : [],
  );
  const written = writeListing(path.resolve('public'), { posts, categories });
  kennisbankState = { manifest: written.manifest, order: postOrder(posts.map((post) => ({ ...post, id: nodeIds.get(post.databaseId)! }))) };
  await cache.set(KENNISBANK_CACHE_KEY, kennisbankState);
  reporter.info(
    `Kennisbank listing ${written.manifest.version}: ${written.manifest.total} posts, ${written.manifest.categories.length} categories, ${written.fileCount} files (${(written.bytes / 1024).toFixed(0)} kB)${written.written ? '' : ', already written'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return posts;
}

/** Counts every sourced node type and the block layouts in use, and writes them to CONTENT_REPORT. */
async function writeContentReport(
  graphql: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['graphql'],
  reporter: { info: (text: string) => void; warn: (text: string) => void },
) {
  const result = await graphql<ReportQuery>(`
    query ContentReport {
      pages: allWpPage {
        totalCount
      }
      posts: allWpPost {
        totalCount
      }
      categories: allWpCategory {
        totalCount
      }
      mediaItems: allWpMediaItem {
        totalCount
      }
      packages: allWpPackage {
        totalCount
      }
      forms: allWpGfForm {
        totalCount
      }
      fragments: allWpFlexFragment {
        totalCount
      }
      contentTypes: allWpContentType {
        totalCount
      }
      imageFiles: allImageSharp {
        totalCount
      }
      pageBlocks: allWpPage {
        nodes {
          flexContent {
            flex {
              __typename
              ... on WpFlexLayout {
                styletype
              }
            }
          }
        }
      }
      postBlocks: allWpPost {
        nodes {
          flexContent {
            flex {
              __typename
              ... on WpFlexLayout {
                styletype
              }
            }
          }
        }
      }
      formFields: allWpGfForm {
        nodes {
          formFields {
            nodes {
              __typename
              type
            }
          }
        }
      }
      wp {
        siteSettings {
          settings {
            menuHeader {
              link {
                url
              }
              submenu {
                link {
                  url
                }
              }
            }
            menuFooter {
              link {
                url
              }
            }
            menuServices {
              link {
                url
              }
            }
            newsletter {
              formId
              form {
                databaseId
              }
            }
            info {
              phonenumber
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.warn(`Could not write the content report: ${JSON.stringify(result.errors)}`);
    return;
  }
  const data = result.data as Record<string, { totalCount?: number; nodes?: unknown[] }>;
  const counts = Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => typeof value?.totalCount === 'number')
      .map(([key, value]) => [key, value.totalCount]),
  );
  type Flex = { flexContent: { flex: ({ __typename: string; styletype?: string | null } | null)[] | null } | null };
  const layouts = new Set<string>();
  for (const node of [...((data.pageBlocks?.nodes ?? []) as Flex[]), ...((data.postBlocks?.nodes ?? []) as Flex[])]) {
    for (const block of node.flexContent?.flex ?? []) {
      if (block) layouts.add(`${block.__typename.replace(/^Wp/, '')}${block.styletype ? `/${block.styletype}` : ''}`);
    }
  }
  const fieldTypes = new Set<string>();
  for (const form of (data.formFields?.nodes ?? []) as { formFields: { nodes: { type: string }[] } | null }[]) {
    for (const field of form.formFields?.nodes ?? []) fieldTypes.add(field.type);
  }
  const report = {
    counts,
    layouts: [...layouts].sort(),
    formFieldTypes: [...fieldTypes].sort(),
    siteSettings: (data.wp as unknown as { siteSettings: { settings: unknown } | null } | null)?.siteSettings?.settings ?? null,
  };
  mkdirSync(path.dirname(CONTENT_REPORT), { recursive: true });
  writeFileSync(CONTENT_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  reporter.info(
    `Sourced from WordPress: ${Object.entries(counts)
      .map(([key, value]) => `${value} ${key}`)
      .join(', ')}`,
  );
}

/**
 * The browser bundles' source maps are written without the `//# sourceMappingURL` comment and kept
 * off the served site (scripts/lib/source-maps.ts); `gatsby develop` keeps Gatsby's own devtool.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: BUILD_JAVASCRIPT_DEVTOOL });
};

/** Runs before the adapter: the maps leave public/ before it lists the files to serve or deploy. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const moved = moveSourceMaps(path.resolve('public'), path.resolve(SOURCE_MAPS_DIR));
  reporter.info(`Source maps kept out of public/: ${moved.length} moved to ${SOURCE_MAPS_DIR}`);
};
