/**
 * The package data the endpoint validates against: written once per build by gatsby-node from
 * allWpPackage through toQuotationPackages, read by the function (cached per file and mtime).
 */
import { readFile, stat } from 'node:fs/promises';
import type { QuotationPackage } from '../types';
import type { PackagesFile } from './packages-file';

export { writePackagesFile, type PackagesFile } from './packages-file';

let cached: { file: string; mtimeMs: number; packages: QuotationPackage[] } | null = null;

/**
 * The packages of the build. They are read back through toQuotationPackages' output shape, so
 * a file that is not ours fails loudly here rather than pricing anything wrongly.
 */
export async function loadPackages(file: string): Promise<QuotationPackage[]> {
  const { mtimeMs } = await stat(file);
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.packages;
  const data = JSON.parse(await readFile(file, 'utf8')) as Partial<PackagesFile>;
  if (!Array.isArray(data.packages) || data.packages.some((pkg) => !Number.isSafeInteger(pkg?.databaseId) || !Number.isSafeInteger(pkg?.priceFromCents))) {
    throw new Error(`${file} does not hold the build's quotation packages`);
  }
  cached = { file, mtimeMs, packages: data.packages };
  return data.packages;
}
