/**
 * Writing the build's package data (gatsby-node, createPages). Kept apart from the function's
 * reader (packages.ts): gatsby-node is bundled into Gatsby's query engine, which accepts only
 * the imports gatsby-node already has (node:fs, node:path), so this module needs no others.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toQuotationPackages, type QuotationPackage, type RawPackage } from '../types';

export interface PackagesFile {
  builtAt: string;
  packages: QuotationPackage[];
}

/** Writes the build's packages. Returns how many could be priced. */
export function writePackagesFile(file: string, raws: ReadonlyArray<RawPackage | null | undefined>, now = new Date()): number {
  const packages = toQuotationPackages(raws);
  mkdirSync(path.dirname(file), { recursive: true });
  const data: PackagesFile = { builtAt: now.toISOString(), packages };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return packages.length;
}
