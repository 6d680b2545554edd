/**
 * Files Gatsby serves from static/ that are generated rather than committed (both are
 * git-ignored): the self-hosted Inter font, copied from @fontsource-variable/inter, and robots.txt,
 * which names the sitemap under this build's siteUrl.
 *
 * gatsby-config.ts calls `writeStaticFiles` while Gatsby loads it: before `gatsby build`
 * copies static/ into public/, and before `gatsby develop` starts serving and watching
 * static/. Gatsby may load the config more than once (and in worker processes), so the
 * writes are idempotent: a file whose content is already right is left untouched, and a
 * changed one is replaced atomically (written beside it, then renamed).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FILES, type FontFile } from '../styles/font-files';

export interface StaticFilesOptions {
  /** The project root (where package.json and static/ are). */
  root: string;
  siteUrl: string;
}

/** robots.txt: everything may be crawled; the sitemap index gatsby-plugin-sitemap writes to /. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.trim().replace(/\/+$/, '')}/sitemap-index.xml`, ''].join('\n');
}

function sameContent(file: string, content: Buffer): boolean {
  return existsSync(file) && readFileSync(file).equals(content);
}

function writeIfChanged(file: string, content: Buffer): void {
  if (sameContent(file, content)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** A font file in node_modules, resolved as any dependency is (hoisting-proof). */
export function fontSource(root: string, font: Pick<FontFile, 'source' | 'file'>): string {
  return createRequire(path.join(root, 'package.json')).resolve(`${font.source}/files/${font.file}`);
}

/** Copies the fonts to static/fonts/ and writes static/robots.txt; returns the files it checked. */
export function writeStaticFiles({ root, siteUrl }: StaticFilesOptions): string[] {
  const staticDir = path.join(root, 'static');
  const written: string[] = [];

  for (const font of FONT_FILES) {
    const target = path.join(staticDir, font.url);
    writeIfChanged(target, readFileSync(fontSource(root, font)));
    written.push(target);
  }

  const robots = path.join(staticDir, 'robots.txt');
  writeIfChanged(robots, Buffer.from(robotsTxt(siteUrl)));
  written.push(robots);
  return written;
}

/** The file in the project root that records what a build sources from (see writeBuildInputs). */
export const BUILD_INPUTS_FILE = 'gatsby-build-inputs.json';

/**
 * Records the settings that come from the environment and decide what the data layer holds
 * (the WordPress endpoint, WORDPRESS_IMAGES), so that changing one starts a cold build. Gatsby
 * keeps .cache only while its plugins hash is unchanged (services/initialize.js): plugin versions
 * and the gatsby-config/gatsby-node files, not the values of environment variables. The site
 * itself counts as a plugin whose version is a hash of the root's `gatsby-*` files
 * (bootstrap/load-plugins/load-internal-plugins.js, `default-site-plugin`), read after
 * gatsby-config has run: a changed gatsby-build-inputs.json changes it, and Gatsby clears the
 * cache. Without this a build against another WordPress kept the first one's media items (their
 * URLs), and a build with WORDPRESS_IMAGES=sharp kept media items without their files.
 */
export function writeBuildInputs(root: string, inputs: Record<string, string>): void {
  writeIfChanged(path.join(root, BUILD_INPUTS_FILE), Buffer.from(`${JSON.stringify(inputs, null, 2)}\n`));
}
