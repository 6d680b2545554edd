/**
 * The chunk each code-split block loads from: the webpackChunkName of its import() in
 * registry.ts, by kind or, where a styletype has a chunk of its own, by `Kind/styletype` (the
 * name a rendered block carries in data-block). gatsby-ssr.tsx preloads the chunks of the blocks
 * a page's HTML shows; registry.test.tsx checks that this table and the import()s agree.
 * The Fragment block is not code-split.
 */
export const BLOCK_CHUNKS: Readonly<Record<string, string>> = {
  Banner: 'block-banner',
  Content: 'block-content',
  'Content/content_enclose': 'block-content-enclose',
  Form: 'block-form',
  'Posts/posts_latest': 'block-posts-latest',
  'Posts/posts_blog': 'block-posts-blog',
  'Posts/posts_package_prices': 'block-posts-prices',
  'Posts/posts_package_quotation': 'block-posts-quotation',
  Repeat: 'block-repeat',
};

/** The chunk of a rendered block, by its data-block name (`Kind/styletype`); undefined for one in the page's own code. */
export function blockChunk(name: string): string | undefined {
  const kind = name.split('/')[0]!;
  return Object.hasOwn(BLOCK_CHUNKS, name) ? BLOCK_CHUNKS[name] : Object.hasOwn(BLOCK_CHUNKS, kind) ? BLOCK_CHUNKS[kind] : undefined;
}

/** The data-block names in a page's HTML, each once, in order. */
export function blockNamesIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\sdata-block="([^"]+)"/g), (match) => match[1]!))];
}
