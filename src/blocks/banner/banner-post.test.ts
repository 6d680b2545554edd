import { categoryChips } from './banner-post';

describe('categoryChips', () => {
  it('leaves out category 1 (Geen categorie) and keeps the post order', () => {
    expect(
      categoryChips([
        { databaseId: 5, name: 'Back-up & herstel' },
        { databaseId: 1, name: 'Geen categorie' },
        { databaseId: 4, name: 'Beveiliging' },
      ]),
    ).toEqual([
      { databaseId: 5, name: 'Back-up & herstel' },
      { databaseId: 4, name: 'Beveiliging' },
    ]);
  });

  it('is empty for a post in category 1 only', () => {
    expect(categoryChips([{ databaseId: 1, name: 'Geen categorie' }])).toEqual([]);
  });

  it('drops categories without a name and duplicates, and trims names', () => {
    expect(
      categoryChips([
        { databaseId: 2, name: '  Cloud servers ' },
        { databaseId: 3, name: null },
        { databaseId: 6, name: '   ' },
        { databaseId: 2, name: 'Cloud servers' },
      ]),
    ).toEqual([{ databaseId: 2, name: 'Cloud servers' }]);
  });

  it('survives missing or malformed lists', () => {
    expect(categoryChips(null)).toEqual([]);
    expect(categoryChips(undefined)).toEqual([]);
    expect(categoryChips([])).toEqual([]);
    expect(
      categoryChips([
        { databaseId: 7, name: null },
        { databaseId: 8, name: '  ' },
      ]),
    ).toEqual([]);
  });
});
