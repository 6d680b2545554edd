import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildListing } from '../kennisbank/listing/build';
import { chunkPath, searchIndexPath, type PostCardData } from '../kennisbank/listing/types';
import { postOrder, sha256Hex, writeListing } from './kennisbank-listing';

const categories = [
  { databaseId: 3, name: 'Cloud pc', slug: 'cloud-pc' },
  { databaseId: 4, name: 'VPS', slug: 'vps' },
];

function card(databaseId: number, categoryId: number): PostCardData {
  return {
    databaseId,
    uri: `/kennisbank/artikel-${databaseId}/`,
    title: `Artikel ${databaseId}`,
    date: `2025-03-${String(databaseId).padStart(2, '0')}T10:00:00`,
    excerpt: '',
    categories: [{ databaseId: categoryId, name: categoryId === 3 ? 'Cloud pc' : 'VPS' }],
    image: null,
  };
}

const source = { posts: Array.from({ length: 15 }, (_, index) => card(index + 1, index % 2 ? 3 : 4)), categories };
const onDisk = (publicDir: string, urlPath: string) => path.join(publicDir, ...urlPath.split('/').filter(Boolean));

describe('writeListing', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'kennisbank-listing-'));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it('writes every file of the listing under its content version, and returns its manifest', () => {
    const result = writeListing(publicDir, source);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(result.manifest.version).toMatch(/^[0-9a-f]{16}$/);
    const expected = buildListing(source, result.manifest.version);
    expect(result.manifest).toEqual(expected.manifest);
    expect(result.fileCount).toBe(expected.files.size);
    expect(result.written).toBe(true);
    for (const [file, text] of expected.files) expect(readFileSync(onDisk(publicDir, file), 'utf8')).toBe(text);
    expect(JSON.parse(readFileSync(onDisk(publicDir, chunkPath(result.manifest.version, 'c3', 0)), 'utf8'))).toHaveLength(7);
    expect(existsSync(onDisk(publicDir, searchIndexPath(result.manifest.version)))).toBe(true);
    expect(readdirSync(path.join(publicDir, 'kennisbank-data'))).toEqual([result.manifest.version]);
  });

  it('leaves a version already there as it is, and removes older versions and unfinished ones', () => {
    const first = writeListing(publicDir, source);
    const root = path.join(publicDir, 'kennisbank-data');
    mkdirSync(path.join(root, 'oldversion', 'lists'), { recursive: true });
    mkdirSync(path.join(root, '.half-written'));
    writeFileSync(path.join(root, 'oldversion', 'search.json'), '{}');
    const again = writeListing(publicDir, source);
    expect(again.manifest).toEqual(first.manifest);
    expect(again.written).toBe(false);
    expect(readdirSync(root)).toEqual([first.manifest.version]);

    const changed = writeListing(publicDir, { ...source, posts: source.posts.slice(1) });
    expect(changed.manifest.version).not.toBe(first.manifest.version);
    expect(changed.manifest.total).toBe(14);
    expect(readdirSync(root)).toEqual([changed.manifest.version]);
  });
});

describe('postOrder', () => {
  it('gives the node ids newest first, equal dates by databaseId, each post once', () => {
    const nodes = [
      { id: 'p1', databaseId: 1, date: '2025-01-01T10:00:00' },
      { id: 'p3', databaseId: 3, date: '2025-01-03T10:00:00' },
      { id: 'p2', databaseId: 2, date: '2025-01-03T10:00:00' },
      { id: 'p4', databaseId: 4, date: '2024-12-31T10:00:00' },
      { id: 'p1', databaseId: 1, date: '2025-01-01T10:00:00' },
    ];
    expect(postOrder(nodes)).toEqual(['p3', 'p2', 'p1', 'p4']);
    expect(postOrder([])).toEqual([]);
  });
});
