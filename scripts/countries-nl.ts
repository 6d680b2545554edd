/**
 * Writes src/forms/countries-nl.ts: the Dutch name of every country of Gravity Forms' list
 * (src/forms/countries.ts GF_COUNTRIES), from this Node's ICU (Intl.DisplayNames), in Dutch
 * alphabetical order (Intl.Collator). One committed list for the server render and the browser,
 * so the address field's country select in the server's HTML is what the browser hydrates,
 * whatever ICU a visitor's browser has. Run after changing GF's list:
 *
 *   node scripts/countries-nl.ts
 *
 * src/forms/countries.test.ts holds the committed list to this generator.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import './lib/resolve-ts.ts';

const { GF_COUNTRIES, dutchCountryNames, DUTCH_COUNTRIES_FILE_HEADER } = await import('../src/forms/countries.ts');
const rows = dutchCountryNames(GF_COUNTRIES)
  .map(([code, name]) => `  [${JSON.stringify(code)}, ${JSON.stringify(name)}],`)
  .join('\n');
const target = fileURLToPath(new URL('../src/forms/countries-nl.ts', import.meta.url));
const source = `${DUTCH_COUNTRIES_FILE_HEADER}\nexport const DUTCH_COUNTRIES: readonly (readonly [code: string, name: string])[] = [\n${rows}\n];\n`;
// In the project's format, so `npm test`'s format step passes without a second command.
writeFileSync(target, await prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target }));
console.log(`wrote src/forms/countries-nl.ts: ${GF_COUNTRIES.length} countries`);
