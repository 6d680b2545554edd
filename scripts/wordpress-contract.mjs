#!/usr/bin/env node
// @ts-check
// `npm run wordpress:contract`: records the GraphQL queries gatsby-source-wordpress generates
// from the stand-in's schema (a clean build with its debug.graphql.writeQueriesToDisk) into
// mocks/wordpress/contract/, where mocks/wordpress/contract.test.ts replays them against the
// stand-in (the preview queries with a preview token), and mocks/wordpress/contract/remote.test.ts validates them against the real
// WordPress schema (contract/remote-schema.graphql). Run it after changing
// mocks/wordpress/schema.graphql or schema.ts, or after upgrading gatsby-source-wordpress, and
// commit the result. Only the per-type folders are replaced: the files beside them stay.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  // Every query, the preview ones too: gatsby-source-wordpress sends node-preview-query.graphql
  // (with asPreview: true) when the preview server (gatsby develop) sources an editor's preview.
  cpSync(written, contract, { recursive: true });
  // It writes one for every node type, also where the root field has no asPreview (category,
  // gfForm, contentType): it previews post types only (WPGatsby logs previews of posts), so those
  // are never sent. A preview query the stand-in does not validate is such a one, and is left out.
  for (const entry of readdirSync(contract, { withFileTypes: true })) {
    const file = path.join(contract, entry.name, 'node-preview-query.graphql');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const response = await fetch(wordpress.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: readFileSync(file, 'utf8'), variables: { id: 'cG9zdDox' } }),
    });
    const { errors = [] } = await response.json();
    if (errors.some((/** @type {{ message: string }} */ error) => /Unknown argument "asPreview"/.test(error.message))) rmSync(file);
  }
  console.log(`Recorded the plugin's queries in ${path.relative(root, contract)}/`);
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
