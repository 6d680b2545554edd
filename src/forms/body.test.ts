import { File as NodeFile } from 'node:buffer';
import { bodyEntries, buildBody, checkboxInputId } from './body';
import type { FieldDefinition, FormValues } from './types';
import { choices, field, form, input } from '../../mocks/testing/forms';

const keys = (fields: FieldDefinition[], values: FormValues) =>
  bodyEntries(form(fields), values).map(([name, value]) => [name, typeof value === 'string' ? value : `(file ${(value as File).name})`]);

// Node's File: jest-fixed-jsdom's FormData (undici) takes Node's Blobs, not jsdom's.
const pdf = (name: string) => new NodeFile(['%PDF'], name, { type: 'application/pdf' }) as unknown as File;

describe('body: the keys real Gravity Forms 2.8.7 reads, per field family', () => {
  it.each<[string, FieldDefinition[], FormValues, [string, string][]]>([
    ['text', [field({ id: 11, type: 'text' })], { input_11: 'Jan' }, [['input_11', 'Jan']]],
    ['empty text is sent empty', [field({ id: 11, type: 'text' })], { input_11: '' }, [['input_11', '']]],
    [
      'email, phone, textarea, website, number, date, select, radio',
      [
        field({ id: 1, type: 'email' }),
        field({ id: 2, type: 'phone' }),
        field({ id: 3, type: 'textarea' }),
        field({ id: 4, type: 'website' }),
        field({ id: 5, type: 'number' }),
        field({ id: 6, type: 'date' }),
        field({ id: 7, type: 'select' }),
        field({ id: 8, type: 'radio' }),
      ],
      {
        input_1: 'a@b.nl',
        input_2: '0612345678',
        input_3: 'Hoi',
        input_4: 'https://x.nl',
        input_5: '25',
        input_6: '01-02-2026',
        input_7: 'ja',
        input_8: 'nee',
      },
      [
        ['input_1', 'a@b.nl'],
        ['input_2', '0612345678'],
        ['input_3', 'Hoi'],
        ['input_4', 'https://x.nl'],
        ['input_5', '25'],
        ['input_6', '01-02-2026'],
        ['input_7', 'ja'],
        ['input_8', 'nee'],
      ],
    ],
    [
      'checkbox: one key per chosen choice, the n-th choice ↔ the n-th input',
      [
        field({
          id: 7,
          type: 'checkbox',
          choices: choices('VPS', 'Cloud PC', 'Back-up'),
          inputs: [input('7.1'), input('7.2'), input('7.3')],
        }),
      ],
      { input_7: 'Back-up,VPS' },
      [
        ['input_7_1', 'VPS'],
        ['input_7_3', 'Back-up'],
      ],
    ],
    [
      'checkbox: ids skip multiples of ten',
      [field({ id: 7, type: 'checkbox', choices: choices(...'abcdefghij'.split('')), inputs: [] })],
      { input_7: 'i,j' },
      [
        ['input_7_9', 'i'],
        ['input_7_11', 'j'],
      ],
    ],
    [
      'checkbox: nothing chosen, nothing sent',
      [field({ id: 7, type: 'checkbox', choices: choices('a'), inputs: [input('7.1')] })],
      { input_7: '' },
      [],
    ],
    ['consent given: input_5_1 = 1', [field({ id: 5, type: 'consent' })], { input_5: true }, [['input_5_1', '1']]],
    ['consent not given: nothing', [field({ id: 5, type: 'consent' })], { input_5: false }, []],
    [
      'multiselect: key[] per value',
      [field({ id: 12, type: 'multiselect' })],
      { input_12: ['a', 'b'] },
      [
        ['input_12[]', 'a'],
        ['input_12[]', 'b'],
      ],
    ],
    [
      'list: every cell as key[], row by row',
      [field({ id: 14, type: 'list', hasColumns: true })],
      {
        input_14: [
          ['Server', '2'],
          ['NAS', '1'],
        ],
      },
      [
        ['input_14[]', 'Server'],
        ['input_14[]', '2'],
        ['input_14[]', 'NAS'],
        ['input_14[]', '1'],
      ],
    ],
    [
      'list, one column',
      [field({ id: 14, type: 'list' })],
      { input_14: ['Exchange', 'SharePoint'] },
      [
        ['input_14[]', 'Exchange'],
        ['input_14[]', 'SharePoint'],
      ],
    ],
    [
      'name: the visible sub-inputs as input_2_3 …',
      [field({ id: 2, type: 'name', inputs: [input('2.2', { isHidden: true }), input('2.3'), input('2.6')] })],
      { input_2_2: 'Dhr.', input_2_3: 'Jan', input_2_6: 'Jansen' },
      [
        ['input_2_3', 'Jan'],
        ['input_2_6', 'Jansen'],
      ],
    ],
    [
      'address: input_24_1 … input_24_6',
      [field({ id: 24, type: 'address', inputs: [input('24.1'), input('24.4'), input('24.6')] })],
      { input_24_1: 'Straat 1', input_24_4: 'Utrecht', input_24_6: 'Netherlands' },
      [
        ['input_24_1', 'Straat 1'],
        ['input_24_4', 'Utrecht'],
        ['input_24_6', 'Netherlands'],
      ],
    ],
    [
      'single file as input_9',
      [field({ id: 9, type: 'fileupload' })],
      { input_9: pdf('offerte.pdf') },
      [['input_9', '(file offerte.pdf)']],
    ],
    [
      'multi-file: no file parts (GF reads gform_uploaded_files only)',
      [field({ id: 9, type: 'fileupload', canAcceptMultipleFiles: true })],
      { input_9: [pdf('a.pdf'), pdf('b.pdf')] },
      [],
    ],
    [
      'address country given as a code goes as GF’s name',
      [field({ id: 24, type: 'address', inputs: [input('24.3', { key: 'city' }), input('24.6', { key: 'country' })] })],
      { input_24_3: 'Utrecht', input_24_6: 'NL' },
      [
        ['input_24_3', 'Utrecht'],
        ['input_24_6', 'Netherlands'],
      ],
    ],
    ['no file: nothing', [field({ id: 9, type: 'fileupload' })], { input_9: '' }, []],
    ['section and html send nothing', [field({ id: 1, type: 'section' }), field({ id: 2, type: 'html' })], {}, []],
  ])('%s', (_name, fields, values, expected) => {
    expect(keys(fields, values)).toEqual(expected);
  });
});

describe('body: hidden fields are left out', () => {
  const rule = {
    actionType: 'SHOW' as const,
    logicType: 'ALL' as const,
    rules: [{ fieldId: '14', operator: 'IS' as const, value: 'Gebeld worden' }],
  };
  const fields = [
    field({ id: 14, type: 'radio', choices: choices('Gebeld worden', 'Een offerte') }),
    field({ id: 15, type: 'phone', conditionalLogic: rule }),
    field({ id: 16, type: 'text', visibility: 'HIDDEN' }),
  ];
  it.each<[string, FormValues, string[]]>([
    ['condition holds', { input_14: 'Gebeld worden', input_15: '0612345678', input_16: 'x' }, ['input_14', 'input_15']],
    [
      'condition fails: the typed phone number is not sent',
      { input_14: 'Een offerte', input_15: '0612345678', input_16: 'x' },
      ['input_14'],
    ],
  ])('%s', (_name, values, expected) => {
    expect(bodyEntries(form(fields), values).map(([name]) => name)).toEqual(expected);
  });
});

describe('buildBody', () => {
  it('is multipart FormData with files as files', () => {
    const body = buildBody(form([field({ id: 11, type: 'text' }), field({ id: 9, type: 'fileupload' })]), {
      input_11: 'Jan',
      input_9: pdf('offerte.pdf'),
    });
    expect(body.get('input_11')).toBe('Jan');
    expect((body.get('input_9') as File).name).toBe('offerte.pdf');
  });

  it('names uploaded files in gform_uploaded_files with gform_unique_id, after the fields', () => {
    const definition = form([field({ id: 11, type: 'text' }), field({ id: 16, type: 'fileupload', canAcceptMultipleFiles: true })]);
    const uploadedFiles = { input_16: [{ temp_filename: 'abc123_input_16_0123456789abcdef_a.pdf', uploaded_filename: 'a.pdf' }] };
    const body = buildBody(definition, { input_11: 'Jan', input_16: [pdf('a.pdf')] }, { uniqueId: 'abc123', uploadedFiles });
    expect([...body.keys()]).toEqual(['input_11', 'gform_uploaded_files', 'gform_unique_id']);
    expect(JSON.parse(body.get('gform_uploaded_files') as string)).toEqual(uploadedFiles);
    expect(body.get('gform_unique_id')).toBe('abc123');
    expect([...buildBody(definition, { input_11: 'Jan' }, { uniqueId: 'abc123', uploadedFiles: {} }).keys()]).toEqual(['input_11']);
  });

  it('numbers checkbox inputs as GF does', () => {
    expect([0, 8, 9, 17, 18].map((index) => checkboxInputId(3, index))).toEqual(['3.1', '3.9', '3.11', '3.19', '3.21']);
  });
});
