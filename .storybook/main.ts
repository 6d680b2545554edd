import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';
import { writeStaticFiles } from '../src/build/static-files';

/** Resolves a path relative to the repository root (this file is ESM: no __dirname). */
const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * Media files the WordPress stand-in writes (mocks/wordpress). They are generated before
 * Storybook runs; the directory is created here so a build on a fresh checkout does not
 * fail on a missing static dir.
 */
const uploadsDir = fromRoot('.data/wordpress/uploads');
mkdirSync(uploadsDir, { recursive: true });

// The self-hosted Inter files (static/fonts, copied from @fontsource-variable/inter), as the site has them.
writeStaticFiles({ root: fromRoot(''), siteUrl: process.env.SITE_URL || 'http://localhost:9000' });

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // addon-docs: the autodocs pages of the ui primitives (stories whose meta has `tags: ['autodocs']`).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: [
    // mockServiceWorker.js for msw-storybook-addon (not the root public/, which is Gatsby's output).
    './public',
    { from: '../.data/wordpress/uploads', to: '/wp-content/uploads' },
    { from: '../static/fonts', to: '/fonts' },
  ],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  viteFinal(viteConfig) {
    const overrides: UserConfig = {
      // Vite's default publicDir is the root public/, which is Gatsby's build output:
      // it would be copied into storybook-static. Storybook's own files come from staticDirs.
      publicDir: false,
      build: {
        // The preview bundle carries axe and the test tooling; its size is not the site's.
        chunkSizeWarningLimit: 2048,
        rollupOptions: {
          onwarn(warning, warn) {
            // gatsby-plugin-image's browser build starts with "use client"; Rollup drops it, harmlessly.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
      resolve: {
        // Only the bare `gatsby` import: gatsby-plugin-image's browser build loads as it is.
        alias: [{ find: /^gatsby$/, replacement: fromRoot('mocks/modules/gatsby.tsx') }],
      },
    };
    return mergeConfig(viteConfig, overrides);
  },
};

export default config;
