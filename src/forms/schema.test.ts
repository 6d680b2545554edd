import * as yup from 'yup';
import { translateMessage } from './messages';
import { validateValues } from './schema';
import type { FieldDefinition, FormValues, Language } from './types';
import { choices, field, form, input } from '../../mocks/testing/forms';

/** One row per rule of docs/behaviour/forms.md#validation: a field, values, language, the expected message of its key (undefined = valid). */
type Row = [string, FieldDefinition, FormValues, Language, string, string | undefined];

const required = (type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}) =>
  field({ id: 1, type, isRequired: true, ...extra });
const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);

const rows: Row[] = [
  ['required text, nl', required('text'), { input_1: '' }, 'nl', 'input_1', 'Is verplicht'],
  ['required text, en', required('text'), { input_1: '' }, 'en', 'input_1', 'Is required'],
  ['required text, whitespace only', required('text'), { input_1: '   ' }, 'nl', 'input_1', 'Is verplicht'],
  [
    'required text, errorMessage wins',
    required('text', { errorMessage: 'Vul je naam in' }),
    { input_1: '' },
    'en',
    'input_1',
    'Vul je naam in',
  ],
  ['required text filled', required('text'), { input_1: 'Jan' }, 'nl', 'input_1', undefined],
  ['optional text empty', field({ id: 1, type: 'text' }), { input_1: '' }, 'nl', 'input_1', undefined],
  ['maxLength, nl', field({ id: 1, type: 'text', maxLength: 3 }), { input_1: 'abcd' }, 'nl', 'input_1', 'Maximaal 3 tekens'],
  ['maxLength 0 = no limit', field({ id: 1, type: 'text', maxLength: 0 }), { input_1: 'x'.repeat(500) }, 'nl', 'input_1', undefined],
  ['email invalid, nl default', field({ id: 1, type: 'email' }), { input_1: 'jan@' }, 'nl', 'input_1', 'Vul een geldig e-mailadres in'],
  ['email invalid, en', field({ id: 1, type: 'email' }), { input_1: 'jan@' }, 'en', 'input_1', 'Is incorrect'],
  [
    'email invalid, errorMessage',
    field({ id: 1, type: 'email', errorMessage: 'Dit klopt niet' }),
    { input_1: 'jan' },
    'nl',
    'input_1',
    'Dit klopt niet',
  ],
  ['email valid', field({ id: 1, type: 'email' }), { input_1: 'jan@wolkwerk.nl' }, 'nl', 'input_1', undefined],
  ['email required empty', required('email'), { input_1: '' }, 'nl', 'input_1', 'Is verplicht'],
  ['website invalid, nl default', field({ id: 1, type: 'website' }), { input_1: 'geen url' }, 'nl', 'input_1', 'Vul een geldige URL in'],
  ['website invalid, en', field({ id: 1, type: 'website' }), { input_1: 'geen url' }, 'en', 'input_1', 'Is incorrect'],
  ['website valid', field({ id: 1, type: 'website' }), { input_1: 'https://www.wolkwerk.nl' }, 'nl', 'input_1', undefined],
  [
    'consent unchecked, nl',
    field({ id: 1, type: 'consent' }),
    { input_1: '' },
    'nl',
    'input_1',
    'U dient akkoord te gaan met de voorwaarden',
  ],
  ['consent unchecked, en', field({ id: 1, type: 'consent' }), { input_1: false }, 'en', 'input_1', 'You must agree to the terms'],
  [
    'consent unchecked, errorMessage',
    field({ id: 1, type: 'consent', errorMessage: 'Akkoord nodig' }),
    { input_1: false },
    'nl',
    'input_1',
    'Akkoord nodig',
  ],
  ['consent checked', field({ id: 1, type: 'consent' }), { input_1: true }, 'nl', 'input_1', undefined],
  ['required list without entries', required('list'), { input_1: '' }, 'nl', 'input_1', 'Is verplicht'],
  ['required list with empty rows', required('list'), { input_1: ['', ''] }, 'en', 'input_1', 'Is required'],
  ['required list with one entry', required('list'), { input_1: ['', 'Exchange'] }, 'nl', 'input_1', undefined],
  ['required list with columns', required('list', { hasColumns: true }), { input_1: [['Server', '']] }, 'nl', 'input_1', undefined],
  ['required checkbox empty', required('checkbox', { choices: choices('a', 'b') }), { input_1: '' }, 'nl', 'input_1', 'Is verplicht'],
  ['required checkbox chosen', required('checkbox', { choices: choices('a', 'b') }), { input_1: 'a,b' }, 'nl', 'input_1', undefined],
  ['required multiselect empty', required('multiselect', { choices: choices('a') }), { input_1: [] }, 'en', 'input_1', 'Is required'],
  ['required multiselect chosen', required('multiselect', { choices: choices('a') }), { input_1: ['a'] }, 'nl', 'input_1', undefined],
  ['required select empty', required('select', { choices: choices('a') }), { input_1: '' }, 'nl', 'input_1', 'Is verplicht'],
  ['required radio chosen', required('radio', { choices: choices('a') }), { input_1: 'a' }, 'nl', 'input_1', undefined],
  ['phone 11 characters', field({ id: 1, type: 'phone' }), { input_1: '06123456789' }, 'nl', 'input_1', 'Maximaal 10 tekens'],
  ['phone 10 characters', field({ id: 1, type: 'phone' }), { input_1: '0612345678' }, 'nl', 'input_1', undefined],
  [
    'phone with larger maxLength still 10',
    field({ id: 1, type: 'phone', maxLength: 20 }),
    { input_1: '06123456789' },
    'en',
    'input_1',
    'At most 10 characters',
  ],
  ['number below rangeMin', field({ id: 1, type: 'number', rangeMin: 1, rangeMax: 500 }), { input_1: '0' }, 'nl', 'input_1', 'Minimaal 1'],
  [
    'number above rangeMax',
    field({ id: 1, type: 'number', rangeMin: 1, rangeMax: 500 }),
    { input_1: '501' },
    'en',
    'input_1',
    'At most 500',
  ],
  ['number in range', field({ id: 1, type: 'number', rangeMin: 1, rangeMax: 500 }), { input_1: '25' }, 'nl', 'input_1', undefined],
  ['number not a number', field({ id: 1, type: 'number' }), { input_1: 'tien' }, 'nl', 'input_1', 'Vul een getal in'],
  ['required file missing', required('fileupload'), { input_1: '' }, 'nl', 'input_1', 'Is verplicht'],
  [
    'file with a refused extension',
    field({ id: 1, type: 'fileupload', allowedExtensions: ['pdf'] }),
    { input_1: file('a.exe') },
    'nl',
    'input_1',
    'Er ging iets mis',
  ],
  [
    'file too large',
    field({ id: 1, type: 'fileupload', maxFileSize: 1 }),
    { input_1: file('a.pdf', 2 * 1024 * 1024) },
    'en',
    'input_1',
    'Something went wrong',
  ],
  [
    'files within limits',
    field({ id: 1, type: 'fileupload', canAcceptMultipleFiles: true, allowedExtensions: ['pdf'] }),
    { input_1: [file('a.pdf'), file('b.PDF')] },
    'nl',
    'input_1',
    undefined,
  ],
];

describe('schema: docs/behaviour/forms.md#validation rules', () => {
  it.each(rows)('%s', (_name, definitionField, values, language, key, expected) => {
    expect(validateValues(form([definitionField]), values, { language })[key]).toBe(expected);
  });
});

describe('schema: name fields validate each non-hidden sub-input', () => {
  const name = field({
    id: 2,
    type: 'name',
    isRequired: true,
    inputs: [
      input('2.2', { key: 'prefix', isHidden: true }),
      input('2.3', { key: 'first' }),
      input('2.4', { key: 'middle', isHidden: true }),
      input('2.6', { key: 'last' }),
    ],
  });
  it.each<[Language, FormValues, Record<string, string>]>([
    ['nl', { input_2_3: '', input_2_6: '' }, { input_2_3: 'Is verplicht', input_2_6: 'Is verplicht' }],
    ['en', { input_2_3: 'Jan', input_2_6: '' }, { input_2_6: 'Is required' }],
    ['nl', { input_2_3: 'Jan', input_2_6: 'Jansen' }, {}],
  ])('%s %j', (language, values, expected) => {
    expect(validateValues(form([name]), values, { language })).toEqual(expected);
  });

  it('an address keeps line 2 optional', () => {
    const address = field({
      id: 24,
      type: 'address',
      isRequired: true,
      inputs: [input('24.1', { key: 'street' }), input('24.2', { key: 'lineTwo' })],
    });
    expect(validateValues(form([address]), { input_24_1: '', input_24_2: '' })).toEqual({ input_24_1: 'Is verplicht' });
  });
});

describe('schema: conditional required only when the condition holds', () => {
  const rule = (operator: 'IS' | 'IS_NOT') => ({
    actionType: 'SHOW' as const,
    logicType: 'ALL' as const,
    rules: [{ fieldId: '14', operator, value: 'Gebeld worden' }],
  });
  it.each<[string, 'IS' | 'IS_NOT', string, string | undefined]>([
    ['IS holds', 'IS', 'Gebeld worden', 'Is verplicht'],
    ['IS does not hold', 'IS', 'Een offerte', undefined],
    ['IS_NOT holds', 'IS_NOT', 'Een offerte', 'Is verplicht'],
    ['IS_NOT does not hold', 'IS_NOT', 'Gebeld worden', undefined],
  ])('%s', (_name, operator, choice, expected) => {
    const definition = form([
      field({ id: 14, type: 'select', choices: choices('Gebeld worden', 'Een offerte') }),
      field({ id: 15, type: 'phone', isRequired: true, conditionalLogic: rule(operator) }),
    ]);
    expect(validateValues(definition, { input_14: choice, input_15: '' }).input_15).toBe(expected);
  });

  it('does not validate HIDDEN-visibility fields', () => {
    expect(validateValues(form([field({ id: 1, type: 'text', isRequired: true, visibility: 'HIDDEN' })]), { input_1: '' })).toEqual({});
  });
});

describe('schema: custom overrides per field', () => {
  it('replaces the built schema for that input', () => {
    const definition = form([field({ id: 11, type: 'text', isRequired: true })]);
    const overrides = { input_11: yup.string().min(5, 'Minstens vijf') };
    expect(validateValues(definition, { input_11: 'abc' }, { overrides })).toEqual({ input_11: 'Minstens vijf' });
    expect(validateValues(definition, { input_11: 'abcdef' }, { overrides })).toEqual({});
  });
});

describe('translateMessage: yup generic messages mapped, the rest raw (docs/behaviour/forms.md#validation-messages)', () => {
  it.each<[string, Language, string]>([
    ['input_11 is a required field', 'nl', 'Is verplicht'],
    ['input_11 is a required field', 'en', 'Is required'],
    ['input_12 must be a valid email', 'nl', 'E-mailadres niet juist'],
    ['input_12 must be a valid email', 'en', 'Is incorrect'],
    ['input_5 field must be true', 'nl', 'U dient akkoord te gaan met de voorwaarden'],
    ['input_5 field must be true', 'en', 'You must agree to the terms'],
    ['input_13 must be at least 5 characters', 'nl', 'Minimaal 5 tekens'],
    ['input_13 must be at least 5 characters', 'en', 'At least 5 characters'],
    ['input_13 must be at most 10 characters', 'nl', 'Maximaal 10 tekens'],
    ['input_8 must be greater than or equal to 1', 'nl', 'Minimaal 1'],
    ['input_8 must be less than or equal to 500', 'en', 'At most 500'],
    ['Iets heel anders', 'nl', 'Iets heel anders'],
  ])('%j (%s) → %j', (message, language, expected) => {
    expect(translateMessage(message, language)).toBe(expected);
  });

  it('maps the messages yup itself produces', () => {
    try {
      yup.object({ input_11: yup.string().required() }).validateSync({});
    } catch (error) {
      expect(translateMessage((error as yup.ValidationError).message)).toBe('Is verplicht');
    }
    expect.assertions(1);
  });
});
