/**
 * @jest-environment node
 *
 * Server-side validation per field type, with GF's Dutch messages.
 */
import type { GfField, GfForm } from '../../content/types';
import { MESSAGES, checkboxInputIds, isEmail, isWebsite, parseDate, validateSubmission, type SubmittedFile, type SubmittedValues } from './validate';

function formWith(...fields: GfField[]): GfForm {
  return {
    databaseId: 900,
    title: 'Test',
    fields,
    confirmations: [{ id: 'c', name: 'Standaard', type: 'MESSAGE', isDefault: true, message: 'Bedankt' }],
    submitButton: { text: 'Verstuur' },
  };
}

const field = (id: number, type: GfField['type'], extra: Partial<GfField> = {}): GfField => ({ id, type, label: `Veld ${id}`, isRequired: false, ...extra });
const choices = (...values: string[]) => values.map((value) => ({ text: value, value }));

/** The message for field `id` (undefined when valid). */
function messageFor(target: GfField, values: SubmittedValues, files: Record<string, SubmittedFile[]> = {}) {
  return validateSubmission(formWith(target), values, files).validation_messages[String(target.id)];
}

describe('required', () => {
  const required = field(1, 'text', { isRequired: true });

  it('rejects an empty or blank value with GF’s message, or the field’s own', () => {
    expect(messageFor(required, {})).toBe('Dit veld is verplicht.');
    expect(messageFor(required, { input_1: '   ' })).toBe('Dit veld is verplicht.');
    expect(messageFor({ ...required, errorMessage: 'Vul je naam in' }, { input_1: '' })).toBe('Vul je naam in');
  });

  it('accepts a value, trimmed', () => {
    const result = validateSubmission(formWith(required), { input_1: '  Jan  ' });
    expect(result).toMatchObject({ is_valid: true, validation_messages: {}, values: { '1': 'Jan' } });
  });

  it('never requires hidden or administrative fields, nor sections', () => {
    const form = formWith(
      field(1, 'text', { isRequired: true, visibility: 'hidden' }),
      field(2, 'text', { isRequired: true, visibility: 'administrative' }),
      field(3, 'section', { isRequired: true }),
    );
    const result = validateSubmission(form, { input_2: 'ignored', input_3: 'ignored' });
    expect(result.is_valid).toBe(true);
    expect(result.values).toEqual({ '1': '' }); // administrative and section values are not stored
  });

  it('ignores unknown keys', () => {
    const result = validateSubmission(formWith(field(1, 'text')), { input_1: 'a', input_99: 'b', input_1_7: 'c', other: 'd' });
    expect(result.values).toEqual({ '1': 'a' });
  });
});

describe('email', () => {
  const email = field(2, 'email');
  it.each(['jan@example.nl', 'j.de-vries+nieuws@sub.bedrijf.co.uk'])('accepts %s', (value) => {
    expect(messageFor(email, { input_2: value })).toBeUndefined();
  });
  it.each(['jan', 'jan@', '@example.nl', 'jan@example', 'jan@@example.nl', 'jan @example.nl', 'jan..x@example.nl', 'jan@-x.nl'])('rejects %s', (value) => {
    expect(messageFor(email, { input_2: value })).toBe('Voer een geldig e-mailadres in.');
  });
  it('uses the field’s errorMessage for a bad format too, as GF does', () => {
    expect(messageFor({ ...email, errorMessage: 'Vul een geldig e-mailadres in' }, { input_2: 'nope' })).toBe('Vul een geldig e-mailadres in');
  });
  it('isEmail', () => {
    expect(isEmail('a@b.nl')).toBe(true);
    expect(isEmail('a@b.123')).toBe(false);
  });
});

describe('website', () => {
  const website = field(3, 'website');
  it.each(['https://www.example.nl', 'http://example.nl/pad?x=1', 'http://localhost:9000/'])('accepts %s', (value) => {
    expect(messageFor(website, { input_3: value })).toBeUndefined();
  });
  it.each(['www.example.nl', 'ftp://example.nl', 'javascript:alert(1)', 'https://', 'https://exa mple.nl'])('rejects %s', (value) => {
    expect(messageFor(website, { input_3: value })).toBe('Voer een geldige URL in.');
  });
  it('isWebsite', () => expect(isWebsite('HTTPS://EXAMPLE.NL')).toBe(true));
});

describe('consent', () => {
  const consent = field(4, 'consent', { isRequired: true, errorMessage: 'Je moet akkoord gaan met de voorwaarden' });
  it('accepts 1 (also true/on) as GF’s own post name input_4_1 only', () => {
    for (const values of [{ input_4_1: '1' }, { input_4_1: 'true' }, { input_4_1: 'on' }] as SubmittedValues[]) {
      expect(messageFor(consent, values)).toBeUndefined();
    }
    expect(validateSubmission(formWith(consent), { input_4_1: 'true' }).values).toEqual({ '4': '1' });
    expect(messageFor(consent, { input_4: '1' })).toBe('Je moet akkoord gaan met de voorwaarden');
  });
  it('rejects unchecked, with the field’s message or GF’s', () => {
    for (const values of [{}, { input_4_1: '' }, { input_4_1: '0' }, { input_4_1: 'false' }] as SubmittedValues[]) {
      expect(messageFor(consent, values)).toBe('Je moet akkoord gaan met de voorwaarden');
    }
    expect(messageFor({ ...consent, errorMessage: null }, {})).toBe('Dit veld is verplicht.');
  });
  it('must be checked even when not marked required (the site requires it, docs/behaviour/forms.md#validation)', () => {
    expect(messageFor({ ...consent, isRequired: false, errorMessage: null }, {})).toBe('Dit veld is verplicht.');
  });
});

describe('phone', () => {
  const phone = field(5, 'phone');
  it('accepts at most 10 characters (docs/behaviour/forms.md#validation)', () => {
    expect(messageFor(phone, { input_5: '0612345678' })).toBeUndefined();
    expect(messageFor(phone, { input_5: '06123456789' })).toBe(MESSAGES.maxLength(10));
    expect(MESSAGES.maxLength(10)).toBe('De ingevoerde tekst overschrijdt het maximum aantal tekens (10).');
  });
  it('uses the field’s own maxLength when set', () => {
    expect(messageFor({ ...phone, maxLength: 12 }, { input_5: '+31612345678' })).toBeUndefined();
  });
});

describe('text and textarea maxLength', () => {
  it('counts characters, not bytes; 0 means no limit', () => {
    expect(messageFor(field(6, 'text', { maxLength: 5 }), { input_6: 'ééééé' })).toBeUndefined();
    expect(messageFor(field(6, 'text', { maxLength: 5 }), { input_6: 'éééééé' })).toBe(MESSAGES.maxLength(5));
    expect(messageFor(field(6, 'text', { maxLength: 0 }), { input_6: 'x'.repeat(10_000) })).toBeUndefined();
  });
  it('counts a CRLF line break in a textarea as one character', () => {
    expect(messageFor(field(7, 'textarea', { maxLength: 3 }), { input_7: 'a\r\nb' })).toBeUndefined();
    expect(validateSubmission(formWith(field(7, 'textarea')), { input_7: 'a\r\nb' }).values['7']).toBe('a\nb');
  });
});

describe('number', () => {
  const number = field(8, 'number', { rangeMin: 1, rangeMax: 250 });
  it.each(['1', '250', '12.5', '12,5', ' 42 '])('accepts %s', (value) => {
    expect(messageFor(number, { input_8: value })).toBeUndefined();
  });
  it.each(['0', '251', '-3', 'twaalf', '1e3', '12.5.1'])('rejects %s with the range message', (value) => {
    expect(messageFor(number, { input_8: value })).toBe('Voer een getal in tussen 1 en 250.');
  });
  it('has messages for one-sided ranges and no range', () => {
    expect(messageFor(field(8, 'number', { rangeMin: 1 }), { input_8: '0' })).toBe('Voer een getal in groter dan of gelijk aan 1.');
    expect(messageFor(field(8, 'number', { rangeMax: 9 }), { input_8: '10' })).toBe('Voer een getal in kleiner dan of gelijk aan 9.');
    expect(messageFor(field(8, 'number'), { input_8: 'abc' })).toBe('Voer een geldig getal in.');
  });
  it('stores a decimal comma as a point', () => {
    expect(validateSubmission(formWith(number), { input_8: '12,5' }).values['8']).toBe('12.5');
  });
});

describe('select and radio', () => {
  const select = field(9, 'select', { choices: choices('Gebeld worden', 'Een offerte') });
  it('accepts a choice value, or nothing when not required', () => {
    expect(messageFor(select, { input_9: 'Een offerte' })).toBeUndefined();
    expect(messageFor(select, { input_9: '' })).toBeUndefined();
    expect(messageFor(field(10, 'radio', { choices: choices('Ja', 'Nee') }), { input_10: 'Nee' })).toBeUndefined();
  });
  it('rejects a value that is not a choice', () => {
    expect(messageFor(select, { input_9: 'Iets anders' })).toBe('Ongeldige keuze. Kies een van de beschikbare opties.');
    expect(messageFor(field(10, 'radio', { choices: choices('Ja', 'Nee') }), { input_10: 'ja ' })).toBe(MESSAGES.choice);
  });
  it('reads choices given as a JSON string (docs/behaviour/forms.md#the-form-definition)', () => {
    const jsonChoices = { ...select, choices: JSON.stringify(choices('A', 'B')) as unknown as GfField['choices'] };
    expect(messageFor(jsonChoices, { input_9: 'B' })).toBeUndefined();
    expect(messageFor(jsonChoices, { input_9: 'C' })).toBe(MESSAGES.choice);
  });
});

describe('multiselect and checkbox', () => {
  const multiselect = field(11, 'multiselect', { choices: choices('VPS', 'Cloud PC', 'Office') });
  const checkbox = field(12, 'checkbox', {
    isRequired: true,
    choices: choices('VPS', 'Cloud PC', 'Back-up, herstel'),
    inputs: [
      { id: '12.1', label: 'VPS' },
      { id: '12.2', label: 'Cloud PC' },
      { id: '12.3', label: 'Back-up, herstel' },
    ],
  });

  it('accepts values among the choices as input_x[], a JSON array, or a comma-joined string', () => {
    for (const value of [['VPS', 'Office'], '["VPS","Office"]', 'VPS,Office', 'VPS, Office']) {
      const result = validateSubmission(formWith(multiselect), { input_11: value });
      expect(result.validation_messages).toEqual({});
      expect(result.values['11']).toEqual(['VPS', 'Office']);
    }
  });

  it('rejects a value that is not a choice', () => {
    expect(messageFor(multiselect, { input_11: ['VPS', 'Mainframe'] })).toBe(MESSAGES.choice);
  });

  it('reads a checkbox group only from GF’s sub-inputs input_12_n, a choice with a comma whole', () => {
    expect(validateSubmission(formWith(checkbox), { input_12_1: 'VPS', input_12_3: 'Back-up, herstel' }).values['12']).toEqual(['VPS', 'Back-up, herstel']);
    for (const values of [{ input_12: 'VPS' }, { input_12: ['VPS'] }, { input_12: '["VPS"]' }] as SubmittedValues[]) {
      expect(validateSubmission(formWith(checkbox), values)).toMatchObject({ is_valid: false, values: { '12': [] } });
    }
  });

  it('without inputs, numbers the sub-inputs as GF does (7.1 … 7.9, 7.11)', () => {
    const many = field(7, 'checkbox', { choices: choices(...Array.from({ length: 11 }, (_, index) => `K${index + 1}`)) });
    expect(checkboxInputIds(many)).toEqual(['7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7', '7.8', '7.9', '7.11', '7.12']);
    expect(validateSubmission(formWith(many), { input_7_11: 'K10', input_7_10: 'K9' }).values['7']).toEqual(['K10']);
    expect(checkboxInputIds(checkbox)).toEqual(['12.1', '12.2', '12.3']);
  });

  it('requires at least one value when required', () => {
    expect(messageFor(checkbox, { input_12: [] })).toBe('Dit veld is verplicht.');
    expect(messageFor(checkbox, {})).toBe('Dit veld is verplicht.');
  });
});

describe('date', () => {
  it('accepts ISO dates and the field’s dateFormat, and stores ISO', () => {
    const date = field(13, 'date', { dateFormat: 'dmy' });
    expect(validateSubmission(formWith(date), { input_13: '2026-03-01' }).values['13']).toBe('2026-03-01');
    expect(validateSubmission(formWith(date), { input_13: '01/03/2026' }).values['13']).toBe('2026-03-01');
    expect(validateSubmission(formWith(date), { input_13: '29-02-2028' }).validation_messages).toEqual({});
  });
  it.each(['31-02-2026', '2026-13-01', 'morgen', '1/1/26', '2026-02-30'])('rejects %s', (value) => {
    expect(messageFor(field(13, 'date', { dateFormat: 'dmy' }), { input_13: value })).toBe('Voer een geldige datum in.');
  });
  it('parseDate follows mdy and ymd formats', () => {
    expect(parseDate('03/01/2026', 'mdy')).toBe('2026-03-01');
    expect(parseDate('2026.03.01', 'ymd_dot')).toBe('2026-03-01');
    expect(parseDate('03/01/2026', 'ymd_dot')).toBeNull();
    expect(parseDate('01.03.2026', 'dmy')).toBe('2026-03-01');
  });
});

describe('name and address', () => {
  const name = field(14, 'name', {
    isRequired: true,
    inputs: [
      { id: '14.2', label: 'Aanhef', isHidden: true },
      { id: '14.3', label: 'Voornaam' },
      { id: '14.4', label: 'Tussenvoegsel', isHidden: true },
      { id: '14.6', label: 'Achternaam' },
    ],
  });

  it('requires every visible sub-input of a required name', () => {
    expect(messageFor(name, { input_14_3: 'Jan' })).toBe('Dit veld is verplicht.');
    expect(messageFor(name, { input_14_6: 'Jansen' })).toBe('Dit veld is verplicht.');
    expect(messageFor({ ...name, inputs: name.inputs!.map((input) => ({ ...input, isHidden: false })) }, { input_14_3: 'Jan', input_14_6: 'Jansen' })).toBe(
      'Dit veld is verplicht.',
    );
  });

  it('accepts first and last name, stored by sub-input id (hidden ones left out)', () => {
    const result = validateSubmission(formWith(name), { input_14_3: 'Jan', input_14_6: 'Jansen', input_14_2: 'Dhr.' });
    expect(result.validation_messages).toEqual({});
    expect(result.values['14']).toEqual({ '14.3': 'Jan', '14.6': 'Jansen' });
  });

  it('accepts the dotted key form too (input_14.3)', () => {
    // body.ts turns input_14.3 into input_14_3; validate reads the normalised key.
    expect(messageFor(name, { input_14_3: 'Jan', input_14_6: 'de Vries' })).toBeUndefined();
  });

  it('a name without inputs is GF’s simple format', () => {
    expect(messageFor(field(14, 'name', { isRequired: true }), { input_14: 'Jan Jansen' })).toBeUndefined();
  });

  const address = field(24, 'address', {
    isRequired: true,
    inputs: ['1', '2', '3', '4', '5', '6'].map((n) => ({ id: `24.${n}`, label: `Adres ${n}` })),
  });
  const fullAddress = { input_24_1: 'Stationsplein 1', input_24_3: 'Utrecht', input_24_4: 'Utrecht', input_24_5: '3511 AB', input_24_6: 'Nederland' };

  it('requires each visible address part except Address Line 2, as GF does', () => {
    expect(messageFor(address, fullAddress)).toBeUndefined();
    expect(messageFor(address, { ...fullAddress, input_24_5: '' })).toBe('Dit veld is verplicht.');
    const hiddenZip = { ...address, inputs: address.inputs!.map((input) => (input.id === '24.5' ? { ...input, isHidden: true } : input)) };
    expect(messageFor(hiddenZip, { ...fullAddress, input_24_5: '' })).toBeUndefined();
  });

  it('does not require an optional address, and stores its parts', () => {
    const optional = { ...address, isRequired: false };
    expect(messageFor(optional, {})).toBeUndefined();
    expect(validateSubmission(formWith(optional), { input_24_3: 'Utrecht' }).values['24']).toMatchObject({ '24.3': 'Utrecht', '24.1': '' });
  });
});

describe('list', () => {
  const single = field(15, 'list', { isRequired: true });
  const columns = field(16, 'list', { listColumns: ['Servernaam', 'Rol'] });

  it('single column: one plain-text row per input_x[] value, empty rows dropped; required needs a row', () => {
    expect(validateSubmission(formWith(single), { input_15: ['Exact', ' ', 'AFAS'] }).values['15']).toEqual(['Exact', 'AFAS']);
    expect(messageFor(single, { input_15: ['', ''] })).toBe('Dit veld is verplicht.');
    expect(messageFor(single, {})).toBe('Dit veld is verplicht.');
  });

  it('single column: rows may also be JSON (first cell), or one JSON array of rows', () => {
    expect(validateSubmission(formWith(single), { input_15: ['["Exact"]', '{"Applicatie":"AFAS"}', '[kapot'] }).values['15']).toEqual(['Exact', 'AFAS', '[kapot']);
    expect(validateSubmission(formWith(single), { input_15: '["Exact","AFAS"]' }).values['15']).toEqual(['Exact', 'AFAS']);
  });

  it('several columns: rows as JSON arrays or objects by column label', () => {
    const result = validateSubmission(formWith(columns), { input_16: ['["DC01","Domeincontroller"]', '{"Servernaam":"SQL01","Rol":"Database"}', '["",""]'] });
    expect(result.validation_messages).toEqual({});
    expect(result.values['16']).toEqual([
      { Servernaam: 'DC01', Rol: 'Domeincontroller' },
      { Servernaam: 'SQL01', Rol: 'Database' },
    ]);
  });

  it('several columns: GF’s own flat cells when no row is JSON', () => {
    expect(validateSubmission(formWith(columns), { input_16: ['DC01', 'AD', 'SQL01', 'Database'] }).values['16']).toEqual([
      { Servernaam: 'DC01', Rol: 'AD' },
      { Servernaam: 'SQL01', Rol: 'Database' },
    ]);
    expect(messageFor(columns, { input_16: ['DC01', 'AD', 'SQL01'] })).toBe('De lijst bevat een ongeldige rij.');
  });

  it('rejects a row that is neither JSON nor part of flat cells', () => {
    expect(messageFor(columns, { input_16: ['["DC01","AD"]', 'los'] })).toBe(MESSAGES.list);
  });
});

describe('fileupload', () => {
  const upload = field(17, 'fileupload', { allowedExtensions: ['pdf', 'jpg', 'png'], maxFileSize: 2 });
  const file = (filename: string, size = 1000): SubmittedFile => ({ filename, size });

  it('accepts allowed extensions, case-insensitively', () => {
    expect(messageFor(upload, {}, { input_17: [file('plan.PDF')] })).toBeUndefined();
    expect(validateSubmission(formWith(upload), {}, { input_17: [file('a.png')] }).files['17']).toEqual([file('a.png')]);
  });

  it('rejects other extensions', () => {
    expect(messageFor(upload, {}, { input_17: [file('virus.exe')] })).toBe('Het bestandstype is niet toegestaan.');
    expect(messageFor(upload, {}, { input_17: [file('geen-extensie')] })).toBe(MESSAGES.fileType);
    expect(messageFor(upload, {}, { input_17: [file('plan.pdf.php')] })).toBe(MESSAGES.fileType);
  });

  it('refuses dangerous extensions even without a list', () => {
    expect(messageFor(field(17, 'fileupload'), {}, { input_17: [file('x.php')] })).toBe(MESSAGES.fileType);
    expect(messageFor(field(17, 'fileupload'), {}, { input_17: [file('x.docx')] })).toBeUndefined();
  });

  it('rejects a file over maxFileSize MB (default 10 MB)', () => {
    expect(messageFor(upload, {}, { input_17: [file('a.pdf', 2 * 1024 * 1024)] })).toBeUndefined();
    expect(messageFor(upload, {}, { input_17: [file('a.pdf', 2 * 1024 * 1024 + 1)] })).toBe('Het bestand is te groot. De maximale bestandsgrootte is 2 MB.');
    expect(messageFor(field(17, 'fileupload'), {}, { input_17: [file('a.pdf', 11 * 1024 * 1024)] })).toBe(MESSAGES.fileSize(10));
  });

  it('accepts several files only when canAcceptMultipleFiles', () => {
    const two = { input_17: [file('a.pdf'), file('b.pdf')] };
    expect(messageFor(upload, {}, two)).toBe('Er kan maar één bestand worden geüpload.');
    expect(messageFor({ ...upload, canAcceptMultipleFiles: true }, {}, two)).toBeUndefined();
  });

  it('requires a file when required, and ignores text sent for the field', () => {
    expect(messageFor({ ...upload, isRequired: true }, { input_17: 'C:\\fakepath\\a.pdf' })).toBe('Dit veld is verplicht.');
  });
});

describe('conditional logic', () => {
  const kind = field(5, 'radio', { isRequired: true, choices: choices('Particulier', 'Zakelijk') });
  const company = field(6, 'text', {
    isRequired: true,
    conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 5, operator: 'IS', value: 'Zakelijk' }] },
  });
  const employees = field(8, 'number', {
    isRequired: true,
    rangeMin: 1,
    rangeMax: 250,
    conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 5, operator: 'IS_NOT', value: 'Particulier' }] },
  });
  const form = formWith(kind, company, employees);

  it('IS: the field is validated and stored only while the rule holds', () => {
    expect(validateSubmission(form, { input_5: 'Zakelijk', input_8: '5' }).validation_messages).toEqual({ '6': 'Dit veld is verplicht.' });
    const hidden = validateSubmission(form, { input_5: 'Particulier', input_6: 'Bedrijf BV' });
    expect(hidden.is_valid).toBe(true);
    expect(hidden.values).toEqual({ '5': 'Particulier' });
  });

  it('IS_NOT: shown when the value differs (also when nothing is chosen)', () => {
    expect(validateSubmission(form, { input_5: 'Zakelijk', input_6: 'B', input_8: '999' }).validation_messages).toEqual({ '8': 'Voer een getal in tussen 1 en 250.' });
    expect(validateSubmission(form, { input_5: 'Particulier', input_8: '999' }).validation_messages).toEqual({});
    expect(validateSubmission(form, {}).validation_messages).toEqual({ '5': 'Dit veld is verplicht.', '8': 'Dit veld is verplicht.' });
  });

  it('compares case-insensitively, as GF does', () => {
    expect(validateSubmission(form, { input_5: 'zakelijk' }).validation_messages['6']).toBe('Dit veld is verplicht.');
  });

  it('ANY needs one rule, ALL needs every rule; HIDE inverts', () => {
    const rules = [
      { fieldId: 1, operator: 'IS' as const, value: 'a' },
      { fieldId: 2, operator: 'IS' as const, value: 'b' },
    ];
    const target = (logicType: 'ALL' | 'ANY', actionType: 'SHOW' | 'HIDE' = 'SHOW') =>
      formWith(field(1, 'text'), field(2, 'text'), field(3, 'text', { isRequired: true, conditionalLogic: { actionType, logicType, rules } }));
    const oneHolds = { input_1: 'a', input_2: 'x' };
    expect(validateSubmission(target('ANY'), oneHolds).validation_messages['3']).toBeDefined();
    expect(validateSubmission(target('ALL'), oneHolds).validation_messages['3']).toBeUndefined();
    expect(validateSubmission(target('ALL'), { input_1: 'a', input_2: 'b' }).validation_messages['3']).toBeDefined();
    expect(validateSubmission(target('ANY', 'HIDE'), oneHolds).validation_messages['3']).toBeUndefined();
  });

  it('a field hidden by its own logic counts as empty for the rules of others', () => {
    const chained = formWith(
      kind,
      company,
      field(7, 'text', { isRequired: true, conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 6, operator: 'IS', value: 'X' }] } }),
    );
    // company (6) is hidden for Particulier, so its submitted 'X' does not show field 7.
    expect(validateSubmission(chained, { input_5: 'Particulier', input_6: 'X' }).validation_messages).toEqual({});
    expect(validateSubmission(chained, { input_5: 'Zakelijk', input_6: 'X' }).validation_messages).toEqual({ '7': 'Dit veld is verplicht.' });
  });

  it('matches a checkbox rule when any checked value matches', () => {
    const chained = formWith(
      field(1, 'checkbox', { choices: choices('VPS', 'PC') }),
      field(2, 'text', { isRequired: true, conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 1, operator: 'IS', value: 'PC' }] } }),
    );
    expect(validateSubmission(chained, { input_1_1: 'VPS', input_1_2: 'PC' }).validation_messages).toEqual({ '2': 'Dit veld is verplicht.' });
    expect(validateSubmission(chained, { input_1_1: 'VPS' }).validation_messages).toEqual({});
  });

  it('survives rules that refer to each other or to unknown fields', () => {
    const loop = formWith(
      field(1, 'text', { conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 2, operator: 'IS', value: 'x' }] } }),
      field(2, 'text', { conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 1, operator: 'IS', value: 'x' }] } }),
      field(3, 'text', { isRequired: true, conditionalLogic: { actionType: 'SHOW', logicType: 'ALL', rules: [{ fieldId: 42, operator: 'IS', value: '' }] } }),
    );
    expect(() => validateSubmission(loop, { input_1: 'x', input_2: 'x' })).not.toThrow();
    expect(validateSubmission(loop, {}).validation_messages).toEqual({ '3': 'Dit veld is verplicht.' });
  });
});

it('reports every failing field at once, keyed by field id', () => {
  const form = formWith(field(1, 'text', { isRequired: true }), field(2, 'email'), field(3, 'text'));
  expect(validateSubmission(form, { input_2: 'x' })).toEqual({
    is_valid: false,
    validation_messages: { '1': 'Dit veld is verplicht.', '2': 'Voer een geldig e-mailadres in.' },
    values: { '1': '', '2': 'x', '3': '' },
    files: {},
  });
});
