/**
 * Writes the Kennisbank listing files (src/blocks/posts/listing/build.ts) under the site's
 * public/ directory, from gatsby-node's createPages, in `gatsby build` and `gatsby develop` alike.
 *
 * The files of a version are immutable: a version directory is written whole under a temporary
 * name and renamed into place, so a visitor (or a develop server) never sees half a version, and a
 * version already there is left as it is. Older versions are removed: the manifest in the HTML
 * names only the current one, and a cursor from an older build falls back to the first page.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildVersionedListing, type ListingSource } from '../../src/blocks/posts/listing/build';
import { EXCLUDED_CATEGORY_ID, LISTING_ROOT, comparePosts, type ListingManifest } from '../../src/blocks/posts/listing/types';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface WrittenListing {
  manifest: ListingManifest;
  /** Number of files of the version (written now or already there). */
  fileCount: number;
  /** Bytes of the version's files. */
  bytes: number;
  /** False when the version was already on disk. */
  written: boolean;
}

/** Builds the listing of `source` and writes it under `publicDir` (the site's public/), removing older versions. */
export function writeListing(publicDir: string, source: ListingSource): WrittenListing {
  const { manifest, files } = buildVersionedListing(source, sha256Hex);
  const root = path.join(publicDir, LISTING_ROOT);
  const target = path.join(root, manifest.version);
  const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const written = !existsSync(target);
  if (written) {
    const staging = path.join(root, `.${manifest.version}-${process.pid}-${Date.now()}`);
    const prefix = `${LISTING_ROOT}/${manifest.version}/`;
    for (const [file, text] of files) {
      if (!file.startsWith(prefix)) throw new Error(`Listing file ${file} is not under ${prefix}`);
      const destination = path.join(staging, ...file.slice(prefix.length).split('/'));
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, text);
    }
    renameSync(staging, target);
  }
  for (const entry of readdirSync(root)) {
    if (entry !== manifest.version) rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  return { manifest, fileCount: files.size, bytes, written };
}

/**
 * The posts' order as the build's fields read it: ids newest first (comparePosts), the same per
 * category (category 1 excluded), and each post's categories. Ids are Gatsby node ids.
 */
export interface PostOrder {
  order: string[];
  byCategory: Record<number, string[]>;
  categoriesOf: Record<string, number[]>;
}

/** The order of `posts` (cards with their Gatsby node id), as build.ts orders its lists. */
export function postOrder(posts: readonly { id: string; databaseId: number; date: string; categories: readonly { databaseId: number }[] }[]): PostOrder {
  const seen = new Set<number>();
  const sorted = [...posts].sort(comparePosts).filter((post) => !seen.has(post.databaseId) && seen.add(post.databaseId));
  const byCategory: Record<number, string[]> = {};
  const categoriesOf: Record<string, number[]> = {};
  for (const post of sorted) {
    const categoryIds = [...new Set(post.categories.map((category) => category.databaseId).filter((id) => id !== EXCLUDED_CATEGORY_ID))];
    categoriesOf[post.id] = categoryIds;
    for (const categoryId of categoryIds) (byCategory[categoryId] ??= []).push(post.id);
  }
  return { order: sorted.map((post) => post.id), byCategory, categoriesOf };
}

/**
 * A post's related posts ('Lees ook', spec §3): the newest posts sharing a category with it, then
 * the newest others, never the post itself; `limit` at most. Reads only the first few of each
 * list, so 10,000 post pages cost 10,000 small look-ups, not 10,000 filtered sorts of every post.
 */
export function relatedPostIds(postOrder: PostOrder, postId: string, limit: number): string[] {
  const position = (id: string) => positionsOf(postOrder).get(id) ?? Number.MAX_SAFE_INTEGER;
  const sameCategory = new Set<string>();
  for (const categoryId of postOrder.categoriesOf[postId] ?? []) {
    let taken = 0;
    for (const id of postOrder.byCategory[categoryId] ?? []) {
      if (taken >= limit) break;
      if (id === postId) continue;
      sameCategory.add(id);
      taken += 1;
    }
  }
  const picked = [...sameCategory].sort((a, b) => position(a) - position(b)).slice(0, limit);
  for (const id of postOrder.order) {
    if (picked.length >= limit) break;
    if (id !== postId && !picked.includes(id)) picked.push(id);
  }
  return picked;
}

const positions = new WeakMap<PostOrder, Map<string, number>>();
function positionsOf(postOrder: PostOrder): Map<string, number> {
  let map = positions.get(postOrder);
  if (!map) {
    map = new Map(postOrder.order.map((id, index) => [id, index]));
    positions.set(postOrder, map);
  }
  return map;
}
