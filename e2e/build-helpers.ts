/**
 * What the tests that run `gatsby build` themselves (e2e/*.build.ts) share: the build, with its
 * output; a site directory of its own for a cold build (so it can run beside the e2e build's
 * tests), or the e2e build's warm .cache and public/ put aside and back; the e2e build's pages to
 * compare with.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { prepareSiteDir } from '../scripts/lib/site-dir';

export const root = path.resolve(__dirname, '..');
export const PORT = Number(process.env.E2E_WORDPRESS_PORT ?? 8789);
export const SMTP_PORT = process.env.E2E_SMTP_PORT ?? '2526';
export const GRAPHQL_URL = `http://127.0.0.1:${PORT}/graphql`;

export interface Build {
  code: number | null;
  /** Everything it printed, without colours and line wrapping (the reporter wraps at 80 columns). */
  output: string;
  seconds: number;
}

/**
 * The e2e build's public/ as it was built: scripts/test.mjs copies it to E2E_BUILD_PUBLIC once
 * built, because the warm builds rewrite public/ while the cold builds compare with it. Run alone
 * (`jest -c e2e/jest.build.config.mjs`), the checkout's public/.
 */
export const E2E_PUBLIC = process.env.E2E_BUILD_PUBLIC || path.join(root, 'public');

/** `gatsby build` in `site` (default the checkout) against the stand-in on PORT, with `env` on top of this process's. */
export function gatsbyBuild(env: Record<string, string> = {}, site = root): Promise<Build> {
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: site,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
      BROWSERSLIST_IGNORE_OLD_DATA: '1',
      WPGRAPHQL_URL: GRAPHQL_URL,
      WORDPRESS_SKIP_BROKEN_NODES: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const output = Buffer.concat(chunks)
        .toString('utf8')
        // eslint-disable-next-line no-control-regex -- ESC starts the terminal's colour codes, which the output is compared without
        .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
        .replace(/\s+/g, ' ');
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** <publicDir>/page-data/<path>/page-data.json of a page (default the checkout's public/); the home page's is page-data/index/. */
export const pageData = (uri: string, publicDir = path.join(root, 'public')) =>
  path.join(publicDir, 'page-data', uri.replace(/^\/+|\/+$/g, '') || 'index', 'page-data.json');
/** What a page's query returned (page-data.json `result`). */
export const pageResult = (uri: string, publicDir?: string): unknown =>
  (JSON.parse(readFileSync(pageData(uri, publicDir), 'utf8')) as { result: unknown }).result;

/**
 * A cold build's own site directory, .data/builds/<label>: the checkout's sources as hard links
 * and node_modules as a link (scripts/lib/site-dir.ts, as the preview server's develop
 * runs), with its own .cache/, public/ and .data/. Gatsby writes its output in the directory it
 * runs in; in one of its own a cold build leaves the e2e build's alone and can run beside its tests.
 */
export function coldSite(label: string) {
  const dir = path.join(root, '.data', 'builds', label);
  return {
    dir,
    publicDir: path.join(dir, 'public'),
    /** Made afresh: nothing of an earlier run's build is left in it. */
    prepare() {
      rmSync(dir, { recursive: true, force: true });
      prepareSiteDir(root, dir);
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The e2e build's warm cache and site, put aside (`<name>.<label>-warm`) for cold builds. */
export function warmBuildAside(label: string) {
  const names = ['.cache', 'public'];
  const aside = (name: string) => path.join(root, `${name}.${label}-warm`);
  return {
    /** Moves them aside; throws when there is no warm build to start from. */
    putAside() {
      if (!existsSync(path.join(root, '.cache')) || !existsSync(path.join(root, 'public'))) {
        throw new Error(
          `no warm build to start from: run this after the e2e build (npm test -- --only e2e), which sources from ${GRAPHQL_URL}`,
        );
      }
      for (const name of names) {
        rmSync(aside(name), { recursive: true, force: true });
        renameSync(path.join(root, name), aside(name));
      }
    },
    /** Brings them back if they are still aside, replacing what the builds since made. */
    restore() {
      for (const name of names) {
        if (!existsSync(aside(name))) continue;
        rmSync(path.join(root, name), { recursive: true, force: true });
        renameSync(aside(name), path.join(root, name));
      }
    },
  };
}
