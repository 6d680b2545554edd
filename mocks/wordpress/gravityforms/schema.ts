/**
 * The Gravity Forms part of the stand-in's schema: gravityforms/schema.graphql, written after
 * WPGraphQL for Gravity Forms v0.12.6, and AddressFieldCountryEnum, generated from Gravity Forms'
 * country list (src/forms/countries.ts) as the plugin generates it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GF_COUNTRIES } from '../../../src/forms/countries.ts';

/** AddressFieldCountryEnum: one value per ISO code of GF_Field_Address::get_default_countries(). */
export function countryEnumSdl(): string {
  return `"Countries supported by Gravity Forms Address Field."\nenum AddressFieldCountryEnum {\n${GF_COUNTRIES.map(([code]) => `  ${code}`).join('\n')}\n}`;
}

/** The Gravity Forms SDL; `wordpressDir` is mocks/wordpress. */
export function gravityFormsSdl(wordpressDir: string): string {
  return `${readFileSync(path.join(wordpressDir, 'gravityforms', 'schema.graphql'), 'utf8')}\n${countryEnumSdl()}\n`;
}
