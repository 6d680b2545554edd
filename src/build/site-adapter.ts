/**
 * Which Gatsby adapter a build uses (the local server or a hosting platform), chosen by an
 * environment variable so that a build for a hosting platform and the local build differ in
 * nothing else:
 *
 *   SITE_ADAPTER=local    the local adapter (src/build/local-adapter.ts) for scripts/serve.ts
 *                           (`npm start`, `npm test`, `npm run serve`, `npm run bench`)
 *   SITE_ADAPTER=netlify  gatsby-adapter-netlify: public/_headers, public/_redirects and the
 *                           Gatsby Functions packaged in .netlify/functions-internal/
 *   unset                   netlify on Netlify's build machines (NETLIFY or NETLIFY_LOCAL set,
 *                           Gatsby's own zero-configuration test in gatsby/adapters.js), else local
 *
 * Not GATSBY_ADAPTER: Gatsby defines every GATSBY_* variable into the browser bundle
 * (node_modules/gatsby/dist/utils/webpack.config.js), so a GATSBY_ name would change the bundle's
 * compilation hash, and with it an inline script of every page, between the two builds.
 *
 * Either is wrapped by withPageSecurityPolicies (page-security.ts), so both get the same headers.
 * Setting `adapter` in gatsby-config turns Gatsby's zero-configuration detection off
 * (node_modules/gatsby/dist/utils/adapter/manager.js, initAdapterManager): the adapter is always
 * this one.
 */
import type { IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { detectedHostingPlatform, localAdapter } from './local-adapter';
import { withSafeNetlifyRequests } from '../../scripts/lib/netlify-functions';
import { withPageSecurityPolicies, type PageSecurityOptions } from './page-security';

export const ADAPTERS = ['local', 'netlify'] as const;
export type AdapterName = (typeof ADAPTERS)[number];

export function adapterNameFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  detect: () => string | undefined = detectedHostingPlatform,
): AdapterName {
  const value = env.SITE_ADAPTER?.trim().toLowerCase();
  if (!value) return detect() === 'Netlify' ? 'netlify' : 'local';
  if ((ADAPTERS as readonly string[]).includes(value)) return value as AdapterName;
  throw new Error(
    `SITE_ADAPTER is "${env.SITE_ADAPTER}"; it can be ${ADAPTERS.map((name) => `"${name}"`).join(' or ')} (unset: netlify on Netlify, else local)`,
  );
}

export function siteAdapter(name: AdapterName, security: PageSecurityOptions): IAdapter {
  const adapter =
    name === 'netlify' ? withSafeNetlifyRequests(createNetlifyAdapter(), security.root) : localAdapter({ root: security.root });
  return withPageSecurityPolicies(adapter, security);
}
