import type { GatsbyNode } from 'gatsby';
import { acfObjectTypes, gatsbyContentModelSdl, gatsbyTypesOfShape, layoutInterfaceName, shapeInterfaceName } from '../types/flex-layouts';

/**
 * The ACF reference fields (post_object, page_link: a Fragment block's fragment, a USP's link),
 * by Gatsby type. WPGraphQL answers them as a union of the post types they may point at, which
 * gatsby-source-wordpress stores as `{ __typename, id }` of the node and resolves with its own
 * union resolver, straight to the node.
 */
export const REFERENCE_FIELDS = acfObjectTypes().types.flatMap((type) =>
  type.fields
    .filter((entry) => entry.acf?.type === 'post_object' || entry.acf?.type === 'page_link')
    .map((entry) => ({ type: `Wp${type.name}`, field: entry.name })),
);

/** The FAQ row types (every owner's), which get answerText beside their answer. */
export const FAQ_TYPES = gatsbyTypesOfShape('Faq');

/** The Posts block types (every owner's), which get the Kennisbank fields. */
export const POSTS_LAYOUT_TYPES = acfObjectTypes()
  .types.filter((type) => type.kind === 'object' && type.layoutKind === 'Posts')
  .map((type) => `Wp${type.name}`);
const POSTS_LAYOUT_INTERFACE = layoutInterfaceName('Posts');

/** posts_latest without a count shows this many posts (spec §2). */
export const DEFAULT_LATEST_COUNT = 3;

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
 *   block type (and on its interface), for the Kennisbank, resolved from what
 *   createPages computed; null on the other styletypes;
 * - packages (posts_package_prices) on every Posts block type: the packages of the
 *   block's packagesType, priceFrom ascending; null on the other styletypes;
 * - quotationPackages and quotationForm (posts_package_quotation): every package (the
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
