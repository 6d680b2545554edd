/**
 * @jest-environment node
 */
/**
 * The rooms' import floors (ROOMS in eslint.config.mjs) hold: in a file of every room an import
 * of a room above it (or beside it, or one it must not reach) is an ESLint error, and an import
 * of a room below it lints clean. The config is handed to ESLint as an object: ESLint's own
 * loading of eslint.config.mjs is a dynamic import, which Jest's VM does not run.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import config, { ROOMS } from '../eslint.config.mjs';

const root = resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

/** A type import and a re-export of it: both forms are covered by the floors. */
const planted = (specifier: string) => `import type { Planted } from '${specifier}';\nexport type { Planted };\n`;

async function floorErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(planted(specifier), { filePath: join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

/** Per room: a file in it, an import it must not make and one it may. */
const CASES: { room: string; file: string; refused: string; allowed: string }[] = [
  { room: 'api', file: 'src/api/planted.ts', refused: '../ui/Button', allowed: '../build/security-headers' },
  { room: 'build', file: 'src/build/planted.ts', refused: '../api/package-quotation', allowed: '../kennisbank/listing/build' },
  { room: 'pages', file: 'src/pages/planted.tsx', refused: '../api/package-quotation', allowed: '../layout/SiteLayout' },
  { room: 'templates', file: 'src/templates/planted.tsx', refused: '../build/pages', allowed: '../blocks/FlexContent' },
  { room: 'blocks', file: 'src/blocks/posts/planted.tsx', refused: '../../templates/Page', allowed: '../../kennisbank/post-card' },
  { room: 'preview', file: 'src/preview/planted.ts', refused: '../build/pages', allowed: '../packages/package-card' },
  { room: 'kennisbank', file: 'src/kennisbank/listing/planted.ts', refused: '../../blocks/shared', allowed: '../../data/media' },
  { room: 'packages', file: 'src/packages/planted.tsx', refused: '../blocks/posts/fragment', allowed: '../quotation/specs' },
  { room: 'quotation/server', file: 'src/quotation/server/planted.ts', refused: '../../build/resolvers', allowed: '../pricing' },
  { room: 'layout', file: 'src/layout/Header/planted.tsx', refused: '../../blocks/shared', allowed: '../../islands/DeferredIsland' },
  { room: 'quotation', file: 'src/quotation/ui/planted.tsx', refused: '../../packages/package-card', allowed: '../../forms/types' },
  { room: 'data', file: 'src/data/planted.ts', refused: '../quotation/types', allowed: '../ui/Image' },
  { room: 'forms', file: 'src/forms/fields/planted.tsx', refused: '../../layout/SiteInfoContext', allowed: '../../ui/Button' },
  { room: 'islands', file: 'src/islands/planted.tsx', refused: '../blocks/registry', allowed: '../lib/links' },
  { room: 'ui', file: 'src/ui/Button/planted.tsx', refused: '../../data/media', allowed: '../../lib/links' },
  { room: 'lib', file: 'src/lib/planted.ts', refused: '../ui/Link', allowed: '../styles/constants' },
  { room: 'model', file: 'src/model/planted.ts', refused: '../lib/text', allowed: './choices.ts' },
  { room: 'styles', file: 'src/styles/planted.ts', refused: '../lib/links', allowed: './constants' },
];

/** Imports across a line (rooms beside each other) or to a room a Node-only or browser room must not reach. */
const ALSO_REFUSED: { why: string; file: string; specifier: string }[] = [
  { why: 'the build never imports a block', file: 'src/build/planted.ts', specifier: '../blocks/posts/PostsBlog' },
  { why: 'the build never imports a template', file: 'src/build/planted.ts', specifier: '../templates/Post' },
  { why: 'the endpoint renders nothing', file: 'src/quotation/server/planted.ts', specifier: '../ui/QuotationBuilder' },
  { why: 'the quotation ships no endpoint code', file: 'src/quotation/planted.ts', specifier: './server/fields' },
  { why: 'the browser ships no build code', file: 'src/islands/planted.ts', specifier: '../build/sanitize-html' },
  {
    why: 'the Kennisbank and the packages are beside each other',
    file: 'src/kennisbank/planted.ts',
    specifier: '../packages/package-card',
  },
  { why: 'the templates and the pages are beside each other', file: 'src/templates/planted.tsx', specifier: '../pages/404' },
  { why: 'the shell and the quotation are beside each other', file: 'src/layout/planted.tsx', specifier: '../quotation/types' },
  { why: 'the form engine and the islands are beside each other', file: 'src/forms/planted.ts', specifier: '../islands/hydration' },
  { why: 'the model and the styles are beside each other', file: 'src/model/planted.ts', specifier: '../styles/constants' },
];

/** What the floors let tests do: use Node-only code to make realistic input. */
const TESTS_ALLOWED: { why: string; file: string; specifier: string }[] = [
  { why: "a quotation test uses the endpoint's field checks", file: 'src/quotation/planted.test.ts', specifier: './server/fields' },
  { why: "a lib test uses the build's sanitizing", file: 'src/lib/planted.test.ts', specifier: '../build/sanitize-html' },
];

describe('the rooms of src/', () => {
  it('every folder of src/ (and src/quotation/server) is a room with a case here', () => {
    const rooms = ROOMS.flat();
    const folders = readdirSync(join(root, 'src')).filter((name) => statSync(join(root, 'src', name)).isDirectory());
    expect([...folders, 'quotation/server'].sort()).toEqual([...rooms].sort());
    expect(CASES.map((entry) => entry.room).sort()).toEqual([...rooms].sort());
  });
});

describe('the import floors', () => {
  it.each(CASES)('src/$room refuses $refused', async ({ file, refused }) => {
    expect(await floorErrors(file, refused)).toEqual([expect.stringContaining('does not import')]);
  });

  it.each(CASES)('src/$room may import $allowed', async ({ file, allowed }) => {
    expect(await floorErrors(file, allowed)).toEqual([]);
  });

  it.each(ALSO_REFUSED)('$why', async ({ file, specifier }) => {
    expect(await floorErrors(file, specifier)).toEqual([expect.stringContaining('does not import')]);
  });

  it.each(TESTS_ALLOWED)('$why', async ({ file, specifier }) => {
    expect(await floorErrors(file, specifier)).toEqual([]);
  });
});
