import { filledFields } from './summary';
import { choices, field, form, input } from '../../mocks/testing/forms';

describe('filledFields', () => {
  const definition = form([
    field({
      id: 1,
      type: 'name',
      label: 'Naam',
      inputs: [input('1.3', { key: 'first' }), input('1.4', { key: 'middle', isHidden: true }), input('1.6', { key: 'last' })],
    }),
    field({
      id: 2,
      type: 'address',
      label: 'Adres',
      inputs: [
        input('2.1', { key: 'street' }),
        input('2.5', { key: 'zip' }),
        input('2.3', { key: 'city' }),
        input('2.6', { key: 'country' }),
      ],
    }),
    field({
      id: 3,
      type: 'select',
      label: 'Dienst',
      choices: [
        { text: 'Cloud PC', value: 'pc' },
        { text: 'VPS', value: 'vps' },
      ],
    }),
    field({
      id: 4,
      type: 'checkbox',
      label: 'Interesse',
      choices: [
        { text: 'Back-up', value: 'backup' },
        { text: 'Beheer', value: 'beheer' },
      ],
    }),
    field({ id: 5, type: 'multiselect', label: 'Talen', choices: choices('Nederlands', 'Engels') }),
    field({ id: 6, type: 'list', label: 'Servers', hasColumns: true, columns: choices('Naam', 'Aantal') }),
    field({ id: 7, type: 'textarea', label: 'Opmerkingen' }),
    field({ id: 8, type: 'consent', label: 'Toestemming' }),
    field({ id: 9, type: 'text', label: '' }),
    field({ id: 10, type: 'text', label: 'Leeg' }),
    field({ id: 11, type: 'html', label: 'Uitleg' }),
    field({
      id: 12,
      type: 'text',
      label: 'Alleen bij VPS',
      conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: '3', operator: 'IS', value: 'vps' }] },
    }),
  ]);

  it('gives every filled field the visitor could see, in order, as a person reads it', () => {
    const values = {
      input_1_3: 'Eva',
      input_1_4: 'verborgen',
      input_1_6: 'de Tester',
      input_2_1: 'Dorpsstraat 1',
      input_2_5: '1234 AB',
      input_2_3: 'Utrecht',
      input_2_6: 'Netherlands',
      input_3: 'pc',
      input_4: 'backup,beheer',
      input_5: ['Engels'],
      input_6: [
        ['web01', '2'],
        ['db01', ''],
      ],
      input_7: 'Regel 1\r\nRegel 2 ',
      input_8: true,
      input_9: 'zonder label',
      input_10: '  ',
      input_12: 'verborgen door de voorwaarde',
    };
    expect(filledFields(definition, values).map(({ label, value }) => [label, value])).toEqual([
      ['Naam', 'Eva de Tester'],
      ['Adres', 'Dorpsstraat 1, 1234 AB, Utrecht, Netherlands'],
      ['Dienst', 'Cloud PC'],
      ['Interesse', 'Back-up, Beheer'],
      ['Talen', 'Engels'],
      ['Servers', 'Naam: web01; Aantal: 2\nNaam: db01'],
      ['Opmerkingen', 'Regel 1\nRegel 2'],
      ['Toestemming', 'Ja'],
      ['Veld 9', 'zonder label'],
    ]);
  });

  it('leaves out a consent not given and a value no choice has keeps its own text', () => {
    expect(filledFields(definition, { input_3: 'onbekend', input_8: false }).map(({ label, value }) => [label, value])).toEqual([
      ['Dienst', 'onbekend'],
    ]);
  });
});
