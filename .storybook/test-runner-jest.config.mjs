// @ts-check
/**
 * Jest config for @storybook/test-runner (found as `<config-dir>/test-runner-jest*`).
 * The runner finds no browser of its own here: it drives Debian's Chromium, with the
 * flags that keep it from dialling out.
 */
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The runner's default is 15 s a story. The screenshots (.storybook/visual.ts) add up to a few
  // seconds to the longest page stories, more when a picture differs and its diff is drawn.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      // The runner's own jest-playwright options (an object, or none): kept, with the browser set here.
      .../** @type {Record<string, unknown> | undefined} */ (testRunnerConfig.testEnvironmentOptions?.['jest-playwright']),
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
