/**
 * The one export of gatsby-plugin-sharp the build calls (the imageData resolver, media-images.ts,
 * with WORDPRESS_IMAGES=sharp): generateImageData in its image-data.js, which
 * gatsby-transformer-sharp's gatsbyImageData resolver (customize-schema.js) calls the same way. The
 * package ships no types.
 */
declare module 'gatsby-plugin-sharp' {
  import type { IGatsbyImageData } from 'gatsby-plugin-image';

  export interface GenerateImageDataArgs {
    layout?: 'constrained' | 'fixed' | 'fullWidth';
    width?: number;
    placeholder?: 'blurred' | 'dominantColor' | 'none';
    formats?: ('auto' | 'webp' | 'avif' | 'jpg' | 'png')[];
    outputPixelDensities?: number[];
  }

  export function generateImageData(options: {
    file: unknown;
    args: GenerateImageDataArgs;
    pathPrefix: string;
    reporter: unknown;
    cache: unknown;
  }): Promise<IGatsbyImageData | undefined>;
}
