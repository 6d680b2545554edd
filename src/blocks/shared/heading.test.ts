import { blockHeading } from './heading';

describe('blockHeading', () => {
  it('gives the first block the h1, falling back to the page title', () => {
    expect(blockHeading(0, 'Diensten', 'Pagina')).toEqual({ text: 'Diensten', level: 1, itemLevel: 2 });
    expect(blockHeading(0, '  ', 'Pagina')).toEqual({ text: 'Pagina', level: 1, itemLevel: 2 });
  });

  it('gives later blocks an h2, and no heading (items under the page h1) without a title', () => {
    expect(blockHeading(2, 'Diensten', 'Pagina')).toEqual({ text: 'Diensten', level: 2, itemLevel: 3 });
    expect(blockHeading(2, null, 'Pagina')).toEqual({ text: '', level: 2, itemLevel: 2 });
  });

  it('shows no heading when neither the block nor the page has a title', () => {
    expect(blockHeading(0, null, '  ')).toEqual({ text: '', level: 1, itemLevel: 2 });
    expect(blockHeading(0, '', '')).toEqual({ text: '', level: 1, itemLevel: 2 });
  });
});
