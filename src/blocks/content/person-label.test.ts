import { splitPersonLabel } from './person-label';

describe('splitPersonLabel', () => {
  it('splits "name, role" at the first comma', () => {
    expect(splitPersonLabel('Eva Koster, directeur Koster Accountants')).toEqual({
      name: 'Eva Koster',
      role: 'directeur Koster Accountants',
    });
    expect(splitPersonLabel('Mark Jansen, CTO, Wolkwerk Cloud')).toEqual({ name: 'Mark Jansen', role: 'CTO, Wolkwerk Cloud' });
  });

  it('takes a label without a comma as the name', () => {
    expect(splitPersonLabel('  Sanne de Vries ')).toEqual({ name: 'Sanne de Vries', role: null });
  });

  it('copes with stray commas and whitespace', () => {
    expect(splitPersonLabel('Sanne de Vries,  ')).toEqual({ name: 'Sanne de Vries', role: null });
    expect(splitPersonLabel(', klantadviseur')).toEqual({ name: 'klantadviseur', role: null });
    expect(splitPersonLabel('Eva\n Koster ,\tdirecteur')).toEqual({ name: 'Eva Koster', role: 'directeur' });
  });

  it.each([null, undefined, '', '  ', ','])('gives null for %p', (label) => {
    expect(splitPersonLabel(label)).toBeNull();
  });
});
