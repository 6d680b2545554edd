/**
 * @jest-environment node
 *
 * Every JavaScript module of the tooling is type-checked by the `types` step: tsc checks a .mjs or
 * .cjs only when tsconfig.json takes it in and it starts with `// @ts-check` (tsconfig keeps
 * `checkJs` off while some files below are not typed yet). A new file without the line fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '..');

/** Not typed yet: each leaves this list once it starts with `// @ts-check` and passes tsc. */
const NOT_YET_CHECKED = new Set<string>([]);

const modules = execFileSync('git', ['ls-files', '*.mjs', '*.cjs'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

function checkedByTsc(): Set<string> {
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
  if (!config) throw new Error('tsconfig.json could not be read');
  return new Set(config.fileNames.map((file) => path.relative(root, file)));
}

test('the repository has JavaScript modules to check (git ls-files answered)', () => {
  expect(modules).toContain('scripts/test.mjs');
});

test('every .mjs and .cjs starts with // @ts-check (after a shebang)', () => {
  const unchecked = modules.filter((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    const first = lines[0]?.startsWith('#!') ? lines[1] : lines[0];
    return first?.trim() !== '// @ts-check' && !NOT_YET_CHECKED.has(file);
  });
  expect(unchecked).toEqual([]);
});

test('every .mjs and .cjs is in what tsc checks (tsconfig.json include)', () => {
  const checked = checkedByTsc();
  expect(modules.filter((file) => !checked.has(file))).toEqual([]);
});

test('the list of files not typed yet names only files that exist and lack the line', () => {
  for (const file of NOT_YET_CHECKED) {
    expect(modules).toContain(file);
    expect(readFileSync(path.join(root, file), 'utf8')).not.toMatch(/^(#!.*\n)?\/\/ @ts-check/);
  }
});
