// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    // The house's floors: the design primitives (ui) and the shared helpers (lib) are below the
    // blocks, the form engine and the quotation, so they never import them (not even a type):
    // what they need comes in as props or arguments. The pattern covers any relative path.
    files: ['src/ui/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/blocks', '**/blocks/**', '**/forms', '**/forms/**', '**/quotation', '**/quotation/**'],
              message:
                'src/ui and src/lib are below blocks, forms and quotation: pass what is needed in as props or arguments, or move the code up.',
            },
          ],
        },
      ],
    },
  },
  {
    // The quotation (pricing, the builder, the endpoint) is below the blocks: the block
    // posts_package_quotation (blocks/posts/PackageQuotation.tsx) feeds it, never the other way.
    files: ['src/quotation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/blocks', '**/blocks/**'],
              message:
                'src/quotation is below the blocks: the block adapter (blocks/posts/PackageQuotation.tsx) passes what the quotation needs.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (Gatsby and tool configs may still be written this way).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
