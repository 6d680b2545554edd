import { FIELD_KEYS, FIELD_MESSAGES, fieldValue, isValidEmail, readContact } from './fields';

const valid = {
  form_id: '5',
  [FIELD_KEYS.name]: '  Eva de Tester ',
  [FIELD_KEYS.email]: 'eva@example.nl',
  [FIELD_KEYS.company]: 'Tester BV',
  [FIELD_KEYS.phone]: '0612345678',
  [FIELD_KEYS.comments]: 'Graag\r\nvoor 1 mei',
  [FIELD_KEYS.consent]: '1',
};

describe('readContact', () => {
  it('reads a complete form 5 submission, trimmed, comments with \\n line ends', () => {
    expect(readContact(valid)).toEqual({
      ok: true,
      contact: { name: 'Eva de Tester', email: 'eva@example.nl', company: 'Tester BV', phone: '0612345678', comments: 'Graag\nvoor 1 mei' },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['another form', { form_id: '1' }, FIELD_MESSAGES.formId],
    ['no form_id', { form_id: undefined }, FIELD_MESSAGES.formId],
    ['no name', { [FIELD_KEYS.name]: '   ' }, FIELD_MESSAGES.name],
    ['a name with a line break (header injection)', { [FIELD_KEYS.name]: 'Eva\r\nBcc: victim@example.com' }, FIELD_MESSAGES.lineBreak('Je naam')],
    ['no e-mail', { [FIELD_KEYS.email]: '' }, FIELD_MESSAGES.email],
    ['an invalid e-mail', { [FIELD_KEYS.email]: 'eva@' }, FIELD_MESSAGES.email],
    ['two addresses', { [FIELD_KEYS.email]: 'eva@example.nl, other@example.nl' }, FIELD_MESSAGES.email],
    ['an address with a display name', { [FIELD_KEYS.email]: 'Eva <eva@example.nl>' }, FIELD_MESSAGES.email],
    ['an e-mail with a header after it', { [FIELD_KEYS.email]: 'eva@example.nl\nBcc: victim@example.com' }, FIELD_MESSAGES.lineBreak('Het e-mailadres')],
    ['no company', { [FIELD_KEYS.company]: '' }, FIELD_MESSAGES.company],
    ['a company with a line break', { [FIELD_KEYS.company]: 'Tester\nBV' }, FIELD_MESSAGES.lineBreak('De bedrijfsnaam')],
    ['no phone', { [FIELD_KEYS.phone]: '' }, FIELD_MESSAGES.phone],
    ['a phone over 10 characters', { [FIELD_KEYS.phone]: '06123456789' }, FIELD_MESSAGES.phone],
    ['a phone with letters', { [FIELD_KEYS.phone]: '06abcdefgh' }, FIELD_MESSAGES.phone],
    ['comments over 1000 characters', { [FIELD_KEYS.comments]: 'x'.repeat(1001) }, FIELD_MESSAGES.comments],
    ['no consent', { [FIELD_KEYS.consent]: undefined }, FIELD_MESSAGES.consent],
    ['consent other than 1', { [FIELD_KEYS.consent]: 'true' }, FIELD_MESSAGES.consent],
  ])('refuses %s', (_, change, message) => {
    expect(readContact({ ...valid, ...change })).toEqual({ ok: false, message });
  });

  it('accepts an empty comment', () => {
    expect(readContact({ ...valid, [FIELD_KEYS.comments]: '' })).toMatchObject({ ok: true, contact: { comments: '' } });
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
