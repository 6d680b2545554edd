#!/usr/bin/env node
// @ts-check
// `npm start`: the site on the embedded WordPress stand-in (or on WPGRAPHQL_URL when set),
// built for production and served on http://localhost:9000. Ctrl-C stops everything.
//   --develop      gatsby develop instead of build + serve
//   --build-only   build, then stop
import {
  bin,
  buildSite,
  isStopping,
  serveSite,
  SITE_PORT,
  start,
  startWordPress,
  stopAll,
  stopChildrenOnSignals,
  waitForUrl,
} from './lib/processes.mjs';

const develop = process.argv.includes('--develop');
const buildOnly = process.argv.includes('--build-only');

stopChildrenOnSignals();

async function main() {
  let wordpress;
  let graphqlUrl = process.env.WPGRAPHQL_URL;
  if (graphqlUrl) {
    console.log(`Using the WordPress at ${graphqlUrl} (WPGRAPHQL_URL); no stand-in is started.`);
    await waitForUrl(graphqlUrl, { timeoutMs: 15_000 }).catch(() => {
      throw new Error(
        `The WordPress at ${graphqlUrl} (WPGRAPHQL_URL) does not answer. Check the URL, or unset WPGRAPHQL_URL to use the embedded stand-in.`,
      );
    });
  } else {
    console.log('Starting the embedded WordPress stand-in (mocks/wordpress)…');
    wordpress = await startWordPress();
    graphqlUrl = wordpress.graphqlUrl;
  }

  if (develop) {
    const dev = start('', bin('gatsby'), ['develop', '--port', String(SITE_PORT)], { env: { WPGRAPHQL_URL: graphqlUrl } });
    const { code } = await dev.exited;
    await stopAll();
    process.exit(code ?? 1);
  }

  const started = Date.now();
  const code = await buildSite({ graphqlUrl, wordpress });
  if (code !== 0) {
    if (isStopping()) return;
    await stopAll();
    console.error(`\n✖ gatsby build failed (exit code ${code}).`);
    process.exit(code);
  }
  console.log(`\n✔ Site built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (buildOnly) {
    await stopAll();
    return;
  }

  // The stand-in keeps running: the pages load their images from its media URLs.
  const site = await serveSite({ port: SITE_PORT, host: process.env.HOST || 'localhost' });
  console.log(
    `\n✔ The site is served at ${site.url}${wordpress ? ` (WordPress stand-in at ${wordpress.graphqlUrl})` : ''}. Press Ctrl-C to stop.\n`,
  );
  const stopped = await Promise.race([
    site.exited.then(() => 'the site server (scripts/serve.ts)'),
    ...(wordpress ? [wordpress.exited.then(() => 'the WordPress stand-in')] : []),
  ]);
  if (isStopping()) return;
  console.error(`\n✖ ${stopped} stopped; stopping the rest.`);
  await stopAll();
  process.exit(1);
}

main().catch(async (error) => {
  console.error(`\n✖ ${error.message}`);
  await stopAll();
  process.exit(1);
});
