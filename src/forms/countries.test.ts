import { GF_COUNTRIES, GF_COUNTRY_NAMES, gfCountryCode, gfCountryName } from './countries';

describe("Gravity Forms' country list", () => {
  it('one entry per code and per name', () => {
    expect(new Set(GF_COUNTRIES.map(([code]) => code)).size).toBe(GF_COUNTRIES.length);
    expect(new Set(GF_COUNTRIES.map(([, name]) => name)).size).toBe(GF_COUNTRIES.length);
    for (const [code] of GF_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['NL', 'Netherlands'],
    ['nl', 'Netherlands'],
    ['CI', "Côte d'Ivoire"],
    ['Netherlands', 'Netherlands'],
    ['NETHERLANDS', 'Netherlands'],
    ['Nederland', 'Nederland'],
    ['', ''],
  ])('gfCountryName(%j) → %j', (value, expected) => {
    expect(gfCountryName(value)).toBe(expected);
  });

  it('gfCountryCode: GF_Field_Address::get_country_code (upper-cased name)', () => {
    expect(gfCountryCode('netherlands')).toBe('NL');
    expect(gfCountryCode('Nederland')).toBeUndefined();
  });

  it("lists the names as PHP's sort() orders them (byte order)", () => {
    expect(GF_COUNTRY_NAMES).toHaveLength(GF_COUNTRIES.length);
    expect(GF_COUNTRY_NAMES[0]).toBe('Afghanistan');
    expect(GF_COUNTRY_NAMES.at(-1)).toBe('Åland Islands');
    expect(GF_COUNTRY_NAMES.indexOf('US Minor Outlying Islands')).toBeLessThan(GF_COUNTRY_NAMES.indexOf('Uganda'));
  });
});
