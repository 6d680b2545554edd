import { toGatsbyGravityForm } from '../../mocks/content/gatsby-shape';
import { content } from '../../mocks/content/index';
import { countryChoices, GF_COUNTRIES } from './countries';
import { fieldNodes, formApiUrl, normalizeForm, parseChoices } from './normalize';

const WORDPRESS_URL = 'https://cms.wolkwerk.example';
const textNode = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'WpTextField',
  databaseId: id,
  type: 'TEXT',
  label: `Veld ${id}`,
  ...extra,
});

describe('normalizeForm', () => {
  it('reads every fixture form in the fragment shape, with the apiURL of docs/behaviour/forms.md#the-form-definition', () => {
    for (const fixture of content.forms) {
      const definition = normalizeForm(toGatsbyGravityForm(fixture), { wordpressUrl: `${WORDPRESS_URL}/` });
      expect(definition.formId).toBe(fixture.databaseId);
      expect(definition.apiURL).toBe(`${WORDPRESS_URL}/wp-json/gf/v2/forms/${fixture.databaseId}`);
      expect(definition.fields.map((field) => [field.id, field.type])).toEqual(fixture.fields.map((field) => [field.id, field.type]));
      expect(definition.submitButton.text).toBe(fixture.submitButton.text);
    }
  });

  it('keeps what the engine needs of each field family', () => {
    const intake = content.forms.find((form) => form.fields.some((field) => field.type === 'address'))!;
    const definition = normalizeForm(toGatsbyGravityForm(intake), { wordpressUrl: WORDPRESS_URL });
    const byType = (type: string) => definition.fields.find((field) => field.type === type)!;
    expect(byType('name').inputs.map((input) => [input.id, input.key, input.isHidden])).toEqual(
      intake.fields.find((field) => field.type === 'name')!.inputs!.map((input) => [input.id, input.key, input.isHidden ?? false]),
    );
    expect(byType('address').inputs.find((input) => input.key === 'country')?.id).toMatch(/^\d+\.6$/);
    expect(byType('address').defaultCountry).toBe('NL');
    // GF's country select, named in Dutch: the value GF's name, the field's default ('NL') first.
    const country = byType('address').inputs.find((input) => input.key === 'country')!;
    expect(country.choices).toHaveLength(GF_COUNTRIES.length);
    expect(country.choices[0]).toEqual({ text: 'Nederland', value: 'Netherlands' });
    expect(country.choices).toContainEqual({ text: 'Duitsland', value: 'Germany' });
    expect(country.choices).toEqual(countryChoices('NL'));
    expect(
      byType('address')
        .inputs.filter((input) => input.key !== 'country')
        .every((input) => input.choices.length === 0),
    ).toBe(true);
    expect(byType('checkbox').inputs.map((input) => input.id)).toEqual(
      intake.fields.find((field) => field.type === 'checkbox')!.inputs!.map((input) => input.id),
    );
    expect(byType('phone').maxLength).toBe(10);
    const conditional = definition.fields.find((field) => field.conditionalLogic)!;
    expect(conditional.conditionalLogic).toEqual({
      actionType: 'SHOW',
      logicType: 'ALL',
      rules: [expect.objectContaining({ fieldId: expect.any(String), operator: expect.stringMatching(/^IS(_NOT)?$/) })],
    });
  });

  it.each([
    ['a list', [textNode(1), textNode(2)]],
    ['nodes', { nodes: [textNode(1), null, textNode(2)] }],
    ['edges', { edges: [{ node: textNode(1) }, null, { node: textNode(2) }] }],
  ])('accepts formFields as %s (docs/behaviour/forms.md#the-form-definition)', (_name, formFields) => {
    const definition = normalizeForm({ databaseId: 3, formFields }, { wordpressUrl: WORDPRESS_URL });
    expect(definition.fields.map((field) => field.id)).toEqual([1, 2]);
  });

  it('parses choices given as a JSON string', () => {
    const definition = normalizeForm(
      {
        databaseId: 3,
        formFields: [{ __typename: 'WpSelectField', databaseId: 4, choices: '[{"text":"Ja","value":"ja"},{"text":"Nee"}]' }],
      },
      { wordpressUrl: WORDPRESS_URL },
    );
    expect(definition.fields[0]).toMatchObject({
      type: 'select',
      choices: [
        { text: 'Ja', value: 'ja' },
        { text: 'Nee', value: 'Nee' },
      ],
    });
    expect(parseChoices('not json')).toEqual([]);
  });

  it.each([
    ['HIDDEN', true],
    ['hidden_label', true],
    ['hidden', true],
    ['INHERIT', false],
    [null, false],
    ['TOP', false],
  ])('labelPlacement %j → labelHidden %s', (labelPlacement, hidden) => {
    const definition = normalizeForm(
      { databaseId: 3, labelPlacement: 'TOP', formFields: [textNode(1, { labelPlacement })] },
      { wordpressUrl: WORDPRESS_URL },
    );
    expect(definition.fields[0]!.labelHidden).toBe(hidden);
    expect(definition.labelPlacement).toBe('TOP');
  });

  it('takes the type from __typename without a type, and GF operators in any spelling', () => {
    const definition = normalizeForm(
      {
        formId: '5',
        formFields: [
          { __typename: 'WpTextAreaField', databaseId: 13, maxLength: 0 },
          {
            __typename: 'WpMultiSelectField',
            id: 12,
            conditionalLogic: { actionType: 'show', logicType: 'any', rules: [{ fieldId: 13, operator: 'isnot', value: '' }] },
          },
        ],
      },
      { wordpressUrl: WORDPRESS_URL },
    );
    expect(definition.formId).toBe(5);
    expect(definition.fields.map((field) => field.type)).toEqual(['textarea', 'multiselect']);
    expect(definition.fields[1]!.conditionalLogic).toEqual({
      actionType: 'SHOW',
      logicType: 'ANY',
      rules: [{ fieldId: '13', operator: 'IS_NOT', value: '' }],
    });
  });

  it('drops inactive confirmations and defaults missing parts', () => {
    const definition = normalizeForm(
      {
        databaseId: 3,
        confirmations: [
          { type: 'MESSAGE', isActive: false, message: 'oud' },
          { type: 'REDIRECT', isDefault: true, url: '/bedankt/', queryString: 'naam={Naam:11}' },
        ],
      },
      { wordpressUrl: WORDPRESS_URL },
    );
    expect(definition.confirmations).toEqual([
      { type: 'REDIRECT', isDefault: true, message: '', url: '/bedankt/', queryString: 'naam={Naam:11}' },
    ]);
    expect(definition.fields).toEqual([]);
    expect(fieldNodes(null)).toEqual([]);
    expect(formApiUrl('https://x.example/', 1)).toBe('https://x.example/wp-json/gf/v2/forms/1');
  });
});
