/**
 * @jest-environment node
 *
 * An address field's defaults as WPGraphQL for Gravity Forms v0.12.6 answers them: the stored
 * names (what Gravity Forms 2.8.7 stores) serialized by AddressFieldCountryEnum and
 * AddressFieldProvinceEnum, whose internal values are those names; any other stored value fails
 * the field, as graphql-php fails it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isEnumType } from 'graphql';
import type { GfField } from '../../content/types';
import { forms } from '../../content/forms';
import { GF_COUNTRIES } from '../../../src/forms/countries';
import { fieldNode } from './model';

const address = (overrides: Partial<GfField>) =>
  fieldNode({ id: 24, type: 'address', label: 'Adres', isRequired: false, inputs: [], ...overrides } as GfField) as unknown as Record<string, () => unknown>;

describe('address field defaults', () => {
  it("maps GF's stored country name to its ISO code and a Canadian province to its enum value", () => {
    const field = address({ defaultCountry: 'Netherlands', defaultProvince: 'British Columbia', defaultState: 'Ontario' });
    expect(field.defaultCountry!()).toBe('NL');
    expect(field.defaultProvince!()).toBe('BRITISH_COLUMBIA');
    expect(field.defaultState!()).toBe('ONTARIO');
    expect(address({ defaultCountry: "Côte d'Ivoire" }).defaultCountry!()).toBe('CI');
  });

  it('answers null when nothing is stored', () => {
    const field = address({});
    expect([field.defaultCountry!(), field.defaultProvince!(), field.defaultState!()]).toEqual([null, null, null]);
  });

  it('fails on a value the enum lacks, as the plugin does (a translated name, a non-Canadian province, an empty string)', () => {
    expect(() => address({ defaultCountry: 'Nederland' }).defaultCountry!()).toThrow('Expected a value of type "AddressFieldCountryEnum" but received: Nederland');
    expect(() => address({ defaultProvince: 'Utrecht' }).defaultProvince!()).toThrow('Expected a value of type "AddressFieldProvinceEnum" but received: Utrecht');
    expect(() => address({ defaultState: '' }).defaultState!()).toThrow('Expected a value of type "AddressFieldProvinceEnum" but received: (empty string)');
  });

  it("every fixture address field holds values GF stores and the plugin can answer", () => {
    const fields = forms.flatMap((form) => form.fields).filter((field) => field.type === 'address');
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const node = address(field);
      expect(() => [node.defaultCountry!(), node.defaultProvince!(), node.defaultState!()]).not.toThrow();
    }
  });

  it("has the real AddressFieldCountryEnum's 249 codes", () => {
    const real = buildSchema(readFileSync(path.join(__dirname, '..', 'contract', 'remote-schema.graphql'), 'utf8'), { assumeValidSDL: true }).getType('AddressFieldCountryEnum');
    expect(isEnumType(real)).toBe(true);
    const codes = isEnumType(real) ? real.getValues().map((value) => value.name) : [];
    expect(GF_COUNTRIES.map(([code]) => code).sort()).toEqual(codes.sort());
  });
});
