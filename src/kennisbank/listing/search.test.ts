import { fixtureListing } from '../../../mocks/content/gatsby-shape';
import { SEARCH_QUERY_CASES } from '../../../mocks/content/search-queries';
import { buildSearchIndex, dutchStem, loadSearchIndex, normalizeTerm, searchPositions, tokenize } from './search';
import { chunkPath, searchIndexPath, type PostCardData } from './types';

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

describe('tokenize', () => {
  it('keeps hyphenated words and a plural ’s whole, and splits on everything else', () => {
    expect(tokenize('Back-up & herstel: pc’s, de 3-2-1-regel; zo’n e-mail… Café/NVMe‑opslag')).toEqual([
      'Back-up',
      'herstel',
      'pc’s',
      'de',
      '3-2-1-regel',
      'zo',
      'n',
      'e-mail',
      'Café',
      'NVMe‑opslag',
    ]);
  });

  it('finds no word in punctuation alone', () => {
    expect(tokenize('--- … / & -')).toEqual([]);
  });
});

describe('dutchStem', () => {
  it.each([
    ['servers', 'server'],
    ['werkplekken', 'werkplek'],
    ['stappen', 'stap'],
    ['processen', 'proces'],
    ['adressen', 'adres'],
    ['vragen', 'vraag'],
    ['apparaten', 'apparaat'],
    ['jaren', 'jaar'],
    ['kopieen', 'kopie'],
    ['ideeen', 'idee'],
    ['mogelijkheden', 'mogelijkheid'],
    ['prijzen', 'prijs'],
    ['kiezen', 'kies'],
    ['schijven', 'schijf'],
    ['herkennen', 'herken'],
    ['maatregelen', 'maatregel'],
    ['licenties', 'licentie'],
    ['updates', 'update'],
    ['mensen', 'mens'],
    ['teams', 'team'],
    ['wachtwoorden', 'wachtwoord'],
    ['laptops', 'laptop'],
  ])('folds %j as %j', (plural, singular) => {
    expect(dutchStem(plural)).toBe(dutchStem(singular));
  });

  it.each(['vps', 'pcs', 'ups', 'nieuws', 'proces', 'prijs', 'mens', 'gratis', 'kies', 'open', '2016', 'nvme2'])(
    'leaves %j as it is',
    (word) => {
      expect(dutchStem(word)).toBe(word);
    },
  );

  it.each([
    ['nieuws', 'nieuwe'],
    ['server', 'serveer'],
    ['vps', 'vpn'],
  ])('keeps %j and %j apart', (a, b) => {
    expect(dutchStem(a)).not.toBe(dutchStem(b));
  });

  it('gives a stem that stems to itself', () => {
    for (const word of ['herkennen', 'rekenen', 'werkplekken', 'vragen', 'adviezen', 'mogelijkheden', 'kopieen']) {
      expect(dutchStem(dutchStem(word))).toBe(dutchStem(word));
    }
  });
});

describe('the index', () => {
  const terms = (posts: PostCardData[]) =>
    (JSON.parse(buildSearchIndex(posts)) as { index: [string, unknown][] }).index.map(([term]) => term);

  it('holds a hyphenated word joined, its neighbouring parts joined, and its parts; stems, not function words', () => {
    const indexed = terms([post(1, 'De 3-2-1-regel voor uw back-ups', 'Een e-mail aan het team.', [])]);
    expect(indexed).toEqual(
      expect.arrayContaining(['321regel', '321', '21regel', '3', '2', '1', 'regel', 'backup', 'back', 'ups', 'email', 'mail', 'team']),
    );
    for (const word of ['de', 'voor', 'uw', 'een', 'aan', 'het', 'e', 'back-ups', 'backups']) expect(indexed).not.toContain(word);
  });

  it('holds the category names', () => {
    expect(terms([{ ...post(1, 'Titel', '', []), categories: [{ databaseId: 5, name: 'Back-up & herstel' }] }])).toEqual(
      expect.arrayContaining(['backup', 'herstel']),
    );
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

  it('finds a hyphenated word and its closed form both ways: e-mail = email, cloud-werkplek = cloudwerkplek', () => {
    const posts = [
      post(30, 'E-mail beveiligen', '', []),
      post(31, 'Je email op orde', '', []),
      post(32, 'De cloudwerkplek uitgelegd', '', []),
      post(33, 'Een cloud-werkplek kiezen', '', []),
      post(34, 'Back-up of backup?', '', []),
    ];
    const compounds = loadSearchIndex(buildSearchIndex(posts));
    const find = (query: string) => searchPositions(compounds, query, []).sort();
    expect(find('email')).toEqual([0, 1]);
    expect(find('e-mail')).toEqual([0, 1]);
    expect(find('cloudwerkplek')).toEqual([2, 3]);
    expect(find('cloud-werkplek')).toEqual([2, 3]);
    expect(find('cloud werkplek')).toEqual([2, 3]);
    expect(find('backup')).toEqual([4]);
    expect(find('back-up')).toEqual([4]);
  });

  it('tries a long word as two words only when the query finds nothing', () => {
    const open = post(40, 'Cloud en werkplek', '', []);
    const closed = post(41, 'De cloudwerkplek', '', []);
    expect(searchPositions(loadSearchIndex(buildSearchIndex([open])), 'cloudwerkplek', [])).toEqual([0]);
    // A post that has the word as written is what the visitor meant.
    expect(searchPositions(loadSearchIndex(buildSearchIndex([open, closed])), 'cloudwerkplek', [])).toEqual([1]);
    // The first word of a split is exact, not a prefix: 'cloud' is not 'cloudy'.
    expect(searchPositions(loadSearchIndex(buildSearchIndex([post(42, 'Cloudy werkplekken', '', [])])), 'cloudwerkplek', [])).toEqual([]);
  });

  it('finds a post by its category name, below a post that says it in its title', () => {
    const posts = [
      { ...post(50, 'Wachtwoorden kiezen', 'Lang gaat boven ingewikkeld.', []), categories: [{ databaseId: 4, name: 'Beveiliging' }] },
      post(51, 'Beveiliging op orde', 'Een checklist.', []),
      post(52, 'Wachtwoorden vergeten', '', []),
    ];
    const index = loadSearchIndex(buildSearchIndex(posts));
    expect(searchPositions(index, 'beveiliging', [])).toEqual([1, 0]);
    expect(searchPositions(index, 'wachtwoord beveiliging', [])).toEqual([0]);
  });

  it('ranks an exact match above a typo’s', () => {
    const posts = [
      post(60, 'Nieuwe laptops', '', []),
      { ...post(61, 'Tweede datacenter', '', []), categories: [{ databaseId: 7, name: 'Nieuws' }] },
    ];
    expect(searchPositions(loadSearchIndex(buildSearchIndex(posts)), 'nieuws', [])).toEqual([1, 0]);
  });

  it('tolerates no typo in short words or numbers', () => {
    const posts = [post(70, 'Windows Server 2016', 'De VPS van nu.', [])];
    const index = loadSearchIndex(buildSearchIndex(posts));
    expect(searchPositions(index, '2016', [])).toEqual([0]);
    expect(searchPositions(index, '2026', [])).toEqual([]);
    expect(searchPositions(index, 'vpn', [])).toEqual([]);
    expect(searchPositions(index, 'windos', [])).toEqual([0]);
  });

  it('finds nothing for function words alone, and ignores them beside other words', () => {
    expect(search('de het een')).toEqual([]);
    expect(search('hoe werkt een back-up')).toEqual([]);
    expect(search('van uw vps').sort()).toEqual(search('vps').sort());
  });

  it('answers a query of many words as the same words once', () => {
    expect(search('cloud '.repeat(30)).sort()).toEqual(search('cloud').sort());
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

describe('what Dutch visitors type, on the fixture posts', () => {
  const { manifest, files } = fixtureListing();
  const all: PostCardData[] = [];
  for (let chunk = 0; files.has(chunkPath(manifest.version, 'all', chunk)); chunk++) {
    all.push(...(JSON.parse(files.get(chunkPath(manifest.version, 'all', chunk))!) as PostCardData[]));
  }
  const fixtureIndex = loadSearchIndex(files.get(searchIndexPath(manifest.version))!);
  const slugOf = (position: number) => all[position]!.uri.split('/').filter(Boolean).at(-1)!;
  const slugs = new Set(all.map((_, position) => slugOf(position)));

  it('has at least 25 queries of every kind, about posts that exist', () => {
    expect(SEARCH_QUERY_CASES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(SEARCH_QUERY_CASES.map((row) => row.kind))).toEqual(
      new Set(['variant', 'compound', 'accents', 'plural', 'typo', 'words', 'category', 'nonsense']),
    );
    for (const row of SEARCH_QUERY_CASES)
      for (const slug of [...row.finds, ...(row.misses ?? []), ...(row.top ?? [])]) expect(slugs).toContain(slug);
  });

  it.each(SEARCH_QUERY_CASES.map((row) => [row.query, row.kind, row] as const))('%j (%s)', (query, _kind, row) => {
    const found = searchPositions(fixtureIndex, query, []).map(slugOf);
    expect(found).toEqual(expect.arrayContaining([...row.finds]));
    for (const slug of row.misses ?? []) expect(found).not.toContain(slug);
    if (row.exactly) expect([...found].sort()).toEqual([...row.finds].sort());
    if (row.top) expect(found.slice(0, row.top.length).sort()).toEqual([...row.top].sort());
  });
});
