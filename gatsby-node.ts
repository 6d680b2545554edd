/**
 * Gatsby's build hooks, handed off to the build's own room (src/build): the content model's
 * types and the site's fields (schema.ts), their resolvers (resolvers.ts), the pages and the
 * files written beside them (pages.ts: the Kennisbank listing, the quotation's packages and form,
 * the content report), the browser bundles (browser-bundle.ts) and their source maps (source-maps.ts),
 * and on the preview server, which refresh develop has sourced (preview-refreshes.ts).
 */
export { createSchemaCustomization } from './src/build/schema';
export { createResolvers } from './src/build/resolvers';
export { createPages } from './src/build/pages';
export { onCreateWebpackConfig } from './src/build/browser-bundle';
export { onPostBuild } from './src/build/source-maps';
export { sourceNodes, onCreateDevServer } from './src/build/preview-refreshes';
