/**
 * The quotation builder's collapsible sections (docs/behaviour/packages-and-quotation.md#sections): the content's
 * sections with a known type, each type once, in the content's order; and, for a type the
 * content has none for, a section with a default title once the visitor asks for it
 * (Service=office, or a Pakket of that type): office is handled through Service=office as the
 * other types are. Pure, so the builder only renders what this gives.
 */
import type { ImageMedia } from '../data/fragments';
import { textOf } from '../lib/text';
import { SECTION_FALLBACK_TITLE } from './copy';
import { packagesById } from './pricing';
import { isPackageType, PACKAGE_TYPES, type PackageType, type QuotationItem, type QuotationPackage } from './types';

export interface SectionContent {
  type: PackageType;
  title: string;
  /** Sanitized WordPress HTML. */
  description: string | null;
  image: ImageMedia | null;
  defaultOpen: boolean;
}

/** A section as the Posts fragment selects it (ACF shape QuotationSection). */
export interface SectionSource {
  readonly type?: string | null;
  readonly title?: string | null;
  readonly description?: string | null;
  readonly defaultOpen?: boolean | null;
  readonly image?: ImageMedia | null;
}

export function toSections(sources: ReadonlyArray<SectionSource | null> | null | undefined): SectionContent[] {
  const seen = new Set<PackageType>();
  const sections: SectionContent[] = [];
  for (const source of sources ?? []) {
    if (!source || !isPackageType(source.type) || seen.has(source.type)) continue;
    seen.add(source.type);
    sections.push({
      type: source.type,
      title: textOf(source.title) || SECTION_FALLBACK_TITLE[source.type],
      description: source.description ?? null,
      image: source.image ?? null,
      defaultOpen: source.defaultOpen === true,
    });
  }
  return sections;
}

/** The sections to show: the content's, then one per other type that is open or has items. */
export function visibleSections(
  sections: readonly SectionContent[],
  state: { open: Record<PackageType, boolean>; items: readonly QuotationItem[] },
  packages: readonly QuotationPackage[],
): SectionContent[] {
  const byId = packagesById(packages);
  const extra = PACKAGE_TYPES.filter(
    (type) =>
      !sections.some((section) => section.type === type) &&
      (state.open[type] || state.items.some((item) => byId.get(item.packageId)?.type === type)),
  ).map((type) => ({ type, title: SECTION_FALLBACK_TITLE[type], description: null, image: null, defaultOpen: false }));
  return [...sections, ...extra];
}
