import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FONT_FILES } from '../styles/font-files';
import { BUILD_INPUTS_FILE, fontSource, robotsTxt, writeBuildInputs, writeStaticFiles } from './static-files';

const projectRoot = path.resolve(__dirname, '../..');

describe('robotsTxt', () => {
  it('allows everything and names the sitemap index under the site url', () => {
    expect(robotsTxt('https://www.wolkwerk.nl/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.wolkwerk.nl/sitemap-index.xml\n');
  });
});

describe('writeStaticFiles', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
    // Resolve the font packages from this project, as gatsby-config does from its root.
    writeFileSync(path.join(root, 'package.json'), '{}');
    for (const source of new Set(FONT_FILES.map((font) => font.source))) {
      const link = path.join(root, 'node_modules', source);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(projectRoot, 'node_modules', source), link);
    }
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies the Inter variable font to static/fonts/ and writes robots.txt', () => {
    writeStaticFiles({ root, siteUrl: 'https://www.wolkwerk.nl' });
    for (const font of FONT_FILES) {
      const copied = readFileSync(path.join(root, 'static', 'fonts', font.file));
      expect(copied.equals(readFileSync(fontSource(projectRoot, font)))).toBe(true);
    }
    expect(FONT_FILES.map((font) => font.weight)).toEqual(['100 900']);
    expect(readFileSync(path.join(root, 'static', 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.wolkwerk.nl/sitemap-index.xml');
  });

  it('leaves files that are already right untouched, and replaces a changed robots.txt', () => {
    writeStaticFiles({ root, siteUrl: 'https://www.wolkwerk.nl' });
    const font = path.join(root, 'static', 'fonts', FONT_FILES[0]!.file);
    const robots = path.join(root, 'static', 'robots.txt');
    const fontTime = statSync(font).mtimeMs;
    const robotsTime = statSync(robots).mtimeMs;

    writeStaticFiles({ root, siteUrl: 'https://www.wolkwerk.nl' });
    expect(statSync(font).mtimeMs).toBe(fontTime);
    expect(statSync(robots).mtimeMs).toBe(robotsTime);

    writeStaticFiles({ root, siteUrl: 'https://acceptatie.wolkwerk.nl' });
    expect(readFileSync(robots, 'utf8')).toContain('Sitemap: https://acceptatie.wolkwerk.nl/sitemap-index.xml');
  });
});

describe('writeBuildInputs', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = () => path.join(root, BUILD_INPUTS_FILE);

  it('writes a gatsby-* file in the root (hashed into the site plugin version), rewriting it only when an input changes', () => {
    expect(BUILD_INPUTS_FILE).toMatch(/^gatsby-/);
    writeBuildInputs(root, { wordpress: 'http://127.0.0.1:8788/graphql', images: 'service' });
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual({ wordpress: 'http://127.0.0.1:8788/graphql', images: 'service' });
    const first = statSync(file()).ino;
    writeBuildInputs(root, { wordpress: 'http://127.0.0.1:8788/graphql', images: 'service' });
    expect(statSync(file()).ino).toBe(first);
    writeBuildInputs(root, { wordpress: 'http://127.0.0.1:8789/graphql', images: 'service' });
    expect(statSync(file()).ino).not.toBe(first);
    expect(JSON.parse(readFileSync(file(), 'utf8')).wordpress).toBe('http://127.0.0.1:8789/graphql');
  });
});
