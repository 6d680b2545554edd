import { countryChoices, dutchCountryNames, GF_COUNTRIES, gfCountryCode, gfCountryName } from './countries';
import { DUTCH_COUNTRIES } from './countries-nl';

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
});

describe('the country select (countryChoices)', () => {
  const collator = new Intl.Collator('nl');
  const textOf = (choices: { text: string; value: string }[], value: string) => choices.find((choice) => choice.value === value)?.text;

  it('names every country of GF’s list in Dutch; the value stays the name GF stores', () => {
    const choices = countryChoices();
    expect(choices.map((choice) => choice.value).sort()).toEqual(GF_COUNTRIES.map(([, name]) => name).sort());
    expect(textOf(choices, 'Netherlands')).toBe('Nederland');
    expect(textOf(choices, 'Germany')).toBe('Duitsland');
    expect(textOf(choices, 'Belgium')).toBe('België');
    expect(textOf(choices, 'United States')).toBe('Verenigde Staten');
    // No English left where Dutch has its own name.
    expect(choices.map((choice) => choice.text)).not.toContain('Netherlands');
  });

  it('sorts the Dutch way: by the Dutch names, letters with accents beside their base letter', () => {
    const texts = countryChoices().map((choice) => choice.text);
    expect(texts).toEqual([...texts].sort(collator.compare));
    // Code point order (a plain sort) would put Åland after Zweden.
    expect(texts.indexOf('Åland')).toBeLessThan(texts.indexOf('Albanië'));
    expect(texts.indexOf('Duitsland')).toBeLessThan(texts.indexOf('Frankrijk'));
    expect(texts.indexOf('Frankrijk')).toBeLessThan(texts.indexOf('Nederland'));
  });

  it.each([
    ['a code, as WPGraphQL answers defaultCountry', 'NL'],
    ['GF’s name, as GF stores it', 'Netherlands'],
    ['GF’s name in another case', 'netherlands'],
  ])('puts the default country first, given as %s; the rest stay in Dutch order', (_as, defaultCountry) => {
    const choices = countryChoices(defaultCountry);
    expect(choices[0]).toEqual({ text: 'Nederland', value: 'Netherlands' });
    const rest = choices.slice(1).map((choice) => choice.text);
    expect(rest).toEqual([...rest].sort(collator.compare));
    expect(choices).toHaveLength(GF_COUNTRIES.length);
  });

  it('without a default, or with one GF does not know, keeps the plain Dutch order', () => {
    expect(countryChoices('')).toEqual(countryChoices());
    expect(countryChoices('Atlantis')).toEqual(countryChoices());
    expect(countryChoices()[0]!.text).toBe('Afghanistan');
  });

  it('is the committed list scripts/countries-nl.ts generates: server and browser name the countries alike', () => {
    // Fails after a change of GF's list or of Node's ICU: run `node scripts/countries-nl.ts`.
    expect(DUTCH_COUNTRIES).toEqual(dutchCountryNames(GF_COUNTRIES));
  });

  it('needs no Intl in the page: the options come from the committed list', () => {
    const displayNames = jest.spyOn(Intl, 'DisplayNames');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./countries')>('./countries');
      expect(textOf(fresh.countryChoices(), 'Germany')).toBe('Duitsland');
    });
    expect(displayNames).not.toHaveBeenCalled();
    displayNames.mockRestore();
  });

  it('the generator falls back to GF’s own name where the ICU has no Dutch name for a code', () => {
    const of = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockImplementation((code: string) => (code === 'DE' ? undefined : 'Land'));
    try {
      expect(
        dutchCountryNames([
          ['DE', 'Germany'],
          ['NL', 'Netherlands'],
        ]),
      ).toEqual([
        ['DE', 'Germany'],
        ['NL', 'Land'],
      ]);
    } finally {
      of.mockRestore();
    }
  });

  it('gives each caller its own options (a caller changing one leaves the next form alone)', () => {
    const first = countryChoices('NL');
    first[0]!.text = 'Veranderd';
    expect(countryChoices('NL')[0]!.text).toBe('Nederland');
  });
});
