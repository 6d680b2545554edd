/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { entryScriptsIn, FirstScriptsPlugin, firstScriptsLoaderIn, SCRIPTS_SLICE, withFirstScriptsLoader } from './first-scripts';

/** The scripts slice as Gatsby 5.16's webpack stats extractor writes it (gatsby-webpack-stats-extractor.js). */
const GATSBY_SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-94fa79770fb9c146f4e6.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="3a2df9268965c18df27e";</script><script src="/polyfill-1a2b.js" nomodule></script><script src="/webpack-runtime-c5fe025cceefbc41ecdd.js" async></script><script src="/framework-73089cf70b308109cb4a.js" async></script><script src="/app-94fa79770fb9c146f4e6.js" async></script>`;

const ENTRY = ['/webpack-runtime-c5fe025cceefbc41ecdd.js', '/framework-73089cf70b308109cb4a.js', '/app-94fa79770fb9c146f4e6.js'];

describe('withFirstScriptsLoader', () => {
  it("replaces the entry scripts' async tags with one inline loader, in their place, and keeps the rest as Gatsby wrote it", () => {
    const slice = withFirstScriptsLoader(GATSBY_SLICE);
    expect(slice).not.toMatch(/ async>/);
    expect(slice.match(/<script>\(function/g)).toHaveLength(1);
    const [before] = GATSBY_SLICE.split('<script src="/webpack-runtime');
    expect(slice.startsWith(before!)).toBe(true);
    expect(slice).toContain('<script src="/polyfill-1a2b.js" nomodule></script>');
    expect(slice.endsWith('</script>')).toBe(true);
    expect(entryScriptsIn(slice)).toEqual(['/polyfill-1a2b.js', ...ENTRY]);
  });

  it('leaves a slice without async scripts alone, and a rewritten one too', () => {
    const plain = '<script>window.___webpackCompilationHash="x";</script>';
    expect(withFirstScriptsLoader(plain)).toBe(plain);
    const once = withFirstScriptsLoader(GATSBY_SLICE);
    expect(withFirstScriptsLoader(once)).toBe(once);
  });
});

describe('entryScriptsIn', () => {
  it("reads Gatsby's own tags as well as the loader's list", () => {
    expect(entryScriptsIn(GATSBY_SLICE)).toEqual(['/polyfill-1a2b.js', ...ENTRY]);
    expect(entryScriptsIn('<p>no scripts</p>')).toEqual([]);
  });
});

describe('FirstScriptsPlugin', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'first-scripts-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A compiler with just the `done` hook, run once the way webpack runs it after a build. */
  const runDone = () => {
    let done: (() => void) | undefined;
    const compiler = { hooks: { done: { tap: (_name: string, callback: () => void) => (done = callback) } } };
    new FirstScriptsPlugin(root).apply(compiler as unknown as Compiler);
    done!();
  };

  it("rewrites the slice file after Gatsby's stats extractor has written it", () => {
    const file = path.join(root, SCRIPTS_SLICE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, GATSBY_SLICE);
    runDone();
    expect(readFileSync(file, 'utf8')).toBe(withFirstScriptsLoader(GATSBY_SLICE));
  });

  it('does nothing where Gatsby wrote no slice', () => {
    expect(runDone).not.toThrow();
  });
});

describe('firstScriptsLoaderIn', () => {
  it('finds the loader exactly as the build wrote it, and nothing in a slice without one', () => {
    const slice = withFirstScriptsLoader(GATSBY_SLICE);
    const loader = firstScriptsLoaderIn(slice);
    expect(loader).toBeDefined();
    expect(slice).toContain(`<script>${loader}</script>`);
    expect(loader!.startsWith('(function')).toBe(true);
    expect(firstScriptsLoaderIn(GATSBY_SLICE)).toBeUndefined();
  });
});
