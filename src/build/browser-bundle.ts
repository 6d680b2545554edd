/**
 * The browser bundles of `gatsby build`: their source maps are written without the
 * `//# sourceMappingURL` comment and kept off the served site (source-maps.ts), and the entry
 * scripts start after the largest paint (first-scripts.ts). `gatsby develop` keeps Gatsby's own
 * devtool and script tags.
 */
import type { GatsbyNode } from 'gatsby';
import { FirstScriptsPlugin } from './first-scripts';
import { BUILD_JAVASCRIPT_DEVTOOL } from './source-maps';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: BUILD_JAVASCRIPT_DEVTOOL, plugins: [new FirstScriptsPlugin()] });
};
