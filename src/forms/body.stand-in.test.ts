/**
 * The body against the stand-in's validation, which reads only the keys real Gravity Forms 2.8.7
 * reads (mocks/wordpress/gravityforms/validate.ts): every fixture form, filled in, must come out
 * valid, with every visible field's value received.
 */
import { toGatsbyGravityForm } from '../../mocks/content/gatsby-shape';
import { content } from '../../mocks/content/index';
import { validateSubmission, type SubmittedValues } from '../../mocks/wordpress/gravityforms/validate';
import { bodyEntries, valuesFromBody } from './body';
import { activeFields } from './conditions';
import { normalizeForm } from './normalize';
import type { FieldDefinition, FormValues } from './types';
import { defaultValues, inputName } from './values';

function filledIn(field: FieldDefinition, values: FormValues): void {
  const name = inputName(field.id);
  const first = field.choices[0]?.value ?? 'Ja';
  switch (field.type) {
    case 'email':
      values[name] = 'jan@example.nl';
      break;
    case 'phone':
      values[name] = '0612345678';
      break;
    case 'website':
      values[name] = 'https://www.example.nl';
      break;
    case 'number':
      values[name] = String(field.rangeMin ?? 1);
      break;
    case 'date':
      values[name] = field.dateFormat.toLowerCase().startsWith('ymd')
        ? '2026-02-01'
        : field.dateFormat.toLowerCase().startsWith('mdy')
          ? '02/01/2026'
          : '01/02/2026';
      break;
    case 'select':
    case 'radio':
      values[name] = first;
      break;
    case 'multiselect':
      values[name] = [first];
      break;
    case 'checkbox':
      values[name] = field.choices
        .slice(0, 2)
        .map((choice) => choice.value)
        .join(',');
      break;
    case 'consent':
      values[name] = true;
      break;
    case 'list':
      values[name] = field.hasColumns ? [field.columns.map((_column, index) => `cel ${index + 1}`)] : ['regel 1'];
      break;
    case 'name':
    case 'address':
      for (const input of field.inputs)
        values[inputName(input.id)] = input.key === 'country' ? 'Netherlands' : input.key === 'zip' ? '1234 AB' : 'Tekst';
      break;
    case 'fileupload':
    case 'section':
    case 'html':
      break;
    default:
      values[name] = 'Tekst';
  }
}

function submitted(entries: ReturnType<typeof bodyEntries>): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      const list = Array.isArray(values[key]) ? (values[key] as string[]) : (values[key] = []);
      list.push(value);
    } else {
      values[name] = value;
    }
  }
  return values;
}

describe('the body as the stand-in (strict like GF 2.8.7) reads it', () => {
  it.each(content.forms.map((form) => [form.databaseId, form.title, form] as const))(
    'form %i (%s) filled in is valid',
    (_id, _title, fixture) => {
      const definition = normalizeForm(toGatsbyGravityForm(fixture), { wordpressUrl: 'https://wp.example' });
      const values = defaultValues(definition);
      for (const field of definition.fields) filledIn(field, values);
      const result = validateSubmission(fixture, submitted(bodyEntries(definition, values)));
      expect(result.validation_messages).toEqual({});
      const expected = activeFields(definition, values)
        .filter((field) => !['section', 'html', 'fileupload'].includes(field.type))
        .map((field) => String(field.id));
      expect(Object.keys(result.values).sort()).toEqual(expect.arrayContaining(expected.sort()));
    },
  );
});

describe('the stand-in is strict: keys GF ignores do not count', () => {
  it('a consent sent as input_16 instead of input_16_1 is missing', () => {
    const fixture = content.forms.find((form) => form.databaseId === 1)!;
    const definition = normalizeForm(toGatsbyGravityForm(fixture), { wordpressUrl: 'https://wp.example' });
    const values = defaultValues(definition);
    for (const field of definition.fields) filledIn(field, values);
    const body = submitted(bodyEntries(definition, values));
    const consent = definition.fields.find((field) => field.type === 'consent')!;
    const { [`${inputName(consent.id)}_1`]: given, ...rest } = body;
    expect(given).toBe('1');
    const result = validateSubmission(fixture, { ...rest, [inputName(consent.id)]: '1' });
    expect(Object.keys(result.validation_messages)).toEqual([String(consent.id)]);
  });
});

describe('valuesFromBody: the form state back from the body, as a server reads a submission', () => {
  const asParsed = {
    // Gatsby's Functions middleware (multer, append-field): `input_12[]` becomes `input_12: [...]`.
    multer: submitted,
    // A plain multipart parser (src/quotation/server/raw-body.ts) keeps the name with its brackets.
    plain: (entries: ReturnType<typeof bodyEntries>) => {
      const body: Record<string, unknown> = {};
      for (const [name, value] of entries) {
        if (typeof value !== 'string') continue;
        const previous = body[name];
        body[name] =
          previous === undefined
            ? name.endsWith('[]')
              ? [value]
              : value
            : Array.isArray(previous)
              ? [...previous, value]
              : [previous, value];
      }
      return body;
    },
  };
  it.each(
    content.forms.flatMap((form) => (['multer', 'plain'] as const).map((parser) => [form.databaseId, form.title, parser, form] as const)),
  )('form %i (%s), parsed as %s: every value the visitor gave comes back', (_id, _title, parser, fixture) => {
    const definition = normalizeForm(toGatsbyGravityForm(fixture), { wordpressUrl: 'https://wp.example' });
    const values = defaultValues(definition);
    for (const field of definition.fields) filledIn(field, values);
    const back = valuesFromBody(definition, asParsed[parser](bodyEntries(definition, values)));
    for (const field of activeFields(definition, values).filter((item) => !['section', 'html', 'fileupload'].includes(item.type))) {
      const names =
        field.type === 'name' || field.type === 'address'
          ? field.inputs.filter((item) => !item.isHidden).map((item) => inputName(item.id))
          : [inputName(field.id)];
      for (const name of names) expect({ name, value: back[name] }).toEqual({ name, value: values[name] });
    }
  });
});
