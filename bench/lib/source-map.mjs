// @ts-check
// Reading the build's hidden source maps (src/build/source-maps.ts moves them to .data/source-maps/)
// for the profile (bench/profile.mjs): which module a position of a minified chunk comes from, and
// how many bytes of a chunk each module and package makes. Source map v3 as specified in
// https://tc39.es/ecma426/ ("mappings": Base64 VLQ, fields relative to the previous segment). A
// decoder of our own, because the ones in node_modules are only there as other packages'
// dependencies and the format is small.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * The mappings of a source map, one array per generated line (0-based), each a list of segments
 * sorted by generated column: [generatedColumn] or [generatedColumn, sourceIndex, originalLine,
 * originalColumn] or that and nameIndex, all absolute (the format stores them as deltas).
 * @param {string} mappings
 * @returns {number[][][]}
 */
export function decodeMappings(mappings) {
  /** @type {number[][][]} */
  const lines = [];
  /** @type {number[][]} */
  let segments = [];
  // Every field but the generated column carries on across lines; the generated column restarts per line.
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  let name = 0;
  let generatedColumn = 0;
  /** @type {number[]} */
  let fields = [];
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    if (fields.length === 0) return;
    // The defaults are never used: a field is read only where the length says it is there.
    const [columnDelta = 0, sourceDelta = 0, lineDelta = 0, originalColumnDelta = 0, nameDelta = 0] = fields;
    generatedColumn += columnDelta;
    const segment = [generatedColumn];
    if (fields.length >= 4) {
      source += sourceDelta;
      originalLine += lineDelta;
      originalColumn += originalColumnDelta;
      segment.push(source, originalLine, originalColumn);
      if (fields.length >= 5) {
        name += nameDelta;
        segment.push(name);
      }
    }
    segments.push(segment);
    fields = [];
  };
  for (const char of mappings) {
    if (char === ',' || char === ';') {
      endSegment();
      if (char === ';') {
        lines.push(segments.sort(byColumn));
        segments = [];
        generatedColumn = 0;
      }
      continue;
    }
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`not a Base64 VLQ character in mappings: ${char}`);
    // VLQ: 5 value bits per digit, bit 6 says another digit follows; the lowest bit of the whole value is the sign.
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  endSegment();
  lines.push(segments.sort(byColumn));
  return lines;
}

/** Segments in the order of their generated column (a segment is never empty). */
const byColumn = (/** @type {number[]} */ a, /** @type {number[]} */ b) => /** @type {number} */ (a[0]) - /** @type {number} */ (b[0]);

/**
 * The last segment of `segments` (sorted) that starts at or before `column`, or null.
 * @param {number[][]} segments
 * @param {number} column
 */
function segmentAt(segments, column) {
  let low = 0;
  let high = segments.length - 1;
  let found = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    // Between low and high, so a segment of the list; a segment is never empty.
    const segment = /** @type {number[]} */ (segments[middle]);
    if (/** @type {number} */ (segment[0]) <= column) {
      found = segment;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * A parsed source map: `lookup(line, column)` (0-based, as CDP call frames give them) → the
 * original { source, line, column, name } or null where the position maps to nothing.
 * A well-formed map's segments index its own `sources` and `names`, which the lookups rely on.
 */
export class SourceMapIndex {
  /** @param {{ version?: number, file?: string, sources: string[], sourceRoot?: string, mappings: string, names: string[] }} map a source map v3 */
  constructor(map) {
    this.map = map;
    this.sources = map.sources.map((source) => cleanSource(source, map.sourceRoot));
    this.lines = decodeMappings(map.mappings);
  }

  /**
   * @param {number} line
   * @param {number} column
   * @returns {{ source: string, line: number, column: number, name: string | undefined } | null}
   */
  lookup(line, column) {
    const segment = segmentAt(this.lines[line] ?? [], column);
    if (!segment || segment.length < 4) return null;
    // The defaults are never used: the segment has at least four fields.
    const [, sourceIndex = 0, originalLine = 0, originalColumn = 0, nameIndex = 0] = segment;
    return {
      source: /** @type {string} */ (this.sources[sourceIndex]),
      line: originalLine,
      column: originalColumn,
      name: segment.length >= 5 ? this.map.names[nameIndex] : undefined,
    };
  }

  /**
   * Bytes of the generated file `code` per original source: each segment owns the generated text up
   * to the next segment (or the end of its line); text no segment maps is '(unmapped)' (webpack's
   * runtime glue). Columns count UTF-16 code units, as the format does; minified code is nearly all ASCII.
   * @param {string} code
   */
  bytesBySource(code) {
    /** @type {Map<string, number>} */
    const totals = new Map();
    const add = (/** @type {string} */ source, /** @type {number} */ bytes) =>
      bytes > 0 && totals.set(source, (totals.get(source) ?? 0) + bytes);
    const codeLines = code.split('\n');
    codeLines.forEach((text, index) => {
      const segments = this.lines[index] ?? [];
      add('(unmapped)', Math.min(segments[0]?.[0] ?? text.length, text.length));
      segments.forEach((segment, position) => {
        const end = Math.min(segments[position + 1]?.[0] ?? text.length, text.length);
        // The defaults are never used: a segment has its column, and a source index where its length says so.
        const [start = 0, sourceIndex = 0] = segment;
        add(segment.length >= 4 ? /** @type {string} */ (this.sources[sourceIndex]) : '(unmapped)', end - start);
      });
      if (index < codeLines.length - 1) add('(unmapped)', 1); // the newline
    });
    return totals;
  }
}

/**
 * `webpack://<project>/./src/a.ts` → `src/a.ts`; `webpack://<project>/../x/node_modules/p/i.js` → `node_modules/p/i.js`.
 * @param {string} source
 * @param {string | null} [sourceRoot]
 */
export function cleanSource(source, sourceRoot = '') {
  const full = `${sourceRoot ?? ''}${source}`.replace(/^webpack:\/\/[^/]*\//, '');
  const modules = full.lastIndexOf('node_modules/');
  if (modules >= 0) return full.slice(modules);
  return full.replace(/^(\.\.?\/)+/, '').replace(/ lazy .*$/, '');
}

/**
 * What a source belongs to, for the tables: a package name for node_modules (scoped ones with their
 * scope), 'gatsby (runtime)' for Gatsby's generated .cache/ files, 'site: <dir>' for the site's own
 * code by its top folders (src/blocks/posts/X.tsx → 'site: src/blocks'), webpack's runtime modules
 * as 'webpack (runtime)'.
 * @param {string | null | undefined} source
 */
export function ownerOf(source) {
  if (!source) return '(unknown)';
  // The last node_modules/ of the path: a package nested in another's is its own.
  const modules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (modules) return modules;
  if (source.startsWith('.cache/')) return 'gatsby (runtime)';
  if (source.startsWith('webpack/')) return 'webpack (runtime)';
  if (source.startsWith('src/')) return `site: ${source.split('/').slice(0, 2).join('/')}`;
  return source;
}
