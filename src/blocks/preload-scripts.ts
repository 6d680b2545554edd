import { firstLoadBlockChunks } from './block-chunks';

/** Each named chunk group's script files (public/webpack.stats.json's namedChunkGroups), e.g. 'block-banner' → ['commons-1a2b.js', 'block-banner-3c4d.js']. */
export type ChunkGroups = Readonly<Record<string, readonly string[]>>;

/** The webpack stats Gatsby writes to public/webpack.stats.json, as far as it is read here. */
export interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: ({ name: string } | string)[] }>;
}

/** Script files by chunk group, from the stats. */
export function chunkGroupsOf(stats: WebpackStats): ChunkGroups {
  return Object.fromEntries(
    Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => [
      name,
      (group.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((file) => file.endsWith('.js')),
    ]),
  );
}

/** Page templates' chunk groups (src/templates/*, src/pages/* have other names). */
const TEMPLATE_GROUP = /^component---src-templates-/;

/**
 * The scripts a page will load, for <link rel="preload"> in its head: the chunks every page
 * template shares (with GATSBY_SLICES, Gatsby 5's default, the HTML names only the webpack
 * runtime, framework and app; the template's chunks are requested once app has run and fetched
 * the page's data) and the chunks of the interactive code-split blocks the HTML shows (requested
 * only once the template renders them; a static block keeps its server HTML on the first load
 * and needs none, src/blocks/kinds.ts). Preloaded, they download beside the first scripts
 * instead of one round trip after another. The app group's files are left out: the HTML has them as <script>.
 * Site-relative URLs, each once.
 */
export function pagePreloads({
  bodyHtml,
  chunkGroups,
  pathPrefix = '',
  fromTemplate = true,
}: {
  bodyHtml: string;
  chunkGroups: ChunkGroups;
  pathPrefix?: string;
  /** False for a page of src/pages (the 404 page), which the templates' chunks do not serve. */
  fromTemplate?: boolean;
}): string[] {
  const templates = Object.entries(chunkGroups)
    .filter(([name]) => TEMPLATE_GROUP.test(name))
    .map(([, files]) => files);
  const shared =
    !fromTemplate || templates.length === 0 ? [] : templates[0]!.filter((file) => templates.every((files) => files.includes(file)));
  const blocks = firstLoadBlockChunks(bodyHtml).flatMap((chunk) => (Object.hasOwn(chunkGroups, chunk) ? chunkGroups[chunk]! : []));
  const inHtml = new Set(chunkGroups.app ?? []);
  return [...new Set([...shared, ...blocks])].filter((file) => !inHtml.has(file)).map((file) => `${pathPrefix}/${file}`);
}
