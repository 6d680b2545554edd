/**
 * @jest-environment node
 *
 * The function-length check (function-length.ts, run by scripts/function-length.ts): what it counts as a function and its lines, and
 * the list of functions still over the limit, which may only shrink.
 */
import { longFunctions, MAX_LINES, problemsOf, type LongFunction } from './function-length';

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

describe('problemsOf', () => {
  const at = (name: string, lines: number): LongFunction => ({ file: 'src/x.ts', line: 1, name, lines });

  it('passes the listed functions at or under their length', () => {
    expect(problemsOf([at('a', 150), at('b', 130)], { 'src/x.ts:a': 150, 'src/x.ts:b': 140 })).toEqual([]);
  });

  it('fails a new long function, a listed one grown, and a listed one no longer long', () => {
    const problems = problemsOf([at('new', 121), at('grown', 151)], { 'src/x.ts:grown': 150, 'src/x.ts:done': 140 });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/new {2}121 lines \(limit 120\)/);
    expect(problems[1]).toMatch(/grown {2}151 lines, longer than its 150/);
    expect(problems[2]).toMatch(/src\/x.ts:done is within 120 lines now/);
  });
});
