// @ts-check
/**
 * Tests that run `gatsby build` themselves (e2e/*.build.ts), one at a time in each of the two runs
 * scripts/test.mjs makes: the cold ones beside the Playwright tests, the warm ones after them.
 */
import e2e from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...e2e,
  testMatch: ['**/*.build.ts'],
  // A cold build on a busy 2-core machine takes a minute or two; beside the e2e tests and the
  // stories (scripts/test.mjs runs the cold ones there), up to four.
  testTimeout: 600_000,
};
