// @ts-check
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The rooms of src/ and their floors, from the top down: a room imports only the rooms on the
 * lines below its own, never one above it or beside it on its line (type imports and
 * re-exports included; docs/architecture.md#layers-and-the-import-floors draws it). A feature's
 * room takes what it needs as props or arguments from the room above it; code two rooms share
 * goes down to the lower one.
 */
export const ROOMS = [
  ['api'], // the Gatsby Function: its handler, wired to src/quotation/server and the build's headers
  ['build', 'pages', 'templates'], // gatsby-node's work (Node); the pages and their templates
  ['blocks', 'preview'], // the block registry and its thin adapters; where a preview lands
  ['kennisbank', 'packages', 'quotation/server'], // the features the blocks feed; the quotation endpoint's logic
  ['layout', 'quotation'], // the shell; the quotation builder and its pricing
  ['data', 'forms', 'islands'], // shared fragments and media items; the form engine; the hydration machinery
  ['ui'], // the design primitives
  ['lib'], // pure logic
  ['model', 'styles'], // the content model; the theme and global CSS
];

/** The rooms that run in Node only: the browser's code never ships them, and they render nothing. */
export const NODE_ONLY = ['api', 'build', 'preview', 'quotation/server'];
/** The rooms whose code renders: never imported by a room that runs in Node only. */
const RENDERING = ['pages', 'templates', 'blocks', 'layout', 'islands', 'data', 'ui'];

const ALL_ROOMS = ROOMS.flat();
const lineOf = (/** @type {string} */ room) => ROOMS.findIndex((line) => line.includes(room));

/**
 * The pattern of an import of `target` from a file of `room`: a relative path that climbs to
 * src/ and goes down into `target` (for a room inside this one, e.g. quotation/server from
 * quotation, also a path that stays inside).
 * @param {string} room
 * @param {string} target
 */
function importOf(room, target) {
  const path = target.replaceAll('/', '\\/');
  const inside = target.startsWith(`${room}/`) ? `|^(\\.\\/|(\\.\\.\\/)+)${target.slice(room.length + 1)}(\\/|$)` : '';
  return `^(\\.\\.\\/)+${path}(\\/|$)${inside}`;
}

/**
 * The no-restricted-imports patterns of a room: the rooms on its line and above; for a browser
 * room's shipped code every room that runs in Node only (its tests may use them, to make realistic
 * input such as the build's sanitized HTML); for a room that runs in Node only, also every
 * rendering room.
 * @param {string} room
 * @param {{ tests: boolean }} options
 */
function floorsOf(room, { tests }) {
  const below = ROOMS.slice(lineOf(room) + 1).flat();
  const nodeOnly = NODE_ONLY.includes(room);
  const forbidden = ALL_ROOMS.filter(
    (other) =>
      other !== room &&
      !room.startsWith(`${other}/`) &&
      (nodeOnly ? !below.includes(other) || RENDERING.includes(other) : NODE_ONLY.includes(other) ? !tests : !below.includes(other)),
  );
  const allowed = ALL_ROOMS.filter((other) => other !== room && !forbidden.includes(other));
  return forbidden.map((other) => ({
    regex: importOf(room, other),
    message: `src/${room} does not import src/${other} (the rooms and their order: ROOMS in eslint.config.mjs, docs/architecture.md#layers-and-the-import-floors). It may import ${allowed.length ? allowed.map((name) => `src/${name}`).join(', ') : 'no other room'}: pass what it needs from above as props or arguments, or move shared code down.`,
  }));
}

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * A room's lint objects: its shipped code and its tests, each with all of its floors (ESLint
 * keeps the last matching object's options of a rule). A room inside it (quotation/server in
 * quotation) is left to its own objects.
 * @param {string} name
 * @returns {import('eslint').Linter.Config[]}
 */
function room(name) {
  const files = [`src/${name}/**`];
  const inner = ALL_ROOMS.filter((other) => other.startsWith(`${name}/`)).map((other) => `src/${other}/**`);
  /** @type {(tests: boolean) => import('eslint').Linter.RulesRecord} */
  const rule = (tests) => ({ 'no-restricted-imports': ['error', { patterns: floorsOf(name, { tests }) }] });
  return [
    { files, ignores: [...inner, ...TESTS], rules: rule(false) },
    { files: TESTS.map((test) => `src/${name}/${test}`), ignores: inner, rules: rule(true) },
  ];
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'public/',
    '.cache/',
    // gatsby-adapter-netlify's packaged Functions (SITE_ADAPTER=netlify).
    '.netlify/',
    'storybook-static/',
    '.data/',
    'coverage/',
    'test-results/',
    'src/gatsby-types.d.ts',
    '.storybook/public/',
    // The floor site of npm run bench, when built.
    'bench/floor/public/',
    'bench/floor/.cache/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  // Escape hatches carry their reason: a rule switched off says why (`-- reason`) and names the
  // rule, so a reader can judge it and it goes once the reason has; product code types its values
  // (a type guard, a typed parser, an honest signature) rather than forcing them through `unknown`.
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  {
    files: ['src/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: '`as unknown as` hides a type mismatch: narrow with a type guard, type the input, or fix the signature.',
        },
      ],
    },
  },
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {
        ...globals.browser,
        ...globals.node,
        ...globals.jest,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not; `...rest` drops props on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // The house's floors (what may import what), room by room.
  ...ALL_ROOMS.flatMap(room),
  {
    // CommonJS files (Gatsby and tool configs may still be written this way).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
