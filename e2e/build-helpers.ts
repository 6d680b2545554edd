/**
 * What the tests that run `gatsby build` themselves (e2e/*.build.ts) share: the build, with its
 * output, and putting the e2e build's warm .cache and public/ aside for a cold build and back.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

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

/** `gatsby build` against the stand-in on PORT, with `env` on top of this process's. */
export function gatsbyBuild(env: Record<string, string> = {}): Promise<Build> {
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: root,
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

/** public/page-data/<path>/page-data.json of a page; the home page's is page-data/index/. */
export const pageData = (uri: string) => path.join(root, 'public', 'page-data', uri.replace(/^\/+|\/+$/g, '') || 'index', 'page-data.json');
/** What a page's query returned (page-data.json `result`). */
export const pageResult = (uri: string): unknown => (JSON.parse(readFileSync(pageData(uri), 'utf8')) as { result: unknown }).result;

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
