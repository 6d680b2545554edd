// The peer's gatsby-config in `npm run bench` (bench/peer.mjs copies it beside the starter's own
// gatsby-config.js, renamed gatsby-config.starter.js): the starter's configuration as it is, plus
// the local adapter our site and the floor build with (so scripts/serve.ts serves all three with
// the same headers and compression) and the small schema plugin below.
import path from 'node:path';
import { localAdapter } from '../../../src/build/local-adapter';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the starter's CommonJS config, loaded at run time from the site directory (it uses __dirname), not bundled
const starter = require(path.join(process.cwd(), 'gatsby-config.starter.js')) as { plugins: unknown[] };

export default { ...starter, plugins: [...starter.plugins, 'bench-peer-schema'], adapter: localAdapter() };
