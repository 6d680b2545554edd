/**
 * What the quotation needs to know of a package and of a visitor's line item
 * (docs/behaviour/packages-and-quotation.md#packages, #items-and-quantities). Plain TypeScript without React or
 * Gatsby so the browser and the server function (src/api/package-quotation.ts) share it.
 *
 * Money is integer euro cents everywhere: a price read from WordPress ('12.50', '12,50', 12.5)
 * becomes 1250 once, here, and is never a float again.
 */

import {
  OPERATING_SYSTEMS as OPERATING_SYSTEM_CHOICES,
  PACKAGE_LEVELS as PACKAGE_LEVEL_CHOICES,
  PACKAGE_TYPES as PACKAGE_TYPE_CHOICES,
  type OperatingSystem,
  type PackageLevel,
  type PackageType,
} from '../model/choices';

/** The Gravity Form of the quotation dialog (spec: form 5): the builder renders it, the endpoint accepts only it. */
export const QUOTATION_FORM_ID = 5;

export type { OperatingSystem, PackageLevel, PackageType };
// The content model's choices (src/model/choices.ts), as lists the quotation's checks can ask any string about.
export const PACKAGE_TYPES: readonly PackageType[] = PACKAGE_TYPE_CHOICES;
export const PACKAGE_LEVELS: readonly PackageLevel[] = PACKAGE_LEVEL_CHOICES;
export const OPERATING_SYSTEMS: readonly OperatingSystem[] = OPERATING_SYSTEM_CHOICES;
/** The operating systems that carry the Windows licence price (docs/behaviour/packages-and-quotation.md#prices-and-rounding). */
export const WINDOWS_OPERATING_SYSTEMS: readonly OperatingSystem[] = ['windows_2016', 'windows_2019', 'windows_2022', 'windows_server'];

/** The upgrades a line can carry, in the order the summary lists them. */
export type UpgradeKey = 'msRdp' | 'ipv4' | 'vcpu' | 'ram' | 'storage';
export const UPGRADE_KEYS: readonly UpgradeKey[] = ['msRdp', 'ipv4', 'vcpu', 'ram', 'storage'];

/** The options an office (silver) package asks the visitor to answer with yes or no. */
export type OfficeOptionKey = 'extraSafeHome' | 'fullService' | 'extraStorageUnlimited';
export const OFFICE_OPTION_KEYS: readonly OfficeOptionKey[] = ['extraSafeHome', 'fullService', 'extraStorageUnlimited'];
/** null: not answered yet. */
export type OptionAnswer = 'yes' | 'no' | null;

/** Office feature flags shown on cards and rows; WordPress says 'Ja' for yes. */
export type OfficeFeatureKey =
  'flexible' | 'fullBackup' | 'includeSnapshots' | 'isoNenDutchDatacenters' | 'fullService' | 'unlimitedData' | 'workSafeFromHome';
export const OFFICE_FEATURE_KEYS: readonly OfficeFeatureKey[] = [
  'flexible',
  'fullBackup',
  'includeSnapshots',
  'isoNenDutchDatacenters',
  'fullService',
  'unlimitedData',
  'workSafeFromHome',
];

/** The largest amount of one package and the default upgrade maxima (docs/behaviour/packages-and-quotation.md#options-and-upgrades). */
export const MAX_AMOUNT = 99;
export const DEFAULT_UPGRADE_MAX: Readonly<Record<UpgradeKey, number>> = { msRdp: 50, ipv4: 3, vcpu: 15, ram: 63, storage: 99 };

export interface UpgradeLimit {
  /** The package offers this upgrade (its upgrade… flag). */
  allowed: boolean;
  /** The package's maximum, or the default of docs/behaviour/packages-and-quotation.md#options-and-upgrades; 0 when not allowed. */
  max: number;
}

export interface QuotationPackage {
  databaseId: number;
  title: string;
  type: PackageType;
  level: PackageLevel | null;
  /** Monthly price in cents, excl. VAT. */
  priceFromCents: number;
  /** One-time setup cost in cents, excl. VAT (0 when WordPress has none). */
  oneTimeCostCents: number;
  /** info.minAmount when set (≥ 1), else null: the minimum is then 0 and a new line starts at 1. */
  minAmount: number | null;
  /** The operating systems the OS choice offers, in WordPress's order. */
  operatingSystems: OperatingSystem[];
  upgrades: Record<UpgradeKey, UpgradeLimit>;
  /** upgradeStorage is '100gb_nvme_1': 100 GB costs 7.50 instead of 15. */
  cheapStorage: boolean;
  /** Which office options this package asks about (office silver asks all three). */
  officeOptions: Record<OfficeOptionKey, boolean>;
  /** Office feature flags answered 'Ja', in the order of OFFICE_FEATURE_KEYS. */
  features: OfficeFeatureKey[];
  /** Specs for cards and rows; null when WordPress has none. */
  vcpu: number | null;
  ramGb: number | null;
  nvmeGb: number | null;
}

export interface QuotationItem {
  packageId: number;
  amount: number;
  operatingSystem: OperatingSystem | null;
  officeOptions: Record<OfficeOptionKey, OptionAnswer>;
  upgrades: Record<UpgradeKey, number>;
}

/** The package shapes that reach us: a Gatsby WpPackage (info: WpFlexPackageInfo), the fixtures, or JSON. */
export interface RawPackage {
  databaseId?: unknown;
  title?: unknown;
  /** WpFlexPackageInfo, the fixtures' PackageInfo, or anything else: read field by field. */
  info?: object | null;
}

/**
 * A price as WordPress may give it (9.95, '9.95', '9,95', '€ 1.234,56') in integer cents;
 * null when it is not a price. Strings are read digit by digit so no float rounding creeps in.
 */
export function toCents(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = Math.round(value * 100);
    return Number.isSafeInteger(cents) ? cents : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.replace(/[€\s\u00a0]/g, '');
  const match = /^(-?)(\d{1,3}(?:[.,]\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', separator, fraction = ''] = match;
  // Only one or two digits after the last separator make it the decimal one ('12.50');
  // three make it a thousands separator ('1.234' is 1234 euros). Decimals and groups never share a mark.
  if (separator && whole.includes(separator)) return null;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = euros * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign ? -cents : cents;
}

/** A non-negative whole number from a number or numeric string; null otherwise. */
export function toCount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return null;
  return Math.floor(number);
}

/** ACF booleans and WordPress yes/no text: true, 'Ja', 'yes', '1', 'true', 1. */
export function isYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  return ['ja', 'yes', 'true', '1', 'on'].includes(value.trim().toLowerCase());
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | null {
  if (typeof value !== 'string') return null;
  const normalised = value.trim().toLowerCase();
  return (allowed as readonly string[]).includes(normalised) ? (normalised as T) : null;
}

export function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);
}

export function isOperatingSystem(value: unknown): value is OperatingSystem {
  return typeof value === 'string' && (OPERATING_SYSTEMS as readonly string[]).includes(value);
}

const UPGRADE_FIELDS: Record<UpgradeKey, { flag: string; max: string }> = {
  msRdp: { flag: 'upgradeMsRdp', max: 'upgradeMsRdpMax' },
  ipv4: { flag: 'upgradeIpv4', max: 'upgradeIpv4Max' },
  vcpu: { flag: 'upgradeVcpuCore', max: 'upgradeVcpuCoreMax' },
  ram: { flag: 'upgradeRam', max: 'upgradeRamMax' },
  storage: { flag: 'upgradeStorage', max: 'upgradeStorageMax' },
};

const OFFICE_OPTION_FIELDS: Record<OfficeOptionKey, string> = {
  extraSafeHome: 'optionExtraSafeHome',
  fullService: 'optionFullService',
  extraStorageUnlimited: 'optionExtraStorageUnlimited',
};

/** upgradeStorage is a choice ('100gb_nvme', '100gb_nvme_1'), not a boolean; empty or 'no' means none. */
function storageAllowed(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text !== '' && !['0', 'false', 'nee', 'no', 'none'].includes(text);
}

/**
 * What pricing needs of a package, read tolerantly from the Gatsby node or a fixture: null
 * when the package cannot be priced (no id, no title, unknown type, no price), so one broken
 * package in WordPress drops out instead of breaking the page or the endpoint.
 */
export function toQuotationPackage(raw: RawPackage | null | undefined): QuotationPackage | null {
  if (!raw || typeof raw !== 'object') return null;
  const info = raw.info && typeof raw.info === 'object' ? (raw.info as Record<string, unknown>) : null;
  const databaseId = typeof raw.databaseId === 'number' ? raw.databaseId : Number(raw.databaseId);
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  const type = oneOf(PACKAGE_TYPES, info?.type);
  const priceFromCents = toCents(info?.priceFrom);
  if (!info || !Number.isSafeInteger(databaseId) || databaseId <= 0 || !title || !type || priceFromCents === null || priceFromCents < 0) {
    return null;
  }

  const level = oneOf(PACKAGE_LEVELS, info.level);
  const oneTimeCostCents = Math.max(0, toCents(info.oneTimeCost) ?? 0);
  const minCount = toCount(info.minAmount);
  const minAmount = minCount && minCount >= 1 ? Math.min(minCount, MAX_AMOUNT) : null;

  const seen = new Set<OperatingSystem>();
  const operatingSystems = (Array.isArray(info.optionOperatingSystems) ? info.optionOperatingSystems : [])
    .map((os: unknown) => oneOf(OPERATING_SYSTEMS, os))
    .filter((os): os is OperatingSystem => os !== null && !seen.has(os) && Boolean(seen.add(os)));

  const upgrades = {} as Record<UpgradeKey, UpgradeLimit>;
  for (const key of UPGRADE_KEYS) {
    const { flag, max } = UPGRADE_FIELDS[key];
    const allowed = key === 'storage' ? storageAllowed(info[flag]) : isYes(info[flag]);
    const packageMax = toCount(info[max]);
    upgrades[key] = { allowed, max: allowed ? (packageMax ?? DEFAULT_UPGRADE_MAX[key]) : 0 };
  }
  const cheapStorage = upgrades.storage.allowed && String(info.upgradeStorage).trim().toLowerCase() === '100gb_nvme_1';

  // docs/behaviour/packages-and-quotation.md#before-the-dialog: an office silver item must answer all three options, so silver always asks them.
  const asksAll = type === 'office' && level === 'silver';
  const officeOptions = {} as Record<OfficeOptionKey, boolean>;
  for (const key of OFFICE_OPTION_KEYS) officeOptions[key] = type === 'office' && (asksAll || isYes(info[OFFICE_OPTION_FIELDS[key]]));

  const features = OFFICE_FEATURE_KEYS.filter((key) => isYes(info[key]));

  return {
    databaseId,
    title,
    type,
    level,
    priceFromCents,
    oneTimeCostCents,
    minAmount,
    operatingSystems,
    upgrades,
    cheapStorage,
    officeOptions,
    features,
    vcpu: toCount(info.vcpu),
    ramGb: toCount(info.ram),
    nvmeGb: toCount(info.nvme),
  };
}

/** Every package that can be priced, sorted by monthly price ascending (then title) as every list shows them. */
export function toQuotationPackages(raws: ReadonlyArray<RawPackage | null | undefined>): QuotationPackage[] {
  return raws
    .map(toQuotationPackage)
    .filter((pkg): pkg is QuotationPackage => pkg !== null)
    .sort((a, b) => a.priceFromCents - b.priceFromCents || a.title.localeCompare(b.title, 'nl'));
}
