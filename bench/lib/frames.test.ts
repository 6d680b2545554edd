import { groupsByFile } from './chunks.mjs';
import { frameClassifier } from './frames.mjs';
import { SourceMapIndex } from './source-map.mjs';

const APP = 'app-0123456789abcdef0123.js';
const groups = groupsByFile({ assetsByChunkName: { app: [APP] } });
// app's one line: a site module from column 0, styled-components' minified dist from column 10.
const appMap = new SourceMapIndex({
  version: 3,
  sources: [
    'webpack://site/./src/forms/FormsConfig.ts',
    'webpack://site/../x/node_modules/styled-components/dist/styled-components.browser.esm.js',
  ],
  names: [],
  // [0,0,0,0] [10,1,0,7]
  mappings: 'AAAA,UCAO',
});
// styled-components' own map: its dist's column 7 is src/sheet/Rehydration.ts.
const styledMap = new SourceMapIndex({
  version: 3,
  sources: ['../src/sheet/Tag.ts', '../src/sheet/Rehydration.ts'],
  names: [],
  mappings: 'AAAA,OCAA',
});

const classify = frameClassifier({
  groups,
  mapOf: (file: string) => (file === APP ? appMap : null),
  packageMapOf: (source: string) => (source.startsWith('node_modules/styled-components/') ? styledMap : null),
});
const frame = (functionName: string, url: string, columnNumber = 0) => ({ functionName, url, lineNumber: 0, columnNumber, scriptId: '1' });

describe('frameClassifier', () => {
  it('names a function by its chunk, its module and the module’s owner', () => {
    expect(classify(frame('a', `http://h/${APP}`, 3))).toEqual({
      owner: 'site: src/forms',
      chunk: 'app',
      source: 'src/forms/FormsConfig.ts',
    });
  });

  it('follows a package’s own source map into its modules', () => {
    expect(classify(frame('b', `http://h/${APP}`, 12))).toEqual({
      owner: 'styled-components',
      chunk: 'app',
      source: 'node_modules/styled-components: src/sheet/Rehydration.ts',
    });
  });

  it('counts a webpack module factory as top-level code, not as the first module concatenated into it', () => {
    expect(classify(frame('8663', `http://h/${APP}`, 0))).toEqual({
      owner: 'module top-level code',
      chunk: 'app',
      source: '(module 8663 of app, from src/forms/FormsConfig.ts)',
    });
  });

  it('keeps native functions, inline scripts and chunks without a map apart', () => {
    expect(classify(frame('appendChild', ''))).toEqual({ owner: '(native)', chunk: '(native)', source: 'appendChild' });
    expect(classify(frame('x', 'http://h/contact/'))).toEqual({ owner: '(inline scripts)', chunk: '(inline)', source: '(inline)' });
    expect(classify(frame('y', 'http://h/458-807bca21a4fa316ec26c.js'))).toEqual({
      owner: '458 (unmapped)',
      chunk: '458',
      source: '458 (unmapped)',
    });
  });
});
