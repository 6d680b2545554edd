/**
 * The Gatsby adapter for serving the built site on this machine (`npm start`, `npm test`,
 * `npm run bench`, `npm run serve`): gatsby-config.ts sets it unless a hosting platform with a
 * zero-configuration adapter is detected.
 *
 * Adapters (Gatsby 5.12+, https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/adapters/)
 * get Gatsby's routes and the HTTP headers for them at the end of `gatsby build`; a hosting adapter
 * turns them into its platform's configuration (gatsby-adapter-netlify: public/_headers). This one
 * writes them to LOCAL_SERVE_MANIFEST, which scripts/serve.ts applies. So the caching headers are
 * configured once, by Gatsby's defaults and the `headers` option of gatsby-config, and reach the
 * local server and a hosting adapter alike.
 *
 * Gatsby only initialises adapters for `gatsby build` (node_modules/gatsby/dist/services/initialize.js):
 * `gatsby develop` does not run this.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IAdapter } from 'gatsby';
import { toLocalServeManifest } from './cache-headers';

/** Where the manifest goes, relative to the site directory: beside Gatsby's compiled functions, not in public/. */
export const LOCAL_SERVE_MANIFEST = path.join('.cache', 'local-serve', 'manifest.json');

export function localAdapter({ root = process.cwd() }: { root?: string } = {}): IAdapter {
  return {
    name: 'local-serve',
    config: () => ({ supports: { pathPrefix: true, trailingSlash: ['always', 'never', 'ignore'] } }),
    adapt(context) {
      const { reporter, trailingSlash, pathPrefix } = context;
      const started = performance.now();
      // Gatsby computes the routes manifest and headerRoutes (a walk over public/) on first access.
      const manifest = toLocalServeManifest({
        routesManifest: context.routesManifest,
        headerRoutes: context.headerRoutes,
        trailingSlash,
        pathPrefix,
      });
      if (manifest.serverRendered.length > 0) {
        reporter.warn(
          `local-serve: ${manifest.serverRendered.length} route(s) are rendered on request (DSG/SSR), which scripts/serve.ts cannot serve; use gatsby serve for them`,
        );
      }
      const file = path.join(root, LOCAL_SERVE_MANIFEST);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
      reporter.info(
        `local-serve: ${manifest.headerRoutes.length} header rules (${manifest.pages.length} HTML routes) written to ${LOCAL_SERVE_MANIFEST} in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

/**
 * The hosting platform Gatsby would pick a zero-configuration adapter for (gatsby/adapters.js,
 * e.g. Netlify when NETLIFY is set), if any. Setting `adapter` in gatsby-config turns that
 * detection off (node_modules/gatsby/dist/utils/adapter/manager.js, initAdapterManager), so the
 * local adapter must step aside there.
 */
export function detectedHostingPlatform(root = process.cwd()): string | undefined {
  const manifest = createRequire(path.join(root, 'package.json'))('gatsby/adapters.js') as Array<{ name: string; test: () => boolean }>;
  return manifest.find((entry) => entry.test())?.name;
}
