// @ts-check
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The import floors: each room below another never imports it (not even a type). */
const FLOORS = {
  // The design primitives (ui) and the shared helpers (lib) are below the blocks, the form engine
  // and the quotation: what they need comes in as props or arguments. Any relative path matches.
  belowFeatures: {
    group: ['**/blocks', '**/blocks/**', '**/forms', '**/forms/**', '**/quotation', '**/quotation/**'],
    message: 'src/ui and src/lib are below blocks, forms and quotation: pass what is needed in as props or arguments, or move the code up.',
  },
  // The quotation (pricing, the builder, the endpoint) is below the blocks: the block
  // posts_package_quotation (blocks/posts/PackageQuotation.tsx) feeds it, never the other way.
  belowBlocks: {
    group: ['**/blocks', '**/blocks/**'],
    message: 'src/quotation is below the blocks: the block adapter (blocks/posts/PackageQuotation.tsx) passes what the quotation needs.',
  },
  // src/build runs in Node during the build (gatsby-node's hooks, sanitizing, image data, the
  // listing files, headers): what the browser needs from it reaches it through GraphQL or src/lib.
  notBuild: {
    regex: '^(\\.\\./)+build(/|$)',
    message:
      "src/build is the build's room (Node only): the browser code gets its results through the page queries; shared code belongs in src/lib.",
  },
};

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * A browser room's floors: its own, plus src/build for the code it ships (its tests may use the
 * build's functions to make realistic input, e.g. sanitized HTML). ESLint keeps the last
 * matching object's options of a rule, so each object lists all of a file's restrictions.
 * @param {string[]} files
 * @param {Array<(typeof FLOORS)[keyof typeof FLOORS]>} floors
 * @param {string[]} [ignores]
 * @returns {import('eslint').Linter.Config[]}
 */
function room(files, floors, ignores = []) {
  /** @type {(patterns: Array<(typeof FLOORS)[keyof typeof FLOORS]>) => import('eslint').Linter.RulesRecord} */
  const restrict = (patterns) => (patterns.length ? { 'no-restricted-imports': ['error', { patterns }] } : {});
  return [
    { files, ignores: [...ignores, ...TESTS], rules: restrict([...floors, FLOORS.notBuild]) },
    { files: files.flatMap((glob) => TESTS.map((test) => glob.replace(/\*\*$/, test))), ignores, rules: restrict(floors) },
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
  ...room(['src/ui/**', 'src/lib/**'], [FLOORS.belowFeatures]),
  ...room(['src/quotation/**'], [FLOORS.belowBlocks], ['src/quotation/server/**']),
  {
    files: ['src/quotation/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FLOORS.belowBlocks] }] },
  },
  ...room(['src/blocks/**', 'src/forms/**', 'src/layout/**', 'src/templates/**', 'src/styles/**', 'src/pages/**', 'src/data/**'], []),
  {
    // CommonJS files (Gatsby and tool configs may still be written this way).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
