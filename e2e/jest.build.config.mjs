// @ts-check
/**
 * Tests that run `gatsby build` themselves (e2e/*.build.ts), after the e2e build and the
 * Playwright tests of scripts/test.mjs, one at a time: each build takes the machine.
 */
import e2e from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...e2e,
  testMatch: ['**/*.build.ts'],
  // A cold build on a busy 2-core machine takes a minute or two.
  testTimeout: 300_000,
};
