import {
  EMPTY_LISTING_PARAMS,
  type ListingParams,
  nextPage,
  parseListingParams,
  previousPage,
  setQuery,
  toggleFilter,
  writeListingParams,
} from './listing-params';

const params = (overrides: Partial<ListingParams>): ListingParams => ({ ...EMPTY_LISTING_PARAMS, filters: [], ...overrides });

describe('parseListingParams', () => {
  it.each<[string, Partial<ListingParams>]>([
    ['', {}],
    ['?', {}],
    ['?_f=cloud-pc', { filters: ['cloud-pc'] }],
    ['?_f=cloud-pc,vps', { filters: ['cloud-pc', 'vps'] }],
    ['_f=cloud-pc,vps', { filters: ['cloud-pc', 'vps'] }],
    ['?_f=cloud-pc%2Cvps', { filters: ['cloud-pc', 'vps'] }],
    ['?_f=cloud-pc&_f=vps', { filters: ['cloud-pc', 'vps'] }],
    ['?_f=%20vps%20,,cloud-pc,vps,', { filters: ['vps', 'cloud-pc'] }],
    ['?_f=Cloud-PC', { filters: ['cloud-pc'] }],
    ['?_f=', {}],
    ['?_f=,,,', {}],
    ['?_s=date', { sort: 'date' }],
    ['?_s=', {}],
    ['?_d=a&_c=YWJj', { direction: 'a', cursor: 'YWJj' }],
    ['?_d=b&_c=YWJj', { direction: 'b', cursor: 'YWJj' }],
    ['?_d=c&_c=YWJj', { cursor: 'YWJj' }],
    ['?_d=A', {}],
    ['?_d=ab', {}],
    ['?_d=%20a%20', { direction: 'a' }],
    ['?_c=', {}],
    ['?_c=%20%20', {}],
    [`?_c=${'x'.repeat(1001)}`, {}],
    ['?_q=back-up', { query: 'back-up' }],
    ['?_q=cloud+pc', { query: 'cloud pc' }],
    ['?_q=%20%20caf%C3%A9%20', { query: 'café' }],
    [`?_q=${'a'.repeat(150)}`, { query: 'a'.repeat(100) }],
    ['?utm_source=mail&page=2', {}],
    [
      '?_f=vps&_s=date&_d=b&_c=Y3Vyc29y&_q=migratie&x=1',
      { filters: ['vps'], sort: 'date', direction: 'b', cursor: 'Y3Vyc29y', query: 'migratie' },
    ],
  ])('%j', (search, expected) => {
    expect(parseListingParams(search)).toEqual(params(expected));
  });

  it('never throws on garbage', () => {
    for (const search of ['?%', '?_f=%ZZ', '?&&&=&', '?_f', '?_q', '#_f=x', '?_f=%00', '?_q=%E0%A4%A']) {
      expect(() => parseListingParams(search)).not.toThrow();
    }
  });

  it('keeps at most 50 filters', () => {
    const many = Array.from({ length: 80 }, (_, i) => `c${i}`).join(',');
    expect(parseListingParams(`?_f=${many}`).filters).toHaveLength(50);
  });
});

describe('writeListingParams', () => {
  it.each<[Partial<ListingParams>, string, string]>([
    [{}, '', ''],
    [{ filters: ['cloud-pc'] }, '', '?_f=cloud-pc'],
    [{ filters: ['cloud-pc', 'beveiliging'] }, '', '?_f=cloud-pc,beveiliging'],
    [{ filters: ['a,b'] }, '', '?_f=a%2Cb'],
    [{ query: 'back up & meer' }, '', '?_q=back%20up%20%26%20meer'],
    [{ query: '   ' }, '', ''],
    [
      { filters: ['vps'], sort: 'date', direction: 'a', cursor: 'YWJj-_', query: 'café' },
      '',
      '?_f=vps&_s=date&_d=a&_c=YWJj-_&_q=caf%C3%A9',
    ],
    [{ filters: ['vps'] }, '?utm_source=mail&_f=old&_c=zzz', '?utm_source=mail&_f=vps'],
    [{}, '?utm_source=mail&_f=old&_d=a&_c=zzz&_q=x', '?utm_source=mail'],
    [{}, 'a=1&b=%2C', '?a=1&b=%2C'],
    [{ query: 'x' }, '?%5Ff=old&keep=1', '?keep=1&_q=x'],
  ])('%j over %j → %j', (state, current, expected) => {
    expect(writeListingParams(params(state), current)).toBe(expected);
  });

  it.each<Partial<ListingParams>>([
    {},
    { filters: ['cloud-pc'] },
    { filters: ['cloud-pc', 'vps', 'beveiliging'], direction: 'a', cursor: 'eyJ2IjoxfQ' },
    { filters: ['vps'], direction: 'b', cursor: 'abc_-', query: 'verhuizen naar de cloud' },
    { sort: 'date', query: 'één & twee?=' },
    { filters: ['%e2%82%ac-slug'] },
  ])('round-trips %j', (state) => {
    const written = writeListingParams(params(state));
    expect(parseListingParams(written)).toEqual(params(state));
    expect(writeListingParams(parseListingParams(written))).toBe(written);
  });
});

describe('toggleFilter', () => {
  it.each<[string[], string, string[]]>([
    [[], 'vps', ['vps']],
    [['cloud-pc'], 'vps', ['cloud-pc', 'vps']],
    [['cloud-pc', 'vps'], 'vps', ['cloud-pc']],
    [['cloud-pc', 'vps'], 'cloud-pc', ['vps']],
    [['vps'], 'vps', []],
    [['vps'], ' VPS ', []],
  ])('%j toggling %j → %j', (filters, slug, expected) => {
    expect(toggleFilter(params({ filters }), slug).filters).toEqual(expected);
  });

  it('deletes _f when the last filter is toggled off, keeping other parameters', () => {
    const state = parseListingParams('?ref=nav&_f=vps&_q=cloud');
    const url = writeListingParams(toggleFilter(state, 'vps'), '?ref=nav&_f=vps&_q=cloud');
    expect(url).toBe('?ref=nav&_q=cloud');
  });

  it('forgets the page position but keeps the search', () => {
    const state = params({ filters: ['vps'], direction: 'a', cursor: 'abc', query: 'cloud', sort: 'date' });
    expect(toggleFilter(state, 'cloud-pc')).toEqual(params({ filters: ['vps', 'cloud-pc'], query: 'cloud', sort: 'date' }));
  });

  it('ignores an empty slug and does not change its input', () => {
    const state = params({ filters: ['vps'], cursor: 'abc', direction: 'a' });
    expect(toggleFilter(state, '  ')).toBe(state);
    toggleFilter(state, 'cloud-pc');
    expect(state.filters).toEqual(['vps']);
    expect(toggleFilter(EMPTY_LISTING_PARAMS, 'vps').filters).toEqual(['vps']);
    expect(EMPTY_LISTING_PARAMS.filters).toEqual([]);
  });
});

describe('nextPage and previousPage', () => {
  const state = params({ filters: ['vps'], query: 'cloud' });

  it('next sets _c to the endCursor and _d to a', () => {
    expect(writeListingParams(nextPage(state, 'END'))).toBe('?_f=vps&_d=a&_c=END&_q=cloud');
  });

  it('previous sets _c to the startCursor and _d to b', () => {
    expect(writeListingParams(previousPage(nextPage(state, 'END'), 'START'))).toBe('?_f=vps&_d=b&_c=START&_q=cloud');
  });
});

describe('setQuery', () => {
  it.each<[string, string]>([
    ['back-up', 'back-up'],
    ['  cloud  pc ', 'cloud  pc'],
    ['', ''],
    ['x'.repeat(120), 'x'.repeat(100)],
  ])('%j → %j, from the first page', (query, expected) => {
    const state = params({ filters: ['vps'], direction: 'b', cursor: 'abc', query: 'old' });
    expect(setQuery(state, query)).toEqual(params({ filters: ['vps'], query: expected }));
  });

  it('deletes _q when the search is cleared', () => {
    expect(writeListingParams(setQuery(params({ query: 'x' }), ''), '?_q=x')).toBe('');
  });
});
