/**
 * Quotation validation (docs/behaviour/packages-and-quotation.md#before-the-dialog, #item-checks). Two users:
 * - the builder, before the dialog opens: which items miss a required choice, and the first
 *   of them (highlighted, scrolled into view, focused);
 * - the server function: a submitted item list, untrusted JSON, checked against the packages
 *   of the build, with one clear Dutch message for the first problem (answered with 400).
 */
import {
  MAX_AMOUNT,
  OFFICE_OPTION_KEYS,
  UPGRADE_KEYS,
  isOperatingSystem,
  type OfficeOptionKey,
  type OptionAnswer,
  type QuotationItem,
  type QuotationPackage,
  type UpgradeKey,
} from './types';
import { EXTRA_LABELS, clampAmount, clampUpgrade, initialAmount, minimumAmount, monthlyCents, onceCents, packagesById } from './pricing';

/** Row banners (docs/behaviour/packages-and-quotation.md#before-the-dialog). */
export const MISSING_OPERATING_SYSTEM = 'Kies een operating system';
export const MISSING_OFFICE_OPTIONS = 'Voer de verplichte opties in';

/** More lines than any real quotation has; a bigger list is rejected before any work is done. */
export const MAX_ITEMS = 50;

export type ItemProblemKind = 'operatingSystem' | 'officeOptions';

export interface ItemProblem {
  /** Position in the item list. */
  index: number;
  packageId: number;
  kind: ItemProblemKind;
  message: string;
}

/** Whether the package requires an answer to its office options: office silver (docs/behaviour/packages-and-quotation.md#before-the-dialog). */
export function requiresOfficeOptions(pkg: QuotationPackage): boolean {
  return pkg.type === 'office' && pkg.level === 'silver';
}

/** What keeps one item from being sent, or null. */
export function itemProblem(pkg: QuotationPackage, item: QuotationItem, index = 0): ItemProblem | null {
  if (pkg.type === 'vps' && !item.operatingSystem) {
    return { index, packageId: pkg.databaseId, kind: 'operatingSystem', message: MISSING_OPERATING_SYSTEM };
  }
  if (
    requiresOfficeOptions(pkg) &&
    OFFICE_OPTION_KEYS.some((key) => item.officeOptions[key] !== 'yes' && item.officeOptions[key] !== 'no')
  ) {
    return { index, packageId: pkg.databaseId, kind: 'officeOptions', message: MISSING_OFFICE_OPTIONS };
  }
  return null;
}

/** Every item that blocks the dialog, in list order. Items of unknown packages are skipped. */
export function itemProblems(packages: readonly QuotationPackage[], items: readonly QuotationItem[]): ItemProblem[] {
  const byId = packagesById(packages);
  const problems: ItemProblem[] = [];
  items.forEach((item, index) => {
    const pkg = byId.get(item.packageId);
    const problem = pkg ? itemProblem(pkg, item, index) : null;
    if (problem) problems.push(problem);
  });
  return problems;
}

/** The item to highlight and focus, or null when the dialog may open. */
export function firstItemProblem(packages: readonly QuotationPackage[], items: readonly QuotationItem[]): ItemProblem | null {
  return itemProblems(packages, items)[0] ?? null;
}

/** 'Mail mij de offerte' is disabled without items. */
export function canSubmit(items: readonly QuotationItem[]): boolean {
  return items.length > 0;
}

// ── Server side ─────────────────────────────────────────────────────────────────────────

export type SubmittedQuotation = { ok: true; items: QuotationItem[] } | { ok: false; message: string };

/** What the browser sends as `quotation`: the items, with the prices it showed (checked, never used). */
export interface SubmittedItem extends QuotationItem {
  monthlyCents?: number;
  onceCents?: number;
}

export const MESSAGES = {
  malformed: 'De offerte kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.',
  empty: 'De offerte bevat geen pakketten. Kies minstens één pakket.',
  tooMany: `De offerte bevat te veel regels (meer dan ${MAX_ITEMS}).`,
  malformedItem: (position: number) => `Regel ${position} van de offerte kon niet worden gelezen.`,
  unknownPackage: (id: unknown) =>
    `Pakket ${String(id).slice(0, 40)} bestaat niet (meer). Vernieuw de pagina en stel de offerte opnieuw samen.`,
  duplicate: (title: string) => `${title} staat meer dan eens in de offerte.`,
  amount: (title: string, min: number) => `Het aantal voor ${title} moet een heel getal tussen ${min} en ${MAX_AMOUNT} zijn.`,
  upgradeNotAllowed: (label: string, title: string) => `${label} is niet mogelijk bij ${title}.`,
  upgradeRange: (label: string, title: string, max: number) => `${label} bij ${title} moet een heel getal tussen 0 en ${max} zijn.`,
  osNotOffered: (title: string) => `Het gekozen operating system is niet beschikbaar bij ${title}.`,
  osMissing: (title: string) => `${MISSING_OPERATING_SYSTEM} voor ${title}.`,
  optionNotOffered: (label: string, title: string) => `${label} is niet beschikbaar bij ${title}.`,
  optionsMissing: (title: string) => `${MISSING_OFFICE_OPTIONS} voor ${title}.`,
  price: (title: string) => `De prijs van ${title} klopt niet. Vernieuw de pagina en probeer het opnieuw.`,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function readAnswer(value: unknown): OptionAnswer | undefined {
  if (value === 'yes' || value === 'no' || value === null || value === undefined) return value ?? null;
  return undefined;
}

/**
 * Checks a submitted quotation (the JSON text of the `quotation` field, or its parsed value)
 * against the packages of the build. Returns the items, rebuilt field by field (nothing the
 * client added survives), or the first problem as a Dutch message. Prices the client sent are
 * compared with our own and a difference is a problem; the prices used are always ours.
 */
export function parseSubmittedQuotation(input: unknown, packages: readonly QuotationPackage[]): SubmittedQuotation {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, message: MESSAGES.malformed };
    }
  }
  if (!Array.isArray(value)) return { ok: false, message: MESSAGES.malformed };
  if (value.length === 0) return { ok: false, message: MESSAGES.empty };
  if (value.length > MAX_ITEMS) return { ok: false, message: MESSAGES.tooMany };

  const byId = packagesById(packages);
  const seen = new Set<number>();
  const items: QuotationItem[] = [];
  for (const [index, raw] of value.entries()) {
    const result = parseSubmittedItem(raw, index + 1, byId);
    if (typeof result === 'string') return { ok: false, message: result };
    if (seen.has(result.packageId)) return { ok: false, message: MESSAGES.duplicate(byId.get(result.packageId)!.title) };
    seen.add(result.packageId);
    items.push(result);
  }
  return { ok: true, items };
}

function parseSubmittedItem(raw: unknown, position: number, byId: ReadonlyMap<number, QuotationPackage>): QuotationItem | string {
  if (!isRecord(raw)) return MESSAGES.malformedItem(position);
  const pkg = isWholeNumber(raw.packageId) ? byId.get(raw.packageId) : undefined;
  if (!pkg) return raw.packageId === undefined ? MESSAGES.malformedItem(position) : MESSAGES.unknownPackage(raw.packageId);
  const { title } = pkg;

  const min = Math.max(1, minimumAmount(pkg));
  if (!isWholeNumber(raw.amount) || raw.amount < min || raw.amount > MAX_AMOUNT) return MESSAGES.amount(title, min);

  const os = raw.operatingSystem ?? null;
  if (os !== null && (!isOperatingSystem(os) || !pkg.operatingSystems.includes(os))) return MESSAGES.osNotOffered(title);

  const rawUpgrades = raw.upgrades ?? {};
  if (!isRecord(rawUpgrades)) return MESSAGES.malformedItem(position);
  const upgrades = {} as Record<UpgradeKey, number>;
  for (const key of UPGRADE_KEYS) {
    const count = rawUpgrades[key] ?? 0;
    const { allowed, max } = pkg.upgrades[key];
    if (!isWholeNumber(count)) return MESSAGES.upgradeRange(EXTRA_LABELS[key], title, max);
    if (!allowed && count !== 0) return MESSAGES.upgradeNotAllowed(EXTRA_LABELS[key], title);
    if (count < 0 || count > max) return MESSAGES.upgradeRange(EXTRA_LABELS[key], title, max);
    upgrades[key] = count;
  }

  const rawOptions = raw.officeOptions ?? {};
  if (!isRecord(rawOptions)) return MESSAGES.malformedItem(position);
  const officeOptions = {} as Record<OfficeOptionKey, OptionAnswer>;
  for (const key of OFFICE_OPTION_KEYS) {
    const answer = readAnswer(rawOptions[key]);
    if (answer === undefined) return MESSAGES.malformedItem(position);
    if (answer === 'yes' && !pkg.officeOptions[key]) return MESSAGES.optionNotOffered(EXTRA_LABELS[key], title);
    officeOptions[key] = pkg.officeOptions[key] ? answer : null;
  }

  const item: QuotationItem = { packageId: pkg.databaseId, amount: raw.amount, operatingSystem: os, officeOptions, upgrades };
  const problem = itemProblem(pkg, item);
  if (problem) return problem.kind === 'operatingSystem' ? MESSAGES.osMissing(title) : MESSAGES.optionsMissing(title);

  if (raw.monthlyCents !== undefined && raw.monthlyCents !== monthlyCents(pkg, item)) return MESSAGES.price(title);
  if (raw.onceCents !== undefined && raw.onceCents !== onceCents(pkg, item)) return MESSAGES.price(title);
  return item;
}

/** The `quotation` the browser sends: each item with the prices it showed, so the server can tell a tampered price. */
export function toSubmittedItems(packages: readonly QuotationPackage[], items: readonly QuotationItem[]): SubmittedItem[] {
  const byId = packagesById(packages);
  return items.flatMap((item) => {
    const pkg = byId.get(item.packageId);
    return pkg ? [{ ...item, monthlyCents: monthlyCents(pkg, item), onceCents: onceCents(pkg, item) }] : [];
  });
}

/**
 * A configuration read back from the URL or session storage (it may be old, hand-edited or
 * cut off): unlike the server check it repairs instead of rejecting. Lines of unknown
 * packages and repeated packages are dropped, amounts and upgrades clamped, an OS or option
 * the package does not offer cleared. Amounts of 0 or less drop the line.
 */
export function restoreItems(input: unknown, packages: readonly QuotationPackage[]): QuotationItem[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const byId = packagesById(packages);
  const items: QuotationItem[] = [];
  for (const raw of value.slice(0, MAX_ITEMS)) {
    if (!isRecord(raw) || !isWholeNumber(raw.packageId)) continue;
    const pkg = byId.get(raw.packageId);
    if (!pkg || items.some((item) => item.packageId === pkg.databaseId)) continue;
    const amount = typeof raw.amount === 'number' && Number.isFinite(raw.amount) ? Math.trunc(raw.amount) : initialAmount(pkg);
    if (amount <= 0) continue;
    const rawUpgrades = isRecord(raw.upgrades) ? raw.upgrades : {};
    const rawOptions = isRecord(raw.officeOptions) ? raw.officeOptions : {};
    const upgrades = {} as Record<UpgradeKey, number>;
    for (const key of UPGRADE_KEYS) upgrades[key] = clampUpgrade(pkg, key, typeof rawUpgrades[key] === 'number' ? rawUpgrades[key] : 0);
    const officeOptions = {} as Record<OfficeOptionKey, OptionAnswer>;
    for (const key of OFFICE_OPTION_KEYS) officeOptions[key] = pkg.officeOptions[key] ? (readAnswer(rawOptions[key]) ?? null) : null;
    const os = isOperatingSystem(raw.operatingSystem) && pkg.operatingSystems.includes(raw.operatingSystem) ? raw.operatingSystem : null;
    items.push({ packageId: pkg.databaseId, amount: clampAmount(pkg, amount), operatingSystem: os, officeOptions, upgrades });
  }
  return items;
}
