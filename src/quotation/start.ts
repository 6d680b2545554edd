/**
 * Where a visitor's quotation starts (docs/behaviour/packages-and-quotation.md#where-a-quotation-starts): the
 * sections' default-open flags, the configuration kept in session storage (so a reload, or a
 * visit to another page and back, keeps it), then the URL: `Service` (vps, pc or office;
 * default vps) opens its section, `Pakket` (a package title) adds that package once and opens
 * its type's section. A `Pakket` or `Service` that matches nothing is ignored quietly.
 *
 * A `Pakket` added to a configuration kept from earlier is not silent: the start says which
 * package joined an earlier choice (`addedToEarlier`), so the builder can say so and offer to
 * start afresh with that package alone.
 */
import { addPackage, findItem } from './pricing';
import type { PackageType, QuotationItem, QuotationPackage } from './types';
import { isPackageType, PACKAGE_TYPES } from './types';
import { restoreItems } from './validation';

/** Session storage: one configuration per tab, gone when the tab closes. */
export const STORAGE_KEY = 'wolkwerk.quotation.v1';

export interface QuotationSection {
  type: PackageType;
  defaultOpen: boolean;
}

export interface StoredQuotation {
  items: QuotationItem[];
  open: Record<PackageType, boolean>;
}

export interface QuotationStart {
  items: QuotationItem[];
  open: Record<PackageType, boolean>;
  /**
   * The `Pakket` package when this start added it to packages chosen earlier (session storage);
   * null otherwise: no earlier choice, no `Pakket`, or the package was already in the earlier
   * choice, which is also what a reload of the same link finds (it was kept with the rest).
   */
  addedToEarlier: QuotationPackage | null;
}

/** The open state the content asks for: each section's default-open flag. */
export function defaultOpen(sections: readonly QuotationSection[]): Record<PackageType, boolean> {
  const open = { vps: false, pc: false, office: false };
  for (const section of sections) open[section.type] = section.defaultOpen;
  return open;
}

/** `Service` as a package type: vps, pc or office in any case; vps when absent or unknown. */
export function serviceOf(search: URLSearchParams): PackageType {
  const value = search.get('Service')?.trim().toLowerCase();
  return isPackageType(value) ? value : 'vps';
}

/** The package `Pakket` names: its title, compared without case and surrounding spaces. */
export function packageOf(search: URLSearchParams, packages: readonly QuotationPackage[]): QuotationPackage | null {
  const wanted = search.get('Pakket')?.trim().toLocaleLowerCase('nl');
  if (!wanted) return null;
  return packages.find((pkg) => pkg.title.trim().toLocaleLowerCase('nl') === wanted) ?? null;
}

/** What session storage holds, repaired against today's packages (restoreItems); null when nothing usable. */
export function readStored(raw: string | null, packages: readonly QuotationPackage[]): StoredQuotation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as { items?: unknown; open?: unknown };
  const open = { vps: false, pc: false, office: false };
  if (record.open && typeof record.open === 'object') {
    for (const type of PACKAGE_TYPES) open[type] = (record.open as Record<string, unknown>)[type] === true;
  }
  return { items: restoreItems(record.items, packages), open };
}

export function startQuotation(
  search: URLSearchParams,
  stored: StoredQuotation | null,
  packages: readonly QuotationPackage[],
  sections: readonly QuotationSection[],
): QuotationStart {
  let items = stored?.items ?? [];
  const open = stored ? { ...stored.open } : defaultOpen(sections);
  if (search.has('Service') || !stored) open[serviceOf(search)] = true;
  const preselected = packageOf(search, packages);
  let addedToEarlier: QuotationPackage | null = null;
  if (preselected) {
    // Once: a reload with the same link must not add it again.
    if (!findItem(items, preselected.databaseId)) {
      if (items.length > 0) addedToEarlier = preselected;
      items = addPackage(items, preselected);
    }
    open[preselected.type] = true;
  }
  return { items, open, addedToEarlier };
}

export function storedValue(state: StoredQuotation): string {
  return JSON.stringify({ items: state.items, open: state.open });
}
