import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildListing } from '../../src/blocks/posts/listing/build';
import { chunkPath, searchIndexPath, type PostCardData } from '../../src/blocks/posts/listing/types';
import { postOrder, relatedPostIds, sha256Hex, writeListing } from './kennisbank-listing';

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

describe('postOrder and relatedPostIds', () => {
  // Node ids p1…p8; higher number = newer. Categories: 3 = Cloud pc, 4 = VPS, 1 = Uncategorized.
  const nodes = [
    { id: 'p1', databaseId: 1, date: '2025-01-01T10:00:00', categories: [{ databaseId: 4 }] },
    { id: 'p2', databaseId: 2, date: '2025-01-02T10:00:00', categories: [{ databaseId: 3 }] },
    { id: 'p3', databaseId: 3, date: '2025-01-03T10:00:00', categories: [{ databaseId: 4 }, { databaseId: 3 }] },
    { id: 'p4', databaseId: 4, date: '2025-01-04T10:00:00', categories: [{ databaseId: 1 }] },
    { id: 'p5', databaseId: 5, date: '2025-01-05T10:00:00', categories: [{ databaseId: 4 }] },
    { id: 'p6', databaseId: 6, date: '2025-01-06T10:00:00', categories: [] },
    { id: 'p7', databaseId: 7, date: '2025-01-07T10:00:00', categories: [{ databaseId: 3 }, { databaseId: 3 }] },
    { id: 'p8', databaseId: 8, date: '2025-01-08T10:00:00', categories: [{ databaseId: 5 }] },
  ];
  const order = postOrder([...nodes].reverse().concat(nodes[0]!));

  it('orders every post newest first, once, with lists per category without category 1', () => {
    expect(order.order).toEqual(['p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expect(order.byCategory).toEqual({ 3: ['p7', 'p3', 'p2'], 4: ['p5', 'p3', 'p1'], 5: ['p8'] });
    expect(order.categoriesOf.p4).toEqual([]);
    expect(order.categoriesOf.p7).toEqual([3]);
  });

  it.each([
    ['p1: VPS posts, newest first', 'p1', 3, ['p5', 'p3', 'p8']],
    ['p3: both its categories merged newest first', 'p3', 3, ['p7', 'p5', 'p2']],
    ['p3 with limit 2', 'p3', 2, ['p7', 'p5']],
    ['p2: Cloud pc posts', 'p2', 3, ['p7', 'p3', 'p8']],
    ['p8: alone in its category, the newest others', 'p8', 3, ['p7', 'p6', 'p5']],
    ['p4: only category 1, the newest others', 'p4', 3, ['p8', 'p7', 'p6']],
    ['an unknown post: the newest', 'nope', 2, ['p8', 'p7']],
    ['more than there are: every other post', 'p1', 20, ['p5', 'p3', 'p8', 'p7', 'p6', 'p4', 'p2']],
  ])('%s', (_label, postId, limit, expected) => {
    expect(relatedPostIds(order, postId, limit)).toEqual(expected);
  });
});
