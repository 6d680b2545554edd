/**
 * Writes the Kennisbank listing files (src/kennisbank/listing/build.ts) under the site's public/
 * directory, from createPages (through kennisbank.ts), in `gatsby build` and `gatsby develop`
 * alike.
 *
 * The files of a version are immutable: a version directory is written whole under a temporary
 * name and renamed into place, so a visitor (or a develop server) never sees half a version, and a
 * version already there is left as it is. Older versions are removed: the manifest in the HTML
 * names only the current one, and a cursor from an older build falls back to the first page.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildVersionedListing, type ListingSource } from '../kennisbank/listing/build';
import { LISTING_ROOT, comparePosts, type ListingManifest } from '../kennisbank/listing/types';

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
 * The Gatsby node ids of `posts` newest first, each once: the order of build.ts's 'all' list, for
 * the Posts blocks' latestPosts and listingFirstPage.
 */
export function postOrder(posts: readonly { id: string; databaseId: number; date: string }[]): string[] {
  const seen = new Set<number>();
  return [...posts]
    .sort(comparePosts)
    .filter((post) => !seen.has(post.databaseId) && seen.add(post.databaseId))
    .map((post) => post.id);
}
