/**
 * @jest-environment node
 *
 * The stand-in's Gravity Forms schema against the real one (WPGraphQL for Gravity Forms v0.12.6):
 * every type gravityforms/schema.graphql defines, and the root fields that reach it, must exist in
 * the real schema with the same kind, and every field, argument, interface and enum value the
 * stand-in has must be there too, with the same type. The real schema is
 * contract/remote-schema.graphql when it has been captured, else the introspection of
 * ../shared/real-wordpress (schema.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getNamedType,
  graphql,
  isEnumType,
  isInterfaceType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { content } from '../../content/index';
import type { Content } from '../../content/types';
import { createModel } from '../model';
import { buildSchemaSdl } from '../schema';

const wordpressDir = path.join(__dirname, '..');
const remoteSdl = path.join(wordpressDir, 'contract', 'remote-schema.graphql');
const introspection = path.join(wordpressDir, '..', '..', '..', 'shared', 'real-wordpress', 'schema.json');

function realSchema(): GraphQLSchema {
  if (existsSync(remoteSdl)) return buildSchema(readFileSync(remoteSdl, 'utf8'));
  const json = JSON.parse(readFileSync(introspection, 'utf8'));
  return buildClientSchema(json.data ?? json);
}

const schemaSdl = buildSchemaSdl(readFileSync(path.join(wordpressDir, 'schema.graphql'), 'utf8'), wordpressDir);
const standIn = buildSchema(schemaSdl);
const real = realSchema();

/** The types gravityforms/schema.graphql defines. */
const gfTypeNames = parse(readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8'))
  .definitions.flatMap((definition) => ('name' in definition && definition.name ? [definition.name.value] : []));

const kind = (type: GraphQLNamedType | undefined | null) => type?.constructor.name;

/** What a field of the stand-in has that the real field lacks or types differently. */
function fieldDifferences(owner: string, field: GraphQLField<unknown, unknown>, realField: GraphQLField<unknown, unknown> | undefined) {
  if (!realField) return [`${owner}.${field.name}: no such field in the real schema`];
  const differences: string[] = [];
  if (String(field.type) !== String(realField.type)) {
    differences.push(`${owner}.${field.name}: ${String(field.type)}, real ${String(realField.type)}`);
  }
  for (const arg of field.args) {
    const realArg = realField.args.find((candidate) => candidate.name === arg.name);
    if (!realArg) differences.push(`${owner}.${field.name}(${arg.name}): no such argument in the real schema`);
    else if (String(arg.type) !== String(realArg.type)) {
      differences.push(`${owner}.${field.name}(${arg.name}): ${String(arg.type)}, real ${String(realArg.type)}`);
    }
  }
  return differences;
}

function typeDifferences(name: string): string[] {
  const type = standIn.getType(name);
  const realType = real.getType(name);
  if (!type) return [`${name}: not in the stand-in's schema`];
  if (!realType) return [`${name}: no such type in the real schema`];
  if (kind(type) !== kind(realType)) return [`${name}: ${kind(type)}, real ${kind(realType)}`];
  if (isEnumType(type) && isEnumType(realType)) {
    return type
      .getValues()
      .filter((value) => !realType.getValue(value.name))
      .map((value) => `${name}.${value.name}: no such enum value in the real schema`);
  }
  if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(realType) || isInterfaceType(realType))) {
    const realFields = realType.getFields();
    const realInterfaces = new Set(realType.getInterfaces().map((candidate) => candidate.name));
    return [
      ...Object.values(type.getFields()).flatMap((field) => fieldDifferences(name, field, realFields[field.name])),
      ...type
        .getInterfaces()
        .filter((candidate) => !realInterfaces.has(candidate.name))
        .map((candidate) => `${name} implements ${candidate.name}: not in the real schema`),
    ];
  }
  return [];
}

describe('the Gravity Forms schema is WPGraphQL for Gravity Forms v0.12.6’s', () => {
  it('defines the field types of every fixture form, with typed choices and inputs', () => {
    const fixtureTypes = new Set(content.forms.flatMap((form) => form.fields.map((field) => field.type)));
    expect(fixtureTypes.size).toBeGreaterThan(15);
    expect(gfTypeNames).toEqual(
      expect.arrayContaining([
        'GfForm',
        'FormField',
        'GfFieldChoice',
        'GfFieldInput',
        'CheckboxFieldChoice',
        'CheckboxInputProperty',
        'NameInputProperty',
        'AddressInputProperty',
        'GfFieldWithLabelSetting',
        'GfFieldWithRulesSetting',
      ]),
    );
    expect(gfTypeNames).not.toContain('FormFieldChoice');
    expect(gfTypeNames).not.toContain('FormFieldInput');
  });

  it.each(gfTypeNames)('%s: every field, argument, interface and enum value is the real one', (name) => {
    expect(typeDifferences(name)).toEqual([]);
  });

  it('the root fields gfForms and gfForm are the real ones', () => {
    const root = standIn.getQueryType()!;
    const realRoot = real.getQueryType()!;
    const differences = ['gfForms', 'gfForm'].flatMap((name) =>
      fieldDifferences(root.name, root.getFields()[name]!, realRoot.getFields()[name]),
    );
    expect(differences).toEqual([]);
  });

  it('the FormField interface has no label or other setting: those are the GfFieldWith…Setting interfaces', () => {
    const fields = Object.keys((standIn.getType('FormField') as unknown as { getFields(): object }).getFields());
    expect(fields).not.toContain('label');
    expect(fields).not.toContain('isRequired');
  });
});

describe('a checkbox field answers in the plugin’s shapes', () => {
  const options = { baseUrl: 'http://127.0.0.1:8788', schemaSdl, mediaFiles: new Map() };
  const intake = content.forms.find((form) => form.fields.some((field) => field.type === 'checkbox'))!;
  const checkbox = intake.fields.find((field) => field.type === 'checkbox')!;

  const query = /* GraphQL */ `
    query ($id: ID!) {
      gfForm(id: $id, idType: DATABASE_ID) {
        databaseId
        labelPlacement
        formFields(first: 100) {
          nodes {
            __typename
            databaseId
            type
            ... on GfFieldWithLabelSetting { label }
            ... on GfFieldWithLabelPlacementSetting { labelPlacement }
            ... on GfFieldWithRulesSetting { isRequired }
            ... on CheckboxField {
              choices { __typename ... on CheckboxFieldChoice { text value isSelected } }
              inputs { __typename ... on CheckboxInputProperty { id label } }
            }
          }
        }
      }
    }
  `;

  async function checkboxNode(siteContent: Content) {
    const { root } = createModel(siteContent, options);
    const result = await graphql({ schema: standIn, source: query, rootValue: root, variableValues: { id: String(intake.databaseId) } });
    expect(result.errors ?? []).toEqual([]);
    const form = result.data!.gfForm as { labelPlacement: string; formFields: { nodes: Record<string, unknown>[] } };
    return { form, node: form.formFields.nodes.find((node) => node.databaseId === checkbox.id)! };
  }

  it('choices as CheckboxFieldChoice, inputs as CheckboxInputProperty with Float ids (13.1)', async () => {
    const { node } = await checkboxNode(content);
    expect(node).toMatchObject({ __typename: 'CheckboxField', type: 'CHECKBOX', label: checkbox.label, isRequired: checkbox.isRequired });
    expect(node.choices).toEqual(
      checkbox.choices!.map((choice) => ({ __typename: 'CheckboxFieldChoice', text: choice.text, value: choice.value, isSelected: false })),
    );
    const inputs = node.inputs as { __typename: string; id: number; label: string }[];
    expect(inputs).toEqual(checkbox.inputs!.map((input) => ({ __typename: 'CheckboxInputProperty', id: Number(input.id), label: input.label })));
    expect(inputs[0]!.id).toBe(Number(`${checkbox.id}.1`));
    expect(Number.isInteger(inputs[0]!.id)).toBe(false);
  });

  it('labelPlacement: top_label is TOP, an empty one INHERIT (the form’s, TOP)', async () => {
    const unset = await checkboxNode(content);
    expect(checkbox.labelPlacement ?? null).toBeNull();
    expect(unset.node.labelPlacement).toBe('INHERIT');
    expect(unset.form.labelPlacement).toBe('TOP');

    const changed: Content = structuredClone(content);
    const field = changed.forms.find((form) => form.databaseId === intake.databaseId)!.fields.find((candidate) => candidate.id === checkbox.id)!;
    field.labelPlacement = 'top_label';
    expect((await checkboxNode(changed)).node.labelPlacement).toBe('TOP');
  });
});

describe('every fixture form resolves in full', () => {
  it('answers every field every form has, without errors', async () => {
    const { root } = createModel(content, { baseUrl: 'http://127.0.0.1:8788', schemaSdl, mediaFiles: new Map() });
    /** Every field of a type, every possible type of an interface, all the way down (GF types have no cycles). */
    const selection = (type: GraphQLNamedType): string => {
      if (isInterfaceType(type)) {
        return `__typename ${standIn.getPossibleTypes(type).map((candidate) => `... on ${candidate.name} { ${selection(candidate)} }`).join(' ')}`;
      }
      if (!isObjectType(type)) return '';
      return Object.values(type.getFields())
        .map((field) => {
          const named = getNamedType(field.type);
          const args = field.args.some((arg) => arg.name === 'first') ? '(first: 100)' : '';
          return isObjectType(named) || isInterfaceType(named) ? `${field.name}${args} { ${selection(named)} }` : field.name;
        })
        .join(' ');
    };
    const formFieldTypes = standIn.getPossibleTypes(standIn.getType('FormField') as GraphQLInterfaceType);
    const source = `{ gfForms(first: 100) { nodes { ${selection(standIn.getType('GfForm')!)} } } }`;
    const result = await graphql({ schema: standIn, source, rootValue: root });
    expect(result.errors ?? []).toEqual([]);
    const forms = (result.data!.gfForms as { nodes: { formFields: { nodes: { __typename: string }[] } }[] }).nodes;
    expect(forms).toHaveLength(content.forms.length);
    const typenames = new Set(forms.flatMap((form) => form.formFields.nodes.map((node) => node.__typename)));
    expect(typenames.size).toBe(formFieldTypes.length);
  });
});
