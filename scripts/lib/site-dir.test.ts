/**
 * @jest-environment node
 *
 * The preview server's site directory (scripts/lib/site-dir.ts), made for a small checkout
 * in a temporary folder: what Gatsby reads hard-linked file by file, without the generated entries
 * of src/ and static/, node_modules linked; develop's output left alone, the sources brought up to
 * date on the next start. And, for this checkout: the generated entries it leaves out are the ones
 * .gitignore names, and what the site's sources import is in the folders it mirrors.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FOLDERS, prepareSiteDir, WRITTEN_THERE } from './site-dir';

let checkout: string;

function write(file: string, text = '') {
  mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
  writeFileSync(path.join(checkout, file), text);
}

/** The small checkout's files that the site directory hard-links: what Gatsby reads. */
const LINKED = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src/templates/Page.tsx',
  'src/gatsby-schema.graphql',
  'static/favicon.svg',
];

/**
 * The checkout's entries the site directory leaves out (written by develop and builds, or not the
 * site's), each with the file the checkout has for it.
 */
const LEFT_OUT: Record<string, string> = {
  'gatsby-build-inputs.json': 'gatsby-build-inputs.json',
  public: 'public/index.html',
  '.cache': '.cache/data',
  'README.md': 'README.md',
  'src/gatsby-types.d.ts': 'src/gatsby-types.d.ts',
  'static/robots.txt': 'static/robots.txt',
  'static/fonts': 'static/fonts/inter.woff2',
};

beforeEach(() => {
  checkout = mkdtempSync(path.join(os.tmpdir(), 'site-dir-'));
  for (const file of [...LINKED, ...Object.values(LEFT_OUT), 'node_modules/gatsby/package.json']) write(file, file);
});

afterEach(() => rmSync(checkout, { recursive: true, force: true }));

const sameFile = (a: string, b: string) => {
  const [x, y] = [statSync(a), statSync(b)];
  return x.ino === y.ino && x.dev === y.dev;
};

it('hard-links what Gatsby reads, and gives develop its own output and generated files', () => {
  const siteDir = prepareSiteDir(checkout);
  expect(siteDir).toBe(path.join(checkout, '.data', 'preview'));
  for (const name of LINKED) {
    // The same file under a path inside the site directory (Parcel names its bundles after real paths).
    expect(lstatSync(path.join(siteDir, name)).isFile()).toBe(true);
    expect(sameFile(path.join(siteDir, name), path.join(checkout, name))).toBe(true);
  }
  expect(lstatSync(path.join(siteDir, 'src/templates')).isDirectory()).toBe(true);
  // node_modules: a relative symbolic link (a moved checkout keeps working).
  expect(readlinkSync(path.join(siteDir, 'node_modules'))).toBe(path.join('..', '..', 'node_modules'));
  expect(realpathSync(path.join(siteDir, 'node_modules/gatsby/package.json'))).toBe(
    realpathSync(path.join(checkout, 'node_modules/gatsby/package.json')),
  );
  // Written by develop (gatsby-config.ts, typegen) and by builds: not the checkout's.
  for (const name of Object.keys(LEFT_OUT)) {
    expect(existsSync(path.join(siteDir, name))).toBe(false);
  }
});

it('keeps develop’s output and brings the sources up to date on the next start', () => {
  const siteDir = prepareSiteDir(checkout, 'elsewhere/preview');
  expect(siteDir).toBe(path.join(checkout, 'elsewhere', 'preview'));
  mkdirSync(path.join(siteDir, 'public'));
  writeFileSync(path.join(siteDir, 'public/index.html'), 'develop');
  writeFileSync(path.join(siteDir, 'gatsby-build-inputs.json'), 'develop');
  writeFileSync(path.join(siteDir, 'src/gatsby-types.d.ts'), 'develop');
  writeFileSync(path.join(siteDir, 'static/robots.txt'), 'develop');
  // An edit in place shows at once: the same file.
  writeFileSync(path.join(checkout, 'src/templates/Page.tsx'), 'edited');
  expect(readFileSync(path.join(siteDir, 'src/templates/Page.tsx'), 'utf8')).toBe('edited');
  // What a `git pull` does: files replaced, removed and added.
  rmSync(path.join(checkout, 'gatsby-node.ts'));
  write('gatsby-node.ts', 'pulled');
  rmSync(path.join(checkout, 'gatsby-ssr.tsx'));
  rmSync(path.join(checkout, 'src/templates'), { recursive: true });
  write('src/pages/404.tsx', 'added');

  expect(prepareSiteDir(checkout, 'elsewhere/preview')).toBe(siteDir);
  expect(readFileSync(path.join(siteDir, 'gatsby-node.ts'), 'utf8')).toBe('pulled');
  expect(existsSync(path.join(siteDir, 'gatsby-ssr.tsx'))).toBe(false);
  expect(existsSync(path.join(siteDir, 'src/templates'))).toBe(false);
  expect(readFileSync(path.join(siteDir, 'src/pages/404.tsx'), 'utf8')).toBe('added');
  for (const name of ['public/index.html', 'gatsby-build-inputs.json', 'src/gatsby-types.d.ts', 'static/robots.txt']) {
    expect(readFileSync(path.join(siteDir, name), 'utf8')).toBe('develop');
  }
});

it('refuses the checkout itself, or a place inside its sources', () => {
  expect(() => prepareSiteDir(checkout, '.')).toThrow(/directory of its own/);
  expect(() => prepareSiteDir(checkout, 'src/preview')).toThrow(/directory of its own/);
});

it('leaves out exactly the generated entries .gitignore names in src/ and static/', () => {
  const ignored = readFileSync(path.join(__dirname, '../../.gitignore'), 'utf8')
    .split('\n')
    .map((line) => /^\/(src|static)\/([^/]+)\/?$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `${match[1]}/${match[2]}`)
    .sort();
  expect(ignored).toEqual(
    Object.entries(WRITTEN_THERE)
      .flatMap(([dir, names]) => names.map((name) => `${dir}/${name}`))
      .sort(),
  );
});

it("finds in its folders every file the site's sources import", () => {
  const checkoutRoot = path.resolve(__dirname, '../..');
  const outside: string[] = [];
  const visit = (file: string) => {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']*)'/g)) {
      const target = path.relative(checkoutRoot, path.resolve(path.dirname(file), specifier!));
      if (!FOLDERS.includes(target.split(path.sep)[0]!)) outside.push(`${path.relative(checkoutRoot, file)} → ${target}`);
    }
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      // Tests and stories are not the site's: develop never loads them.
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|stories)\.|\.d\.ts$/.test(entry.name)) visit(file);
    }
  };
  walk(path.join(checkoutRoot, 'src'));
  for (const name of readdirSync(checkoutRoot).filter((entry) => /^gatsby-.*\.tsx?$/.test(entry))) visit(path.join(checkoutRoot, name));
  expect(outside).toEqual([]);
});
