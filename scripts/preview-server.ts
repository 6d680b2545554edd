#!/usr/bin/env node
/**
 * `npm run preview-server`: editors' previews of WordPress drafts, self-hosted (README.md#editors,
 * docs/deploy.md#the-preview-server). `gatsby develop` against WordPress, with its refresh endpoint
 * on (gatsby-source-wordpress then sources previews when WPGatsby's webhook arrives,
 * dist/steps/source-nodes/index.js), on 127.0.0.1 only, behind the front of
 * scripts/lib/preview-front.ts: the refresh endpoint needs the secret, develop's GraphQL endpoint
 * is closed, and the Content Sync URL WPGatsby's Preview button goes to waits for the draft.
 *
 * Environment:
 *   WPGRAPHQL_URL            the WordPress (its /graphql). Unset: the embedded stand-in, with WPGatsby's
 *                            preview settings pointing here and a secret made up for this run.
 *   PREVIEW_SECRET           the shared secret, 16 characters or more; WordPress sends it
 *                            (SITE_PREVIEW_SECRET, wordpress/mu-plugins/site-preview.php). Required
 *                            with WPGRAPHQL_URL.
 *   PREVIEW_PORT, PREVIEW_HOST   where the front listens (8000, 127.0.0.1: put TLS in front of it)
 *   PREVIEW_PUBLIC_URL       the front as WordPress and editors reach it (http://localhost:8000);
 *                            with the stand-in, its WPGatsby settings
 *   PREVIEW_LOGIN            `user:password`: HTTP Basic on every page as well as the editor's session
 *                            (not on the refresh endpoint)
 *   PREVIEW_TIMEOUT_SECONDS  how long the Content Sync page waits (120)
 *   PREVIEW_DEVELOP_PORT     gatsby develop's own port on 127.0.0.1 (PREVIEW_PORT + 1)
 *   PREVIEW_DIR              the directory develop runs in and writes to (.data/preview; lib/site-dir.ts)
 *   WORDPRESS_PORT, WORDPRESS_SMTP_PORT   the stand-in's ports; unset, free ones (not `npm start`'s 8788 and 2525)
 */
import './lib/resolve-ts.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, isStopping, portIsFree, root, start, startWordPress, stopAll, stopChildrenOnSignals, waitForUrl } from './lib/processes.mjs';
import { DEFAULT_PREVIEW_DIR, prepareSiteDir } from './lib/site-dir.ts';

const env = process.env;
const port = Number(env.PREVIEW_PORT || 8000);
const host = env.PREVIEW_HOST || '127.0.0.1';
const developPort = Number(env.PREVIEW_DEVELOP_PORT || port + 1);
const publicUrl = (env.PREVIEW_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const timeoutMs = Number(env.PREVIEW_TIMEOUT_SECONDS || 120) * 1000;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/**
 * The stand-in's HTTP port: WORDPRESS_PORT; else the one it had last time (kept in `file`) while
 * that is free, since the WordPress URL is part of develop's cache key (src/build/static-files.ts
 * writeBuildInputs) and another starts develop cold; else 0, a free one. Never `npm start`'s 8788
 * by default, so the two run side by side.
 */
async function standInPort(file: string): Promise<number> {
  if (env.WORDPRESS_PORT) return Number(env.WORDPRESS_PORT);
  let last = 0;
  try {
    last = Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    /* a first start */
  }
  return last && (await portIsFree(last)) ? last : 0;
}

stopChildrenOnSignals();

async function main() {
  let graphqlUrl = env.WPGRAPHQL_URL;
  let secret = env.PREVIEW_SECRET;
  if (graphqlUrl && !secret) {
    fail(
      'Set PREVIEW_SECRET (16 characters or more; the same value as SITE_PREVIEW_SECRET in WordPress): without it anyone could trigger a refresh.',
    );
  }
  secret ||= randomBytes(24).toString('base64url');
  if (secret.length < 16) fail('PREVIEW_SECRET needs at least 16 characters.');
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) fail('PREVIEW_TIMEOUT_SECONDS must be a positive number.');

  // develop's own site directory: its .cache/ and public/ are not the checkout's, which a production
  // build (`npm start`) may be serving.
  const siteDir = prepareSiteDir(root, env.PREVIEW_DIR || DEFAULT_PREVIEW_DIR);
  const developEnv: Record<string, string> = {};
  let tryIt = '';

  if (!graphqlUrl) {
    console.log('Starting the embedded WordPress stand-in (mocks/wordpress) with WPGatsby previews pointing here…');
    const portFile = path.join(siteDir, 'stand-in-port');
    const wordpress = await startWordPress({
      port: await standInPort(portFile),
      env: {
        WORDPRESS_SMTP_PORT: env.WORDPRESS_SMTP_PORT || '0',
        WORDPRESS_PREVIEW_WEBHOOK: `${publicUrl}/__refresh`,
        WORDPRESS_BUILDS_WEBHOOK: `${publicUrl}/__refresh`,
        WORDPRESS_CONTENT_SYNC_URL: publicUrl,
        WORDPRESS_PREVIEW_SECRET: secret,
      },
    });
    graphqlUrl = wordpress.graphqlUrl;
    // Only a port the system chose is kept: one WORDPRESS_PORT named (8788, say) may be wanted by `npm start` later.
    if (!env.WORDPRESS_PORT) writeFileSync(portFile, `${new URL(graphqlUrl).port}\n`);
    // The quotation Function in develop mails to this stand-in's sink (src/quotation/server/config.ts).
    developEnv.WORDPRESS_SMTP_PORT = String(wordpress.smtpPort);
    // Drafts are shown only to a browser WordPress sent: on the stand-in, its Preview link is the way in.
    const { content } = await import('../mocks/content/index.ts');
    tryIt = `On the stand-in, press Preview for a post by opening ${new URL(graphqlUrl).origin}/?p=${content.posts[0]!.databaseId}&preview=true&gatsby_preview=true`;
  }

  const { createPreviewFront } = await import('./lib/preview-front.ts');
  const front = createPreviewFront({
    upstream: `http://127.0.0.1:${developPort}`,
    secret,
    siteDir,
    login: env.PREVIEW_LOGIN || undefined,
    timeoutMs,
    secureCookies: publicUrl.startsWith('https:'),
  });
  await new Promise<void>((resolve, reject) => {
    front.server.once('error', reject);
    front.server.listen(port, host, resolve);
  });
  console.log(`Preview server front at http://${host}:${port} (as ${publicUrl}); gatsby develop starts on 127.0.0.1:${developPort}…`);

  // gatsby develop exits when a sourcing step fails (a WordPress that answers a preview with a 500,
  // e.g. for a token signed with a secret since changed): the front stays up, holds refreshes, and
  // develop starts again with its warm cache. Three exits within a minute of starting end the server.
  let quickExits = 0;
  for (;;) {
    const started = Date.now();
    const develop = start('develop', bin('gatsby'), ['develop', '--host', '127.0.0.1', '--port', String(developPort)], {
      cwd: siteDir,
      env: {
        ...developEnv,
        // A host's NODE_ENV=production (or a test runner's `test`) would break develop's bundle, and
        // gatsby-source-wordpress sources previews only in development (dist/steps/preview/index.js).
        NODE_ENV: 'development',
        WPGRAPHQL_URL: graphqlUrl,
        ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
        GATSBY_REFRESH_TOKEN: secret,
        GATSBY_PREVIEW_SERVER: 'true',
      },
    });
    try {
      // Cold: sourcing every node, then the first webpack bundle.
      await waitForUrl(`http://127.0.0.1:${developPort}/`, { timeoutMs: 15 * 60_000, exited: develop.exited });
      front.developReady();
      console.log(
        `\n✔ Previews are served at ${publicUrl} to the browsers WordPress's Preview button sends. WPGatsby settings: Preview Webhook URL ${publicUrl}/__refresh, Gatsby Content Sync URL ${publicUrl}.${tryIt ? `\n  ${tryIt}` : ''}\n`,
      );
    } catch (error) {
      console.error(`✖ ${(error as Error).message}`);
    }
    const { code } = await develop.exited;
    if (isStopping()) return;
    front.developStopped();
    quickExits = Date.now() - started < 60_000 ? quickExits + 1 : 0;
    if (quickExits >= 3) {
      front.server.close();
      await stopAll();
      fail(`gatsby develop stopped three times within a minute of starting (exit code ${code}); see its output above.`);
    }
    console.error(`✖ gatsby develop stopped (exit code ${code}); starting it again. Refreshes are held until it runs.`);
  }
}

main().catch(async (error: Error) => {
  console.error(`✖ ${error.message}`);
  await stopAll();
  process.exit(1);
});
