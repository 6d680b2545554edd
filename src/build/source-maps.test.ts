import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isSourceMap, moveSourceMaps } from './source-maps';

describe('moveSourceMaps', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'source-maps-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('moves every .map file out of public/, keeping its path, and leaves everything else', () => {
    const publicDir = path.join(root, 'public');
    const target = path.join(root, '.data', 'source-maps');
    mkdirSync(path.join(publicDir, 'static', 'nested'), { recursive: true });
    writeFileSync(path.join(publicDir, 'app-1.js'), 'app');
    writeFileSync(path.join(publicDir, 'app-1.js.map'), '{"version":3}');
    writeFileSync(path.join(publicDir, 'styles.css.map'), '{}');
    writeFileSync(path.join(publicDir, 'static', 'nested', 'x.js.map'), '{}');
    writeFileSync(path.join(publicDir, 'sitemap.xml'), '<x/>');
    // The maps of an earlier build are dropped: the folder holds the last build's.
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'app-0.js.map'), '{}');

    expect(moveSourceMaps(publicDir, target)).toEqual(['app-1.js.map', path.join('static', 'nested', 'x.js.map'), 'styles.css.map']);
    expect(readdirSync(publicDir, { recursive: true }).map(String).filter(isSourceMap)).toEqual([]);
    expect(readFileSync(path.join(publicDir, 'app-1.js'), 'utf8')).toBe('app');
    expect(readFileSync(path.join(target, 'app-1.js.map'), 'utf8')).toBe('{"version":3}');
    expect(readdirSync(target).sort()).toEqual(['app-1.js.map', 'static', 'styles.css.map']);
    // A second run (a build without new maps) leaves nothing behind.
    expect(moveSourceMaps(publicDir, target)).toEqual([]);
  });
});
