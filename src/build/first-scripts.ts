/**
 * The entry scripts of every page start after its largest paint (src/lib/first-scripts.ts says
 * why). Gatsby 5 writes them, with the chunk map, into the `_gatsby-scripts` slice
 * (`public/_gatsby/slices/_gatsby-scripts-1.html`, gatsby/dist/utils/gatsby-webpack-stats-extractor.js,
 * in webpack's `done` hook of the browser build) and stitches that file into every page after
 * rendering the HTML. This webpack plugin runs in the same hook after Gatsby's (a series hook, and
 * the site's plugins come after Gatsby's own) and turns the slice's `<script src async>` tags of
 * the `app` entry into the inline loader. Everything else in the slice (the chunk map, the
 * compilation hash, the `nomodule` polyfill) stays as Gatsby wrote it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { firstScriptsSnippet } from '../lib/first-scripts';

/** Gatsby's slice of entry scripts, relative to the site's root. */
export const SCRIPTS_SLICE = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');

/** An async entry script tag as the stats extractor writes it. */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;

/** The slice with its async entry scripts replaced by one inline loader; unchanged when it has none. */
export function withFirstScriptsLoader(slice: string): string {
  const scripts = [...slice.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) return slice;
  let replaced = false;
  return slice.replace(ASYNC_SCRIPT, () => {
    if (replaced) return '';
    replaced = true;
    return `<script>${firstScriptsSnippet(scripts)}</script>`;
  });
}

export class FirstScriptsPlugin {
  private readonly root: string;

  constructor(root: string = process.cwd()) {
    this.root = root;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('FirstScriptsPlugin', () => {
      const file = path.join(this.root, SCRIPTS_SLICE);
      let slice: string;
      try {
        slice = readFileSync(file, 'utf8');
      } catch {
        return; // Gatsby without slices writes the tags into each page itself; nothing to change here.
      }
      const next = withFirstScriptsLoader(slice);
      if (next !== slice) writeFileSync(file, next);
    });
  }
}

/**
 * The entry scripts a page's HTML loads, in order: those of `<script src>` tags, then those the
 * inline loader adds (the array it is called with). For tests and the bench, which read a page's
 * bundles from its HTML.
 */
export function entryScriptsIn(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1]!);
  const loader = /\}\)\((\[[^\]]*\]),"[^"]*"(?:,\d+)+\);<\/script>/.exec(html)?.[1];
  return [...tags, ...(loader ? (JSON.parse(loader) as string[]) : [])];
}

/** The inline loader's text in a page or the scripts slice, as the build wrote it (for tests that allow it exactly). */
export function firstScriptsLoaderIn(html: string): string | undefined {
  return /<script>(\(function[\s\S]*?\)\(\[[^\]]*\],"[^"]*"(?:,\d+)+\);)<\/script>/.exec(html)?.[1];
}
