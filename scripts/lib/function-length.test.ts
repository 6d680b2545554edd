/**
 * @jest-environment node
 *
 * The function-length check (function-length.ts, run by scripts/function-length.ts): what it counts
 * as a function and its lines, which files it measures, and what it says of a long one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { longFunctions, longFunctionsUnder, MAX_LINES, problemsOf } from './function-length';

/** A function of `lines` lines in all, its braces included. */
const body = (lines: number) => Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`).join('\n');

describe('longFunctions', () => {
  it(`flags a function of ${MAX_LINES + 1} lines and not one of ${MAX_LINES}`, () => {
    const text = `export function long() {\n${body(MAX_LINES + 1)}\n}\nexport function fine() {\n${body(MAX_LINES)}\n}\n`;
    expect(longFunctions('a.ts', text)).toEqual([{ file: 'a.ts', line: 1, name: 'long', lines: MAX_LINES + 1 }]);
  });

  it('counts arrow functions, methods, callbacks and JSX, and names them', () => {
    const markup = Array.from({ length: 10 }, () => '      <p>regel</p>').join('\n');
    const text = [
      `export const Component = () => {\n  return (\n    <div>\n${markup}\n    </div>\n  );\n};`,
      `class Thing {\n  method() {\n${body(8)}\n  }\n}`,
      `list.forEach((item) => {\n${body(8)}\n});`,
    ].join('\n');
    const found = longFunctions('b.tsx', text, 5).map(({ name, lines }) => `${name} ${lines}`);
    expect(found).toEqual(['Component 16', 'method 8', '(callback of list.forEach) 8']);
  });

  it('counts an inner function toward its outer one too', () => {
    const text = `function outer() {\n  function inner() {\n${body(10)}\n  }\n}`;
    expect(longFunctions('c.ts', text, 9).map((item) => item.name)).toEqual(['outer', 'inner']);
  });
});

describe('longFunctionsUnder', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'function-length-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('measures the code of src/, mocks/wordpress/, scripts/ and bench/, not tests, stories, generated code or other folders', () => {
    const long = `export function long() {\n${body(MAX_LINES + 1)}\n}\n`;
    const measured = ['src/a/b.tsx', 'mocks/wordpress/c.ts', 'scripts/d.mjs', 'bench/e.js'];
    const skipped = [
      'src/a/b.test.tsx',
      'src/a/b.stories.tsx',
      'src/types.d.ts',
      'src/node_modules/x/f.ts',
      'mocks/content/g.ts',
      'e2e/h.ts',
    ];
    for (const file of [...measured, ...skipped]) write(file, long);
    expect(
      longFunctionsUnder(root)
        .map((item) => item.file)
        .sort(),
    ).toEqual(measured.map((file) => path.normalize(file)).sort());
  });
});

describe('problemsOf', () => {
  it('says of each long function where it is and how long, and nothing when there is none', () => {
    const problems = problemsOf([{ file: 'src/x.ts', line: 3, name: 'big', lines: 121 }]);
    expect(problems).toEqual(['src/x.ts:3  big  121 lines (limit 120): split it into named parts']);
    expect(problemsOf([])).toEqual([]);
  });
});
