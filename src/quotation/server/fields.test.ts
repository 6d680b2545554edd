import { bodyEntries } from '../../forms/body';
import { choices, field, form, input } from '../../../mocks/testing/forms';
import type { FormDefinition } from '../../forms/types';
import { FIELD_KEYS, FIXTURE_QUOTATION_FORM } from '../../../mocks/testing/quotation';
import { fieldValue } from './raw-body';
import { FIELD_MESSAGES, formTakesQuotes, isValidEmail, readContact, storedContact, type QuotationContact } from './fields';

const valid = {
  form_id: '5',
  [FIELD_KEYS.name]: '  Eva de Tester ',
  [FIELD_KEYS.email]: 'eva@example.nl',
  [FIELD_KEYS.company]: 'Tester BV',
  [FIELD_KEYS.phone]: '0612345678',
  [FIELD_KEYS.comments]: 'Graag\r\nvoor 1 mei',
  [FIELD_KEYS.consent]: '1',
};

const read = (change: Record<string, unknown> = {}, definition: FormDefinition = FIXTURE_QUOTATION_FORM) =>
  readContact({ ...valid, ...change }, definition);

describe('readContact: the fixtures form 5', () => {
  it('reads a complete submission: name, address and company from their fields, every filled field in the form order, trimmed', () => {
    expect(read()).toEqual({
      ok: true,
      contact: {
        name: 'Eva de Tester',
        email: 'eva@example.nl',
        company: 'Tester BV',
        fields: [
          { label: 'Naam', value: 'Eva de Tester' },
          { label: 'Telefoonnummer', value: '0612345678' },
          { label: 'Bedrijfsnaam', value: 'Tester BV' },
          { label: 'E-mailadres', value: 'eva@example.nl' },
          { label: 'Opmerkingen', value: 'Graag\nvoor 1 mei' },
          { label: 'Toestemming', value: 'Ja' },
        ],
      },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['another form', { form_id: '1' }, FIELD_MESSAGES.formId],
    ['no form_id', { form_id: undefined }, FIELD_MESSAGES.formId],
    // The editor's own messages (mocks/content/forms.ts), as the browser shows them.
    ['no name', { [FIELD_KEYS.name]: '   ' }, 'Vul je naam in.'],
    [
      'a name with a line break (header injection)',
      { [FIELD_KEYS.name]: 'Eva\r\nBcc: victim@example.com' },
      FIELD_MESSAGES.lineBreak('Naam'),
    ],
    ['no e-mail', { [FIELD_KEYS.email]: '' }, FIELD_MESSAGES.email],
    ['an invalid e-mail', { [FIELD_KEYS.email]: 'eva@' }, FIELD_MESSAGES.email],
    ['two addresses', { [FIELD_KEYS.email]: 'eva@example.nl, other@example.nl' }, FIELD_MESSAGES.email],
    ['an address with a display name', { [FIELD_KEYS.email]: 'Eva <eva@example.nl>' }, FIELD_MESSAGES.email],
    [
      'an e-mail with a header after it',
      { [FIELD_KEYS.email]: 'eva@example.nl\nBcc: victim@example.com' },
      FIELD_MESSAGES.lineBreak('E-mailadres'),
    ],
    ['no company', { [FIELD_KEYS.company]: '' }, 'Vul de naam van je bedrijf in.'],
    ['a company with a line break', { [FIELD_KEYS.company]: 'Tester\nBV' }, FIELD_MESSAGES.lineBreak('Bedrijfsnaam')],
    ['a single-line value over 200 characters', { [FIELD_KEYS.company]: 'B'.repeat(201) }, FIELD_MESSAGES.tooLong('Bedrijfsnaam', 200)],
    ['no phone', { [FIELD_KEYS.phone]: '' }, 'Vul je telefoonnummer in.'],
    ['a phone over 10 characters (docs/behaviour/forms.md#validation)', { [FIELD_KEYS.phone]: '06123456789' }, 'Vul je telefoonnummer in.'],
    // The field's maxLength, no editor message: the engine's message with the field it is about.
    ['comments over 1000 characters', { [FIELD_KEYS.comments]: 'x'.repeat(1001) }, 'Opmerkingen: Maximaal 1000 tekens.'],
    ['a NUL in the comments', { [FIELD_KEYS.comments]: 'Graag\u0000' }, FIELD_MESSAGES.lineBreak('Opmerkingen')],
    ['no consent', { [FIELD_KEYS.consent]: undefined }, 'Je moet akkoord gaan met de voorwaarden om het formulier te versturen.'],
    [
      'consent other than 1 (GF reads only input_16_1 = 1)',
      { [FIELD_KEYS.consent]: 'true' },
      'Je moet akkoord gaan met de voorwaarden om het formulier te versturen.',
    ],
  ])('refuses %s', (_, change, message) => {
    expect(read(change)).toEqual({ ok: false, message });
  });

  it('accepts an empty comment and leaves it out of the fields', () => {
    const result = read({ [FIELD_KEYS.comments]: '' });
    expect(result.ok && result.contact.fields.map((item) => item.label)).not.toContain('Opmerkingen');
  });

  it('ignores keys the form does not know', () => {
    expect(read({ input_99: 'x', 'input_11[]': ['y'] })).toMatchObject({ ok: true, contact: { name: 'Eva de Tester' } });
  });
});

describe('readContact: a form 5 an editor changed in WordPress', () => {
  // Other ids, a name field with its parts, a required choice the site has never seen, no company field.
  const changed = form(
    [
      field({
        id: 3,
        type: 'name',
        label: 'Je naam',
        isRequired: true,
        inputs: [input('3.3', { key: 'first', label: 'Voornaam' }), input('3.6', { key: 'last', label: 'Achternaam' })],
      }),
      field({ id: 7, type: 'email', label: 'Werkmail', isRequired: true }),
      field({
        id: 9,
        type: 'select',
        label: 'Hoe wil je de offerte bespreken?',
        isRequired: true,
        choices: [
          { text: 'Per telefoon', value: 'phone' },
          { text: 'Op kantoor', value: 'office' },
        ],
      }),
      field({
        id: 12,
        type: 'checkbox',
        label: 'Interesse',
        choices: choices('Back-up', 'Migratie', 'Beheer'),
        inputs: [input('12.1'), input('12.2'), input('12.3')],
      }),
      field({ id: 20, type: 'consent', label: 'Akkoord', isRequired: true }),
    ],
    { formId: 5 },
  );
  const values = {
    input_3_3: 'Eva',
    input_3_6: 'de Tester',
    input_7: 'eva@example.nl',
    input_9: 'office',
    input_12: 'Back-up,Beheer',
    input_20: true,
  };
  // The body exactly as the browser's engine posts it.
  const body = (change: Record<string, unknown> = {}) => ({
    form_id: '5',
    ...Object.fromEntries(bodyEntries(changed, { ...values, ...change }).map(([key, value]) => [key, value])),
  });

  it('takes the name from the name field, the address from the e-mail field, no company, and every filled field as the visitor saw it', () => {
    expect(readContact(body(), changed)).toEqual({
      ok: true,
      contact: {
        name: 'Eva de Tester',
        email: 'eva@example.nl',
        company: '',
        fields: [
          { label: 'Je naam', value: 'Eva de Tester' },
          { label: 'Werkmail', value: 'eva@example.nl' },
          { label: 'Hoe wil je de offerte bespreken?', value: 'Op kantoor' },
          { label: 'Interesse', value: 'Back-up, Beheer' },
          { label: 'Akkoord', value: 'Ja' },
        ],
      },
    });
  });

  it('refuses a submission without the new required field with the engine message naming it', () => {
    expect(readContact(body({ input_9: '' }), changed)).toEqual({ ok: false, message: 'Hoe wil je de offerte bespreken?: Is verplicht.' });
  });

  it('no longer asks for the fixtures fields (a company, a phone)', () => {
    expect(readContact(body(), changed).ok).toBe(true);
    expect(readContact({ ...body(), input_14: '', input_15: '' }, changed).ok).toBe(true);
  });

  it('needs an e-mail address to mail to even when the form makes the field optional', () => {
    const optional = { ...changed, fields: changed.fields.map((item) => (item.type === 'email' ? { ...item, isRequired: false } : item)) };
    expect(readContact(body({ input_7: '' }), optional)).toEqual({ ok: false, message: FIELD_MESSAGES.email });
  });
});

describe('formTakesQuotes', () => {
  it('needs a form with an e-mail field', () => {
    expect(formTakesQuotes(FIXTURE_QUOTATION_FORM)).toBe(true);
    expect(formTakesQuotes(null)).toBe(false);
    expect(formTakesQuotes(form([field({ id: 1, type: 'text', label: 'Naam' })], { formId: 5 }))).toBe(false);
  });
});

describe('storedContact', () => {
  it('mails a request stored with the fixed fields of before as labelled fields', () => {
    const old = { name: 'Eva', email: 'eva@example.nl', company: 'BV', phone: '0612345678', comments: '' } as unknown as QuotationContact;
    expect(storedContact(old)).toEqual({
      name: 'Eva',
      email: 'eva@example.nl',
      company: 'BV',
      fields: [
        { label: 'Naam', value: 'Eva' },
        { label: 'Bedrijfsnaam', value: 'BV' },
        { label: 'E-mailadres', value: 'eva@example.nl' },
        { label: 'Telefoonnummer', value: '0612345678' },
      ],
    });
  });

  it('leaves a contact with fields as it is', () => {
    const contact: QuotationContact = {
      name: '',
      email: 'a@example.nl',
      company: '',
      fields: [{ label: 'Werkmail', value: 'a@example.nl' }],
    };
    expect(storedContact(contact)).toBe(contact);
  });
});

describe('fieldValue', () => {
  it.each<[unknown, string]>([
    ['a', 'a'],
    [['a', 'b'], 'b'],
    [undefined, ''],
    [{ a: 1 }, ''],
    [5, ''],
  ])('%p → %p', (value, expected) => {
    expect(fieldValue({ key: value }, 'key')).toBe(expected);
  });
});

describe('isValidEmail', () => {
  it.each<[string, boolean]>([
    ['eva@example.nl', true],
    ['eva.de-tester+offerte@sub.example.co.uk', true],
    ['eva@example', false],
    ['@example.nl', false],
    ['eva example@example.nl', false],
    ['eva@exa_mple.nl', false],
    [`${'a'.repeat(250)}@example.nl`, false],
  ])('%s → %p', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
