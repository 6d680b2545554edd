/**
 * @jest-environment node
 */
// The site's rules are written down in docs/behaviour/ (docs/behaviour/README.md#citing-a-section);
// code, tests, stories and docs point to them as `docs/behaviour/<file>.md#<anchor>`. This test keeps
// those pointers true: every cited file and GitHub heading anchor exists, every link between the
// behaviour pages resolves, every path an "Implemented in … tested in …" line names exists, every
// section with a body says where it is implemented, and no citation of the old external
// specification ("spec" and a section sign) has come back.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const BEHAVIOUR_DIR = 'docs/behaviour';

/** Generated, third-party or build output: never scanned (as .prettierignore and .gitignore have them). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'public',
  '.cache',
  '.netlify',
  'storybook-static',
  '.data',
  'coverage',
  'test-results',
  'static',
  'bench/results',
  'bench/floor/public',
  'bench/floor/.cache',
  'stories/__visual__',
  '.storybook/public',
]);
const SCANNED_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.md',
  '.php',
  '.graphql',
  '.yml',
  '.yaml',
]);
const MAX_FILE_BYTES = 2_000_000;

function scannedFiles(dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_DIRS.has(relative)) files.push(...scannedFiles(relative));
    } else if (
      entry.isFile() &&
      SCANNED_EXTENSIONS.has(path.extname(entry.name)) &&
      lstatSync(path.join(ROOT, relative)).size <= MAX_FILE_BYTES
    ) {
      files.push(relative);
    }
  }
  return files;
}

/** GitHub's heading anchors of a Markdown text: lower case, punctuation but `-` and `_` dropped, spaces as `-`, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/`/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = headingAnchors(readFileSync(path.join(ROOT, file), 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with a pointer to `file`#`anchor` (repository-relative), or null. */
function brokenTarget(file: string, anchor: string | undefined): string | null {
  if (!existsSync(path.join(ROOT, file))) return `${file} does not exist`;
  if (anchor && !anchorsOf(file).has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
}

const CITATION = /docs\/behaviour\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** The old citations: "spec", within the line a section sign and a number ("the spec's table (section sign 9)"), any case. */
const SECTION_SIGN = '\u00a7';
const OLD_CITATION = new RegExp(`\\bspec(?:'s)?\\b[^\\n]{0,80}?${SECTION_SIGN}\\s?\\d`, 'i');

const files = scannedFiles();
const texts = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
const behaviourPages = files.filter((file) => file.startsWith(`${BEHAVIOUR_DIR}/`) && file.endsWith('.md'));

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('docs/behaviour', () => {
  it('has its pages', () => {
    expect(behaviourPages).toEqual(expect.arrayContaining([`${BEHAVIOUR_DIR}/README.md`, `${BEHAVIOUR_DIR}/forms.md`]));
  });

  it('every docs/behaviour/<file>.md#<anchor> cited in the repository exists', () => {
    const broken: string[] = [];
    let cited = 0;
    for (const [file, text] of texts) {
      for (const match of text.matchAll(CITATION)) {
        cited += 1;
        const problem = brokenTarget(`${BEHAVIOUR_DIR}/${match[1]}`, match[2]);
        if (problem) broken.push(`${file}:${lineOf(text, match.index)}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(0);
  });

  it('every link between the behaviour pages and the docs resolves', () => {
    const broken: string[] = [];
    for (const page of behaviourPages) {
      const text = texts.get(page)!;
      for (const match of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
        const [, target = '', anchor] = match;
        if (/^[a-z]+:/i.test(target)) continue;
        const file = target === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), target));
        const problem = brokenTarget(file, anchor);
        if (problem) broken.push(`${page}:${lineOf(text, match.index)}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every path an "Implemented in … tested in …" line names exists', () => {
    const missing: string[] = [];
    for (const page of behaviourPages) {
      const text = texts.get(page)!;
      for (const paragraph of text.split(/\n\s*\n/)) {
        if (!paragraph.startsWith('Implemented in:')) continue;
        for (const [, name = ''] of paragraph.matchAll(/`([^`]+)`/g)) {
          if (!/^[\w.-]+(\/[\w.[\]-]+)*\.\w+$/.test(name)) continue;
          if (!existsSync(path.join(ROOT, name))) missing.push(`${page}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every section with a body ends by naming where it is implemented and tested', () => {
    const without: string[] = [];
    for (const page of behaviourPages) {
      if (page.endsWith('/README.md')) continue;
      const sections = texts
        .get(page)!
        .split(/^(?=#{2,6} )/m)
        .slice(1);
      for (const section of sections) {
        const [heading = '', ...body] = section.split('\n');
        if (body.join('\n').trim() === '') continue;
        if (!/^Implemented in: [\s\S]*;\s+tested in:\s/m.test(section)) without.push(`${page}: ${heading}`);
      }
    }
    expect(without).toEqual([]);
  });

  it('no citation of the old external specification is left', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      text.split('\n').forEach((line, index) => {
        if (OLD_CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
