import { markdownTable, median, medianOfRuns, topEntries } from './profile-report.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('medianOfRuns', () => {
  it('takes the median of every number, deeply; a key a run lacks counts as 0 there; the rest from the first run', () => {
    const runs = [
      { loadMs: 100, lcp: { ms: 10, element: 'h1' }, byOwner: { 'react-dom': 30, swiper: 9 }, groups: ['app'] },
      { loadMs: 300, lcp: { ms: 30, element: 'img' }, byOwner: { 'react-dom': 10 }, groups: ['other'] },
      { loadMs: 200, lcp: { ms: 20, element: 'h1' }, byOwner: { 'react-dom': 20, swiper: 3 }, groups: ['app'] },
    ];
    expect(medianOfRuns(runs)).toEqual({
      loadMs: 200,
      lcp: { ms: 20, element: 'h1' },
      byOwner: { 'react-dom': 20, swiper: 3 },
      groups: ['app'],
    });
  });

  it('rounds to a tenth', () => {
    expect(medianOfRuns([{ a: 1.234 }, { a: 1.26 }])).toEqual({ a: 1.2 });
  });
});

describe('topEntries', () => {
  it('keeps the largest and sums the rest', () => {
    expect(topEntries({ a: 1, b: 5, c: 3, d: 2 }, 2)).toEqual([
      ['b', 5],
      ['c', 3],
      ['other', 3],
    ]);
    expect(topEntries({ a: 1 }, 2)).toEqual([['a', 1]]);
  });
});

describe('markdownTable', () => {
  it('writes a header, its rule and the rows', () => {
    expect(markdownTable(['page', 'ms'], [['/', '12 ms']])).toBe('| page | ms |\n| --- | --- |\n| / | 12 ms |');
  });
});
