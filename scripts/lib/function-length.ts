/**
 * No function in the site's code, the stand-in, the scripts and the bench is
 * longer than MAX_LINES lines (docs/development.md, "Function length"). A long function does several
 * jobs; give each a name. Counted from the line of the function's first token to the line of its
 * last, JSX markup included, blank lines and comments too (they are part of what a reader scrolls
 * through). Every kind of function counts: declarations, methods, arrow functions and function
 * expressions, React components; a function inside another counts toward both.
 *
 * Tests and stories are not measured: a `describe` holds many cases by design.
 *
 * Any function over the limit fails: `npm test`'s lint step runs scripts/function-length.ts after ESLint.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_LINES = 120;
const ROOTS = ['src', 'mocks/wordpress', 'scripts', 'bench'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED = /(?:\.test\.|\.fuzz\.test\.|\.stories\.|\.d\.ts$)/;
/** Generated or copied code, not ours to shape. */
const SKIPPED_DIRS = new Set(['node_modules', 'public', '.cache', 'peer', 'floor']);

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 60)})`;
  if (ts.isExportAssignment(parent)) return '(default export)';
  return '(anonymous)';
}

/** Every function of one file longer than `max` lines. */
export function longFunctions(file: string, text: string, max = MAX_LINES): LongFunction[] {
  const kind = /\.tsx$|\.jsx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push({ file, line: start + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function filesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...filesUnder(full));
    else if (SOURCE.test(entry) && !SKIPPED.test(entry)) files.push(full);
  }
  return files;
}

/** Every function of the measured roots longer than `max` lines, longest first. */
export function longFunctionsUnder(root: string, max = MAX_LINES): LongFunction[] {
  const files = ROOTS.flatMap((dir) => filesUnder(path.join(root, dir)));
  return files
    .flatMap((file) => longFunctions(path.relative(root, file), readFileSync(file, 'utf8'), max))
    .sort((a, b) => b.lines - a.lines);
}

/** What is wrong: one line for each function over the limit, where it is and how long. */
export function problemsOf(long: LongFunction[]): string[] {
  return long.map((item) => `${item.file}:${item.line}  ${item.name}  ${item.lines} lines (limit ${MAX_LINES}): split it into named parts`);
}
