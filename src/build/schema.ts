import type { GatsbyNode } from 'gatsby';
import { type AcfLine } from '../model/acf-schema';
import { gatsbyContentModelSdl, gatsbyTypesOfKind, gatsbyTypesOfShape, layoutInterfaceName, shapeInterfaceName } from './gatsby-interfaces';
import { acfLine } from './acf-line';

/** The FAQ row types (every owner's), which get answerText beside their answer. */
export const faqTypes = (line: AcfLine) => gatsbyTypesOfShape('Faq', line);

/** The Posts block types (every owner's), which get the Kennisbank fields. */
export const postsLayoutTypes = (line: AcfLine) => gatsbyTypesOfKind('Posts', line);
const POSTS_LAYOUT_INTERFACE = layoutInterfaceName('Posts');

/** posts_latest without a count shows this many posts (docs/behaviour/kennisbank.md#latest-posts). */
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
const siteSdl = (line: AcfLine) => `
  interface ${shapeInterfaceName('Faq')} {
    answerText: String
  }
${faqTypes(line)
  .map((type) => `  type ${type} implements ${shapeInterfaceName('Faq')} {\n    answerText: String\n  }`)
  .join('\n')}

  interface ${POSTS_LAYOUT_INTERFACE} {${POSTS_LAYOUT_FIELDS}
  }
${postsLayoutTypes(line)
  .map((type) => `  type ${type} implements ${POSTS_LAYOUT_INTERFACE} {${POSTS_LAYOUT_FIELDS}\n  }`)
  .join('\n')}

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
 * The content model's interfaces (one per block kind, per recurring shape and per field group;
 * src/build/gatsby-interfaces.ts) over the types of the WPGraphQL for ACF line the WordPress runs, so
 * each block's fragment serves pages, posts and reusable fragments alike, on either line, and the
 * site's own fields.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = async ({ actions, reporter }) => {
  const line = await acfLine();
  reporter.info(`WordPress runs WPGraphQL for ACF ${line === '2' ? '2.x' : '0.6'}`);
  actions.createTypes(gatsbyContentModelSdl(line));
  actions.createTypes(siteSdl(line));
};
