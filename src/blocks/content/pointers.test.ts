import { parsePointers } from './pointers';

describe('parsePointers', () => {
  it('splits a comma-separated list and trims each item', () => {
    expect(parsePointers('Gratis cloudscan, Persoonlijk overstapplan,Nazorg door je eigen adviseur ')).toEqual([
      'Gratis cloudscan',
      'Persoonlijk overstapplan',
      'Nazorg door je eigen adviseur',
    ]);
  });

  it('drops empty items from doubled, leading and trailing commas', () => {
    expect(parsePointers(', Firewallbeheer,, ,Monitoring met alerts,')).toEqual(['Firewallbeheer', 'Monitoring met alerts']);
  });

  it('collapses runs of whitespace and line breaks inside an item', () => {
    expect(parsePointers('Tot 64 GB\n  werkgeheugen,\tSnelle NVMe-opslag')).toEqual(['Tot 64 GB werkgeheugen', 'Snelle NVMe-opslag']);
  });

  it('keeps a single item without commas', () => {
    expect(parsePointers('Data blijft in Nederland')).toEqual(['Data blijft in Nederland']);
  });

  it.each([null, undefined, '', '   ', ',', ' , , '])('gives an empty list for %p', (value) => {
    expect(parsePointers(value)).toEqual([]);
  });
});
