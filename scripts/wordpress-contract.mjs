#!/usr/bin/env node
// `npm run wordpress:contract`: records the GraphQL queries gatsby-source-wordpress generates
// from the stand-in's schema (a clean build with its debug.graphql.writeQueriesToDisk) into
// mocks/wordpress/contract/, where mocks/wordpress/contract.test.ts replays them against the
// stand-in, and mocks/wordpress/contract/remote.test.ts validates them against the real
// WordPress schema (contract/remote-schema.graphql). Run it after changing
// mocks/wordpress/schema.graphql or schema.ts, or after upgrading gatsby-source-wordpress, and
// commit the result. Only the per-type folders are replaced: the files beside them stay.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, root, startWordPress, stopAll, stopChildrenOnSignals } from './lib/processes.mjs';

stopChildrenOnSignals();
const written = path.join(root, 'WordPress', 'GraphQL');
const contract = path.join(root, 'mocks', 'wordpress', 'contract');

try {
  for (const dir of ['.cache', 'public', 'WordPress']) rmSync(path.join(root, dir), { recursive: true, force: true });
  // Without the stand-in's WPGraphQL Yoast SEO: the real stack the recordings are checked against
  // (contract/remote-schema.graphql) has no Yoast, so a recorded `seo` could never validate there.
  const wordpress = await startWordPress({ quiet: true, env: { WORDPRESS_SMTP_PORT: '0', WORDPRESS_YOAST: '0' } });
  // The build's output is shown: when it fails, that is where the reason is.
  const code = await buildSite({ graphqlUrl: wordpress.graphqlUrl, wordpress, env: { WORDPRESS_DEBUG: '1' } });
  if (code !== 0) throw new Error(`gatsby build failed (exit code ${code})`);
  for (const entry of readdirSync(contract, { withFileTypes: true })) {
    if (entry.isDirectory()) rmSync(path.join(contract, entry.name), { recursive: true, force: true });
  }
  // The preview queries serve WordPress previews in gatsby develop; the site does not use them.
  cpSync(written, contract, { recursive: true, filter: (source) => !source.endsWith('node-preview-query.graphql') });
  console.log(`Recorded the plugin's queries in ${path.relative(root, contract)}/`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
