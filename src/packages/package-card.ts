import type { ImageMedia } from '../data/fragments';
import { textOf } from '../lib/text';
import { OFFICE_FEATURE_LABELS, OFFICE_FEATURES, packageSpecs } from '../quotation/specs';
import {
  isPackageType,
  isYes,
  PACKAGE_LEVELS,
  PACKAGE_TYPES,
  toCents,
  type OfficeFeatureKey,
  type PackageLevel,
  type PackageType,
} from '../quotation/types';

export {
  isPackageType,
  OFFICE_FEATURE_LABELS,
  OFFICE_FEATURES,
  packageSpecs,
  PACKAGE_LEVELS,
  PACKAGE_TYPES,
  type PackageLevel,
  type PackageType,
};

/** Where a card's 'Offerte' button goes (docs/behaviour/packages-and-quotation.md#price-carousel): the quotation page, with the package preselected. */
export const QUOTATION_PATH = '/offerte-aanvragen/';

export type OfficeFeatureFlag = OfficeFeatureKey;

/**
 * What a package card reads: the shape of the `PackageCard on WpPackage` fragment (fragment.ts),
 * written out so it holds before a build generated Queries.PackageCardFragment.
 */
export interface PackageCardSource {
  readonly databaseId: number;
  readonly title: string | null;
  readonly info:
    | ({
        readonly type: string | null;
        readonly level: string | null;
        readonly vcpu: number | null;
        readonly ram: number | null;
        readonly nvme: number | null;
        readonly priceFrom: number | null;
        readonly icon: ImageMedia | null;
      } & { readonly [flag in OfficeFeatureFlag]?: string | null })
    | null;
}

export interface PackageCardData {
  databaseId: number;
  /** As WordPress has it; the card shows it uppercase (CSS), screen readers read it as written. */
  title: string;
  type: PackageType | null;
  level: PackageLevel | null;
  icon: ImageMedia | null;
  /** 'vCPU', 'GB RAM', 'GB NVMe' lines, only for the values the package has. */
  specs: string[];
  /** Office packages: the feature flags answered 'Ja'; [] for the others. */
  features: string[];
  /** Monthly 'vanaf' price in euro cents; null when the package has none. */
  priceFromCents: number | null;
  /** /offerte-aanvragen/?Pakket={title}, URL-encoded. */
  quoteHref: string;
}

/** The quotation page for one package (docs/behaviour/packages-and-quotation.md#price-carousel): `Pakket` carries the title, URL-encoded. */
export function quoteHrefOf(title: string): string {
  return `${QUOTATION_PATH}?Pakket=${encodeURIComponent(title)}`;
}

/** The block's comma-separated 'Inbegrepen features' as a list: trimmed, empty entries left out. */
export function featureList(features: string | null | undefined): string[] {
  return (features ?? '')
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

function isLevel(value: unknown): value is PackageLevel {
  return typeof value === 'string' && (PACKAGE_LEVELS as readonly string[]).includes(value);
}

/** An office package's features: the flags whose value is 'Ja' (any case, trimmed), in OFFICE_FEATURES order. */
export function officeFeatures(info: PackageCardSource['info']): string[] {
  if (!info) return [];
  return OFFICE_FEATURES.filter(([flag]) => isYes(info[flag])).map(([, label]) => label);
}

/** The 'vanaf' price in cents (the quotation's own reading of a WordPress price); null for none or a negative one. */
function priceCents(euros: number | null | undefined): number | null {
  const cents = toCents(euros);
  return cents !== null && cents >= 0 ? cents : null;
}

/** One card from the fragment; null for a package without a title (it could not be quoted). */
export function toPackageCard(source: PackageCardSource): PackageCardData | null {
  const title = textOf(source.title);
  if (!title) return null;
  const type = isPackageType(source.info?.type) ? source.info.type : null;
  return {
    databaseId: source.databaseId,
    title,
    type,
    level: isLevel(source.info?.level) ? source.info.level : null,
    icon: source.info?.icon ?? null,
    specs: packageSpecs(source.info),
    features: type === 'office' ? officeFeatures(source.info) : [],
    priceFromCents: priceCents(source.info?.priceFrom),
    quoteHref: quoteHrefOf(title),
  };
}

/**
 * The carousel's cards (docs/behaviour/packages-and-quotation.md#price-carousel): the packages gatsby-node chose, without holes or untitled
 * ones, sorted by priceFrom ascending (stable; a package without a price last).
 */
export function toPackageCards(packages: ReadonlyArray<PackageCardSource | null> | null | undefined): PackageCardData[] {
  const cards = (packages ?? []).flatMap((source) => {
    const card = source ? toPackageCard(source) : null;
    return card ? [card] : [];
  });
  return sortByPriceFrom(cards, (card) => card.priceFromCents);
}

/** Sorted by a price ascending, stable, a missing price last (gatsby-node sorts the nodes with it too). */
export function sortByPriceFrom<T>(items: readonly T[], priceOf: (item: T) => number | null | undefined): T[] {
  const price = (item: T) => {
    const value = priceOf(item);
    return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => price(a.item) - price(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

/** Arrows show only when there are more than 2 packages (docs/behaviour/packages-and-quotation.md#price-carousel). */
export const ARROWS_FROM = 3;

export function showsArrows(count: number): boolean {
  return count >= ARROWS_FROM;
}

/**
 * Slides per view by minimum viewport width (docs/behaviour/packages-and-quotation.md#price-carousel): 1.7 below 640 px, 2.4 from 640, 2.8
 * from 768, 3.7 from 1024 and 4.7 from 1280 (the theme's sm, md, lg and xl breakpoints).
 */
export const SLIDES_PER_VIEW = { default: 1.7, sm: 2.4, md: 2.8, lg: 3.7, xl: 4.7 } as const;
