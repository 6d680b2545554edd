#!/usr/bin/env node
// @ts-check
// Writes src/gatsby-types.d.ts (the Queries.* types of every page query and fragment) at set-up
// (npm's postinstall), with Gatsby's own typegen (gatsby/dist/utils/graphql-typegen/ts-codegen.js,
// the function `gatsby build` calls with graphqlTypegen on) from the committed schema,
// src/gatsby-schema.graphql, and the queries in src/. Every build writes the file again from its
// own schema; the generated types, over a megabyte, are not tracked.
//
// `npm run typegen -- --update` first builds the site on the stand-in (its default settings, as
// `npm start`) and keeps that build's Gatsby schema (src/build/schema-snapshot.ts) as
// src/gatsby-schema.graphql: run it after changing the site's schema customisation or the
// stand-in's schema, and commit the file. e2e/typegen.e2e.ts fails when it is behind.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'src', 'gatsby-schema.graphql');
const require = createRequire(import.meta.url);
const { writeTypeScriptTypes } = require('gatsby/dist/utils/graphql-typegen/ts-codegen');

if (process.argv.includes('--update')) {
  // Loaded only here: at set-up, nothing but Gatsby's codegen is needed.
  const { buildSite, startWordPress, stopAll, stopChildrenOnSignals } = await import('./lib/processes.mjs');
  stopChildrenOnSignals();
  try {
    const wordpress = await startWordPress({ quiet: true, env: { WORDPRESS_SMTP_PORT: '0' } });
    const code = await buildSite({ graphqlUrl: wordpress.graphqlUrl, wordpress, quiet: true, env: { SITE_SCHEMA_SNAPSHOT: committed } });
    if (code !== 0) throw new Error(`gatsby build failed (exit code ${code}); run npm run build to see why`);
  } catch (error) {
    console.error(`✖ ${/** @type {Error} */ (error).message}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
  if (process.exitCode) process.exit();
  console.log(`typegen: ${path.relative(root, committed)} updated from a build on the stand-in`);
}

const started = Date.now();
// The same options as gatsby-config.ts graphqlTypegen; the documents are plucked from src/ as
// Gatsby's own config for editors names them (.cache/typegen/graphql.config.json).
await writeTypeScriptTypes(root, buildSchema(readFileSync(committed, 'utf8')), new Map(), {
  typesOutputPath: 'src/gatsby-types.d.ts',
  generateOnBuild: true,
  documentSearchPaths: ['./src/**/*.{ts,js,tsx,jsx}'],
});
console.log(
  `typegen: src/gatsby-types.d.ts written from ${path.relative(root, committed)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
