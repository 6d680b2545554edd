// @ts-check
/**
 * Unit and component tests (Jest 30 + jsdom). Stories run separately under
 * @storybook/test-runner (.storybook/test-runner-jest.config.mjs) and e2e under Playwright.
 *
 * Babel is configured inline on purpose: a root babel.config.js or .babelrc would also
 * replace Gatsby's own Babel setup for the site build.
 */

/**
 * ESM-only packages babel-jest must transform to CommonJS: msw 2 and its dependencies,
 * storybook (mocks/modules/gatsby.tsx uses `fn()` from storybook/test for `navigate`) and jose
 * (the WordPress stand-in's preview tokens, mocks/wordpress/preview.ts).
 */
const esmPackages = [
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@bundled-es-modules',
  'storybook',
  'jose',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          ['@babel/preset-typescript', { allowDeclareFields: true }],
        ],
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/mocks/modules/gatsby.tsx',
  },
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  // Only `*.test.ts(x)` files. Jest 30's default also matches `test.mjs`, i.e. scripts/test.mjs.
  testMatch: ['<rootDir>/**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/public/',
    '<rootDir>/.cache/',
    '<rootDir>/storybook-static/',
    '<rootDir>/e2e/',
    '<rootDir>/.data/',
  ],
  // bench/floor: the one-page site npm run bench builds beside ours (its own package.json and build output).
  modulePathIgnorePatterns: [
    '<rootDir>/public/',
    '<rootDir>/.cache/',
    '<rootDir>/storybook-static/',
    '<rootDir>/.data/',
    '<rootDir>/bench/floor/',
  ],
  watchPathIgnorePatterns: ['<rootDir>/.data/'],
};

export default config;
