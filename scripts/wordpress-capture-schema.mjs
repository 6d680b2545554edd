#!/usr/bin/env node
// @ts-check
// Captures the GraphQL schema of a real WordPress (the plugin stack of ../shared/real-wordpress,
// with wordpress/acf-json and wordpress/mu-plugins loaded) as SDL:
//
//   npm run wordpress:capture-schema -- http://127.0.0.1:8080/graphql [out.graphql]
//
// Full introspection query → graphql-js buildClientSchema → printSchema →
// mocks/wordpress/contract/remote-schema.graphql for a WordPress with wp-graphql-acf 0.6.2, or
// remote-schema-acf2.graphql for one with WPGraphQL for ACF 2.x (told apart as the build tells
// them apart: src/build/acf-line.ts), or the given file, with a header saying what produced it.
// The stand-in's contract tests compare against these files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, printSchema } from 'graphql';

const endpoint = process.argv[2] ?? 'http://127.0.0.1:8080/graphql';

/** The plugin versions each line's schema is expected to come from (../shared/real-wordpress/versions.env, REALWP_LINE). */
const STACKS = {
  0.6:
    'WordPress 6.5.5, WPGraphQL 1.32.1, WPGatsby 2.3.3, Secure Custom Fields 6.4.1-beta4, WPGraphQL for ACF 0.6.2, ' +
    'Gravity Forms 2.8.7, WPGraphQL for Gravity Forms 0.12.6',
  2:
    'WordPress 6.5.5, WPGraphQL 2.6.0, WPGatsby 2.3.3, Secure Custom Fields 6.4.1-beta4, WPGraphQL for ACF 2.4.1, ' +
    'Gravity Forms 2.8.7, WPGraphQL for Gravity Forms 0.12.6',
};

const response = await fetch(endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }),
});
const json = await response.json();
if (!response.ok || json.errors?.length || !json.data) {
  console.error(`Introspection of ${endpoint} failed (HTTP ${response.status}):`, JSON.stringify(json.errors ?? json).slice(0, 2000));
  process.exit(1);
}

const schema = buildClientSchema(json.data);
// As src/build/acf-line.ts: only WPGraphQL for ACF 2.x registers AcfFieldGroupFields.
const line = schema.getType('AcfFieldGroupFields') ? 2 : '0.6';
const STACK = STACKS[line];
const out = path.resolve(process.argv[3] ?? `mocks/wordpress/contract/remote-schema${line === 2 ? '-acf2' : ''}.graphql`);
const root = schema.getQueryType();
const expected = ['pages', 'posts', 'flexFragments', 'packages', 'siteSettings', 'gfForms'];
const missing = expected.filter((name) => !root?.getFields()[name]);
if (missing.length) console.warn(`Warning: the root query lacks ${missing.join(', ')} (is the ACF JSON and the mu-plugin loaded?)`);

const header = [
  `# The GraphQL schema of a real WordPress: ${STACK}`,
  '# (the sources pinned in ../shared/real-wordpress/versions.env),',
  '# with the content model loaded: wordpress/acf-json (npm run acf:export) and wordpress/mu-plugins/site-graphql.php,',
  '# and at least one Gravity Forms form. Captured by introspection (graphql-js buildClientSchema + printSchema).',
  '# Repeat: start ../shared/real-wordpress as wordpress/README.md says, then',
  `#   npm run wordpress:capture-schema -- ${endpoint}`,
  '# Do not edit by hand.',
  '',
].join('\n');

writeFileSync(out, `${header}\n${printSchema(schema)}\n`);
console.log(`${Object.keys(schema.getTypeMap()).length} types from ${endpoint} → ${path.relative(process.cwd(), out)}`);
