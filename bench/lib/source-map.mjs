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
  const lines = [];
  let segments = [];
  // Every field but the generated column carries on across lines; the generated column restarts per line.
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  let name = 0;
  let generatedColumn = 0;
  let fields = [];
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    if (fields.length === 0) return;
    generatedColumn += fields[0];
    const segment = [generatedColumn];
    if (fields.length >= 4) {
      source += fields[1];
      originalLine += fields[2];
      originalColumn += fields[3];
      segment.push(source, originalLine, originalColumn);
      if (fields.length >= 5) {
        name += fields[4];
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
        lines.push(segments.sort((a, b) => a[0] - b[0]));
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
  lines.push(segments.sort((a, b) => a[0] - b[0]));
  return lines;
}

/** The last segment of `segments` (sorted) that starts at or before `column`, or null. */
function segmentAt(segments, column) {
  let low = 0;
  let high = segments.length - 1;
  let found = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (segments[middle][0] <= column) {
      found = segments[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * A parsed source map: `lookup(line, column)` (0-based, as CDP call frames give them) → the
 * original { source, line, column, name } or null where the position maps to nothing.
 */
export class SourceMapIndex {
  constructor(map) {
    this.map = map;
    this.sources = map.sources.map((source) => cleanSource(source, map.sourceRoot));
    this.lines = decodeMappings(map.mappings);
  }

  lookup(line, column) {
    const segment = segmentAt(this.lines[line] ?? [], column);
    if (!segment || segment.length < 4) return null;
    return {
      source: this.sources[segment[1]],
      line: segment[2],
      column: segment[3],
      name: segment.length >= 5 ? this.map.names[segment[4]] : undefined,
    };
  }

  /**
   * Bytes of the generated file `code` per original source: each segment owns the generated text up
   * to the next segment (or the end of its line); text no segment maps is '(unmapped)' (webpack's
   * runtime glue). Columns count UTF-16 code units, as the format does; minified code is nearly all ASCII.
   */
  bytesBySource(code) {
    const totals = new Map();
    const add = (source, bytes) => bytes > 0 && totals.set(source, (totals.get(source) ?? 0) + bytes);
    const codeLines = code.split('\n');
    codeLines.forEach((text, index) => {
      const segments = this.lines[index] ?? [];
      add('(unmapped)', Math.min(segments[0]?.[0] ?? text.length, text.length));
      segments.forEach((segment, position) => {
        const end = Math.min(segments[position + 1]?.[0] ?? text.length, text.length);
        add(segment.length >= 4 ? this.sources[segment[1]] : '(unmapped)', end - segment[0]);
      });
      if (index < codeLines.length - 1) add('(unmapped)', 1); // the newline
    });
    return totals;
  }
}

/** `webpack://<project>/./src/a.ts` → `src/a.ts`; `webpack://<project>/../x/node_modules/p/i.js` → `node_modules/p/i.js`. */
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
 */
export function ownerOf(source) {
  if (!source) return '(unknown)';
  // The last node_modules/ of the path: a package nested in another's is its own.
  const modules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1];
  if (source.startsWith('.cache/')) return 'gatsby (runtime)';
  if (source.startsWith('webpack/')) return 'webpack (runtime)';
  if (source.startsWith('src/')) return `site: ${source.split('/').slice(0, 2).join('/')}`;
  return source;
}
