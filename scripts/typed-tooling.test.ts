/**
 * @jest-environment node
 *
 * Every JavaScript module of the repository is type-checked by the `types` step (tsc over
 * tsconfig.json): `checkJs` is on, and each tracked .mjs, .cjs and .js is among the files tsc takes
 * in, so one in a folder tsconfig's `include` does not name fails here instead of going unchecked.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '..');

/**
 * Files tsconfig excludes on purpose: msw's generated service worker (`msw init` writes it), and
 * bench/peer, which is copied into the peer's clone and runs there, where its imports resolve.
 */
const LEFT_OUT = new Set(['.storybook/public/mockServiceWorker.js', 'bench/peer/plugins/bench-peer-schema/gatsby-node.js']);

const modules = execFileSync('git', ['ls-files', '*.mjs', '*.cjs', '*.js'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !LEFT_OUT.has(file));

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);

test('the repository has JavaScript modules to check (git ls-files answered)', () => {
  expect(modules).toContain('scripts/test.mjs');
});

test('tsc checks JavaScript (checkJs), not only TypeScript', () => {
  expect(config?.options.checkJs).toBe(true);
});

test('every .mjs, .cjs and .js is in what tsc checks (tsconfig.json include)', () => {
  const checked = new Set(config?.fileNames.map((file) => path.relative(root, file)));
  expect(modules.filter((file) => !checked.has(file))).toEqual([]);
});

test('the files left out are still there (else their exception goes)', () => {
  const tracked = execFileSync('git', ['ls-files', ...LEFT_OUT], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  expect(tracked.sort()).toEqual([...LEFT_OUT].sort());
});
