/**
 * The build's quotation data the endpoint works with: written once per build
 * (src/build/quotation-file.ts: the packages from allWpPackage through toQuotationPackages, form 5
 * through normalizeForm), read by the function (cached per file and mtime).
 */
import { readFile, stat } from 'node:fs/promises';
import type { FormDefinition } from '../../forms/types';
import type { QuotationPackage } from '../types';
import type { PackagesFile } from './packages-file';

export { writePackagesFile, type PackagesFile } from './packages-file';

export interface QuotationBuild {
  packages: QuotationPackage[];
  /** null: the build found no form 5 in WordPress. */
  form: FormDefinition | null;
}

let cached: { file: string; mtimeMs: number; build: QuotationBuild } | null = null;

const isForm = (value: unknown): value is FormDefinition =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as FormDefinition).formId) &&
  Array.isArray((value as FormDefinition).fields);

/**
 * The packages and form of the build. They are read back through the shapes the build wrote, so
 * a file that is not ours fails loudly here rather than pricing or validating anything wrongly.
 */
export async function loadQuotationBuild(file: string): Promise<QuotationBuild> {
  const { mtimeMs } = await stat(file);
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.build;
  const data = JSON.parse(await readFile(file, 'utf8')) as Partial<PackagesFile>;
  if (
    !Array.isArray(data.packages) ||
    data.packages.some((pkg) => !Number.isSafeInteger(pkg?.databaseId) || !Number.isSafeInteger(pkg?.priceFromCents))
  ) {
    throw new Error(`${file} does not hold the build's quotation packages`);
  }
  // A file from before the form was written has no `form` key: that build must be redone, not read as "no form".
  if (!('form' in data) || (data.form !== null && !isForm(data.form)))
    throw new Error(`${file} does not hold the build's quotation form (build the site again)`);
  const build: QuotationBuild = { packages: data.packages, form: data.form ?? null };
  cached = { file, mtimeMs, build };
  return build;
}

/** The build's packages alone (the resend script prices with them). */
export async function loadPackages(file: string): Promise<QuotationPackage[]> {
  return (await loadQuotationBuild(file)).packages;
}
