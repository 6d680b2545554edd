// @ts-check
// What a sampled JavaScript function of the site's build is, for the profile's attribution
// (bench/profile.mjs, trace-model.mjs attributeSamples): its chunk, its module through the chunk's
// source map, and the package or site folder that owns it. The maps are handed in, so this is
// pure and testable (frames.test.ts); profile.mjs reads them from .data/source-maps/.
import { describeChunk } from './chunks.mjs';
import { ownerOf } from './source-map.mjs';

/**
 * `classify(callFrame)` (a CDP Runtime.CallFrame: url, functionName, 0-based lineNumber and
 * columnNumber of the function's start) → { owner, chunk, source }.
 * - `groups`: groupsByFile() of the build's webpack.stats.json;
 * - `mapOf(file)`: the SourceMapIndex of a chunk file, or null;
 * - `packageMapOf(source)`: the SourceMapIndex a package ships for one of its (minified) files, or
 *   null: styled-components' dist is minified, its own map names its modules.
 * @typedef {{ url: string, functionName: string, lineNumber?: number, columnNumber?: number }} CallFrame
 * @typedef {{ owner: string, chunk: string, source: string }} FrameDescription
 * @param {{ groups: Map<string, string[]>, mapOf: (file: string) => import('./source-map.mjs').SourceMapIndex | null, packageMapOf?: (source: string) => import('./source-map.mjs').SourceMapIndex | null }} options
 */
export function frameClassifier({ groups, mapOf, packageMapOf = () => null }) {
  /** @type {Map<string, FrameDescription>} */
  const cache = new Map();
  return (/** @type {CallFrame} */ callFrame) => {
    const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`;
    let description = cache.get(key);
    if (!description) cache.set(key, (description = describe(callFrame)));
    return description;
  };

  /**
   * @param {CallFrame} callFrame
   * @returns {FrameDescription}
   */
  function describe(callFrame) {
    // V8's builtins and the browser's native functions have no script.
    if (!callFrame.url) return { owner: '(native)', chunk: '(native)', source: callFrame.functionName || '(native)' };
    const chunk = describeChunk(callFrame.url, groups);
    // The HTML's own inline scripts (Gatsby's chunk map, the consent check).
    if (!chunk) return { owner: '(inline scripts)', chunk: '(inline)', source: '(inline)' };
    const original = mapOf(chunk.file)?.lookup(callFrame.lineNumber ?? 0, callFrame.columnNumber ?? 0) ?? null;
    if (/^\d+$/.test(callFrame.functionName)) {
      // A webpack module factory (V8 names it by its key, the module id): its own time is the
      // module's top-level code, and with module concatenation that of every module hoisted into
      // it (styled() definitions, constants). Its start maps to the first of them only, so it is
      // counted apart rather than given to that one module.
      return {
        owner: 'module top-level code',
        chunk: chunk.name,
        source: `(module ${callFrame.functionName} of ${chunk.name}, from ${original?.source ?? '?'})`,
      };
    }
    if (!original) return { owner: `${chunk.name} (unmapped)`, chunk: chunk.name, source: `${chunk.name} (unmapped)` };
    const deeper = packageMapOf(original.source)?.lookup(original.line, original.column);
    const source = deeper
      ? `${original.source.split('/dist/')[0]}: ${deeper.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '')}`
      : original.source;
    return { owner: ownerOf(original.source), chunk: chunk.name, source };
  }
}
