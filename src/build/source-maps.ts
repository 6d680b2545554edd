/**
 * Source maps of a production build stay off the served site: they hold the whole source, comments
 * and file layout of the site. The browser build's webpack config (browser-bundle.ts) writes them as
 * `hidden-source-map` (the bundles carry no `//# sourceMappingURL` comment, so no browser asks for
 * them), and onPostBuild, at the end of the build, moves them out of public/ into a git-ignored
 * folder, where they stay for local debugging: before the adapter runs, so neither the local
 * server's manifest nor gatsby-adapter-netlify's publish directory has them.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** Where a build's source maps go, relative to the project root (`.data/` is git-ignored). */
export const SOURCE_MAPS_DIR = path.join('.data', 'source-maps');

/** The webpack devtool of the browser bundles of `gatsby build` (Gatsby's own is `source-map`). */
export const BUILD_JAVASCRIPT_DEVTOOL = 'hidden-source-map';

/** A source map file, as webpack (and a CSS pipeline) names them. */
export const isSourceMap = (file: string) => /\.map$/i.test(file);

/**
 * Moves every source map under `publicDir` into `targetDir`, keeping its path relative to
 * `publicDir`. `targetDir` is emptied first, so it holds the maps of the last build only (their
 * names carry the bundles' content hashes). Returns the moved files, relative to `publicDir`.
 */
export function moveSourceMaps(publicDir: string, targetDir: string): string[] {
  rmSync(targetDir, { recursive: true, force: true });
  const moved: string[] = [];
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isSourceMap(entry.name)) continue;
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(publicDir, from);
    const to = path.join(targetDir, relative);
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
    moved.push(relative);
  }
  return moved.sort();
}

/** Runs before the adapter: the maps leave public/ before it lists the files to serve or deploy. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const moved = moveSourceMaps(path.resolve('public'), path.resolve(SOURCE_MAPS_DIR));
  reporter.info(`Source maps kept out of public/: ${moved.length} moved to ${SOURCE_MAPS_DIR}`);
};
