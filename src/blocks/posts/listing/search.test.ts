import { buildSearchIndex, loadSearchIndex, normalizeTerm, searchPositions } from './search';
import type { PostCardData } from './types';

const CLOUD_PC = 2;
const BEVEILIGING = 3;
const VPS = 4;

function post(databaseId: number, title: string, excerpt: string, categoryIds: number[]): PostCardData {
  return {
    databaseId,
    uri: `/kennisbank/post-${databaseId}/`,
    title,
    date: `2026-01-${String(30 - databaseId).padStart(2, '0')}T10:00:00`,
    excerpt,
    categories: categoryIds.map((id) => ({ databaseId: id, name: `Categorie ${id}` })),
    image: null,
  };
}

/** In 'all' order (newest first): position 0 is the newest. */
const POSTS: PostCardData[] = [
  post(1, 'Verhuizen naar de cloud', 'Zo verhuist u uw werkplek zonder zorgen.', [CLOUD_PC]),
  post(2, 'Back-up van uw VPS', 'Een goede back-up voorkomt dataverlies.', [VPS, BEVEILIGING]),
  post(3, 'Café-eigenaar kiest Cloud PC', 'Een klantverhaal over de werkplek in de cloud.', [CLOUD_PC]),
  post(4, 'Phishing herkennen', 'Beveiliging begint bij uw medewerkers; ook bij een back-up.', [BEVEILIGING]),
  post(5, 'Eén werkplek, overal', 'Werken vanuit het café of thuis met dezelfde Cloud PC.', [CLOUD_PC, VPS]),
  post(6, 'Nieuws', '', []),
];

const index = loadSearchIndex(buildSearchIndex(POSTS));
const search = (query: string, categoryIds: number[] = []) => searchPositions(index, query, categoryIds);

describe('normalizeTerm', () => {
  it.each([
    ['Café', 'cafe'],
    ['CAFÉ', 'cafe'],
    ['één', 'een'],
    ['Ĳsselmeer', 'ijsselmeer'],
    ['naïef', 'naief'],
    ['Back-Up', 'back-up'],
    ['  Cloud ', 'cloud'],
    ['', null],
    ['   ', null],
  ])('%j → %j', (term, expected) => {
    expect(normalizeTerm(term)).toBe(expected);
  });
});

describe('searchPositions', () => {
  it('folds case and accents on both sides', () => {
    expect(search('cafe').sort()).toEqual([2, 4]);
    expect(search('CAFÉ').sort()).toEqual([2, 4]);
    expect(search('een werkplek')).toContain(4);
  });

  it('treats a hyphenated word as its parts, whatever the case', () => {
    expect(search('BACK-UP').sort()).toEqual([1, 3]);
    expect(search('back-up')).toEqual(search('Back-up'));
  });

  it('matches prefixes', () => {
    expect(search('verhuiz').sort()).toEqual([0]);
    expect(search('werk').sort()).toEqual([0, 2, 4]);
    expect(search('phish')).toEqual([3]);
  });

  it('needs every term to match', () => {
    expect(search('cloud werkplek').sort()).toEqual([0, 2, 4]);
    expect(search('cloud phishing')).toEqual([]);
  });

  it('ranks a title hit above an excerpt hit', () => {
    // 'beveiliging' is in post 4's excerpt only; 'back-up' in post 2's title and post 4's excerpt.
    expect(search('back-up')).toEqual([1, 3]);
    expect(search('phishing herkennen')[0]).toBe(3);
    // Without the title boost the short excerpt would win (shorter field, higher BM25 score).
    const pair = [
      post(20, 'Alles over het beveiligen van een netwerk met moderne middelen', 'Firewall', []),
      post(21, 'Firewall', 'Een lange uitleg over hoe u uw netwerk beschermt tegen aanvallen van buitenaf', []),
    ];
    expect(searchPositions(loadSearchIndex(buildSearchIndex(pair)), 'firewall', [])).toEqual([1, 0]);
  });

  it('filters to posts in any of the categories', () => {
    expect(search('werkplek', [VPS])).toEqual([4]);
    expect(search('back-up', [BEVEILIGING]).sort()).toEqual([1, 3]);
    expect(search('back-up', [CLOUD_PC])).toEqual([]);
    expect(search('cloud', [VPS, BEVEILIGING]).sort()).toEqual([4]);
    expect(search('cloud', [999])).toEqual([]);
  });

  it.each(['', '   ', '\n\t', '--- ...'])('finds nothing for an empty or blank query %j', (query) => {
    expect(search(query)).toEqual([]);
  });

  it('finds nothing for a term no post has', () => {
    expect(search('kubernetes')).toEqual([]);
  });

  it('keeps equal scores in list order (newest first)', () => {
    const twins = [post(10, 'Tweeling', '', []), post(11, 'Tweeling', '', []), post(12, 'Tweeling', '', [])];
    const twinIndex = loadSearchIndex(buildSearchIndex(twins));
    expect(searchPositions(twinIndex, 'tweeling', [])).toEqual([0, 1, 2]);
  });

  it('gives the same answers from the JSON text as from a fresh build (no options lost)', () => {
    const again = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(POSTS))) as string);
    expect(searchPositions(again, 'verhuiz', [])).toEqual([0]);
  });

  it('indexes an empty list', () => {
    expect(searchPositions(loadSearchIndex(buildSearchIndex([])), 'cloud', [])).toEqual([]);
  });

  it('rejects text that is not an index', () => {
    expect(() => loadSearchIndex('{"nope":true}')).toThrow();
    expect(() => loadSearchIndex('<html>')).toThrow();
  });
});
