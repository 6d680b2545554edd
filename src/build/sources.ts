/** Where the build's content and images come from: read once from the environment, for gatsby-config and the resolvers. */
import { imageProcessingFromEnv } from './image-processing';

/**
 * Where content comes from. Unset: the embedded WordPress stand-in (mocks/wordpress),
 * which `npm start` starts on this address. Set WPGRAPHQL_URL to use a real WordPress
 * with WPGraphQL, WPGatsby, WPGraphQL for ACF and WPGraphQL for Gravity Forms.
 */
export const WORDPRESS_GRAPHQL_URL = process.env.WPGRAPHQL_URL || 'http://127.0.0.1:8788/graphql';

/** Images from the media URL's image service (default) or processed at build time (image-processing.ts). */
export const IMAGE_PROCESSING = imageProcessingFromEnv();
