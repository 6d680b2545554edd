/**
 * Writing the build's quotation data (createPages, src/build/quotation-file.ts): the packages and
 * the dialog's form. Kept apart from the function's reader (packages.ts): gatsby-node is bundled
 * into Gatsby's query engine, which accepts only the imports gatsby-node already has (node:fs,
 * node:path) in its main chunk, so src/build/quotation-file.ts loads this module only when
 * createPages runs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FormDefinition } from '../../forms/types';
import { toQuotationPackages, type QuotationPackage, type RawPackage } from '../types';

export interface PackagesFile {
  builtAt: string;
  packages: QuotationPackage[];
  /** Gravity Forms form 5 as the dialog renders it (normalizeForm); null when WordPress has none. */
  form: FormDefinition | null;
}

/** Writes the build's packages and form. Returns how many packages could be priced. */
export function writePackagesFile(
  file: string,
  raws: ReadonlyArray<RawPackage | null | undefined>,
  form: FormDefinition | null,
  now = new Date(),
): number {
  const packages = toQuotationPackages(raws);
  mkdirSync(path.dirname(file), { recursive: true });
  const data: PackagesFile = { builtAt: now.toISOString(), packages, form };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return packages.length;
}
