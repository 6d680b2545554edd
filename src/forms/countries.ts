import { DUTCH_COUNTRIES } from './countries-nl.ts';
import type { Choice } from './types';

/**
 * Gravity Forms 2.8.7's countries, GF_Field_Address::get_default_countries() (includes/fields/
 * class-gf-field-address.php): ISO 3166-1 alpha-2 code and the name as GF lists it untranslated.
 * The name is what GF stores and reads: an address field's defaultCountry, and the country
 * sub-input's submitted value (24.6 = 'Netherlands'; GF's own form renders a select of these names,
 * get_country_dropdown). WPGraphQL for Gravity Forms v0.12.6 makes AddressFieldCountryEnum of the
 * list: one value per code, whose internal value is the name — so it answers defaultCountry as the
 * code ('NL'). One list for the engine and the WordPress stand-in (mocks/wordpress/gravityforms).
 * Copied from the PHP source in the same order; do not edit by hand.
 */
export const GF_COUNTRIES: readonly (readonly [code: string, name: string])[] = [
  ['AF', 'Afghanistan'],
  ['AX', 'Åland Islands'],
  ['AL', 'Albania'],
  ['DZ', 'Algeria'],
  ['AS', 'American Samoa'],
  ['AD', 'Andorra'],
  ['AO', 'Angola'],
  ['AI', 'Anguilla'],
  ['AQ', 'Antarctica'],
  ['AG', 'Antigua and Barbuda'],
  ['AR', 'Argentina'],
  ['AM', 'Armenia'],
  ['AW', 'Aruba'],
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['AZ', 'Azerbaijan'],
  ['BS', 'Bahamas'],
  ['BH', 'Bahrain'],
  ['BD', 'Bangladesh'],
  ['BB', 'Barbados'],
  ['BY', 'Belarus'],
  ['BE', 'Belgium'],
  ['BZ', 'Belize'],
  ['BJ', 'Benin'],
  ['BM', 'Bermuda'],
  ['BT', 'Bhutan'],
  ['BO', 'Bolivia'],
  ['BQ', 'Bonaire, Sint Eustatius and Saba'],
  ['BA', 'Bosnia and Herzegovina'],
  ['BW', 'Botswana'],
  ['BV', 'Bouvet Island'],
  ['BR', 'Brazil'],
  ['IO', 'British Indian Ocean Territory'],
  ['BN', 'Brunei Darussalam'],
  ['BG', 'Bulgaria'],
  ['BF', 'Burkina Faso'],
  ['BI', 'Burundi'],
  ['CV', 'Cabo Verde'],
  ['KH', 'Cambodia'],
  ['CM', 'Cameroon'],
  ['CA', 'Canada'],
  ['KY', 'Cayman Islands'],
  ['CF', 'Central African Republic'],
  ['TD', 'Chad'],
  ['CL', 'Chile'],
  ['CN', 'China'],
  ['CX', 'Christmas Island'],
  ['CC', 'Cocos Islands'],
  ['CO', 'Colombia'],
  ['KM', 'Comoros'],
  ['CD', 'Congo, Democratic Republic of the'],
  ['CG', 'Congo'],
  ['CK', 'Cook Islands'],
  ['CR', 'Costa Rica'],
  ['CI', "Côte d'Ivoire"],
  ['HR', 'Croatia'],
  ['CU', 'Cuba'],
  ['CW', 'Curaçao'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DK', 'Denmark'],
  ['DJ', 'Djibouti'],
  ['DM', 'Dominica'],
  ['DO', 'Dominican Republic'],
  ['EC', 'Ecuador'],
  ['EG', 'Egypt'],
  ['SV', 'El Salvador'],
  ['GQ', 'Equatorial Guinea'],
  ['ER', 'Eritrea'],
  ['EE', 'Estonia'],
  ['SZ', 'Eswatini'],
  ['ET', 'Ethiopia'],
  ['FK', 'Falkland Islands'],
  ['FO', 'Faroe Islands'],
  ['FJ', 'Fiji'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GF', 'French Guiana'],
  ['PF', 'French Polynesia'],
  ['TF', 'French Southern Territories'],
  ['GA', 'Gabon'],
  ['GM', 'Gambia'],
  ['GE', 'Georgia'],
  ['DE', 'Germany'],
  ['GH', 'Ghana'],
  ['GI', 'Gibraltar'],
  ['GR', 'Greece'],
  ['GL', 'Greenland'],
  ['GD', 'Grenada'],
  ['GP', 'Guadeloupe'],
  ['GU', 'Guam'],
  ['GT', 'Guatemala'],
  ['GG', 'Guernsey'],
  ['GN', 'Guinea'],
  ['GW', 'Guinea-Bissau'],
  ['GY', 'Guyana'],
  ['HT', 'Haiti'],
  ['HM', 'Heard Island and McDonald Islands'],
  ['VA', 'Holy See'],
  ['HN', 'Honduras'],
  ['HK', 'Hong Kong'],
  ['HU', 'Hungary'],
  ['IS', 'Iceland'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['IR', 'Iran'],
  ['IQ', 'Iraq'],
  ['IE', 'Ireland'],
  ['IM', 'Isle of Man'],
  ['IL', 'Israel'],
  ['IT', 'Italy'],
  ['JM', 'Jamaica'],
  ['JP', 'Japan'],
  ['JE', 'Jersey'],
  ['JO', 'Jordan'],
  ['KZ', 'Kazakhstan'],
  ['KE', 'Kenya'],
  ['KI', 'Kiribati'],
  ['KP', "Korea, Democratic People's Republic of"],
  ['KR', 'Korea, Republic of'],
  ['KW', 'Kuwait'],
  ['KG', 'Kyrgyzstan'],
  ['LA', "Lao People's Democratic Republic"],
  ['LV', 'Latvia'],
  ['LB', 'Lebanon'],
  ['LS', 'Lesotho'],
  ['LR', 'Liberia'],
  ['LY', 'Libya'],
  ['LI', 'Liechtenstein'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MO', 'Macao'],
  ['MG', 'Madagascar'],
  ['MW', 'Malawi'],
  ['MY', 'Malaysia'],
  ['MV', 'Maldives'],
  ['ML', 'Mali'],
  ['MT', 'Malta'],
  ['MH', 'Marshall Islands'],
  ['MQ', 'Martinique'],
  ['MR', 'Mauritania'],
  ['MU', 'Mauritius'],
  ['YT', 'Mayotte'],
  ['MX', 'Mexico'],
  ['FM', 'Micronesia'],
  ['MD', 'Moldova'],
  ['MC', 'Monaco'],
  ['MN', 'Mongolia'],
  ['ME', 'Montenegro'],
  ['MS', 'Montserrat'],
  ['MA', 'Morocco'],
  ['MZ', 'Mozambique'],
  ['MM', 'Myanmar'],
  ['NA', 'Namibia'],
  ['NR', 'Nauru'],
  ['NP', 'Nepal'],
  ['NL', 'Netherlands'],
  ['NC', 'New Caledonia'],
  ['NZ', 'New Zealand'],
  ['NI', 'Nicaragua'],
  ['NE', 'Niger'],
  ['NG', 'Nigeria'],
  ['NU', 'Niue'],
  ['NF', 'Norfolk Island'],
  ['MK', 'North Macedonia'],
  ['MP', 'Northern Mariana Islands'],
  ['NO', 'Norway'],
  ['OM', 'Oman'],
  ['PK', 'Pakistan'],
  ['PW', 'Palau'],
  ['PS', 'Palestine, State of'],
  ['PA', 'Panama'],
  ['PG', 'Papua New Guinea'],
  ['PY', 'Paraguay'],
  ['PE', 'Peru'],
  ['PH', 'Philippines'],
  ['PN', 'Pitcairn'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['PR', 'Puerto Rico'],
  ['QA', 'Qatar'],
  ['RE', 'Réunion'],
  ['RO', 'Romania'],
  ['RU', 'Russian Federation'],
  ['RW', 'Rwanda'],
  ['BL', 'Saint Barthélemy'],
  ['SH', 'Saint Helena, Ascension and Tristan da Cunha'],
  ['KN', 'Saint Kitts and Nevis'],
  ['LC', 'Saint Lucia'],
  ['MF', 'Saint Martin'],
  ['PM', 'Saint Pierre and Miquelon'],
  ['VC', 'Saint Vincent and the Grenadines'],
  ['WS', 'Samoa'],
  ['SM', 'San Marino'],
  ['ST', 'Sao Tome and Principe'],
  ['SA', 'Saudi Arabia'],
  ['SN', 'Senegal'],
  ['RS', 'Serbia'],
  ['SC', 'Seychelles'],
  ['SL', 'Sierra Leone'],
  ['SG', 'Singapore'],
  ['SX', 'Sint Maarten'],
  ['SK', 'Slovakia'],
  ['SI', 'Slovenia'],
  ['SB', 'Solomon Islands'],
  ['SO', 'Somalia'],
  ['ZA', 'South Africa'],
  ['GS', 'South Georgia and the South Sandwich Islands'],
  ['SS', 'South Sudan'],
  ['ES', 'Spain'],
  ['LK', 'Sri Lanka'],
  ['SD', 'Sudan'],
  ['SR', 'Suriname'],
  ['SJ', 'Svalbard and Jan Mayen'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['SY', 'Syria Arab Republic'],
  ['TW', 'Taiwan'],
  ['TJ', 'Tajikistan'],
  ['TZ', 'Tanzania, the United Republic of'],
  ['TH', 'Thailand'],
  ['TL', 'Timor-Leste'],
  ['TG', 'Togo'],
  ['TK', 'Tokelau'],
  ['TO', 'Tonga'],
  ['TT', 'Trinidad and Tobago'],
  ['TN', 'Tunisia'],
  ['TR', 'Türkiye'],
  ['TM', 'Turkmenistan'],
  ['TC', 'Turks and Caicos Islands'],
  ['TV', 'Tuvalu'],
  ['UG', 'Uganda'],
  ['UA', 'Ukraine'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
  ['UY', 'Uruguay'],
  ['UM', 'US Minor Outlying Islands'],
  ['UZ', 'Uzbekistan'],
  ['VU', 'Vanuatu'],
  ['VE', 'Venezuela'],
  ['VN', 'Viet Nam'],
  ['VG', 'Virgin Islands, British'],
  ['VI', 'Virgin Islands, U.S.'],
  ['WF', 'Wallis and Futuna'],
  ['EH', 'Western Sahara'],
  ['YE', 'Yemen'],
  ['ZM', 'Zambia'],
  ['ZW', 'Zimbabwe'],
];

const NAME_BY_CODE = new Map(GF_COUNTRIES.map(([code, name]) => [code, name]));
/** GF_Field_Address::get_country_codes(): upper-case name → code. */
const CODE_BY_UPPER_NAME = new Map(GF_COUNTRIES.map(([code, name]) => [name.toUpperCase(), code]));

/**
 * The country as GF stores and reads it: a code ('NL', as WPGraphQL answers defaultCountry) → its
 * name ('Netherlands'); a name GF knows (any case) → GF's spelling; anything else unchanged.
 */
export function gfCountryName(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const byCode = NAME_BY_CODE.get(trimmed.toUpperCase());
  if (byCode && trimmed.length === 2) return byCode;
  const code = CODE_BY_UPPER_NAME.get(trimmed.toUpperCase());
  return code ? NAME_BY_CODE.get(code)! : value;
}

/** GF_Field_Address::get_country_code(): a name (any case) → its code; undefined when GF lacks it. */
export function gfCountryCode(name: string): string | undefined {
  return CODE_BY_UPPER_NAME.get(name.trim().toUpperCase());
}

/** The site's language (docs/behaviour/forms.md#validation-messages: nl): the country select names the countries in it. */
const LOCALE = 'nl';

/** The first lines of the generated list (src/forms/countries-nl.ts). */
export const DUTCH_COUNTRIES_FILE_HEADER = `/**
 * The Dutch names of Gravity Forms' countries (countries.ts GF_COUNTRIES) in Dutch alphabetical
 * order. Generated by scripts/countries-nl.ts from Intl; do not edit by hand.
 */`;

/**
 * The Dutch name of each country of a list, from the ISO code through Intl.DisplayNames (GF's own
 * name where the ICU has no Dutch one, so no country is lost), sorted the Dutch way
 * (Intl.Collator). Run at build time only (scripts/countries-nl.ts writes countries-nl.ts), not in
 * the page: the server's HTML and the browser share the committed list, where each runtime's ICU
 * could name a country differently and break hydration.
 */
export function dutchCountryNames(countries: readonly (readonly [code: string, name: string])[]): [code: string, name: string][] {
  const names = new Intl.DisplayNames([LOCALE], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(LOCALE);
  return countries.map(([code, name]): [string, string] => [code, names.of(code) || name]).sort((a, b) => collator.compare(a[1], b[1]));
}

/** The committed Dutch list as options, built once. */
let dutchChoices: readonly Choice[] | undefined;

/**
 * The options of an address field's country select: the text the Dutch name ('Nederland',
 * 'Duitsland', 'België'), the value the name GF stores and reads ('Netherlands'), as GF's own select
 * sends it (get_country_dropdown). Dutch alphabetical order (countries-nl.ts), the field's default
 * country (a code or a name of GF's list) first, where a visitor looks for it.
 */
export function countryChoices(defaultCountry = ''): Choice[] {
  dutchChoices ??= DUTCH_COUNTRIES.map(([code, text]) => ({ text, value: NAME_BY_CODE.get(code) ?? text }));
  const first = gfCountryName(defaultCountry);
  const pinned = dutchChoices.find((choice) => choice.value === first);
  const ordered = pinned ? [pinned, ...dutchChoices.filter((choice) => choice !== pinned)] : dutchChoices;
  return ordered.map((choice) => ({ ...choice }));
}
