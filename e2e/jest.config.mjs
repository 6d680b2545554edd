// @ts-check
/**
 * End-to-end tests: Playwright (playwright-core + Debian Chromium) against the built
 * site that scripts/test.mjs builds from the WordPress stand-in and serves.
 */
/** @type {import('jest').Config} */
export default {
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testEnvironment: 'node',
  testTimeout: 60_000,
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
  // jose is ESM only: the stand-in's preview side signs and checks WPGatsby's tokens with it (preview.build.ts).
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
};
