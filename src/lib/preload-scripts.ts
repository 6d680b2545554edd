import { blockChunk, blockNamesIn } from '../blocks/block-chunks';

/** A script of the page's template as Gatsby hands it to onRenderBody (`rel` 'prefetch' for ones it only prefetches). */
export interface PageScript {
  name: string;
  rel?: string;
}

/** public/chunk-map.json: each named chunk group's files, as site-relative URLs ('/block-banner-1a2b.js'). */
export type ChunkMap = Readonly<Record<string, readonly string[]>>;

/** The app chunk group (Gatsby's fixed names: the runtime chunk, the framework cache group, the app entry): <script> tags in the HTML already. */
const IN_HTML = /^(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/**
 * The scripts a page will load, for <link rel="preload"> in its head: its template's chunks
 * (with GATSBY_SLICES, Gatsby 5's default, the HTML has only the webpack runtime, framework and
 * app; the rest is requested once app has run and fetched the page's data) and the chunks of the
 * code-split blocks the HTML shows (requested only once the template renders them). Preloaded,
 * they download alongside the first scripts instead of one round trip after another.
 * Site-relative URLs, each once.
 */
export function pagePreloads({ scripts, bodyHtml, chunkMap, pathPrefix = '' }: { scripts: readonly PageScript[]; bodyHtml: string; chunkMap: ChunkMap; pathPrefix?: string }): string[] {
  const template = scripts
    .filter((script) => script.rel !== 'prefetch' && !IN_HTML.test(script.name))
    .map((script) => `${pathPrefix}/${script.name}`);
  const blocks = blockNamesIn(bodyHtml).flatMap((name) => {
    const chunk = blockChunk(name);
    return chunk && Object.hasOwn(chunkMap, chunk) ? chunkMap[chunk]!.map((file) => `${pathPrefix}${file}`) : [];
  });
  return [...new Set([...template, ...blocks])];
}
