/**
 * Quotation pricing (docs/behaviour/packages-and-quotation.md#prices-and-rounding, #items-and-quantities). Pure and shared
 * by the builder in the browser and by the server function, which recomputes every price
 * itself. Money is integer cents; a line is (priceFrom + extras) × amount a month and
 * oneTimeCost × amount once.
 *
 * The builder keeps one line per package: adding a package that is already in the list adds
 * one to its amount. Every change is a function from the item list to a new item list.
 */
import { formatPrice } from '../lib/format';
import { ANSWER_LABELS, OPERATING_SYSTEM_LABELS, QUOTATION_COPY } from './copy';
import {
  DEFAULT_UPGRADE_MAX,
  MAX_AMOUNT,
  OFFICE_OPTION_KEYS,
  UPGRADE_KEYS,
  WINDOWS_OPERATING_SYSTEMS,
  type OfficeOptionKey,
  type OperatingSystem,
  type OptionAnswer,
  type PackageType,
  type QuotationItem,
  type QuotationPackage,
  type UpgradeKey,
  type UpgradeLimit,
} from './types';

export { DEFAULT_UPGRADE_MAX, MAX_AMOUNT };

/** Monthly prices of the extras in cents (docs/behaviour/packages-and-quotation.md#prices-and-rounding). */
export const EXTRA_PRICES_CENTS = {
  windowsOs: 1750,
  msRdp: 1350,
  ipv4: 200,
  vcpu: 1000,
  ram: 1000,
  storage: 1500,
  /** upgradeStorage '100gb_nvme_1'. */
  storageCheap: 750,
  extraSafeHome: 500,
  fullService: 1000,
  extraStorageUnlimited: 1000,
} as const;

/** Names of the extras in the summary and the mail. */
export const EXTRA_LABELS: Record<UpgradeKey | OfficeOptionKey | 'windowsOs', string> = {
  windowsOs: 'Windows licentie',
  msRdp: 'MS RDP licentie',
  ipv4: 'Extra IPv4-adres',
  vcpu: 'Extra vCPU core',
  ram: 'Extra RAM (1 GB)',
  storage: 'Extra opslag (100 GB NVMe)',
  extraSafeHome: 'Extra veilig thuiswerken incl. VPN',
  fullService: 'Full service 24/7',
  extraStorageUnlimited: 'Extra opslag onbeperkt',
};

export const TOTAL_LABELS = { monthly: 'Maandelijks', once: 'Eenmalig' } as const;

const SETUP_PREFIX: Record<PackageType, string> = { vps: 'VPS setup', pc: 'PC setup', office: 'Office setup' };

// ── Amounts ─────────────────────────────────────────────────────────────────────────────

/** The lowest amount a line may keep: info.minAmount, or 0 (docs/behaviour/packages-and-quotation.md#items-and-quantities). */
export function minimumAmount(pkg: QuotationPackage): number {
  return pkg.minAmount ?? 0;
}

/** The amount a new line starts with: info.minAmount or 1. */
export function initialAmount(pkg: QuotationPackage): number {
  return pkg.minAmount ?? 1;
}

/** An amount within minimum … 99 (a whole number; NaN counts as the minimum). */
export function clampAmount(pkg: QuotationPackage, amount: number): number {
  const whole = Number.isFinite(amount) ? Math.trunc(amount) : minimumAmount(pkg);
  return Math.min(MAX_AMOUNT, Math.max(minimumAmount(pkg), whole));
}

// ── Upgrades ────────────────────────────────────────────────────────────────────────────

export function upgradeLimit(pkg: QuotationPackage, key: UpgradeKey): UpgradeLimit {
  return pkg.upgrades[key];
}

/** The upgrades this package shows, in summary order. */
export function allowedUpgrades(pkg: QuotationPackage): UpgradeKey[] {
  return UPGRADE_KEYS.filter((key) => pkg.upgrades[key].allowed);
}

/** A count within 0 … the package's maximum (or the default); always 0 where the upgrade is not allowed. */
export function clampUpgrade(pkg: QuotationPackage, key: UpgradeKey, count: number): number {
  const { allowed, max } = pkg.upgrades[key];
  if (!allowed || !Number.isFinite(count)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(count)));
}

/** The office options this package asks about. */
export function askedOfficeOptions(pkg: QuotationPackage): OfficeOptionKey[] {
  return OFFICE_OPTION_KEYS.filter((key) => pkg.officeOptions[key]);
}

// ── Items ───────────────────────────────────────────────────────────────────────────────

/** A new line: amount info.minAmount or 1, no OS, options unanswered, every upgrade at 0. */
export function newItem(pkg: QuotationPackage): QuotationItem {
  return {
    packageId: pkg.databaseId,
    amount: initialAmount(pkg),
    operatingSystem: null,
    officeOptions: { extraSafeHome: null, fullService: null, extraStorageUnlimited: null },
    upgrades: { msRdp: 0, ipv4: 0, vcpu: 0, ram: 0, storage: 0 },
  };
}

export function findItem(items: readonly QuotationItem[], packageId: number): QuotationItem | undefined {
  return items.find((item) => item.packageId === packageId);
}

function updateItem(
  items: readonly QuotationItem[],
  packageId: number,
  change: (item: QuotationItem) => QuotationItem | null,
): QuotationItem[] {
  const result: QuotationItem[] = [];
  for (const item of items) {
    if (item.packageId !== packageId) {
      result.push(item);
      continue;
    }
    const changed = change(item);
    if (changed) result.push(changed);
  }
  return result;
}

/** Adds the package as a new line, or one more of it when it is already in the list. */
export function addPackage(items: readonly QuotationItem[], pkg: QuotationPackage): QuotationItem[] {
  if (findItem(items, pkg.databaseId)) return incrementAmount(items, pkg);
  return [...items, newItem(pkg)];
}

export function removeItem(items: readonly QuotationItem[], packageId: number): QuotationItem[] {
  return items.filter((item) => item.packageId !== packageId);
}

/**
 * The quantity input: 0 (or less) removes the line; anything else is clamped between the
 * minimum and 99. Text that is not a number (an emptied input) leaves the list as it is.
 */
export function setAmount(items: readonly QuotationItem[], pkg: QuotationPackage, amount: number): QuotationItem[] {
  if (Number.isNaN(amount)) return [...items];
  if (amount <= 0) return removeItem(items, pkg.databaseId);
  return updateItem(items, pkg.databaseId, (item) => ({ ...item, amount: clampAmount(pkg, amount) }));
}

/** Plus: one more, at most 99. */
export function incrementAmount(items: readonly QuotationItem[], pkg: QuotationPackage): QuotationItem[] {
  return updateItem(items, pkg.databaseId, (item) => ({ ...item, amount: clampAmount(pkg, item.amount + 1) }));
}

/** Minus: one less; at or below the minimum (or reaching 0) the line is removed. */
export function decrementAmount(items: readonly QuotationItem[], pkg: QuotationPackage): QuotationItem[] {
  return updateItem(items, pkg.databaseId, (item) =>
    item.amount <= minimumAmount(pkg) || item.amount - 1 <= 0 ? null : { ...item, amount: clampAmount(pkg, item.amount - 1) },
  );
}

/** Whether minus would remove the line (the UI may show a bin instead of a minus). */
export function decrementRemoves(item: QuotationItem, pkg: QuotationPackage): boolean {
  return item.amount <= minimumAmount(pkg) || item.amount - 1 <= 0;
}

/** Chooses an operating system the package offers (null clears it); another OS changes nothing. */
export function setOperatingSystem(items: readonly QuotationItem[], pkg: QuotationPackage, os: OperatingSystem | null): QuotationItem[] {
  if (os !== null && !pkg.operatingSystems.includes(os)) return [...items];
  return updateItem(items, pkg.databaseId, (item) => ({ ...item, operatingSystem: os }));
}

/** Answers an office option the package asks about; another option changes nothing. */
export function setOfficeOption(
  items: readonly QuotationItem[],
  pkg: QuotationPackage,
  key: OfficeOptionKey,
  answer: OptionAnswer,
): QuotationItem[] {
  if (!pkg.officeOptions[key]) return [...items];
  return updateItem(items, pkg.databaseId, (item) => ({ ...item, officeOptions: { ...item.officeOptions, [key]: answer } }));
}

/** Sets an upgrade count, clamped to what the package allows. */
export function setUpgrade(items: readonly QuotationItem[], pkg: QuotationPackage, key: UpgradeKey, count: number): QuotationItem[] {
  return updateItem(items, pkg.databaseId, (item) => ({ ...item, upgrades: { ...item.upgrades, [key]: clampUpgrade(pkg, key, count) } }));
}

// ── Prices ──────────────────────────────────────────────────────────────────────────────

export function isWindows(os: OperatingSystem | null): boolean {
  return os !== null && WINDOWS_OPERATING_SYSTEMS.includes(os);
}

export type ExtraKey = keyof typeof EXTRA_LABELS;

export interface PricedExtra {
  key: ExtraKey;
  label: string;
  /** How many per package (1 for the OS licence and the office options). */
  count: number;
  unitCents: number;
  /** count × unitCents, for one package. */
  cents: number;
}

/**
 * The extras of one package of the line, per month (docs/behaviour/packages-and-quotation.md#prices-and-rounding). Counts are clamped to what the
 * package allows, and an OS or option the package does not offer costs nothing, so a tampered
 * item can never lower or raise a price beyond the table.
 */
export function lineExtras(pkg: QuotationPackage, item: QuotationItem): PricedExtra[] {
  const extras: PricedExtra[] = [];
  const add = (key: ExtraKey, count: number, unitCents: number) => {
    if (count > 0) extras.push({ key, label: EXTRA_LABELS[key], count, unitCents, cents: count * unitCents });
  };
  if (isWindows(item.operatingSystem) && pkg.operatingSystems.includes(item.operatingSystem!))
    add('windowsOs', 1, EXTRA_PRICES_CENTS.windowsOs);
  add('msRdp', clampUpgrade(pkg, 'msRdp', item.upgrades.msRdp), EXTRA_PRICES_CENTS.msRdp);
  add('ipv4', clampUpgrade(pkg, 'ipv4', item.upgrades.ipv4), EXTRA_PRICES_CENTS.ipv4);
  add('vcpu', clampUpgrade(pkg, 'vcpu', item.upgrades.vcpu), EXTRA_PRICES_CENTS.vcpu);
  add('ram', clampUpgrade(pkg, 'ram', item.upgrades.ram), EXTRA_PRICES_CENTS.ram);
  add(
    'storage',
    clampUpgrade(pkg, 'storage', item.upgrades.storage),
    pkg.cheapStorage ? EXTRA_PRICES_CENTS.storageCheap : EXTRA_PRICES_CENTS.storage,
  );
  for (const key of OFFICE_OPTION_KEYS) {
    if (pkg.officeOptions[key] && item.officeOptions[key] === 'yes') add(key, 1, EXTRA_PRICES_CENTS[key]);
  }
  return extras;
}

/** The choices of a line that carry no price of their own: its operating system, office options answered no. */
export function lineChoices(pkg: QuotationPackage, item: QuotationItem): string[] {
  const choices: string[] = [];
  if (item.operatingSystem && pkg.operatingSystems.includes(item.operatingSystem)) {
    choices.push(`${QUOTATION_COPY.operatingSystem}: ${OPERATING_SYSTEM_LABELS[item.operatingSystem]}`);
  }
  for (const key of OFFICE_OPTION_KEYS) {
    if (pkg.officeOptions[key] && item.officeOptions[key] === 'no') choices.push(`${EXTRA_LABELS[key]}: ${ANSWER_LABELS.no}`);
  }
  return choices;
}

export function extrasCents(pkg: QuotationPackage, item: QuotationItem): number {
  return lineExtras(pkg, item).reduce((sum, extra) => sum + extra.cents, 0);
}

/** (priceFrom + extras) × amount. */
export function monthlyCents(pkg: QuotationPackage, item: QuotationItem): number {
  return (pkg.priceFromCents + extrasCents(pkg, item)) * item.amount;
}

/** oneTimeCost × amount. */
export function onceCents(pkg: QuotationPackage, item: QuotationItem): number {
  return pkg.oneTimeCostCents * item.amount;
}

/** '3x Title' when the amount is above 1, else 'Title'. */
export function withQuantity(amount: number, label: string): string {
  return amount > 1 ? `${amount}x ${label}` : label;
}

export function setupLabel(pkg: QuotationPackage): string {
  return `${SETUP_PREFIX[pkg.type]} - ${pkg.title}`;
}

export interface SummaryLine {
  packageId: number;
  type: PackageType;
  /** With the quantity prefix: '2x VPS Gold' or 'VPS setup - VPS Gold'. */
  label: string;
  amount: number;
  cents: number;
  /** Formatted nl-NL; monthly lines with '/mnd'. */
  price: string;
  /** Monthly lines: the extras of one package, for the row and the mail. */
  extras: PricedExtra[];
  /** Monthly lines: what was chosen without a price ('Operating system: Debian', an office option answered 'Nee'), for sales. */
  choices: string[];
}

export interface QuotationSummary {
  /** One monthly line per item, in the order of the items. */
  lines: SummaryLine[];
  /** One setup line per item with a one-time cost. */
  setupLines: SummaryLine[];
  monthlyCents: number;
  onceCents: number;
  totals: Array<{ key: 'monthly' | 'once'; label: string; cents: number; price: string }>;
}

/** Packages by id, for the builder and the server alike. */
export function packagesById(packages: readonly QuotationPackage[]): Map<number, QuotationPackage> {
  return new Map(packages.map((pkg) => [pkg.databaseId, pkg]));
}

/**
 * The summary 'Jouw keuze': monthly lines, setup lines and the totals 'Maandelijks' and
 * 'Eenmalig'. Items whose package is unknown are left out (the server rejects them before).
 */
export function summarize(
  packages: readonly QuotationPackage[] | ReadonlyMap<number, QuotationPackage>,
  items: readonly QuotationItem[],
): QuotationSummary {
  const byId = packages instanceof Map ? packages : packagesById(packages as readonly QuotationPackage[]);
  const lines: SummaryLine[] = [];
  const setupLines: SummaryLine[] = [];
  for (const item of items) {
    const pkg = byId.get(item.packageId);
    if (!pkg) continue;
    const monthly = monthlyCents(pkg, item);
    lines.push({
      packageId: pkg.databaseId,
      type: pkg.type,
      label: withQuantity(item.amount, pkg.title),
      amount: item.amount,
      cents: monthly,
      price: formatPrice(monthly, { perMonth: true }),
      extras: lineExtras(pkg, item),
      choices: lineChoices(pkg, item),
    });
    const once = onceCents(pkg, item);
    if (once > 0) {
      setupLines.push({
        packageId: pkg.databaseId,
        type: pkg.type,
        label: withQuantity(item.amount, setupLabel(pkg)),
        amount: item.amount,
        cents: once,
        price: formatPrice(once),
        extras: [],
        choices: [],
      });
    }
  }
  const monthlyTotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const onceTotal = setupLines.reduce((sum, line) => sum + line.cents, 0);
  return {
    lines,
    setupLines,
    monthlyCents: monthlyTotal,
    onceCents: onceTotal,
    totals: [
      { key: 'monthly', label: TOTAL_LABELS.monthly, cents: monthlyTotal, price: formatPrice(monthlyTotal, { perMonth: true }) },
      { key: 'once', label: TOTAL_LABELS.once, cents: onceTotal, price: formatPrice(onceTotal) },
    ],
  };
}
