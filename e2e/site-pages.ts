/** The pages of the built site (public/), for the tests that visit every one. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/**
 * Every page of the build: the site path of each folder of public/ holding an index.html (the
 * home page '/', '/404/' and '/404.html' as Gatsby writes it are one page: '/404/' is kept).
 * Gatsby writes nothing else as index.html: page-data, static and the hashed bundles have none.
 */
export function builtPages(publicDir = path.join(root, 'public')): string[] {
  if (!existsSync(publicDir)) throw new Error(`${publicDir} does not exist: build the site first`);
  const pages: string[] = [];
  const walk = (dir: string, uri: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'index.html')) pages.push(uri);
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== 'page-data' && entry.name !== 'static' && !entry.name.startsWith('~')) walk(path.join(dir, entry.name), `${uri}${entry.name}/`);
    }
  };
  walk(publicDir, '/');
  return pages.sort();
}
