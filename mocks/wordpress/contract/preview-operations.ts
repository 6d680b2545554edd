/**
 * The GraphQL operations gatsby-source-wordpress writes by hand for previews (not generated from
 * the schema, so `npm run wordpress:contract` records none of them), read from the installed
 * plugin itself, dist/steps/preview/index.js: `query PREVIEW_ACTIONS` (the pending preview
 * actions, sourcePreviews) and `mutation MUTATE_PREVIEW_NODE` (the preview status,
 * createPreviewStatusCallback). Its two interpolations are filled in as the plugin fills them:
 * `sinceTimestamp` an hour ago, and `manifestIds`, which it asks for when the remote schema has
 * GatsbyPreviewData.manifestIds (as WPGatsby 2.3.3's has).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const OPERATIONS = ['query PREVIEW_ACTIONS', 'mutation MUTATE_PREVIEW_NODE'] as const;

/** The template literal that starts with `start` in `source`, up to its closing backtick, with each `${…}` given to `fill`. */
function templateAt(source: string, start: string, fill: (expression: string) => string): string {
  let index = source.indexOf(start);
  if (index < 0) throw new Error(`gatsby-source-wordpress no longer has ${start} in dist/steps/preview/index.js`);
  let text = '';
  while (index < source.length && source[index] !== '`') {
    if (source.startsWith('${', index)) {
      // An interpolation, which may hold template literals of its own (`manifestIds`).
      let depth = 1;
      let nested = false;
      let end = index + 2;
      for (; depth > 0; end++) {
        const char = source[end];
        if (char === '`') nested = !nested;
        else if (!nested && char === '{') depth++;
        else if (!nested && char === '}') depth--;
      }
      text += fill(source.slice(index + 2, end - 1));
      index = end;
    } else {
      text += source[index];
      index++;
    }
  }
  return text;
}

/** The plugin's preview operations, by name, as it sends them. */
export function previewOperations(nowMs: number = Date.now()): { name: string; source: string }[] {
  const require = createRequire(__filename);
  const file = path.join(path.dirname(require.resolve('gatsby-source-wordpress/package.json')), 'dist', 'steps', 'preview', 'index.js');
  const source = readFileSync(file, 'utf8');
  const fill = (expression: string) => {
    if (expression.includes('Date.now()')) return String(nowMs - 1000 * 60 * 60);
    if (expression.includes('manifestIds')) return 'manifestIds';
    throw new Error(`an interpolation gatsby-source-wordpress did not have: ${expression}`);
  };
  return OPERATIONS.map((start) => ({ name: start.split(' ')[1]!, source: templateAt(source, start, fill) }));
}
