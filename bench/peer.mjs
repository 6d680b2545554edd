// @ts-check
// The peer of `npm run bench`: Gatsby's official WordPress blog starter
// (https://github.com/gatsbyjs/gatsby-starter-wordpress-blog) built against the same WordPress
// stand-in as our site and measured by the same Lighthouse runs, beside our site and the floor.
// Its code is not part of this repository: BENCH_PEER names a git URL or a local clone to clone it
// from (default: the GitHub URL, which needs the internet; BENCH_PEER=0 leaves the peer out). The
// clone lands in .data/bench-peer/site, adapted as little as the comparison needs:
//  - the packages: gatsby, react, react-dom and the Gatsby plugins our site also has
//    (gatsby-source-wordpress, gatsby-plugin-image, -sharp, gatsby-transformer-sharp,
//    gatsby-source-filesystem, and lodash and postcss) resolve from the project's node_modules, as the floor's do, so all
//    three are built with the same Gatsby 5 and React 18 and the comparison is of the sites, not of
//    versions; the starter's other packages are installed at the starter's own version ranges,
//    except sharp, pinned to the project's (the starter's sharp 0.32 downloads libvips from GitHub
//    while installing);
//  - bench/peer/gatsby-config.ts wraps the starter's configuration to add our local adapter (served
//    by scripts/serve.ts with the same headers and compression as ours) and
//    bench/peer/plugins/bench-peer-schema (types for the two things the stand-in does not serve);
//  - the starter's own source files are not changed.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite, root, run, serveSite } from '../scripts/lib/processes.mjs';

const PEER_SOURCE = process.env.BENCH_PEER || 'https://github.com/gatsbyjs/gatsby-starter-wordpress-blog.git';
const PEER_DIR = path.join(root, '.data', 'bench-peer', 'site');
/** The starter's home (its post archive) and the post our site's post page is measured on. */
export const PEER_PAGES = ['/', '/kennisbank/wat-is-een-vps/'];
/** Packages the peer takes from the project's node_modules (the same versions as ours). */
const FROM_PROJECT = [
  'gatsby',
  'react',
  'react-dom',
  'gatsby-source-wordpress',
  'gatsby-plugin-image',
  'gatsby-plugin-sharp',
  'gatsby-transformer-sharp',
  'gatsby-source-filesystem',
  'lodash',
  'postcss',
];
/** In the starter's package.json but not in its configuration (commented out there): not installed. */
const UNUSED = ['gatsby-plugin-offline'];

/** Clones and installs the peer once (again when BENCH_PEER changes); returns its directory, or null with the reason. */
async function preparePeer() {
  if (PEER_SOURCE === '0') return { dir: null, reason: 'BENCH_PEER=0' };
  const stampFile = path.join(PEER_DIR, '.bench-peer-source');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== PEER_SOURCE) {
    rmSync(PEER_DIR, { recursive: true, force: true });
    if (
      (await run('peer', 'git', [
        'clone',
        '--quiet',
        ...(/^[a-z]+:\/\//.test(PEER_SOURCE) ? ['--depth', '1'] : []),
        PEER_SOURCE,
        PEER_DIR,
      ])) !== 0
    ) {
      return { dir: null, reason: `git clone ${PEER_SOURCE} failed (no internet? set BENCH_PEER to a local clone)` };
    }
    const pkg = JSON.parse(readFileSync(path.join(PEER_DIR, 'package.json'), 'utf8'));
    const own = Object.fromEntries(
      Object.entries(pkg.dependencies ?? {}).filter(([name]) => !FROM_PROJECT.includes(name) && !UNUSED.includes(name)),
    );
    const sharp = JSON.parse(readFileSync(path.join(root, 'node_modules', 'sharp', 'package.json'), 'utf8')).version;
    /** @type {{ name: string, private: boolean, description: string, dependencies: Record<string, string>, overrides: Record<string, string> }} */
    const adapted = {
      name: 'bench-peer',
      private: true,
      description: `${pkg.name} (cloned from ${PEER_SOURCE}) for npm run bench: see bench/peer.mjs.`,
      dependencies: { ...own, sharp },
      overrides: { sharp: '$sharp' },
    };
    writeFileSync(path.join(PEER_DIR, 'package.json'), `${JSON.stringify(adapted, null, 2)}\n`);
    rmSync(path.join(PEER_DIR, 'yarn.lock'), { force: true });
    renameSync(path.join(PEER_DIR, 'gatsby-config.js'), path.join(PEER_DIR, 'gatsby-config.starter.js'));
    cpSync(path.join(root, 'bench', 'peer'), PEER_DIR, { recursive: true });
    // --legacy-peer-deps: the peer dependencies (gatsby, react) resolve from the project, not a second copy.
    const installed = await run('peer', 'npm', ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: PEER_DIR,
      quiet: true,
    });
    if (installed !== 0) return { dir: null, reason: 'npm install in the peer failed' };
    // Named only now: `gatsby build` wants gatsby in package.json, but installed above it would be a
    // second copy (two graphql packages break the schema); it resolves from the project instead.
    adapted.dependencies = { gatsby: '*', react: '*', 'react-dom': '*', ...adapted.dependencies };
    writeFileSync(path.join(PEER_DIR, 'package.json'), `${JSON.stringify(adapted, null, 2)}\n`);
    writeFileSync(stampFile, PEER_SOURCE);
  } else {
    // The adaptation files may have changed since the clone.
    cpSync(path.join(root, 'bench', 'peer'), PEER_DIR, { recursive: true });
  }
  return { dir: PEER_DIR };
}

/**
 * Builds the peer cold against the running stand-in and measures PEER_PAGES with `measure` (Lighthouse).
 * @template Measured
 * @param {{ wordpress: import('../scripts/lib/processes.mjs').WordPressTask, measure: (url: string) => Promise<Measured>, port?: number }} options
 */
export async function benchPeer({ wordpress, measure, port = 9004 }) {
  const { dir, reason } = await preparePeer();
  if (!dir) {
    console.log(`The peer (gatsby-starter-wordpress-blog) is left out: ${reason}.`);
    return null;
  }
  for (const sub of ['.cache', 'public']) rmSync(path.join(dir, sub), { recursive: true, force: true });
  const started = Date.now();
  const code = await buildSite({ graphqlUrl: wordpress.graphqlUrl, wordpress, quiet: !process.env.BENCH_VERBOSE, cwd: dir });
  if (code !== 0)
    throw new Error(`the peer's gatsby build failed (exit code ${code}); run it by hand in ${path.relative(root, dir)} to see why`);
  const coldBuildS = (Date.now() - started) / 1000;
  const site = await serveSite({ port, host: '127.0.0.1', quiet: true, cwd: dir });
  const pages = [];
  try {
    for (const pathname of PEER_PAGES) {
      if (!existsSync(path.join(dir, 'public', pathname, 'index.html'))) throw new Error(`the peer built no page ${pathname}`);
      pages.push({ path: pathname, lighthouse: await measure(new URL(pathname, site.url).href) });
    }
  } finally {
    await site.stop();
  }
  return { source: PEER_SOURCE, coldBuildS, pages };
}
