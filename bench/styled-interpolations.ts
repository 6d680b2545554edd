#!/usr/bin/env node
// The styled components with a function interpolation (dynamic CSS, made again on every render,
// also while a page starts) that each page renders on its first load, counted on a built public/:
// every styled component of src/ with its componentId and whether it is dynamic
// (bench/lib/styled-interpolations.ts: Babel with the build's styled-components plugin for the
// ids, the TypeScript checker for the interpolations), then the componentIds each page's server
// HTML carries in its class attributes. What renders only after hydration (a menu opened, an
// island mounted later) is not in the HTML and not counted.
//   node bench/styled-interpolations.ts [--public public] [--list] [--json out.json]
//     BENCH_PAGES=/,/contact/ for other pages; --list names the dynamic components of each page
// Exit code 1 when a page's HTML names a componentId that src/ has not (the ids no longer match the build's).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { componentIdsInHtml, styledComponents } from './lib/styled-interpolations.ts';

const { values } = parseArgs({
  options: {
    public: { type: 'string', default: 'public' },
    list: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const pages = (process.env.BENCH_PAGES || '/,/diensten/vps/,/kennisbank/,/kennisbank/wat-is-een-vps/,/offerte-aanvragen/,/contact/').split(
  ',',
);
const publicDir = path.resolve(root, values.public);

const components = styledComponents(root);
const byId = new Map(components.map((component) => [component.componentId, component]));
const dynamicInSrc = components.filter((component) => component.dynamic);
console.log(`src/: ${components.length} styled components, ${dynamicInSrc.length} with a function interpolation\n`);

let unknown = 0;
const results = pages.map((page) => {
  const file = path.join(publicDir, page, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} does not exist: build the site first (node scripts/start.mjs --build-only)`);
  const rendered = [...componentIdsInHtml(readFileSync(file, 'utf8'))];
  const missing = rendered.filter((id) => !byId.has(id));
  unknown += missing.length;
  if (missing.length) console.error(`${page}: componentIds not found in src/: ${missing.join(', ')}`);
  const dynamic = rendered.flatMap((id) => byId.get(id) ?? []).filter((component) => component.dynamic);
  return { page, styled: rendered.length, dynamic: dynamic.map(({ file: from, line, name }) => `${from}:${line} ${name}`).sort() };
});

console.log('| page | styled components rendered | with a function interpolation |\n|---|---|---|');
for (const { page, styled, dynamic } of results) console.log(`| \`${page}\` | ${styled} | ${dynamic.length} |`);
if (values.list) {
  for (const { page, dynamic } of results) console.log(`\n${page}\n${dynamic.map((entry) => `  ${entry}`).join('\n')}`);
}
if (values.json) writeFileSync(values.json, `${JSON.stringify({ publicDir: values.public, pages: results }, null, 2)}\n`);
if (unknown) process.exitCode = 1;
