// The floor site of `npm run bench` (bench/run.mjs): Gatsby 5 and React 18 with no plugins,
// so its first-load JS is what any Gatsby 5 page costs before it does anything. It has the local
// adapter of our site (no plugin: it only writes the build's headers at the end of the build), so
// scripts/serve.ts serves it as it serves ours, with the same caching headers.
import type { GatsbyConfig } from 'gatsby';
import { localAdapter } from '../../src/build/local-adapter';

const config: GatsbyConfig = { siteMetadata: { title: 'Floor' }, trailingSlash: 'always', adapter: localAdapter() };

export default config;
