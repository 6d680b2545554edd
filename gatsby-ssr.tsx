import type { GatsbySSR, RenderBodyArgs } from 'gatsby';
import { chunkGroupsOf, pagePreloads, type ChunkGroups, type WebpackStats } from './src/blocks/preload-scripts';
import { FONT_FILES } from './src/styles/font-files';
import { NO_SCROLL_PATHS } from './src/layout/page-shell';
import { NO_SCROLL_ATTRIBUTE } from './src/styles/global-css';
import { SiteStyles } from './src/styles/SiteStyles';
import { wrapPage } from './src/lib/ThirdPartyPolicy';
import { PAGE_CHUNKS_ID } from './src/lib/first-scripts';

// The same wrapper as in the browser (src/lib/ThirdPartyPolicy.tsx), so the trees match.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/**
 * The chunk groups of public/webpack.stats.json, which the JavaScript build writes before the
 * HTML renderer is bundled (Gatsby's static-entry reads public/chunk-map.json the same way).
 * Read through require, not fs: Gatsby counts fs calls while rendering as "unsafe builtin usage"
 * and would then rebuild every page each time.
 */
let chunkGroups: ChunkGroups | undefined;
function siteChunkGroups(): ChunkGroups {
  if (!chunkGroups) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional at bundle time: there are no stats outside a build
      chunkGroups = chunkGroupsOf(require('./public/webpack.stats.json') as WebpackStats);
    } catch {
      chunkGroups = {};
    }
  }
  return chunkGroups;
}

/** What Gatsby 5 passes to onRenderBody beyond its typings (cache-dir/static-entry.js). */
interface RenderBodyExtras {
  bodyHtml?: string;
  pathPrefix?: string;
}

export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHtmlAttributes, setHeadComponents, setPostBodyComponents, pathname } = args;
  const { bodyHtml = '', pathPrefix = '' } = args as RenderBodyArgs & RenderBodyExtras;
  // A no-scroll page says so from the first paint (Layout keeps the attribute right afterwards).
  setHtmlAttributes({ lang: 'nl', ...(NO_SCROLL_PATHS.includes(pathname) ? { [NO_SCROLL_ATTRIBUTE]: '' } : {}) });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The Inter font file(s), self-hosted at the URLs the @font-face rules use (src/styles/fonts.ts).
    ...FONT_FILES.filter((font) => font.preload).map((font) => (
      <link key={`font-${font.file}`} rel="preload" href={font.url} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
  // The templates' shared chunks and those of the page's code-split blocks (src/blocks/preload-scripts.ts),
  // preloaded by the inline loader beside the entry scripts once the page has painted
  // (src/lib/first-scripts.ts): a JSON data block, which the browser does not run.
  const chunks = pagePreloads({
    bodyHtml,
    chunkGroups: siteChunkGroups(),
    pathPrefix,
    fromTemplate: !/^\/404(\/|\.html|$)/.test(pathname),
  });
  setPostBodyComponents([
    <script
      key={PAGE_CHUNKS_ID}
      id={PAGE_CHUNKS_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(chunks) }}
    />,
  ]);
};

/**
 * The static <style> (src/styles/SiteStyles.tsx: @font-face and the global rules) goes first in
 * the head, before the components' <style data-styled> that gatsby-plugin-styled-components adds
 * in its onRenderBody (which runs before this file's): the global rules come first in the
 * cascade, and the styles styled-components inserts in the browser follow its tag.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents([<SiteStyles key="site-styles" />, ...getHeadComponents()]);
};
