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
 * STILL_LONG lists the functions that are still over the limit, each at its length today: they may
 * only get shorter. A new long function, one of them grown, or one of them now within the limit
 * (take it off the list) fails. `npm test`'s lint step runs scripts/function-length.ts after ESLint.
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

/**
 * The React components and hooks still over the limit (issue 38: their effects become named hooks),
 * by `file:name`, at their length on 2026-12-02. The list only shrinks.
 */
export const STILL_LONG: Record<string, number> = {};

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

/** What is wrong with the tree's long functions against STILL_LONG; empty when nothing is. */
export function problemsOf(long: LongFunction[], stillLong: Record<string, number> = STILL_LONG): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of long) {
    const key = `${item.file}:${item.name}`;
    seen.add(key);
    const allowed = stillLong[key];
    if (allowed === undefined)
      problems.push(`${item.file}:${item.line}  ${item.name}  ${item.lines} lines (limit ${MAX_LINES}): split it into named parts`);
    else if (item.lines > allowed)
      problems.push(
        `${item.file}:${item.line}  ${item.name}  ${item.lines} lines, longer than its ${allowed} on the list: make it shorter, not longer`,
      );
  }
  for (const key of Object.keys(stillLong))
    if (!seen.has(key))
      problems.push(`${key} is within ${MAX_LINES} lines now (or gone): take it off STILL_LONG in scripts/lib/function-length.ts`);
  return problems;
}
