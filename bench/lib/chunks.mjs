// @ts-check
// The build's chunks by name, for the profile (bench/profile.mjs): a script URL → its file in
// public/ → the chunk groups that file belongs to according to public/webpack.stats.json (which
// Gatsby writes for its own runtime: `namedChunkGroups` and `assetsByChunkName`, each group's
// files with their sizes, but no modules; what a chunk holds comes from its source map,
// bench/lib/source-map.mjs).

/**
 * The file of a script URL in public/ ('http://h/app-0123abcd.js?x' → 'app-0123abcd.js'), or null for anything but a .js file.
 * @param {string} url
 */
export function chunkFileOf(url) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  return /\.m?js$/.test(pathname) ? decodeURIComponent(pathname.replace(/^\//, '')) : null;
}

/**
 * A chunk file's name without webpack's content hash: 'framework-84535a7b90a7f3229f31.js' →
 * 'framework'; a chunk with only a numeric id ('458-807bca21a4fa316ec26c.js') keeps its id,
 * and a shared chunk named by a hash of its modules (splitChunks, 40 hex digits) is shortened.
 * @param {string} file
 */
export function chunkLabel(file) {
  const base = file.split('/').pop() ?? file;
  const name = base.replace(/-[0-9a-f]{20}\.m?js$/, '').replace(/\.m?js$/, '');
  return /^[0-9a-f]{40}$/.test(name) ? `shared ${name.slice(0, 8)}` : name;
}

/**
 * The parts of webpack.stats.json read here; an asset is a file name or (webpack 5) `{ name, size }`.
 * @typedef {{
 *   namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }>,
 *   assetsByChunkName?: Record<string, string | string[]>,
 * }} WebpackStats
 */

/**
 * Every chunk group (entry point, lazy import name, page component) each file of the stats belongs to.
 * @param {WebpackStats | null | undefined} stats
 */
export function groupsByFile(stats) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  const add = (/** @type {string} */ file, /** @type {string} */ group) => {
    const list = groups.get(file) ?? [];
    if (!list.includes(group)) list.push(group);
    groups.set(file, list);
  };
  for (const [group, entry] of Object.entries(stats?.namedChunkGroups ?? {})) {
    for (const asset of entry.assets ?? []) add(typeof asset === 'string' ? asset : asset.name, group);
  }
  for (const [group, files] of Object.entries(stats?.assetsByChunkName ?? {})) {
    for (const file of [files].flat()) add(file, group);
  }
  return groups;
}

/**
 * A script URL described: its file, its short name, the groups naming it (empty for an async chunk webpack only numbers).
 * @param {string} url
 * @param {Map<string, string[]>} groups
 */
export function describeChunk(url, groups) {
  const file = chunkFileOf(url);
  if (!file) return null;
  return { file, name: chunkLabel(file), groups: groups.get(file) ?? [] };
}
