import { blockRow, isStaticBlock } from './kinds';

/**
 * The chunk of a rendered block, by its data-block name (`Kind/styletype`), from the table in
 * kinds.ts; undefined for one in the page's own code (the Fragment block) or an unknown one.
 */
export function blockChunk(name: string): string | undefined {
  return blockRow(name)?.chunk;
}

/**
 * The chunks the first load of a page needs for the blocks its HTML shows: those of its
 * interactive blocks. A static block keeps its server HTML on the first load, so its chunk is
 * not needed then (a chunk it shares with an interactive block on the page is, for that block).
 */
export function firstLoadBlockChunks(html: string): string[] {
  return [
    ...new Set(
      blockNamesIn(html).flatMap((name) => (isStaticBlock(name) ? [] : [blockChunk(name)].filter((chunk): chunk is string => !!chunk))),
    ),
  ];
}

/** The data-block names in a page's HTML, each once, in order. */
export function blockNamesIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\sdata-block="([^"]+)"/g), (match) => match[1]!))];
}
