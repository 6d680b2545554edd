import { checkboxSelection, defaultValues, formLayout, initialValues, inputName, isFilled, prefillValues, toggleCheckbox } from './values';
import { choices, field, form, input } from '../../mocks/testing/forms';

describe('inputName', () => {
  it.each([
    [11, 'input_11'],
    ['24.6', 'input_24_6'],
    ['7.1', 'input_7_1'],
  ])('%s → %s', (id, name) => expect(inputName(id)).toBe(name));
});

describe('defaultValues', () => {
  it('starts a multiselect as [] and others as "", sub-inputs under their own keys, address defaults', () => {
    const definition = form([
      field({ id: 11, type: 'text' }),
      field({ id: 12, type: 'multiselect', choices: choices('a') }),
      field({ id: 13, type: 'checkbox', choices: choices('a'), inputs: [input('13.1')] }),
      field({ id: 5, type: 'consent' }),
      field({ id: 1, type: 'section' }),
      field({ id: 2, type: 'name', inputs: [input('2.3', { key: 'first' }), input('2.6', { key: 'last' })] }),
      field({
        id: 24,
        type: 'address',
        defaultCountry: 'NL',
        defaultState: 'Utrecht',
        inputs: [input('24.1', { key: 'street' }), input('24.4', { key: 'state' }), input('24.6', { key: 'country' })],
      }),
    ]);
    expect(defaultValues(definition)).toEqual({
      input_11: '',
      input_12: [],
      input_13: '',
      input_5: '',
      input_2_3: '',
      input_2_6: '',
      input_24_1: '',
      input_24_4: 'Utrecht',
      input_24_6: 'Netherlands',
    });
  });

  it('the country as GF stores it: a code becomes the name, a name stays, the input’s own default first', () => {
    const address = (defaultCountry: string, defaultValue = '') =>
      defaultValues(form([field({ id: 24, type: 'address', defaultCountry, inputs: [input('24.6', { key: 'country', defaultValue })] })]))
        .input_24_6;
    expect(address('NL')).toBe('Netherlands');
    expect(address('CI')).toBe("Côte d'Ivoire");
    expect(address('Netherlands')).toBe('Netherlands');
    expect(address('')).toBe('');
    expect(address('NL', 'BE')).toBe('Belgium');
  });
});

describe('prefill (docs/behaviour/forms.md#prefill-and-default-values)', () => {
  const contact = form([field({ id: 14, type: 'select' })], { formId: 1 });
  it.each([
    ['?Ik%20wil%20graag=Een%20offerte', '', { input_14: 'Een offerte' }],
    ['?Ik+wil+graag=Een+demo', '#terugbellen', { input_14: 'Een demo' }],
    ['', '#terugbellen', { input_14: 'Gebeld worden' }],
    ['', '#elders', {}],
    ['?andere=1', '', {}],
  ])('search %j hash %j', (search, hash, expected) => {
    expect(prefillValues(contact, { search, hash })).toEqual(expected);
  });

  it('only for form 1', () => {
    expect(prefillValues({ ...contact, formId: 4 }, { search: '', hash: '#terugbellen' })).toEqual({});
    expect(initialValues(contact, { search: '', hash: '#terugbellen' })).toEqual({ input_14: 'Gebeld worden' });
    expect(initialValues(contact, null)).toEqual({ input_14: '' });
  });
});

describe('formLayout (docs/behaviour/forms.md#field-layout)', () => {
  const fields = [11, 12, 13, 14, 15, 16].map((id) => field({ id, type: id === 16 ? 'consent' : 'text' }));
  const ids = (layout: ReturnType<typeof formLayout>) =>
    layout.rows.map((row) => [row.fields.map((item) => item.id), row.columns, row.fixed]);

  it.each([4, 5])('form %i: 11|15, 14|12, 13, then the rest auto-generated', (formId) => {
    expect(ids(formLayout(form(fields, { formId })))).toEqual([
      [[11, 15], 2, true],
      [[14, 12], 2, true],
      [[13], 1, true],
      [[16], 1, false],
    ]);
  });

  it('form 1: 14 is not part of the fixed layout and follows auto-generated', () => {
    expect(ids(formLayout(form(fields, { formId: 1 })))).toEqual([
      [[11, 15], 2, true],
      [[12], 2, true],
      [[13], 1, true],
      [[14], 1, false],
      [[16], 1, false],
    ]);
  });

  it('other forms: every field in order', () => {
    const layout = formLayout(form(fields, { formId: 7 }));
    expect(layout.kind).toBe('auto');
    expect(ids(layout).map(([fieldIds]) => fieldIds)).toEqual([[11], [12], [13], [14], [15], [16]]);
  });
});

describe('checkbox state (comma-joined, docs/behaviour/forms.md#field-types)', () => {
  it('toggles choices', () => {
    expect(toggleCheckbox('', 'VPS', true)).toBe('VPS');
    expect(toggleCheckbox('VPS', 'Cloud PC', true)).toBe('VPS,Cloud PC');
    expect(toggleCheckbox('VPS,Cloud PC', 'VPS', false)).toBe('Cloud PC');
    expect(toggleCheckbox('Office', 'VPS', true, ['VPS', 'Cloud PC', 'Office'])).toBe('VPS,Office');
    expect(checkboxSelection('VPS,Cloud PC')).toEqual(['VPS', 'Cloud PC']);
    expect(checkboxSelection('')).toEqual([]);
  });
  it.each([
    ['', false],
    ['  ', false],
    ['x', true],
    [[], false],
    [[''], false],
    [[['', '']], false],
    [[['a', '']], true],
    [true, true],
    [false, false],
  ])('isFilled(%j) → %s', (value, expected) => expect(isFilled(value as never)).toBe(expected));
});
