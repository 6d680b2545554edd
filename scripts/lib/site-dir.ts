/**
 * A site directory of its own, made from this checkout's sources, so that a Gatsby run's output is
 * its own: the preview server's `gatsby develop` (scripts/preview-server.ts, PREVIEW_DIR) and the
 * cold build tests (e2e/build-helpers.ts coldSite, .data/builds/<name>) run in one.
 *
 * Gatsby writes its output in the site directory it was started in (its program directory:
 * `.cache/`, `public/`; gatsby-config.ts adds gatsby-build-inputs.json, static/fonts/ and
 * static/robots.txt, typegen src/gatsby-types.d.ts) and has no option to write it elsewhere. Run in
 * the checkout itself, develop rewrote the `public/` a production build had made while `npm start`
 * served it (the Kennisbank's search index and the forms' scripts were gone). So develop runs in
 * `dir` (PREVIEW_DIR, default .data/preview), which holds:
 *
 *   - the checkout's package.json, tsconfig.json, .env.* and gatsby-* files (but
 *     gatsby-build-inputs.json, which is written) and the folders of FOLDERS, file by file as hard
 *     links, leaving out what is generated there (WRITTEN_THERE);
 *   - a symbolic link to node_modules;
 *   - develop's own .cache/, public/, gatsby-build-inputs.json, generated files, and .data/ (the
 *     content report, the quotation's packages file and requests: src/ resolves them from the
 *     working directory).
 *
 * Hard links, not symbolic ones: Parcel, which compiles gatsby-config.ts and gatsby-node.ts with
 * what they import, follows symbolic links to the real files and names its output after their path
 * relative to the working directory (@gatsbyjs/parcel-namer-relative-to-cwd), so a linked src/
 * had it write bundles into the checkout's src/ and gatsby-config.js beside the site. A hard link
 * is the same file under a path inside the site directory: no space, the checkout's edits and
 * timestamps (webpack's cache goes by them). A file the checkout replaces (a `git pull`, an editor
 * that saves by renaming) is linked again at the next start of the preview server, which restarts
 * after a pull anyway; where `dir` is on another file system the files are copied.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';

/** Where develop runs unless PREVIEW_DIR says otherwise, relative to the checkout (.data/ is git-ignored). */
export const DEFAULT_PREVIEW_DIR = path.join('.data', 'preview');

/** Written by every build and develop run: gatsby-config.ts (src/build/static-files.ts, BUILD_INPUTS_FILE). */
const BUILD_INPUTS_FILE = 'gatsby-build-inputs.json';

/**
 * What Gatsby and gatsby-config.ts generate inside the site's source folders (all git-ignored):
 * typegen's `typesOutputPath` (gatsby-config.ts) and writeStaticFiles' fonts and robots.txt
 * (src/build/static-files.ts). Not taken from the checkout, so develop writes its own here.
 */
export const WRITTEN_THERE: Readonly<Record<string, readonly string[]>> = {
  src: ['gatsby-types.d.ts'],
  static: ['fonts', 'robots.txt'],
};

/**
 * The checkout's folders develop reads, mirrored file by file: the site's, and scripts/ for what
 * src/build imports from it (site-adapter.ts: scripts/lib/netlify-functions.ts).
 */
export const FOLDERS = ['src', 'static', 'plugins', 'scripts'];

/** The checkout's files in the site directory's root that develop reads. */
const isRootFile = (name: string) =>
  ['package.json', 'tsconfig.json'].includes(name) || /^\.env\..+/.test(name) || (name.startsWith('gatsby-') && name !== BUILD_INPUTS_FILE);

const lstatOrNull = (file: string) => {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
};

/** `target` becomes the file `source` is: a hard link, or a copy with its timestamps across file systems. */
function linkFile(source: string, target: string): void {
  const from = statSync(source);
  const to = lstatOrNull(target);
  if (to?.isFile() && to.ino === from.ino && to.dev === from.dev) return;
  if (to) rmSync(target, { recursive: true, force: true });
  try {
    linkSync(source, target);
  } catch (error) {
    if (!['EXDEV', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(source, target);
    utimesSync(target, from.atime, from.mtime);
  }
}

/** Makes `target` hold what `source` holds, file by file; `keep` names entries of `target` left alone. */
function mirror(source: string, target: string, keep: readonly string[] = []): void {
  const existing = lstatOrNull(target);
  if (existing && !existing.isDirectory()) rmSync(target, { force: true });
  mkdirSync(target, { recursive: true });
  const names = readdirSync(source).filter((name) => !keep.includes(name));
  for (const name of readdirSync(target)) {
    if (!keep.includes(name) && !names.includes(name)) rmSync(path.join(target, name), { recursive: true, force: true });
  }
  for (const name of names) {
    const from = path.join(source, name);
    if (statSync(from).isDirectory()) mirror(from, path.join(target, name));
    else linkFile(from, path.join(target, name));
  }
}

/**
 * Makes (or brings up to date) the site directory `dir` for the checkout at `root` (default the
 * preview's); returns its absolute path. The preview server runs it on every start, before develop.
 */
export function prepareSiteDir(root: string, dir: string = DEFAULT_PREVIEW_DIR): string {
  const checkout = path.resolve(root);
  const siteDir = path.resolve(checkout, dir);
  if (
    siteDir === checkout ||
    checkout.startsWith(`${siteDir}${path.sep}`) ||
    FOLDERS.some((name) => siteDir.startsWith(path.join(checkout, name)))
  ) {
    throw new Error(`PREVIEW_DIR (${dir}) is the checkout, holds it or is inside its sources: develop needs a directory of its own.`);
  }
  mkdirSync(siteDir, { recursive: true });

  const rootFiles = readdirSync(checkout).filter(isRootFile);
  for (const name of readdirSync(siteDir)) {
    if (isRootFile(name) && !rootFiles.includes(name)) rmSync(path.join(siteDir, name), { force: true });
  }
  for (const name of rootFiles) linkFile(path.join(checkout, name), path.join(siteDir, name));

  for (const name of FOLDERS) {
    if (existsSync(path.join(checkout, name))) mirror(path.join(checkout, name), path.join(siteDir, name), WRITTEN_THERE[name]);
    else rmSync(path.join(siteDir, name), { recursive: true, force: true });
  }

  // Symbolic: resolved through the link, packages stay the checkout's (Parcel leaves them out of its bundles).
  const modules = path.join(siteDir, 'node_modules');
  const target = path.relative(siteDir, path.join(checkout, 'node_modules'));
  const current = lstatOrNull(modules);
  if (!current?.isSymbolicLink() || readlinkSync(modules) !== target) {
    if (current) rmSync(modules, { recursive: true, force: true });
    symlinkSync(target, modules);
  }
  return siteDir;
}
